import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { foldTally } from '../src/modules/order/orders/repo/tally.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, pay, place } from './commerce-helpers.ts';

// The scenic list's total comes from the order tally (migration 040) when the filters are status and
// creation dates: it must equal a count of the orders themselves after every kind of change.
let t: TestApp;
let boss: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
});
afterAll(async () => {
  await t?.close();
});

const PAGE = '/order-api/generic-poi/biz/page';
const STATUSES = [undefined, ORDER_STATUS.PENDING_PAYMENT, ORDER_STATUS.TO_BE_USED, ORDER_STATUS.CANCELLED, ORDER_STATUS.COMPLETED];

/** The orders counted directly: the demo merchant's live ticket orders, by status and China creation day. */
async function counted(status: number | undefined, from?: string, to?: string): Promise<number> {
  const r = await t.db.one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ord_order WHERE ${sql.and([
      sql`tenant_id = '100001' AND order_kind = 'ticket' AND is_deleted = 0`,
      status !== undefined && sql`order_status = ${status}`,
      from && sql`(create_time AT TIME ZONE 'Asia/Shanghai')::date >= ${from}::date`,
      to && sql`(create_time AT TIME ZONE 'Asia/Shanghai')::date <= ${to}::date`,
    ])}`,
  );
  return r!.n;
}

/** Every status, with and without a date range, as the list's total and as counted. */
async function expectTotalsMatch() {
  for (const status of STATUSES) {
    for (const [from, to] of [
      [undefined, undefined],
      [day(-30), day(0)],
      [day(0), day(0)],
      [day(-400), day(-200)],
    ]) {
      const page = ok(await boss.get(PAGE, { orderStatus: status, startDate: from, endDate: to, current: 1, size: 10 }));
      expect({ status, from, to, total: page.total }).toEqual({ status, from, to, total: await counted(status, from, to) });
    }
  }
}

describe('order list totals from the tally', () => {
  it('match a count of the orders through placing, paying, cancelling, removing and backdating, before and after the fold', async () => {
    await expectTotalsMatch();
    const tk = await makeTicket(boss, { stock: 50, dates: [day(1)] });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(ok(await place(boss, tk.productId, { quantity: 1, date: day(1) })).orderId);
    await pay(t, boss, ids[0]!);
    await pay(t, boss, ids[1]!);
    ok(await boss.post('/order-api/cancelOrder', { orderId: ids[2] }));
    await expectTotalsMatch();
    // A finished order removed from the list leaves the total; an order whose creation time moves changes day.
    ok(await boss.post('/order-api/scenicmainorder/remove', undefined, { ids: ids[2] }));
    await t.db.query(sql`UPDATE ord_order SET create_time = now() - interval '250 days' WHERE id = ${ids[3]}`);
    await t.db.query(sql`DELETE FROM ord_guest WHERE order_id = ${ids[4]}`);
    await t.db.query(sql`DELETE FROM ord_order WHERE id = ${ids[4]}`);
    await expectTotalsMatch();
    await foldTally(t.db);
    const shards = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order_tally WHERE shard <> 0`);
    expect(shards!.n).toBe(0);
    await expectTotalsMatch();
    // A narrower filter is counted as before (the tally knows nothing of phones).
    const byPhone = ok(await boss.get(PAGE, { contactPhone: '13800138000', current: 1, size: 10 }));
    const phoneCount = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order
      WHERE tenant_id = '100001' AND order_kind = 'ticket' AND is_deleted = 0 AND contact_phone = '13800138000'`);
    expect(byPhone.total).toBe(phoneCount!.n);
  });

  it('another tenant never sees the demo merchant in its totals', async () => {
    const other = (await login(t, ...DEMO.boss2)).client;
    const page = ok(await other.get(PAGE, { current: 1, size: 10 }));
    const own = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order
      WHERE tenant_id = '100002' AND order_kind = 'ticket' AND is_deleted = 0`);
    expect(page.total).toBe(own!.n);
  });

  it('stay exact while buyers on many connections race a running fold', async () => {
    const tk = await makeTicket(boss, { stock: 200, dates: [day(2)] });
    const before = ok(await boss.get(PAGE, { orderStatus: ORDER_STATUS.PENDING_PAYMENT, current: 1, size: 10 })).total;
    const buys = Array.from({ length: 40 }, () => place(boss, tk.productId, { quantity: 1, date: day(2) }));
    const folds = Array.from({ length: 5 }, (_, i) => new Promise((r) => setTimeout(r, i * 20)).then(() => foldTally(t.db)));
    const results = await Promise.all(buys);
    await Promise.all(folds);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(40);
    const after = ok(await boss.get(PAGE, { orderStatus: ORDER_STATUS.PENDING_PAYMENT, current: 1, size: 10 })).total;
    expect(after).toBe(before + 40);
    await expectTotalsMatch();
  });
});
