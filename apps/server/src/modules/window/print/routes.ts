import { FIELD_KINDS, FIELD_TEXT, PAPERS, PAY_METHODS, PAY_METHOD_TEXT, printTemplateApi as T, windowApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** Print templates, printing with its confirm step, and the print records. */
export default defineRoutes((r) => {
  r(T.page, (ctx, { body }) => s.templatePage(ctx, body));
  r(T.detail, (ctx, { query }) => s.templateDetail(ctx.data, query.id));
  r(T.submit, (ctx, { body }) => s.submitTemplate(ctx, body));
  r(T.remove, (ctx, { body }) => s.removeTemplates(ctx, body.ids));
  r(T.copy, (ctx, { body }) => s.copyTemplate(ctx, body.id));
  r(T.records, (ctx, { query }) => s.records(ctx, query));
  r(T.close, (ctx, { body }) => s.closePrints(ctx, body.ids));
  r(T.preview, (ctx, { query }) => s.preview(ctx, query.id, query.orderId));
  r(A.templateList, (ctx) => s.templateNames(ctx.data));
  r(A.batchPrintConfirm, (ctx, { body }) => s.printConfirm(ctx, body));
  r(A.batchPrint, (ctx, { body }) => s.print(ctx, body));
  r(A.dict, async () => ({
    payMethods: PAY_METHODS.map((value) => ({ value, label: PAY_METHOD_TEXT[value] })),
    papers: PAPERS.map((value) => ({ value, label: value === 'A4' ? 'A4(多张)' : '80mm 热敏' })),
    fields: FIELD_KINDS.map((value) => ({ value, label: FIELD_TEXT[value] })),
  }));
});
