import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MSG, ORDER_STATUS as S } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { makeTicket, ok, orderRow, pay } from './commerce-helpers.ts';
import { CP, CP_H5, couponKit } from './coupon-helpers.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let kit: ReturnType<typeof couponKit>;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  kit = couponKit(t);
});
afterAll(async () => {
  await t?.close();
});

const couponCount = async () => Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM cp_coupon`))!.n);

describe('coupon templates', () => {
  it('bad input is refused with the Chinese message and writes nothing', async () => {
    const before = await couponCount();
    const base = {
      name: '满减券',
      couponType: 1,
      threshold: 10000,
      amount: 2000,
      validityType: 1,
      startDate: '2030-01-01',
      endDate: '2030-02-01',
      perLimit: 1,
      totalCount: 10,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, COUPON_MSG.nameRequired],
      [{ amount: 0 }, COUPON_MSG.amountRequired],
      [{ amount: 10000 }, COUPON_MSG.amountOverThreshold],
      [{ couponType: 2, discount: 100 }, COUPON_MSG.discountRange],
      [{ endDate: '2029-12-01' }, COUPON_MSG.dateOrder],
      [{ validityType: 2, validDays: 0 }, COUPON_MSG.daysRange],
      [{ perLimit: 0 }, COUPON_MSG.limitRange],
      [{ totalCount: 0 }, COUPON_MSG.totalRange],
      [{ scope: 1, productIds: [] }, COUPON_MSG.productsRequired],
    ];
    for (const [patch, msg] of cases) {
      const r = await boss.post(`${CP}/create`, { ...base, ...patch });
      expect(r.body.code, msg).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    expect(await couponCount()).toBe(before);
  });

  it('create, page with search, detail, update, clone, shelf, void and delete', async () => {
    const ticket = await makeTicket(boss, { price: 6000 });
    const made = ok(
      await boss.post(`${CP}/create`, {
        name: '八折券',
        couponType: 2,
        threshold: 0,
        discount: 80,
        scope: 1,
        productIds: [ticket.productId],
        validityType: 2,
        validDays: 7,
        perLimit: 2,
        totalCount: 50,
      }),
    );
    expect(made).toMatchObject({
      name: '八折券',
      couponTypeText: '折扣券',
      ruleText: '无门槛打8折',
      validityText: '领取后7天内有效',
      shelfStatus: 0,
    });
    expect(made.productNames).toEqual(['成人票']);
    const page = ok(await boss.post(`${CP}/page`, { name: '八折', couponType: 2 }));
    expect(page.records.map((r: any) => r.id)).toContain(made.id);
    const updated = ok(await boss.post(`${CP}/update`, { ...made, name: '七五折券', discount: 75 }));
    expect(updated.ruleText).toBe('无门槛打7.5折');
    const copy = ok(await boss.get(`${CP}/clone`, { id: made.id }));
    expect(copy).toMatchObject({ name: '七五折券-复制', issuedCount: 0, shelfStatus: 0 });
    expect(ok(await boss.get(`${CP}/rackUpAndDown`, { ids: made.id, status: 1 }))).toBe(1);
    ok(await boss.get(`${CP}/update/isValid`, { id: made.id, isValid: 0 }));
    expect(ok(await boss.get(`${CP}/detail`, { id: made.id }))).toMatchObject({ isValid: 0, shelfStatus: 0 });
    expect((await boss.get(`${CP}/rackUpAndDown`, { ids: made.id, status: 1 })).body.msg).toBe(COUPON_MSG.invalid);
    expect(ok(await boss.get(`${CP}/valid/del`, { ids: copy.id }))).toBe(1);
    expect((await boss.get(`${CP}/detail`, { id: copy.id })).body.code).toBe(404);
  });

  it("another tenant's coupon answers not found and cannot be issued, shelved or used", async () => {
    const id = await kit.make(boss);
    expect((await boss2.get(`${CP}/detail`, { id })).body.code).toBe(404);
    expect(
      (
        await boss2.post(`${CP}/update`, {
          id,
          name: 'x',
          couponType: 1,
          amount: 1,
          validityType: 2,
          validDays: 1,
          perLimit: 1,
          totalCount: 1,
        })
      ).body.code,
    ).toBe(404);
    expect((await boss2.get(`${CP}/rackUpAndDown`, { ids: id, status: 0 })).body.code).toBe(404);
    expect((await boss2.post(`${CP}/submit`, { couponId: id, phones: ['13700000001'] })).body.code).toBe(404);
    expect(ok(await boss2.post(`${CP}/page`, {})).records.map((r: any) => r.id)).not.toContain(id);
    // A user coupon of tenant 100001 on an order of tenant 100002: not found, no order written.
    const cust = await kit.customer();
    const uc = ok(await kit.h5('POST', `${CP_H5}/receive`, cust.token, { body: { couponId: id } }));
    const other = await makeTicket(boss2, { price: 20000 });
    const before = Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order`))!.n);
    const r = await boss2.post('/order-api/place-order', {
      productId: other.productId,
      touristDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
      quantity: 1,
      contactName: '张三',
      contactPhone: cust.phone,
      couponId: uc.id,
    });
    expect(r.body.code).toBe(404);
    expect(r.body.msg).toBe(COUPON_MSG.notFound);
    expect(Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order`))!.n)).toBe(before);
    expect((await kit.userCoupon(uc.id)).use_status).toBe(0);
  });
});

describe('receiving and issuing', () => {
  it('the per-customer limit holds in the coupon centre and in batches; the total count too', async () => {
    const id = await kit.make(boss, { perLimit: 2, totalCount: 4 });
    const a = await kit.customer();
    const centre = ok(await kit.h5('GET', `${CP_H5}/centre`, a.token, { query: { tenantId: '100001' } }));
    expect(centre.find((c: any) => c.id === id)).toMatchObject({ received: 0, left: 4, ruleText: '满100.00元减20.00元' });
    ok(await kit.h5('POST', `${CP_H5}/receive`, a.token, { body: { couponId: id } }));
    ok(await kit.h5('POST', `${CP_H5}/receive`, a.token, { body: { couponId: id } }));
    const third = await kit.h5('POST', `${CP_H5}/receive`, a.token, { body: { couponId: id } });
    expect(third.body.msg).toBe(COUPON_MSG.overLimit(2));
    expect(ok(await kit.h5('GET', `${CP_H5}/mine`, a.token)).filter((u: any) => u.couponId === id)).toHaveLength(2);
    // A batch: a's phone is at the limit and is skipped; a bad phone refuses the whole batch.
    expect((await boss.post(`${CP}/submit`, { couponId: id, phones: [a.phone, '123'] })).body.msg).toBe(COUPON_MSG.phoneInvalid('123'));
    const issued = ok(await boss.post(`${CP}/submit`, { couponId: id, phones: `${a.phone},13700000011` }));
    expect(issued).toMatchObject({ issued: 1, skipped: [a.phone] });
    const batch = ok(await boss.get(`${CP}/batch_detail`, { id: issued.batchId }));
    expect(batch).toMatchObject({ phoneCount: 2, issuedCount: 1 });
    expect(ok(await boss.post(`${CP}/batch_page`, { couponId: id })).records).toHaveLength(1);
    const users = ok(await boss.post('/yym-marketing-api/userCoupon/page', { couponId: id }));
    expect(users.total).toBe(3);
    // One left of four: the merchant gives two to one customer → only one fits the total.
    ok(await boss.post('/yym-marketing-api/userCoupon/submitCoupon', { couponId: id, phone: '13700000012', count: 1 }));
    const none = await boss.post('/yym-marketing-api/userCoupon/submitCoupon', { couponId: id, phone: '13700000013', count: 1 });
    expect(none.body.msg).toBe(COUPON_MSG.soldOut);
    expect(ok(await boss.get(`${CP}/detail`, { id })).issuedCount).toBe(4);
    // The batch's user coupons as xlsx.
    const x = await fetch(`${t.url}/api${CP}/export_batch_userCoupon`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${boss.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: issued.batchId }),
    });
    expect(x.headers.get('content-type')).toContain('spreadsheetml');
  });

  it("the user centre shows the customer's coupons", async () => {
    const id = await kit.make(boss);
    const c = await kit.customer();
    ok(await kit.h5('POST', `${CP_H5}/receive`, c.token, { body: { couponId: id } }));
    const row = (await t.db.one<{ id: string }>(sql`SELECT id::text FROM uc_customer WHERE tenant_id = '100001' AND phone = ${c.phone}`))!;
    const page = ok(await boss.get('/yym-usercenter-api/coupon/page', { customerId: row.id }));
    expect(page.records.map((r: any) => r.couponId)).toContain(id);
    expect(ok(await boss.get('/yym-usercenter-api/user/countDetail', { customerId: row.id })).couponCount).toBeGreaterThanOrEqual(1);
  });
});

describe('coupons at checkout', () => {
  it('an order with a coupon pays the discounted amount; a full refund gives the coupon back', async () => {
    const ticket = await makeTicket(boss, { price: 6000, stock: 20 });
    const id = await kit.make(boss, { threshold: 10000, amount: 2000 });
    const c = await kit.customer();
    const uc = ok(await kit.h5('POST', `${CP_H5}/receive`, c.token, { body: { couponId: id } }));
    const usable = ok(
      await kit.h5('GET', `${CP_H5}/usable`, c.token, { query: { productId: ticket.productId, amount: 12000, quantity: 2 } }),
    );
    expect(usable[0]).toMatchObject({ id: uc.id, usable: true, off: 2000 });
    // Below the threshold (one ticket, 60 yuan): refused, nothing written.
    const low = await kit.place(c.token, ticket.productId, { couponId: uc.id, quantity: 1 });
    expect(low.body.msg).toBe(COUPON_MSG.belowThreshold('100.00'));
    // Without the customer's login the coupon cannot be used.
    expect((await kit.place(null, ticket.productId, { couponId: uc.id })).status).toBe(401);
    const placed = ok(await kit.place(c.token, ticket.productId, { couponId: uc.id }));
    expect(placed.totalMoney).toBe(10000);
    const row = await orderRow(t, placed.orderId);
    expect(Number(row.total_money)).toBe(10000);
    expect(Number(row.coupon_discount)).toBe(2000);
    expect(await kit.userCoupon(uc.id)).toEqual({ use_status: 1, order_id: placed.orderId });
    // Used once: a second order with it is refused.
    expect((await kit.place(c.token, ticket.productId, { couponId: uc.id })).body.msg).toBe(COUPON_MSG.used);
    const paid = await pay(t, boss, placed.orderId);
    expect(paid.trade.amount).toBe(10000);
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: placed.orderId, reason: '测试' }));
    expect(Number((await orderRow(t, placed.orderId)).order_status)).toBe(S.CANCELLED);
    const refunded = await t.db.one<{ n: string }>(
      sql`SELECT coalesce(sum(amount), 0)::bigint AS n FROM ord_trade WHERE order_id = ${placed.orderId} AND kind = 'refund' AND trade_status = 'done'`,
    );
    expect(Number(refunded!.n)).toBe(10000);
    expect(await kit.userCoupon(uc.id)).toEqual({ use_status: 0, order_id: null });
  });

  it('the back office spends the contact phone customer’s coupon; discount and free-ticket coupons price right; cancel returns it', async () => {
    const ticket = await makeTicket(boss, { price: 6000, stock: 20 });
    const disc = await kit.make(boss, { couponType: 2, threshold: 0, discount: 85, amount: 0 });
    const free = await kit.make(boss, { couponType: 3, threshold: 0, amount: 0 });
    const phone = '13700000021';
    ok(await boss.post('/yym-marketing-api/userCoupon/submitCoupon', { couponId: disc, phone }));
    ok(await boss.post('/yym-marketing-api/userCoupon/submitCoupon', { couponId: free, phone }));
    const ucs = ok(await boss.post('/yym-marketing-api/userCoupon/page', { phone }));
    const ucDisc = ucs.records.find((u: any) => u.couponId === disc).id;
    const ucFree = ucs.records.find((u: any) => u.couponId === free).id;
    // Someone else's phone cannot spend it.
    const other = await boss.post('/order-api/place-order', {
      productId: ticket.productId,
      touristDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
      quantity: 2,
      contactName: '张三',
      contactPhone: '13800138000',
      couponId: ucDisc,
    });
    expect(other.body.msg).toBe(COUPON_MSG.notYours);
    const body = {
      productId: ticket.productId,
      touristDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
      quantity: 2,
      contactName: '王五',
      contactPhone: phone,
    };
    const a = ok(await boss.post('/order-api/place-order', { ...body, couponId: ucDisc }));
    expect(a.totalMoney).toBe(10200); // 12000 × 85%
    const b = ok(await boss.post('/order-api/place-order', { ...body, couponId: ucFree }));
    expect(b.totalMoney).toBe(6000); // one ticket free
    const guests = await t.db.query<{ price: string }>(sql`SELECT price FROM ord_guest WHERE order_id = ${b.orderId}`);
    expect(guests.map((g) => Number(g.price)).reduce((s, p) => s + p, 0)).toBe(6000);
    ok(await boss.post('/order-api/cancelOrder', { orderId: a.orderId }));
    expect((await kit.userCoupon(ucDisc)).use_status).toBe(0);
  });
});
