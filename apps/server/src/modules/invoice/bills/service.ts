import type { FastifyReply } from 'fastify';
import {
  BILL_STATUS as B,
  BILL_STATUS_LABELS,
  INVOICE_MSG as M,
  TITLE_TYPE_LABELS,
  centsToYuan,
  type BillFilters,
  type BillRow,
  type InvoiceFilters,
  type InvoiceRow,
} from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendOnCommit } from '../../../platform/raw.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { moneyOf } from '../../order/index.ts';
import * as repo from './repo.ts';

/** What an order kept: paid minus refunded (cents). An invoice is never for more. */
export async function keptOf(db: Scoped, orderId: string) {
  const m = await moneyOf(db, orderId);
  return { paid: m.paid, kept: Math.max(0, m.paid - m.refunded) };
}

export function invoiceRow(r: Row): InvoiceRow {
  const x = toApi<Row>(r);
  return {
    ...x,
    id: String(x.id),
    billId: String(x.billId),
    orderId: String(x.orderId),
    amount: Number(x.amount),
    taxAmount: Number(x.taxAmount),
    originalId: x.originalId == null ? null : String(x.originalId),
    reversedBy: x.reversedBy == null ? null : String(x.reversedBy),
  } as InvoiceRow;
}

async function billRow(db: Scoped, r: Row): Promise<BillRow> {
  const x = toApi<Row>(r);
  const { kept } = await keptOf(db, String(x.orderId));
  const invoiceAmount = x.invoiceAmount == null ? null : Number(x.invoiceAmount);
  return {
    ...x,
    id: String(x.id),
    orderId: String(x.orderId),
    invoiceId: x.invoiceId == null ? null : String(x.invoiceId),
    kept,
    invoiceAmount,
    needsRed: x.billStatus === B.ISSUED && invoiceAmount != null && invoiceAmount > kept,
  } as BillRow;
}

export async function bills(db: Scoped, q: BillFilters) {
  const page = await repo.billPage(db, q);
  const records = [];
  for (const r of page.records) records.push(await billRow(db, r));
  return { ...page, records };
}

export async function billDetail(db: Scoped, id: string) {
  const b = await repo.billById(db, id);
  if (!b) throw notFound();
  return { ...(await billRow(db, b)), invoices: (await repo.invoicesOfBill(db, id)).map(invoiceRow) };
}

export async function exportBills(ctx: Ctx, reply: FastifyReply, q: Partial<BillFilters>) {
  const rows = await repo.billRows(ctx.data, q);
  await sendXlsx(
    ctx,
    reply,
    '开票申请',
    [
      ['订单号', 'orderNo'],
      ['商品', 'productName'],
      ['抬头类型', (x: Row) => TITLE_TYPE_LABELS[x.titleType] ?? ''],
      ['发票抬头', 'title'],
      ['纳税人识别号', 'taxNo'],
      ['邮箱', 'email'],
      ['状态', (x: Row) => BILL_STATUS_LABELS[x.billStatus] ?? ''],
      ['发票号码', 'invoiceNo'],
      ['发票金额(元)', (x: Row) => (x.invoiceAmount == null ? '' : centsToYuan(Number(x.invoiceAmount)))],
      ['驳回原因', 'rejectReason'],
      ['申请时间', 'createTime'],
    ],
    rows.map((r) => toApi<Row>(r)),
  );
}

export const invoices = async (db: Scoped, q: InvoiceFilters) => {
  const page = await repo.invoicePage(db, q);
  return { ...page, records: page.records.map(invoiceRow) };
};

export async function pdf(ctx: Ctx, reply: FastifyReply, id: string) {
  sendPdf(reply, await repo.pdfOf(ctx.data, id));
}

/** The PDF goes out once the transaction committed (a file route's answer, see platform/raw.ts). */
export function sendPdf(reply: FastifyReply, r: { pdf: Uint8Array | null; invoice_no: string | null; kind: string } | undefined) {
  if (!r) throw notFound();
  if (!r.pdf) throw bad(M.notIssued);
  const name = encodeURIComponent(`${r.kind === 'red' ? '红字发票' : '发票'}-${r.invoice_no ?? ''}.pdf`);
  const body = Buffer.from(r.pdf);
  sendOnCommit(reply, () =>
    reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename*=UTF-8''${name}`).send(body),
  );
}

// What issuing reads (issue/service.ts): the rows as stored.
export const billRaw = repo.billById;
export const invoiceRaw = repo.invoiceById;
export const orderOf = repo.orderOf;
