import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MSG, MEMBER_MSG, MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { expirePoints } from '../src/modules/member/index.ts';
import { applyAutoRules } from '../src/modules/customer/index.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, orderRow, pay } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';
import { makeHotel, nightsOf } from './hotel-helpers.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let anon: Client;
let ticket: { productId: string; skuId: string };
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  anon = new Client(t.url);
  // 200 yuan a ticket: two tickets earn 400 growth and 400 points (demo settings: 1 per yuan).
  ticket = await makeTicket(boss, { price: 20000, stock: 50 });
});
afterAll(async () => {
  await t?.close();
});

let phoneSeq = 0;
const newPhone = () => `1360000${String(1000 + ++phoneSeq).slice(-4)}`;
const placeFor = (phone: string, quantity = 2) =>
  boss.post('/order-api/place-order', {
    productId: ticket.productId,
    touristDate: day(1),
    quantity,
    contactName: '会员测试',
    contactPhone: phone,
  });
const placeH5 = (phone: string) =>
  anon.post('/order-api/h5/order/place', {
    tenantId: '100001',
    productId: ticket.productId,
    touristDate: day(1),
    quantity: 1,
    contactName: '商城顾客',
    contactPhone: phone,
  });
const customerOf = async (phone: string) =>
  (await t.db.one(sql`SELECT * FROM uc_customer WHERE tenant_id = '100001' AND phone = ${phone}`))!;
const ledgerOf = (customerId: string) =>
  t.db.query<{ kind: string; reason: string; amount: string }>(
    sql`SELECT kind, reason, amount FROM mem_ledger WHERE tenant_id = '100001' AND customer_id = ${customerId} ORDER BY id`,
  );
const paidOrder = async (phone: string, quantity = 2) => {
  const o = ok(await placeFor(phone, quantity));
  const paid = await pay(t, boss, o.orderId);
  return { ...o, ...paid };
};

describe('growth and points from paid orders', () => {
  it('a paid order adds growth and points once; a replayed paid notice adds nothing', async () => {
    const phone = newPhone();
    const o = await paidOrder(phone);
    const c = await customerOf(phone);
    expect([Number(c.growth), Number(c.points)]).toEqual([400, 400]);
    // The provider delivers the same notice again (twice at once): still once.
    await Promise.all([1, 2].map(() => new Client(t.url).post('/order-api/pay/notify/sandbox', o.callback)));
    expect((await ledgerOf(String(c.id))).length).toBe(2);
    const again = await customerOf(phone);
    expect([Number(again.growth), Number(again.points)]).toEqual([400, 400]);

    // The merchant sees it in 用户列表: order count and points.
    const page = ok(await boss.get('/yym-usercenter-api/user/tenant/list', { phone: phone.slice(-4) }));
    const row = page.records.find((r: any) => r.id === String(c.id));
    expect(row).toMatchObject({ orderCount: 1, points: 400, growth: 400 });
    const counts = ok(await boss.get('/yym-usercenter-api/user/countDetail', { customerId: c.id }));
    expect(counts).toMatchObject({ orderCount: 1, paidOrderCount: 1, spend: 40000, points: 400 });
    const points = ok(await boss.get('/yym-usercenter-api/integral/list', { customerId: c.id }));
    expect(points.records.map((r: any) => r.amount)).toEqual([400]);
  });

  it('a refund takes back the refunded share: half, then the rest', async () => {
    const phone = newPhone();
    const o = await paidOrder(phone);
    const info = ok(await boss.get('/order-api/generic-poi/biz/detail/order-info', { orderId: o.orderId }));
    const guests = info.guests as { id: string }[];
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, guestIds: [guests[0]!.id], reason: '测试' }));
    let c = await customerOf(phone);
    expect([Number(c.growth), Number(c.points)]).toEqual([200, 200]);
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, reason: '测试' }));
    c = await customerOf(phone);
    expect([Number(c.growth), Number(c.points)]).toEqual([0, 0]);
    expect((await ledgerOf(String(c.id))).map((e) => `${e.kind}:${e.reason}:${e.amount}`)).toEqual([
      'growth:earn:400',
      'points:earn:400',
      'growth:refund:-200',
      'points:refund:-200',
      'growth:refund:-200',
      'points:refund:-200',
    ]);
  });

  it('points past their validity expire by the job, once', async () => {
    const phone = newPhone();
    await paidOrder(phone, 1);
    const c = await customerOf(phone);
    await t.db.query(sql`UPDATE mem_ledger SET expire_at = now() - interval '1 day' WHERE tenant_id = '100001' AND customer_id = ${c.id}`);
    await expirePoints(t.db);
    await expirePoints(t.db);
    const after = await customerOf(phone);
    expect([Number(after.growth), Number(after.points)]).toEqual([200, 0]);
  });
});

describe('levels and the member discount', () => {
  it('the level rises at its threshold and the discount applies to that customer’s next order only', async () => {
    const levels = ok(await boss.get('/yym-biz-advanced/member/level/list'));
    const silver = levels.find((l: any) => l.growthMin === 300);
    expect(silver).toBeTruthy();
    ok(await boss.post('/yym-biz-advanced/member/discount/submit', { levels: [{ id: silver.id, discount: 90, discountEnabled: 1 }] }));

    const member = newPhone();
    const first = await paidOrder(member); // 400 growth: past 白银 (300)
    expect(Number((await orderRow(t, first.orderId)).member_discount)).toBe(0);
    const c = await customerOf(member);
    expect(String(c.level_id)).toBe(silver.id);
    const log = ok(await boss.get('/yym-usercenter-api/memberLevelLog/list', { customerId: c.id }));
    expect(log.records[0]).toMatchObject({ toLevel: silver.name, growth: 400 });

    const next = ok(await placeFor(member));
    expect(next.totalMoney).toBe(36000);
    const row = await orderRow(t, next.orderId);
    expect([Number(row.member_discount), row.member_level]).toEqual([4000, silver.name]);
    const info = ok(await boss.get('/order-api/generic-poi/biz/detail/order-info', { orderId: next.orderId }));
    expect(Number(info.memberDiscount)).toBe(4000);

    // Somebody else pays the full price.
    expect(ok(await placeFor(newPhone())).totalMoney).toBe(40000);
    // Switched off: the member pays the full price again.
    ok(await boss.post('/yym-biz-advanced/member/discount/submit', { levels: [{ id: silver.id, discount: 90, discountEnabled: 0 }] }));
    expect(ok(await placeFor(member)).totalMoney).toBe(40000);
  });

  it('level rules: a bad discount and a threshold out of order are refused, nothing changes', async () => {
    const before = ok(await boss.get('/yym-biz-advanced/member/level/list'));
    const bad1 = await boss.post('/yym-biz-advanced/member/level/submit', { name: '错误', levelNo: 9, growthMin: 100, discount: 0 });
    expect([bad1.body.code, bad1.body.msg]).toEqual([400, MEMBER_MSG.discountRange]);
    const bad2 = await boss.post('/yym-biz-advanced/member/level/submit', { name: '错误', levelNo: 9, growthMin: 100 });
    expect([bad2.body.code, bad2.body.msg]).toEqual([400, MEMBER_MSG.growthOrder]);
    expect(ok(await boss.get('/yym-biz-advanced/member/level/list')).length).toBe(before.length);
    const speed = ok(await boss.post('/yym-biz-advanced/member/updateSpeed', { growthPerYuan: 2, growthMaxPerOrder: 0 }));
    expect(speed).toEqual({ growthPerYuan: 2, growthMaxPerOrder: 0 });
    ok(await boss.post('/yym-biz-advanced/member/updateSpeed', { growthPerYuan: 1, growthMaxPerOrder: 0 }));
  });
});

describe('the blacklist', () => {
  it('a blacklisted phone cannot order on the storefront or in the back office; the refusals are logged', async () => {
    const phone = newPhone();
    const saved = ok(await boss.post('/yym-usercenter-api/blacklist/save', { phone, lockReason: '恶意囤票' }));
    expect(saved.lockStatus).toBe(1);
    const before = Number((await t.db.one(sql`SELECT count(*)::int AS n FROM ord_order WHERE contact_phone = ${phone}`))!.n);

    const h5 = await placeH5(phone);
    expect([h5.body.code, h5.body.msg]).toEqual([400, CUSTOMER_MSG.blacklisted]);
    const back = await placeFor(phone);
    expect([back.body.code, back.body.msg]).toEqual([400, CUSTOMER_MSG.blacklisted]);
    expect(Number((await t.db.one(sql`SELECT count(*)::int AS n FROM ord_order WHERE contact_phone = ${phone}`))!.n)).toBe(before);

    // Logged after the order's transaction rolled back (written on its own).
    let refused = 0;
    for (let i = 0; i < 50 && refused < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      refused = Number(
        (await t.db.one(sql`SELECT count(*)::int AS n FROM uc_op_log WHERE customer_id = ${saved.id} AND action = 'refused'`))!.n,
      );
    }
    expect(refused).toBe(2);
    expect(ok(await boss.get('/yym-usercenter-api/blacklist/count')).refused30d).toBeGreaterThanOrEqual(2);
    const listed = ok(await boss.get('/yym-usercenter-api/blacklist/user/page', { phone: phone.slice(-4) }));
    expect(listed.records.map((r: any) => r.id)).toContain(saved.id);

    ok(await boss.post('/yym-usercenter-api/blacklist/unlock', { ids: saved.id }));
    expect(ok(await placeH5(phone)).orderNo).toBeTruthy();
  });

  it('a blacklisted phone cannot book a hotel or buy an e-card either; nothing is written', async () => {
    const kit = ecardKit(t, boss);
    const cu = await kit.customer();
    const h = await makeHotel(boss, { stock: 2 });
    const cardId = await kit.makeCard();
    const orders = async () => Number((await t.db.one(sql`SELECT count(*)::int AS n FROM ord_order WHERE contact_phone = ${cu.phone}`))!.n);
    const book = () =>
      anon.post('/order-api/h5/hotel/order/place', {
        tenantId: '100001',
        planId: h.planId,
        checkIn: day(1),
        checkOut: day(2),
        rooms: 1,
        contactName: '王住客',
        contactPhone: cu.phone,
        guests: [{ guestName: '王住客' }],
      });
    const buy = () => kit.h5('/yym-product-api/h5/eCard/buy', cu.token, { cardId, quantity: 1, holderName: '王住客' });

    const saved = ok(await boss.post('/yym-usercenter-api/blacklist/save', { phone: cu.phone, lockReason: '恶意囤房' }));
    for (const r of [await book(), await buy()]) expect([r.body.code, r.body.msg]).toEqual([400, CUSTOMER_MSG.blacklisted]);
    expect(await orders()).toBe(0);
    expect((await nightsOf(t, h.planId))[day(1)]).toBe(0);

    ok(await boss.post('/yym-usercenter-api/blacklist/unlock', { ids: saved.id }));
    ok(await book());
    ok(await buy());
    expect(await orders()).toBe(2);
  });

  it('the automatic rule blacklists a phone with N refunds in M days', async () => {
    const phone = newPhone();
    for (let i = 0; i < 2; i++) {
      const o = await paidOrder(phone, 1);
      ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, reason: '测试' }));
    }
    ok(await boss.post('/yym-usercenter-api/blacklist/setup/save', { enabled: 1, refundCount: 2, refundDays: 7, lockDays: 30 }));
    await applyAutoRules(t.db);
    ok(await boss.post('/yym-usercenter-api/blacklist/setup/save', { enabled: 0, refundCount: 2, refundDays: 7, lockDays: 30 }));
    const c = await customerOf(phone);
    expect([c.lock_status, c.lock_source]).toEqual([1, 'auto']);
    expect((await placeFor(phone)).body.msg).toBe(CUSTOMER_MSG.blacklisted);
    const bad = await boss.post('/yym-usercenter-api/blacklist/setup/save', { enabled: 1, refundCount: 0, refundDays: 7, lockDays: 30 });
    expect([bad.body.code, bad.body.msg]).toEqual([400, CUSTOMER_MSG.setupCount]);
  });
});

describe('personal data, tenants and permissions', () => {
  it('phones are masked unless the role holds the unmask code; each unmasked view is logged', async () => {
    const phone = newPhone();
    await paidOrder(phone, 1);
    const c = await customerOf(phone);
    const masked = ok(await boss.get('/yym-usercenter-api/user/detail', { id: c.id }));
    expect(masked.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const open = ok(await boss.get('/yym-usercenter-api/user/detail', { id: c.id, unmask: 1 }));
    expect([open.phone, open.unmasked]).toEqual([phone, true]);
    const log = ok(await boss.get('/yym-usercenter-api/operationLog/page', { customerId: c.id }));
    expect(log.records.some((r: any) => r.action === 'unmask')).toBe(true);

    // The export is an xlsx with masked phones (a zip: it starts with PK).
    const xlsx = await boss.req('POST', '/yym-usercenter-api/user/export', { query: { phone: phone.slice(-4) } });
    expect([xlsx.status, String(xlsx.body.raw).slice(0, 2)]).toEqual([200, 'PK']);

    // The finance role may view the list, but not unmasked.
    await t.db.query(sql`INSERT INTO blade_role_menu (tenant_id, role_id, menu_id)
      SELECT '100001', r.id, m.id FROM blade_role r, blade_menu m
      WHERE r.tenant_id = '100001' AND r.role_alias = 'finance' AND m.code IN ('member', 'merchant_user', 'merchant_user_view') ON CONFLICT DO NOTHING`);
    const finance = (await login(t, ...DEMO.finance)).client;
    const seen = ok(await finance.get('/yym-usercenter-api/user/detail', { id: c.id, unmask: 1 }));
    expect([seen.phone, seen.unmasked]).toEqual([masked.phone, false]);
    const list = ok(await finance.get('/yym-usercenter-api/user/tenant/list', { unmask: 1 }));
    expect(list.records.every((r: any) => r.phone.includes('****'))).toBe(true);
  });

  it("another tenant's customers answer 404 and are not listed", async () => {
    const phone = newPhone();
    await paidOrder(phone, 1);
    const c = await customerOf(phone);
    for (const path of ['/yym-usercenter-api/user/detail']) expect((await boss2.get(path, { id: c.id })).body.code).toBe(404);
    expect((await boss2.get('/yym-usercenter-api/user/countDetail', { customerId: c.id })).body.code).toBe(404);
    expect((await boss2.get('/yym-usercenter-api/integral/list', { customerId: c.id })).body.code).toBe(404);
    expect((await boss2.post('/yym-usercenter-api/blacklist/batchLock', { ids: c.id })).body.code).toBe(404);
    const list = ok(await boss2.get('/yym-usercenter-api/user/tenant/list', { phone: phone.slice(-4) }));
    expect(list.records).toEqual([]);
    expect((await customerOf(phone)).lock_status).toBe(0);
  });

  it('a ticket checker is refused', async () => {
    const c = await customerOf('13800000101');
    for (const r of [
      await checker.get('/yym-usercenter-api/user/tenant/list'),
      await checker.get('/yym-usercenter-api/user/detail', { id: c.id }),
      await checker.post('/yym-usercenter-api/blacklist/batchLock', { ids: c.id }),
      await checker.post('/yym-usercenter-api/user/export'),
      await checker.post('/yym-biz-advanced/member/base/submit', { memberName: 'x', pointsPerYuan: 1, pointsValidDays: 1 }),
      await checker.post('/yym-biz-advanced/member/discount/submit', { levels: [{ id: '1', discount: 1, discountEnabled: 1 }] }),
    ]) {
      expect(r.body.code).toBe(403);
    }
    expect((await customerOf('13800000101')).lock_status).toBe(0);
  });
});

describe('the storefront customer', () => {
  const h5 = (path: string, token: string | null, body?: unknown, query?: Record<string, unknown>) =>
    anon.req(body === undefined ? 'GET' : 'POST', `/yym-usercenter-api/h5${path}`, {
      body,
      query,
      headers: token ? { 'Customer-Token': token } : {},
    });
  const lastCode = async (phone: string) =>
    (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!.code;

  it('logs in with phone and code once, sees the member centre and the orders', async () => {
    const phone = newPhone();
    await paidOrder(phone);
    expect(ok(await h5('/sms/send', null, { tenantId: '100001', phone })).message).toBe(MSG.smsSent);
    const again = await h5('/sms/send', null, { tenantId: '100001', phone });
    expect([again.body.code, again.body.msg]).toEqual([429, MSG.smsTooFrequent]);
    const code = await lastCode(phone);
    const wrong = await h5('/login', null, { tenantId: '100001', phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.msg).toBe(MSG.captchaWrong);
    const s = ok(await h5('/login', null, { tenantId: '100001', phone, code }));
    expect((await h5('/login', null, { tenantId: '100001', phone, code })).body.msg).toBe(MSG.captchaWrong);

    const centre = ok(await h5('/member/centre', s.token));
    expect(centre).toMatchObject({ points: 400, growth: 400, levelName: '白银会员', orderCount: 1 });
    const orders = ok(await h5('/orders', s.token, undefined, { current: 1, size: 10 }));
    expect(orders.records.length).toBe(1);
    expect((await h5('/member/centre', null)).status).toBe(401);
    ok(await h5('/logout', s.token, {}));
    expect((await h5('/member/centre', s.token)).status).toBe(401);
  });
});

describe('the user centre records', () => {
  it('labels, notifications, feedback replies and comments answer real rows; bad input changes nothing', async () => {
    const c = await customerOf('13800000101');
    const contacts = ok(await boss.get('/yym-usercenter-api/contact/list', { customerId: c.id }));
    expect(contacts.records[0].cardNum).toMatch(/\*{4}/);
    expect(ok(await boss.get('/yym-usercenter-api/favorites/page', { customerId: c.id })).total).toBe(1);
    expect(ok(await boss.get('/yym-usercenter-api/punch/page', { customerId: c.id })).total).toBe(1);
    expect(ok(await boss.get('/yym-usercenter-api/coupon/page', { customerId: c.id })).total).toBe(0);
    expect(ok(await boss.get('/yym-usercenter-api/realName/list', { customerId: c.id })).total).toBe(1);

    ok(await boss.post('/yym-usercenter-api/label/submit', { name: '年卡' }));
    const dup = await boss.post('/yym-usercenter-api/label/submit', { name: '年卡' });
    expect([dup.body.code, dup.body.msg]).toEqual([400, CUSTOMER_MSG.labelExists]);
    expect(ok(await boss.post('/yym-usercenter-api/user/label', { customerId: c.id, labels: ['年卡', '常客'] }))).toEqual(['年卡', '常客']);
    expect((await boss.post('/yym-usercenter-api/user/label', { customerId: c.id, labels: ['不存在'] })).body.code).toBe(400);

    const inform = ok(await boss.post('/yym-usercenter-api/inform/submit', { title: '闭园通知', content: '明日闭园检修' }));
    expect(ok(await boss.get('/yym-usercenter-api/inform/detail', { id: inform.id })).title).toBe('闭园通知');
    const noTitle = await boss.post('/yym-usercenter-api/inform/submit', { title: ' ' });
    expect([noTitle.body.code, noTitle.body.msg]).toEqual([400, CUSTOMER_MSG.informTitleRequired]);
    expect(ok(await boss.post('/yym-usercenter-api/inform/remove', undefined, { ids: inform.id }))).toBe(1);

    const fb = ok(await boss.get('/yym-usercenter-api/feedback/page', { customerId: c.id })).records[0];
    expect(ok(await boss.post('/yym-usercenter-api/feedback/reply', { id: fb.id, reply: '已安排夜游场次' })).reply).toBe('已安排夜游场次');
    const cm = ok(await boss.get('/yym-usercenter-api/comment/list', { customerId: c.id })).records[0];
    const hidden = ok(await boss.post('/yym-usercenter-api/comment/update', { id: cm.id, reply: '感谢好评', status: 0 }));
    expect([hidden.reply, hidden.status]).toEqual(['感谢好评', 0]);
    expect((await boss2.post('/yym-usercenter-api/comment/remove', undefined, { ids: cm.id })).body.code).toBe(404);
    expect(ok(await boss.post('/yym-usercenter-api/comment/remove', undefined, { ids: cm.id }))).toBe(1);
    expect((await boss.get('/yym-usercenter-api/comment/detail', { id: cm.id })).body.code).toBe(404);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  it('a new phone ordering six times at once is one customer; six payments at once add up exactly', async () => {
    const phone = newPhone();
    const placed = await Promise.all(Array.from({ length: 6 }, () => placeFor(phone, 1)));
    const ids = placed.map((r) => ok(r).orderId as string);
    expect(Number((await t.db.one(sql`SELECT count(*)::int AS n FROM uc_customer WHERE phone = ${phone}`))!.n)).toBe(1);
    const trades = await Promise.all(ids.map(async (orderId) => ok(await boss.post('/order-api/pay/trade', { orderId }))));
    // Each notice twice, all at once: every order earns once, the balance is the ledger's sum.
    await Promise.all([...trades, ...trades].map((tr) => new Client(t.url).post('/order-api/pay/notify/sandbox', tr.payParams.callback)));
    const c = await customerOf(phone);
    expect([Number(c.growth), Number(c.points)]).toEqual([1200, 1200]);
    const sums = await t.db.one<{ n: number; s: string }>(
      sql`SELECT count(*)::int AS n, sum(amount) AS s FROM mem_ledger WHERE tenant_id = '100001' AND customer_id = ${c.id} AND kind = 'points'`,
    );
    expect([sums!.n, Number(sums!.s)]).toEqual([6, 1200]);
  });
});
