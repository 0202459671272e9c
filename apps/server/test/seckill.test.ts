import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, SECKILL_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, pay, stockOf } from './commerce-helpers.ts';
import { SK, SK_H5, at, seckillKit } from './seckill-helpers.ts';

// Seckill as the merchant and the customer see it: an activity made in steps (bad input refused with
// the form's message and nothing written), its goods' stock split over buckets, the poster, another
// tenant's activity not found; a customer buys at the seckill price within the limit, the calendar
// stock untouched; a cancel or a refund gives the units back once.

let t: TestApp;
let boss: Client;
let boss2: Client;
let k: ReturnType<typeof seckillKit>;

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  k = seckillKit(t);
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) => Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.ident(table)}`))!.n);

describe('activities in steps', () => {
  it('bad input answers the form message and writes nothing', async () => {
    const before = [await count('sk_activity'), await count('sk_goods')];
    const noName = await boss.post(`${SK}/submitInfo`, { name: '', startTime: at(10), endTime: at(60), limitNum: 1 });
    expect([noName.status, noName.body.msg]).toEqual([400, SECKILL_MSG.nameRequired]);
    const order = await boss.post(`${SK}/submitInfo`, { name: '时间反了', startTime: at(60), endTime: at(10), limitNum: 1 });
    expect(order.body.msg).toBe(SECKILL_MSG.timeOrder);
    const limit = await boss.post(`${SK}/submitInfo`, { name: '限购', startTime: at(10), endTime: at(60), limitNum: 0 });
    expect(limit.body.msg).toBe(SECKILL_MSG.limitRange);
    // a new sale that has already started could never be given its goods; one already over sells nothing
    const late = await boss.post(`${SK}/submitInfo`, { name: '已开始', startTime: at(-30), endTime: at(60), limitNum: 1 });
    expect([late.status, late.body.msg]).toEqual([400, SECKILL_MSG.startPast]);
    const over = await boss.post(`${SK}/submitInfo`, { name: '已结束', startTime: at(-90), endTime: at(-60), limitNum: 1 });
    expect(over.status).toBe(400);
    const a = ok(await boss.post(`${SK}/submitInfo`, { name: '六件商品', startTime: at(10), endTime: at(60), limitNum: 1 }));
    const tk = await makeTicket(boss, { price: 5000 });
    const six = Array.from({ length: 6 }, () => ({ productId: tk.productId, skuId: tk.skuId, seckillPrice: 100, stock: 5 }));
    expect((await boss.post(`${SK}/submitActivity`, { seckillId: a.id, goodsList: six })).body.msg).toBe(SECKILL_MSG.goodsMax);
    expect((await boss.post(`${SK}/checkActivity`, { seckillId: a.id, goodsList: six })).body.msg).toBe(SECKILL_MSG.goodsMax);
    const above = [{ productId: tk.productId, skuId: tk.skuId, seckillPrice: 6000, stock: 5 }];
    expect((await boss.post(`${SK}/submitActivity`, { seckillId: a.id, goodsList: above })).body.msg).toBe(SECKILL_MSG.priceAbove);
    const twice = [above[0], above[0]].map((g) => ({ ...g!, seckillPrice: 100 }));
    expect((await boss.post(`${SK}/submitActivity`, { seckillId: a.id, goodsList: twice })).body.msg).toBe(SECKILL_MSG.goodsDuplicate);
    expect((await boss.post(`${SK}/submitShare`, { seckillId: a.id, shareTitle: '分享' })).body.msg).toBe(SECKILL_MSG.stepOrder);
    expect([await count('sk_activity'), await count('sk_goods')]).toEqual([before[0]! + 1, before[1]]);
  });

  it('saves goods with stock split over buckets, echoes each step, lists and filters, draws the poster', async () => {
    const tk = await makeTicket(boss, { price: 8800 });
    const a = ok(await boss.post(`${SK}/submitInfo`, { name: '双十一秒杀', startTime: at(30), endTime: at(90), limitNum: 3 }));
    // the picker says the same 原价 the goods keep (and the storefront strikes through): the list price when higher
    await t.db.query(sql`UPDATE prd_sku SET original_price = 9900 WHERE id = ${tk.skuId}`);
    const listed = ok(await boss.get(`${SK}/skuPage`, { current: 1, size: 100 })).records.find((r: any) => r.skuId === tk.skuId);
    expect(listed).toMatchObject({ price: 8800, originalPrice: 9900 });
    expect(
      ok(
        await boss.post(`${SK}/checkActivity`, {
          seckillId: a.id,
          goodsList: [{ productId: tk.productId, skuId: tk.skuId, seckillPrice: 1990, stock: 1000 }],
        }),
      ),
    ).toBe(true);
    const goods = ok(
      await boss.post(`${SK}/submitActivity`, {
        seckillId: a.id,
        goodsList: [{ productId: tk.productId, skuId: tk.skuId, seckillPrice: '1990', stock: 1000 }],
      }),
    );
    expect(goods).toMatchObject([
      { productId: tk.productId, seckillPrice: 1990, originalPrice: listed.originalPrice, stock: 1000, remaining: 1000, buckets: 16 },
    ]);
    const buckets = await t.db.query<{ stock: number }>(sql`SELECT stock FROM sk_bucket WHERE goods_id = ${goods[0].id}`);
    expect(buckets.length).toBe(16);
    expect(buckets.reduce((s, b) => s + Number(b.stock), 0)).toBe(1000);
    ok(await boss.post(`${SK}/submitShare`, { seckillId: a.id, shareTitle: '一起来抢', shareImage: 'https://img.example/a.png' }));
    expect(ok(await boss.post(`${SK}/updateChannel`, { seckillId: a.id, channels: ['h5', 'alipay'] })).channels).toEqual(['h5', 'alipay']);
    expect(ok(await boss.get(`${SK}/shareEcho`, { seckillId: a.id }))).toMatchObject({
      shareTitle: '一起来抢',
      page: 'pages/seckill/index',
    });
    expect(ok(await boss.get(`${SK}/infoEcho`, { seckillId: a.id }))).toMatchObject({
      name: '双十一秒杀',
      limitNum: 3,
      step: 3,
      activityStatus: 1,
    });
    const page = ok(await boss.post(`${SK}/page`, { name: '双十一', activityStatus: 1, current: 1, size: 10 }));
    expect(page.records.map((r: any) => r.id)).toEqual([a.id]);
    expect(page.records[0]).toMatchObject({ totalStock: 1000, remaining: 1000, goodsCount: 1 });
    expect(ok(await boss.post(`${SK}/page`, { name: '双十一', activityStatus: 2 })).total).toBe(0);
    const poster = await fetch(`${t.url}/api${SK}/generatePoster?seckillId=${a.id}&channelType=wechat`, {
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/png']);
    const png = Buffer.from(await poster.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 960]);
  });

  it('copy (invalid until made effective), effective, delete; a running one cannot be deleted', async () => {
    const tk = await makeTicket(boss, { price: 3000 });
    const id = await k.make(boss, [{ productId: tk.productId, skuId: tk.skuId, stock: 20 }]);
    expect((await boss.get(`${SK}/delete`, { ids: id })).body.msg).toBe(SECKILL_MSG.runningDelete);
    const c = ok(await boss.get(`${SK}/copy`, { seckillId: id }));
    expect(c).toMatchObject({ effective: 0, activityStatus: 4, goodsCount: 1, totalStock: 20, remaining: 20 });
    expect(ok(await boss.get(`${SK}/effective`, { seckillIds: c.id, status: 1 }))).toBe(1);
    expect(ok(await boss.get(`${SK}/infoEcho`, { seckillId: c.id })).activityStatus).toBe(2);
    ok(await boss.get(`${SK}/effective`, { seckillIds: id, status: 0 }));
    expect(ok(await boss.post(`${SK}/page`, { activityStatus: 4, size: 100 })).records.map((r: any) => r.id)).toContain(id);
    expect(ok(await boss.get(`${SK}/delete`, { ids: id }))).toBe(1);
    expect((await boss.get(`${SK}/infoEcho`, { seckillId: id })).status).toBe(404);
    // the goods of a running activity stay as they are
    const change = await boss.post(`${SK}/submitActivity`, {
      seckillId: c.id,
      goodsList: [{ productId: tk.productId, skuId: tk.skuId, seckillPrice: 100, stock: 5 }],
    });
    expect(change.body.msg).toBe(SECKILL_MSG.started);
  });

  it("another tenant's activity answers not found and is not listed", async () => {
    const tk = await makeTicket(boss, { price: 3000 });
    const id = await k.make(boss, [{ productId: tk.productId, skuId: tk.skuId }]);
    for (const r of [
      await boss2.get(`${SK}/infoEcho`, { seckillId: id }),
      await boss2.get(`${SK}/activityEcho`, { seckillId: id }),
      await boss2.get(`${SK}/delete`, { ids: id }),
      await boss2.get(`${SK}/effective`, { seckillIds: id, status: 0 }),
      await boss2.get(`${SK}/copy`, { seckillId: id }),
      await boss2.req('GET', `${SK}/generatePoster`, { query: { seckillId: id } }),
      await boss2.post(`${SK}/submitShare`, { seckillId: id, shareTitle: 'x' }),
    ])
      expect(r.status).toBe(404);
    expect(ok(await boss2.post(`${SK}/page`, { size: 100 })).records.map((r: any) => r.id)).not.toContain(id);
    // The page editor's seckill picker lists the real goods of the caller's tenant only.
    const picker = ok(await boss.get(`${SK}/goods/page`, { goodType: 'product' }));
    expect(picker.records.find((r: any) => r.seckillId === id)).toMatchObject({
      goodsId: tk.productId,
      goodsType: 'product',
      seckillPrice: 990,
    });
    expect(ok(await boss2.get(`${SK}/goods/page`, { goodType: 'product' })).records.some((r: any) => r.seckillId === id)).toBe(false);
    expect(ok(await boss.get(`${SK}/infoEcho`, { seckillId: id })).effective).toBe(1);
  });
});

describe('buying', () => {
  it('the storefront lists the item with countdown and remaining stock; an order pays the seckill price and leaves the calendar alone', async () => {
    const tk = await makeTicket(boss, { price: 10000, stock: 10 });
    const id = await k.make(boss, [{ productId: tk.productId, skuId: tk.skuId, seckillPrice: 990, stock: 30 }], { limit: 5 });
    const home = ok(await k.h5('GET', `${SK_H5}/home`, null, { query: { tenantId: '100001' } }));
    const item = home.items.find((i: any) => i.seckillId === id);
    expect(item).toMatchObject({ seckillPrice: 990, originalPrice: 10000, remaining: 30, stock: 30, activityStatus: 2 });
    expect(item.countdownMs).toBeGreaterThan(50 * 60_000);
    const c = await k.customer();
    const g = await k.goodsId(id);
    expect((await k.buy('', id, g)).status).toBe(401);
    const o = ok(await k.buy(c.token, id, g, { quantity: 3 }));
    expect(o.totalMoney).toBe(2970);
    const row = (await t.db.one(
      sql`SELECT unit_price, total_money, contact_phone, calendar_stock, member_discount FROM ord_order WHERE id = ${o.orderId}`,
    ))!;
    expect([Number(row.unit_price), Number(row.total_money), row.contact_phone, row.calendar_stock, Number(row.member_discount)]).toEqual([
      990,
      2970,
      c.phone,
      false,
      0,
    ]);
    expect(await k.remaining(id)).toBe(27);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(10);
    const paid = await pay(t, boss, o.orderId);
    expect(paid.trade.amount ?? 2970).toBe(2970);
    expect(Number((await t.db.one(sql`SELECT order_status FROM ord_order WHERE id = ${o.orderId}`))!.order_status)).toBe(
      ORDER_STATUS.TO_BE_USED,
    );
    const listed = ok(await k.h5('GET', `${SK_H5}/home`, null, { query: { tenantId: '100001' } })).items.find(
      (i: any) => i.seckillId === id,
    );
    expect(listed.remaining).toBe(27);
  });

  it('holds the per-customer limit; not running or invalid refuses; sold out refuses', async () => {
    const tk = await makeTicket(boss, { price: 5000, stock: 50 });
    const id = await k.make(boss, [{ productId: tk.productId, skuId: tk.skuId, seckillPrice: 100, stock: 3 }], { limit: 2 });
    const g = await k.goodsId(id);
    const a = await k.customer();
    ok(await k.buy(a.token, id, g, { quantity: 2 }));
    const over = await k.buy(a.token, id, g);
    expect([over.status, over.body.msg]).toEqual([400, SECKILL_MSG.overLimit(2)]);
    expect((await k.buy(a.token, id, g, { quantity: 3 })).body.msg).toBe(SECKILL_MSG.overLimit(2));
    const b = await k.customer();
    expect((await k.buy(b.token, id, g, { quantity: 2 })).body.msg).toBe(SECKILL_MSG.soldOut);
    // the refused purchase wrote nothing: b's count is untouched, so b may still buy the last unit
    ok(await k.buy(b.token, id, g));
    expect(await k.remaining(id)).toBe(0);
    ok(await boss.get(`${SK}/effective`, { seckillIds: id, status: 0 }));
    expect((await k.buy(b.token, id, g)).body.msg).toBe(SECKILL_MSG.notRunning);
    const later = await k.make(boss, [{ productId: tk.productId, skuId: tk.skuId }], { start: 30, end: 90 });
    const soon = ok(await k.h5('GET', `${SK_H5}/home`, null, { query: { tenantId: '100001' } })).items.find(
      (i: any) => i.seckillId === later,
    );
    expect(soon).toMatchObject({ activityStatus: 1 });
    expect(soon.countdownMs).toBeGreaterThan(25 * 60_000);
    expect((await k.buy(b.token, later, await k.goodsId(later))).body.msg).toBe(SECKILL_MSG.notRunning);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(50);
  });

  it('a cancel and a refund give the units and the customer count back once', async () => {
    const tk = await makeTicket(boss, { price: 5000, stock: 50 });
    const id = await k.make(boss, [{ productId: tk.productId, skuId: tk.skuId, seckillPrice: 1000, stock: 10 }], { limit: 2 });
    const g = await k.goodsId(id);
    const c = await k.customer();
    const o1 = ok(await k.buy(c.token, id, g, { quantity: 2 }));
    expect(await k.remaining(id)).toBe(8);
    ok(await boss.post('/order-api/cancelOrder', { orderId: o1.orderId }));
    expect((await boss.post('/order-api/cancelOrder', { orderId: o1.orderId })).status).toBe(400);
    expect(await k.remaining(id)).toBe(10);
    const o2 = ok(await k.buy(c.token, id, g, { quantity: 2 }));
    await pay(t, boss, o2.orderId);
    const guests = ok(await boss.get('/order-api/generic-poi/biz/detail/sub-order', { orderId: o2.orderId }));
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o2.orderId, guestIds: [guests[0].id], reason: '退一张' }));
    expect(await k.remaining(id)).toBe(9);
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o2.orderId, guestIds: [guests[1].id], reason: '再退一张' }));
    expect(await k.remaining(id)).toBe(10);
    const returned = await t.db.one(sql`SELECT quantity, returned FROM sk_order WHERE order_id = ${o2.orderId}`);
    expect([Number(returned!.quantity), Number(returned!.returned)]).toEqual([2, 2]);
    // the count came back: the customer may buy 2 again; the calendar never moved
    ok(await k.buy(c.token, id, g, { quantity: 2 }));
    expect(await stockOf(t, tk.skuId, day(0))).toBe(50);
  });
});
