import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { makeTicket, ok } from './commerce-helpers.ts';
import { CP_H5, couponKit } from './coupon-helpers.ts';
import { SK_H5, at, seckillKit } from './seckill-helpers.ts';

// Marketing reaches the order: a customer buys a seckill item with a coupon and pays the seckill price
// less the coupon; cancelling gives back both the units and the coupon.

let t: TestApp;
let boss: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
});
afterAll(async () => {
  await t?.close();
});

describe('a seckill item bought with a coupon', () => {
  it('pays the seckill price less the coupon; a cancel returns the units and the coupon once', async () => {
    const sk = seckillKit(t);
    const cp = couponKit(t);
    const { productId, skuId } = await makeTicket(boss, { price: 10000, stock: 50 });
    const seckillId = await sk.make(boss, [{ productId, skuId, seckillPrice: 6000, stock: 10 }], { limit: 2 });
    const couponId = await cp.make(boss, { threshold: 10000, amount: 2000 }); // 满100减20
    const cu = await sk.customer();
    const mine = ok(await cp.h5('POST', `${CP_H5}/receive`, cu.token, { body: { couponId } }));
    const goodsId = await sk.goodsId(seckillId);
    const buy = (useCoupon: boolean) =>
      sk.h5('POST', `${SK_H5}/buy`, cu.token, {
        body: {
          seckillId,
          goodsId,
          touristDate: at(0).slice(0, 10),
          quantity: 2,
          contactName: '秒杀客',
          ...(useCoupon ? { couponId: mine.id } : {}),
        },
      });
    const o = ok(await buy(true));
    expect(o.totalMoney).toBe(2 * 6000 - 2000);
    expect(await sk.remaining(seckillId)).toBe(8);
    expect((await cp.userCoupon(mine.id)).use_status).toBe(1);
    const detail = ok(await boss.get('/order-api/generic-poi/biz/detail/order-info', { orderId: o.orderId }));
    expect([Number(detail.totalMoney), Number(detail.couponDiscount)]).toEqual([10000, 2000]);

    ok(await boss.post('/order-api/cancelOrder', { orderId: o.orderId }));
    expect(await sk.remaining(seckillId)).toBe(10);
    expect((await cp.userCoupon(mine.id)).use_status).toBe(0);
    // the limit of 2 per customer counts again from zero, and the coupon is usable again
    expect(ok(await buy(true)).totalMoney).toBe(10000);
  });
});
