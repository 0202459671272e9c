import { windowCustomerApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** 窗口客户. */
export default defineRoutes((r) => {
  r(A.page, (ctx, { body }) => s.page(ctx, body));
  r(A.save, (ctx, { body }) => s.save(ctx, body));
  r(A.batchDelete, (ctx, { body }) => s.remove(ctx, body.ids));
  r(A.batchEnable, (ctx, { body }) => s.setStatus(ctx, body.ids, 1));
  r(A.batchClose, (ctx, { body }) => s.setStatus(ctx, body.ids, 0));
  r(A.export, (ctx, { body, reply }) => s.exportCustomers(ctx, reply, body), { raw: true });
});
