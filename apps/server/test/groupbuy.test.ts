import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPBUY_MSG, ORDER_STATUS } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { refundUnformed } from '../src/modules/groupbuy/groups/jobs.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, pay } from './commerce-helpers.ts';
import { at, seckillKit } from './seckill-helpers.ts';

// Group buying as the merchant and the customers see it: bad input refused with the form's message and
// nothing written; another tenant's activity not found; customers open and join a group at the group
// price, a full group refuses, the group forms when the last member pays; the job refunds a group that
// did not form exactly once (run twice in sequence here; concurrently in groupbuy-concurrency.test.ts).

const GB = '/yym-marketing-api/groupBuy';
const GB_H5 = '/yym-marketing-api/h5/groupBuy';
let t: TestApp;
let boss: Client;
let boss2: Client;
let k: ReturnType<typeof seckillKit>;

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  k = seckillKit(t);
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) => Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.ident(table)}`))!.n);
const form = (tk: { productId: string; skuId: string }, o: Record<string, unknown> = {}) => ({
  name: '三人成团',
  startTime: at(-5),
  endTime: at(600),
  groupSize: 3,
  hours: 24,
  limitNum: 2,
  goodsList: [{ productId: tk.productId, skuId: tk.skuId, groupPrice: 3000 }],
  ...o,
});
const join = (token: string, a: string, goodsId: string, groupId?: string) =>
  k.h5('POST', `${GB_H5}/join`, token, { body: { groupBuyId: a, goodsId, groupId, touristDate: day(0), contactName: '拼团客' } });
const group = async (orderId: string) =>
  (await t.db.one(
    sql`SELECT r.* FROM gb_group r JOIN gb_member m ON m.tenant_id = r.tenant_id AND m.group_id = r.id WHERE m.order_id = ${orderId}`,
  ))!;

describe('activities', () => {
  it('bad input answers the form message and writes nothing', async () => {
    const tk = await makeTicket(boss, { price: 5000 });
    const before = [await count('gb_activity'), await count('gb_goods')];
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, GROUPBUY_MSG.nameRequired],
      [{ startTime: at(60), endTime: at(10) }, GROUPBUY_MSG.timeOrder],
      [{ groupSize: 1 }, GROUPBUY_MSG.sizeRange],
      [{ groupSize: 51 }, GROUPBUY_MSG.sizeRange],
      [{ hours: 0 }, GROUPBUY_MSG.hoursRange],
      [{ limitNum: 0 }, GROUPBUY_MSG.limitRange],
      [{ goodsList: [] }, GROUPBUY_MSG.goodsRequired],
      [{ goodsList: Array.from({ length: 6 }, () => ({ ...tk, groupPrice: 100 })) }, GROUPBUY_MSG.goodsMax],
      [{ goodsList: [{ ...tk, groupPrice: 6000 }] }, GROUPBUY_MSG.priceAbove],
      [
        {
          goodsList: [
            { ...tk, groupPrice: 100 },
            { ...tk, groupPrice: 200 },
          ],
        },
        GROUPBUY_MSG.goodsDuplicate,
      ],
    ];
    for (const [o, msg] of cases) {
      const r = await boss.post(`${GB}/submit`, form(tk, o));
      expect([r.status, r.body.msg]).toEqual([400, msg]);
    }
    expect([await count('gb_activity'), await count('gb_goods')]).toEqual(before);
  });

  it('saves, lists and filters, edits, copies, effective, channel, share; a running one cannot be deleted', async () => {
    const tk = await makeTicket(boss, { price: 8800 });
    const a = ok(await boss.post(`${GB}/submit`, form(tk, { name: '周末拼团', startTime: at(30) })));
    expect(a).toMatchObject({ name: '周末拼团', groupSize: 3, hours: 24, limitNum: 2, activityStatus: 1, goodsCount: 1, effective: 1 });
    expect(ok(await boss.get(`${GB}/goods/list`, { groupBuyId: a.id }))).toMatchObject([{ groupPrice: 3000, originalPrice: 8800 }]);
    const page = ok(await boss.post(`${GB}/page`, { name: '周末', activityStatus: 1, current: 1, size: 10 }));
    expect(page.records.map((r: any) => r.id)).toEqual([a.id]);
    expect(ok(await boss.post(`${GB}/page`, { name: '周末', activityStatus: 2 })).total).toBe(0);
    const edited = ok(await boss.post(`${GB}/submit`, form(tk, { id: a.id, name: '周末五人团', groupSize: 5, startTime: at(-1) })));
    expect(edited).toMatchObject({ name: '周末五人团', groupSize: 5, activityStatus: 2 });
    expect((await boss.post(`${GB}/delete`, { ids: [a.id] })).body.msg).toBe(GROUPBUY_MSG.runningDelete);
    ok(await boss.post(`${GB}/share/update`, { groupBuyId: a.id, shareTitle: '一起拼' }));
    expect(ok(await boss.post(`${GB}/channel/update`, { groupBuyId: a.id, channels: ['h5'] }))).toMatchObject({
      shareTitle: '一起拼',
      channels: ['h5'],
      page: `pages/groupbuy/list?groupBuyId=${a.id}`,
    });
    const c = ok(await boss.post(`${GB}/copy`, { groupBuyId: a.id }));
    expect(c).toMatchObject({ name: '周末五人团-副本', effective: 0, activityStatus: 4, goodsCount: 1, shareTitle: '一起拼' });
    expect(ok(await boss.post(`${GB}/priview`, { groupBuyId: c.id })).goods[0]).toMatchObject({ groupPrice: 3000 });
    expect(ok(await boss.post(`${GB}/effective/update`, { ids: [a.id], status: 0 }))).toBe(1);
    expect(ok(await boss.post(`${GB}/delete`, { ids: [a.id, c.id] }))).toBe(2);
    expect((await boss.get(`${GB}/info`, { groupBuyId: a.id })).status).toBe(404);
  });

  it("another tenant's activity answers not found and is not listed", async () => {
    const tk = await makeTicket(boss, { price: 5000 });
    const a = ok(await boss.post(`${GB}/submit`, form(tk, { name: '本租户拼团' })));
    expect((await boss2.get(`${GB}/info`, { groupBuyId: a.id })).status).toBe(404);
    expect((await boss2.get(`${GB}/goods/list`, { groupBuyId: a.id })).status).toBe(404);
    expect((await boss2.post(`${GB}/copy`, { groupBuyId: a.id })).status).toBe(404);
    expect((await boss2.post(`${GB}/delete`, { ids: [a.id] })).status).toBe(404);
    expect((await boss2.post(`${GB}/effective/update`, { ids: [a.id], status: 0 })).status).toBe(404);
    expect((await boss2.post(`${GB}/submit`, form(tk, { id: a.id }))).status).toBe(400); // the sku is not boss2's
    expect(ok(await boss2.post(`${GB}/page`, { name: '本租户拼团' })).total).toBe(0);
    expect(ok(await boss.get(`${GB}/info`, { groupBuyId: a.id }))).toMatchObject({ effective: 1, name: '本租户拼团' });
  });
});

describe('groups', () => {
  it('open + join at the group price; a full group refuses; the last payment forms the group', async () => {
    const tk = await makeTicket(boss, { price: 5000, stock: 50 });
    const a = ok(await boss.post(`${GB}/submit`, form(tk, { groupSize: 2 })));
    const g = ok(await boss.get(`${GB}/goods/list`, { groupBuyId: a.id }))[0].id;
    const [c1, c2, c3] = [await k.customer(), await k.customer(), await k.customer()];
    expect((await join('', a.id, g)).status).toBe(401);
    const o1 = ok(await join(c1.token, a.id, g));
    expect(o1.totalMoney).toBe(3000);
    const gr = await group(o1.orderId);
    expect([Number(gr.members), Number(gr.state)]).toEqual([1, 1]);
    const home = ok(await k.h5('GET', `${GB_H5}/home`, null, { query: { tenantId: '100001' } }));
    const listed = home.activities.find((x: any) => x.groupBuyId === a.id);
    expect(listed.groups).toMatchObject([{ groupId: String(gr.id), members: 1, needed: 1 }]);
    expect(listed.groups[0].countdownMs).toBeGreaterThan(23 * 3600_000);
    expect((await join(c1.token, a.id, g, String(gr.id))).body.msg).toBe(GROUPBUY_MSG.groupClosed); // already in it
    const o2 = ok(await join(c2.token, a.id, g, String(gr.id)));
    const full = await join(c3.token, a.id, g, String(gr.id));
    expect([full.status, full.body.msg]).toEqual([400, GROUPBUY_MSG.groupClosed]);
    await pay(t, boss, o1.orderId);
    expect(Number((await group(o1.orderId)).state)).toBe(1);
    await pay(t, boss, o2.orderId);
    const formed = await group(o1.orderId);
    expect([Number(formed.paid), Number(formed.state)]).toEqual([2, 2]);
    expect(ok(await boss.get(`${GB}/info`, { groupBuyId: a.id })).formedCount).toBe(1);
    // the per-customer limit (2 tickets) counts c1's order
    ok(await join(c1.token, a.id, g));
    expect((await join(c1.token, a.id, g)).body.msg).toBe(GROUPBUY_MSG.overLimit(2));
  });

  it('an unpaid member that ends frees its seat', async () => {
    const tk = await makeTicket(boss, { price: 5000, stock: 50 });
    const a = ok(await boss.post(`${GB}/submit`, form(tk, { groupSize: 2 })));
    const g = ok(await boss.get(`${GB}/goods/list`, { groupBuyId: a.id }))[0].id;
    const [c1, c2, c3] = [await k.customer(), await k.customer(), await k.customer()];
    const o1 = ok(await join(c1.token, a.id, g));
    const gid = String((await group(o1.orderId)).id);
    const o2 = ok(await join(c2.token, a.id, g, gid));
    ok(await boss.post('/order-api/cancelOrder', { orderId: o2.orderId }));
    expect(Number((await group(o1.orderId)).members)).toBe(1);
    ok(await join(c3.token, a.id, g, gid));
  });

  it('the job refunds a group that did not form exactly once, and closes its unpaid order', async () => {
    const tk = await makeTicket(boss, { price: 5000, stock: 50 });
    const a = ok(await boss.post(`${GB}/submit`, form(tk, { groupSize: 3 })));
    const g = ok(await boss.get(`${GB}/goods/list`, { groupBuyId: a.id }))[0].id;
    const [c1, c2] = [await k.customer(), await k.customer()];
    const o1 = ok(await join(c1.token, a.id, g));
    const gid = String((await group(o1.orderId)).id);
    const o2 = ok(await join(c2.token, a.id, g, gid));
    await pay(t, boss, o1.orderId);
    const provider = t.app.svc.providers.payment;
    expect(await refundUnformed(t.db, provider)).toBe(0); // not due yet
    await t.db.query(sql`UPDATE gb_group SET expire_time = now() - interval '1 second' WHERE id = ${gid}`);
    expect(await refundUnformed(t.db, provider)).toBeGreaterThanOrEqual(1);
    expect(await refundUnformed(t.db, provider)).toBe(0);
    const orders = await t.db.query(sql`SELECT id, order_status FROM ord_order WHERE id IN (${o1.orderId}, ${o2.orderId}) ORDER BY id`);
    expect(orders.map((o) => Number(o.order_status))).toEqual([ORDER_STATUS.CANCELLED, ORDER_STATUS.CLOSED]);
    const refunds = await t.db.query(sql`SELECT id FROM ord_refund WHERE order_id = ${o1.orderId}`);
    expect(refunds.length).toBe(1);
    expect(Number((await group(o1.orderId)).state)).toBe(3);
    const trades = await t.db.query(sql`SELECT amount FROM ord_trade WHERE order_id = ${o1.orderId} AND refund_id IS NOT NULL`);
    expect(trades.map((r) => Number(r.amount))).toEqual([3000]);
  });
});
