import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MSG as M } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { burst, copyRows } from './money-naive.ts';
import { exchangeCount, itemRow, ledgerSum, mallKit, pointsOf } from './marketing-helpers.ts';

// The points mall under bursts of parallel exchanges: the item's stock is taken by one conditional
// UPDATE and the points by the members' ledger (the customer's row locked), in one transaction.

describe.skipIf(!process.env.DATABASE_URL)('points mall under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  let kit: ReturnType<typeof mallKit>;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    kit = mallKit(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('50 customers racing for 10 items: exactly 10 exchanges, stock 0, the losers keep their points', async () => {
    const item = await kit.item(boss, { pointsPrice: 100, stock: 10, perLimit: 1 });
    const customers = [];
    for (let i = 0; i < 50; i++) customers.push(await kit.customer(300));
    const results = await Promise.all(customers.map((c) => kit.exchange(c.token, item.id, 1)));
    const won = customers.filter((_, i) => results[i]!.body.success);
    const lost = customers.filter((_, i) => !results[i]!.body.success);
    expect(won.length).toBe(10);
    expect(new Set(results.filter((r) => !r.body.success).map((r) => r.body.msg))).toEqual(new Set([M.notEnoughStock]));
    expect(await itemRow(t, item.id)).toEqual({ stock: 0, exchanged: 10 });
    expect(await exchangeCount(t, item.id)).toBe(10);
    for (const c of won) expect([await pointsOf(t, c.id), await ledgerSum(t, c.id)]).toEqual([200, 200]);
    for (const c of lost) expect([await pointsOf(t, c.id), await ledgerSum(t, c.id)]).toEqual([300, 300]);
  });

  it('one customer racing 20 exchanges with points for 3: exactly 3, balance 0 and equal to the ledger', async () => {
    const item = await kit.item(boss, { pointsPrice: 100, stock: 100, perLimit: 0 });
    const c = await kit.customer(300);
    const results = await Promise.all(Array.from({ length: 20 }, () => kit.exchange(c.token, item.id, 1)));
    expect(results.filter((r) => r.body.success).length).toBe(3);
    expect(new Set(results.filter((r) => !r.body.success).map((r) => r.body.msg))).toEqual(new Set([M.notEnoughPoints]));
    expect([await pointsOf(t, c.id), await ledgerSum(t, c.id)]).toEqual([0, 0]);
    expect(await itemRow(t, item.id)).toEqual({ stock: 97, exchanged: 3 });
    expect(await exchangeCount(t, item.id)).toBe(3);
  });

  it('one customer racing 20 exchanges of an item limited to 2 per customer: exactly 2', async () => {
    const item = await kit.item(boss, { pointsPrice: 10, stock: 100, perLimit: 2 });
    const c = await kit.customer(1000);
    const results = await Promise.all(Array.from({ length: 20 }, () => kit.exchange(c.token, item.id, 1)));
    expect(results.filter((r) => r.body.success).length).toBe(2);
    expect(await pointsOf(t, c.id)).toBe(980);
    expect(await exchangeCount(t, item.id)).toBe(2);
  });

  it('negative control: the same 50-customer burst with a naive "read the stock, then write stock - 1" oversells', async () => {
    const item = await kit.item(boss, { pointsPrice: 100, stock: 10 });
    await copyRows(t.db, 'mk_integral_item', 'naive_integral_item', sql`id = ${item.id}`);
    const took = await burst(
      50,
      async () => Number((await t.db.one<{ stock: number }>(sql`SELECT stock FROM naive_integral_item WHERE id = ${item.id}`))!.stock) >= 1,
      async () => {
        const row = await t.db.one<{ stock: number }>(sql`SELECT stock FROM naive_integral_item WHERE id = ${item.id}`);
        await t.db.query(sql`UPDATE naive_integral_item SET stock = ${Number(row!.stock) - 1} WHERE id = ${item.id}`);
      },
    );
    // More exchanges went through than there were items.
    expect(took).toBeGreaterThan(10);
    await t.db.query(sql`DROP TABLE naive_integral_item`);
  });
});
