import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS as B, INVOICE_MSG as M } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { burst, copyRows } from './money-naive.ts';
import { INV, ask, billOf, invoiceSetup, paidOrder } from './invoice-helpers.ts';

// One order is never invoiced twice: many issues of one request at once issue one invoice, and a red
// invoice racing a re-issue leaves a consistent pair. The negative control runs the same burst against
// a naive "read the request's state, then write an invoice" on a copy without the conditional move or
// the unique index, and invoices the order many times.

const N = 12;

describe.skipIf(!process.env.DATABASE_URL)('invoices under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  const live = async (orderId: string) =>
    (
      await t.db.query(sql`SELECT id, kind, amount FROM inv_invoice WHERE order_id = ${orderId} AND kind <> 'red' AND inv_status <> 'failed'
      AND reversed_by IS NULL`)
    ).length;

  it(`${N} issues of one request at once issue one invoice`, async () => {
    const o = await paidOrder(t, boss, 2);
    await invoiceSetup(boss, o.productId);
    ok(await ask(t, o.code));
    const bill = await billOf(boss, o.orderNo);
    const results = await Promise.all(Array.from({ length: N }, () => boss.post(`${INV}/bill/issue`, { id: bill.id })));
    const issued = results.filter((r) => r.body.code === 200);
    expect(issued).toHaveLength(1);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(new Set([M.notPending]));
    expect(await live(o.orderId)).toBe(1);
    expect(Number((await t.db.one(sql`SELECT count(*)::int AS n FROM inv_invoice WHERE order_id = ${o.orderId}`))!.n)).toBe(1);
    expect(await billOf(boss, o.orderNo)).toMatchObject({ billStatus: B.ISSUED, invoiceId: issued[0]!.body.data.id });
  });

  it('a red invoice and a re-issue at once, many times over, leave a consistent pair', async () => {
    const o = await paidOrder(t, boss, 2);
    await invoiceSetup(boss, o.productId);
    ok(await ask(t, o.code));
    const bill = await billOf(boss, o.orderNo);
    let blue = ok(await boss.post(`${INV}/bill/issue`, { id: bill.id }));
    for (let round = 0; round < 6; round++) {
      const [red, again] = await Promise.all([
        boss.post(`${INV}/red/submit`, { invoiceId: blue.id, reason: `第${round}次` }),
        boss.post(`${INV}/bill/issue`, { id: bill.id }),
      ]);
      // The re-issue cannot run before the red invoice ended: the request is still issued, or in progress.
      expect(red.body.code).toBe(200);
      expect(again.body.msg).toBe(M.notPending);
      const b = await billOf(boss, o.orderNo);
      expect(b.billStatus).toBe(B.REVERSED);
      expect(await live(o.orderId)).toBe(0);
      blue = ok(await boss.post(`${INV}/bill/issue`, { id: bill.id }));
      expect(await live(o.orderId)).toBe(1);
    }
    // Every blue invoice but the live one is reversed by exactly one red of the opposite amount.
    const rows = await t.db.query(sql`SELECT b.id, b.amount, b.reversed_by, r.amount AS red_amount, r.original_id FROM inv_invoice b
      LEFT JOIN inv_invoice r ON r.tenant_id = b.tenant_id AND r.id = b.reversed_by WHERE b.order_id = ${o.orderId} AND b.kind = 'blue' ORDER BY b.id`);
    expect(rows).toHaveLength(7);
    for (const r of rows.slice(0, -1)) expect([Number(r.red_amount), String(r.original_id)]).toEqual([-Number(r.amount), String(r.id)]);
    expect(rows.at(-1)!.reversed_by).toBeNull();
    const sum = await t.db.one(
      sql`SELECT sum(amount)::bigint AS s FROM inv_invoice WHERE order_id = ${o.orderId} AND inv_status = 'issued'`,
    );
    expect(Number(sum!.s)).toBe(6000);
  });

  it('red invoices of one blue invoice at once: one is issued', async () => {
    const o = await paidOrder(t, boss, 1);
    await invoiceSetup(boss, o.productId);
    ok(await ask(t, o.code));
    const bill = await billOf(boss, o.orderNo);
    const blue = ok(await boss.post(`${INV}/bill/issue`, { id: bill.id }));
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => boss.post(`${INV}/red/submit`, { invoiceId: blue.id, reason: `${i}` })),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(
      Number((await t.db.one(sql`SELECT count(*)::int AS n FROM inv_invoice WHERE order_id = ${o.orderId} AND kind = 'red'`))!.n),
    ).toBe(1);
  });

  it('negative control: the same burst with a naive "read pending, then write an invoice" invoices the order many times', async () => {
    const o = await paidOrder(t, boss, 1);
    ok(await ask(t, o.code));
    const bill = await billOf(boss, o.orderNo);
    await copyRows(t.db, 'inv_bill', 'naive_bill', sql`id = ${bill.id}`);
    await t.db.query(sql`DROP TABLE IF EXISTS naive_invoice`);
    await t.db.query(sql`CREATE TABLE naive_invoice (order_id bigint)`);
    const wrote = await burst(
      N,
      async () =>
        Number((await t.db.one<{ s: number }>(sql`SELECT bill_status AS s FROM naive_bill WHERE id = ${bill.id}`))!.s) === B.PENDING,
      async () => {
        await t.db.query(sql`UPDATE naive_bill SET bill_status = ${B.ISSUED} WHERE id = ${bill.id}`);
        await t.db.query(sql`INSERT INTO naive_invoice VALUES (${o.orderId})`);
      },
    );
    expect(wrote).toBeGreaterThan(1);
    expect(Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM naive_invoice`))!.n)).toBe(wrote);
    await t.db.query(sql`DROP TABLE naive_bill`);
    await t.db.query(sql`DROP TABLE naive_invoice`);
  });
});
