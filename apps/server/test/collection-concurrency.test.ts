import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MSG as M } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { ok } from './commerce-helpers.ts';
import { H5, customer, makeCollection, mintAndShelve } from './collection-helpers.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { copyRows, countOf } from './money-naive.ts';

// An edition is never sold past its size and no token id goes to two buyers, however many buy at once:
// the order's transaction takes its editions in one statement that skips rows another purchase holds,
// and a customer's share of the per-person limit is one conditional upsert. The negative control runs
// the same crowd against a naive "read the lowest free token, then take it" copy and hands tokens out twice.

const BUYERS = 50;
const EDITION = 10;

describe.skipIf(!process.env.DATABASE_URL)('数字藏品 under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let t: TestApp;
  let boss: Client;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${BUYERS} buyers of an edition of ${EDITION} get ${EDITION} tokens, no token id twice`, async () => {
    const id = await makeCollection(t, boss, { edition: EDITION, perLimit: 1 });
    await mintAndShelve(boss, id);
    // each buyer comes from an address of its own (the storefront throttles count per address)
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await customer(t, `1390000${String(i).padStart(4, '0')}`, '100001', `10.9.0.${i + 1}`));
    const answers = await Promise.all(buyers.map((b) => b.client.post(`${H5}/buy`, { id, quantity: 1 })));
    const won = answers.filter((a) => a.body.code === 200);
    expect(won).toHaveLength(EDITION);
    expect(new Set(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg))).toEqual(new Set([M.soldOut]));
    // all pay at once; each grant moves its own token on the ledger
    const anon = new Client(t.url);
    await Promise.all(won.map((a) => anon.post('/order-api/h5/pay/sandbox', { code: a.body.data.code })));
    const tokens = await t.db.query<{ token_id: string; order_id: string; grant_status: number; tx_hash: string }>(
      sql`SELECT token_id, order_id, grant_status, tx_hash FROM coll_token WHERE product_id = ${id} AND order_id IS NOT NULL`,
    );
    expect(tokens.map((k) => Number(k.token_id)).sort((a, b) => a - b)).toEqual(Array.from({ length: EDITION }, (_, i) => i + 1));
    expect(new Set(tokens.map((k) => k.order_id)).size).toBe(EDITION);
    expect(tokens.every((k) => Number(k.grant_status) === 2 && /^0x[0-9a-f]{64}$/.test(k.tx_hash))).toBe(true);
    const contract = ok(await boss.get('/yym-product-api/b/culturalProduct/infoDetail', { id })).contractAddress;
    const owners = await t.db.query<{ owner: string }>(sql`SELECT DISTINCT owner FROM chain_sandbox_token WHERE address = ${contract}`);
    expect(owners).toHaveLength(EDITION);
    expect(ok(await anon.get(`${H5}/detail`, { tenantId: '100001', id })).left).toBe(0);
  });

  it('one customer buying in parallel gets no more than the per-person limit', async () => {
    const id = await makeCollection(t, boss, { edition: 20, perLimit: 2 });
    await mintAndShelve(boss, id);
    const buyer = await customer(t, '13900009999', '100001', '10.9.1.1');
    const answers = await Promise.all(Array.from({ length: 12 }, () => buyer.client.post(`${H5}/buy`, { id, quantity: 1 })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(2);
    expect(new Set(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg))).toEqual(new Set([M.overLimit(2)]));
    expect(await countOf(t.db, sql`SELECT count(*)::int AS n FROM coll_token WHERE product_id = ${id} AND order_id IS NOT NULL`)).toBe(2);
  });

  it('negative control: a naive "read the lowest free token, then take it" hands one token to several buyers', async () => {
    const id = await makeCollection(t, boss, { edition: EDITION });
    await mintAndShelve(boss, id);
    await copyRows(t.db, 'coll_token', 'naive_token', sql`product_id = ${id}`);
    await t.db.query(sql`CREATE TABLE naive_take (token_id bigint, buyer int)`);
    await Promise.all(
      Array.from({ length: BUYERS }, async (_, buyer) => {
        const free = await t.db.one<{ token_id: string | null }>(
          sql`SELECT min(token_id) AS token_id FROM naive_token WHERE order_id IS NULL`,
        );
        if (!free?.token_id) return;
        await new Promise((r) => setTimeout(r, 20));
        await t.db.query(sql`UPDATE naive_token SET order_id = ${buyer} WHERE token_id = ${free.token_id}`);
        await t.db.query(sql`INSERT INTO naive_take VALUES (${free.token_id}, ${buyer})`);
      }),
    );
    const takes = await countOf(t.db, sql`SELECT count(*)::int AS n FROM naive_take`);
    const distinct = await countOf(t.db, sql`SELECT count(DISTINCT token_id)::int AS n FROM naive_take`);
    expect(takes).toBeGreaterThan(distinct);
    await t.db.query(sql`DROP TABLE naive_token`);
    await t.db.query(sql`DROP TABLE naive_take`);
  });
});
