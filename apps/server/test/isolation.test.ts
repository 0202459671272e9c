import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { routeCatalog } from '../src/platform/route.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { hashPlainPassword } from '../src/platform/tokens.ts';

/**
 * Walks the platform's routes (blade-* services) as a user of tenant A with the ids of tenant B's rows
 * everywhere an id can go, and as a user with no button codes, and proves nothing of B is read or
 * changed and nothing is done without its code. Business areas prove the same in their own suites.
 */
let t: TestApp;
let bossA: Client;
const MARK = 'ISOLATION-B';
const B: Record<string, string> = {};

const TENANT_TABLES = [
  'blade_dept',
  'blade_post',
  'blade_role',
  'blade_role_menu',
  'blade_role_scope',
  'blade_top_menu',
  'blade_top_menu_setting',
  'blade_user',
  'blade_dict',
  'blade_notice',
  'blade_attach',
];

async function snapshot(tenantId: string): Promise<string> {
  const parts: string[] = [];
  for (const table of TENANT_TABLES) {
    const rows = await t.db.query(sql`SELECT * FROM ${sql.ident(table)} WHERE tenant_id = ${tenantId} ORDER BY 1, 2, 3`);
    parts.push(JSON.stringify(rows));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  t = await startApp();
  bossA = (await login(t, ...DEMO.boss)).client;
  const bossB = (await login(t, ...DEMO.boss2)).client;
  const ok = (r: any) => {
    if (r.body.code !== 200) throw new Error(JSON.stringify(r.body));
    return r.body.data;
  };
  B.dept = (await t.db.one(sql`SELECT id FROM blade_dept WHERE tenant_id = '100002' LIMIT 1`))!.id;
  B.deptChild = ok(await bossB.post('/blade-system/dept/submit', { parentId: B.dept, deptName: MARK, sort: 1 })).id;
  B.post = ok(await bossB.post('/blade-system/post/submit', { postCode: 'iso', postName: MARK })).id;
  B.role = ok(await bossB.post('/blade-system/role/submit', { roleName: MARK, roleAlias: 'isob' })).id;
  B.dict = ok(await bossB.post('/blade-system/dict/submit', { code: 'iso_b', dictValue: MARK, sort: 1, isSealed: 0 })).id;
  B.dictChild = ok(
    await bossB.post('/blade-system/dict/submit', { parentId: B.dict, code: 'iso_b', dictKey: 'k', dictValue: MARK, sort: 1, isSealed: 0 }),
  ).id;
  B.topmenu = ok(await bossB.post('/blade-system/topmenu/submit', { code: 'isob', name: MARK })).id;
  B.notice = ok(await bossB.post('/blade-desk/notice/submit', { title: MARK, content: MARK })).id;
  B.user = ok(await bossB.post('/blade-user/save', { account: 'isob', name: MARK, realName: MARK, password: 'Iso12345b' })).id;
});
afterAll(async () => {
  await t?.close();
});

/** Which of B's ids a route's id parameters take, by the route's resource segment. */
function idFor(url: string): string {
  const seg = url.split('/')[3] ?? '';
  if (url.startsWith('/api/blade-user')) return B.user!;
  const map: Record<string, string> = {
    dept: B.deptChild!,
    post: B.post!,
    role: B.role!,
    dict: B.dictChild!,
    topmenu: B.topmenu!,
    notice: B.notice!,
  };
  return map[seg] ?? B.dict!;
}

/** A form valid enough to pass validation, so the object-level check is what answers. */
function sampleBody(url: string, id: string): Record<string, unknown> {
  const seg = url.split('/')[3] ?? '';
  const forms: Record<string, Record<string, unknown>> = {
    dept: { deptName: 'A-takeover', sort: 1, parentId: B.dept },
    post: { postCode: 'x', postName: 'A-takeover' },
    role: { roleName: 'A-takeover', roleAlias: 'takeover', roleIds: [B.role], menuIds: [] },
    dict: { code: 'iso_b', dictValue: 'A-takeover', sort: 1, isSealed: 0, parentId: B.dict, dictKey: 'k' },
    topmenu: { code: 'x', name: 'A-takeover', topMenuIds: [B.topmenu], menuIds: [] },
    notice: { title: 'A-takeover' },
  };
  const base = url.startsWith('/api/blade-user')
    ? { account: 'isob', name: 'A-takeover', password: 'Takeover123', phone: '13800000000' }
    : (forms[seg] ?? {});
  return { ...base, id, ids: id, userIds: id, roleIds: [B.role], parentId: (base as any).parentId ?? id };
}

describe('tenant isolation', () => {
  it('a user of tenant A can neither read nor change a row of tenant B through any platform route', async () => {
    const before = await snapshot('100002');
    const routes = routeCatalog.filter((r) => r.url.startsWith('/api/blade-') && !r.public && !r.platform && !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(60);
    const leaks: string[] = [];
    for (const r of routes) {
      if (r.url.endsWith('/oauth/logout')) continue;
      const id = idFor(r.url);
      const q = {
        id,
        ids: id,
        userIds: id,
        roleIds: B.role,
        topMenuIds: B.topmenu,
        parentId: id,
        deptId: B.dept,
        code: 'iso_b',
        tenantId: '100002',
        isSealed: 1,
      };
      const res = await bossA.req(r.method, r.url.replace(/^\/api/, ''), {
        query: q,
        body: r.method === 'GET' ? undefined : sampleBody(r.url, id),
      });
      const text = JSON.stringify(res.body);
      if (text.includes(MARK)) leaks.push(`${r.method} ${r.url} read B: ${text.slice(0, 200)}`);
      // creating (save) makes a row of A's own; anything else answering 200 with B's ids would be a hole
      if (r.mutating && res.body.code === 200 && !r.self && !r.url.endsWith('/save'))
        leaks.push(`${r.method} ${r.url} answered 200 with B's ids`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot('100002')).toBe(before);
  }, 120_000);

  it("row-level security hides B's rows even from a query that forgets the tenant condition", async () => {
    const rows = await t.db.tx((q) => q.query(sql`SELECT name FROM blade_user WHERE name = ${MARK}`), { tenantId: '100001' });
    expect(rows).toEqual([]);
    const own = await t.db.tx((q) => q.query(sql`SELECT name FROM blade_user WHERE name = ${MARK}`), { tenantId: '100002' });
    expect(own).toHaveLength(1);
    // and a write into another tenant is refused by the policy's check
    await expect(
      t.db.tx((q) => q.query(sql`INSERT INTO blade_post (tenant_id, post_code, post_name) VALUES ('100002', 'x', 'y')`), {
        tenantId: '100001',
      }),
    ).rejects.toThrow();
  });
});

describe('permissions', () => {
  it('a role without the button code is refused on every mutating route, and nothing changes', async () => {
    const role = await t.db.one<{ id: string }>(
      sql`INSERT INTO blade_role (tenant_id, role_name, role_alias) VALUES ('100001', '无权限', 'nobody') RETURNING id`,
    );
    await t.db.query(
      sql`INSERT INTO blade_user (tenant_id, account, password, name, role_ids) VALUES ('100001', 'nobody', ${await hashPlainPassword('Nobody123')}, '无权限', ARRAY[${role!.id}]::bigint[])`,
    );
    const { client } = await login(t, '100001', 'nobody', 'Nobody123');
    const before = await snapshot('100001');
    const routes = routeCatalog.filter((r) => r.mutating && !r.public && !r.self && r.perm.length && !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(40);
    const allowed: string[] = [];
    for (const r of routes) {
      const res = await client.req(r.method, r.url.replace(/^\/api/, ''), { query: { id: '1', ids: '1' }, body: {} });
      if (res.body.code !== 403) allowed.push(`${r.method} ${r.url} → ${res.body.code} ${res.body.msg}`);
      else if (!r.platform) expect(res.body.msg).toContain(MSG.noPermission);
    }
    expect(allowed).toEqual([]);
    expect(await snapshot('100001')).toBe(before);
  }, 120_000);
});
