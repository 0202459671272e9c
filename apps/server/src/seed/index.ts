import { CERTIFICATE_TYPES, ORDER_STATUS_LABELS, PLATFORM_TENANT_ID, PROVINCES, VERIFY_METHOD_LABELS } from '@yym/contract';
import type { Database, Queryable } from '../platform/db.ts';
import { sql } from '../platform/sql.ts';
import { hashPlainPassword, hashSecret, md5, verifyPassword } from '../platform/tokens.ts';
import { provisionTenant } from '../modules/tenant/index.ts';
import { demoSeeders } from '../platform/module.ts';
import { MENU_TREE, type MenuSeed } from './menus.ts';

export type { DemoSeeder } from '../platform/module.ts';

export const DEMO_ACCOUNTS = [
  { tenantId: '000000', account: 'admin', password: 'Admin1234' },
  { tenantId: '100001', account: 'boss', password: 'Demo1234' },
  { tenantId: '100001', account: 'finance', password: 'Demo1234' },
  { tenantId: '100001', account: 'checker', password: 'Demo1234' },
  { tenantId: '100001', account: 'fenxiao', password: 'Demo1234' },
  { tenantId: '100002', account: 'boss', password: 'Demo1234' },
] as const;

interface MenuRow {
  id: number;
  parent_id: number;
  code: string;
  name: string;
  path: string | null;
  source: string | null;
  sort: number;
  category: number;
  keep_alive: boolean;
  is_tab: boolean;
  is_auth: boolean;
  roles: string | null;
  scope: string;
}

function flattenMenus(tree: MenuSeed[]): MenuRow[] {
  const rows: MenuRow[] = [];
  let id = 1;
  const walk = (items: MenuSeed[], parentId: number, scope: string) => {
    items.forEach((m, i) => {
      const myId = id++;
      const s = m.scope ?? scope;
      rows.push({
        id: myId,
        parent_id: parentId,
        code: m.code,
        name: m.name,
        path: m.path ?? null,
        source: m.icon ?? null,
        sort: m.sort ?? i + 1,
        category: 1,
        keep_alive: !!m.keepAlive,
        is_tab: m.isTab ?? true,
        is_auth: !!m.isAuth,
        roles: m.roles ?? null,
        scope: s,
      });
      if (m.children) walk(m.children, myId, s);
      else if (m.buttons !== false) {
        const buttons = m.buttons ?? [
          ['add', '新增'],
          ['edit', '修改'],
          ['delete', '删除'],
          ['view', '查看'],
        ];
        buttons.forEach(([suffix, name], j) => {
          rows.push({
            id: id++,
            parent_id: myId,
            code: `${m.code}_${suffix}`,
            name,
            path: null,
            source: null,
            sort: j + 1,
            category: 2,
            keep_alive: false,
            is_tab: false,
            is_auth: false,
            roles: null,
            scope: s,
          });
        });
      }
    });
  };
  walk(tree, 0, 'all');
  return rows;
}

async function seedMenus(q: Queryable) {
  const rows = flattenMenus(MENU_TREE);
  await q.query(sql`INSERT INTO blade_menu (id, parent_id, code, name, path, source, sort, category, keep_alive, is_tab, is_auth, roles, scope)
    SELECT id, parent_id, code, name, path, source, sort, category, keep_alive, is_tab, is_auth, roles, scope
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id bigint, parent_id bigint, code text, name text, path text, source text,
        sort int, category int, keep_alive boolean, is_tab boolean, is_auth boolean, roles text, scope text)`);
  await q.query(sql`SELECT setval(pg_get_serial_sequence('blade_menu', 'id'), (SELECT max(id) FROM blade_menu))`);
  // Data scopes of the user list, to choose from in the role grant dialog.
  const userMenu = rows.find((r) => r.code === 'user')!;
  const scopes: [string, number][] = [
    ['全部数据', 1],
    ['本人数据', 2],
    ['本部门数据', 3],
    ['本部门及以下数据', 4],
    ['自定义部门数据', 5],
  ];
  for (const [name, type] of scopes) {
    await q.query(sql`INSERT INTO blade_scope_data (menu_id, resource_code, scope_name, scope_field, scope_column, scope_type)
      VALUES (${userMenu.id}, 'user', ${'用户列表-' + name}, 'dept_ids', '*', ${type})`);
  }
}

async function seedDicts(q: Queryable) {
  const dicts: [string, string, [string, string][]][] = [
    [
      'sex',
      '性别',
      [
        ['1', '男'],
        ['2', '女'],
        ['-1', '未知'],
      ],
    ],
    [
      'yes_no',
      '是否',
      [
        ['0', '否'],
        ['1', '是'],
      ],
    ],
    [
      'notice',
      '通知类型',
      [
        ['1', '发布通知'],
        ['2', '批转通知'],
        ['3', '转发通知'],
        ['4', '指示通知'],
        ['5', '任免通知'],
      ],
    ],
    ['order_status', '订单状态', Object.entries(ORDER_STATUS_LABELS).map(([k, v]) => [k, v.zh])],
    ['verify_method', '核销方式', Object.entries(VERIFY_METHOD_LABELS).map(([k, v]) => [k, v.zh])],
    ['certificate_type', '证件类型', Object.entries(CERTIFICATE_TYPES).map(([k, v]) => [k, v.zh])],
    [
      'refund_reason',
      '退款原因',
      [
        ['0', '行程有变,无法出行'],
        ['1', '买错了/买多了'],
        ['2', '天气原因'],
        ['3', '景区原因无法游玩'],
        ['4', '其他'],
      ],
    ],
  ];
  for (const [i, [code, name, items]] of dicts.entries()) {
    const parent = await q.one<{ id: string }>(sql`INSERT INTO blade_dict (tenant_id, parent_id, code, dict_key, dict_value, sort)
      VALUES (${PLATFORM_TENANT_ID}, 0, ${code}, '-1', ${name}, ${i + 1}) RETURNING id`);
    for (const [j, [key, value]] of items.entries()) {
      await q.query(sql`INSERT INTO blade_dict (tenant_id, parent_id, code, dict_key, dict_value, sort)
        VALUES (${PLATFORM_TENANT_ID}, ${parent!.id}, ${code}, ${key}, ${value}, ${j + 1})`);
    }
  }
}

async function seedRegions(q: Queryable) {
  let sort = 1;
  for (const [code, name] of Object.entries(PROVINCES)) {
    await q.query(sql`INSERT INTO blade_region (code, parent_code, ancestors, name, region_level, sort)
      VALUES (${code + '0000'}, '00', '00', ${name}, 1, ${sort++})`);
  }
  const cities: [string, string, string][] = [
    ['330100', '330000', '杭州市'],
    ['330200', '330000', '宁波市'],
    ['330300', '330000', '温州市'],
    ['530100', '530000', '昆明市'],
    ['530700', '530000', '丽江市'],
    ['532900', '530000', '大理白族自治州'],
    ['110100', '110000', '北京城区'],
    ['510100', '510000', '成都市'],
    ['440100', '440000', '广州市'],
    ['440300', '440000', '深圳市'],
  ];
  for (const [code, parent, name] of cities) {
    await q.query(sql`INSERT INTO blade_region (code, parent_code, ancestors, name, region_level, sort)
      VALUES (${code}, ${parent}, ${'00,' + parent}, ${name}, 2, ${Number(code.slice(2, 4))})`);
  }
}

/** Product-wide data every installation needs: menus, the oauth client, dictionaries, params, regions, the platform tenant. */
async function seedPlatform(q: Queryable, adminPassword: string) {
  await seedMenus(q);
  await q.query(sql`INSERT INTO blade_client (client_id, client_secret_hash, scope, authorized_grant_types, access_token_validity, refresh_token_validity)
    VALUES ('saber', ${await hashSecret('saber_secret')}, 'all', 'refresh_token,password,captcha,social,sms', 3600, 604800)`);
  await seedDicts(q);
  await seedRegions(q);
  for (const [name, key, value] of [
    ['初始密码', 'account.initPassword', 'abc12345'],
    ['未支付订单关闭时间(分钟)', 'order.closeMinutes', '30'],
    ['是否开启注册', 'account.registerUser', 'true'],
  ]) {
    await q.query(sql`INSERT INTO blade_param (param_name, param_key, param_value) VALUES (${name}, ${key}, ${value})`);
  }
  await q.query(sql`INSERT INTO blade_tenant (tenant_id, tenant_name, linkman, contact_number, is_merchant)
    VALUES (${PLATFORM_TENANT_ID}, '平台运营中心', '平台管理员', '13800000000', false)`);
  const dept = await q.one<{ id: string }>(sql`INSERT INTO blade_dept (tenant_id, dept_name, full_name, sort)
    VALUES (${PLATFORM_TENANT_ID}, '平台运营部', '平台运营部', 1) RETURNING id`);
  const role = await q.one<{ id: string }>(sql`INSERT INTO blade_role (tenant_id, role_name, role_alias, sort)
    VALUES (${PLATFORM_TENANT_ID}, '超级管理员', 'administrator', 1) RETURNING id`);
  await q.query(
    sql`INSERT INTO blade_role_menu (tenant_id, role_id, menu_id) SELECT ${PLATFORM_TENANT_ID}, ${role!.id}, id FROM blade_menu`,
  );
  await q.query(sql`INSERT INTO blade_user (tenant_id, account, password, name, real_name, role_ids, dept_ids)
    VALUES (${PLATFORM_TENANT_ID}, 'admin', ${await hashPlainPassword(adminPassword)}, '管理员', '平台管理员', ARRAY[${role!.id}]::bigint[], ARRAY[${dept!.id}]::bigint[])`);
}

async function grantByCodes(q: Queryable, tenantId: string, roleId: string, prefixes: string[]) {
  // A role granted a menu gets its whole subtree (child menus and buttons).
  await q.query(sql`WITH RECURSIVE sub AS (
      SELECT id FROM blade_menu WHERE code = ANY(${prefixes}::text[]) AND is_deleted = 0
      UNION SELECT m.id FROM blade_menu m JOIN sub ON m.parent_id = sub.id WHERE m.is_deleted = 0),
    up AS (SELECT id, parent_id FROM blade_menu WHERE id IN (SELECT id FROM sub)
      UNION SELECT m.id, m.parent_id FROM blade_menu m JOIN up ON m.id = up.parent_id)
    INSERT INTO blade_role_menu (tenant_id, role_id, menu_id) SELECT ${tenantId}, ${roleId}, id FROM up ON CONFLICT DO NOTHING`);
}

/** The demo merchants with their staff (README lists them; change them before going live). */
async function seedDemo(q: Queryable) {
  const demoHash = await hashPlainPassword('Demo1234');
  const demo = await provisionTenant(q, {
    tenantId: '100001',
    tenantName: '云游文旅集团',
    linkman: '李经理',
    contactNumber: '13900000001',
    address: '浙江省杭州市西湖区龙井路1号',
    adminAccount: 'boss',
    adminPasswordHash: demoHash,
    adminName: '李总',
  });
  const deptId = (await q.one<{ id: string }>(sql`SELECT id FROM blade_dept WHERE tenant_id = '100001' ORDER BY id LIMIT 1`))!.id;
  const finDept = await q.one<{ id: string }>(sql`INSERT INTO blade_dept (tenant_id, parent_id, ancestors, dept_name, full_name, sort)
    VALUES ('100001', ${deptId}, ${'0,' + deptId}, '财务部', '云游文旅集团财务部', 2) RETURNING id`);
  const gateDept = await q.one<{ id: string }>(sql`INSERT INTO blade_dept (tenant_id, parent_id, ancestors, dept_name, full_name, sort)
    VALUES ('100001', ${deptId}, ${'0,' + deptId}, '检票组', '云游文旅集团检票组', 3) RETURNING id`);
  const finance = await q.one<{ id: string }>(
    sql`INSERT INTO blade_role (tenant_id, role_name, role_alias, sort) VALUES ('100001', '财务', 'finance', 2) RETURNING id`,
  );
  const checker = await q.one<{ id: string }>(
    sql`INSERT INTO blade_role (tenant_id, role_name, role_alias, sort) VALUES ('100001', '检票员', 'checker', 3) RETURNING id`,
  );
  await grantByCodes(q, '100001', finance!.id, ['merchant_order', 'report']);
  await grantByCodes(q, '100001', checker!.id, ['ticket_check', 'ticket_verification']);
  for (const [account, name, role, dept] of [
    ['finance', '王会计', finance!.id, finDept!.id],
    ['checker', '张检票', checker!.id, gateDept!.id],
  ]) {
    await q.query(sql`INSERT INTO blade_user (tenant_id, account, password, name, real_name, role_ids, dept_ids, is_merchant, phone)
      VALUES ('100001', ${account}, ${demoHash}, ${name}, ${name}, ARRAY[${role}]::bigint[], ARRAY[${dept}]::bigint[], true, ${account === 'finance' ? '13900000002' : '13900000003'})`);
  }
  await q.query(sql`INSERT INTO blade_notice (tenant_id, title, category, content) VALUES
    ('100001', '欢迎使用商铺管理平台', 1, '<p>演示数据已就绪:景区、门票与各状态订单。上线前请修改演示账号密码。</p>'),
    ('100001', '国庆假期票务安排', 2, '<p>请提前配置节假日价格日历与库存。</p>')`);
  const second = await provisionTenant(q, {
    tenantId: '100002',
    tenantName: '山海文旅',
    linkman: '陈经理',
    contactNumber: '13900000011',
    adminAccount: 'boss',
    adminPasswordHash: demoHash,
    adminName: '陈总',
  });
  const { modules } = await import('../modules/index.ts');
  for (const seed of demoSeeders(modules)) await seed(q, { demo: demo.tenantId, second: second.tenantId });
}

/** Seed on first start: answers whether it seeded. */
export async function seedIfEmpty(db: Database, opts: { demo: boolean; adminPassword?: string }): Promise<boolean> {
  return db.tx(async (q) => {
    await q.exec('SELECT pg_advisory_xact_lock(727275)');
    const done = await q.one(sql`SELECT 1 FROM blade_tenant WHERE tenant_id = ${PLATFORM_TENANT_ID}`);
    if (done) return false;
    await seedPlatform(q, opts.adminPassword ?? 'Admin1234');
    if (opts.demo) await seedDemo(q);
    return true;
  });
}

/** Demo accounts that still have their demo password (a production start refuses to run while any does). */
export async function demoPasswordsInUse(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const a of DEMO_ACCOUNTS) {
    const u = await db.one(
      sql`SELECT password FROM blade_user WHERE tenant_id = ${a.tenantId} AND account = ${a.account} AND is_deleted = 0`,
    );
    if (u && (await verifyPassword(u.password, md5(a.password)))) found.push(`${a.tenantId}/${a.account}`);
  }
  return found;
}
