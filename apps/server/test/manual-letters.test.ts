import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG, MANUAL_MSG } from '@yym/contract';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

// The manuals (the platform writes, every merchant reads and searches) and the station letters:
// audiences, per-user read marks, the bell's unread count.

let t: TestApp;
let admin: Client;
let boss: Client;
let checker: Client;
let boss2: Client;
beforeAll(async () => {
  t = await startApp();
  [admin, boss, checker, boss2] = await Promise.all(
    [DEMO.admin, DEMO.boss, DEMO.checker, DEMO.boss2].map(
      async ([tenant, user, password]) => (await login(t, tenant, user, password)).client,
    ),
  );
});
afterAll(() => t?.close());

describe('操作手册', () => {
  it('the platform writes a chapter every merchant reads and finds; a merchant cannot write', async () => {
    const top = ok(await admin.get('/blade-manual/manual/tree'));
    expect(top.map((n: { title: string }) => n.title)).toContain('快速入门');
    const parent = top[0];
    const added = ok(
      await admin.post('/blade-manual/manual/submit', {
        kind: 1,
        parentId: parent.id,
        title: '核销设备绑定',
        content: '<p>在<b>设备管理</b>中扫码绑定闸机</p>',
        sort: 9,
      }),
    );
    const tree = ok(await boss2.get('/blade-manual/manual/tree'));
    expect(tree.find((n: { id: string }) => n.id === parent.id).children.map((c: { title: string }) => c.title)).toContain('核销设备绑定');
    expect(ok(await boss.get('/blade-manual/manual/detail', { id: added.id })).content).toContain('扫码绑定闸机');
    const hits = ok(await boss.get('/blade-manual/manual/search', { keyword: '闸机' }));
    expect(hits).toEqual([
      expect.objectContaining({ id: added.id, title: '核销设备绑定', excerpt: expect.stringContaining('扫码绑定闸机') }),
    ]);
    expect(ok(await boss.get('/blade-manual/fund-manual/tree')).map((n: { title: string }) => n.title)).toContain('资金结算');
    expect((await boss.post('/blade-manual/manual/submit', { kind: 1, title: '商户改手册' })).status).toBe(403);
    expect(
      (await admin.post('/blade-manual/manual/submit', { id: parent.id, kind: 1, parentId: added.id, title: '快速入门' })).body.msg,
    ).toBe(MANUAL_MSG.parentLoop);
    expect((await admin.post('/blade-manual/manual/remove', undefined, { ids: parent.id })).body.msg).toBe(MANUAL_MSG.hasChildren);
  });
});

describe('station letters', () => {
  const unread = async (c: Client) => ok(await c.get('/blade-desk/notice/unread')) as number;
  const titles = async (c: Client) =>
    (ok(await c.get('/blade-desk/notice/letters', { size: 100 })).records as { title: string }[]).map((r) => r.title);

  it('a platform notice reaches the tenants it names, each user reads it once, and another tenant never sees it', async () => {
    const [b0, c0, o0] = await Promise.all([unread(boss), unread(checker), unread(boss2)]);
    const n = ok(
      await admin.post('/blade-desk/notice/submit', { title: '只发给100001的通知', status: 1, audience: 1, tenantIds: ['100001'] }),
    );
    expect([await unread(boss), await unread(checker), await unread(boss2)]).toEqual([b0 + 1, c0 + 1, o0]);
    expect(await titles(boss2)).not.toContain('只发给100001的通知');
    expect(ok(await boss.post('/blade-desk/notice/read', { items: [{ tenantId: '000000', id: n.id }] }))).toBe(1);
    expect(ok(await boss.post('/blade-desk/notice/read', { items: [{ tenantId: '000000', id: n.id }] }))).toBe(0);
    expect([await unread(boss), await unread(checker)]).toEqual([b0, c0 + 1]);
    // A letter not meant for them cannot be marked by another tenant.
    expect(ok(await boss2.post('/blade-desk/notice/read', { items: [{ tenantId: '000000', id: n.id }] }))).toBe(0);
    ok(await checker.post('/blade-desk/notice/read', { all: true }));
    expect(await unread(checker)).toBe(0);
  });

  it('a merchant’s notice to a role reaches only that role; only the platform names tenants', async () => {
    const roles = ok(await boss.get('/blade-system/role/tree', {})) as { id: string; title: string; roleAlias: string }[];
    const checkerRole = roles.find((r) => r.roleAlias === 'checker') ?? roles.find((r) => r.title.includes('检票'));
    expect(checkerRole).toBeTruthy();
    ok(await boss.post('/blade-desk/notice/submit', { title: '检票员排班调整', status: 1, audience: 2, roleIds: [checkerRole!.id] }));
    expect(await titles(checker)).toContain('检票员排班调整');
    expect(await titles(boss)).not.toContain('检票员排班调整');
    const refused = await boss.post('/blade-desk/notice/submit', { title: '越权', status: 1, audience: 1, tenantIds: ['100002'] });
    expect([refused.status, refused.body.msg]).toEqual([400, DESK_MSG.tenantsPlatformOnly]);
    expect((await boss.post('/blade-desk/notice/submit', { title: '缺角色', audience: 2 })).body.msg).toBe(DESK_MSG.rolesRequired);
  });
});
