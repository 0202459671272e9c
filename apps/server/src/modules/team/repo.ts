import type { Row } from '../../platform/db.ts';
import { pageQuery } from '../../platform/paging.ts';
import type { Scoped } from '../../platform/repo.ts';
import { toApiRows } from '../../platform/rows.ts';
import { sql, type Cond } from '../../platform/sql.ts';

export interface TeamFilters {
  state?: number;
  teamName?: string;
  leaderPhone?: string;
  visitStart?: string;
  visitEnd?: string;
  customerId?: string;
}

const where = (db: Scoped, q: TeamFilters): Cond[] => [
  db.tenant(),
  q.state !== undefined && sql`state = ${q.state}`,
  q.teamName && sql`team_name ILIKE ${`%${q.teamName}%`}`,
  q.leaderPhone && sql`leader_phone LIKE ${`%${q.leaderPhone}%`}`,
  q.visitStart && sql`visit_date >= ${q.visitStart}`,
  q.visitEnd && sql`visit_date <= ${q.visitEnd}`,
  q.customerId && sql`customer_id = ${q.customerId}`,
];

export const page = (db: Scoped, q: TeamFilters & { current: number; size: number }) =>
  pageQuery(db.q, { from: sql`team_booking`, where: where(db, q), orderBy: sql`id DESC`, current: q.current, size: q.size });

export const one = (db: Scoped, id: string) => db.one(sql`SELECT * FROM team_booking WHERE ${db.tenant()} AND id = ${id}`);

export const insert = (
  db: Scoped,
  b: {
    bookingNo: string;
    customerId: string;
    poiId: string;
    poiName: string;
    visitDate: string;
    teamName: string;
    leaderName: string;
    leaderPhone: string;
    headcount: number;
    remark: string;
  },
) =>
  db.one(sql`INSERT INTO team_booking (tenant_id, booking_no, customer_id, poi_id, poi_name, visit_date, team_name, leader_name,
      leader_phone, headcount, remark)
    VALUES (${db.tenantId}, ${b.bookingNo}, ${b.customerId}, ${b.poiId}, ${b.poiName}, ${b.visitDate}, ${b.teamName}, ${b.leaderName},
      ${b.leaderPhone}, ${b.headcount}, ${b.remark}) RETURNING *`);

/** Pass or reject a pending booking, once (another audit or a cancel got there first: nothing). */
export const audit = (db: Scoped, id: string, to: number, reason: string | null) =>
  db.one(sql`UPDATE team_booking SET state = ${to}, reject_reason = ${reason}, audit_user = ${db.userId}, audit_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND state = 1 RETURNING *`);

export const cancel = (db: Scoped, id: string, customerId: string) =>
  db.one(sql`UPDATE team_booking SET state = 4 WHERE ${db.tenant()} AND id = ${id} AND customer_id = ${customerId} AND state = 1
    RETURNING *`);

export const count = async (db: Scoped, q: TeamFilters, limit: number) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM team_booking WHERE ${sql.and(where(db, q))} LIMIT ${limit + 1}) x`,
      )
    )?.n ?? 0,
  );

export const batch = async (db: Scoped, q: TeamFilters, after: string | null, size: number) => {
  const rows: Row[] = toApiRows(
    await db.query(
      sql`SELECT * FROM team_booking WHERE ${sql.and([...where(db, q), after && sql`id < ${after}`])} ORDER BY id DESC LIMIT ${size}`,
    ),
  );
  return { rows, next: rows.length ? String(rows[rows.length - 1]!.id) : null };
};
