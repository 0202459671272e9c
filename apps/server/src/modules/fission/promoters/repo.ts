import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

export const PROMOTER: TableSpec = {
  name: 'fis_promoter',
  tenant: true,
  writable: ['name', 'phone', 'rate_permille', 'remark', 'status'],
  orderBy: 'id DESC',
};

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

/** A special distributor with this phone (a customer logging in with it sees that account). */
export const promoterOfSpecialPhone = (db: Scoped, phone: string) =>
  db.one(sql`SELECT ${PROMOTER_COLUMNS} FROM fis_promoter m WHERE ${db.base(PROMOTER, 'm')} AND m.kind = 2 AND m.phone = ${phone}`);

// ---------------------------------------------------------------- balances (moved only with a ledger row, in accounts/)
/** Move a promoter's money: `balance`/`frozen` by the given cents (always together with a ledger row). */
export const moveMoney = (db: Scoped, id: string, m: { balance?: number; frozen?: number; earned?: number; withdrawn?: number }) =>
  db.one(sql`UPDATE fis_promoter SET balance = balance + ${m.balance ?? 0}, frozen = frozen + ${m.frozen ?? 0},
      total_earned = total_earned + ${m.earned ?? 0}, withdrawn = withdrawn + ${m.withdrawn ?? 0}, update_time = now()
    WHERE ${db.tenant()} AND id = ${id} RETURNING balance, frozen`);

/** Take a withdrawal's money off the balance: only when it is there (one statement, no read before). */
export const takeBalance = (db: Scoped, id: string, amount: number) =>
  db.one(sql`UPDATE fis_promoter SET balance = balance - ${amount}, update_time = now()
    WHERE ${db.base(PROMOTER)} AND id = ${id} AND audit_status = 1 AND balance >= ${amount} RETURNING balance`);

/** Serialises money moves of one promoter (earn, reverse, settle and withdraw see each other's results). */
export const lockPromoter = (db: Scoped, id: string) =>
  db.one(sql`SELECT id FROM fis_promoter WHERE ${db.tenant()} AND id = ${id} FOR UPDATE`);
