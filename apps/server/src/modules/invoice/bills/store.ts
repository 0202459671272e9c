import type { FastifyReply } from 'fastify';
import { BILL_STATUS as B, INVOICE_MSG as M, type CustomerInvoice, type invoiceRequestForm } from '@yym/contract';
import type { z } from 'zod';
import type { Row } from '../../../platform/db.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { orderByCode } from '../../order/index.ts';
import * as repo from './repo.ts';
import { keptOf, sendPdf } from './service.ts';

/** The customer's invoice page, public: the order's unguessable code (from its order page) names the order. */
async function view(db: Scoped, o: Row): Promise<CustomerInvoice> {
  const orderId = String(o.id);
  const [{ paid, kept }, bill, invoices] = await Promise.all([
    keptOf(db, orderId),
    repo.lastBillOfOrder(db, orderId),
    repo.invoicesOfOrder(db, orderId),
  ]);
  return {
    orderNo: o.order_no,
    productName: o.product_name,
    kept,
    paid: paid > 0,
    bill: bill
      ? {
          id: String(bill.id),
          titleType: bill.title_type,
          title: bill.title,
          taxNo: bill.tax_no,
          email: bill.email,
          billStatus: bill.bill_status,
          rejectReason: bill.reject_reason,
          confirmed: bill.confirmed,
        }
      : null,
    invoices: invoices.map((i) => ({
      id: String(i.id),
      kind: i.kind,
      amount: Number(i.amount),
      invoiceNo: i.invoice_no,
      issuedTime: i.issued_time instanceof Date ? i.issued_time.toISOString() : i.issued_time,
      hasPdf: !!i.has_pdf,
    })),
  };
}

export async function customerInvoice(ctx: Ctx, code: string) {
  const { o, db } = await orderByCode(ctx.q, code);
  return view(db, o);
}

/** Ask for an invoice of a paid order that kept money; one open request per order. */
export async function request(ctx: Ctx, body: z.output<typeof invoiceRequestForm>) {
  const { o, db } = await orderByCode(ctx.q, body.code);
  const { paid, kept } = await keptOf(db, String(o.id));
  if (paid <= 0) throw bad(M.orderNotPaid);
  if (kept <= 0) throw bad(M.nothingKept);
  const made = await repo.insertBill(db, {
    orderId: String(o.id),
    orderNo: o.order_no,
    productName: o.product_name,
    titleType: body.titleType,
    title: body.title,
    // A personal title keeps no company number unless one was given.
    taxNo: body.taxNo || null,
    email: body.email,
    source: 'h5',
  });
  if (!made) throw bad(M.alreadyRequested);
  return view(db, o);
}

export async function confirm(ctx: Ctx, code: string) {
  const { o, db } = await orderByCode(ctx.q, code);
  const bill = await repo.billOfOrder(db, String(o.id));
  if (!bill || bill.bill_status !== B.ISSUED) throw bad(M.notIssued);
  await repo.confirmBill(db, String(bill.id));
  return view(db, o);
}

export async function download(ctx: Ctx, reply: FastifyReply, code: string, invoiceId: string) {
  const { o, db } = await orderByCode(ctx.q, code);
  sendPdf(reply, await repo.pdfOf(db, invoiceId, String(o.id)));
}

/** The counter's QR code of an order: the storefront link its customer opens to ask for the invoice. */
export async function counterQr(ctx: Ctx, orderNo: string) {
  const o = await repo.orderByNo(ctx.data, orderNo);
  if (!o) throw notFound('订单不存在');
  const { kept } = await keptOf(ctx.data, String(o.id));
  return { url: `/h5/invoice?code=${encodeURIComponent(o.code)}`, orderNo: o.order_no, productName: o.product_name, kept };
}
