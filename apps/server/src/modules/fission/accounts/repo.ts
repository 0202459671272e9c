import type { Queryable, Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

// The promoters' money: the ledger, the settle job and withdrawals (the balances are on the promoter rows).

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

// ---------------------------------------------------------------- withdrawals

export const insertWithdraw = (db: Scoped, w: { promoterId: string; amount: number; accountName: string; accountNo: string }) =>
  db.one(sql`INSERT INTO fis_withdraw (tenant_id, promoter_id, amount, account_name, account_no)
    VALUES (${db.tenantId}, ${w.promoterId}, ${w.amount}, ${w.accountName}, ${w.accountNo}) RETURNING *`);

/** The audit: waiting → paid out (1) or rejected (2), exactly once. */
export const auditWithdraw = (db: Scoped, id: string, pass: boolean, remark: string | null) =>
  db.one(sql`UPDATE fis_withdraw SET state = ${pass ? 1 : 2}, audit_remark = ${remark}, audit_user = ${db.userId}, audit_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND state = 0 RETURNING *`);

const WD_FROM = sql`fis_withdraw w JOIN fis_promoter m ON m.tenant_id = w.tenant_id AND m.id = w.promoter_id`;
const WD_COLUMNS = sql`w.*, m.name AS promoter_name, m.phone AS promoter_phone`;
type WdQ = { promoterName?: string; promoterId?: string; state?: number; startDate?: string; endDate?: string };
const wdWhere = (db: Scoped, q: WdQ): Cond[] => [
  db.tenant('w'),
  q.promoterName && sql`m.name ILIKE ${`%${q.promoterName}%`}`,
  q.promoterId && sql`w.promoter_id = ${q.promoterId}`,
  q.state !== undefined && sql`w.state = ${q.state}`,
  q.startDate && sql`w.create_time >= ${`${q.startDate} 00:00:00+08`}::timestamptz`,
  q.endDate && sql`w.create_time < (${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`,
];
export const withdrawPage = (db: Scoped, q: WdQ & { current: number; size: number }) =>
  pageQuery(db.q, { from: WD_FROM, columns: WD_COLUMNS, where: wdWhere(db, q), orderBy: sql`w.id DESC`, current: q.current, size: q.size });
export const withdrawOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${WD_COLUMNS} FROM ${WD_FROM} WHERE ${db.tenant('w')} AND w.id = ${id}`);
export const withdrawCount = async (db: Scoped, q: WdQ, limit: number) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${WD_FROM} WHERE ${sql.and(wdWhere(db, q))} LIMIT ${limit + 1}) x`,
      )
    )?.n ?? 0,
  );
export const withdrawBatch = async (db: Scoped, q: WdQ, after: string | null, size: number) => {
  const rows = toApiRows(
    await db.query(sql`SELECT ${WD_COLUMNS} FROM ${WD_FROM} WHERE ${sql.and([...wdWhere(db, q), after && sql`w.id < ${after}`])}
      ORDER BY w.id DESC LIMIT ${size}`),
  );
  return { rows: rows as Row[], next: rows.length ? String(rows[rows.length - 1]!.id) : null };
};
