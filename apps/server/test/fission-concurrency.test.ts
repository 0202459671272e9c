import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FISSION_MSG as M } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { makeTicket, ok, pay } from './commerce-helpers.ts';
import { burst, copyRows } from './money-naive.ts';
import { FP, fissionKit } from './fission-helpers.ts';

// 20 withdrawals of one promoter at once, each 15 yuan against a 100 yuan balance: six go through,
// the others are told the balance is short, and the balance never drops below zero (the money is
// taken with one conditional UPDATE). The negative control runs the same burst as a naive
// read-then-write on a copy of the promoter's row and overdraws it.

const N = 20;

describe.skipIf(!process.env.DATABASE_URL)(
  'fission withdrawals under concurrency (PostgreSQL only: PGlite runs one statement at a time)',
  () => {
    let t: TestApp;
    let boss: Client;
    let kit: ReturnType<typeof fissionKit>;
    let promoter: Awaited<ReturnType<ReturnType<typeof fissionKit>['promoter']>>;
    beforeAll(async () => {
      t = await startApp();
      boss = (await login(t, ...DEMO.boss)).client;
      kit = fissionKit(t);
      ok(await boss.post(`${FP}/config/saveInfo`, { enabled: 1, joinMode: 1, settleDays: 0, minWithdraw: 100 }));
      const ticket = await makeTicket(boss, { price: 50000, stock: 50 });
      ok(
        await boss.post(`${FP}/saveInfo`, {
          name: '并发',
          startDate: '2020-01-01',
          endDate: '2099-12-31',
          productIds: [ticket.productId],
          kickValue: 100,
        }),
      );
      promoter = await kit.promoter(boss, '并发推广员');
      // two tickets at 500 yuan under 10%: 100 yuan earned
      const o = ok(await kit.place(ticket.productId, promoter.code, { quantity: 2 }));
      await pay(t, boss, o.orderId);
      expect(await kit.money(promoter.id)).toMatchObject({ balance: 10000 });
    });
    afterAll(async () => {
      await t?.close();
    });

    it(`${N} parallel withdrawals never take the balance below zero`, async () => {
      const body = { amount: 1500, accountName: '并发', accountNo: 'alipay:x' };
      const results = await Promise.all(Array.from({ length: N }, () => kit.h5('POST', '/withdraw', promoter.token, { body })));
      const won = results.filter((r) => r.body.code === 200);
      expect(won).toHaveLength(6);
      expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(new Set([M.overBalance]));
      expect(await kit.money(promoter.id)).toMatchObject({ balance: 1000 });
      const rows = await t.db.query<{ n: number; s: string }>(
        sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS s FROM fis_withdraw WHERE promoter_id = ${promoter.id}`,
      );
      expect([rows[0]!.n, Number(rows[0]!.s)]).toEqual([6, 9000]);
      // the ledger and the balance agree
      const sum = await t.db.one<{ s: string }>(sql`SELECT sum(amount) AS s FROM fis_ledger WHERE promoter_id = ${promoter.id}`);
      expect(Number(sum!.s)).toBe(1000);
    });

    it('negative control: a naive "read the balance, then write it" withdrawal overdraws', async () => {
      await t.db.query(sql`UPDATE fis_promoter SET balance = 10000 WHERE id = ${promoter.id}`);
      await copyRows(t.db, 'fis_promoter', 'naive_promoter', sql`id = ${promoter.id}`);
      const balance = async () => Number((await t.db.one<{ b: string }>(sql`SELECT balance AS b FROM naive_promoter`))!.b);
      const wrote = await burst(
        N,
        async () => (await balance()) >= 1500,
        () => t.db.query(sql`UPDATE naive_promoter SET balance = balance - 1500`),
      );
      // more withdrawals went through than the money allowed for, and the balance went below zero
      expect(wrote).toBeGreaterThan(6);
      expect(await balance()).toBeLessThan(0);
      await t.db.query(sql`DROP TABLE naive_promoter`);
    });
  },
);
