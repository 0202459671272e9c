import { Client, type TestApp } from './harness.ts';
import { makeTicket, ok, pay, place } from './commerce-helpers.ts';

export const INV = '/yym-biz-advanced/invoice';
/** A valid unified social credit code (check character included) and a company's. */
export const SELLER_TAX_NO = '91330106MA2H3T7Q8P';
export const BUYER_TAX_NO = '91330100MA28L1234A';

/** A seller (default), its tax disk and a tax class at 6% mapping the product. */
export async function invoiceSetup(boss: Client, productId: string) {
  const seller = ok(await boss.post(`${INV}/seller/submit`, { name: '测试销售方', taxNo: SELLER_TAX_NO, isDefault: 1, drawer: '王会计' }));
  const disk = ok(await boss.post(`${INV}/taxDisk/submit`, { sellerId: seller.id, name: '测试税盘', diskNo: 'TD000001' }));
  const cls = ok(
    await boss.post(`${INV}/class/submit`, { code: '3070201020000000000', name: '旅游服务', rate: 600, productIds: [productId] }),
  );
  return { seller, disk, cls };
}

/** A paid order of `quantity` tickets at 30 yuan (its code is what the customer's page carries). */
export async function paidOrder(t: TestApp, boss: Client, quantity = 3) {
  const tk = await makeTicket(boss, { stock: 50, price: 3000 });
  const o = ok(await place(boss, tk.productId, { quantity }));
  await pay(t, boss, o.orderId);
  return { ...tk, orderId: o.orderId as string, orderNo: o.orderNo as string, code: o.code as string };
}

/** The customer asks for an invoice from the storefront (no login: the order's code). */
export const ask = (t: TestApp, code: string, body: Record<string, unknown> = {}) =>
  new Client(t.url).post(`${INV}/h5/apply`, {
    code,
    titleType: 2,
    title: '杭州云栖科技有限公司',
    taxNo: BUYER_TAX_NO,
    email: 'ap@yunqi.example.com',
    ...body,
  });

export async function billOf(boss: Client, orderNo: string) {
  return ok(await boss.get(`${INV}/bill/page`, { orderNo })).records[0];
}
