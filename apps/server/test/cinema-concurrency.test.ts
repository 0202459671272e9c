import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CINEMA_MSG as M, MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { buy, cellOf, makeScreening } from './cinema-helpers.ts';
import { burst, countOf } from './money-naive.ts';

// Seats under concurrency (PostgreSQL only: PGlite runs one transaction at a time). Each buyer comes from
// its own address (the storefront's throttle counts per address). The negative control runs the same burst
// against a naive "is the seat free? then take it" copy without the seat key, and sells a seat twice.

const pg = !!process.env.DATABASE_URL;
let t: TestApp;
let boss: Client;
const buyer = (i: number) => new Client(t.url, null, { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` });
beforeAll(async () => {
  if (!pg) return;
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
});
afterAll(() => t?.close());

const soldSeats = async (screeningId: string) =>
  t.db.query<{ seat_row: number; seat_col: number; order_id: string }>(
    sql`SELECT seat_row, seat_col, order_id::text AS order_id FROM cin_seat WHERE screening_id = ${screeningId}`,
  );

describe.skipIf(!pg)('cinema seats under concurrency', () => {
  it('two buyers of one seat at the same moment: one wins, the other is told the seat is taken', async () => {
    const s = await makeScreening(boss);
    for (let round = 0; round < 8; round++) {
      const seat = cellOf(1 + (round % 4), round < 4 ? 5 : 6); // a fresh seat each round
      const rs = await Promise.all([buy(buyer(2 * round), s.id, [seat]), buy(buyer(2 * round + 1), s.id, [seat])]);
      expect(rs.filter((r) => r.body.code === 200)).toHaveLength(1);
      expect(rs.find((r) => r.body.code !== 200)!.body.msg).toBe(M.seatTaken);
    }
    // 8 orders, 8 seats, each held by the order that won it
    const seats = await soldSeats(s.id);
    expect(seats).toHaveLength(8);
    const orders = await t.db.query(sql`SELECT order_id FROM cin_order WHERE screening_id = ${s.id}`);
    expect(orders).toHaveLength(8);
  });

  it('many parallel buyers over overlapping seat sets never sell a seat twice', async () => {
    const s = await makeScreening(boss);
    // 40 buyers, each wanting 2 of the 5 seats of row 1 and 2 (windows of neighbours, overlapping)
    const pool = [
      cellOf(1, 1),
      cellOf(1, 2),
      cellOf(1, 3),
      cellOf(1, 5),
      cellOf(1, 6),
      cellOf(2, 1),
      cellOf(2, 2),
      cellOf(2, 3),
      cellOf(2, 5),
      cellOf(2, 6),
    ];
    const wants = Array.from({ length: 40 }, (_, i) => [pool[i % 10]!, pool[(i + 1 + (i % 3)) % 10]!]);
    const rs = await Promise.all(wants.map((w, i) => buy(buyer(100 + i), s.id, w)));
    const won = rs.map((r, i) => ({ r, w: wants[i]! })).filter((x) => x.r.body.code === 200);
    for (const r of rs.filter((x) => x.body.code !== 200)) expect([M.seatTaken, MSG.coDuplicateRequest]).toContain(r.body.msg);
    expect(won.length).toBeGreaterThan(0);
    const claimed = won.flatMap((x) => x.w.map((c) => `${c.row}-${c.col}`));
    expect(new Set(claimed).size).toBe(claimed.length); // no seat in two winning orders
    const seats = await soldSeats(s.id);
    expect(seats).toHaveLength(claimed.length);
    // every winning order holds exactly its seats; no refused order left anything behind
    const ids = new Set(won.map((x) => x.r.body.data.orderId));
    expect(new Set(seats.map((x) => x.order_id))).toEqual(ids);
    const open = await t.db.query(
      sql`SELECT id FROM ord_order WHERE order_kind = 'cinema' AND id IN (SELECT order_id FROM cin_order WHERE screening_id = ${s.id})`,
    );
    expect(open).toHaveLength(ids.size);
  });

  it('negative control: a naive "is it free? then take it" sells one seat to several buyers', async () => {
    await t.db.query(sql`DROP TABLE IF EXISTS naive_seat`);
    await t.db.query(sql`CREATE TABLE naive_seat (screening_id bigint, seat_row int, seat_col int, order_id bigint)`);
    let n = 0;
    const wrote = await burst(
      10,
      async () =>
        (await countOf(t.db, sql`SELECT count(*)::int AS n FROM naive_seat WHERE screening_id = 1 AND seat_row = 1 AND seat_col = 1`)) ===
        0,
      () => t.db.query(sql`INSERT INTO naive_seat VALUES (1, 1, 1, ${++n})`),
    );
    expect(wrote).toBeGreaterThan(1);
    const rows = await countOf(t.db, sql`SELECT count(*)::int AS n FROM naive_seat`);
    expect(rows).toBeGreaterThan(1);
    await t.db.query(sql`DROP TABLE naive_seat`);
  });
});
