import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { makeTicket, ok, stockOf, day } from './commerce-helpers.ts';
import { burst, copyRows } from './money-naive.ts';
import { CP_H5, couponKit } from './coupon-helpers.ts';

// 100 storefront orders at once, all spending one single-use user coupon: exactly one order is written
// with the discount, the 99 others are refused with the coupon's message and leave nothing behind (no
// order, no stock taken). The negative control runs the same burst against a naive read-then-write of
// the coupon (on a copy of its row) and spends it many times.

const N = 100;

describe.skipIf(!process.env.DATABASE_URL)('one coupon under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  let kit: ReturnType<typeof couponKit>;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    kit = couponKit(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${N} concurrent orders with one single-use coupon: exactly one succeeds`, async () => {
    const ticket = await makeTicket(boss, { price: 6000, stock: 1000 });
    const id = await kit.make(boss, { threshold: 0, amount: 1500 });
    const c = await kit.customer();
    const uc = ok(await kit.h5('POST', `${CP_H5}/receive`, c.token, { body: { couponId: id } }));
    const before = await stockOf(t, ticket.skuId, day(0));
    const results = await Promise.all(
      Array.from({ length: N }, () => kit.place(c.token, ticket.productId, { couponId: uc.id, quantity: 1 })),
    );
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data.totalMoney).toBe(4500);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(new Set([COUPON_MSG.used]));
    const orders = await t.db.query<{ id: string; total_money: string }>(
      sql`SELECT id::text, total_money FROM ord_order WHERE product_id = ${ticket.productId}`,
    );
    expect(orders).toHaveLength(1);
    expect(Number(orders[0]!.total_money)).toBe(4500);
    expect(await kit.userCoupon(uc.id)).toEqual({ use_status: 1, order_id: orders[0]!.id });
    expect(await stockOf(t, ticket.skuId, day(0))).toBe(before - 1);
  });

  it('30 concurrent receives by one customer (limit 2) and by many (total 10): the limit and the total hold', async () => {
    const id = await kit.make(boss, { perLimit: 2, totalCount: 10 });
    const one = await kit.customer();
    const mine = await Promise.all(
      Array.from({ length: 30 }, () => kit.h5('POST', `${CP_H5}/receive`, one.token, { body: { couponId: id } })),
    );
    expect(mine.filter((r) => r.body.code === 200)).toHaveLength(2);
    expect(new Set(mine.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(new Set([COUPON_MSG.overLimit(2)]));
    const others = await Promise.all(Array.from({ length: 12 }, () => kit.customer()));
    const got = await Promise.all(others.map((c) => kit.h5('POST', `${CP_H5}/receive`, c.token, { body: { couponId: id } })));
    expect(got.filter((r) => r.body.code === 200)).toHaveLength(8);
    const n = await t.db.one<{ n: number; issued: number }>(
      sql`SELECT (SELECT count(*)::int FROM cp_user_coupon WHERE coupon_id = ${id}) AS n, issued_count AS issued FROM cp_coupon WHERE id = ${id}`,
    );
    expect(n).toEqual({ n: 10, issued: 10 });
  });

  it('negative control: the same burst with a naive "read unused, then mark used" spends the coupon many times', async () => {
    const id = await kit.make(boss, { threshold: 0, amount: 1500 });
    const c = await kit.customer();
    const uc = ok(await kit.h5('POST', `${CP_H5}/receive`, c.token, { body: { couponId: id } }));
    await copyRows(t.db, 'cp_user_coupon', 'naive_uc', sql`id = ${uc.id}`);
    await t.db.query(sql`DROP TABLE IF EXISTS naive_spend`);
    await t.db.query(sql`CREATE TABLE naive_spend (order_no int)`);
    let seq = 0;
    const spent = await burst(
      N,
      async () => Number((await t.db.one<{ s: number }>(sql`SELECT use_status AS s FROM naive_uc WHERE id = ${uc.id}`))!.s) === 0,
      async () => {
        await t.db.query(sql`UPDATE naive_uc SET use_status = 1 WHERE id = ${uc.id}`);
        await t.db.query(sql`INSERT INTO naive_spend VALUES (${seq++})`);
      },
    );
    expect(spent).toBeGreaterThan(1);
    expect(Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM naive_spend`))!.n)).toBe(spent);
    await t.db.query(sql`DROP TABLE naive_uc`);
    await t.db.query(sql`DROP TABLE naive_spend`);
  });
});
