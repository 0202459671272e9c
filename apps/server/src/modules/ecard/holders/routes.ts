import { heldCardApi, heldPeopleApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as holders from './service.ts';

/** Held cards beyond their page: the import, project limits, gifts, a code's user; a card's bound people and coupons. */
export default defineRoutes((r) => {
  r(heldCardApi.importTemplate, (_ctx, { reply }) => holders.sendImportTemplate(reply), { raw: true });
  r(heldCardApi.import, (ctx, { req }) => holders.importHolders(ctx.data, req.body), { bodyLimit: 3 * 1024 * 1024 });
  r(heldCardApi.updateProjects, (ctx, { body }) => holders.updateProjects(ctx.data, body));
  r(heldCardApi.giftPage, (ctx, { query }) => holders.giftPage(ctx.data, query));
  r(heldCardApi.codeUser, (ctx, { query }) => holders.codeUser(ctx.data, query.code));

  r(heldPeopleApi.bindingUsers, (ctx, { query }) => holders.bindingUsers(ctx.data, query.id));
  r(heldPeopleApi.bind, (ctx, { body }) => holders.bind(ctx.data, body));
  r(heldPeopleApi.unbind, (ctx, { body }) => holders.unbind(ctx.data, body.id, body.memberId));
  r(heldPeopleApi.coupons, (ctx, { query }) => holders.coupons(ctx.data, query.id));
});
