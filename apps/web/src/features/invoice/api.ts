import {
  deviceApi,
  invoiceApi as A,
  type BillRow,
  type BodyOf,
  type ChannelRow,
  type InvoiceRow,
  type QueryOf,
  type InvoiceSellerRow,
  type TaxClassRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { BillRow, ChannelRow, InvoiceRow, InvoiceSellerRow, TaxClassRow } from '@yym/contract';

/** 开票申请: the customers' requests. */
export const bills = defineResource<BillRow>({
  key: 'invoice-bills',
  list: (query) => call(A.bills, { query: query as QueryOf<typeof A.bills> }),
  detail: (id) => call(A.billDetail, { query: { id } }),
  exportFile: (query) => call(A.exportBills, { query: query as QueryOf<typeof A.exportBills> }) as Promise<Blob>,
});
/** 发票记录: blue, red and offline invoices. */
export const invoices = defineResource<InvoiceRow>({
  key: 'invoice-records',
  list: (query) => call(A.invoices, { query: query as QueryOf<typeof A.invoices> }),
});
export const sellers = defineResource<InvoiceSellerRow>({
  key: 'invoice-sellers',
  list: (query) => call(A.seller.page, { query: query as QueryOf<typeof A.seller.page> }),
  add: (row) => call(A.seller.submit, { body: row as BodyOf<typeof A.seller.submit> }),
  update: (row) => call(A.seller.submit, { body: row as BodyOf<typeof A.seller.submit> }),
  remove: (ids) => call(A.seller.remove, { query: { ids: idList(ids) } }),
});
export const taxDisks = defineResource<ChannelRow>({
  key: 'invoice-disks',
  list: (query) => call(A.taxDisk.page, { query: query as QueryOf<typeof A.taxDisk.page> }),
  add: (row) => call(A.taxDisk.submit, { body: row as BodyOf<typeof A.taxDisk.submit> }),
  update: (row) => call(A.taxDisk.submit, { body: row as BodyOf<typeof A.taxDisk.submit> }),
  remove: (ids) => call(A.taxDisk.remove, { query: { ids: idList(ids) } }),
});
export const taxClasses = defineResource<TaxClassRow>({
  key: 'invoice-classes',
  list: (query) => call(A.taxClass.page, { query: query as QueryOf<typeof A.taxClass.page> }),
  add: (row) => call(A.taxClass.submit, { body: row as BodyOf<typeof A.taxClass.submit> }),
  update: (row) => call(A.taxClass.submit, { body: row as BodyOf<typeof A.taxClass.submit> }),
  remove: (ids) => call(A.taxClass.remove, { query: { ids: idList(ids) } }),
});

export const invoiceCalls = {
  issue: (id: string) => call(A.issue, { body: { id } }),
  reject: (id: string, reason: string) => call(A.reject, { body: { id, reason } }),
  offline: (body: BodyOf<typeof A.offline>) => call(A.offline, { body }),
  red: (invoiceId: string, reason: string) => call(A.red, { body: { invoiceId, reason } }),
  pdf: (id: string) => call(A.pdf, { query: { id } }) as Promise<Blob>,
  qrcode: (orderNo: string) => call(A.qrcode, { query: { orderNo } }),
  allSellers: () => call(A.seller.page, { query: { current: 1, size: 200 } }),
};
/** The tenant's products, to map to a tax class. */
export const productOptions = () => call(deviceApi.products);
