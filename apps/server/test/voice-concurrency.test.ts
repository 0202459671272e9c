import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { burst, copyRows, countOf } from './money-naive.ts';
import { VO, buyPaid, makeVoice } from './voice-helpers.ts';

// The forced refund of a voice order pays back once, whatever arrives at once: the same key replayed
// in parallel answers the first result; different clerks' calls give one refund and a clear refusal.
// The negative control runs the same burst against a naive "read what is left, then refund it" copy.

const N = 10;
const refundsOf = (t: TestApp, orderId: string) =>
  countOf(t.db, sql`SELECT count(*)::int AS n FROM ord_refund WHERE order_id = ${orderId}`);
const refundedMoney = (t: TestApp, orderId: string) =>
  countOf(t.db, sql`SELECT coalesce(sum(amount), 0)::int AS n FROM ord_trade WHERE order_id = ${orderId} AND kind = 'refund'`);

describe.skipIf(!process.env.DATABASE_URL)('voice refunds under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  let anon: Client;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    anon = new Client(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${N} parallel force-refunds with one key: one refund, every answer the first`, async () => {
    const v = await makeVoice(t, boss, { price: 800 });
    const b = await buyPaid(anon, v.id);
    const key = 'voice-parallel-key-0001';
    const answers = await Promise.all(
      Array.from({ length: N }, () => boss.post(`${VO}/force-refund`, { orderId: b.orderId, reason: '并发', idempotencyKey: key })),
    );
    const okOnes = answers.filter((a) => a.body.code === 200).map((a) => a.body.data);
    expect(okOnes.length).toBeGreaterThan(0);
    for (const a of okOnes) expect(a).toEqual(okOnes[0]);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.status).toBe(409); // told to retry, nothing done
    expect(await refundsOf(t, b.orderId)).toBe(1);
    expect(await refundedMoney(t, b.orderId)).toBe(800);
  });

  it(`${N} clerks force-refunding at once without a key: one refund, the others refused`, async () => {
    const v = await makeVoice(t, boss, { price: 800 });
    const b = await buyPaid(anon, v.id);
    const answers = await Promise.all(Array.from({ length: N }, () => boss.post(`${VO}/force-refund`, { orderId: b.orderId })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg))).toEqual(new Set([VOICE_MSG.nothingToRefund]));
    expect(await refundsOf(t, b.orderId)).toBe(1);
    expect(await refundedMoney(t, b.orderId)).toBe(800);
  });

  it('negative control: the same burst on a naive "read what is left, then refund it" pays back more than once', async () => {
    const v = await makeVoice(t, boss, { price: 800 });
    const b = await buyPaid(anon, v.id);
    await copyRows(t.db, 'ord_guest', 'naive_voice_guest', sql`order_id = ${b.orderId}`);
    await t.db.query(sql`CREATE TABLE naive_voice_refund (amount int)`);
    const wrote = await burst(
      N,
      async () => (await countOf(t.db, sql`SELECT count(*)::int AS n FROM naive_voice_guest WHERE ticket_status = 0`)) > 0,
      async () => {
        await t.db.query(sql`INSERT INTO naive_voice_refund SELECT price FROM naive_voice_guest`);
        await t.db.query(sql`UPDATE naive_voice_guest SET ticket_status = 2`);
      },
    );
    expect(wrote).toBeGreaterThan(1);
    expect(await countOf(t.db, sql`SELECT sum(amount)::int AS n FROM naive_voice_refund`)).toBeGreaterThan(800);
    await t.db.query(sql`DROP TABLE naive_voice_guest`);
    await t.db.query(sql`DROP TABLE naive_voice_refund`);
  });
});
