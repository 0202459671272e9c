import type { z } from 'zod';
import type { blacklistQuery, customerQuery } from '@yym/contract';
import type { Row } from '../../../../platform/db.ts';
import type { Scoped } from '../../../../platform/repo.ts';
import { pageQuery } from '../../../../platform/paging.ts';
import { sql, type Cond } from '../../../../platform/sql.ts';

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

// The list's columns: the customer, its level's name and its order count (orders are keyed by contact phone).
const COLS = sql.raw(`c.*, l.name AS level_name,
  (SELECT count(*)::int FROM ord_order o WHERE o.tenant_id = c.tenant_id AND o.contact_phone = c.phone AND o.is_deleted = 0) AS order_count`);
const FROM = sql.raw(`uc_customer c LEFT JOIN mem_level l ON l.tenant_id = c.tenant_id AND l.id = c.level_id`);

const customerWhere = (db: Scoped, q: Partial<z.output<typeof customerQuery>>): Cond[] => [
  db.tenant('c'),
  sql`c.is_deleted = 0`,
  q.phone && sql`c.phone LIKE ${`%${q.phone.replace(/[%_\\]/g, '')}%`}`,
  like('c.name', q.name),
  q.levelId && sql`c.level_id = ${q.levelId}`,
  q.label && sql`${q.label} = ANY(c.labels)`,
  q.lockStatus !== undefined && sql`c.lock_status = ${q.lockStatus}`,
];

/** The export's rows (at most 50 000). */
export const customerRows = (db: Scoped, q: Partial<z.output<typeof customerQuery>>) =>
  db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(customerWhere(db, q))} ORDER BY c.create_time DESC, c.id DESC LIMIT 50000`);

export function customerPage(db: Scoped, q: z.output<typeof customerQuery>) {
  return pageQuery<Row>(db.q, {
    from: FROM,
    columns: COLS,
    where: customerWhere(db, q),
    orderBy: sql`c.create_time DESC, c.id DESC`,
    current: q.current,
    size: q.size,
  });
}

export function blacklistPage(db: Scoped, q: z.output<typeof blacklistQuery>) {
  return pageQuery<Row>(db.q, {
    from: FROM,
    columns: COLS,
    where: [
      db.tenant('c'),
      sql`c.is_deleted = 0 AND c.lock_status = 1`,
      q.phone && sql`c.phone LIKE ${`%${q.phone.replace(/[%_\\]/g, '')}%`}`,
      like('c.name', q.name),
      q.lockSource && sql`c.lock_source = ${q.lockSource}`,
    ],
    orderBy: sql`c.lock_time DESC NULLS LAST, c.id DESC`,
    current: q.current,
    size: q.size,
  });
}

export const customerRow = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${db.tenant('c')} AND c.id = ${id} AND c.is_deleted = 0`);
export const customerByPhone = (db: Scoped, phone: string) =>
  db.one(sql`SELECT * FROM uc_customer WHERE ${db.tenant()} AND phone = ${phone} AND is_deleted = 0`);

/** Find or create the tenant's customer of a phone. No row lock on an existing customer (place-order stays parallel). */
export async function ensureCustomer(db: Scoped, phone: string, name: string | null, source: string): Promise<Row> {
  // One statement for a new or a known phone; a row another buyer inserted after this statement's
  // snapshot (the conflict waited for it) is read by the second.
  const row = await db.one(sql`WITH made AS (INSERT INTO uc_customer (tenant_id, phone, name, source, create_user)
      VALUES (${db.tenantId}, ${phone}, ${name || null}, ${source}, ${db.userId}) ON CONFLICT (tenant_id, phone) DO NOTHING RETURNING *)
    SELECT * FROM made UNION ALL SELECT * FROM uc_customer WHERE ${db.tenant()} AND phone = ${phone} AND NOT EXISTS (SELECT 1 FROM made)`);
  return row ?? (await db.one(sql`SELECT * FROM uc_customer WHERE ${db.tenant()} AND phone = ${phone}`))!;
}

/** What the customer has with the tenant: orders by contact phone, paid money less refunds. */
export const counts = (db: Scoped, phone: string) =>
  db.one<{ order_count: number; paid_count: number; paid: string; refunded: string; discount: string }>(sql`SELECT
      count(*)::int AS order_count, count(*) FILTER (WHERE o.pay_time IS NOT NULL)::int AS paid_count,
      coalesce(sum(o.total_money) FILTER (WHERE o.pay_time IS NOT NULL), 0) AS paid,
      coalesce(sum(o.member_discount) FILTER (WHERE o.pay_time IS NOT NULL), 0) AS discount,
      (SELECT coalesce(sum(r.amount), 0) FROM ord_refund r JOIN ord_order x ON x.tenant_id = r.tenant_id AND x.id = r.order_id
        WHERE ${db.tenant('r')} AND x.contact_phone = ${phone} AND r.refund_status = 30) AS refunded
    FROM ord_order o WHERE ${db.tenant('o')} AND o.contact_phone = ${phone} AND o.is_deleted = 0`);

export const ordersOf = (db: Scoped, phone: string, current: number, size: number) =>
  pageQuery<Row>(db.q, {
    from: sql`ord_order`,
    columns: sql.raw(
      `code, order_no, product_name, sku_name, play_date, quantity, total_money, member_discount, order_status, create_time`,
    ),
    where: [db.tenant(), sql`contact_phone = ${phone} AND is_deleted = 0`],
    orderBy: sql`create_time DESC, id DESC`,
    current,
    size,
    map: (r) => ({ ...r, totalMoney: Number(r.totalMoney), memberDiscount: Number(r.memberDiscount) }),
  });

// ---------------------------------------------------------------- operation log

export function opLog(db: Scoped, rows: { customerId: string | null; action: string; content: string }[], userName: string) {
  if (!rows.length) return Promise.resolve([]);
  return db.query(sql`INSERT INTO uc_op_log (tenant_id, customer_id, action, content, user_id, user_name)
    SELECT ${db.tenantId}, x.c, x.a, x.t, ${db.userId}, ${userName}
    FROM unnest(${rows.map((r) => r.customerId)}::bigint[], ${rows.map((r) => r.action)}::text[], ${rows.map((r) => r.content.slice(0, 500))}::text[]) AS x(c, a, t)`);
}

export const opLogPage = (db: Scoped, customerId: string | undefined, current: number, size: number) =>
  pageQuery<Row>(db.q, {
    from: sql`uc_op_log`,
    where: [db.tenant(), customerId && sql`customer_id = ${customerId}`] as Cond[],
    orderBy: sql`create_time DESC, id DESC`,
    current,
    size,
  });

/** Balances and level, written by the member programme (through this area's index). */
export const setBalances = (db: Scoped, id: string, d: { growth: number; points: number }) =>
  db.one<{ growth: string; points: string; level_id: string | null }>(sql`UPDATE uc_customer
    SET growth = growth + ${d.growth}, points = points + ${d.points}, update_time = now()
    WHERE ${db.tenant()} AND id = ${id} RETURNING growth, points, level_id`);
export const setLevel = (db: Scoped, id: string, levelId: string | null) =>
  db.query(sql`UPDATE uc_customer SET level_id = ${levelId}, update_time = now() WHERE ${db.tenant()} AND id = ${id}`);
