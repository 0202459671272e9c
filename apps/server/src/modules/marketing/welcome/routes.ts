import { welcomeApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as welcome from './service.ts';

/** Welcome pages (欢迎页). */
export default defineRoutes((r) => {
  r(welcomeApi.page, (ctx, { query }) => welcome.page(ctx, query));
  r(welcomeApi.detail, (ctx, { query }) => welcome.detail(ctx, query.id));
  r(welcomeApi.save, (ctx, { body }) => welcome.save(ctx, body));
  r(welcomeApi.remove, (ctx, { query }) => welcome.remove(ctx, query.ids));
  r(welcomeApi.enable, (ctx, { query }) => welcome.enable(ctx, query.id, query.enableFlag));
});
