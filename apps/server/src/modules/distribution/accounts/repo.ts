import type { z } from 'zod';
import { type PartyKind, REFUND_STATUS, type adjustQuery, type flowFilters, type partnerQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { type Cond, sql } from '../../../platform/sql.ts';

/**
 * Partner accounts: distributors (dis_distributor) and suppliers (dis_supplier) share the columns that
 * matter here, so one set of statements serves both by `kind`. A balance moves only in `moveBalance`,
 * which writes the flow row in the same statement.
 */
const table = (kind: PartyKind) => sql.raw(kind === 1 ? 'dis_distributor' : 'dis_supplier');

const PARTNER_COLUMNS = sql`id, name, contact_name, phone, balance, credit_limit, balance + credit_limit AS available, status, remark, create_time`;

const partnerWhere = (db: Scoped, q: { name?: string; status?: number }): Cond[] => [
  db.tenant(),
  sql`is_deleted = 0`,
  q.name && sql`name ILIKE ${`%${q.name}%`}`,
  q.status !== undefined && sql`status = ${q.status}`,
];

export const partnerPage = (db: Scoped, kind: PartyKind, q: z.output<typeof partnerQuery>) =>
  pageQuery(db.q, {
    from: table(kind),
    columns: PARTNER_COLUMNS,
    where: partnerWhere(db, q),
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });

export const partnerRows = async (db: Scoped, kind: PartyKind, q: { name?: string; status?: number }) =>
  toApiRows(
    await db.query(sql`SELECT ${PARTNER_COLUMNS} FROM ${table(kind)} WHERE ${sql.and(partnerWhere(db, q))} ORDER BY id DESC LIMIT 5000`),
  );

export const partner = (db: Scoped, kind: PartyKind, id: string) =>
  db.one(sql`SELECT ${PARTNER_COLUMNS} FROM ${table(kind)} WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${id}`);

export const insertPartner = (db: Scoped, kind: PartyKind, f: Row) =>
  db.one(sql`INSERT INTO ${table(kind)} (tenant_id, name, contact_name, phone, credit_limit, status, remark, create_user, update_user)
    VALUES (${db.tenantId}, ${f.name}, ${f.contactName ?? null}, ${f.phone || null}, ${f.creditLimit}, ${f.status}, ${f.remark ?? null},
      ${db.userId}, ${db.userId}) RETURNING id`);

/** Update; the credit limit only where it still covers what is owed (no row: refused). */
export const updatePartner = (db: Scoped, kind: PartyKind, id: string, f: Row) =>
  db.one(sql`UPDATE ${table(kind)} SET name = ${f.name}, contact_name = ${f.contactName ?? null}, phone = ${f.phone || null},
      credit_limit = ${f.creditLimit}, status = ${f.status}, remark = ${f.remark ?? null}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${id} AND balance >= -${f.creditLimit}::bigint RETURNING id`);

/** Soft delete, only accounts with no money on them. */
export const removePartners = (db: Scoped, kind: PartyKind, ids: string[]) =>
  db.query(sql`UPDATE ${table(kind)} SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[]) AND balance = 0 RETURNING id`);

export const amountSummary = (db: Scoped, kind: PartyKind) =>
  db.one(sql`SELECT count(*)::int AS count, coalesce(sum(balance), 0) AS balance, coalesce(sum(credit_limit), 0) AS credit_limit,
      coalesce(sum(CASE WHEN balance < 0 THEN -balance ELSE 0 END), 0) AS owed,
      (SELECT count(*)::int FROM dis_adjust a WHERE ${db.tenant('a')} AND a.party_kind = ${kind} AND a.status = 0 AND a.is_deleted = 0) AS pending_adjust
    FROM ${table(kind)} WHERE ${db.tenant()} AND is_deleted = 0`);

export interface Movement {
  kind: 'adjust' | 'order' | 'refund';
  amount: number;
  ref: string;
  orderId?: string | null;
  adjustId?: string | null;
  remark?: string | null;
  createName?: string | null;
}

/**
 * Move a balance by `amount` cents and append its flow row, in one statement: the UPDATE holds the
 * account's row, refuses to go below −credit_limit (no row comes back), and the flow row records the
 * balance that UPDATE produced, so concurrent moves each see the one before.
 */
export const moveBalance = (db: Scoped, kind: PartyKind, partyId: string, m: Movement) =>
  db.one<{ id: string; balance_after: string }>(sql`WITH moved AS (
      UPDATE ${table(kind)} SET balance = balance + ${m.amount}::bigint, update_time = now()
      WHERE ${db.tenant()} AND is_deleted = 0 AND id = ${partyId} AND balance + ${m.amount}::bigint >= -credit_limit
      RETURNING balance)
    INSERT INTO dis_flow (tenant_id, party_kind, party_id, kind, amount, balance_after, order_id, adjust_id, ref, remark, create_user, create_name)
    SELECT ${db.tenantId}, ${kind}, ${partyId}, ${m.kind}, ${m.amount}, moved.balance, ${m.orderId ?? null}, ${m.adjustId ?? null}, ${m.ref},
      ${m.remark ?? null}, ${db.userId}, ${m.createName ?? null} FROM moved
    RETURNING id, balance_after`);

// ---------------------------------------------------------------- adjustments

const ADJUST_COLUMNS = (kind: PartyKind) => sql`a.id, a.party_id, p.name AS party_name, a.amount, a.reason, a.status, a.apply_name,
  a.audit_name, a.audit_remark, a.audit_time, a.create_time FROM dis_adjust a
  JOIN ${table(kind)} p ON p.tenant_id = a.tenant_id AND p.id = a.party_id`;

export const insertAdjust = (db: Scoped, kind: PartyKind, f: { partyId: string; amount: number; reason: string }, applyName: string) =>
  db.one(sql`INSERT INTO dis_adjust (tenant_id, party_kind, party_id, amount, reason, apply_name, create_user, update_user)
    VALUES (${db.tenantId}, ${kind}, ${f.partyId}, ${f.amount}, ${f.reason}, ${applyName}, ${db.userId}, ${db.userId}) RETURNING id`);

export const adjust = (db: Scoped, kind: PartyKind, id: string) =>
  db.one(sql`SELECT ${ADJUST_COLUMNS(kind)} WHERE ${db.tenant('a')} AND a.party_kind = ${kind} AND a.id = ${id} AND a.is_deleted = 0`);

/** Waiting → approved or rejected, exactly once (no row: decided already). */
export const decideAdjust = (db: Scoped, kind: PartyKind, id: string, pass: boolean, remark: string | null, auditName: string) =>
  db.one(sql`UPDATE dis_adjust SET status = ${pass ? 1 : 2}, audit_user = ${db.userId}, audit_name = ${auditName}, audit_remark = ${remark},
      audit_time = now(), update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND party_kind = ${kind} AND id = ${id} AND status = 0 AND is_deleted = 0 RETURNING id, party_id, amount, reason`);

export const adjustPage = (db: Scoped, kind: PartyKind, q: z.output<typeof adjustQuery>) =>
  pageQuery(db.q, {
    from: sql`dis_adjust a JOIN ${table(kind)} p ON p.tenant_id = a.tenant_id AND p.id = a.party_id`,
    columns: sql`a.id, a.party_id, p.name AS party_name, a.amount, a.reason, a.status, a.apply_name, a.audit_name, a.audit_remark,
      a.audit_time, a.create_time`,
    where: [
      db.tenant('a'),
      sql`a.party_kind = ${kind} AND a.is_deleted = 0`,
      q.partyId && sql`a.party_id = ${q.partyId}`,
      q.status !== undefined && sql`a.status = ${q.status}`,
    ],
    orderBy: sql`a.id DESC`,
    current: q.current,
    size: q.size,
  });

// ---------------------------------------------------------------- capital flow

type FlowFilters = z.output<typeof flowFilters>;
const FLOW_FROM = (kind: PartyKind) => sql`dis_flow f JOIN ${table(kind)} p ON p.tenant_id = f.tenant_id AND p.id = f.party_id
  LEFT JOIN ord_order o ON o.tenant_id = f.tenant_id AND o.id = f.order_id`;
const FLOW_COLUMNS = sql`f.id, f.party_id, p.name AS party_name, f.kind, f.amount, f.balance_after, f.order_id, o.order_no, f.remark,
  f.create_name, f.create_time`;
const flowWhere = (db: Scoped, kind: PartyKind, q: FlowFilters): Cond[] => [
  db.tenant('f'),
  sql`f.party_kind = ${kind}`,
  q.partyId && sql`f.party_id = ${q.partyId}`,
  q.kind && sql`f.kind = ${q.kind}`,
  q.startDate && sql`f.create_time >= (${q.startDate}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`,
  q.endDate && sql`f.create_time < (${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`,
];

export const flowPage = (db: Scoped, kind: PartyKind, q: FlowFilters & { current: number; size: number }) =>
  pageQuery(db.q, {
    from: FLOW_FROM(kind),
    columns: FLOW_COLUMNS,
    where: flowWhere(db, kind, q),
    orderBy: sql`f.id DESC`,
    key: sql`f.id`,
    current: q.current,
    size: q.size,
  });

export const flowCount = async (db: Scoped, kind: PartyKind, q: FlowFilters, limit: number) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM dis_flow f WHERE ${sql.and(flowWhere(db, kind, q))} LIMIT ${limit + 1}) x`,
      )
    )?.n ?? 0,
  );

export const flowBatch = async (db: Scoped, kind: PartyKind, q: FlowFilters, after: string | null, size: number) => {
  const rows = toApiRows(
    await db.query(sql`SELECT ${FLOW_COLUMNS} FROM ${FLOW_FROM(kind)} WHERE ${sql.and([...flowWhere(db, kind, q), after && sql`f.id < ${after}`])}
      ORDER BY f.id DESC LIMIT ${size}`),
  );
  return { rows, next: rows.length ? String(rows[rows.length - 1]!.id) : null };
};

// ---------------------------------------------------------------- orders on account

/** A live distributor allowed to sell the product (null: not there, stopped, or not authorised). */
export const sellingDistributor = (db: Scoped, distributorId: string, productId: string) =>
  db.one(sql`SELECT d.id, d.name, d.status, p.dis_model, p.dis_price_type, p.dis_price_value,
      EXISTS (SELECT 1 FROM prd_distribution_auth a WHERE a.tenant_id = d.tenant_id AND a.distributor_id = d.id AND a.product_id = p.id) AS authorised
    FROM dis_distributor d JOIN prd_product p ON p.tenant_id = d.tenant_id AND p.id = ${productId}
    WHERE ${db.tenant('d')} AND d.is_deleted = 0 AND d.id = ${distributorId}`);

export const markOrder = (db: Scoped, orderId: string, distributorId: string) =>
  db.query(sql`INSERT INTO dis_order (tenant_id, order_id, distributor_id) VALUES (${db.tenantId}, ${orderId}, ${distributorId})`);

export const orderDistributor = (db: Scoped, orderId: string) =>
  db.one<{ distributor_id: string }>(sql`SELECT distributor_id FROM dis_order WHERE ${db.tenant()} AND order_id = ${orderId}`);

/** What the order's flows took from the account so far (debits negative, credits back positive). */
/** What an order took from the distributor's account, what came back, and what its refunds (done) amount to. */
export const orderMoney = async (db: Scoped, orderId: string) => {
  const r = await db.one<{ charged: string; credited: string; refunded: string }>(sql`SELECT
      (SELECT coalesce(-sum(amount), 0) FROM dis_flow WHERE ${db.tenant()} AND party_kind = 1 AND order_id = ${orderId} AND kind = 'order') AS charged,
      (SELECT coalesce(sum(amount), 0) FROM dis_flow WHERE ${db.tenant()} AND party_kind = 1 AND order_id = ${orderId} AND kind = 'refund') AS credited,
      (SELECT coalesce(sum(amount), 0) FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} AND refund_status = ${REFUND_STATUS.REFUNDED}) AS refunded`);
  return { charged: Number(r?.charged ?? 0), credited: Number(r?.credited ?? 0), refunded: Number(r?.refunded ?? 0) };
};
