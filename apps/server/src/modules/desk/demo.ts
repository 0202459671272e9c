import type { DemoSeeder } from '../../platform/module.ts';
import { sql } from '../../platform/sql.ts';

/** Demo: a platform notice to every tenant, and two of the first merchant's own (one for everyone, one draft). */
export const deskDemo: DemoSeeder = async (q, { demo }) => {
  await q.query(sql`INSERT INTO blade_notice (tenant_id, title, category, content, release_time, audience) VALUES
    ('000000', '平台短信通道升级通知', 1, '<p>平台已接入阿里云和腾讯云短信, 商户可在<b>短信管理</b>中申请签名和模板, 审核通过后即可使用。</p>', now() - interval '2 hours', 0),
    (${demo}, '五一假期景区开放时间调整', 1, '<p>五一期间景区开放时间调整为 07:30-18:30, 请售票员提前告知游客。</p>', now() - interval '1 day', 0)`);
  await q.query(sql`INSERT INTO blade_notice (tenant_id, title, category, content, status) VALUES
    (${demo}, '暑期营销活动方案(草稿)', 2, '<p>待补充</p>', 0)`);
};
