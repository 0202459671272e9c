import type { Row } from '../../platform/db.ts';
import { pageQuery } from '../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { toApiRows } from '../../platform/rows.ts';
import { sql, type Cond } from '../../platform/sql.ts';

export const ACTIVITY: TableSpec = {
  name: 'fes_activity',
  tenant: true,
  writable: [
    'title',
    'cover',
    'place',
    'start_time',
    'end_time',
    'content',
    'signup_enabled',
    'capacity',
    'per_phone',
    'signup_deadline',
    'publish_status',
  ],
  orderBy: 'start_time DESC, id DESC',
};

/** China's clock as the activities store their times. */
const NOW = sql`to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;
const PHASE = sql`CASE WHEN ${NOW} < start_time THEN 1 WHEN ${NOW} <= end_time THEN 2 ELSE 3 END`;
/** Published, taking sign-ups, before the deadline (or the end) and with places left. */
const SIGNUP_OPEN = sql`(publish_status = 1 AND signup_enabled = 1 AND ${NOW} <= coalesce(signup_deadline, end_time))`;
const COLUMNS = sql`*, ${PHASE} AS phase, ${SIGNUP_OPEN} AS signup_open`;

export const page = (db: Scoped, q: { title?: string; publishStatus?: number; phase?: number; current: number; size: number }) =>
  db.page(ACTIVITY, {
    columns: COLUMNS,
    where: [
      q.title && sql`title ILIKE ${`%${q.title}%`}`,
      q.publishStatus !== undefined && sql`publish_status = ${q.publishStatus}`,
      q.phase !== undefined && sql`${PHASE} = ${q.phase}`,
    ],
    current: q.current,
    size: q.size,
  });

export const one = (db: Scoped, id: string) => db.one(sql`SELECT ${COLUMNS} FROM fes_activity WHERE ${db.base(ACTIVITY)} AND id = ${id}`);

/** The storefront's list: published activities not yet ended, soonest first. */
export const published = (db: Scoped) =>
  db.query(sql`SELECT ${COLUMNS} FROM fes_activity WHERE ${db.base(ACTIVITY)} AND publish_status = 1 AND end_time >= ${NOW}
    ORDER BY start_time, id LIMIT 100`);

/** The activity's row locked for a change (a sign-up racing it waits, then sees the new capacity). */
export const lockActivity = (db: Scoped, id: string) =>
  db.one<{ signed: number }>(sql`SELECT signed FROM fes_activity WHERE ${db.base(ACTIVITY)} AND id = ${id} FOR UPDATE`);

/** Activities that may not go: live sign-ups and not ended yet. */
export const busy = (db: Scoped, ids: string[]) =>
  db.query(
    sql`SELECT id FROM fes_activity WHERE ${db.base(ACTIVITY)} AND id = ANY(${ids}::bigint[]) AND signed > 0 AND end_time >= ${NOW}`,
  );

/** Serialises one customer's sign-ups for one activity (the per-phone limit holds under parallel requests). */
export const lockCustomer = (db: Scoped, activityId: string, customerId: string) =>
  db.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`fes:${db.tenantId}:${activityId}:${customerId}`}))`);

export const peopleOf = async (db: Scoped, activityId: string, customerId: string) =>
  Number(
    (
      await db.one<{ n: number }>(sql`SELECT coalesce(sum(people), 0)::int AS n FROM fes_signup
        WHERE ${db.tenant()} AND activity_id = ${activityId} AND customer_id = ${customerId} AND state = 1`)
    )?.n ?? 0,
  );

/** Take n places: open for sign-up and enough left, or nothing. */
export const takePlaces = (db: Scoped, activityId: string, n: number) =>
  db.one(sql`UPDATE fes_activity SET signed = signed + ${n}
    WHERE ${db.base(ACTIVITY)} AND id = ${activityId} AND ${SIGNUP_OPEN} AND signed + ${n} <= capacity RETURNING signed`);

export const insertSignup = (db: Scoped, s: { activityId: string; customerId: string; name: string; phone: string; people: number }) =>
  db.one(sql`INSERT INTO fes_signup (tenant_id, activity_id, customer_id, name, phone, people)
    VALUES (${db.tenantId}, ${s.activityId}, ${s.customerId}, ${s.name}, ${s.phone}, ${s.people}) RETURNING *`);

/** Cancel once (state 1 → 2) and give the places back; `customerId` limits it to the customer's own. */
export async function cancelSignup(db: Scoped, id: string, customerId?: string): Promise<Row | undefined> {
  const s = await db.one(sql`UPDATE fes_signup SET state = 2, cancel_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND state = 1 ${customerId ? sql`AND customer_id = ${customerId}` : sql``} RETURNING *`);
  if (s) await db.query(sql`UPDATE fes_activity SET signed = signed - ${s.people} WHERE ${db.tenant()} AND id = ${s.activity_id}`);
  return s;
}

export const signupOne = (db: Scoped, id: string) => db.one(sql`SELECT * FROM fes_signup WHERE ${db.tenant()} AND id = ${id}`);

const signupWhere = (db: Scoped, q: { activityId?: string; customerId?: string; phone?: string; state?: number }): Cond[] => [
  db.tenant('s'),
  q.activityId && sql`s.activity_id = ${q.activityId}`,
  q.customerId && sql`s.customer_id = ${q.customerId}`,
  q.phone && sql`s.phone LIKE ${`%${q.phone}%`}`,
  q.state !== undefined && sql`s.state = ${q.state}`,
];
const SIGNUP_FROM = sql`fes_signup s JOIN fes_activity a ON a.tenant_id = s.tenant_id AND a.id = s.activity_id`;
const SIGNUP_COLUMNS = sql`s.*, a.title AS activity_title, a.start_time, a.place`;

export const signupPage = (
  db: Scoped,
  q: { activityId?: string; customerId?: string; phone?: string; state?: number; current: number; size: number },
) =>
  pageQuery(db.q, {
    from: SIGNUP_FROM,
    columns: SIGNUP_COLUMNS,
    where: signupWhere(db, q),
    orderBy: sql`s.id DESC`,
    current: q.current,
    size: q.size,
  });

export const signupCount = async (db: Scoped, q: { activityId: string; phone?: string; state?: number }, limit: number) =>
  Number(
    (
      await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM fes_signup s WHERE ${sql.and(signupWhere(db, q))}
        LIMIT ${limit + 1}) x`)
    )?.n ?? 0,
  );

export const signupBatch = async (
  db: Scoped,
  q: { activityId: string; phone?: string; state?: number },
  after: string | null,
  size: number,
) => {
  const rows = toApiRows(
    await db.query(sql`SELECT ${SIGNUP_COLUMNS} FROM ${SIGNUP_FROM} WHERE ${sql.and([...signupWhere(db, q), after && sql`s.id < ${after}`])}
      ORDER BY s.id DESC LIMIT ${size}`),
  );
  return { rows, next: rows.length ? String(rows[rows.length - 1]!.id) : null };
};

/** The page editor's activity links: published activities not yet ended, searched by title. */
export const pickerPage = (db: Scoped, q: { name?: string; current: number; size: number }) =>
  db.page(ACTIVITY, {
    columns: COLUMNS,
    where: [sql`publish_status = 1 AND end_time >= ${NOW}`, q.name && sql`title ILIKE ${`%${q.name}%`}`],
    orderBy: 'start_time, id',
    current: q.current,
    size: q.size,
  });
