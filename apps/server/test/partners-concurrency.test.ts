import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { day, makeTicket, ok } from './commerce-helpers.ts';
import { burst, copyRows } from './money-naive.ts';

// 50 orders at once on a distributor whose credit covers 10 of them: exactly 10 are placed, the 40
// others are refused with nothing left behind (no order, no stock taken), and the balance sits at the
// limit. The money is taken by one conditional UPDATE inside the order's transaction. The negative
// control runs the same burst as a naive read-then-write on a copy of the distributor's row.

const DA = '/yym-biz-basics/distributor-account';
const N = 50;

describe.skipIf(!process.env.DATABASE_URL)('distributor accounts under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let boss: Client;
  let ticket: Awaited<ReturnType<typeof makeTicket>>;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    ticket = await makeTicket(boss, { price: 10000, stock: 500 });
    ok(await boss.post('/yym-product-api/distribution/changeModel', { productIds: [ticket.productId], disModel: 2 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const newDistributor = async (creditLimit: number) => {
    const d = ok(await boss.post(`${DA}/submit`, { name: `并发分销商${Math.random().toString(36).slice(2, 6)}`, creditLimit }));
    ok(await boss.post('/yym-product-api/distribution/batchAuthorization', { productIds: [ticket.productId], distributorIds: [d.id] }));
    return d.id as string;
  };
  const place = (distributorId: string) =>
    boss.post(`${DA}/order/submit`, {
      distributorId,
      productId: ticket.productId,
      touristDate: day(1),
      quantity: 1,
      contactName: '游客',
      contactPhone: '13800002222',
    });
  const state = async (id: string) => {
    const r = await t.db.one<{ b: string; s: string; n: number; o: number }>(sql`SELECT d.balance AS b,
      (SELECT coalesce(sum(amount), 0) FROM dis_flow f WHERE f.party_kind = 1 AND f.party_id = d.id) AS s,
      (SELECT count(*)::int FROM dis_flow f WHERE f.party_kind = 1 AND f.party_id = d.id AND f.kind = 'order') AS n,
      (SELECT count(*)::int FROM dis_order o WHERE o.distributor_id = d.id) AS o
      FROM dis_distributor d WHERE d.id = ${id}`);
    return { balance: Number(r!.b), ledger: Number(r!.s), debits: r!.n, orders: r!.o };
  };

  it(`${N} orders at once on credit for 10 place exactly 10`, async () => {
    const id = await newDistributor(100000);
    const stockBefore = Number(
      (await t.db.one<{ s: number }>(sql`SELECT stock AS s FROM prd_calendar WHERE sku_id = ${ticket.skuId} AND play_date = ${day(1)}`))!.s,
    );
    const results = await Promise.all(Array.from({ length: N }, () => place(id)));
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(10);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(new Set([PARTNER_MSG.overLimit]));
    expect(await state(id)).toEqual({ balance: -100000, ledger: -100000, debits: 10, orders: 10 });
    const stockAfter = Number(
      (await t.db.one<{ s: number }>(sql`SELECT stock AS s FROM prd_calendar WHERE sku_id = ${ticket.skuId} AND play_date = ${day(1)}`))!.s,
    );
    expect(stockBefore - stockAfter).toBe(10);
  });

  it('the ledger sums to the balance after any mix of adjustments and orders at once', async () => {
    const id = await newDistributor(50000);
    const adjust = async (amount: number) => {
      const a = await boss.post(`${DA}/adjustment`, { partyId: id, amount, reason: '并发调账' });
      return boss.post(`${DA}/adjustment/audit`, { id: a.body.data.id, pass: 1 });
    };
    const calls = Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? adjust(30000) : i % 4 === 1 ? adjust(-20000) : place(id)));
    const results = await Promise.all(calls);
    expect(results.some((r) => r.body.code === 200)).toBe(true);
    const s = await state(id);
    expect(s.ledger).toBe(s.balance);
    expect(s.balance).toBeGreaterThanOrEqual(-50000);
    expect(s.debits).toBe(s.orders);
  });

  it('negative control: a naive "read the balance, then write it" debit goes past the limit', async () => {
    const id = await newDistributor(100000);
    await copyRows(t.db, 'dis_distributor', 'naive_distributor', sql`id = ${id}`);
    const balance = async () => Number((await t.db.one<{ b: string }>(sql`SELECT balance AS b FROM naive_distributor`))!.b);
    const wrote = await burst(
      N,
      async () => (await balance()) - 10000 >= -100000,
      () => t.db.query(sql`UPDATE naive_distributor SET balance = balance - 10000`),
    );
    expect(wrote).toBeGreaterThan(10);
    expect(await balance()).toBeLessThan(-100000);
    await t.db.query(sql`DROP TABLE naive_distributor`);
  });
});
