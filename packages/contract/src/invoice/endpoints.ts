import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zFilter, zId, zIds, zPageQuery } from '../schemas.ts';
import {
  billFilters,
  taxDiskForm,
  invoiceCodeQuery,
  invoiceDownloadQuery,
  invoiceFilters,
  invoiceRequestForm,
  issueForm,
  offlineForm,
  qrcodeQuery,
  redForm,
  rejectForm,
  sellerForm,
  taxClassForm,
} from './forms.ts';
import type { BillRow, ChannelRow, CustomerInvoice, InvoiceRow, InvoiceSellerRow, TaxClassRow } from './rows.ts';

const INV = '/yym-biz-advanced/invoice';
const VIEW = ['invoice', 'invoice_view'];

/** The list, save and remove calls of one of the invoice settings tables (sellers, tax disks, classes). */
function settings<F extends z.ZodType, R, S extends z.ZodRawShape>(path: string, title: string, form: F, filters: z.ZodObject<S>) {
  return {
    page: endpoint({
      method: 'GET',
      path: `${INV}/${path}/page`,
      aliases: [`${INV}/${path}/list`],
      summary: `${title}: page`,
      query: zPageQuery.extend(filters.shape as S),
      perm: VIEW,
      response: returns<Page<R>>(),
    }),
    submit: endpoint({
      method: 'POST',
      path: `${INV}/${path}/submit`,
      summary: `${title}: add or update`,
      body: form,
      perm: ['invoice_add', 'invoice_edit'],
      response: returns<R>(),
    }),
    remove: endpoint({
      method: 'POST',
      path: `${INV}/${path}/remove`,
      summary: `${title}: remove`,
      query: z.object({ ids: zIds }),
      perm: ['invoice_delete'],
      response: returns<number>(),
    }),
  };
}

/** 发票管理: sellers, tax disks, tax classes, the customers' requests (bills) and the invoices issued. */
export const invoiceApi = {
  seller: settings<typeof sellerForm, InvoiceSellerRow, { name: typeof zFilter }>(
    'seller',
    'Invoice sellers',
    sellerForm,
    z.object({ name: zFilter }),
  ),
  taxDisk: settings<typeof taxDiskForm, ChannelRow, { sellerId: z.ZodOptional<typeof zId> }>(
    'taxDisk',
    'Tax disks (issuing channels)',
    taxDiskForm,
    z.object({ sellerId: zId.optional() }),
  ),
  taxClass: settings<typeof taxClassForm, TaxClassRow, { name: typeof zFilter }>(
    'class',
    'Tax classes and their products',
    taxClassForm,
    z.object({ name: zFilter }),
  ),

  bills: endpoint({
    method: 'GET',
    path: `${INV}/bill/page`,
    aliases: [`${INV}/bill/list`],
    summary: 'Invoice requests (bills): page',
    query: billFilters,
    perm: VIEW,
    response: returns<Page<BillRow>>(),
  }),
  billDetail: endpoint({
    method: 'GET',
    path: `${INV}/bill/detail`,
    summary: 'Invoice request with its invoices',
    query: z.object({ id: zId }),
    perm: VIEW,
    response: returns<BillRow & { invoices: InvoiceRow[] }>(),
  }),
  exportBills: endpoint({
    method: 'POST',
    path: `${INV}/bill/export`,
    summary: 'Invoice requests: export xlsx',
    query: billFilters.partial(),
    perm: ['invoice_export'],
    blob: true,
    response: returns<Blob>(),
  }),
  issue: endpoint({
    method: 'POST',
    path: `${INV}/bill/issue`,
    aliases: [`${INV}/blue/submit`],
    summary: 'Issue the blue invoice of a request (through the e-invoice provider)',
    body: issueForm,
    perm: ['invoice_issue'],
    response: returns<InvoiceRow>(),
  }),
  reject: endpoint({
    method: 'POST',
    path: `${INV}/bill/reject`,
    summary: 'Reject a request with a reason',
    body: rejectForm,
    perm: ['invoice_issue'],
    response: returns<boolean>(),
  }),
  offline: endpoint({
    method: 'POST',
    path: `${INV}/offline/submit`,
    summary: 'Record an invoice issued by hand (offline) for a request',
    body: offlineForm,
    perm: ['invoice_issue'],
    response: returns<InvoiceRow>(),
  }),
  red: endpoint({
    method: 'POST',
    path: `${INV}/red/submit`,
    summary: 'Issue the red (reversing) invoice of a blue one',
    body: redForm,
    perm: ['invoice_red'],
    response: returns<InvoiceRow>(),
  }),
  invoices: endpoint({
    method: 'GET',
    path: `${INV}/record/page`,
    aliases: [`${INV}/red/page`],
    summary: 'Invoices issued (blue, red, offline): page',
    query: invoiceFilters,
    perm: VIEW,
    response: returns<Page<InvoiceRow>>(),
  }),
  pdf: endpoint({
    method: 'GET',
    path: `${INV}/record/pdf`,
    summary: 'An issued invoice as PDF',
    query: z.object({ id: zId }),
    perm: VIEW,
    blob: true,
    response: returns<Blob>(),
  }),
  qrcode: endpoint({
    method: 'GET',
    path: `${INV}/qrcode`,
    summary: "The counter's QR code of an order: the storefront link where its customer asks for the invoice",
    query: qrcodeQuery,
    perm: VIEW,
    response: returns<{ url: string; orderNo: string; productName: string; kept: number }>(),
  }),

  // ------------------------------------------------------------ the customer (public: the order's code decides)
  customerInvoice: endpoint({
    method: 'GET',
    path: `${INV}/h5/detail`,
    summary: "Customer: the order's invoice request and invoices",
    auth: 'public',
    query: invoiceCodeQuery,
    response: returns<CustomerInvoice>(),
  }),
  customerRequest: endpoint({
    method: 'POST',
    path: `${INV}/h5/apply`,
    summary: 'Customer: ask for an invoice of a paid order',
    auth: 'public',
    body: invoiceRequestForm,
    response: returns<CustomerInvoice>(),
  }),
  customerConfirm: endpoint({
    method: 'POST',
    path: `${INV}/h5/confirm`,
    aliases: [`${INV}/confirm`],
    summary: 'Customer: confirm the invoice was received',
    auth: 'public',
    body: invoiceCodeQuery,
    response: returns<CustomerInvoice>(),
  }),
  customerPdf: endpoint({
    method: 'GET',
    path: `${INV}/h5/download`,
    summary: 'Customer: download an invoice PDF',
    auth: 'public',
    query: invoiceDownloadQuery,
    blob: true,
    response: returns<Blob>(),
  }),
};
