import { z } from 'zod';
import { checkEmail } from '../validation.ts';
import { zDate, zFilter, zId, zIdText, zPageQuery, zInt } from '../schemas.ts';
import { BILL_STATUS, INVOICE_MSG as M, TAX_RATES, checkTaxNo } from './codes.ts';

const text = (max: number, required?: string) =>
  required ? z.string({ error: required }).trim().min(1, required).max(max) : z.string().trim().max(max).default('');
const zTaxNo = z
  .string({ error: M.taxNoRequired })
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    const e = checkTaxNo(v);
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });
const zEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(100)
  .superRefine((v, ctx) => {
    const e = checkEmail(v);
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });

export const sellerForm = z.object({
  id: zId.optional(),
  name: text(100, M.sellerNameRequired),
  taxNo: zTaxNo,
  address: text(200),
  phone: text(30),
  bankName: text(100),
  bankAccount: text(40),
  drawer: text(20),
  isDefault: z.coerce.number().int().min(0).max(1).default(0),
});

export const taxDiskForm = z.object({
  id: zId.optional(),
  sellerId: z.union([z.string(), z.number()], { error: M.sellerRequired }).transform(String).pipe(zIdText),
  name: text(50, M.channelNameRequired),
  diskNo: text(30, M.diskNoRequired),
  status: z.coerce.number().int().min(0).max(1).default(1),
});

export const taxClassForm = z.object({
  id: zId.optional(),
  code: z
    .string({ error: M.taxCodeInvalid })
    .trim()
    .regex(/^\d{19}$/, M.taxCodeInvalid),
  name: text(100, M.taxNameRequired),
  rate: z.coerce
    .number({ error: M.rateInvalid })
    .int()
    .refine((r) => (TAX_RATES as readonly number[]).includes(r), M.rateInvalid),
  productIds: z.array(zIdText).max(500).default([]),
});

export const billFilters = zPageQuery.extend({
  billStatus: z.coerce
    .number()
    .int()
    .refine((s) => (Object.values(BILL_STATUS) as number[]).includes(s))
    .optional(),
  orderNo: zFilter,
  title: zFilter,
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export type BillFilters = z.output<typeof billFilters>;
export const invoiceFilters = zPageQuery.extend({
  kind: z.enum(['blue', 'red', 'offline']).optional(),
  orderNo: zFilter,
  billId: zId.optional(),
});
export type InvoiceFilters = z.output<typeof invoiceFilters>;

export const issueForm = z.object({ id: zId, sellerId: zId.optional(), channelId: zId.optional() });
export const rejectForm = z.object({ id: zId, reason: text(200, M.rejectReasonRequired) });
export const offlineForm = z.object({
  id: zId,
  sellerId: zId.optional(),
  invoiceCode: text(20),
  invoiceNo: text(20, M.invoiceNoRequired),
});
export const redForm = z.object({ invoiceId: zId, reason: text(200, M.redReasonRequired) });
export const qrcodeQuery = z.object({ orderNo: z.string().trim().min(1, '请输入订单号').max(32) });

/** The customer's request from the storefront: the order's code (from its page) names the order. */
export const invoiceRequestForm = z
  .object({
    code: z.string().trim().min(1).max(32),
    titleType: zInt().refine((t) => t === 1 || t === 2, M.titleRequired),
    title: text(100, M.titleRequired),
    taxNo: z.string().trim().toUpperCase().max(20).optional(),
    email: zEmail,
  })
  .superRefine((v, ctx) => {
    // A company title needs its taxpayer number; a personal one may leave it out.
    if (v.titleType === 2 || v.taxNo) {
      const e = checkTaxNo(v.taxNo);
      if (e) ctx.addIssue({ code: 'custom', message: e, path: ['taxNo'] });
    }
  });
export const invoiceCodeQuery = z.object({ code: z.string().trim().min(1).max(32) });
export const invoiceDownloadQuery = z.object({ code: z.string().trim().min(1).max(32), invoiceId: zId });
