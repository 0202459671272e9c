import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** Move a request from one of `from` to `to`: the row only when it was in one of them (one caller wins). */
export const moveBill = (db: Scoped, id: string, from: number[], to: number, set: { invoiceId?: string | null; reason?: string } = {}) =>
  db.one(sql`UPDATE inv_bill SET bill_status = ${to}, update_user = ${db.userId}, update_time = now()
      ${set.invoiceId !== undefined ? sql`, invoice_id = ${set.invoiceId}` : sql``}
      ${set.reason !== undefined ? sql`, reject_reason = ${set.reason}` : sql``}
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${id} AND bill_status = ANY(${from}::int[]) RETURNING *`);
export interface NewInvoice {
  billId: string;
  orderId: string;
  kind: 'blue' | 'red' | 'offline';
  invStatus: 'issuing' | 'issued';
  sellerId: string | null;
  channelId: string | null;
  amount: number;
  taxAmount: number;
  taxRate: number;
  taxCode: string | null;
  title: string;
  taxNo: string | null;
  invoiceCode?: string | null;
  invoiceNo?: string | null;
  originalId?: string | null;
  reason?: string | null;
}
/** A new invoice; none when it would be the order's second live one (or a blue one's second red). */
export const insertInvoice = (db: Scoped, i: NewInvoice) =>
  db.one(sql`INSERT INTO inv_invoice (tenant_id, bill_id, order_id, kind, inv_status, seller_id, channel_id, amount, tax_amount, tax_rate, tax_code,
      title, tax_no, invoice_code, invoice_no, original_id, reason, issued_time, create_user, update_user)
    VALUES (${db.tenantId}, ${i.billId}, ${i.orderId}, ${i.kind}, ${i.invStatus}, ${i.sellerId}, ${i.channelId}, ${i.amount}, ${i.taxAmount},
      ${i.taxRate}, ${i.taxCode}, ${i.title}, ${i.taxNo}, ${i.invoiceCode ?? null}, ${i.invoiceNo ?? null}, ${i.originalId ?? null},
      ${i.reason ?? null}, ${i.invStatus === 'issued' ? sql`now()` : null}, ${db.userId}, ${db.userId})
    ON CONFLICT DO NOTHING RETURNING id`);

/** The provider's answer: issued with its numbers and PDF, or failed with why. */
export const invoiceIssued = (db: Scoped, id: string, r: { invoiceCode: string; invoiceNo: string; issuedAt: Date; pdf: Uint8Array }) =>
  db.query(sql`UPDATE inv_invoice SET inv_status = 'issued', invoice_code = ${r.invoiceCode}, invoice_no = ${r.invoiceNo},
    issued_time = ${r.issuedAt}, pdf = ${r.pdf}, update_time = now() WHERE ${db.tenant()} AND id = ${id} AND inv_status = 'issuing'`);
export const invoiceFailed = (db: Scoped, id: string, error: string) =>
  db.query(sql`UPDATE inv_invoice SET inv_status = 'failed', error = ${error.slice(0, 200)}, update_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND inv_status = 'issuing'`);
/** Mark a blue invoice reversed by a red one (or free it again when the red one failed). */
export const setReversed = (db: Scoped, blueId: string, redId: string | null, wasRedId: string | null) =>
  db.one(sql`UPDATE inv_invoice SET reversed_by = ${redId}, update_time = now()
    WHERE ${db.tenant()} AND id = ${blueId} AND ${wasRedId === null ? sql`reversed_by IS NULL` : sql`reversed_by = ${wasRedId}`} RETURNING id`);
