import type { z } from 'zod';
import type { DashboardSummary, NoticeRow, noticeQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

export const NOTICE: TableSpec = {
  name: 'blade_notice',
  tenant: true,
  orderBy: 'release_time DESC, id DESC',
  writable: ['title', 'category', 'release_time', 'content', 'status'],
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

/** The top-bar bell: released notices, newest first. */
export function releasedNotices(db: Scoped, size: number) {
  return db.page<NoticeRow>(NOTICE, { where: [RELEASED], current: 1, size });
}

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
