import { expect } from 'vitest';
import { Client, type TestApp } from './harness.ts';
import { sql } from '../src/platform/sql.ts';

/** China date offset from today, as the server reads play dates. */
export const day = (offset = 0) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export const ok = <T = any>(r: { body: { code: number; data: T; msg: string } }): T => {
  if (r.body.code !== 200) throw new Error(`expected 200, got ${r.body.code}: ${r.body.msg}`);
  return r.body.data;
};

/** A scenic spot and an on-shelf ticket with one sku and stock on the given dates. */
export async function makeTicket(
  c: Client,
  o: { stock?: number; price?: number; dates?: string[]; name?: string; rule?: Record<string, unknown> } = {},
) {
  const poi = ok(
    await c.post('/yym-product-api/poi/submit', {
      name: `测试景区${Math.random().toString(36).slice(2, 6)}`,
      address: '测试路1号',
      phone: '0571-88888888',
    }),
  );
  const product = ok(
    await c.post('/yym-product-api/product/info/submitInfo', { name: o.name ?? '成人票', poiId: poi.id, spuType: 1, maxBuy: 20 }),
  );
  if (o.rule) ok(await c.post('/yym-product-api/b/product/ticket/rule/save', { id: product.id, ...o.rule }));
  const inv = ok(
    await c.post('/yym-product-api/b/product/ticket/inventory/save', {
      id: product.id,
      skus: [{ name: '成人票', price: o.price ?? 10000 }],
      calendar: [{ skuIndex: 0, dates: o.dates ?? [day(0), day(1), day(2)], price: o.price ?? 10000, stock: o.stock ?? 10 }],
    }),
  );
  ok(await c.post('/yym-product-api/b/product/onOrOffShelf', undefined, { productIds: product.id, status: 1 }));
  return { poiId: poi.id as string, productId: product.id as string, skuId: inv.skuIds[0] as string };
}

export async function stockOf(t: TestApp, skuId: string, date: string): Promise<number> {
  const r = await t.db.one<{ stock: number }>(sql`SELECT stock FROM prd_calendar WHERE sku_id = ${skuId} AND play_date = ${date}`);
  return Number(r!.stock);
}

export async function place(c: Client, productId: string, o: { quantity?: number; date?: string; key?: string; guests?: unknown[] } = {}) {
  return c.req('POST', '/order-api/place-order', {
    body: {
      productId,
      touristDate: o.date ?? day(0),
      quantity: o.quantity ?? 2,
      contactName: '张三',
      contactPhone: '13800138000',
      guests: o.guests,
    },
    headers: o.key ? { 'Idempotency-Key': o.key } : {},
  });
}

/** Pay through the sandbox provider: start a trade, then post its signed paid notice. */
export async function pay(t: TestApp, c: Client, orderId: string) {
  const trade = ok(await c.post('/order-api/pay/trade', { orderId }));
  const cb = await new Client(t.url).post('/order-api/pay/notify/sandbox', trade.payParams.callback);
  expect(cb.body.code).toBe(200);
  return { trade, callback: trade.payParams.callback, result: cb.body.data };
}

export async function orderRow(t: TestApp, orderId: string) {
  return (await t.db.one(sql`SELECT * FROM ord_order WHERE id = ${orderId}`))!;
}
