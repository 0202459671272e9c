import { scanPayApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** 扫码付: codes and the orders paid through them. */
export default defineRoutes((r) => {
  r(A.codePage, (ctx, { query }) => s.codePage(ctx, query));
  r(A.orderPage, (ctx, { query }) => s.orderPage(ctx, query));
  r(A.edit, (ctx, { body }) => s.editCode(ctx, body));
  r(A.remove, (ctx, { body }) => s.removeCodes(ctx, body.ids));
  r(A.getCode, (ctx, { body }) => s.getCode(ctx, body.id));
  r(A.status, (ctx, { body }) => s.codeStatus(ctx, body.ids, body.status));
  r(A.export, (ctx, { body, reply }) => s.exportCodes(ctx, reply, body), { raw: true });
  r(A.refund, (ctx, { body }) => s.refund(ctx, body));
  r(A.batchRefund, (ctx, { body }) => s.batchRefund(ctx, body));
  r(A.remark, (ctx, { body }) => s.remark(ctx, body.id, body.remark));
});
