import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@yym/contract';
import { sql, type Sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, orderRow, pay, place, stockOf } from './commerce-helpers.ts';
import { burst, copyRows, countOf, naiveStep } from './money-naive.ts';

// Money paths under concurrency: N identical calls at once give exactly one effect, as the merchant
// sees it (paid and refunded money, ticket states, stock, number of trades, refunds and check records).
// Each case has a negative control: the same burst against a naive read-then-write (money-naive.ts).

const N = 12;
const PRICE = 5500;

describe.skipIf(!process.env.DATABASE_URL)('money paths under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  let pub: Client;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    pub = new Client(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  const all = <T>(f: () => Promise<T>) => Promise.all(Array.from({ length: N }, f));
  const okCount = (rs: { body: { code: number } }[]) => rs.filter((r) => r.body.code === 200).length;
  const count = (q: Sql) => countOf(t.db, q);
  const trades = (orderId: string, kind: string, status = 'done') =>
    count(sql`SELECT count(*)::int AS n FROM ord_trade WHERE order_id = ${orderId} AND kind = ${kind} AND trade_status = ${status}`);
  const money = async (orderId: string) => ok(await boss.get('/order-api/pay/trade/status', { orderId }));
  const guests = async (orderId: string) =>
    t.db.query<{ id: string; qr_code: string; ticket_status: number }>(
      sql`SELECT id, qr_code, ticket_status FROM ord_guest WHERE order_id = ${orderId} ORDER BY id`,
    );
  /** A fresh ticket (stock 10 today) and an order of `quantity`, paid unless told otherwise. */
  async function order(quantity: number, paid = true) {
    const tk = await makeTicket(boss, { stock: 10, price: PRICE, dates: [day(0)] });
    const o = ok(await place(boss, tk.productId, { quantity, date: day(0) }));
    if (paid) await pay(t, boss, o.orderId);
    return { ...o, skuId: tk.skuId, guests: await guests(o.orderId) };
  }

  it('pay: N "pay" calls open one trade; N copies of its notice pay once; N storefront payments pay once', async () => {
    const o = await order(1, false);
    const starts = await all(() => boss.post('/order-api/pay/trade', { orderId: o.orderId }));
    expect(okCount(starts)).toBe(N);
    expect(new Set(starts.map((s) => s.body.data.tradeNo)).size).toBe(1);
    expect(await trades(o.orderId, 'pay', 'created')).toBe(1);
    const notices = await all(() => pub.post('/order-api/pay/notify/sandbox', starts[0]!.body.data.payParams.callback));
    expect(okCount(notices)).toBe(N);
    expect((await money(o.orderId)).paid).toBe(PRICE);
    expect(await trades(o.orderId, 'pay')).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM ord_log WHERE order_id = ${o.orderId} AND kind = 'process' AND action = 'pay'`),
    ).toBe(1);

    const h5 = await order(1, false);
    const clicks = await all(() => pub.post('/order-api/h5/pay/sandbox', { code: h5.code }));
    expect(okCount(clicks)).toBe(N);
    const m = await money(h5.orderId);
    expect([m.paid, m.refunded, m.orderStatus]).toEqual([PRICE, 0, S.TO_BE_USED]);
    expect(m.trades).toHaveLength(1);
  });

  it('negative control (pay): a naive "no open trade? insert one" and a naive notice pay more than once', async () => {
    const o = await order(1, false);
    await copyRows(t.db, 'ord_trade', 'naive_trade', sql`order_id = ${o.orderId}`);
    const open = () => count(sql`SELECT count(*)::int AS n FROM naive_trade WHERE kind = 'pay' AND trade_status = 'created'`);
    const opened = await burst(
      N,
      async () => (await open()) === 0,
      () =>
        t.db.query(
          sql`INSERT INTO naive_trade (tenant_id, order_id, kind, trade_no, amount, trade_status) VALUES ('100001', ${o.orderId}, 'pay', 'naive', ${PRICE}, 'created')`,
        ),
    );
    expect(opened).toBeGreaterThan(1);
    expect(await open()).toBeGreaterThan(1); // the real test's "one open trade" fails here
    await copyRows(t.db, 'ord_order', 'naive_order', sql`id = ${o.orderId}`);
    const paidTimes = await naiveStep(t.db, N, {
      table: 'naive_order',
      id: o.orderId,
      column: 'order_status',
      from: S.PENDING_PAYMENT,
      to: S.TO_BE_USED,
      effect: sql`INSERT INTO naive_trade (tenant_id, order_id, kind, trade_no, amount, trade_status) VALUES ('100001', ${o.orderId}, 'pay', 'naive', ${PRICE}, 'done')`,
    });
    expect(paidTimes).toBeGreaterThan(1);
    const paid = await count(sql`SELECT coalesce(sum(amount), 0)::int AS n FROM naive_trade WHERE kind = 'pay' AND trade_status = 'done'`);
    expect(paid).toBeGreaterThan(PRICE); // paid money above the order's total
  });

  it('refund apply and part refund: N calls make one application; the tickets are held once', async () => {
    const o = await order(2);
    const rs = await all(() => boss.post('/order-api/generic-poi/biz/refund', { orderId: o.orderId, reason: '并发' }));
    expect(okCount(rs)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM ord_refund WHERE order_id = ${o.orderId}`)).toBe(1);
    expect((await guests(o.orderId)).map((g) => Number(g.ticket_status))).toEqual([4, 4]);
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.REFUNDING);

    const p = await order(2);
    const guestIds = [String(p.guests[0]!.id)];
    const ps = await all(() => boss.post('/order-api/generic-poi/biz/part-refund', { orderId: p.orderId, guestIds }));
    expect(okCount(ps)).toBe(1);
    const rows = await t.db.query(sql`SELECT amount, refund_num FROM ord_refund WHERE order_id = ${p.orderId}`);
    expect(rows.map((r) => [Number(r.amount), Number(r.refund_num)])).toEqual([[PRICE, 1]]);
    expect((await guests(p.orderId)).map((g) => Number(g.ticket_status))).toEqual([4, 0]);
    expect((await money(p.orderId)).refunded).toBe(0);
  });

  it('forced refund: N calls refund the ticket once (money, stock, trades)', async () => {
    const o = await order(2);
    const before = await stockOf(t, o.skuId, day(0));
    const guestIds = [String(o.guests[0]!.id)];
    const rs = await all(() => boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, guestIds }));
    expect(okCount(rs)).toBe(1);
    const m = await money(o.orderId);
    expect([m.paid, m.refunded]).toEqual([2 * PRICE, PRICE]);
    expect(await trades(o.orderId, 'refund')).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM ord_refund WHERE order_id = ${o.orderId}`)).toBe(1);
    expect(await stockOf(t, o.skuId, day(0))).toBe(before + 1);
    expect((await guests(o.orderId)).map((g) => Number(g.ticket_status))).toEqual([2, 0]);
  });

  it('refund audit: N passes of one application refund once (money, stock, trades, state)', async () => {
    const o = await order(2);
    const rf = ok(await boss.post('/order-api/generic-poi/biz/refund', { orderId: o.orderId }));
    const before = await stockOf(t, o.skuId, day(0));
    const rs = await all(() => boss.post('/order-api/generic-poi/biz/audit-refund', { refundId: rf.id, pass: true }));
    expect(okCount(rs)).toBe(1);
    const m = await money(o.orderId);
    expect([m.paid, m.refunded, m.orderStatus]).toEqual([2 * PRICE, 2 * PRICE, S.CANCELLED]);
    expect(await trades(o.orderId, 'refund')).toBe(1);
    expect(await stockOf(t, o.skuId, day(0))).toBe(before + 2);
    expect((await guests(o.orderId)).map((g) => Number(g.ticket_status))).toEqual([2, 2]);
  });

  it('negative control (refunds): a naive apply, forced refund and audit give the effect more than once', async () => {
    const o = await order(2);
    const g = String(o.guests[0]!.id);
    await copyRows(t.db, 'ord_guest', 'naive_guest', sql`order_id = ${o.orderId}`);
    await copyRows(t.db, 'ord_trade', 'naive_trade', sql`order_id = ${o.orderId}`);
    const refundTrade = sql`INSERT INTO naive_trade (tenant_id, order_id, kind, trade_no, amount, trade_status) VALUES ('100001', ${o.orderId}, 'refund', 'naive', ${PRICE}, 'done')`;
    // apply (and part refund): the ticket is held, an application row written
    await t.db.query(sql`CREATE TABLE naive_refund AS SELECT * FROM ord_refund WHERE false`);
    const applied = await naiveStep(t.db, N, {
      table: 'naive_guest',
      id: g,
      column: 'ticket_status',
      from: 0,
      to: 4,
      effect: sql`INSERT INTO naive_refund (tenant_id, id, order_id, refund_no, refund_type, refund_status, refund_num, amount) VALUES ('100001', 1, ${o.orderId}, 'naive', 2, 10, 1, ${PRICE})`,
    });
    expect(applied).toBeGreaterThan(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM naive_refund`)).toBeGreaterThan(1);
    // forced refund: the ticket refunded, the money sent back
    const forced = await naiveStep(t.db, N, { table: 'naive_guest', id: g, column: 'ticket_status', from: 4, to: 2, effect: refundTrade });
    expect(forced).toBeGreaterThan(1);
    // audit: the application passes, the money goes back
    await t.db.query(sql`UPDATE naive_refund SET refund_status = 10, id = 2 WHERE ctid = (SELECT min(ctid) FROM naive_refund)`);
    const audited = await naiveStep(t.db, N, {
      table: 'naive_refund',
      id: '2',
      column: 'refund_status',
      from: 10,
      to: 30,
      effect: refundTrade,
    });
    expect(audited).toBeGreaterThan(1);
    const refunded = await count(sql`SELECT coalesce(sum(amount), 0)::int AS n FROM naive_trade WHERE kind = 'refund'`);
    expect(refunded).toBeGreaterThan(2 * PRICE); // more given back than both tickets cost
  });

  it('ticket check: N scans of one ticket check it once (one check record); N cancels of an unpaid order return the stock once', async () => {
    const o = await order(1);
    const qr = o.guests[0]!.qr_code;
    const rs = await all(() => boss.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: qr }));
    expect(okCount(rs)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM vf_record WHERE order_id = ${o.orderId} AND result = 1`)).toBe(1);
    expect((await guests(o.orderId)).map((g) => Number(g.ticket_status))).toEqual([1]);
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.COMPLETED);

    // No route takes a check back; the cancel of the money paths is the unpaid order's cancel (stock back).
    const u = await order(2, false);
    const before = await stockOf(t, u.skuId, day(0));
    const cs = await all(() => boss.post('/order-api/cancelOrder', { orderId: u.orderId }));
    expect(okCount(cs)).toBe(1);
    expect(await stockOf(t, u.skuId, day(0))).toBe(before + 2);
    expect(Number((await orderRow(t, u.orderId)).order_status)).toBe(S.CANCELLED);
  });

  it('negative control (check, cancel): a naive check records several checks; a naive cancel returns the stock several times', async () => {
    const o = await order(1);
    const g = String(o.guests[0]!.id);
    await copyRows(t.db, 'ord_guest', 'naive_check_guest', sql`order_id = ${o.orderId}`);
    await t.db.query(sql`CREATE TABLE naive_record AS SELECT * FROM vf_record WHERE false`);
    const checked = await naiveStep(t.db, N, {
      table: 'naive_check_guest',
      id: g,
      column: 'ticket_status',
      from: 0,
      to: 1,
      effect: sql`INSERT INTO naive_record (tenant_id, id, order_id, guest_id, method, result) VALUES ('100001', 1, ${o.orderId}, ${g}, 1, 1)`,
    });
    expect(checked).toBeGreaterThan(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM naive_record WHERE result = 1`)).toBeGreaterThan(1);

    const u = await order(2, false);
    await copyRows(t.db, 'ord_order', 'naive_cancel', sql`id = ${u.orderId}`);
    await copyRows(t.db, 'prd_calendar', 'naive_calendar', sql`sku_id = ${u.skuId} AND play_date = ${day(0)}`);
    const stock = () => count(sql`SELECT stock AS n FROM naive_calendar`);
    const before = await stock();
    const cancelled = await naiveStep(t.db, N, {
      table: 'naive_cancel',
      id: u.orderId,
      column: 'order_status',
      from: S.PENDING_PAYMENT,
      to: S.CANCELLED,
      effect: sql`UPDATE naive_calendar SET stock = stock + 2`,
    });
    expect(cancelled).toBeGreaterThan(1);
    expect(await stock()).toBeGreaterThan(before + 2);
  });
});
