import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG, ORDER_STATUS as S, orderStatusText } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { ORDER_FLOW, REFUND_FLOW, REFUND_STATUS_TEXT, SHELF_FLOW, type OrderAction } from '../src/modules/order/flow.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, place, stockOf } from './commerce-helpers.ts';

let t: TestApp;
let boss: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
});
afterAll(async () => {
  await t?.close();
});

const ACTIONS = Object.keys(ORDER_FLOW.actionText) as OrderAction[];
const STATES = Object.values(S);

describe('transition tables (property-based)', () => {
  it('any state and action either moves to a known state or refuses with the standard message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATES),
        fc.constantFrom(...ACTIONS),
        fc.nat(3),
        fc.nat(3),
        fc.nat(3),
        fc.constantFrom<number | null>(null, ...STATES),
        fc.boolean(),
        (from, action, unused, checked, refunding, before, needConfirm) => {
          const c = { unused, checked, refunding, before, needConfirm };
          if (!ORDER_FLOW.rule(from, action)) {
            expect(() => ORDER_FLOW.next(from, action, c)).toThrow(
              MSG.coActionNotAllowed(orderStatusText(from), ORDER_FLOW.actionText[action]),
            );
            return;
          }
          let to: number;
          try {
            to = ORDER_FLOW.next(from, action, c);
          } catch (e) {
            expect((e as Error).message).toBe(MSG.coNothingToRefund); // the only guard
            return;
          }
          expect(STATES).toContain(to);
          // nothing left to use means the order cannot stay "to be used" or "in use"
          if (action === 'check' && unused === 0) expect(to).toBe(S.COMPLETED);
          if ((action === 'refundDone' || action === 'forcedRefund') && unused + checked === 0) expect(to).toBe(S.CANCELLED);
        },
      ),
    );
  });

  it('cancelled and closed are terminal; refunds and shelves only move along their tables', () => {
    for (const s of [S.CANCELLED, S.CLOSED]) expect(ORDER_FLOW.actionsFrom(s)).toEqual([]);
    expect(REFUND_FLOW.actionsFrom(30)).toEqual([]);
    expect(REFUND_FLOW.actionsFrom(40)).toEqual([]);
    expect(() => REFUND_FLOW.next(30, 'pass', { refundType: 1 })).toThrow(MSG.coActionNotAllowed(REFUND_STATUS_TEXT[30]!, '审核通过'));
    expect(() => SHELF_FLOW.next(1, 'onShelf', { sellable: true })).toThrow(MSG.coActionNotAllowed('已上架', '上架'));
    expect(() => SHELF_FLOW.next(0, 'onShelf', { sellable: false })).toThrow(MSG.coCalendarRequired);
  });
});

type Step = 'pay' | 'cancel' | 'close' | 'apply' | 'pass' | 'reject' | 'part' | 'forced' | 'check';
const STEPS: Step[] = ['pay', 'cancel', 'close', 'apply', 'pass', 'reject', 'part', 'forced', 'check'];

describe('random walks of real orders keep stock and money consistent', () => {
  it('after any sequence of actions: stock taken = tickets held, refunded <= paid, state matches tickets', async () => {
    const INITIAL = 500;
    const tk = await makeTicket(boss, { stock: INITIAL, dates: [day(0)], price: 1000 });
    const pub = new Client(t.url);
    const guests = async (orderId: string) =>
      t.db.query(sql`SELECT id, qr_code, ticket_status FROM ord_guest WHERE order_id = ${orderId} ORDER BY id`);
    const pending = async (orderId: string) =>
      (await t.db.one(sql`SELECT id FROM ord_refund WHERE order_id = ${orderId} AND refund_status = 10 ORDER BY id DESC LIMIT 1`))?.id as
        | string
        | undefined;

    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.array(fc.constantFrom(...STEPS), { maxLength: 8 }), async (quantity, steps) => {
        const o = ok(await place(boss, tk.productId, { quantity, date: day(0) }));
        for (const step of steps) {
          const gs = await guests(o.orderId);
          const pick = (st: number[]) => gs.find((g) => st.includes(Number(g.ticket_status)))?.id as string | undefined;
          let r: { body: { code: number } } | undefined;
          switch (step) {
            case 'pay': {
              const trade = await boss.post('/order-api/pay/trade', { orderId: o.orderId });
              if (trade.body.code === 200) r = await pub.post('/order-api/pay/notify/sandbox', trade.body.data.payParams.callback);
              break;
            }
            case 'cancel':
              r = await boss.post('/order-api/cancelOrder', { orderId: o.orderId });
              break;
            case 'close':
              await t.db.query(sql`UPDATE ord_order SET create_time = now() - interval '2 hours' WHERE id = ${o.orderId}`);
              await t.app.svc.jobs.enqueue(t.db, 'order.close', {});
              await t.app.svc.jobs.drain();
              await t.db.query(sql`UPDATE ord_order SET create_time = now() WHERE id = ${o.orderId}`);
              break;
            case 'apply':
              r = await pub.post('/order-api/h5/refund/apply', {
                code: o.code,
                refundTextNumber: 1,
                returnReason: '买错了',
                refundText: '随机',
              });
              break;
            case 'pass':
            case 'reject': {
              const id = await pending(o.orderId);
              if (id) r = await boss.post('/order-api/generic-poi/biz/audit-refund', { refundId: id, pass: step === 'pass' });
              break;
            }
            case 'part': {
              const g = pick([0, 3]);
              if (g) r = await boss.post('/order-api/generic-poi/biz/part-refund', { orderId: o.orderId, guestIds: [g] });
              break;
            }
            case 'forced': {
              const g = pick([0, 1, 3]);
              if (g) r = await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, guestIds: [g] });
              break;
            }
            case 'check': {
              const g = gs.find((x) => Number(x.ticket_status) === 0);
              if (g) r = await boss.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: g.qr_code });
              break;
            }
          }
          if (r) expect([200, 400, 404]).toContain(r.body.code);
        }
        return true;
      }),
      { numRuns: 25 },
    );

    // Stock: what left the calendar is exactly what the live tickets hold (returned once, never twice).
    const held = await t.db.one<{
      n: number;
    }>(sql`SELECT count(*)::int AS n FROM ord_guest g JOIN ord_order o ON o.id = g.order_id AND o.tenant_id = g.tenant_id
      WHERE o.sku_id = ${tk.skuId} AND o.play_date = ${day(0)}
        AND ((o.order_status NOT IN (${S.CANCELLED}, ${S.CLOSED}) AND g.ticket_status IN (0, 1, 3, 4)) OR (g.ticket_status = 2 AND g.check_time IS NOT NULL))`);
    expect(INITIAL - (await stockOf(t, tk.skuId, day(0)))).toBe(held!.n);
    // Money: never more back than paid; an order's state agrees with its tickets.
    const bad = await t.db.query(sql`SELECT o.id, o.order_status,
        (SELECT coalesce(sum(amount), 0) FROM ord_trade x WHERE x.order_id = o.id AND x.kind = 'pay' AND x.trade_status = 'done') AS paid,
        (SELECT coalesce(sum(amount), 0) FROM ord_trade x WHERE x.order_id = o.id AND x.kind = 'refund' AND x.trade_status = 'done') AS refunded,
        (SELECT count(*) FROM ord_guest g WHERE g.order_id = o.id AND g.ticket_status IN (0, 3)) AS unused
      FROM ord_order o WHERE o.sku_id = ${tk.skuId}`);
    for (const o of bad) {
      expect(Number(o.refunded)).toBeLessThanOrEqual(Number(o.paid));
      if ([S.COMPLETED].includes(Number(o.order_status) as 8826)) expect(Number(o.unused)).toBe(0);
      if ([S.PENDING_PAYMENT, S.CLOSED].includes(Number(o.order_status) as 8100))
        expect(Number(o.paid) === 0 || Number(o.order_status) === S.CLOSED).toBe(true);
    }
  });
});
