import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PKG_STATUS as P, VERIFY_METHOD, VOUCHER_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { burst, copyRows, countOf, naiveStep } from './money-naive.ts';
import { GATE, PO, buyAndPay, issue, makePackage, pkgStatus, qrsOf } from './voucher-helpers.ts';

// A voucher's uses never go below zero nor count twice when gates check it at once (the order row is
// locked before the next use is taken), and one package order's competing moves give one effect. The
// negative controls run the same bursts against naive read-then-write copies of the rows and over-count.

const GATES = 10;
const USES = 3;

describe.skipIf(!process.env.DATABASE_URL)('vouchers under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  let checker: Client;
  let anon: Client;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    checker = (await login(t, ...DEMO.checker)).client;
    anon = new Client(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${GATES} gates checking one voucher with ${USES} uses take exactly ${USES}`, async () => {
    const id = await makePackage(boss, { uses: USES });
    const b = await buyAndPay(anon, id);
    await issue(boss, b.orderId);
    const [qr] = await qrsOf(anon, b.code);
    const answers = await Promise.all(Array.from({ length: GATES }, () => checker.post(GATE, { method: VERIFY_METHOD.QR_SCAN, code: qr })));
    const passed = answers.filter((a) => a.body.code === 200);
    expect(passed).toHaveLength(USES);
    expect(new Set(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg))).toEqual(new Set([VOUCHER_MSG.usesUsedUp]));
    expect(passed.map((a) => a.body.data.voucher.left).sort()).toEqual([0, 1, 2]);
    expect(await countOf(t.db, sql`SELECT count(*)::int AS n FROM vc_use WHERE order_id = ${b.orderId} AND used = 1`)).toBe(USES);
    expect(await countOf(t.db, sql`SELECT count(*)::int AS n FROM vf_record WHERE order_id = ${b.orderId} AND result = 1`)).toBe(USES);
    expect(await countOf(t.db, sql`SELECT count(*)::int AS n FROM ord_guest WHERE order_id = ${b.orderId} AND ticket_status = 1`)).toBe(1);
  });

  it('negative control: the same gates with a naive "count what is left, then take one" take more than there are', async () => {
    const id = await makePackage(boss, { uses: USES });
    const b = await buyAndPay(anon, id);
    await copyRows(t.db, 'vc_use', 'naive_use', sql`order_id = ${b.orderId}`);
    await t.db.query(sql`CREATE TABLE naive_check (n int)`);
    const took = await burst(
      GATES,
      async () => (await countOf(t.db, sql`SELECT count(*)::int AS n FROM naive_use WHERE used = 0`)) > 0,
      async () => {
        await t.db.query(sql`UPDATE naive_use SET used = 1 WHERE id = (SELECT min(id) FROM naive_use WHERE used = 0)`);
        await t.db.query(sql`INSERT INTO naive_check VALUES (1)`);
      },
    );
    expect(took).toBeGreaterThan(USES);
    await t.db.query(sql`DROP TABLE naive_use`);
    await t.db.query(sql`DROP TABLE naive_check`);
  });

  it('parallel second confirmations and refunds of one order give one effect', async () => {
    const id = await makePackage(boss, { second: 1 });
    const b = await buyAndPay(anon, id);
    ok(await boss.post(`${PO}/confirm`, { orderId: b.orderId }));
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? boss.post(`${PO}/second-confirm`, { orderId: b.orderId }) : boss.post(`${PO}/refund`, { orderId: b.orderId }),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const s = await pkgStatus(boss, b.orderId);
    expect([P.WAIT_OUT, P.REFUND_AUDIT]).toContain(s);
    const refunds = await countOf(t.db, sql`SELECT count(*)::int AS n FROM ord_refund WHERE order_id = ${b.orderId}`);
    expect(refunds).toBe(s === P.REFUND_AUDIT ? 1 : 0);
    const steps = await countOf(
      t.db,
      sql`SELECT count(*)::int AS n FROM vc_pkg_log WHERE order_id = ${b.orderId} AND action IN ('secondConfirm', 'applyRefund')`,
    );
    expect(steps).toBe(1);
  });

  it('parallel out-audits of one refund pay it back once', async () => {
    const id = await makePackage(boss, { price: 12300 });
    const b = await buyAndPay(anon, id);
    await issue(boss, b.orderId);
    ok(await boss.post(`${PO}/refund`, { orderId: b.orderId }));
    ok(await boss.post(`${PO}/audit-refund`, { orderId: b.orderId, pass: true }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => boss.post(`${PO}/audit-out`, { orderId: b.orderId, pass: true })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const paidBack = await countOf(
      t.db,
      sql`SELECT coalesce(sum(amount), 0)::int AS n FROM ord_trade WHERE order_id = ${b.orderId} AND kind = 'refund'`,
    );
    expect(paidBack).toBe(12300);
  });

  it('negative control: a naive "read the state, then move it" lets several second confirmations through', async () => {
    const id = await makePackage(boss, { second: 1 });
    const b = await buyAndPay(anon, id);
    ok(await boss.post(`${PO}/confirm`, { orderId: b.orderId }));
    await copyRows(t.db, 'vc_order', 'naive_vc_order', sql`id = ${b.orderId}`);
    await t.db.query(sql`CREATE TABLE naive_step (n int)`);
    const wrote = await naiveStep(t.db, 10, {
      table: 'naive_vc_order',
      id: b.orderId,
      column: 'pkg_status',
      from: P.WAIT_SECOND,
      to: P.WAIT_OUT,
      effect: sql`INSERT INTO naive_step VALUES (1)`,
    });
    expect(wrote).toBeGreaterThan(1);
    await t.db.query(sql`DROP TABLE naive_vc_order`);
    await t.db.query(sql`DROP TABLE naive_step`);
  });
});
