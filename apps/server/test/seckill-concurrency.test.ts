import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECKILL_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { day, makeTicket, stockOf } from './commerce-helpers.ts';
import { burst, copyRows } from './money-naive.ts';
import { seckillKit } from './seckill-helpers.ts';

// A hot seckill item under a burst of buyers through the real HTTP path: its stock is split over
// buckets; sold + remaining equals the allotment exactly, no bucket goes below zero, every customer
// stays within the limit, and the ticket's calendar stock is untouched. The negative control runs the
// same burst against a naive read-then-write of one stock row (a copy without constraints) and oversells.

const CUSTOMERS = 40;
const TRIES = 5;
const LIMIT = 3;
const STOCK = 100;

describe.skipIf(!process.env.DATABASE_URL)('seckill stock under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  let k: ReturnType<typeof seckillKit>;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    k = seckillKit(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${CUSTOMERS * TRIES} concurrent purchases by ${CUSTOMERS} customers: no oversell, no bucket below zero, limits held`, async () => {
    const tk = await makeTicket(boss, { price: 5000, stock: 7 });
    const id = await k.make(boss, [{ productId: tk.productId, skuId: tk.skuId, seckillPrice: 100, stock: STOCK }], { limit: LIMIT });
    const g = await k.goodsId(id);
    const buyers = [];
    for (let i = 0; i < CUSTOMERS; i++) buyers.push(await k.customer());
    // One or two units per purchase: a purchase may span buckets when the one it starts at runs short.
    const results = await Promise.all(
      buyers.flatMap((b, i) => Array.from({ length: TRIES }, (_, j) => k.buy(b.token, id, g, { quantity: 1 + ((i + j) % 2) }))),
    );
    const okCount = results.filter((r) => r.body.code === 200).length;
    expect(okCount).toBeGreaterThan(STOCK / 2);
    const refused = new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg));
    expect([...refused].every((m) => m === SECKILL_MSG.soldOut || m === SECKILL_MSG.overLimit(LIMIT))).toBe(true);
    const buckets = await t.db.query<{ stock: number }>(sql`SELECT stock FROM sk_bucket WHERE goods_id = ${g}`);
    expect(buckets.length).toBe(16);
    expect(Math.min(...buckets.map((b) => Number(b.stock)))).toBeGreaterThanOrEqual(0);
    const sold = Number(
      (await t.db.one<{ n: number }>(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM sk_order WHERE goods_id = ${g}`))!.n,
    );
    const orders = Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order WHERE sku_id = ${tk.skuId}`))!.n);
    const left = await k.remaining(id);
    expect(orders).toBe(okCount);
    expect(sold + left).toBe(STOCK);
    // Sold out but for a unit a two-unit purchase could not take.
    expect(left).toBeLessThanOrEqual(1);
    const per = await t.db.query<{ phone: string; n: number; bought: number }>(sql`SELECT o.phone, sum(o.quantity)::int AS n,
        (SELECT bought FROM sk_buyer b WHERE b.tenant_id = o.tenant_id AND b.seckill_id = o.seckill_id AND b.phone = o.phone) AS bought
      FROM sk_order o WHERE o.goods_id = ${g} GROUP BY o.tenant_id, o.seckill_id, o.phone`);
    for (const p of per) {
      expect(p.n).toBeLessThanOrEqual(LIMIT);
      expect(Number(p.bought)).toBe(p.n);
    }
    expect(await stockOf(t, tk.skuId, day(0))).toBe(7);
  });

  it('negative control: the naive "read what is left, then write left - 1" on one row oversells', async () => {
    const tk = await makeTicket(boss, { price: 5000 });
    const id = await k.make(boss, [{ productId: tk.productId, skuId: tk.skuId, stock: 10 }]);
    const g = await k.goodsId(id);
    await copyRows(t.db, 'sk_bucket', 'naive_bucket', sql`goods_id = ${g} AND bucket = 0`);
    await t.db.query(sql`UPDATE naive_bucket SET stock = 10`);
    let left = 0;
    const took = await burst(
      50,
      async () => {
        left = Number((await t.db.one<{ stock: number }>(sql`SELECT stock FROM naive_bucket`))!.stock);
        return left > 0;
      },
      () => t.db.query(sql`UPDATE naive_bucket SET stock = ${left - 1}`),
    );
    expect(took).toBeGreaterThan(10);
    await t.db.query(sql`DROP TABLE naive_bucket`);
  });
});
