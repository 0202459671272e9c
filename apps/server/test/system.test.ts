import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, sendUpload, startApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: Client;
let boss: Client;
let finance: Client;
beforeAll(async () => {
  t = await startApp();
  admin = (await login(t, ...DEMO.admin)).client;
  boss = (await login(t, ...DEMO.boss)).client;
  finance = (await login(t, ...DEMO.finance)).client;
});
afterAll(async () => {
  await t?.close();
});

const flat = (tree: any[]): any[] => tree.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('menus', () => {
  it('routes differ by role; hidden (sort -999) and role-filtered items are not returned', async () => {
    const adminMenus = flat((await admin.get('/blade-system/menu/routes')).body.data);
    const bossMenus = flat((await boss.get('/blade-system/menu/routes')).body.data);
    const financeMenus = flat((await finance.get('/blade-system/menu/routes')).body.data);
    expect(adminMenus.some((m) => m.code === 'tenant')).toBe(true);
    expect(bossMenus.some((m) => m.code === 'tenant')).toBe(false); // platform-only
    expect(bossMenus.some((m) => m.code === 'order_scenic')).toBe(true);
    expect(bossMenus.some((m) => m.code === 'new_year_festival')).toBe(false); // sort -999
    expect(bossMenus.some((m) => m.code === 'pay_config')).toBe(true); // roles admin
    expect(financeMenus.some((m) => m.code === 'pay_config')).toBe(false); // role finance not allowed
    expect(financeMenus.map((m) => m.code)).toContain('order_scenic');
    expect(financeMenus.map((m) => m.code)).not.toContain('user');
    const ticket = adminMenus.find((m) => m.code === 'ticket_statistics');
    expect(ticket.isAuth).toBe(true);
    expect(adminMenus.find((m) => m.code === 'order_scenic').keepAlive).toBe(true);
  });

  it('buttons answer a map of code to true', async () => {
    const b = (await finance.get('/blade-system/menu/buttons')).body.data;
    expect(b.order_scenic_refund).toBe(true);
    expect(b.user_add).toBeUndefined();
  });

  it('platform administrators manage the menu; merchants cannot', async () => {
    const created = await admin.post('/blade-system/menu/submit', {
      parentId: 0,
      code: 'test_menu',
      name: '测试菜单',
      path: '/test',
      sort: 99,
      category: 1,
    });
    expect(created.body.code).toBe(200);
    const dup = await admin.post('/blade-system/menu/submit', { parentId: 0, code: 'test_menu', name: 'x', sort: 1 });
    expect(dup.body.msg).toBe('菜单编号已存在');
    const bossTry = await boss.post('/blade-system/menu/submit', { parentId: 0, code: 'x_menu', name: 'x', sort: 1 });
    expect(bossTry.body.code).toBe(403);
    const lazy = await admin.get('/blade-system/menu/lazy-list', { parentId: 0 });
    expect(lazy.body.data.some((m: any) => m.code === 'test_menu')).toBe(true);
    expect((await admin.post('/blade-system/menu/remove', undefined, { ids: created.body.data.id })).body.code).toBe(200);
  });
});

describe('dictionaries', () => {
  it("create parent and child, seal, look up, delete; validation messages are the spec's", async () => {
    expect((await boss.post('/blade-system/dict/submit', { code: '', dictValue: 'x' })).body.msg).toBe(MSG.dictCodeRequired);
    expect((await boss.post('/blade-system/dict/submit', { code: 'c' })).body.msg).toBe(MSG.dictNameRequired);
    expect((await boss.post('/blade-system/dict/submit', { code: 'c', dictValue: 'v' })).body.msg).toBe(MSG.dictSortRequired);
    expect((await boss.post('/blade-system/dict/submit', { code: 'c', dictValue: 'v', sort: 1 })).body.msg).toBe(MSG.dictSealedRequired);
    const parent = await boss.post('/blade-system/dict/submit', { code: 'ticket_channel', dictValue: '售票渠道', sort: 1, isSealed: 0 });
    expect(parent.body.code).toBe(200);
    const pid = parent.body.data.id;
    expect(
      (await boss.post('/blade-system/dict/submit', { parentId: pid, code: 'x', dictValue: '小程序', sort: 1, isSealed: 0 })).body.msg,
    ).toBe(MSG.dictKeyRequired);
    const child = await boss.post('/blade-system/dict/submit', {
      parentId: pid,
      code: 'whatever',
      dictKey: 'mini',
      dictValue: '小程序',
      sort: 1,
      isSealed: 0,
    });
    expect(child.body.data.code).toBe('ticket_channel');
    const children = await boss.get('/blade-system/dict/child-list', { parentId: pid });
    expect(children.body.data.records.map((r: any) => r.dictValue)).toEqual(['小程序']);
    expect((await boss.get('/blade-system/dict/dictionary', { code: 'ticket_channel' })).body.data).toHaveLength(1);
    await boss.post('/blade-system/dict/seal', undefined, { ids: child.body.data.id, isSealed: 1 });
    expect((await boss.get('/blade-system/dict/dictionary', { code: 'ticket_channel' })).body.data).toHaveLength(0);
    // the platform's dictionaries are readable by every tenant
    expect((await boss.get('/blade-system/dict/dictionary', { code: 'refund_reason' })).body.data.length).toBeGreaterThan(2);
    const dup = await boss.post('/blade-system/dict/submit', { code: 'ticket_channel', dictValue: 'x', sort: 2, isSealed: 0 });
    expect(dup.body.msg).toBe(MSG.dictCodeExists);
    expect((await boss.post('/blade-system/dict/remove', undefined, { ids: pid })).body.code).toBe(200);
    expect((await boss.get('/blade-system/dict/detail', { id: child.body.data.id })).body.code).toBe(404);
  });
});

describe('users, roles and data scopes', () => {
  it('adds a user with the password rule, grants roles, resets the password', async () => {
    const weak = await boss.post('/blade-user/save', { account: 'clerk1', name: '售票员', password: '123' });
    expect(weak.body.msg).toBe(MSG.passwordFormat);
    const phone = await boss.post('/blade-user/save', { account: 'clerk1', name: '售票员', password: 'Clerk1234', phone: '123' });
    expect(phone.body.msg).toBe(MSG.mobileLength);
    const ok = await boss.post('/blade-user/save', {
      account: 'clerk1',
      name: '售票员',
      realName: '赵六',
      password: 'Clerk1234',
      phone: '13700000000',
    });
    expect(ok.body.code).toBe(200);
    const dup = await boss.post('/blade-user/save', { account: 'clerk1', name: 'x', password: 'Clerk1234' });
    expect(dup.body.msg).toBe(MSG.accountExists);
    const id = ok.body.data.id;
    const role = await boss.post('/blade-system/role/submit', { roleName: '售票员', roleAlias: 'seller', sort: 5 });
    expect(role.body.code).toBe(200);
    expect((await boss.post('/blade-user/grant', undefined, { userIds: id, roleIds: role.body.data.id })).body.code).toBe(200);
    const detail = await boss.get('/blade-user/detail', { id });
    expect(detail.body.data.roleName).toBe('售票员');
    const c = await login(t, '100001', 'clerk1', 'Clerk1234');
    expect((await boss.post('/blade-user/reset-password', undefined, { userIds: id })).body.code).toBe(200);
    expect((await c.client.get('/blade-auth/oauth/user-info')).body.code).toBe(411);
    await login(t, '100001', 'clerk1', 'abc12345');
  });

  it('role grant gives menus and buttons; platform menus cannot be granted by a merchant', async () => {
    const role = await boss.post('/blade-system/role/submit', { roleName: '只读', roleAlias: 'reader', sort: 6 });
    const tree = (await boss.get('/blade-system/menu/grant-tree')).body.data;
    const menus = flat(tree.menu);
    const dictMenu = menus.find((m) => m.title === '字典管理');
    const dictAdd = menus.find((m) => m.parentId === dictMenu.id && m.title === '新增');
    const grant = await boss.post('/blade-system/role/grant', {
      roleIds: [role.body.data.id],
      menuIds: [dictMenu.id, dictAdd.id],
      dataScopeIds: [],
      apiScopeIds: [],
    });
    expect(grant.body.code).toBe(200);
    const keys = await boss.get('/blade-system/menu/role-tree-keys', { roleIds: role.body.data.id });
    expect(keys.body.data.menu.sort()).toEqual([dictMenu.id, dictAdd.id].sort());
    const platformMenu = await t.db.one(sql`SELECT id FROM blade_menu WHERE code = 'tenant'`);
    const bad = await boss.post('/blade-system/role/grant', { roleIds: [role.body.data.id], menuIds: [platformMenu!.id] });
    expect(bad.body.code).toBe(400);
    expect(keys.body.data.menu).not.toContain(platformMenu!.id);
  });

  it('data scope "own department" limits the user list', async () => {
    const scope = await t.db.one(sql`SELECT id FROM blade_scope_data WHERE resource_code = 'user' AND scope_type = 3`);
    const finRole = await t.db.one(sql`SELECT id FROM blade_role WHERE tenant_id = '100001' AND role_alias = 'finance'`);
    // finance may see the user list within its own department only
    const userMenu = await t.db.one(sql`SELECT id FROM blade_menu WHERE code = 'user'`);
    const current = (await boss.get('/blade-system/menu/role-tree-keys', { roleIds: finRole!.id })).body.data.menu;
    await boss.post('/blade-system/role/grant', { roleIds: [finRole!.id], menuIds: [...current, userMenu!.id], dataScopeIds: [scope!.id] });
    const all = (await boss.get('/blade-user/page', { size: 100 })).body.data.records.map((u: any) => u.account);
    const mine = (await finance.get('/blade-user/page', { size: 100 })).body.data.records.map((u: any) => u.account);
    expect(all).toEqual(expect.arrayContaining(['boss', 'finance', 'checker']));
    expect(mine).toEqual(['finance']);
  });
});

describe('departments, posts, params, regions, top menus, notices, logs', () => {
  it('departments form a tree and refuse removing a parent with children', async () => {
    const root = (await boss.get('/blade-system/dept/tree')).body.data[0];
    const child = await boss.post('/blade-system/dept/submit', { parentId: root.id, deptName: '市场部', sort: 9 });
    expect(child.body.data.ancestors).toBe(`0,${root.id}`);
    expect((await boss.post('/blade-system/dept/submit', { parentId: root.id, deptName: '' })).body.msg).toBe('请输入机构名称');
    expect((await boss.post('/blade-system/dept/remove', undefined, { ids: root.id })).body.msg).toBe('请先删除子节点');
    expect((await boss.post('/blade-system/dept/remove', undefined, { ids: child.body.data.id })).body.code).toBe(200);
  });

  it('posts CRUD with paging', async () => {
    const p = await boss.post('/blade-system/post/submit', { postCode: 'seller', postName: '售票员', sort: 1 });
    expect(p.body.code).toBe(200);
    const page = await boss.get('/blade-system/post/list', { current: 1, size: 10, postName: '售票' });
    expect(page.body.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(
      (await boss.post('/blade-system/post/submit', { id: p.body.data.id, postCode: 'seller', postName: '窗口售票员', sort: 1 })).body.data
        .postName,
    ).toBe('窗口售票员');
  });

  it('system parameters: required fields, platform writes only', async () => {
    expect((await admin.post('/blade-system/param/submit', { paramName: 'a', paramKey: 'b' })).body.msg).toBe(MSG.paramValueRequired);
    expect(
      (await admin.post('/blade-system/param/submit', { paramName: '客服电话', paramKey: 'site.phone', paramValue: '400-000' })).body.code,
    ).toBe(200);
    expect((await boss.post('/blade-system/param/submit', { paramName: 'x', paramKey: 'y', paramValue: 'z' })).body.code).toBe(403);
  });

  it('regions load lazily', async () => {
    const top = (await boss.get('/blade-system/region/lazy-tree', { parentCode: '00' })).body.data;
    const zj = top.find((r: any) => r.title === '浙江');
    expect(zj.hasChildren).toBe(true);
    const cities = (await boss.get('/blade-system/region/lazy-tree', { parentCode: zj.id })).body.data;
    expect(cities.map((c: any) => c.title)).toContain('杭州市');
  });

  it('top menus and their grant', async () => {
    const top = await boss.post('/blade-system/topmenu/submit', { code: 'biz', name: '业务', sort: 1 });
    const orderMenu = await t.db.one(sql`SELECT id FROM blade_menu WHERE code = 'merchant_order'`);
    expect((await boss.post('/blade-system/topmenu/grant', { topMenuIds: [top.body.data.id], menuIds: [orderMenu!.id] })).body.code).toBe(
      200,
    );
    expect((await boss.get('/blade-system/menu/top-menu')).body.data.map((x: any) => x.name)).toContain('业务');
    const routes = (await boss.get('/blade-system/menu/routes', { topMenuId: top.body.data.id })).body.data;
    expect(routes.map((r: any) => r.code)).toEqual(['merchant_order']);
  });

  it('notices feed the bell', async () => {
    const top = await boss.get('/blade-desk/notice/top');
    expect(top.body.data.total).toBeGreaterThanOrEqual(2);
  });

  it('every mutating call is in the operation log, refused ones too', async () => {
    await finance.post('/blade-system/dict/submit', { code: 'x', dictValue: 'y', sort: 1, isSealed: 0 });
    const logs = (await boss.get('/blade-log/api/list', { size: 200 })).body.data.records;
    const refused = logs.find((l: any) => l.createBy === 'finance' && l.route === '/blade-system/dict/submit');
    expect(refused.outcomeCode).toBe(403);
    expect(logs.some((l: any) => l.createBy === 'boss' && l.route === '/blade-system/post/submit' && l.outcomeCode === 200)).toBe(true);
  });

  it('a burst of calls finishing together (their lines share INSERTs) logs each call once with its own outcome', async () => {
    const lines = async () => {
      const logs = (await boss.get('/blade-log/api/list', { size: 200 })).body.data.records.filter(
        (l: any) => l.route === '/blade-system/post/submit',
      );
      return (who: string, code: number) => logs.filter((l: any) => l.createBy === who && l.outcomeCode === code).length;
    };
    const before = await lines();
    const codes = Array.from({ length: 24 }, (_, i) => `burst${i}`);
    await Promise.all([
      ...codes.map((c) => boss.post('/blade-system/post/submit', { postCode: c, postName: c, sort: 1 })),
      ...codes.slice(0, 6).map((c) => finance.post('/blade-system/post/submit', { postCode: c, postName: c, sort: 1 })),
    ]);
    const after = await lines();
    expect(after('boss', 200) - before('boss', 200)).toBe(24);
    expect(after('finance', 403) - before('finance', 403)).toBe(6);
  });
});

describe('tenants', () => {
  it('the platform creates a tenant with its administrator, who can log in and sees only merchant menus', async () => {
    const weak = await admin.post('/blade-system/tenant/submit', { tenantName: '新商户', adminPassword: '1' });
    expect(weak.body.msg).toBe(MSG.passwordFormat);
    const r = await admin.post('/blade-system/tenant/submit', {
      tenantName: '新商户',
      linkman: '周',
      contactNumber: '13600000000',
      adminPassword: 'Admin12345',
    });
    expect(r.body.data.tenantId).toMatch(/^\d{6}$/);
    const { client } = await login(t, r.body.data.tenantId, 'admin', 'Admin12345');
    const codes = flat((await client.get('/blade-system/menu/routes')).body.data).map((m) => m.code);
    expect(codes).toContain('order_scenic');
    expect(codes).not.toContain('tenant');
    const page = await admin.get('/blade-system/tenant/page', { tenantName: '新商户' });
    expect(page.body.data.total).toBe(1);
    const users = await admin.get('/blade-system/tenant/userList', { tenantId: r.body.data.tenantId });
    expect(users.body.data.records[0].account).toBe('admin');
    expect((await boss.get('/blade-system/tenant/page')).body.code).toBe(403);
    // removing the tenant ends its sessions
    await admin.post('/blade-system/tenant/remove', undefined, { ids: page.body.data.records[0].id });
    expect((await client.get('/blade-auth/oauth/user-info')).body.code).not.toBe(200);
  });

  it('tenant info for the login page is public', async () => {
    const r = await new Client(t.url).get('/blade-system/tenant/info', { domain: 'nowhere.example' });
    expect(r.body.data.tenantMode).toBe(true);
  });
});

describe('uploads', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  it('credential, direct PUT, then served with nosniff', async () => {
    const cred = await boss.post('/yym-external-server/oss/endpoint/token', {
      fileName: 'logo.png',
      size: png.length,
      contentType: 'image/png',
    });
    expect(cred.body.code).toBe(200);
    const c = JSON.parse(cred.body.data);
    const { body } = await sendUpload(t, c, png);
    expect(body.code).toBe(200);
    const got = await fetch(t.url + body.data.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
  });
  it('refuses a wrong type, a disguised file and a tampered signature', async () => {
    const exe = await boss.post('/yym-external-server/oss/endpoint/token', {
      fileName: 'a.exe',
      size: 10,
      contentType: 'application/octet-stream',
    });
    expect(exe.body.msg).toBe(MSG.uploadType);
    const cred = JSON.parse(
      (await boss.post('/yym-external-server/oss/endpoint/token', { fileName: 'a.png', size: 100, contentType: 'image/png' })).body.data,
    );
    const fake = await sendUpload(t, cred, Buffer.from('<script>alert(1)</script>'));
    expect(fake.body.msg).toBe(MSG.uploadType);
    const tampered = (cred.confirmUrl ?? cred.uploadUrl).replace(/max=\d+/, 'max=999999999');
    const r = await sendUpload(t, cred, png, tampered);
    expect(r.body.code).toBe(403);
  });
});

describe('api scopes', () => {
  it('a path listed as an api scope is refused to roles not granted it', async () => {
    const postMenu = await t.db.one(sql`SELECT id FROM blade_menu WHERE code = 'post'`);
    const scope = await admin.post('/blade-system/api-scope/submit', {
      menuId: postMenu!.id,
      resourceCode: 'post',
      scopeName: '岗位列表接口',
      scopePath: '/api/blade-system/post/list',
    });
    expect(scope.body.code).toBe(200);
    expect((await boss.get('/blade-system/post/list')).body.code).toBe(403);
    const bossRole = await t.db.one(sql`SELECT id FROM blade_role WHERE tenant_id = '100001' AND role_alias = 'admin'`);
    const menus = (await boss.get('/blade-system/menu/role-tree-keys', { roleIds: bossRole!.id })).body.data.menu;
    await boss.post('/blade-system/role/grant', { roleIds: [bossRole!.id], menuIds: menus, apiScopeIds: [scope.body.data.id] });
    expect((await boss.get('/blade-system/post/list')).body.code).toBe(200);
    await admin.post('/blade-system/api-scope/remove', undefined, { ids: scope.body.data.id });
  });
});

describe('platform services', () => {
  it('serves OpenAPI documentation and a health check', async () => {
    const docs = await (await fetch(t.url + '/api/docs/json')).json();
    expect(docs.paths['/api/blade-user/page'].get.summary).toContain('Users');
    expect((await fetch(t.url + '/api/docs')).status).toBe(200);
    const health = await (await fetch(t.url + '/api/health')).json();
    expect(health.data.status).toBe('UP');
  });
  it('bad input never answers 500', async () => {
    const r = await boss.get('/blade-user/detail', { id: "1' OR '1'='1" });
    expect(r.status).toBe(400);
    const big = await boss.get('/blade-user/page', { size: 100000 });
    expect(big.status).toBe(400);
  });
});

describe('route catalogue', () => {
  it('the contract package lists every route the server registers (run `npm run routes` after adding one)', async () => {
    const { catalogueSource } = await import('../src/catalogue.ts');
    const { readFileSync } = await import('node:fs');
    const file = readFileSync(new URL('../../../packages/contract/src/routes.ts', import.meta.url), 'utf8');
    expect(file).toBe(await catalogueSource());
  }, 180_000); // it starts a server of its own on a new embedded database
});
