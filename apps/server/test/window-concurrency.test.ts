import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, stockOf } from './commerce-helpers.ts';

const W = '/order-api/window-ticket';
let t: TestApp;
let boss: Client;
let windowId: string;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  windowId = ok(await boss.get(`${W}/counter`)).shift.windowId;
});
afterAll(() => t?.close());

describe.skipIf(!process.env.DATABASE_URL)('窗口售票 under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  it('windows selling the last tickets of a date at once never oversell', async () => {
    const tk = await makeTicket(boss, { stock: 7, dates: [day(2)] });
    // 12 counters each selling 2 of the last 7 tickets at the same moment: 3 sales, 1 ticket left.
    const rs = await Promise.all(
      Array.from({ length: 12 }, () =>
        boss.post(`${W}/sell`, { windowId, touristDate: day(2), lines: [{ productId: tk.productId, quantity: 2 }], payMethod: 'cash' }),
      ),
    );
    const sold = rs.filter((r) => r.body.code === 200);
    expect(sold).toHaveLength(3);
    for (const r of rs.filter((x) => x.body.code !== 200)) expect(r.body.msg).toBe(MSG.coStockNotEnough);
    expect(await stockOf(t, tk.skuId, day(2))).toBe(1);
    const orders = await t.db.query(sql`SELECT o.id FROM ord_order o WHERE o.product_id = ${tk.productId} AND o.order_status <> 4040`);
    expect(orders).toHaveLength(3);
    // every sale has its paid orders and nothing else: no sale row for a refused sale
    const sales =
      await t.db.query(sql`SELECT so.sale_id FROM win_sale_order so JOIN ord_order o ON o.id = so.order_id AND o.tenant_id = so.tenant_id
      WHERE o.product_id = ${tk.productId}`);
    expect(sales).toHaveLength(3);
  });

  it('a refund at the window and one from the back office at the same moment give one refund', async () => {
    const tk = await makeTicket(boss, { stock: 50, dates: [day(1)] });
    for (let round = 0; round < 5; round++) {
      const s = ok(
        await boss.post(`${W}/sell`, {
          windowId,
          touristDate: day(1),
          lines: [{ productId: tk.productId, quantity: 2 }],
          payMethod: 'cash',
        }),
      );
      const orderId = s.orders[0].orderId;
      const [win, office] = await Promise.all([
        boss.post(`${W}/batchRefund`, { orderIds: [orderId], reason: '窗口退票' }),
        boss.post('/order-api/generic-poi/biz/forced-refund', { orderId, reason: '后台退款' }),
      ]);
      expect([win.body.code, office.body.code].filter((c) => c === 200)).toHaveLength(1);
      const refunds = await t.db.query(sql`SELECT amount FROM ord_refund WHERE order_id = ${orderId}`);
      expect(refunds).toHaveLength(1);
      expect(Number(refunds[0]!.amount)).toBe(s.total);
      const back = await t.db.query(sql`SELECT amount FROM ord_trade WHERE order_id = ${orderId} AND kind = 'refund'`);
      expect(back.reduce((n, r) => n + Number(r.amount), 0)).toBe(s.total);
      // the window's log has the refund only when the window's call won
      const ops = await t.db.query(sql`SELECT id FROM win_op WHERE order_id = ${orderId}`);
      expect(ops).toHaveLength(win.body.code === 200 ? 1 : 0);
    }
  });
});
