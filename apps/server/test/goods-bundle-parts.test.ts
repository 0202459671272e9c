import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_MSG, ORDER_STATUS as S, chinaToday } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { SandboxExpress } from '../src/platform/providers/index.ts';
import { Client, DEMO, login, startApp, startTwoApps, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { BUNDLE, CO, GO, H5, buyGoods, buyer, makeGoods, mixedBundle, payCode } from './goods-helpers.ts';

// Bundles whose parts are tickets (on the day the buyer picks), a hotel night, an e-card and a goods SKU:
// all parts taken or none, the order keeps what it took, a refund gives each part back once (even after
// the merchant changed the bundle), and the combined order shows its parts. Also: the express sandbox
// keeps its parcels in the database.

let t: TestApp;
let boss: Client;
let anon: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  anon = new Client(t.url);
});
afterAll(async () => {
  await t?.close();
});

const orderCount = async () => Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order`))!.n);

describe('bundles of tickets, hotel nights and e-cards', () => {
  it('the editor offers parts of every kind, dated ones marked', async () => {
    const options: { partKind: string; dated: boolean }[] = ok(await boss.get(`${BUNDLE}/partOptions`));
    const kinds = new Map(options.map((o) => [o.partKind, o.dated]));
    expect([...kinds.keys()].sort()).toEqual(['ecard', 'food', 'hotel', 'line_date', 'sku', 'ticket']);
    expect([kinds.get('ticket'), kinds.get('hotel'), kinds.get('ecard'), kinds.get('sku')]).toEqual([true, true, false, false]);
  });

  it('sells for a day taking every part, refuses whole when one is short, and a refund gives back exactly what was taken', async () => {
    const day = chinaToday(5);
    // two tickets and one room per bundle; the hotel night has one room, so only one bundle sells
    const m = await mixedBundle(t, boss, day, 4, { ticket: 2, hotel: 1, ecard: 1, sku: 1 });
    await t.db.query(sql`UPDATE htl_night SET stock = 1 WHERE tenant_id = '100001' AND plan_id = ${m.plan} AND night = ${day}`);
    const shown = ok(await anon.get(`${H5}/bundle`, { id: m.bundleId, tenantId: '100001', day }));
    expect(shown.needsDay).toBe(true);
    expect(shown.left).toBe(1);
    const before = await m.left();
    expect(before).toEqual({ ticket: 4, ticketSold: 0, hotel: 1, ecard: 4, sku: 4 });
    const buy = (b: Record<string, unknown>) => anon.post(`${H5}/bundle/buy`, { ...buyer(), bundleId: m.bundleId, quantity: 1, ...b });
    const orders = await orderCount();
    expect((await buy({})).body.msg).toBe(GOODS_MSG.useDayRequired);
    expect((await buy({ day: chinaToday(-1) })).body.msg).toBe(GOODS_MSG.useDayPast);
    expect((await buy({ day, quantity: 2 })).body.msg).toBe(GOODS_MSG.partsNotEnough);
    expect(await orderCount()).toBe(orders);
    expect(await m.left()).toEqual(before);

    const first = ok(await buy({ day }));
    expect(await m.left()).toEqual({ ticket: 2, ticketSold: 2, hotel: 0, ecard: 3, sku: 3 });
    // the hotel night is gone: the next buyer is refused whole (tickets, e-card and SKU untouched)
    expect((await buy({ day })).body.msg).toBe(GOODS_MSG.partsNotEnough);
    expect(await orderCount()).toBe(orders + 1);
    expect(await m.left()).toEqual({ ticket: 2, ticketSold: 2, hotel: 0, ecard: 3, sku: 3 });
    // the ticket's stock record names the order, as a ticket order's would
    const rec = await t.db.one<{ change: number }>(
      sql`SELECT change FROM prd_stock_record WHERE tenant_id = '100001' AND order_id = ${first.orderId} AND reason = 'order'`,
    );
    expect(Number(rec!.change)).toBe(-2);

    await payCode(anon, first.code);
    const d = ok(await boss.get(`${CO}/detail`, { orderId: first.orderId }));
    expect(d.orderStatus).toBe(S.TO_BE_USED);
    expect(d.playDate).toBe(day);
    expect(d.parts.map((p: any) => [p.partKind, p.qty, p.day])).toEqual([
      ['ecard', 1, null],
      ['hotel', 1, day],
      ['sku', 1, null],
      ['ticket', 2, day],
    ]);
    expect(d.parts.every((p: any) => p.name && p.name !== '(已删除)')).toBe(true);
    const mine = ok(await anon.get(`${H5}/order`, { code: first.code }));
    expect(mine.parts).toHaveLength(4);

    // the merchant drops the hotel from the bundle; the refund still gives back what the order took
    ok(
      await boss.post(`${BUNDLE}/submitRelatedGoods`, {
        id: m.bundleId,
        parts: [{ partKind: 'sku', partId: m.sku, qty: 1 }],
      }),
    );
    ok(await boss.post(`${CO}/refund`, { orderId: first.orderId }));
    expect(await m.left()).toEqual({ ...before, ticketSold: 0 });
    expect((await boss.post(`${CO}/refund`, { orderId: first.orderId })).body.code).not.toBe(200);
    expect(await m.left()).toEqual({ ...before, ticketSold: 0 });
  });

  it('an unpaid order closed by the merchant gives its parts back once', async () => {
    const day = chinaToday(6);
    const m = await mixedBundle(t, boss, day, 3);
    const before = await m.left();
    const o = ok(await anon.post(`${H5}/bundle/buy`, { ...buyer(), bundleId: m.bundleId, quantity: 2, day }));
    expect(await m.left()).toEqual({ ticket: 1, ticketSold: 2, hotel: 1, ecard: 1, sku: 1 });
    ok(await boss.get(`${CO}/closeOrder`, { orderId: o.orderId }));
    expect(await m.left()).toEqual(before);
    expect((await boss.get(`${CO}/closeOrder`, { orderId: o.orderId })).body.code).not.toBe(200);
    expect(await m.left()).toEqual(before);
  });
});

describe('the express sandbox keeps its parcels in the database', () => {
  it('a parcel followed by one provider is tracked by another on the same database (a restart, a second process)', async () => {
    const a = new SandboxExpress(() => t.db);
    const b = new SandboxExpress(() => t.db);
    expect((await b.track({ expressCode: 'SF', trackingNo: 'SF7700001' })).state).toBe('none');
    await a.subscribe({ expressCode: 'SF', trackingNo: 'SF7700001' });
    await a.subscribe({ expressCode: 'SF', trackingNo: 'SF7700001' }); // twice: still one parcel
    const seen = await b.track({ expressCode: 'SF', trackingNo: 'SF7700001' });
    expect(seen.state).toBe('transit');
    expect(seen.steps.map((s) => s.text)).toEqual(['快件已到达分拨中心', '快递员已揽收(沙箱)']);
    await a.track({ expressCode: 'SF', trackingNo: 'SF7700001' });
    await a.track({ expressCode: 'SF', trackingNo: 'SF7700001' }); // no step past the route's end
    await b.deliver('SF', 'SF7700001');
    const signed = await a.track({ expressCode: 'SF', trackingNo: 'SF7700001' });
    expect(signed.state).toBe('signed');
    expect(signed.steps).toHaveLength(4);
    expect(signed.steps[0]!.text).toBe('已签收(沙箱)');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one database (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await startTwoApps();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a parcel shipped through one process shows its tracking through the other', async () => {
    const bossA = (await login(a, ...DEMO.boss)).client;
    const bossB = (await login(b, ...DEMO.boss)).client;
    const buyerA = new Client(a.url);
    const g = await makeGoods(bossA, { stock: 3 });
    const o = ok(await buyGoods(buyerA, g));
    await payCode(buyerA, o.code);
    const d = ok(await bossA.get(`${GO}/detail`, { orderId: o.orderId }));
    const report = ok(
      await bossA.post(`${GO}/express/batchAdd`, { rows: [{ orderNo: d.orderNo, expressCode: 'SF', trackingNo: 'SF660000001' }] }),
    );
    expect(report.written).toBe(1);
    const seen = ok(await bossB.get(`${GO}/detail`, { orderId: o.orderId }));
    expect(seen.track.map((s: { text: string }) => s.text)).toContain('快递员已揽收(沙箱)');
    const customer = ok(await new Client(b.url).get(`${H5}/order`, { code: o.code }));
    expect(customer.track.length).toBeGreaterThan(0);
  }, 120_000);
});
