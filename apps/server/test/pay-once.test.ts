import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS as S } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { makeTicket, ok, orderRow, place } from './commerce-helpers.ts';

// Defect 6: one order could be paid several times (each "pay" opened a new trade, each notice paid).

let t: TestApp;
let boss: Client;
let checker: Client;
let pub: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  pub = new Client(t.url);
});
afterAll(async () => {
  await t?.close();
});

const trades = (orderId: string) =>
  t.db.query<{ trade_no: string; kind: string; trade_status: string; amount: string }>(
    sql`SELECT trade_no, kind, trade_status, amount FROM ord_trade WHERE order_id = ${orderId} ORDER BY id`,
  );
const money = async (orderId: string) => ok(await boss.get('/order-api/pay/trade/status', { orderId }));

/** A trade row the way older code left them (a second trade of the order), with its signed notice. */
async function strayTrade(orderId: string, tenantId: string, status: 'created' | 'closed', amount: number) {
  const tradeNo = `P9${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  await t.db.query(sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, provider, amount, trade_status)
    VALUES (${tenantId}, ${orderId}, 'pay', ${tradeNo}, 'sandbox', ${amount}, ${status})`);
  const params = await t.app.svc.providers.payment.createPayment({ tradeNo, amount, subject: '成人票' });
  return (params as { callback: Record<string, unknown> }).callback;
}

describe('one order is paid once', () => {
  it('three "pay" calls answer one open trade; three notices leave 5,500 paid against 5,500', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 5500 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    const starts = [];
    for (let i = 0; i < 3; i++) starts.push(ok(await boss.post('/order-api/pay/trade', { orderId: o.orderId })));
    expect(new Set(starts.map((s) => s.tradeNo)).size).toBe(1);
    for (const s of starts) ok(await pub.post('/order-api/pay/notify/sandbox', s.payParams.callback));
    const m = await money(o.orderId);
    expect(m.paid).toBe(5500);
    expect(m.orderStatus).toBe(S.TO_BE_USED);
    expect((await trades(o.orderId)).map((x) => [x.kind, x.trade_status])).toEqual([['pay', 'done']]);
    // Once paid, "pay" is refused: no new trade is opened for a paid order.
    expect((await boss.post('/order-api/pay/trade', { orderId: o.orderId })).body.code).toBe(400);
  });

  it('a notice for a paid order, or for a trade that is not the live one, is refunded at once and recorded; a replay does nothing more', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 5500 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    const old = await strayTrade(o.orderId, '100001', 'closed', 5500);
    const start = ok(await boss.post('/order-api/pay/trade', { orderId: o.orderId }));
    ok(await pub.post('/order-api/pay/notify/sandbox', start.payParams.callback));
    const late = await strayTrade(o.orderId, '100001', 'created', 5500);
    const refund = vi.spyOn(t.app.svc.providers.payment, 'refund');
    try {
      for (const cb of [old, late, old, late]) {
        const r = ok(await pub.post('/order-api/pay/notify/sandbox', cb));
        expect(r.tradeStatus).toBe('returned');
      }
      // Each stray payment went back through the provider exactly once.
      expect(refund.mock.calls.map((c) => c[0].tradeNo).sort()).toEqual([old.tradeNo, late.tradeNo].sort());
    } finally {
      refund.mockRestore();
    }
    const m = await money(o.orderId);
    expect(m.paid).toBe(5500);
    expect(m.refunded).toBe(0);
    const rows = await trades(o.orderId);
    expect(rows.filter((x) => x.kind === 'pay' && x.trade_status === 'done')).toHaveLength(1);
    expect(
      rows
        .filter((x) => x.trade_status === 'returned')
        .map((x) => x.trade_no)
        .sort(),
    ).toEqual([old.tradeNo, late.tradeNo].sort());
    expect(rows.filter((x) => x.kind === 'return' && x.trade_status === 'done')).toHaveLength(2);
    // The merchant sees it: the trades of the order and a log line per money sent back.
    expect(m.trades.filter((x: any) => x.kind === 'return')).toHaveLength(2);
    const logs = await t.db.query(
      sql`SELECT content FROM ord_log WHERE order_id = ${o.orderId} AND action = 'return' AND kind = 'operate'`,
    );
    expect(logs).toHaveLength(2);
    const order = await orderRow(t, o.orderId);
    expect(Number(order.order_status)).toBe(S.TO_BE_USED);
    expect(Number(order.is_unusual)).toBe(0);
  });

  it('the storefront cashier clicked three times pays once', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 5500 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    for (let i = 0; i < 3; i++) expect(ok(await pub.post('/order-api/h5/pay/sandbox', { code: o.code })).orderStatus).toBe(S.TO_BE_USED);
    expect((await money(o.orderId)).paid).toBe(5500);
    expect(await trades(o.orderId)).toHaveLength(1);
  });
});

describe('reading money needs the order view button', () => {
  it('a ticket checker cannot read an order payment state; the boss can', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 5500 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    const refused = await checker.get('/order-api/pay/trade/status', { orderId: o.orderId });
    expect(refused.body.code).toBe(403);
    expect(refused.body.data?.paid).toBeUndefined();
    expect((await money(o.orderId)).paid).toBe(0);
  });
});
