import type { Queryable, Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

export type Kind = 'growth' | 'points';
export interface Entry {
  customerId: string;
  kind: Kind;
  reason: 'earn' | 'refund' | 'spend' | 'expire' | 'adjust';
  orderId?: string | null;
  ref: string;
  amount: number;
  expireAt?: Date | null;
  remark?: string;
}

/** Append one movement; answers false when its ref was already applied (each happens once). */
export async function append(db: Scoped, e: Entry): Promise<boolean> {
  const row = await db.one(sql`INSERT INTO mem_ledger (tenant_id, customer_id, kind, reason, order_id, ref, amount, expire_at, remark)
    VALUES (${db.tenantId}, ${e.customerId}, ${e.kind}, ${e.reason}, ${e.orderId ?? null}, ${e.ref}, ${e.amount}, ${e.expireAt ?? null}, ${e.remark ?? null})
    ON CONFLICT (tenant_id, kind, ref) DO NOTHING RETURNING id`);
  return !!row;
}

/** What an order's movements of a kind add up to so far, and what it earned at first. */
export async function orderSums(db: Scoped, orderId: string, kind: Kind) {
  const r = (await db.one<{ held: string; earned: string }>(sql`SELECT coalesce(sum(amount), 0) AS held,
      coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS earned
    FROM mem_ledger WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = ${kind}`))!;
  return { held: Number(r.held), earned: Number(r.earned) };
}

/** The customer's points, locked for a spend. */
export const balanceForUpdate = (db: Scoped, id: string) =>
  db.one<{ points: string }>(sql`SELECT points FROM uc_customer WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 FOR UPDATE`);

/** The money refunded on an order (finished refunds). */
export const refundedOf = async (db: Scoped, orderId: string) =>
  Number(
    (await db.one<{ n: string }>(
      sql`SELECT coalesce(sum(amount), 0) AS n FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} AND refund_status = 30`,
    ))!.n,
  );

export const ledgerPage = (db: Scoped, customerId: string, kind: Kind, current: number, size: number) =>
  pageQuery<Row>(db.q, {
    from: sql`mem_ledger l LEFT JOIN ord_order o ON o.tenant_id = l.tenant_id AND o.id = l.order_id`,
    columns: sql.raw('l.*, o.order_no'),
    where: [db.tenant('l'), sql`l.customer_id = ${customerId} AND l.kind = ${kind}`],
    orderBy: sql`l.create_time DESC, l.id DESC`,
    current,
    size,
    map: (r) => ({ ...r, amount: Number(r.amount) }),
  });

export const levelLog = (db: Scoped, customerId: string, from: string | null, to: string | null, growth: number, reason: string) =>
  db.query(sql`INSERT INTO mem_level_log (tenant_id, customer_id, from_level, to_level, growth, reason)
    VALUES (${db.tenantId}, ${customerId}, ${from}, ${to}, ${growth}, ${reason})`);
export const levelLogPage = (db: Scoped, customerId: string, current: number, size: number) =>
  pageQuery<Row>(db.q, {
    from: sql`mem_level_log`,
    where: [db.tenant(), sql`customer_id = ${customerId}`],
    orderBy: sql`create_time DESC, id DESC`,
    current,
    size,
    map: (r) => ({ ...r, growth: Number(r.growth) }),
  });

/**
 * Points due to expire now, per customer of every tenant (the job's sweep): earned points past their
 * end, less everything already taken off (spent, reversed, expired) — the oldest points go first.
 */
export const dueToExpire = (q: Queryable) =>
  q.query<{ tenant_id: string; customer_id: string; due: string }>(sql`SELECT tenant_id, customer_id,
      coalesce(sum(amount) FILTER (WHERE amount > 0 AND expire_at <= now()), 0) + coalesce(sum(amount) FILTER (WHERE amount < 0), 0) AS due
    FROM mem_ledger WHERE kind = 'points' GROUP BY tenant_id, customer_id
    HAVING coalesce(sum(amount) FILTER (WHERE amount > 0 AND expire_at <= now()), 0) + coalesce(sum(amount) FILTER (WHERE amount < 0), 0) > 0
    LIMIT 1000`);

/** Run a step that must never fail its caller's transaction (the payment): on error only the step is undone. */
export async function guarded(q: Queryable, fn: () => Promise<void>, onError: (e: unknown) => void) {
  await q.exec('SAVEPOINT member_step');
  try {
    await fn();
    await q.exec('RELEASE SAVEPOINT member_step');
  } catch (e) {
    await q.exec('ROLLBACK TO SAVEPOINT member_step');
    onError(e);
  }
}
