import { randomBytes } from 'node:crypto';
import type { DemoSeeder } from '../../platform/module.ts';
import { sql } from '../../platform/sql.ts';

/**
 * Demo: one partner account of the first merchant, disabled until someone resets its secret (the demo
 * cannot show a secret once and keep it sealed without the server's key, so its seal is a placeholder
 * that opens for nobody), and a few calls in its log.
 */
export const openApiDemo: DemoSeeder = async (q, { demo }) => {
  const keyId = `ak${randomBytes(10).toString('hex')}`;
  const placeholder = { v: 1, iv: '', tag: '', data: '' };
  const a = await q.one<{
    id: string;
  }>(sql`INSERT INTO oa_account (tenant_id, account_name, key_id, secret, secret_tail, scopes, allowed_ips,
      rate_per_min, status, remark)
    VALUES (${demo}, '携程分销对接', ${keyId}, ${JSON.stringify(placeholder)}::jsonb, '----',
      ${['products:read', 'orders:create', 'orders:read', 'orders:refund']}::text[], '{}', 600, 0, '演示账号: 重置密钥后启用')
    RETURNING id`);
  for (const [path, code, msg, ago] of [
    ['/api/open/v1/products?current=1&size=20', 200, 'ok', 90],
    ['/api/open/v1/orders', 200, 'ok', 60],
    ['/api/open/v1/orders/pay', 401, '签名错误', 30],
  ] as const)
    await q.query(sql`INSERT INTO oa_call_log (tenant_id, account_id, key_id, method, path, outcome_code, outcome_msg, ip, time_ms, create_time)
      VALUES (${demo}, ${a!.id}, ${keyId}, ${path.includes('products') ? 'GET' : 'POST'}, ${path}, ${code}, ${msg}, '203.0.113.10', 35,
        now() - make_interval(mins => ${ago}))`);
};
