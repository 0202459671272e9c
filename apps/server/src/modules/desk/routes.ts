import { deskApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

/** Notices (通知公告, the bell, the station letters) and the /wel/dashboard figures of the caller's tenant. */
export default defineRoutes((r) => {
  r(deskApi.noticePage, (ctx, { query }) => service.noticePage(ctx, query));
  r(deskApi.noticeDetail, (ctx, { query }) => service.noticeDetail(ctx, query.id));
  r(deskApi.noticeSubmit, (ctx, { body }) => service.submitNotice(ctx, body));
  r(deskApi.noticeSave, (ctx, { body }) => service.addNotice(ctx, body));
  r(deskApi.noticeUpdate, (ctx, { body }) => service.updateNotice(ctx, body));
  r(deskApi.noticeRemove, (ctx, { query }) => service.removeNotices(ctx, query.ids));
  r(deskApi.noticeTop, (ctx) => service.noticeTop(ctx));
  r(deskApi.letters, (ctx, { query }) => service.letters(ctx, query));
  r(deskApi.unread, (ctx) => service.unread(ctx));
  r(deskApi.read, (ctx, { body }) => service.markRead(ctx, body));
  r(deskApi.dashboard, (ctx) => service.dashboard(ctx));
});
