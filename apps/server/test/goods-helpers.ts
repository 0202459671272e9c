import { sql } from '../src/platform/sql.ts';
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
