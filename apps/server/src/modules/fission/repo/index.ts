// The fission area's repository: its config, plans, promoters and ledger here; its order rows in orders.ts.
import type { Queryable } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

export const PLAN: TableSpec = {
  name: 'fis_plan',
  tenant: true,
  writable: ['name', 'start_date', 'end_date', 'kick_type', 'kick_value', 'plan_status', 'remark'],
  orderBy: 'id DESC',
};
export const PROMOTER: TableSpec = {
  name: 'fis_promoter',
  tenant: true,
  writable: ['name', 'phone', 'rate_permille', 'remark', 'status'],
  orderBy: 'id DESC',
};

// ---------------------------------------------------------------- config

export const config = (db: Scoped) => db.one(sql`SELECT * FROM fis_config WHERE ${db.tenant()}`);
export const saveConfig = (
  db: Scoped,
  c: { enabled: number; joinMode: number; settleDays: number; minWithdraw: number; rule?: string | null },
) =>
  db.one(sql`INSERT INTO fis_config (tenant_id, enabled, join_mode, settle_days, min_withdraw, rule, update_user)
    VALUES (${db.tenantId}, ${c.enabled}, ${c.joinMode}, ${c.settleDays}, ${c.minWithdraw}, ${c.rule ?? null}, ${db.userId})
    ON CONFLICT (tenant_id) DO UPDATE SET enabled = EXCLUDED.enabled, join_mode = EXCLUDED.join_mode, settle_days = EXCLUDED.settle_days,
      min_withdraw = EXCLUDED.min_withdraw, rule = EXCLUDED.rule, update_user = EXCLUDED.update_user, update_time = now()
    RETURNING *`);

// ---------------------------------------------------------------- plans

/** Plan columns with its goods and what it earned (net of reversals). */
const PLAN_COLUMNS = sql`p.*,
  coalesce((SELECT array_agg(g.product_id::text ORDER BY g.product_id) FROM fis_plan_goods g WHERE g.tenant_id = p.tenant_id AND g.plan_id = p.id), '{}') AS product_ids,
  coalesce((SELECT array_agg(pr.name ORDER BY g.product_id) FROM fis_plan_goods g JOIN prd_product pr ON pr.tenant_id = g.tenant_id AND pr.id = g.product_id
    WHERE g.tenant_id = p.tenant_id AND g.plan_id = p.id), '{}') AS product_names,
  (SELECT count(*) FROM fis_order o WHERE o.tenant_id = p.tenant_id AND o.plan_id = p.id AND o.state IN (1, 2, 3))::int AS order_count,
  (SELECT coalesce(sum(o.kickback - o.reversed), 0) FROM fis_order o WHERE o.tenant_id = p.tenant_id AND o.plan_id = p.id)::bigint AS kickback_total`;

const planWhere = (db: Scoped, q: { name?: string; planStatus?: number }): Cond[] => [
  db.base(PLAN, 'p'),
  q.name && sql`p.name ILIKE ${`%${q.name}%`}`,
  q.planStatus !== undefined && sql`p.plan_status = ${q.planStatus}`,
];

export const planPage = (db: Scoped, q: { name?: string; planStatus?: number; current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`fis_plan p`,
    columns: PLAN_COLUMNS,
    where: planWhere(db, q),
    orderBy: sql`p.id DESC`,
    current: q.current,
    size: q.size,
  });

export const planList = async (db: Scoped, q: { name?: string; planStatus?: number }) =>
  toApiRows(await db.query(sql`SELECT ${PLAN_COLUMNS} FROM fis_plan p WHERE ${sql.and(planWhere(db, q))} ORDER BY p.id DESC LIMIT 5000`));

export const planOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${PLAN_COLUMNS} FROM fis_plan p WHERE ${db.base(PLAN, 'p')} AND p.id = ${id}`);

/** The tenant's own products among the ids (another tenant's simply are not there). */
export const ownProducts = async (db: Scoped, ids: string[]) =>
  (
    await db.query<{ id: string }>(
      sql`SELECT id::text AS id FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[])`,
    )
  ).map((r) => r.id);

export async function setGoods(db: Scoped, planId: string, productIds: string[]) {
  await db.query(sql`DELETE FROM fis_plan_goods WHERE ${db.tenant()} AND plan_id = ${planId}`);
  await db.query(sql`INSERT INTO fis_plan_goods (tenant_id, plan_id, product_id)
    SELECT ${db.tenantId}, ${planId}, x FROM unnest(${productIds}::bigint[]) x ON CONFLICT DO NOTHING`);
}

/** The shop's ticket products a plan may pick, newest first. */
export const goodsOptions = (db: Scoped, name?: string, ids: string[] = []) =>
  db.query<{ id: string; name: string }>(sql`(SELECT id::text AS id, name FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0
      ${name ? sql`AND name ILIKE ${`%${name}%`}` : sql``} ORDER BY id DESC LIMIT 50)
    UNION SELECT id::text, name FROM prd_product WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[])`);

/** The plan that pays for a product today: on, within its dates; the newest wins when several do. */
export const planFor = (db: Scoped, productId: string, today: string) =>
  db.one(sql`SELECT p.* FROM fis_plan p JOIN fis_plan_goods g ON g.tenant_id = p.tenant_id AND g.plan_id = p.id
    WHERE ${db.base(PLAN, 'p')} AND p.plan_status = 1 AND g.product_id = ${productId} AND ${today}::date BETWEEN p.start_date AND p.end_date
    ORDER BY p.id DESC LIMIT 1`);

// ---------------------------------------------------------------- promoters

const PROMOTER_COLUMNS = sql`m.*, (SELECT count(*) FROM fis_order o WHERE o.tenant_id = m.tenant_id AND o.promoter_id = m.id AND o.state IN (1, 2, 3))::int AS order_count`;
const promoterWhere = (db: Scoped, kind: number, q: { name?: string; phone?: string; auditStatus?: number }): Cond[] => [
  db.base(PROMOTER, 'm'),
  sql`m.kind = ${kind}`,
  q.name && sql`m.name ILIKE ${`%${q.name}%`}`,
  q.phone && sql`m.phone LIKE ${`%${q.phone}%`}`,
  q.auditStatus !== undefined && sql`m.audit_status = ${q.auditStatus}`,
];
export const promoterPage = (
  db: Scoped,
  kind: number,
  q: { name?: string; phone?: string; auditStatus?: number; current: number; size: number },
) =>
  pageQuery(db.q, {
    from: sql`fis_promoter m`,
    columns: PROMOTER_COLUMNS,
    where: promoterWhere(db, kind, q),
    orderBy: sql`m.id DESC`,
    current: q.current,
    size: q.size,
  });
export const promoterOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${PROMOTER_COLUMNS} FROM fis_promoter m WHERE ${db.base(PROMOTER, 'm')} AND m.id = ${id}`);
export const promoterOfCustomer = (db: Scoped, customerId: string) =>
  db.one(sql`SELECT ${PROMOTER_COLUMNS} FROM fis_promoter m WHERE ${db.base(PROMOTER, 'm')} AND m.customer_id = ${customerId}`);
/** An active, passed promoter or special distributor by share code. */
export const promoterByCode = (db: Scoped, code: string) =>
  db.one(sql`SELECT * FROM fis_promoter WHERE ${db.base(PROMOTER)} AND code = ${code} AND audit_status = 1 AND status = 1`);

export const insertPromoter = (
  db: Scoped,
  p: {
    kind: number;
    customerId: string | null;
    name: string;
    phone: string;
    code: string;
    ratePermille?: number | null;
    auditStatus: number;
    remark?: string | null;
  },
) =>
  db.one(sql`INSERT INTO fis_promoter (tenant_id, kind, customer_id, name, phone, code, rate_permille, audit_status, audit_time, remark, create_user, update_user)
    VALUES (${db.tenantId}, ${p.kind}, ${p.customerId}, ${p.name}, ${p.phone}, ${p.code}, ${p.ratePermille ?? null}, ${p.auditStatus},
      ${p.auditStatus === 1 ? sql`now()` : null}, ${p.remark ?? null}, ${db.userId}, ${db.userId})
    ON CONFLICT DO NOTHING RETURNING *`);

export const phoneTaken = (db: Scoped, kind: number, phone: string, exceptId?: string) =>
  db.one(sql`SELECT id FROM fis_promoter WHERE ${db.base(PROMOTER)} AND kind = ${kind} AND phone = ${phone}
    ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`);

/** The per-person audit: waiting → passed or rejected, once. */
export const auditPromoter = (db: Scoped, id: string, pass: boolean, remark: string | null) =>
  db.one(sql`UPDATE fis_promoter SET audit_status = ${pass ? 1 : 2}, audit_remark = ${remark}, audit_user = ${db.userId}, audit_time = now(),
      update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(PROMOTER)} AND kind = 1 AND id = ${id} AND audit_status = 0 RETURNING id`);

/** A rejected promoter applies again: back to waiting (or passed at once when anyone may join). */
export const reapply = (db: Scoped, id: string, name: string, auditStatus: number) =>
  db.one(sql`UPDATE fis_promoter SET name = ${name}, audit_status = ${auditStatus}, audit_remark = NULL,
      audit_time = ${auditStatus === 1 ? sql`now()` : null}, update_time = now()
    WHERE ${db.base(PROMOTER)} AND id = ${id} AND audit_status = 2 RETURNING id`);

/** Move a promoter's money: `balance`/`frozen` by the given cents (always together with a ledger row). */
export const moveMoney = (db: Scoped, id: string, m: { balance?: number; frozen?: number; earned?: number; withdrawn?: number }) =>
  db.one(sql`UPDATE fis_promoter SET balance = balance + ${m.balance ?? 0}, frozen = frozen + ${m.frozen ?? 0},
      total_earned = total_earned + ${m.earned ?? 0}, withdrawn = withdrawn + ${m.withdrawn ?? 0}, update_time = now()
    WHERE ${db.tenant()} AND id = ${id} RETURNING balance, frozen`);

/** Take a withdrawal's money off the balance: only when it is there (one statement, no read before). */
export const takeBalance = (db: Scoped, id: string, amount: number) =>
  db.one(sql`UPDATE fis_promoter SET balance = balance - ${amount}, update_time = now()
    WHERE ${db.base(PROMOTER)} AND id = ${id} AND audit_status = 1 AND balance >= ${amount} RETURNING balance`);

// ---------------------------------------------------------------- ledger

export interface Entry {
  promoterId: string;
  kind: 'earn' | 'reverse' | 'withdraw' | 'reject';
  amount: number;
  ref: string;
  orderId?: string | null;
  withdrawId?: string | null;
  settled?: boolean;
  settleAt?: Date | string | null;
  remark?: string | null;
}
/** Append one movement; false when its ref was applied already (each happens once). */
export async function append(db: Scoped, e: Entry): Promise<boolean> {
  const row =
    await db.one(sql`INSERT INTO fis_ledger (tenant_id, promoter_id, kind, amount, order_id, withdraw_id, ref, settled, settle_at, remark)
    VALUES (${db.tenantId}, ${e.promoterId}, ${e.kind}, ${e.amount}, ${e.orderId ?? null}, ${e.withdrawId ?? null}, ${e.ref},
      ${e.settled === false ? 0 : 1}, ${e.settleAt ?? null}, ${e.remark ?? null})
    ON CONFLICT (tenant_id, ref) DO NOTHING RETURNING id`);
  return !!row;
}

const LEDGER_FROM = sql`fis_ledger l JOIN fis_promoter m ON m.tenant_id = l.tenant_id AND m.id = l.promoter_id
  LEFT JOIN ord_order o ON o.tenant_id = l.tenant_id AND o.id = l.order_id`;
const LEDGER_COLUMNS = sql`l.*, m.name AS promoter_name, o.order_no`;
export const ledgerPage = (db: Scoped, q: { promoterId?: string; kind?: string; specialOnly?: boolean; current: number; size: number }) =>
  pageQuery(db.q, {
    from: LEDGER_FROM,
    columns: LEDGER_COLUMNS,
    where: [
      db.tenant('l'),
      q.promoterId && sql`l.promoter_id = ${q.promoterId}`,
      q.kind && sql`l.kind = ${q.kind}`,
      q.specialOnly && sql`m.kind = 2`,
    ],
    orderBy: sql`l.id DESC`,
    current: q.current,
    size: q.size,
  });
export const orderLedger = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT ${LEDGER_COLUMNS} FROM ${LEDGER_FROM} WHERE ${db.tenant('l')} AND l.order_id = ${orderId} ORDER BY l.id`);

/** The settle job: tenants with movements past their settlement delay (a sweep over every tenant). */
export const dueTenants = (q: Queryable) =>
  q.query<{ tenant_id: string }>(sql`SELECT DISTINCT tenant_id FROM fis_ledger WHERE settled = 0 AND settle_at <= now() LIMIT 100`);

/** Settle the tenant's due movements once: frozen → balance, in one statement. */
export const settleDue = (db: Scoped) =>
  db.query(sql`WITH due AS (
      UPDATE fis_ledger SET settled = 1 WHERE ${db.tenant()} AND settled = 0 AND settle_at <= now() RETURNING promoter_id, amount
    ), s AS (SELECT promoter_id, sum(amount) AS amount FROM due GROUP BY promoter_id)
    UPDATE fis_promoter p SET balance = p.balance + s.amount, frozen = p.frozen - s.amount, update_time = now()
    FROM s WHERE ${db.tenant('p')} AND p.id = s.promoter_id RETURNING p.id`);

/** A special distributor with this phone (a customer logging in with it sees that account). */
export const promoterOfSpecialPhone = (db: Scoped, phone: string) =>
  db.one(sql`SELECT ${PROMOTER_COLUMNS} FROM fis_promoter m WHERE ${db.base(PROMOTER, 'm')} AND m.kind = 2 AND m.phone = ${phone}`);

export * from './orders.ts';
