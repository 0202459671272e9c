import { type PartyKind, type SystemApi, distributionSystemApi, shortVideoApi, supplierSystemApi } from '@yym/contract';
import { defineRoutes, type RouteAdder } from '../../../platform/route.ts';
import * as service from './service.ts';

function systemRoutes(r: RouteAdder, api: SystemApi, party: PartyKind) {
  r(api.page, (ctx, { query }) => service.page(ctx, party, query));
  r(api.detail, (ctx, { query }) => service.detail(ctx, party, query.id));
  r(api.submit, (ctx, { body }) => service.submit(ctx, party, body));
  r(api.remove, (ctx, { query }) => service.remove(ctx, party, query.ids));
  // The other system is asked outside any transaction (its answer is logged in a short one after).
  r(api.sync, (ctx, { body }) => service.sync(ctx, party, body.id), { noTx: true });
  r(api.syncLog, (ctx, { query }) => service.logPage(ctx, party, query));
}

export default defineRoutes((r) => {
  systemRoutes(r, distributionSystemApi, 1);
  systemRoutes(r, supplierSystemApi, 2);
  r(shortVideoApi.accounts, (ctx) => service.videoAccounts(ctx));
  r(shortVideoApi.bind, (ctx, { body }) => service.bindVideo(ctx, body.platform, body.authCode), { noTx: true });
  r(shortVideoApi.unbind, (ctx, { body }) => service.unbindVideo(ctx, body.platform));
  r(shortVideoApi.sync, (ctx, { body }) => service.syncVideo(ctx, body.platform, body.productIds), { noTx: true });
  r(shortVideoApi.products, (ctx, { query }) => service.videoProducts(ctx, query));
});
