import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MSG, ORDER_STATUS as S, idCardCheckDigit } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, stockOf } from './commerce-helpers.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let anon: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  anon = new Client(t.url);
});
afterAll(async () => {
  await t?.close();
});

const idCard = (n: number) => {
  const first = `33010619900101${String(n).padStart(3, '0')}`;
  return first + idCardCheckDigit(first);
};

/** An on-shelf ticket that needs real names (name + ID card per ticket). */
async function realNameTicket(c: Client, stock = 10) {
  const tk = await makeTicket(c, { stock, price: 4500 });
  const info = ok(await c.get('/yym-product-api/b/product/detail', { id: tk.productId }));
  ok(
    await c.post('/yym-product-api/product/info/submitInfo', {
      id: tk.productId,
      name: info.name,
      poiId: tk.poiId,
      spuType: 1,
      maxBuy: 20,
      needIdCard: 1,
    }),
  );
  return tk;
}

const body = (tenantId: string, productId: string, o: Record<string, unknown> = {}) => ({
  tenantId,
  productId,
  touristDate: day(1),
  quantity: 2,
  contactName: '王游客',
  contactPhone: '13900139000',
  guests: [
    { guestName: '王游客', cardType: 1, cardNum: idCard(1) },
    { guestName: '王同行', cardType: 1, cardNum: idCard(2) },
  ],
  ...o,
});
const placePublic = (b: unknown, key?: string) =>
  anon.req('POST', '/order-api/h5/order/place', { body: b, headers: key ? { 'Idempotency-Key': key } : {} });
const orderCount = async (productId: string) =>
  Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order WHERE product_id = ${productId}`))!.n);

describe('storefront purchase (public)', () => {
  it('a customer places an order without logging in, pays in the sandbox cashier: the order is 8821 with its QR, stock taken once', async () => {
    const tk = await realNameTicket(boss);
    const before = await stockOf(t, tk.skuId, day(1));
    const placed = await placePublic(body('100001', tk.productId, { skuId: tk.skuId }));
    expect(placed.body.code).toBe(200);
    const o = placed.body.data;
    expect(o.orderStatus).toBe(S.PENDING_PAYMENT);
    expect(o.totalMoney).toBe(9000);
    expect(await stockOf(t, tk.skuId, day(1))).toBe(before - 2);

    // The cashier page reads the amount from the customer order detail, then pays.
    const detail = ok(await anon.get('/order-api/h5/order/detail', { code: o.code }));
    expect(detail.totalMoney).toBe(9000);
    const paid = await anon.post('/order-api/h5/pay/sandbox', { code: o.code });
    expect(paid.body.code).toBe(200);
    expect(paid.body.data.orderStatus).toBe(S.TO_BE_USED);
    // A second click answers the paid state and pays nothing more.
    expect(ok(await anon.post('/order-api/h5/pay/sandbox', { code: o.code })).orderStatus).toBe(S.TO_BE_USED);

    const after = ok(await anon.get('/order-api/h5/order/detail', { code: o.code }));
    expect(after.orderStatus).toBe(S.TO_BE_USED);
    expect(after.orderState).toBe('待使用');
    expect(after.spOrder).toHaveLength(2);
    expect(after.spOrder.every((g: any) => g.qrCode.length > 0)).toBe(true);
    expect(after.assistCode).toMatch(/^\d{10}$/);

    const row = (await t.db.one(sql`SELECT * FROM ord_order WHERE id = ${o.orderId}`))!;
    expect(row.tenant_id).toBe('100001');
    expect(row.channel).toBe('h5');
    const trades = await t.db.query(sql`SELECT * FROM ord_trade WHERE order_id = ${o.orderId}`);
    expect(trades.map((x) => [x.kind, x.trade_status, Number(x.amount)])).toEqual([['pay', 'done', 9000]]);
    expect(await stockOf(t, tk.skuId, day(1))).toBe(before - 2);
    // The merchant sees it in the back office, paid.
    const list = ok(await boss.get('/order-api/generic-poi/biz/page', { orderNo: o.orderNo }));
    expect(list.records[0].orderStatus).toBe(S.TO_BE_USED);
  });

  it('the public product detail offers the ticket kinds, the real-name rule and the per-kind calendar', async () => {
    const tk = await realNameTicket(boss);
    const p = ok(await anon.get('/yym-product-api/h5/product/detail', { id: tk.productId, tenantId: '100001' }));
    expect(p.needIdCard).toBe(1);
    expect(p.skus).toEqual([{ id: tk.skuId, name: '成人票', price: 4500, priceYuan: '45.00' }]);
    const cal = ok(await anon.get('/yym-product-api/h5/product/calendar', { id: tk.productId, tenantId: '100001', skuId: tk.skuId }));
    expect(cal.find((d: any) => d.date === day(1))).toMatchObject({ stock: 10, price: 4500, bookable: true });
  });

  it('the home page search finds the tenant’s tickets on shelf by name, and only those', async () => {
    const search = (keyword: string, tenantId = '100001') => anon.get('/yym-product-api/h5/product/search', { tenantId, keyword });
    const on = await makeTicket(boss, { name: '搜索测试·湖景夜游' });
    const off = await makeTicket(boss, { name: '搜索测试·已下架' });
    ok(await boss.post('/yym-product-api/b/product/onOrOffShelf', undefined, { productIds: off.productId, status: 0 }));
    await makeTicket(boss2, { name: '搜索测试·山海' });
    const found = ok(await search('搜索测试'));
    expect(found.records.map((r: any) => r.name)).toEqual(['搜索测试·湖景夜游']);
    expect(found.records[0]).toMatchObject({ id: on.productId, name: '搜索测试·湖景夜游', price: 10000 });
    // LIKE's wildcards are plain characters; the other tenant sees its own ticket only
    expect(ok(await search('%')).records).toEqual([]);
    expect(ok(await search('搜索测试', '100002')).records.map((r: any) => r.name)).toEqual(['搜索测试·山海']);
    const long = await search('字'.repeat(31));
    expect([long.status, long.body.msg]).toEqual([400, '搜索词不能超过30个字']);
  });

  it('an off-shelf product is refused and nothing is written', async () => {
    const tk = await makeTicket(boss, { stock: 5 });
    ok(await boss.post('/yym-product-api/b/product/onOrOffShelf', undefined, { productIds: tk.productId, status: 0 }));
    const r = await placePublic(body('100001', tk.productId, { guests: undefined }));
    expect(r.body.code).toBe(404);
    expect(r.body.msg).toBe(MSG.coProductOffShelf);
    expect(await orderCount(tk.productId)).toBe(0);
    expect(await stockOf(t, tk.skuId, day(1))).toBe(5);
  });

  it('a bad ID card is refused with the contract message and nothing is written', async () => {
    const tk = await realNameTicket(boss, 6);
    const bad = `${idCard(3).slice(0, 17)}${idCard(3)[17] === '0' ? '1' : '0'}`;
    const r = await placePublic(
      body('100001', tk.productId, {
        guests: [
          { guestName: '王游客', cardType: 1, cardNum: idCard(1) },
          { guestName: '李四', cardType: 1, cardNum: bad },
        ],
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(MSG.idCheckDigit);
    // Real names needed: a missing guest is refused too.
    const r2 = await placePublic(body('100001', tk.productId, { guests: [{ guestName: '王游客', cardType: 1, cardNum: idCard(1) }] }));
    expect(r2.body.msg).toBe(MSG.coGuestCount);
    // A bad contact phone: the contract's phone message.
    const r3 = await placePublic(body('100001', tk.productId, { contactPhone: '1390013900' }));
    expect(r3.body.msg).toBe(MSG.mobileLength);
    expect(await orderCount(tk.productId)).toBe(0);
    expect(await stockOf(t, tk.skuId, day(1))).toBe(6);
  });

  it('a repeated submit with the same key makes one order and takes the stock once', async () => {
    const tk = await realNameTicket(boss);
    const key = randomUUID();
    const [a, b] = await Promise.all([placePublic(body('100001', tk.productId), key), placePublic(body('100001', tk.productId), key)]);
    const answers = [a, b].filter((x) => x.body.code === 200);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    // A concurrent replay may be told to retry; a later replay answers the same order.
    const c = await placePublic(body('100001', tk.productId), key);
    expect(c.body.code).toBe(200);
    for (const x of answers) expect(x.body.data.orderId).toBe(c.body.data.orderId);
    expect(await orderCount(tk.productId)).toBe(1);
    expect(await stockOf(t, tk.skuId, day(1))).toBe(8);
    // A guessable key is refused before anything happens.
    const weak = await placePublic(body('100001', tk.productId), 'abc');
    expect(weak.body.msg).toBe(MSG.coIdempotencyKeyInvalid);
    expect(await orderCount(tk.productId)).toBe(1);
  });

  it("the tenant in the body decides: another tenant's product id is 404", async () => {
    const mine = await makeTicket(boss2, { stock: 5 });
    // Product of 100002, asked for as 100001: not found, nothing written.
    const r = await placePublic(body('100001', mine.productId, { guests: undefined, quantity: 1 }));
    expect(r.body.code).toBe(404);
    expect(await orderCount(mine.productId)).toBe(0);
    // Unknown tenant: not found.
    expect((await placePublic(body('999999', mine.productId, { guests: undefined, quantity: 1 }))).body.code).toBe(404);
    // Asked for as its own tenant: the order is 100002's.
    const o = ok(await placePublic(body('100002', mine.productId, { guests: undefined, quantity: 1 })));
    const row = (await t.db.one(sql`SELECT tenant_id FROM ord_order WHERE id = ${o.orderId}`))!;
    expect(row.tenant_id).toBe('100002');
    // 100001's back office does not see it.
    expect(ok(await boss.get('/order-api/generic-poi/biz/page', { orderNo: o.orderNo })).records).toHaveLength(0);
    expect(ok(await boss2.get('/order-api/generic-poi/biz/page', { orderNo: o.orderNo })).records).toHaveLength(1);
  });

  it('the cashier refuses an unknown code and a cancelled order', async () => {
    expect((await anon.post('/order-api/h5/pay/sandbox', { code: 'nosuchorder0000' })).body.code).toBe(404);
    const tk = await makeTicket(boss, { stock: 5 });
    const o = ok(await placePublic(body('100001', tk.productId, { guests: undefined, quantity: 1 })));
    ok(await boss.post('/order-api/cancelOrder', { orderId: o.orderId }));
    const r = await anon.post('/order-api/h5/pay/sandbox', { code: o.code });
    expect(r.status).toBe(400);
    expect(Number((await t.db.one(sql`SELECT order_status FROM ord_order WHERE id = ${o.orderId}`))!.order_status)).toBe(S.CANCELLED);
  });

  it('in production the sandbox cashier refuses to pay (no money would change hands)', async () => {
    const prod = await startApp({ production: true, allowSandbox: true });
    try {
      const c = new Client(prod.url);
      const owner = (await login(prod, ...DEMO.boss)).client;
      const tk = await makeTicket(owner, { stock: 5 });
      const o = ok(await c.post('/order-api/h5/order/place', body('100001', tk.productId, { guests: undefined, quantity: 1 })));
      const r = await c.post('/order-api/h5/pay/sandbox', { code: o.code });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe(MSG.coSandboxPayOnly);
      const row = (await prod.db.one(sql`SELECT order_status FROM ord_order WHERE id = ${o.orderId}`))!;
      expect(Number(row.order_status)).toBe(S.PENDING_PAYMENT);
      expect(await prod.db.query(sql`SELECT 1 FROM ord_trade WHERE order_id = ${o.orderId}`)).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });

  it('placing is throttled per client address', async () => {
    // Earlier tests of this file used some attempts of this address; keep going until refused.
    const tk = await makeTicket(boss, { stock: 5 });
    let refused: any = null;
    for (let i = 0; i < 40 && !refused; i++) {
      const r = await placePublic(body('100001', tk.productId, { contactPhone: '123' }));
      if (r.status === 429) refused = r.body;
      else expect(r.body.msg).toBe(MSG.mobileLength);
    }
    expect(refused?.msg).toBe(MSG.coOrderTooFrequent);
    expect(await orderCount(tk.productId)).toBe(0);
  });
});
