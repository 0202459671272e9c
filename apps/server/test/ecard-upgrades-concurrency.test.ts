import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';

// Upgrade orders under concurrency: the same paid notice delivered many times at once upgrades the
// held card once (its projects replaced once, not added twice); refunds sent at once pay back once
// and put the card back once.

let t: TestApp;
let boss: Client;
let k: ReturnType<typeof ecardKit>;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  k = ecardKit(t, boss);
});
afterAll(async () => {
  await t?.close();
});

const H5 = '/yym-product-api/h5/eCard';

describe.skipIf(!process.env.DATABASE_URL)('upgrade orders under concurrency (PostgreSQL only)', () => {
  it('ten paid notices at once upgrade once; five refunds at once pay back once', async () => {
    const a = await k.makeCard();
    const b = await k.makeCard(boss, { first: 5 });
    const cu = await k.customer();
    const bought = ok(await k.h5(`${H5}/buy`, cu.token, { cardId: a, quantity: 1, holderName: '并发' }, undefined, '10.88.0.1'));
    const t1 = ok(await boss.post('/order-api/pay/trade', { orderId: bought.orderId }));
    ok(await k.anon.post('/order-api/pay/notify/sandbox', t1.payParams.callback));
    const u = (await t.db.one<{ id: string }>(sql`SELECT id::text FROM ec_user_card WHERE order_id = ${bought.orderId}`))!;
    const s = ok(await boss.post('/yym-product-api/eCard/upgrade/submit', { name: '并发升级', fromCardId: a, toCardId: b, price: 2000 }));
    ok(await boss.post('/yym-product-api/eCard/upgrade/enable', { id: s.id, enabled: 1 }));
    const o = ok(await k.h5(`${H5}/upgrade/buy`, cu.token, { userCardId: u.id, upgradeId: s.id }, undefined, '10.88.0.2'));
    const trade = ok(await boss.post('/order-api/pay/trade', { orderId: o.orderId }));
    await Promise.all(Array.from({ length: 10 }, () => k.anon.post('/order-api/pay/notify/sandbox', trade.payParams.callback)));
    const card = ok(await boss.get('/yym-product-api/eCard/userCard/detail', { id: u.id }));
    expect([card.cardId, card.projects.length, card.projects[0].totalLimit]).toEqual([b, 2, 5]);
    const state = await t.db.one<{ state: number }>(sql`SELECT state FROM ec_upgrade_order WHERE order_id = ${o.orderId}`);
    expect(state?.state).toBe(2);

    const refunds = await Promise.all(
      Array.from({ length: 5 }, () => boss.post('/order-api/eCard/upgrade/order/refund', { orderId: o.orderId })),
    );
    expect(refunds.filter((r) => r.body.code === 200).length).toBe(1);
    expect(refunds.filter((r) => r.body.code !== 200).every((r) => r.body.msg === UPGRADE_MSG.alreadyRefunded)).toBe(true);
    const back = ok(await boss.get('/yym-product-api/eCard/userCard/detail', { id: u.id }));
    expect([back.cardId, back.projects.length, back.projects[0].totalLimit]).toEqual([a, 2, 2]);
    const money = await t.db.one<{ n: number; sum: number }>(
      sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS sum FROM ord_trade WHERE order_id = ${o.orderId} AND kind = 'refund' AND trade_status = 'done'`,
    );
    expect(money).toEqual({ n: 1, sum: 2000 });
  });
});
