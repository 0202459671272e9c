import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPBUY_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { refundUnformed } from '../src/modules/groupbuy/groups/jobs.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, pay } from './commerce-helpers.ts';
import { at, seckillKit } from './seckill-helpers.ts';

// Group buying under real parallelism: a burst of joins never seats more than N members, and two job
// runners at once refund a group that did not form exactly once.

const GB = '/yym-marketing-api/groupBuy';
const GB_H5 = '/yym-marketing-api/h5/groupBuy';
let t: TestApp;
let boss: Client;
let k: ReturnType<typeof seckillKit>;

describe.skipIf(!process.env.DATABASE_URL)('group buying under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    k = seckillKit(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function activity(groupSize: number) {
    const tk = await makeTicket(boss, { price: 5000, stock: 500 });
    const a = ok(
      await boss.post(`${GB}/submit`, {
        name: '并发拼团',
        startTime: at(-5),
        endTime: at(600),
        groupSize,
        hours: 1,
        limitNum: 5,
        goodsList: [{ productId: tk.productId, skuId: tk.skuId, groupPrice: 2000 }],
      }),
    );
    return { id: a.id as string, goodsId: ok(await boss.get(`${GB}/goods/list`, { groupBuyId: a.id }))[0].id as string };
  }
  const join = (token: string, a: { id: string; goodsId: string }, groupId?: string) =>
    k.h5('POST', `${GB_H5}/join`, token, { body: { groupBuyId: a.id, goodsId: a.goodsId, groupId, touristDate: day(0) } });
  const groupOf = async (orderId: string) =>
    String((await t.db.one<{ group_id: string }>(sql`SELECT group_id FROM gb_member WHERE order_id = ${orderId}`))!.group_id);

  it('20 customers joining a group of 3 at once: exactly 2 seats taken, the rest refused', async () => {
    const a = await activity(3);
    const opener = await k.customer();
    const gid = await groupOf(ok(await join(opener.token, a)).orderId);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => k.customer()));
    const rs = await Promise.all(buyers.map((b) => join(b.token, a, gid)));
    expect(rs.filter((r) => r.body.code === 200).length).toBe(2);
    expect(rs.filter((r) => r.body.msg === GROUPBUY_MSG.groupClosed).length).toBe(18);
    const g = (await t.db.one(sql`SELECT members FROM gb_group WHERE id = ${gid}`))!;
    const members = await t.db.query(sql`SELECT order_id FROM gb_member WHERE group_id = ${gid}`);
    expect([Number(g.members), members.length]).toEqual([3, 3]);
  });

  it("one customer's burst of 10 group openings stays within the activity's limit of 5", async () => {
    const a = await activity(3);
    const buyer = await k.customer();
    const rs = await Promise.all(Array.from({ length: 10 }, () => join(buyer.token, a)));
    expect(rs.filter((r) => r.body.code === 200).length).toBe(5);
    expect(rs.filter((r) => r.body.msg === GROUPBUY_MSG.overLimit(5)).length).toBe(5);
    const held = await t.db.one<{ n: number }>(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM gb_member WHERE activity_id = ${a.id}`);
    expect(held!.n).toBe(5);
  });

  it('two job runners at once refund an unformed group exactly once', async () => {
    const a = await activity(4);
    const [c1, c2, c3] = [await k.customer(), await k.customer(), await k.customer()];
    const o1 = ok(await join(c1.token, a));
    const gid = await groupOf(o1.orderId);
    const o2 = ok(await join(c2.token, a, gid));
    const o3 = ok(await join(c3.token, a, gid));
    for (const o of [o1, o2]) await pay(t, boss, o.orderId);
    await t.db.query(sql`UPDATE gb_group SET expire_time = now() - interval '1 second' WHERE id = ${gid}`);
    const provider = t.app.svc.providers.payment;
    const runs = await Promise.all([refundUnformed(t.db, provider), refundUnformed(t.db, provider), refundUnformed(t.db, provider)]);
    expect(runs.reduce((s, n) => s + n, 0)).toBe(1);
    const ids = [o1.orderId, o2.orderId, o3.orderId];
    const refunds = await t.db.query(sql`SELECT order_id FROM ord_refund WHERE order_id = ANY(${ids}::bigint[])`);
    expect(refunds.map((r) => String(r.order_id)).sort()).toEqual([o1.orderId, o2.orderId].sort());
    const trades = await t.db.query(sql`SELECT amount FROM ord_trade WHERE order_id = ANY(${ids}::bigint[]) AND refund_id IS NOT NULL`);
    expect(trades.map((r) => Number(r.amount))).toEqual([2000, 2000]);
    expect(Number((await t.db.one(sql`SELECT state FROM gb_group WHERE id = ${gid}`))!.state)).toBe(3);
  });
});
