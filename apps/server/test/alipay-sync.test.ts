import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { makeTicket, ok } from './commerce-helpers.ts';

// The Alipay mini-program ticket sync calls (through the provider layer's sandbox).

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let tk: { poiId: string; productId: string };
beforeAll(async () => {
  t = await startApp();
  [boss, boss2, checker] = await Promise.all([login(t, ...DEMO.boss), login(t, ...DEMO.boss2), login(t, ...DEMO.checker)]).then((r) =>
    r.map((x) => x.client),
  );
  tk = await makeTicket(boss, { price: 5000 });
});
afterAll(async () => {
  await t?.close();
});

const ALI = '/yym-biz-basics/alipay';

describe('Alipay mini-program ticket sync', () => {
  it('configures a scenic spot, syncs its ticket, puts it on sale, sets ticket types and exports', async () => {
    const scenic = ok(await boss.get(`${ALI}/scenic/select`));
    expect(scenic.map((s: { id: string }) => s.id)).toContain(tk.poiId);
    expect((await boss.post(`${ALI}/product/submit`, { productId: tk.productId })).body.msg).toBe('商品所属景区未启用支付宝同步');

    expect((await boss.post(`${ALI}/syncConfig/submit`, { name: '西湖', poiId: tk.poiId, appId: '123' })).body.msg).toBe(
      '支付宝小程序 AppID 为 16 位数字',
    );
    const cfg = ok(await boss.post(`${ALI}/syncConfig/submit`, { name: '西湖小程序', poiId: tk.poiId, appId: '2021004100000001' }));
    expect(cfg.poiName).toBeTruthy();
    expect((await boss.post(`${ALI}/syncConfig/submit`, { name: '重复', poiId: tk.poiId, appId: '2021004100000002' })).body.msg).toBe(
      '该景区已有同步配置',
    );
    expect(ok(await boss.post(`${ALI}/syncConfig/enable`, { id: cfg.id, enabled: 1 })).enabled).toBe(1);
    expect(ok(await boss.get(`${ALI}/syncConfig/info`, { id: cfg.id })).appId).toBe('2021004100000001');
    expect(ok(await boss.get(`${ALI}/syncConfig/page`)).total).toBe(1);

    const types = ok(await boss.get(`${ALI}/ticketType/list`));
    expect(types.map((x: { name: string }) => x.name)).toContain('儿童票');
    expect(ok(await boss.post(`${ALI}/product/batchSet`, { productIds: tk.productId, ticketType: 'CHILD' }))).toBe(1);
    const synced = ok(await boss.post(`${ALI}/product/submit`, { productId: tk.productId }));
    expect(synced).toMatchObject({ productId: tk.productId, ticketType: 'CHILD', syncStatus: 1, onSale: 0 });
    expect(synced.itemId).toMatch(/^SBXI/);
    expect(ok(await boss.post(`${ALI}/product/updateStatus`, { ids: tk.productId, onSale: 1 }))).toBe(1);
    const page = ok(await boss.get(`${ALI}/product/page`, { syncStatus: 1 }));
    expect(page.records.map((r: { productId: string; onSale: number }) => [r.productId, r.onSale])).toEqual([[tk.productId, 1]]);

    const file = await fetch(`${t.url}/api${ALI}/product/export`, { headers: { 'Blade-Auth': `bearer ${boss.token}` } });
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('refuses a ticket checker and keeps tenants apart', async () => {
    expect((await checker.post(`${ALI}/product/submit`, { productId: tk.productId })).body.code).toBe(403);
    expect((await checker.post(`${ALI}/syncConfig/submit`, { name: 'x', poiId: tk.poiId, appId: '2021004100000009' })).body.code).toBe(403);
    expect((await boss2.post(`${ALI}/product/submit`, { productId: tk.productId })).body.code).toBe(404);
    expect(ok(await boss2.post(`${ALI}/product/batchSet`, { productIds: tk.productId, ticketType: 'ADULT' }))).toBe(0);
    expect((await boss2.post(`${ALI}/syncConfig/submit`, { name: 'x', poiId: tk.poiId, appId: '2021004100000009' })).body.msg).toBe(
      '请选择景区',
    );
    expect(ok(await boss2.get(`${ALI}/syncConfig/page`)).total).toBe(0);
    expect(ok(await boss2.get(`${ALI}/product/page`)).records.map((r: { productId: string }) => r.productId)).not.toContain(tk.productId);
  });
});
