import { ORDER_STATUS } from '@yym/contract';
import type { Scoped } from '../../../../platform/repo.ts';
import { sql, type Sql } from '../../../../platform/sql.ts';
import type { OrderAction } from '../../flow.ts';

/** Who acts on an order: a back-office user, the customer, or the system (jobs). */
export interface Actor {
  userId: string | null;
  name: string;
}
export type LogKind = 'process' | 'operate' | 'refund' | 'reschedule';

export async function nextOrderSeq(db: Scoped): Promise<number> {
  return Number((await db.one<{ n: string }>(sql`SELECT nextval('ord_no_seq') % 1000000 AS n`))!.n);
}

export async function insertLog(
  db: Scoped,
  orderId: string,
  kind: LogKind,
  action: string,
  from: number | null,
  to: number | null,
  content: string,
  actor: Actor,
) {
  await db.query(sql`INSERT INTO ord_log (tenant_id, order_id, kind, action, from_status, to_status, content, user_id, user_name)
    VALUES (${db.tenantId}, ${orderId}, ${kind}, ${action}, ${from}, ${to}, ${content.slice(0, 500)}, ${actor.userId}, ${actor.name})`);
}

/** A move's two entries, the customer-facing process line and the clerks' operate line, in one statement. */
export async function insertMoveLogs(
  db: Scoped,
  orderId: string,
  action: string,
  from: number | null,
  to: number | null,
  texts: { process: string; operate: string },
  actor: Actor,
) {
  await db.query(sql`INSERT INTO ord_log (tenant_id, order_id, kind, action, from_status, to_status, content, user_id, user_name)
    SELECT ${db.tenantId}, ${orderId}, k.kind, ${action}, ${from}::int, ${to}::int, k.content, ${actor.userId}, ${actor.name}
    FROM (VALUES ('process', ${texts.process.slice(0, 500)}::text), ('operate', ${texts.operate.slice(0, 500)}::text)) AS k(kind, content)`);
}

/** The order row, locked for this transaction. */
export const lockOrder = (db: Scoped, id: string) =>
  db.one(sql`SELECT * FROM ord_order WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 FOR UPDATE`);
/** The order row, locked, removed or not (the jobs and the checks). */
export const lockAnyOrder = (db: Scoped, id: string) => db.one(sql`SELECT * FROM ord_order WHERE ${db.tenant()} AND id = ${id} FOR UPDATE`);

export interface GuestCounts {
  unused: number;
  checked: number;
  refunding: number;
}
export async function guestCounts(db: Scoped, orderId: string) {
  return (await db.one<GuestCounts>(sql`SELECT
      count(*) FILTER (WHERE ticket_status IN (0, 3))::int AS unused, count(*) FILTER (WHERE ticket_status = 1)::int AS checked,
      count(*) FILTER (WHERE ticket_status = 4)::int AS refunding
    FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId}`))!;
}

/**
 * The further assignments of an order's move: the state before a refund, and the pay and finish times
 * only when this move sets them. A column named in the SET fires the triggers listening to it even
 * when its value stays: the sales rollup's (migration 047) listens to pay_time, which only paying sets.
 */
export function moveSet(action: OrderAction, to: number, before: unknown): Sql[] {
  const ends = to === ORDER_STATUS.COMPLETED || to === ORDER_STATUS.CANCELLED || to === ORDER_STATUS.CLOSED;
  return [
    sql`status_before_refund = ${before}`,
    ...(action === 'pay' ? [sql`pay_time = now()`] : []),
    ...(ends ? [sql`finish_time = now()`] : []),
  ];
}

// ---------------------------------------------------------------- idempotency

export const claimKey = (db: Scoped, key: string, scope: string) =>
  db.one(
    sql`INSERT INTO ord_idempotency (tenant_id, key, scope) VALUES (${db.tenantId}, ${key}, ${scope}) ON CONFLICT DO NOTHING RETURNING key`,
  );
export const keyAnswer = (db: Scoped, key: string) =>
  db.one<{ scope: string; response: unknown }>(sql`SELECT scope, response FROM ord_idempotency WHERE ${db.tenant()} AND key = ${key}`);
export const saveAnswer = (db: Scoped, key: string, result: unknown) =>
  db.query(sql`UPDATE ord_idempotency SET response = ${JSON.stringify(result ?? null)}::jsonb WHERE ${db.tenant()} AND key = ${key}`);

// ---------------------------------------------------------------- what the order's moves read

/** The product's rules an order's moves follow: confirmation, refunds, the bookable days. */
export const productRules = (db: Scoped, id: string) =>
  db.one<{ need_confirm: number; refund_rule: number; weekly: string; dis_date: string }>(
    sql`SELECT need_confirm, refund_rule, weekly, dis_date FROM prd_product WHERE ${db.tenant()} AND id = ${id}`,
  );

/** Sums derived from the append-only trade rows. */
export async function moneyOf(db: Scoped, orderId: string) {
  const r = await db.one<{ paid: string; refunded: string }>(sql`SELECT
      coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0)::bigint AS paid,
      coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0)::bigint AS refunded
    FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId}`);
  return { paid: Number(r!.paid), refunded: Number(r!.refunded) };
}
export const tradesOf = (db: Scoped, orderId: string) =>
  db.query(
    sql`SELECT trade_no, kind, amount, trade_status, create_time, finish_time FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`,
  );

// ---------------------------------------------------------------- remarks and removal

export const setRemark = (db: Scoped, id: string, remark: string) =>
  db.query(sql`UPDATE ord_order SET remark = ${remark}, update_time = now() WHERE ${db.tenant()} AND id = ${id}`);
export const removeEnded = (db: Scoped, ids: string[], states: number[]) =>
  db.query(sql`UPDATE ord_order SET is_deleted = 1, update_time = now() WHERE ${db.tenant()}
    AND id = ANY(${ids}::bigint[]) AND order_status = ANY(${states}::int[]) RETURNING id`);
