import { type Sql, sql } from '../src/platform/sql.ts';
import type { Client, TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

/** Helpers of the goods area's tests: a template, a goods on shelf, a storefront purchase and its payment. */

export const G = '/yym-product-api/goods';
export const FT = '/yym-biz-basics/freightTemplate';
export const GO = '/order-api/goods-order';
export const H5 = '/order-api/h5/goods';

export const pieceTemplate = {
  name: '按件测试',
  chargeType: 1,
  rules: {
    default: { firstUnit: 1, firstFee: 1000, addUnit: 2, addFee: 500 },
    regions: [{ regionCodes: ['530000'], firstUnit: 1, firstFee: 2000, addUnit: 1, addFee: 1000 }],
  },
  freeRules: [{ regionCodes: ['110000'], kind: 1, threshold: 3 }],
  noDelivery: ['540000'],
};

export async function makeGoods(
  c: Client,
  o: { stock?: number; price?: number; weight?: number; freightId?: string | null; name?: string } = {},
) {
  const g = ok(
    await c.post(`${G}/submit`, {
      name: o.name ?? '测试商品',
      specs: [{ name: '颜色', values: ['红', '蓝'] }],
      skus: [
        { specText: '红', price: o.price ?? 5000, stock: o.stock ?? 10, weight: o.weight ?? 300 },
        { specText: '蓝', price: (o.price ?? 5000) + 1000, stock: o.stock ?? 10, weight: o.weight ?? 300 },
      ],
      freightId: o.freightId ?? null,
    }),
  );
  ok(await c.post(`${G}/onOrOffShelf`, { productIds: [g.id], status: 1 }));
  return { id: String(g.id), sku: String(g.skus[0].id), sku2: String(g.skus[1].id) };
}

export const buyer = (tenantId = '100001') => ({ tenantId, contactName: '王买家', contactPhone: '13900139000' });
export const address = (regionCode = '330100') => ({
  receiverName: '王收货',
  receiverPhone: '13900139001',
  regionCode,
  address: '文三路1号',
});

export async function buyGoods(anon: Client, g: { id: string; sku: string }, quantity = 1, regionCode = '330100') {
  return anon.post(`${H5}/buy`, { ...buyer(), goodsId: g.id, skuId: g.sku, quantity, address: address(regionCode) });
}

/** Pay an order at the sandbox cashier (public, by its code). */
export const payCode = async (anon: Client, code: string) => ok(await anon.post('/order-api/h5/pay/sandbox', { code }));

export const skuStock = async (t: TestApp, skuId: string) =>
  Number((await t.db.one<{ stock: number }>(sql`SELECT stock FROM gds_sku WHERE id = ${skuId}`))!.stock);

export const BUNDLE = '/yym-product-api/combinedGoods';
export const CO = '/order-api/combined-order';

/**
 * A bundle on shelf of one of each part kind drawn from the other areas (the demo's first ticket sku,
 * hotel rate plan and e-card) and a goods SKU, each with `stock` left for `day` (tickets, the hotel
 * night) or at all (e-card, SKU); `left()` reads what each part has left.
 */
export async function mixedBundle(t: TestApp, boss: Client, day: string, stock: number, qty = { ticket: 1, hotel: 1, ecard: 1, sku: 1 }) {
  const options: { partKind: string; partId: string; dated: boolean }[] = ok(await boss.get(`${BUNDLE}/partOptions`));
  const first = (k: string) => options.find((o) => o.partKind === k)!.partId;
  const ticket = first('ticket');
  const plan = first('hotel');
  const card = first('ecard');
  const g = await makeGoods(boss, { stock });
  await t.db.query(sql`INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock) VALUES ('100001', ${ticket}, ${day}, 100, ${stock})
    ON CONFLICT (tenant_id, sku_id, play_date) DO UPDATE SET stock = EXCLUDED.stock, sold = 0`);
  await t.db.query(sql`INSERT INTO htl_night (tenant_id, plan_id, night, price, stock) VALUES ('100001', ${plan}, ${day}, 30000, ${stock})
    ON CONFLICT (tenant_id, plan_id, night) DO UPDATE SET stock = EXCLUDED.stock, sold = 0`);
  await t.db.query(sql`UPDATE ec_card SET stock = sold + ${stock} WHERE tenant_id = '100001' AND id = ${card}`);
  const b = ok(await boss.post(`${BUNDLE}/submitInfo`, { name: `跨区组合${day}`, price: 50000, maxBuy: 10 }));
  ok(
    await boss.post(`${BUNDLE}/submitRelatedGoods`, {
      id: b.id,
      parts: [
        { partKind: 'ticket', partId: ticket, qty: qty.ticket },
        { partKind: 'hotel', partId: plan, qty: qty.hotel },
        { partKind: 'ecard', partId: card, qty: qty.ecard },
        { partKind: 'sku', partId: g.sku, qty: qty.sku },
      ],
    }),
  );
  ok(await boss.post(`${BUNDLE}/updateShelve`, { ids: [b.id], status: 1 }));
  const n = async (q: Sql) => Number((await t.db.one<{ n: number }>(q))!.n);
  const left = async () => ({
    ticket: await n(sql`SELECT stock AS n FROM prd_calendar WHERE tenant_id = '100001' AND sku_id = ${ticket} AND play_date = ${day}`),
    ticketSold: await n(sql`SELECT sold AS n FROM prd_calendar WHERE tenant_id = '100001' AND sku_id = ${ticket} AND play_date = ${day}`),
    hotel: await n(sql`SELECT stock - sold AS n FROM htl_night WHERE tenant_id = '100001' AND plan_id = ${plan} AND night = ${day}`),
    ecard: await n(sql`SELECT stock - sold AS n FROM ec_card WHERE tenant_id = '100001' AND id = ${card}`),
    sku: await skuStock(t, g.sku),
  });
  return { bundleId: String(b.id), ticket, plan, card, sku: g.sku, left };
}
