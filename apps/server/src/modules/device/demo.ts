import type { DemoSeeder } from '../../platform/module.ts';
import { sql } from '../../platform/sql.ts';

/**
 * The demo shop's devices in two groups at the West Lake, with heartbeats on the demo's clock: most
 * online, one gate silent for 20 minutes (offline), the ticket machine reporting a paper fault, one
 * dispenser never switched on. GATE-01 is the gate the orders' demo checked tickets at.
 */
export const seedDevices: DemoSeeder = async (q, { demo: t }) => {
  const spot = await q.one(sql`SELECT id FROM prd_poi WHERE tenant_id = ${t} AND name = '西湖风景名胜区' ORDER BY id LIMIT 1`);
  const checker = await q.one(sql`SELECT id FROM blade_user WHERE tenant_id = ${t} AND account = 'checker'`);
  const product = await q.one(sql`SELECT id FROM prd_product WHERE tenant_id = ${t} AND is_deleted = 0 ORDER BY id LIMIT 1`);
  const east = await q.one(
    sql`INSERT INTO dev_group (tenant_id, name, remark) VALUES (${t}, '东门检票口', '东门闸机与手持机') RETURNING id`,
  );
  const hall = await q.one(sql`INSERT INTO dev_group (tenant_id, name, remark) VALUES (${t}, '游客中心', '售取票与语音导览') RETURNING id`);
  const devices: [string, string, number, string, number | null, boolean, number, string | null, object][] = [
    // number, name, kind, group, minutes since the last heartbeat (null: never), checks as the checker, fault, message, settings
    ['GATE-01', '东门1号闸机', 1, east!.id, 1, true, 0, null, {}],
    ['GATE-02', '东门2号闸机', 1, east!.id, 20, true, 0, null, {}],
    ['HH-01', '东门手持核验机', 2, east!.id, 2, true, 0, null, {}],
    [
      'TM-01',
      '自助售票机',
      3,
      hall!.id,
      1,
      false,
      1,
      '票纸不足',
      { productIds: product ? [String(product.id)] : [], payMethods: ['wechat', 'alipay'] },
    ],
    ['DSP-01', '自助取票机', 4, hall!.id, null, false, 0, null, { productIds: [], payMethods: [] }],
    ['VOICE-01', '语音导览机', 5, hall!.id, 3, false, 0, null, {}],
  ];
  for (const [no, name, kind, group, minutes, asChecker, fault, msg, settings] of devices) {
    await q.query(sql`INSERT INTO dev_device (tenant_id, device_no, name, kind, group_id, poi_id, user_id, settings, last_seen, fault, fault_msg, version)
      VALUES (${t}, ${no}, ${name}, ${kind}, ${group}, ${spot?.id ?? null}, ${asChecker ? (checker?.id ?? null) : null}, ${JSON.stringify(settings)}::jsonb,
        ${minutes == null ? null : sql`now() - make_interval(mins => ${minutes}::int)`}, ${fault}, ${msg}, ${minutes == null ? null : '2.3.1'})`);
  }
};
