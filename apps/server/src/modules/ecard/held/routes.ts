import { ecardApi, ecardOrderApi, ecardStoreApi, userCardApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as held from './service.ts';
import * as store from './store.ts';

/** Held cards (会员卡) and their write-off records; the storefront's card pack, entry QR and records. */
export default defineRoutes((r) => {
  r(userCardApi.page, (ctx, { query }) => held.userCardPage(ctx, query));
  r(userCardApi.detail, (ctx, { query }) => held.userCardDetail(ctx.data, query.id));
  r(userCardApi.validity, (ctx, { body }) => held.editValidity(ctx.data, body.id, body.validStart, body.validEnd));
  r(userCardApi.cancel, (ctx, { query }) => held.cancelCard(ctx.data, query.id));
  r(userCardApi.export, (ctx, { query, reply }) => held.exportUserCards(ctx, reply, query), { raw: true });
  r(ecardOrderApi.activateCodePostpone, (ctx, { body }) => held.postpone(ctx.data, body.userCardId, body.validEnd));

  // write-off records
  r(ecardApi.writeOffPage, (ctx, { query }) => held.usePage(ctx.data, query));
  r(ecardApi.writeOffExport, (ctx, { query, reply }) => held.exportUses(ctx, reply, query), { raw: true });

  // storefront (the customer's calls open their own transactions)
  r(ecardStoreApi.pack, (ctx, { req }) => store.pack(ctx, req), { noTx: true });
  r(ecardStoreApi.entry, (ctx, { query, req }) => store.entry(ctx, req, query.id), { noTx: true });
  r(ecardStoreApi.records, (ctx, { req }) => store.records(ctx, req), { noTx: true });
});
