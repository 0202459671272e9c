import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_MSG, chinaToday } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { CUSTOMER, scopedTo } from '../src/modules/order/index.ts';
import { buyBundle } from '../src/modules/goods/orders/sale.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { burst, copyRows } from './money-naive.ts';
import { GO, buyGoods, makeGoods, mixedBundle, payCode } from './goods-helpers.ts';

// 100 buyers of a bundle whose parts have stock 10 at once: exactly 10 sell and every part ends at 0
// with sold 10, for the area's own parts and for parts of the other areas (a ticket on the day, a hotel
// night, an e-card); the negative controls run the same burst against a naive read-then-write of the
// parts (copies without constraints) and oversell. Parallel refunds of one order refund once; parallel
// express imports write each tracking number once.

const N = 100;
const STOCK = 10;

describe.skipIf(!process.env.DATABASE_URL)('goods under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
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

  async function bundleOf(stock: number) {
    const g = await makeGoods(boss, { stock });
    const meal = ok(await boss.post('/yym-product-api/food/submit', { name: '并发套餐', restaurant: '并发餐厅', price: 1000, stock }));
    const b = ok(await boss.post('/yym-product-api/combinedGoods/submitInfo', { name: '并发组合', price: 3000 }));
    ok(
      await boss.post('/yym-product-api/combinedGoods/submitRelatedGoods', {
        id: b.id,
        parts: [
          { partKind: 'sku', partId: g.sku, qty: 1 },
          { partKind: 'food', partId: meal.id, qty: 1 },
        ],
      }),
    );
    ok(await boss.post('/yym-product-api/combinedGoods/updateShelve', { ids: [b.id], status: 1 }));
    return { bundleId: String(b.id), skuId: g.sku, foodId: String(meal.id) };
  }

  it(`${N} parallel buyers of a bundle whose parts have stock ${STOCK} buy exactly ${STOCK}`, async () => {
    const b = await bundleOf(STOCK);
    const results = await Promise.allSettled(
      Array.from({ length: N }, () =>
        t.db.tx(
          (q) =>
            buyBundle(scopedTo(q, '100001'), CUSTOMER, {
              bundleId: b.bundleId,
              quantity: 1,
              contactName: '并发',
              contactPhone: '13900139000',
              channel: 'h5',
            }),
          {
            tenantId: '100001',
          },
        ),
      ),
    );
    const sold = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message);
    expect(sold).toBe(STOCK);
    expect(new Set(refused)).toEqual(new Set([GOODS_MSG.partsNotEnough]));
    const sku = await t.db.one<{ stock: number; sold: number }>(sql`SELECT stock, sold FROM gds_sku WHERE id = ${b.skuId}`);
    const food = await t.db.one<{ stock: number; sold: number }>(sql`SELECT stock, sold FROM gds_food WHERE id = ${b.foodId}`);
    expect([Number(sku!.stock), Number(sku!.sold), Number(food!.stock), Number(food!.sold)]).toEqual([0, STOCK, 0, STOCK]);
    const orders = await t.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM gds_sale WHERE sale_kind = 'bundle' AND item_id = ${b.bundleId}`,
    );
    expect(Number(orders!.n)).toBe(STOCK);
  });

  it('negative control: the same burst with a naive "read what is left, then write stock - 1" oversells', async () => {
    const b = await bundleOf(STOCK);
    await copyRows(t.db, 'gds_sku', 'naive_sku', sql`id = ${b.skuId}`);
    const took = await burst(
      N,
      async () => Number((await t.db.one<{ stock: number }>(sql`SELECT stock FROM naive_sku`))!.stock) >= 1,
      async () => {
        const row = await t.db.one<{ sold: number }>(sql`SELECT sold FROM naive_sku`);
        await t.db.query(sql`UPDATE naive_sku SET sold = ${Number(row!.sold) + 1}, stock = stock - 1`);
      },
    );
    expect(took).toBeGreaterThan(STOCK);
    await t.db.query(sql`DROP TABLE naive_sku`);
  });

  it(`${N} parallel buyers of a bundle of a ticket, a hotel night, an e-card and a SKU (each ${STOCK} left) buy exactly ${STOCK}`, async () => {
    const day = chinaToday(7);
    const m = await mixedBundle(t, boss, day, STOCK);
    const results = await Promise.allSettled(
      Array.from({ length: N }, () =>
        t.db.tx(
          (q) =>
            buyBundle(scopedTo(q, '100001'), CUSTOMER, {
              bundleId: m.bundleId,
              day,
              quantity: 1,
              contactName: '并发',
              contactPhone: '13900139000',
              channel: 'h5',
            }),
          { tenantId: '100001' },
        ),
      ),
    );
    const sold = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message);
    expect(sold).toBe(STOCK);
    expect(new Set(refused)).toEqual(new Set([GOODS_MSG.partsNotEnough]));
    expect(await m.left()).toEqual({ ticket: 0, ticketSold: STOCK, hotel: 0, ecard: 0, sku: 0 });
    // every sold bundle kept its four parts, and the ticket's stock records add up to what was sold
    const kept = await t.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM gds_sale_part p JOIN gds_sale s ON s.tenant_id = p.tenant_id AND s.order_id = p.order_id
        WHERE s.item_id = ${m.bundleId} AND s.sale_kind = 'bundle'`,
    );
    expect(Number(kept!.n)).toBe(4 * STOCK);
    const recorded = await t.db.one<{ n: number }>(
      sql`SELECT coalesce(sum(change), 0)::int AS n FROM prd_stock_record WHERE sku_id = ${m.ticket} AND play_date = ${day} AND reason = 'order'`,
    );
    expect(Number(recorded!.n)).toBe(-STOCK);
  });

  it('negative control: a naive read-then-write of a ticket date, a hotel night and an e-card oversells each', async () => {
    const day = chinaToday(8);
    const m = await mixedBundle(t, boss, day, STOCK);
    await copyRows(t.db, 'prd_calendar', 'naive_calendar', sql`sku_id = ${m.ticket} AND play_date = ${day}`);
    await copyRows(t.db, 'htl_night', 'naive_night', sql`plan_id = ${m.plan} AND night = ${day}`);
    await copyRows(t.db, 'ec_card', 'naive_card', sql`id = ${m.card}`);
    for (const table of ['naive_calendar', 'naive_night', 'naive_card']) {
      const tb = sql.ident(table);
      // the calendar's stock is what is left; the night's and the card's is stock - sold
      const left = table === 'naive_calendar' ? sql`stock` : sql`stock - sold`;
      const took = await burst(
        N,
        async () => Number((await t.db.one<{ n: number }>(sql`SELECT ${left} AS n FROM ${tb}`))!.n) >= 1,
        async () => {
          const row = await t.db.one<{ stock: number; sold: number }>(sql`SELECT stock, sold FROM ${tb}`);
          await t.db.query(
            table === 'naive_calendar'
              ? sql`UPDATE ${tb} SET stock = ${Number(row!.stock) - 1}, sold = ${Number(row!.sold) + 1}`
              : sql`UPDATE ${tb} SET sold = ${Number(row!.sold) + 1}`,
          );
        },
      );
      expect(took, table).toBeGreaterThan(STOCK);
      await t.db.query(sql`DROP TABLE ${tb}`);
    }
  });

  it('parallel refunds of one order refund it once', async () => {
    const g = await makeGoods(boss, { stock: 5 });
    const o = ok(await buyGoods(anon, g, 2));
    await payCode(anon, o.code);
    const answers = await Promise.all(Array.from({ length: 10 }, () => boss.post(`${GO}/refund`, { orderId: o.orderId })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const refunds = await t.db.one<{ n: number; amount: number }>(
      sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS amount FROM ord_refund WHERE order_id = ${o.orderId}`,
    );
    expect([Number(refunds!.n), Number(refunds!.amount)]).toEqual([1, o.totalMoney]);
    expect(Number((await t.db.one<{ stock: number }>(sql`SELECT stock FROM gds_sku WHERE id = ${g.sku}`))!.stock)).toBe(5);
  });

  it('parallel express imports write each tracking number once', async () => {
    const g = await makeGoods(boss, { stock: 20 });
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const o = ok(await buyGoods(anon, g));
      await payCode(anon, o.code);
      orders.push(ok(await boss.get(`${GO}/detail`, { orderId: o.orderId })));
    }
    const rows = orders.map((o, i) => ({ orderNo: o.orderNo, expressCode: 'SF', trackingNo: `SF88000${i}` }));
    const reports = await Promise.all(Array.from({ length: 6 }, () => boss.post(`${GO}/express/batchAdd`, { rows })));
    const written = reports.reduce((s, r) => s + ok(r).written, 0);
    expect(written).toBe(5);
    const logs = await t.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ord_log WHERE kind = 'process' AND action = 'ship' AND order_id = ANY(${orders.map((o) => o.id)}::bigint[])`,
    );
    expect(Number(logs!.n)).toBe(5);
  });
});
