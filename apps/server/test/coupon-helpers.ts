import { sql } from '../src/platform/sql.ts';
import { Client, customerLogin, type TestApp } from './harness.ts';
import { day, ok } from './commerce-helpers.ts';

export const CP = '/yym-marketing-api/coupon';
export const CP_H5 = '/yym-marketing-api/h5/coupon';

/** Helpers of the coupon tests: a coupon, the storefront customer and the storefront's calls. */
export function couponKit(t: TestApp) {
  const anon = new Client(t.url);
  let seq = 0;
  const h5 = (method: 'GET' | 'POST', path: string, token: string | null, o: { body?: unknown; query?: Record<string, unknown> } = {}) =>
    anon.req(method, path, {
      body: o.body,
      query: o.query,
      headers: { ...(token ? { 'Customer-Token': token } : {}), 'X-Forwarded-For': `10.9.${seq % 250}.${(seq++ % 250) + 1}` },
    });
  async function customer(phone = `136${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`) {
    return { phone, token: (await customerLogin(t, phone, `10.9.${seq % 250}.${(seq++ % 250) + 1}`)).token };
  }
  /** A coupon on shelf (满减 by default: threshold 100 yuan, 20 off, fixed dates around today). */
  async function make(c: Client, o: Record<string, unknown> = {}) {
    const made = ok(
      await c.post(`${CP}/create`, {
        name: `优惠券${seq++}`,
        couponType: 1,
        threshold: 10000,
        amount: 2000,
        validityType: 1,
        startDate: day(-1),
        endDate: day(30),
        perLimit: 1,
        totalCount: 100,
        ...o,
      }),
    );
    ok(await c.get(`${CP}/rackUpAndDown`, { ids: made.id, status: 1 }));
    return made.id as string;
  }
  /** The storefront order (public place-order, the coupon under the customer's token). */
  const place = (token: string | null, productId: string, o: { couponId?: string; quantity?: number; phone?: string } = {}) =>
    h5('POST', '/order-api/h5/order/place', token, {
      body: {
        tenantId: '100001',
        productId,
        touristDate: day(0),
        quantity: o.quantity ?? 2,
        contactName: '李四',
        contactPhone: o.phone ?? '13900139000',
        couponId: o.couponId,
      },
    });
  const userCoupon = async (id: string) =>
    (await t.db.one<{ use_status: number; order_id: string | null }>(
      sql`SELECT use_status, order_id::text FROM cp_user_coupon WHERE id = ${id}`,
    ))!;
  return { h5, customer, make, place, userCoupon };
}
