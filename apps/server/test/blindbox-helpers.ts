import type { Client } from './harness.ts';
import { ok } from './commerce-helpers.ts';

export const BX = '/yym-product-api/blindBox';
export const BO = '/order-api/blindBox/order';
export const H5_BUY = '/order-api/h5/blindBox/order/place';

let ip = 0;
/** A storefront caller from its own address (the purchase throttle counts per address). */
export const from = () => ({ 'X-Forwarded-For': `203.0.113.${(ip++ % 250) + 1}` });

export interface PrizeIn {
  name: string;
  quantity: number;
  weight: number;
}

/** A box with a published pool of these prizes, on shelf. */
export async function makeBox(c: Client, prizes: PrizeIn[], o: { name?: string; price?: number; perOrder?: number } = {}) {
  const b = ok(await c.post(`${BX}/submitInfo`, { name: o.name ?? '测试盲盒', price: o.price ?? 1990, perOrder: o.perOrder ?? 10 }));
  await publish(c, b.id, prizes);
  ok(await c.get(`${BX}/updateShelfType`, { boxIds: b.id, status: 1 }));
  return b.id as string;
}
export async function publish(c: Client, boxId: string, prizes: PrizeIn[]) {
  ok(await c.post(`${BX}/jackpot/save`, { boxId, prizes }));
  return ok(await c.post(`${BX}/jackpot/submit`, { boxId }));
}

export const buy = (anon: Client, boxId: string, quantity = 1, tenantId = '100001') =>
  anon.req('POST', H5_BUY, {
    body: { tenantId, boxId, quantity, contactName: '顾客乙', contactPhone: '13800138001' },
    headers: from(),
  });

export async function buyAndPay(anon: Client, boxId: string, quantity = 1) {
  const b = ok(await buy(anon, boxId, quantity));
  ok(await anon.req('POST', '/order-api/h5/pay/sandbox', { body: { code: b.code }, headers: from() }));
  return b as { orderId: string; code: string; orderNo: string };
}
