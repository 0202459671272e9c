import { MP_STATUS as S } from '@yym/contract';
import type { Queryable } from '../../platform/db.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

/**
 * Demo data: the demo merchant's two mini programs authorised in the sandbox, each with 1.0.0 released
 * then replaced by 1.1.0 (online), so the version history and a rollback have something to show.
 */
export async function seedMp(q: Queryable, t: { demo: string }) {
  const db = tenantData(q, t.demo);
  for (const [platform, appId, name] of [
    ['wechat', 'wxdemo5f3a1c9e0b7d', '西湖景区票务'],
    ['alipay', '2021004100000001', '西湖景区票务'],
  ] as const) {
    const app = await db.one<{ id: string }>(sql`INSERT INTO mp_app (tenant_id, platform, app_id, app_name, domains)
      VALUES (${t.demo}, ${platform}, ${appId}, ${name}, ${JSON.stringify({ requestDomain: ['https://api.example-scenic.cn'] })}::jsonb) RETURNING id`);
    for (const [version, status, desc, days] of [
      ['1.0.0', S.OFFLINE, '景区票务商城首发', 40],
      ['1.1.0', S.RELEASED, '新增电子卡与会员中心', 10],
    ] as const) {
      const v = await db.one<{
        id: string;
      }>(sql`INSERT INTO mp_version (tenant_id, app_id, platform, template_id, version, user_desc, status,
          audit_id, submit_time, audit_time, release_time, create_time)
        VALUES (${t.demo}, ${app!.id}, ${platform}, ${version === '1.0.0' ? '1' : '2'}, ${version}, ${desc}, ${status}, ${`demo-${platform}-${version}`},
          now() - make_interval(days => ${days}), now() - make_interval(days => ${days - 1}), now() - make_interval(days => ${days - 1}),
          now() - make_interval(days => ${days})) RETURNING id`);
      const moves: [string, number | null, number][] = [
        ['upload', null, S.UPLOADED],
        ['submit', S.UPLOADED, S.AUDITING],
        ['pass', S.AUDITING, S.PASSED],
        ['release', S.PASSED, S.RELEASED],
      ];
      if (status === S.OFFLINE) moves.push(['supersede', S.RELEASED, S.OFFLINE]);
      for (const [action, from, to] of moves)
        await db.query(sql`INSERT INTO mp_version_log (tenant_id, version_id, action, from_status, to_status, create_name, create_time)
          VALUES (${t.demo}, ${v!.id}, ${action}, ${from}, ${to}, ${action === 'pass' ? '平台审核' : '演示管理员'}, now() - make_interval(days => ${days}))`);
    }
  }
}
