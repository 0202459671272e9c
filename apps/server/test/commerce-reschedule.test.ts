import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ORDER_STATUS as S } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, ok, orderRow, pay, place, stockOf } from './commerce-helpers.ts';

let t: TestApp;
let boss: Client;
let checker: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  checker = (await login(t, ...DEMO.checker)).client;
});
afterAll(async () => {
  await t?.close();
});

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

/** A ticket bookable on day 1, 3, 5 (stock 1 on day 5); day 2 is a disabled date, day 4's weekday is not allowed. */
async function ticket(c: Client) {
  const poi = ok(
    await c.post('/yym-product-api/poi/submit', {
      name: `改期景区${Math.random().toString(36).slice(2, 6)}`,
      address: '测试路1号',
      phone: '0571-88888888',
    }),
  );
  const product = ok(await c.post('/yym-product-api/product/info/submitInfo', { name: '改期票', poiId: poi.id, spuType: 1, maxBuy: 20 }));
  const weekly = [0, 1, 2, 3, 4, 5, 6].filter((w) => w !== weekday(day(4))).join(',');
  ok(await c.post('/yym-product-api/b/product/ticket/rule/save', { id: product.id, weekly, disDate: day(2) }));
  const inv = ok(
    await c.post('/yym-product-api/b/product/ticket/inventory/save', {
      id: product.id,
      skus: [{ name: '成人票', price: 5000 }],
      calendar: [
        { skuIndex: 0, dates: [day(1), day(2), day(3), day(4)], price: 5000, stock: 10 },
        { skuIndex: 0, dates: [day(5)], price: 5000, stock: 1 },
      ],
    }),
  );
  ok(await c.post('/yym-product-api/b/product/onOrOffShelf', undefined, { productIds: product.id, status: 1 }));
  return { productId: product.id as string, skuId: inv.skuIds[0] as string };
}

const move = (c: Client, orderId: string, touristDate: string) => c.post('/order-api/generic-poi/biz/reschedule', { orderId, touristDate });

describe('reschedule', () => {
  it('moves a paid order to an allowed date: stock moves once, the log shows who, when, from and to', async () => {
    const tk = await ticket(boss);
    const o = ok(await place(boss, tk.productId, { quantity: 2, date: day(1) }));
    // unpaid orders cannot be rescheduled
    expect((await move(boss, o.orderId, day(3))).body.msg).toBe(MSG.coRescheduleState);
    await pay(t, boss, o.orderId);
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.TO_BE_USED);
    expect(await stockOf(t, tk.skuId, day(1))).toBe(8);

    // refused dates change nothing
    const refused: [string, string][] = [
      [day(2), MSG.coDateNotBookable],
      [day(4), MSG.coDateNotBookable],
      [day(5), MSG.coStockNotEnough],
      [day(1), MSG.coRescheduleSameDate],
      [day(-1), MSG.coDatePast],
      [day(9), MSG.coDateNotBookable],
    ];
    for (const [date, msg] of refused) {
      const r = await move(boss, o.orderId, date);
      expect(r.body.code, date).toBe(400);
      expect(r.body.msg, date).toBe(msg);
    }
    expect(await stockOf(t, tk.skuId, day(1))).toBe(8);
    expect(await stockOf(t, tk.skuId, day(5))).toBe(1);
    expect((await orderRow(t, o.orderId)).play_date).toBe(day(1));
    expect(ok(await boss.get('/order-api/generic-poi/biz/reschedule-log', { orderId: o.orderId }))).toEqual([]);

    // a checker has no reschedule button; another tenant does not see the order
    expect((await move(checker, o.orderId, day(3))).body.code).toBe(403);
    const other = (await login(t, ...DEMO.boss2)).client;
    expect((await move(other, o.orderId, day(3))).body.code).toBe(404);

    const done = ok(await move(boss, o.orderId, day(3)));
    expect(done).toMatchObject({ fromDate: day(1), toDate: day(3), quantity: 2 });
    expect(await stockOf(t, tk.skuId, day(1))).toBe(10);
    expect(await stockOf(t, tk.skuId, day(3))).toBe(8);
    const info = ok(await boss.get('/order-api/generic-poi/biz/detail/order-info', { orderId: o.orderId }));
    expect(info.playDate).toBe(day(3));
    expect(info.orderStatus).toBe(S.TO_BE_USED);
    const log = ok(await boss.get('/order-api/generic-poi/biz/reschedule-log', { orderId: o.orderId }));
    expect(log).toHaveLength(1);
    expect(log[0].content).toContain(day(1));
    expect(log[0].content).toContain(day(3));
    expect(log[0].userName).toBeTruthy();
    expect(log[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // the stock records show one give-back and one take, nothing more
    const rec = await t.db.query<{ play_date: string; change: number; reason: string }>(
      sql`SELECT play_date, change, reason FROM prd_stock_record WHERE order_id = ${o.orderId} ORDER BY id`,
    );
    expect(rec.map((r) => [r.play_date, Number(r.change), r.reason])).toEqual([
      [day(1), -2, 'order'],
      [day(1), 2, 'reschedule'],
      [day(3), -2, 'order'],
    ]);

    // after a refund the stock is back on the new date once, and the order can no longer be moved
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, reason: '测试' }));
    expect(await stockOf(t, tk.skuId, day(3))).toBe(10);
    expect((await move(boss, o.orderId, day(1))).body.msg).toBe(MSG.coRescheduleState);
    expect(await stockOf(t, tk.skuId, day(1))).toBe(10);
    expect(await stockOf(t, tk.skuId, day(3))).toBe(10);
  });
});

describe('storefront product calendar', () => {
  it('answers 60 days with disabled dates and weekdays marked, on-shelf products only', async () => {
    const tk = await ticket(boss);
    const anon = new Client(t.url);
    const cal = ok(await anon.get('/yym-product-api/h5/product/calendar', { id: tk.productId, tenantId: '100001' }));
    expect(cal).toHaveLength(60);
    expect(cal[0].date).toBe(day(0));
    const at = (n: number) => cal.find((c: any) => c.date === day(n));
    expect(at(1)).toMatchObject({ allowed: true, bookable: true, price: 5000, priceYuan: '50.00', stock: 10 });
    expect(at(2)).toMatchObject({ allowed: false, bookable: false });
    expect(at(4)).toMatchObject({ allowed: false, bookable: false });
    expect(at(9)).toMatchObject({ bookable: false, stock: 0 });
    // another tenant's id does not find it, and off shelf it is gone
    expect((await anon.get('/yym-product-api/h5/product/calendar', { id: tk.productId, tenantId: '100002' })).body.code).toBe(404);
    ok(await boss.post('/yym-product-api/b/product/onOrOffShelf', undefined, { productIds: tk.productId, status: 0 }));
    expect((await anon.get('/yym-product-api/h5/product/calendar', { id: tk.productId, tenantId: '100001' })).body.code).toBe(404);
  });
});
