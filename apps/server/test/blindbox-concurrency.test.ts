import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLINDBOX_MSG } from '@yym/contract';
import { drawUnit } from '../src/modules/blindbox/pools/service.ts';
import { scopedTo } from '../src/modules/order/index.ts';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { BX, buy, from, makeBox } from './blindbox-helpers.ts';
import { burst, copyRows } from './money-naive.ts';

// No prize is given beyond its quantity under real parallelism: 200 draws at once on a pool of 20
// prizes give 20, and 200 buyers at once of one box each get a unit only while the pool has one.
// The negative control runs the same burst against a naive read-then-write of the prize stock.

const N = 200;
const PRIZES = [
  { name: '隐藏款', quantity: 2, weight: 1 },
  { name: '甲款', quantity: 8, weight: 40 },
  { name: '乙款', quantity: 10, weight: 59 },
];
let t: TestApp;
let boss: Client;
let anon: Client;

describe.skipIf(!process.env.DATABASE_URL)(
  'blind-box draws under concurrency (PostgreSQL only: PGlite runs one statement at a time)',
  () => {
    beforeAll(async () => {
      t = await startApp();
      boss = (await login(t, ...DEMO.boss)).client;
      anon = new Client(t.url);
    });
    afterAll(async () => {
      await t?.close();
    });

    const given = async (poolId: string) =>
      (await t.db.query(sql`SELECT name, quantity, remaining FROM bb_prize WHERE pool_id = ${poolId} ORDER BY sort`)).map((p) => ({
        name: p.name as string,
        given: Number(p.quantity) - Number(p.remaining),
        quantity: Number(p.quantity),
      }));

    it(`${N} parallel draws on a pool of 20 prizes give 20 at most, each prize within its quantity, one place of the log each`, async () => {
      const id = await makeBox(boss, PRIZES);
      const poolId = ok(await boss.get(`${BX}/detail`, { id })).poolId as string;
      // 20 units sold: the draws below race for them (the prize stock is the guard under test)
      await t.db.query(sql`UPDATE bb_pool SET reserved = total WHERE id = ${poolId}`);
      const results = await Promise.allSettled(
        Array.from({ length: N }, (_, i) =>
          t.db.tx((q) => drawUnit(scopedTo(q, '100001'), poolId, String(900_000_000 + i), `TEST${i}`, 0), { tenantId: '100001' }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message);
      expect(won).toBe(20);
      expect(new Set(refused)).toEqual(new Set([BLINDBOX_MSG.soldOut]));
      const g = await given(poolId);
      expect(g.reduce((s, p) => s + p.given, 0)).toBe(20);
      for (const p of g) expect(p.given).toBeLessThanOrEqual(p.quantity);
      const seqs = await t.db.query(sql`SELECT seq FROM bb_draw WHERE pool_id = ${poolId} ORDER BY seq`);
      expect(seqs.map((s) => Number(s.seq))).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });

    it(`${N} parallel buyers of a pool of 20, then every payment at once: 20 boxes sold and opened, no prize beyond its quantity`, async () => {
      const id = await makeBox(boss, PRIZES);
      const poolId = ok(await boss.get(`${BX}/detail`, { id })).poolId as string;
      const rs = await Promise.all(Array.from({ length: N }, () => buy(anon, id, 1)));
      const bought = rs.filter((r) => r.body.code === 200).map((r) => r.body.data as { code: string });
      expect(bought.length).toBe(20);
      expect(new Set(rs.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(new Set([BLINDBOX_MSG.soldOut]));
      const paid = await Promise.all(
        bought.map((b) => anon.req('POST', '/order-api/h5/pay/sandbox', { body: { code: b.code }, headers: from() })),
      );
      expect(paid.every((p) => p.body.code === 200)).toBe(true);
      const g = await given(poolId);
      expect(g.reduce((s, p) => s + p.given, 0)).toBe(20);
      for (const p of g) expect(p.given).toBeLessThanOrEqual(p.quantity);
      const pool = (await t.db.one(sql`SELECT reserved, drawn, reveal_time FROM bb_pool WHERE id = ${poolId}`))!;
      expect([Number(pool.reserved), Number(pool.drawn), pool.reveal_time != null]).toEqual([20, 20, true]);
    });

    it('negative control: a naive read-then-take of the prize stock gives far more than 20 in the same burst', async () => {
      const id = await makeBox(boss, PRIZES);
      const poolId = ok(await boss.get(`${BX}/detail`, { id })).poolId as string;
      await copyRows(t.db, 'bb_prize', 'bb_prize_naive', sql`pool_id = ${poolId}`);
      let pick = '';
      const wrote = await burst(
        N,
        async () => {
          const open = await t.db.one(sql`SELECT id FROM bb_prize_naive WHERE remaining > 0 ORDER BY sort LIMIT 1`);
          pick = open ? String(open.id) : '';
          return Boolean(open);
        },
        () => t.db.query(sql`UPDATE bb_prize_naive SET remaining = remaining - 1 WHERE id = ${pick}`),
      );
      const left = await t.db.one<{ n: number }>(sql`SELECT sum(remaining)::int AS n FROM bb_prize_naive`);
      expect(wrote).toBeGreaterThan(20);
      expect(Number(left!.n)).toBeLessThan(0);
      await t.db.query(sql`DROP TABLE bb_prize_naive`);
    });
  },
);
