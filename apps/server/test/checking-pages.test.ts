import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S, VERIFY_METHOD as M } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, orderRow, pay, place } from './commerce-helpers.ts';

// The APIs behind the checking pages (method config, powers, device records) and the scenic spot's offline recommendation.
let t: TestApp;
let boss: Client;
let boss2: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
});
afterAll(async () => {
  await t?.close();
});
const V = '/yym-verification-api';

describe('checking pages', () => {
  it("powers list the names of their products; another tenant's product is refused and nothing is written", async () => {
    const checkerId = String((await t.db.one(sql`SELECT id FROM blade_user WHERE tenant_id = '100001' AND account = 'checker'`))!.id);
    const mine = await makeTicket(boss, { name: '权限票' });
    const theirs = await makeTicket(boss2, { name: '别家票' });
    const refused = await boss.post(`${V}/verify/power/addPower`, { userId: checkerId, productIds: [mine.productId, theirs.productId] });
    expect(refused.body.code).toBe(404);
    expect(ok(await boss.get(`${V}/verify/power/list`)).total).toBe(0);

    const power = ok(await boss.post(`${V}/verify/power/addPower`, { userId: checkerId, productIds: [mine.productId, mine.productId] }));
    const list = ok(await boss.get(`${V}/verify/power/list`));
    expect(list.records).toHaveLength(1);
    expect(list.records[0]).toMatchObject({
      userName: '张检票',
      productIds: [mine.productId],
      products: [{ id: mine.productId, name: '权限票' }],
    });
    expect(ok(await boss.get(`${V}/verify/power/detail`, { powerId: power.id })).products).toEqual([
      { id: mine.productId, name: '权限票' },
    ]);
    // Filtered by checker.
    expect(ok(await boss.get(`${V}/verify/power/list`, { userId: checkerId })).total).toBe(1);
    const bossId = String((await t.db.one(sql`SELECT id FROM blade_user WHERE tenant_id = '100001' AND account = 'boss'`))!.id);
    expect(ok(await boss.get(`${V}/verify/power/list`, { userId: bossId })).total).toBe(0);
    // The other tenant sees none of it.
    expect(ok(await boss2.get(`${V}/verify/power/list`)).total).toBe(0);
    expect((await boss2.get(`${V}/verify/power/detail`, { powerId: power.id })).body.code).toBe(404);
  });

  it('device records: paged with a total, filtered by device, method, result and date', async () => {
    // The demo checked tickets at GATE-01; add a refused scan at GATE-02.
    await t.db.tx(
      (q) =>
        q.query(sql`INSERT INTO vf_record (tenant_id, method, input, device_no, result, reason, user_name)
      VALUES ('100001', ${M.QR_SCAN}, 'x', 'GATE-02', 0, '未找到可核销的票', '张检票')`),
      { tenantId: '100001' },
    );
    const all = ok(await boss.get(`${V}/verification/record/deviceNoRecordList`, { size: 2 }));
    const n = Number(
      (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM vf_record WHERE tenant_id = '100001' AND device_no IS NOT NULL`))!
        .n,
    );
    expect(n).toBeGreaterThan(2);
    expect(all.total).toBe(n);
    expect(all.records).toHaveLength(2);
    expect(ok(await boss.get(`${V}/verification/record/deviceNoRecordList`, { size: 2, current: 2 })).records[0].id).not.toBe(
      all.records[0].id,
    );
    const g2 = ok(await boss.get(`${V}/verification/record/deviceNoRecordList`, { deviceNo: 'GATE-02' }));
    expect(g2.records.map((r: any) => [r.deviceNo, r.result, r.reason])).toEqual([['GATE-02', 0, '未找到可核销的票']]);
    expect(ok(await boss.get(`${V}/verification/record/deviceNoRecordList`, { result: 0 })).records.every((r: any) => r.result === 0)).toBe(
      true,
    );
    expect(ok(await boss.get(`${V}/verification/record/deviceNoRecordList`, { method: M.FACE, deviceNo: 'GATE-02' })).total).toBe(0);
    expect(ok(await boss.get(`${V}/verification/record/deviceNoRecordList`, { startDate: day(1), endDate: day(2) })).total).toBe(0);
    expect(
      ok(await boss.get(`${V}/verification/record/deviceNoRecordList`, { deviceNo: 'GATE-02', startDate: day(0), endDate: day(0) })).total,
    ).toBe(1);
    // Another tenant's records are not listed.
    expect(ok(await boss2.get(`${V}/verification/record/deviceNoRecordList`, { deviceNo: 'GATE-02' })).total).toBe(0);
  });

  it('auto check on expiry (method 9) switched off: the expiry job lets the tickets expire instead', async () => {
    ok(await boss.post(`${V}/verify/type/configAdd`, { configs: [{ method: M.AUTO_ON_EXPIRY, enabled: 0 }] }));
    expect(ok(await boss.get(`${V}/verify/type/configList`)).find((c: any) => c.method === M.AUTO_ON_EXPIRY).enabled).toBe(0);
    const tk = await makeTicket(boss, { stock: 5, dates: [day(0)], rule: { expireRule: 2 } });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    await pay(t, boss, o.orderId);
    await t.db.query(sql`UPDATE ord_order SET play_date = play_date - 1 WHERE id = ${o.orderId}`);
    await t.app.svc.jobs.enqueue(t.db, 'order.expire', {});
    await t.app.svc.jobs.drain();
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.EXPIRED);
    expect(await t.db.one(sql`SELECT 1 FROM vf_record WHERE order_id = ${o.orderId}`)).toBeFalsy();
    ok(await boss.post(`${V}/verify/type/configAdd`, { configs: [{ method: M.AUTO_ON_EXPIRY, enabled: 1 }] }));
  });

  it('offline recommendation: saved and shown in the scenic spot list', async () => {
    const page = ok(await boss.get('/yym-product-api/poi/page'));
    const poi = page.records[0];
    expect(poi.offlineRecommend).toBe(0);
    ok(await boss.post('/yym-product-api/poi/offlineRecommend/submit', { id: poi.id, offlineRecommend: 1 }));
    expect(ok(await boss.get('/yym-product-api/poi/page')).records.find((x: any) => x.id === poi.id).offlineRecommend).toBe(1);
    // Another tenant cannot touch it.
    expect((await boss2.post('/yym-product-api/poi/offlineRecommend/submit', { id: poi.id, offlineRecommend: 0 })).body.code).toBe(404);
  });
});
