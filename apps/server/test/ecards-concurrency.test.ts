import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECARD_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { burst, copyRows } from './money-naive.ts';
import { ecardKit } from './ecard-helpers.ts';

// E-cards under concurrency: activation codes are single-use, gate checks never take more uses than a
// card has. The negative control runs the same burst against a naive read-then-write.

let t: TestApp;
let boss: Client;
let checker: Client;
let k: ReturnType<typeof ecardKit>;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  k = ecardKit(t, boss);
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!process.env.DATABASE_URL)('under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  it('200 activations of 50 codes at once activate each exactly once', async () => {
    const cardId = await k.makeCard();
    const b = await k.prefab(cardId, 50);
    const codes = await k.codesOf(b.id);
    const people = await Promise.all(Array.from({ length: 20 }, () => k.customer()));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const p = people[i % 20]!;
        return k.h5(
          '/yym-product-api/h5/eCard/activate',
          p.token,
          { code: codes[i % 50], holderName: '并发', holderPhone: p.phone },
          undefined,
          `10.50.${i % 200}.1`,
        );
      }),
    );
    expect(results.filter((r) => r.body.code === 200).length).toBe(50);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === ECARD_MSG.codeInvalid)).toBe(true);
    const n = await t.db.one<{ cards: number; codes: number; ex: number }>(sql`SELECT
      (SELECT count(*)::int FROM ec_user_card u JOIN ec_code c ON c.tenant_id = u.tenant_id AND c.id = u.code_id WHERE c.batch_id = ${b.id}) AS cards,
      (SELECT count(*)::int FROM ec_code WHERE batch_id = ${b.id} AND code_status = 1) AS codes,
      (SELECT count(*)::int FROM ec_exchange WHERE batch_id = ${b.id}) AS ex`);
    expect(n).toEqual({ cards: 50, codes: 50, ex: 50 });
  });

  it('negative control: a naive "read unused, then mark used" activates a code more than once', async () => {
    const cardId = await k.makeCard();
    const b = await k.prefab(cardId, 1);
    await copyRows(t.db, 'ec_code', 'naive_code', sql`batch_id = ${b.id}`);
    const took = await burst(
      8,
      async () => (await t.db.one<{ s: number }>(sql`SELECT code_status AS s FROM naive_code`))?.s === 0,
      () => t.db.query(sql`UPDATE naive_code SET code_status = 1`),
    );
    expect(took).toBeGreaterThan(1);
    await t.db.query(sql`DROP TABLE naive_code`);
  });

  it('concurrent gate checks never take more uses than the card has', async () => {
    const cardId = await k.makeCard(boss, { first: 5 });
    const cu = await k.customer();
    const o = ok(await k.h5('/yym-product-api/h5/eCard/buy', cu.token, { cardId, quantity: 1, holderName: '并发' }));
    const trade = ok(await boss.post('/order-api/pay/trade', { orderId: o.orderId }));
    await k.anon.post('/order-api/pay/notify/sandbox', trade.payParams.callback);
    const qr = (await t.db.one<{ qr_code: string }>(sql`SELECT qr_code FROM ec_user_card WHERE order_id = ${o.orderId}`))!.qr_code;
    const rs = await Promise.all(Array.from({ length: 20 }, () => k.gate(checker, qr)));
    // The checker's spot has the first project only: 5 uses, never more.
    expect(rs.filter((r) => r.body.code === 200).length).toBe(5);
    const p = await t.db.query<{ used: number; total_limit: number }>(sql`SELECT p.used, p.total_limit FROM ec_user_card_project p
      JOIN ec_user_card u ON u.tenant_id = p.tenant_id AND u.id = p.user_card_id WHERE u.order_id = ${o.orderId} ORDER BY p.sort`);
    expect(p.map((x) => x.used)).toEqual([5, 0]);
    expect(
      Number(
        (await t.db.one<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ec_use u JOIN ec_user_card c ON c.tenant_id = u.tenant_id AND c.id = u.user_card_id WHERE c.order_id = ${o.orderId}`,
        ))!.n,
      ),
    ).toBe(5);
  });
});
