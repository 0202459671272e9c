import { codeMessageApi, faceApi, heldPeopleApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as faces from './faces.ts';
import * as messages from './messages.ts';
import * as people from './people.ts';

/** Face management, a held card's people and coupons, a code batch's SMS (added by routes.ts). */
export default defineRoutes((r) => {
  r(faceApi.page, (ctx, { query }) => faces.facePage(ctx.data, query));
  r(faceApi.upload, (ctx, { query, req }) => faces.savePhoto(ctx, req, query, false), { bodyLimit: 3 * 1024 * 1024 });
  r(faceApi.replace, (ctx, { query, req }) => faces.savePhoto(ctx, req, query, true), { bodyLimit: 3 * 1024 * 1024 });
  r(faceApi.remove, (ctx, { query }) => faces.removePhoto(ctx.data, query.id));
  r(faceApi.photo, (ctx, { query, reply }) => faces.sendPhoto(ctx, reply, query.id), { raw: true });

  r(heldPeopleApi.bindingUsers, (ctx, { query }) => people.bindingUsers(ctx.data, query.id));
  r(heldPeopleApi.bind, (ctx, { body }) => people.bind(ctx.data, body));
  r(heldPeopleApi.unbind, (ctx, { body }) => people.unbind(ctx.data, body.id, body.memberId));
  r(heldPeopleApi.coupons, (ctx, { query }) => people.coupons(ctx.data, query.id));

  // The sends open their own short transactions (a claim commits before its messages go out).
  r(codeMessageApi.sendMessage, (ctx, { body }) => messages.sendMessage(ctx, body), { noTx: true });
  r(codeMessageApi.retry, (ctx, { body }) => messages.retry(ctx, body.batchId), { noTx: true });
  r(codeMessageApi.process, (ctx, { query }) => messages.progressOf(ctx.data, query.batchId));
  r(codeMessageApi.messages, (ctx, { query }) => messages.messagePage(ctx.data, query));
});
