import { sql } from '../src/platform/sql.ts';
import type { Client, TestApp } from './harness.ts';
import { day, ok } from './commerce-helpers.ts';

export const PK = '/yym-product-api/package-coupon';
export const PO = '/order-api/package-coupon/order';
export const GV = '/yym-marketing-api/gpv';
export const GO = '/order-api/gpv/order';
export const GATE = '/yym-verification-api/manPower/verify/submit';

let seq = 0;
/** A package voucher on shelf: `uses` uses in two items, its stock and price. */
export async function makePackage(c: Client, o: { uses?: number; stock?: number; price?: number; second?: number; name?: string } = {}) {
  const uses = o.uses ?? 3;
  const items =
    uses > 1
      ? [
          { name: '门票', times: uses - 1 },
          { name: '午餐', times: 1 },
        ]
      : [{ name: '门票', times: 1 }];
  const p = ok(
    await c.post(`${PK}/submit`, {
      name: o.name ?? `测试套餐${++seq}`,
      items,
      price: o.price ?? 30000,
      stock: o.stock ?? 10,
      validStart: day(0),
      validEnd: day(30),
      maxBuy: 5,
      needSecondConfirm: o.second ?? 0,
    }),
  );
  ok(await c.post(`${PK}/shelves`, { ids: [p.id], status: 1 }));
  return String(p.id);
}

/** Buy on the storefront (public) and pay in the sandbox cashier: the order waits for confirmation. */
export async function buyAndPay(anon: Client, packageId: string, quantity = 1, tenantId = '100001') {
  const b = ok(
    await anon.post('/order-api/h5/package-coupon/order/place', {
      tenantId,
      packageId,
      quantity,
      contactName: '顾客甲',
      contactPhone: '13800138000',
    }),
  );
  ok(await anon.post('/order-api/h5/pay/sandbox', { code: b.code }));
  return b as { orderId: string; code: string; orderNo: string };
}

/** Confirm and issue: the vouchers become usable. */
export async function issue(c: Client, orderId: string) {
  ok(await c.post(`${PO}/confirm`, { orderId, confirmNo: 'C1' }));
  ok(await c.post(`${PO}/out-confirm`, { orderId, ok: true }));
}

export const pkgStatus = async (c: Client, orderId: string) => ok(await c.get(`${PO}/order-info`, { orderId })).pkgStatus as number;

/** The QR a customer shows, from the customer's order page. */
export async function qrsOf(anon: Client, code: string): Promise<string[]> {
  return ok(await anon.get('/order-api/h5/voucher/order/detail', { code })).vouchers.map((v: { qr: string }) => v.qr);
}

export const stockOf = async (t: TestApp, packageId: string) =>
  Number((await t.db.one<{ sold: number }>(sql`SELECT sold FROM vc_package WHERE id = ${packageId}`))!.sold);
