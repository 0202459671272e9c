import { invoiceApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';

export type { CustomerInvoice } from '@yym/contract';

/** No token, and failures are shown on the page: the order's code in the link decides. */
const publicCall = { noAuth: true, silent: true };

export const customerInvoiceApi = {
  detail: (code: string) => call(invoiceApi.customerInvoice, { query: { code } }, publicCall),
  apply: (body: BodyOf<typeof invoiceApi.customerRequest>) => call(invoiceApi.customerRequest, { body }, publicCall),
  confirm: (code: string) => call(invoiceApi.customerConfirm, { body: { code } }, publicCall),
  /** The PDF's address (a plain link the phone's browser downloads). */
  pdfUrl: (code: string, invoiceId: string) =>
    `/api${invoiceApi.customerPdf.path}?code=${encodeURIComponent(code)}&invoiceId=${encodeURIComponent(invoiceId)}`,
};
