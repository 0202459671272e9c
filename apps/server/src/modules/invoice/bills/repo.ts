import type { BillFilters, InvoiceFilters } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

export const BILL: TableSpec = { name: 'inv_bill', tenant: true, orderBy: 'id DESC', writable: [] };

/** The invoice columns the API shows (never the PDF itself). */
const INVOICE_COLS = sql`i.id, i.bill_id, i.order_id, i.kind, i.inv_status, i.seller_id, i.channel_id, i.amount, i.tax_amount, i.tax_rate,
  i.tax_code, i.title, i.tax_no, i.invoice_code, i.invoice_no, i.original_id, i.reversed_by, i.reason, i.error, i.issued_time,
  i.create_time, (i.pdf IS NOT NULL) AS has_pdf`;

export const billPage = (db: Scoped, q: BillFilters) =>
  pageQuery<Row>(db.q, {
    from: sql`inv_bill b LEFT JOIN inv_invoice i ON i.tenant_id = b.tenant_id AND i.id = b.invoice_id`,
    columns: sql`b.*, i.amount AS invoice_amount, i.invoice_no`,
    where: [
      db.base(BILL, 'b'),
      q.billStatus !== undefined && sql`b.bill_status = ${q.billStatus}`,
      q.orderNo && sql`b.order_no = ${q.orderNo}`,
      q.title && sql`b.title ILIKE ${`%${q.title}%`}`,
      q.startDate && sql`b.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
      q.endDate && sql`b.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
    ],
    orderBy: sql`b.create_time DESC, b.id DESC`,
    current: q.current,
    size: q.size,
  });
export const billRows = (db: Scoped, q: Partial<BillFilters>) =>
  db.query(sql`SELECT b.*, i.amount AS invoice_amount, i.invoice_no FROM inv_bill b
    LEFT JOIN inv_invoice i ON i.tenant_id = b.tenant_id AND i.id = b.invoice_id
    WHERE ${sql.and([db.base(BILL, 'b'), q.billStatus !== undefined && sql`b.bill_status = ${q.billStatus}`, q.orderNo && sql`b.order_no = ${q.orderNo}`])}
    ORDER BY b.id DESC LIMIT 50000`);

export const billById = (db: Scoped, id: string) =>
  db.one(sql`SELECT b.*, i.amount AS invoice_amount, i.invoice_no FROM inv_bill b
    LEFT JOIN inv_invoice i ON i.tenant_id = b.tenant_id AND i.id = b.invoice_id WHERE ${db.base(BILL, 'b')} AND b.id = ${id}`);
/** The order's open request (not rejected), if any. */
export const billOfOrder = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM inv_bill WHERE ${db.base(BILL)} AND order_id = ${orderId} AND bill_status <> 3 ORDER BY id DESC LIMIT 1`);
/** The order's newest request, rejected or not (what the customer sees). */
export const lastBillOfOrder = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM inv_bill WHERE ${db.base(BILL)} AND order_id = ${orderId} ORDER BY id DESC LIMIT 1`);

/** A new request; none when the order already has an open one (the unique index decides). */
export const insertBill = (
  db: Scoped,
  b: {
    orderId: string;
    orderNo: string;
    productName: string;
    titleType: number;
    title: string;
    taxNo: string | null;
    email: string;
    source: string;
  },
) =>
  db.one(sql`INSERT INTO inv_bill (tenant_id, order_id, order_no, product_name, title_type, title, tax_no, email, source)
    VALUES (${db.tenantId}, ${b.orderId}, ${b.orderNo}, ${b.productName}, ${b.titleType}, ${b.title}, ${b.taxNo}, ${b.email}, ${b.source})
    ON CONFLICT DO NOTHING RETURNING *`);

export const confirmBill = (db: Scoped, id: string) =>
  db.query(
    sql`UPDATE inv_bill SET confirmed = 1, confirm_time = now(), update_time = now() WHERE ${db.base(BILL)} AND id = ${id} AND confirmed = 0`,
  );

export const invoiceById = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${INVOICE_COLS}, b.order_no FROM inv_invoice i JOIN inv_bill b ON b.tenant_id = i.tenant_id AND b.id = i.bill_id
    WHERE ${db.tenant('i')} AND i.is_deleted = 0 AND i.id = ${id}`);
export const invoicesOfBill = (db: Scoped, billId: string) =>
  db.query(
    sql`SELECT ${INVOICE_COLS} FROM inv_invoice i WHERE ${db.tenant('i')} AND i.is_deleted = 0 AND i.bill_id = ${billId} ORDER BY i.id`,
  );
export const invoicesOfOrder = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT ${INVOICE_COLS} FROM inv_invoice i WHERE ${db.tenant('i')} AND i.is_deleted = 0 AND i.order_id = ${orderId}
    AND i.inv_status = 'issued' ORDER BY i.id`);
export const invoicePage = (db: Scoped, q: InvoiceFilters) =>
  pageQuery<Row>(db.q, {
    from: sql`inv_invoice i JOIN inv_bill b ON b.tenant_id = i.tenant_id AND b.id = i.bill_id`,
    columns: sql`${INVOICE_COLS}, b.order_no`,
    where: [
      db.tenant('i'),
      sql`i.is_deleted = 0`,
      q.kind && sql`i.kind = ${q.kind}`,
      q.orderNo && sql`b.order_no = ${q.orderNo}`,
      q.billId && sql`i.bill_id = ${q.billId}`,
    ],
    orderBy: sql`i.id DESC`,
    current: q.current,
    size: q.size,
  });
export const pdfOf = (db: Scoped, id: string, orderId?: string) =>
  db.one<{ pdf: Uint8Array | null; invoice_no: string | null; kind: string }>(
    sql`SELECT pdf, invoice_no, kind FROM inv_invoice WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${id}
      ${orderId ? sql`AND order_id = ${orderId}` : sql``}`,
  );

// ---------------------------------------------------------------- other areas' rows, read only

export const orderOf = (db: Scoped, id: string) =>
  db.one(
    sql`SELECT id, order_no, code, product_id, product_name, order_status FROM ord_order WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`,
  );
export const orderByNo = (db: Scoped, orderNo: string) =>
  db.one(
    sql`SELECT id, order_no, code, product_id, product_name FROM ord_order WHERE ${db.tenant()} AND order_no = ${orderNo} AND is_deleted = 0`,
  );
