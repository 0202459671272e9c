import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, RESERVATION_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { day, ok, orderRow, pay } from './commerce-helpers.ts';
import { seckillKit } from './seckill-helpers.ts';

// Activity reservations: products with slots, booking by a logged-in customer (the slot's places taken
// by one conditional statement), audit, refunds giving the places back once, the orders list and export,
// and (PostgreSQL only) a burst of customers on one slot.

const R = '/yym-marketing-api/reservation';
const H5 = '/yym-marketing-api/h5/reservation';
let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let k: ReturnType<typeof seckillKit>;

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  k = seckillKit(t);
});
afterAll(async () => {
  await t?.close();
});

async function make(o: { price?: number; needAudit?: number; capacity?: number; limitNum?: number; open?: boolean } = {}) {
  const p = ok(
    await boss.post(`${R}/submitInfo`, {
      name: `亲子手工课${Date.now() % 100000}`,
      address: '游客中心二楼',
      intro: '陶艺体验',
      rule: '提前10分钟到场',
      price: o.price ?? 0,
      needAudit: o.needAudit ?? 0,
      limitNum: o.limitNum ?? 2,
      slots: [{ slotDate: day(1), startTime: '09:00', endTime: '10:30', capacity: o.capacity ?? 5 }],
    }),
  );
  if (o.open !== false) ok(await boss.post(`${R}/open`, { id: p.id, openStatus: 1 }));
  return { id: p.id as string, slotId: p.slots[0].id as string };
}
const booked = async (slotId: string) =>
  Number((await t.db.one<{ booked: number }>(sql`SELECT booked FROM res_slot WHERE id = ${slotId}`))!.booked);
const book = (token: string, slotId: string, quantity = 1) =>
  k.h5('POST', `${H5}/book`, token, { body: { slotId, quantity, contactName: '王小明' } });

describe('reservation products', () => {
  it('refuses bad input in Chinese and writes nothing; a checker cannot create', async () => {
    const before = Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM res_product`))!.n);
    const cases: [unknown, string][] = [
      [{ name: '', slots: [{ slotDate: day(1), startTime: '09:00', endTime: '10:00', capacity: 1 }] }, RESERVATION_MSG.nameRequired],
      [{ name: '课', slots: [] }, RESERVATION_MSG.slotsRequired],
      [{ name: '课', slots: [{ slotDate: day(1), startTime: '10:00', endTime: '09:00', capacity: 1 }] }, RESERVATION_MSG.slotTime],
      [{ name: '课', slots: [{ slotDate: day(1), startTime: '09:00', endTime: '10:00', capacity: -1 }] }, RESERVATION_MSG.capacityRange],
      [
        { name: '课', limitNum: 0, slots: [{ slotDate: day(1), startTime: '09:00', endTime: '10:00', capacity: 1 }] },
        RESERVATION_MSG.limitRange,
      ],
    ];
    for (const [body, msg] of cases) {
      const r = await boss.post(`${R}/submitInfo`, body);
      expect(r.body.code).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    expect((await checker.post(`${R}/submitInfo`, cases[0][0])).body.code).toBe(403);
    expect(Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM res_product`))!.n)).toBe(before);
  });

  it('saves info, rule and slots; lists, opens and removes; another tenant gets 404', async () => {
    const p = await make({ open: false, capacity: 8 });
    const page = ok(await boss.get(`${R}/page`, { name: '亲子手工课', size: 50 }));
    const row = page.records.find((x: any) => x.id === p.id);
    expect(row).toMatchObject({ openStatus: 0, slotCount: 1, capacity: 8, booked: 0 });
    expect(ok(await boss.get(`${R}/rule`, { id: p.id }))).toMatchObject({ rule: '提前10分钟到场', limitNum: 2 });
    expect(ok(await boss.get(`${R}/stock`, { id: p.id }))[0]).toMatchObject({ startTime: '09:00', capacity: 8, left: 8 });
    expect((await boss2.get(`${R}/detail`, { id: p.id })).body.code).toBe(404);
    expect((await boss2.post(`${R}/open`, { id: p.id, openStatus: 1 })).body.code).toBe(404);
    expect((await boss2.post(`${R}/remove`, undefined, { ids: p.id })).body.code).toBe(404);
    expect(ok(await boss2.get(`${R}/page`, { size: 100 })).records.map((x: any) => x.id)).not.toContain(p.id);
    // A closed product is not on the storefront and cannot be booked.
    const c = await k.customer();
    expect((await book(c.token, p.slotId)).body.msg).toBe(RESERVATION_MSG.closed);
    ok(await boss.post(`${R}/open`, { id: p.id, openStatus: 1 }));
    const list = ok(await k.h5('GET', `${H5}/list`, null, { query: { tenantId: '100001' } }));
    expect(list.map((x: any) => x.id)).toContain(p.id);
    expect(ok(await boss.post(`${R}/remove`, undefined, { ids: p.id }))).toBe(1);
    expect((await boss.get(`${R}/detail`, { id: p.id })).body.code).toBe(404);
  });

  it('a booked slot keeps at least its booked places and cannot be dropped', async () => {
    const p = await make({ capacity: 3 });
    const c = await k.customer();
    ok(await book(c.token, p.slotId, 2));
    const slot = { id: p.slotId, slotDate: day(1), startTime: '09:00', endTime: '10:30' };
    const base = { id: p.id, name: '改名课', limitNum: 2 };
    const low = await boss.post(`${R}/submitInfo`, { ...base, slots: [{ ...slot, capacity: 1 }] });
    expect(low.body.msg).toBe(RESERVATION_MSG.capacityBelowBooked(2));
    const drop = await boss.post(`${R}/submitInfo`, {
      ...base,
      slots: [{ slotDate: day(2), startTime: '09:00', endTime: '10:00', capacity: 5 }],
    });
    expect(drop.body.msg).toBe(RESERVATION_MSG.slotBooked);
    const d = ok(await boss.get(`${R}/detail`, { id: p.id }));
    expect(d.name).not.toBe('改名课');
    expect(d.slots).toHaveLength(1);
    const up = ok(await boss.post(`${R}/submitInfo`, { ...base, slots: [{ ...slot, capacity: 6 }] }));
    expect(up.slots[0]).toMatchObject({ capacity: 6, booked: 2, left: 4 });
  });
});

describe('booking, audit and refunds', () => {
  it('a free booking without audit is confirmed at once; over the limit and past capacity are refused', async () => {
    const p = await make({ capacity: 3, limitNum: 2 });
    const [a, b] = [await k.customer(), await k.customer()];
    expect((await k.h5('POST', `${H5}/book`, null, { body: { slotId: p.slotId, quantity: 1, contactName: 'x' } })).body.code).toBe(401);
    expect((await book(a.token, p.slotId, 3)).body.msg).toBe(RESERVATION_MSG.overLimit(2));
    const r = ok(await book(a.token, p.slotId, 2));
    expect(r).toMatchObject({ totalMoney: 0, orderStatus: ORDER_STATUS.TO_BE_USED, auditStatus: 0 });
    expect((await book(b.token, p.slotId, 2)).body.msg).toBe(RESERVATION_MSG.soldOut);
    expect(await booked(p.slotId)).toBe(2);
    const mine = ok(await k.h5('GET', `${H5}/mine`, a.token));
    expect(mine[0]).toMatchObject({ id: r.orderId, quantity: 2, startTime: '09:00', orderStatusText: '待使用' });
    expect(ok(await k.h5('GET', `${H5}/mine`, b.token))).toHaveLength(0);
  });

  it('an audited booking waits; pass confirms it, reject ends it and gives the places back', async () => {
    const p = await make({ needAudit: 1, capacity: 4 });
    const [a, b] = [await k.customer(), await k.customer()];
    const x = ok(await book(a.token, p.slotId, 2));
    const y = ok(await book(b.token, p.slotId, 1));
    expect(x).toMatchObject({ orderStatus: ORDER_STATUS.CONFIRMING, auditStatus: 1 });
    expect(await booked(p.slotId)).toBe(3);
    expect((await boss2.post(`${R}/order/audit`, { id: x.orderId, pass: true })).body.code).toBe(404);
    expect(ok(await boss.post(`${R}/order/audit`, { id: x.orderId, pass: true }))).toMatchObject({
      orderStatus: ORDER_STATUS.TO_BE_USED,
      auditStatus: 2,
    });
    expect((await boss.post(`${R}/order/audit`, { id: x.orderId, pass: false })).body.msg).toBe(RESERVATION_MSG.notAuditing);
    expect(ok(await boss.post(`${R}/order/audit`, { id: y.orderId, pass: false, remark: '名额已满' }))).toMatchObject({
      orderStatus: ORDER_STATUS.CANCELLED,
      auditStatus: 3,
    });
    expect(await booked(p.slotId)).toBe(2);
    const d = ok(await boss.get(`${R}/order/detail`, { id: y.orderId }));
    expect(d.auditStatusText).toBe('审核驳回');
    expect(d.logs.map((l: any) => l.content).join()).toContain('审核驳回');
  });

  it('a refund gives the places back once; the list filters, counts by status and exports', async () => {
    const p = await make({ capacity: 5 });
    const a = await k.customer();
    const x = ok(await book(a.token, p.slotId, 2));
    expect(await booked(p.slotId)).toBe(2);
    expect(ok(await boss.post(`${R}/order/refund`, { id: x.orderId }))).toEqual({ orderStatus: ORDER_STATUS.CANCELLED });
    expect((await boss.post(`${R}/order/refund`, { id: x.orderId })).body.msg).toBe(RESERVATION_MSG.cannotRefund);
    expect(await booked(p.slotId)).toBe(0);
    const page = ok(await boss.get(`${R}/order/page`, { productId: p.id, phone: a.phone.slice(-4), orderStatus: ORDER_STATUS.CANCELLED }));
    expect(page.records.map((r: any) => r.id)).toEqual([x.orderId]);
    expect(ok(await boss.get(`${R}/order/page`, { productId: p.id, orderStatus: ORDER_STATUS.TO_BE_USED })).total).toBe(0);
    expect(ok(await boss2.get(`${R}/order/page`, { size: 100 })).records.map((r: any) => r.id)).not.toContain(x.orderId);
    const counts = ok(await boss.get(`${R}/order/status`));
    expect(counts.find((c: any) => c.status === ORDER_STATUS.CANCELLED).count).toBeGreaterThanOrEqual(1);
    const file = await fetch(`${t.url}/api${R}/order/export?productId=${p.id}`, { headers: { 'Blade-Auth': `bearer ${boss.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheet');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('a paid product waits at the cashier; cancelling it unpaid gives the places back', async () => {
    const p = await make({ price: 1990, capacity: 2 });
    const a = await k.customer();
    const x = ok(await book(a.token, p.slotId, 1));
    expect(x).toMatchObject({ totalMoney: 1990, orderStatus: ORDER_STATUS.PENDING_PAYMENT });
    expect((await boss.post(`${R}/order/refund`, { id: x.orderId })).body.msg).toBe(RESERVATION_MSG.cannotRefund);
    await t.db.query(sql`UPDATE ord_order SET create_time = now() - interval '2 hours' WHERE id = ${x.orderId}`);
    const { closeOverdue } = await import('../src/modules/order/payments/jobs.ts');
    await closeOverdue(t.db);
    expect(Number((await t.db.one<{ s: number }>(sql`SELECT order_status AS s FROM ord_order WHERE id = ${x.orderId}`))!.s)).toBe(
      ORDER_STATUS.CLOSED,
    );
    expect(await booked(p.slotId)).toBe(0);
  });

  it('a paid booking waits in 确认中 once paid; the merchant confirms it, then a refund pays back and frees the places', async () => {
    const p = await make({ price: 500, capacity: 3 });
    const a = await k.customer();
    const x = ok(await book(a.token, p.slotId, 2));
    await pay(t, boss, x.orderId);
    expect(Number((await orderRow(t, x.orderId)).order_status)).toBe(ORDER_STATUS.CONFIRMING);
    expect(ok(await boss.post(`${R}/order/audit`, { id: x.orderId, pass: true })).orderStatus).toBe(ORDER_STATUS.TO_BE_USED);
    expect(ok(await boss.post(`${R}/order/refund`, { id: x.orderId })).orderStatus).toBe(ORDER_STATUS.CANCELLED);
    const money = await t.db.one<{ n: number }>(
      sql`SELECT coalesce(sum(amount), 0)::int AS n FROM ord_trade WHERE order_id = ${x.orderId} AND kind = 'refund' AND trade_status = 'done'`,
    );
    expect(Number(money!.n)).toBe(1000);
    expect(await booked(p.slotId)).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a slot under a burst (PostgreSQL only)', () => {
  it('40 customers booking a slot of 10 at once: exactly 10 succeed', async () => {
    const p = await make({ capacity: 10, limitNum: 1 });
    const buyers = [];
    for (let i = 0; i < 40; i++) buyers.push(await k.customer());
    const results = await Promise.all(
      buyers.map((b, i) =>
        k.h5('POST', `${H5}/book`, b.token, { body: { slotId: p.slotId, quantity: 1, contactName: '客' }, ip: `10.9.${i}.1` }),
      ),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(10);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(new Set([RESERVATION_MSG.soldOut]));
    expect(await booked(p.slotId)).toBe(10);
    const n = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM res_order WHERE slot_id = ${p.slotId}`);
    expect(Number(n!.n)).toBe(10);
  });
});
