import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { day } from './commerce-helpers.ts';
import { burst, copyRows } from './money-naive.ts';
import { bookDirect, makeHotel } from './hotel-helpers.ts';

// 100 bookings at once for overlapping stays against small stock: no night is ever oversold, and every
// night's sold equals the rooms of the bookings that hold it. The negative control runs the same burst
// against a naive read-then-write of the nights (on a copy without constraints) and oversells.

const N = 100;
const STOCK = 3;
/** Stays of 1 to 3 nights starting on nights 1..4: every night is asked for by dozens of bookings. */
const stay = (i: number) => ({ from: 1 + (i % 4), nights: 1 + (i % 3) });

describe.skipIf(!process.env.DATABASE_URL)('hotel stock under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${N} concurrent bookings of overlapping stays never oversell a night`, async () => {
    const h = await makeHotel(boss, { stock: STOCK });
    const results = await Promise.allSettled(Array.from({ length: N }, (_, i) => bookDirect(t, h.planId, stay(i).from, stay(i).nights)));
    const booked = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message);
    expect(booked).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['所选日期房量不足']));
    const nights = await t.db.query<{
      night: string;
      sold: number;
      stock: number;
      held: number;
    }>(sql`SELECT n.night::text AS night, n.sold, n.stock,
        (SELECT coalesce(sum(h.rooms), 0)::int FROM htl_order_night o JOIN htl_order h ON h.tenant_id = o.tenant_id AND h.order_id = o.order_id
          WHERE o.tenant_id = n.tenant_id AND o.night = n.night AND h.plan_id = n.plan_id) AS held
      FROM htl_night n WHERE n.plan_id = ${h.planId} ORDER BY n.night`);
    for (const n of nights) {
      expect(n.sold).toBeLessThanOrEqual(STOCK);
      expect(n.sold).toBe(n.held);
    }
    // The busiest nights are sold out: the refusals were real shortages, not lost updates.
    expect(nights.find((n) => n.night === day(3))!.sold).toBe(STOCK);
  });

  it('negative control: the same burst with a naive "read what is left, then write sold + 1" oversells', async () => {
    const h = await makeHotel(boss, { stock: STOCK });
    await copyRows(t.db, 'htl_night', 'naive_night', sql`plan_id = ${h.planId}`);
    const took = await burst(
      N,
      async () => {
        const { from, nights } = stay(0);
        const rows = await t.db.query<{ left: number }>(
          sql`SELECT stock - sold AS left FROM naive_night WHERE night >= ${day(from)}::date AND night < ${day(from + nights)}::date`,
        );
        return rows.length === nights && rows.every((r) => r.left >= 1);
      },
      async () => {
        const { from, nights } = stay(0);
        for (let i = 0; i < nights; i++) {
          const row = await t.db.one<{ sold: number }>(sql`SELECT sold FROM naive_night WHERE night = ${day(from + i)}::date`);
          await t.db.query(sql`UPDATE naive_night SET sold = ${Number(row!.sold) + 1} WHERE night = ${day(from + i)}::date`);
        }
      },
    );
    // More bookings went through than there are rooms: the night was oversold.
    expect(took).toBeGreaterThan(STOCK);
    await t.db.query(sql`DROP TABLE naive_night`);
  });
});
