import { invoiceApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  r(invoiceApi.bills, (ctx, { query }) => service.bills(ctx.data, query));
  r(invoiceApi.billDetail, (ctx, { query }) => service.billDetail(ctx.data, query.id));
  r(invoiceApi.exportBills, (ctx, { query, reply }) => service.exportBills(ctx, reply, query), { raw: true });
  r(invoiceApi.invoices, (ctx, { query }) => service.invoices(ctx.data, query));
  r(invoiceApi.pdf, (ctx, { query, reply }) => service.pdf(ctx, reply, query.id), { raw: true });
  r(invoiceApi.qrcode, (ctx, { query }) => store.counterQr(ctx, query.orderNo));

  r(invoiceApi.customerInvoice, (ctx, { query }) => store.customerInvoice(ctx, query.code));
  r(invoiceApi.customerRequest, (ctx, { body }) => store.request(ctx, body));
  r(invoiceApi.customerConfirm, (ctx, { body }) => store.confirm(ctx, body.code));
  r(invoiceApi.customerPdf, (ctx, { query, reply }) => store.download(ctx, reply, query.code, query.invoiceId), { raw: true });
});
