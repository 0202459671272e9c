import type { z } from 'zod';
import type { DashboardSummary, LetterRow, NoticeRow, noticeQuery } from '@yym/contract';
import { pageQuery } from '../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

export const NOTICE: TableSpec = {
  name: 'blade_notice',
  tenant: true,
  orderBy: 'release_time DESC, id DESC',
  writable: ['title', 'category', 'release_time', 'content', 'status', 'audience', 'tenant_ids', 'role_ids'],
};

/** Released: published and its release time come. Drafts and notices still to come are their editors' only. */
const RELEASED = sql`status = 1 AND release_time <= now()`;

export function noticePage(db: Scoped, q: z.output<typeof noticeQuery>, releasedOnly: boolean) {
  return db.page<NoticeRow>(NOTICE, {
    current: q.current,
    size: q.size,
    where: [
      q.title && sql`title ILIKE ${'%' + q.title + '%'}`,
      q.category !== undefined && sql`category = ${q.category}`,
      releasedOnly && RELEASED,
    ],
  });
}

export const notice = (db: Scoped, id: string, releasedOnly: boolean) =>
  db.one<NoticeRow>(
    sql`SELECT * FROM blade_notice WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 ${releasedOnly ? sql`AND ${RELEASED}` : sql``}`,
  );

/** Who reads a letter: the user, their tenant and roles. */
export interface Reader {
  userId: string;
  roleIds: string[];
}

/**
 * The station letters of a reader: released notices of their own tenant meant for everyone or for one
 * of their roles, and the platform's meant for every tenant or naming theirs; with their read mark.
 */
const letters = (db: Scoped, who: Reader) => sql`blade_notice n
  LEFT JOIN blade_notice_read r ON ${db.tenant('r')} AND r.user_id = ${who.userId} AND r.notice_tenant = n.tenant_id AND r.notice_id = n.id`;
const meantFor = (db: Scoped, who: Reader) => sql`n.is_deleted = 0 AND n.status = 1 AND n.release_time <= now() AND (
    (${db.tenant('n')} AND (n.audience = 0 OR (n.audience = 2 AND n.role_ids && ${who.roleIds}::bigint[])))
    OR (n.tenant_id = '000000' AND (n.audience = 0 OR (n.audience = 1 AND ${db.tenantId} = ANY(n.tenant_ids)))))`;

export const letterPage = (db: Scoped, who: Reader, q: { current: number; size: number; unread?: number }) =>
  pageQuery<LetterRow>(db.q, {
    from: letters(db, who),
    columns: sql`n.tenant_id, n.id, n.title, n.category, n.release_time, n.content, n.tenant_id = '000000' AS from_platform, r.notice_id IS NOT NULL AS read`,
    where: [meantFor(db, who), q.unread === 1 && sql`r.notice_id IS NULL`],
    orderBy: sql`n.release_time DESC, n.id DESC`,
    current: q.current,
    size: q.size,
  });

export const unreadCount = (db: Scoped, who: Reader) =>
  db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${letters(db, who)} WHERE ${meantFor(db, who)} AND r.notice_id IS NULL`);

/** Mark letters read: the named ones, if meant for the reader, or all of them (a mark kept once). */
export const markRead = (db: Scoped, who: Reader, items: { tenantId: string; id: string }[] | 'all') =>
  db.query(sql`INSERT INTO blade_notice_read (tenant_id, user_id, notice_tenant, notice_id)
    SELECT ${db.tenantId}, ${who.userId}, n.tenant_id, n.id FROM ${letters(db, who)}
     WHERE ${meantFor(db, who)} AND r.notice_id IS NULL
       ${items === 'all' ? sql`` : sql`AND (n.tenant_id, n.id) IN (SELECT * FROM unnest(${items.map((i) => i.tenantId)}::text[], ${items.map((i) => i.id)}::bigint[]))`}
    ON CONFLICT DO NOTHING RETURNING notice_id`);

/**
 * Figures of the dashboard. It reads other areas' tables (users, roles, departments, the operation log)
 * for counts only; they are the system and log areas' to write.
 */
export async function dashboardFigures(db: Scoped): Promise<DashboardSummary> {
  const counts = await db.one<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM blade_user WHERE ${db.tenant()} AND is_deleted = 0) AS users,
      (SELECT count(*)::int FROM blade_user WHERE ${db.tenant()} AND is_deleted = 0 AND status = 1) AS active_users,
      (SELECT count(*)::int FROM blade_role WHERE ${db.tenant()} AND is_deleted = 0) AS roles,
      (SELECT count(*)::int FROM blade_dept WHERE ${db.tenant()} AND is_deleted = 0) AS depts,
      (SELECT count(*)::int FROM blade_notice WHERE ${db.tenant()} AND is_deleted = 0) AS notices,
      (SELECT count(*)::int FROM blade_log_api WHERE ${db.tenant()}
         AND create_time >= date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai') AS calls_today`);
  const week = await db.query<{ day: string; calls: number; failures: number }>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
           count(l.id)::int AS calls,
           count(l.id) FILTER (WHERE l.outcome_code <> 200)::int AS failures
      FROM generate_series((now() AT TIME ZONE 'Asia/Shanghai')::date - 6, (now() AT TIME ZONE 'Asia/Shanghai')::date, interval '1 day') AS d(day)
      LEFT JOIN blade_log_api l ON ${db.tenant('l')} AND (l.create_time AT TIME ZONE 'Asia/Shanghai')::date = d.day::date
     GROUP BY d.day ORDER BY d.day`);
  return {
    users: counts?.users ?? 0,
    activeUsers: counts?.active_users ?? 0,
    roles: counts?.roles ?? 0,
    depts: counts?.depts ?? 0,
    notices: counts?.notices ?? 0,
    callsToday: counts?.calls_today ?? 0,
    week,
  };
}
