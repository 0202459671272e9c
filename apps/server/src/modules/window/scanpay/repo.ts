import type { z } from 'zod';
import type { PayCodeRow, ScanOrderRow, winPayCodeQuery, winScanOrderQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

export const CODE: TableSpec = {
  name: 'win_pay_code',
  tenant: true,
  writable: ['code', 'name', 'amount', 'remark', 'code_status'],
  orderBy: 'id DESC',
};

type CQ = Partial<z.output<typeof winPayCodeQuery>>;
const codeCols = sql`c.*, (SELECT count(*)::int FROM win_scan_order s WHERE s.tenant_id = c.tenant_id AND s.code_id = c.id) AS orders,
  (SELECT COALESCE(sum(s.amount), 0)::int FROM win_scan_order s WHERE s.tenant_id = c.tenant_id AND s.code_id = c.id) AS paid_money`;
const codeWhere = (db: Scoped, q: CQ) => [
  db.base(CODE, 'c'),
  q.name && sql`c.name ILIKE ${`%${q.name}%`}`,
  q.codeStatus != null && sql`c.code_status = ${q.codeStatus}`,
];
export const codePage = (db: Scoped, q: z.output<typeof winPayCodeQuery>) =>
  pageQuery<PayCodeRow>(db.q, {
    from: sql`win_pay_code c`,
    columns: codeCols,
    where: codeWhere(db, q),
    orderBy: sql`c.id DESC`,
    current: q.current,
    size: q.size,
  });
export const codeRows = (db: Scoped, q: CQ) =>
  db.query(sql`SELECT ${codeCols} FROM win_pay_code c WHERE ${sql.and(codeWhere(db, q))} ORDER BY c.id DESC LIMIT 5000`);

export const setStatus = async (db: Scoped, ids: string[], status: number) =>
  (
    await db.query(sql`UPDATE win_pay_code SET code_status = ${status}, update_time = now(), update_user = ${db.userId}
      WHERE ${db.base(CODE)} AND id = ANY(${ids}::bigint[]) RETURNING id`)
  ).length;

export const insertScanOrder = (db: Scoped, codeId: string, orderId: string, amount: number) =>
  db.query(
    sql`INSERT INTO win_scan_order (tenant_id, code_id, order_id, amount) VALUES (${db.tenantId}, ${codeId}, ${orderId}, ${amount})`,
  );

export const orderPage = (db: Scoped, q: z.output<typeof winScanOrderQuery>) =>
  pageQuery<ScanOrderRow>(db.q, {
    from: sql`win_scan_order s JOIN win_pay_code c ON c.tenant_id = s.tenant_id AND c.id = s.code_id
      JOIN ord_order o ON o.tenant_id = s.tenant_id AND o.id = s.order_id`,
    columns: sql`s.id, s.order_id::text AS order_id, o.order_no, c.name AS code_name, s.amount::int AS amount, o.order_status, s.remark, s.create_time,
      (SELECT COALESCE(sum(r.amount), 0)::int FROM ord_refund r WHERE r.tenant_id = s.tenant_id AND r.order_id = s.order_id AND r.refund_status = 30) AS refund_money`,
    where: [db.tenant('s'), q.codeId && sql`s.code_id = ${q.codeId}`, q.keyword && sql`o.order_no ILIKE ${`%${q.keyword}%`}`],
    orderBy: sql`s.id DESC`,
    current: q.current,
    size: q.size,
  });

export const isScanOrder = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT id FROM win_scan_order WHERE ${db.tenant()} AND order_id = ${orderId}`);
export const setRemark = async (db: Scoped, id: string, remark: string) =>
  (await db.query(sql`UPDATE win_scan_order SET remark = ${remark} WHERE ${db.tenant()} AND id = ${id} RETURNING id`)).length;
