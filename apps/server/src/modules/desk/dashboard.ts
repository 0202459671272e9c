import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';

/**
 * Figures of the /wel/dashboard page, all of the caller's tenant: people and roles, notices, and
 * the operation log of the last 7 days (China time) with its failures.
 */
export default defineModule((r) => {
  r({
    method: 'GET', url: '/blade-desk/dashboard/summary', summary: 'Dashboard figures of the caller\'s tenant',
    handler: async (ctx) => {
      const t = ctx.tenantId;
      const counts = await ctx.q.one<Record<string, number>>(sql`SELECT
          (SELECT count(*)::int FROM blade_user WHERE tenant_id = ${t} AND is_deleted = 0) AS users,
          (SELECT count(*)::int FROM blade_user WHERE tenant_id = ${t} AND is_deleted = 0 AND status = 1) AS active_users,
          (SELECT count(*)::int FROM blade_role WHERE tenant_id = ${t} AND is_deleted = 0) AS roles,
          (SELECT count(*)::int FROM blade_dept WHERE tenant_id = ${t} AND is_deleted = 0) AS depts,
          (SELECT count(*)::int FROM blade_notice WHERE tenant_id = ${t} AND is_deleted = 0) AS notices,
          (SELECT count(*)::int FROM blade_log_api WHERE tenant_id = ${t}
             AND create_time >= date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai') AS calls_today`);
      const days = await ctx.q.query<{ day: string; calls: number; failures: number }>(sql`
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               count(l.id)::int AS calls,
               count(l.id) FILTER (WHERE l.outcome_code <> 200)::int AS failures
          FROM generate_series((now() AT TIME ZONE 'Asia/Shanghai')::date - 6, (now() AT TIME ZONE 'Asia/Shanghai')::date, interval '1 day') AS d(day)
          LEFT JOIN blade_log_api l ON l.tenant_id = ${t} AND (l.create_time AT TIME ZONE 'Asia/Shanghai')::date = d.day::date
         GROUP BY d.day ORDER BY d.day`);
      return {
        users: counts?.users ?? 0,
        activeUsers: counts?.active_users ?? 0,
        roles: counts?.roles ?? 0,
        depts: counts?.depts ?? 0,
        notices: counts?.notices ?? 0,
        callsToday: counts?.calls_today ?? 0,
        week: days,
      };
    },
  });
});
