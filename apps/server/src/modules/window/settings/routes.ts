import { windowApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** 售票设置: windows, their settings and groups, the sellers. */
export default defineRoutes((r) => {
  r(A.windowList, (ctx) => s.windows(ctx));
  r(A.windowSubmit, (ctx, { body }) => s.windowSubmit(ctx, body));
  r(A.windowRemove, (ctx, { body }) => s.windowRemove(ctx, body.ids));
  r(A.settings, (ctx) => s.settings(ctx));
  r(A.settingSubmit, (ctx, { body }) => s.settingSubmit(ctx, body));
  r(A.settingRemove, (ctx, { body }) => s.settingRemove(ctx, body.ids));
  r(A.sellerList, (ctx) => s.sellers(ctx));
  r(A.ticketOptions, (ctx) => s.ticketOptions(ctx));
});
