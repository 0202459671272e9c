import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECARD_MSG, MSG, ORDER_STATUS, PORTAL_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { md5 } from '../src/platform/tokens.ts';
import { Client, DEMO, login, solveCaptcha, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';

// The distributor e-card portal as a distributor and the merchant see it: a distributor account bound
// to a distributor logs in on its link (tenant code + distributor id, captcha), places e-card orders
// (paid on account, cards issued), sees only its own orders, checks the cards it sold at its gate
// (one use each, refused past the limit with the gate's message) and exports xlsx; the merchant lists
// the distributors' orders, stops a distributor's sales and freezes an order's cards.

const P = '/yym-product-api/eCard/distributor';
const D = '/order-api/eCard/distributor/order';
const PASSWORD = 'Dist1234';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let k: ReturnType<typeof ecardKit>;
let disA: string;
let disB: string;
let disOther: string;

/** A distributor account of the demo merchant (用户管理, user type 分销商), bound to a distributor. */
async function account(name: string, distributorId: string, readOnly = 0) {
  ok(await boss.post('/blade-user/save', { account: name, name, realName: name, password: PASSWORD, password2: PASSWORD, userType: 2 }));
  ok(await boss.post(`${D}/account`, { distributorId, account: name, readOnly }));
}

/** The key a distributor's portal links carry (shown to the merchant on 分销商订单). */
const keyOf = async (distributorId: string) =>
  (await t.db.one<{ portal_key: string }>(sql`SELECT portal_key FROM dis_distributor WHERE id = ${distributorId}`))!.portal_key;

/** Log in on the out-distributor page the way the portal does; answers a client sending Merchant-Token. */
async function portalLogin(username: string, distributorId: string, kind = 'out') {
  const cap = await solveCaptcha(t, `${P}/${kind}/captcha`);
  const r = await new Client(t.url).post(`${P}/${kind}/login`, {
    code: '100001',
    id: await keyOf(distributorId),
    username,
    password: md5(PASSWORD),
    captchaKey: cap.key,
    captchaCode: cap.code,
  });
  return { r, client: new Client(t.url, null, { 'Merchant-Token': r.body.data?.accessToken ?? '' }) };
}

/** A card with one project of `uses` uses (no daily limit), on shelf. */
async function oneProjectCard(uses: number) {
  const E = '/yym-product-api/eCard';
  const info = ok(await boss.post(`${E}/submitInfo`, { name: `分销次卡${Date.now() % 100000}`, price: 5000, stock: 50 }));
  ok(await boss.post(`${E}/submitRule`, { id: info.id, validityType: 2, validDays: 30 }));
  ok(await boss.post(`${E}/submitProject`, { id: info.id, projects: [{ name: '入园', dayLimit: 0, totalLimit: uses }] }));
  ok(await boss.post(`${E}/shelves`, { cardIds: [info.id], status: 1 }));
  return info.id as string;
}
const place = (c: Client, cardId: string, quantity = 1) =>
  c.post(`${P}/order/place`, { cardId, quantity, holderName: '赵分销', contactPhone: '13700001111' });

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  k = ecardKit(t, boss);
  const ids = await t.db.query<{ id: string; tenant_id: string }>(
    sql`SELECT id::text, tenant_id FROM dis_distributor WHERE is_deleted = 0 ORDER BY tenant_id, id`,
  );
  [disA, disB] = ids.filter((r) => r.tenant_id === '100001').map((r) => r.id) as [string, string];
  disOther = ids.find((r) => r.tenant_id === '100002')!.id;
  await account('dis_a', disA);
  await account('dis_b', disB);
  await account('dis_read', disA, 1);
});
afterAll(async () => {
  await t?.close();
});

describe('the login pages', () => {
  it("answer the tenant and distributor of a link, and the same refusal for an unknown or another tenant's distributor", async () => {
    const anon = new Client(t.url);
    const keyA = await keyOf(disA);
    expect(ok(await anon.get(`${P}/out/loginPage`, { code: '100001', id: keyA }))).toMatchObject({
      tenantName: '云游文旅集团',
      distributorId: disA,
      distributorName: '携程旅行',
      kind: 'out',
    });
    expect(ok(await anon.get(`${P}/usedRecord/loginPage`, { code: '100001', id: keyA })).kind).toBe('usedRecord');
    for (const q of [
      { code: '100001', id: '0'.repeat(32) },
      { code: '100001', id: await keyOf(disOther) },
      { code: '100009', id: keyA },
    ]) {
      const r = await anon.get(`${P}/out/loginPage`, q);
      expect([r.status, r.body.msg]).toEqual([404, PORTAL_MSG.linkInvalid]);
    }
    // a link naming a distributor by its sequential id names nobody
    const byId = await anon.get(`${P}/out/loginPage`, { code: '100001', id: disA });
    expect([byId.status, byId.body.msg]).toEqual([400, PORTAL_MSG.linkInvalid]);
    // the merchant's list gives each distributor its own key for the links
    const listed = ok(await boss.get(`${D}/distributors`));
    expect(listed.find((d: { id: string }) => d.id === disA).portalKey).toBe(keyA);
    expect(new Set(listed.map((d: { portalKey: string }) => d.portalKey)).size).toBe(listed.length);
  });

  it("log in only an account bound to the link's distributor, with the distributor captcha", async () => {
    const wrongLink = await portalLogin('dis_b', disA);
    expect(wrongLink.r.body.msg).toBe(MSG.loginFailed);
    const loginCap = await solveCaptcha(t);
    const merchantCaptcha = await new Client(t.url).post(`${P}/out/login`, {
      code: '100001',
      id: await keyOf(disA),
      username: 'dis_a',
      password: md5(PASSWORD),
      captchaKey: loginCap.key,
      captchaCode: loginCap.code,
    });
    expect(merchantCaptcha.body.msg).toBe(MSG.captchaWrong);
    const { r } = await portalLogin('dis_a', disA);
    expect(r.body.data).toMatchObject({ distributorName: '携程旅行', tenantName: '云游文旅集团', readOnly: false, sellEnabled: true });
  });
});

describe('the portal', () => {
  it('places its own orders (paid on account), checks the cards it sold, lists uses and exports xlsx', async () => {
    const { client: a } = await portalLogin('dis_a', disA);
    const cardId = await k.makeCard(boss, { first: 2 });
    expect(ok(await a.get(`${P}/cards`)).some((c: any) => c.id === cardId)).toBe(true);
    const waiting = (await a.get(`${P}/orderStatus`)).body.data.find((r: any) => r.orderStatus === ORDER_STATUS.TO_BE_USED)?.count ?? 0;
    const placed = ok(await place(a, cardId, 2));
    expect(placed.totalMoney).toBe(19800);
    const page = ok(await a.get(`${P}/order/page`));
    expect(page.records[0]).toMatchObject({
      id: placed.orderId,
      distributorId: disA,
      quantity: 2,
      orderStatus: ORDER_STATUS.TO_BE_USED,
      orderStatusText: '待使用',
    });
    expect(ok(await a.get(`${P}/orderStatus`))).toContainEqual({
      orderStatus: ORDER_STATUS.TO_BE_USED,
      orderStatusText: '待使用',
      count: waiting + 1,
    });
    const detail = ok(await a.get(`${P}/order/detail`, { orderId: placed.orderId }));
    expect(detail.cards).toHaveLength(2);
    const [card] = detail.cards;

    // Two uses of 主景区入园, then 索道 (one a day), then refused as the gate refuses.
    expect(ok(await a.post(`${P}/gpvVerify`, { code: card.qrCode }))).toMatchObject({ projectName: '主景区入园', left: 1 });
    expect(ok(await a.post(`${P}/gpvVerify`, { code: card.cardNo }))).toMatchObject({ projectName: '主景区入园', left: 0 });
    expect(ok(await a.post(`${P}/gpvVerify`, { code: card.qrCode }))).toMatchObject({ projectName: '索道', left: 9 });
    const refused = await a.post(`${P}/gpvVerify`, { code: card.qrCode });
    expect([refused.status, refused.body.msg]).toEqual([400, ECARD_MSG.dayUsedUp('主景区入园')]);
    const used = await t.db.one<{ n: number }>(
      sql`SELECT sum(used)::int AS n FROM ec_user_card_project WHERE tenant_id = '100001' AND user_card_id = ${card.id}`,
    );
    expect(used!.n).toBe(3);

    const uses = ok(await a.get(`${P}/verifyPage`, { cardNo: card.cardNo }));
    expect(uses.total).toBe(3);
    expect(uses.records.map((r: any) => r.methodText)).toEqual(['扫码核销', '手动核销', '扫码核销']);
    expect(uses.records[0].userName).toBe('携程旅行(dis_a)');
    expect(ok(await a.get(`${P}/appointmentPage`, { cardNo: card.cardNo })).records[0]).toMatchObject({ uses: 3, cards: 1 });
    // The merchant's write-off records show the same checks.
    expect(ok(await boss.get('/yym-product-api/eCard/verificationList', { cardNo: card.cardNo })).total).toBe(3);

    for (const kind of ['order', 'verify', 'appointment']) {
      const u = new URL(`/api${P}/exports?kind=${kind}`, t.url);
      const r = await fetch(u, { headers: { 'Merchant-Token': a.headers['Merchant-Token']! } });
      expect(r.headers.get('content-type')).toContain('spreadsheetml');
      expect(
        Buffer.from(await r.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    }
  });

  it("never shows another distributor's orders or cards; refuses a merchant token and no token", async () => {
    const { client: a } = await portalLogin('dis_a', disA);
    const { client: b } = await portalLogin('dis_b', disB);
    const cardId = await oneProjectCard(5);
    const placed = ok(await place(a, cardId));
    const card = ok(await a.get(`${P}/order/detail`, { orderId: placed.orderId })).cards[0];
    const other = await b.get(`${P}/order/detail`, { orderId: placed.orderId });
    expect(other.status).toBe(404);
    expect(ok(await b.get(`${P}/order/page`)).records.some((r: any) => r.id === placed.orderId)).toBe(false);
    expect((await b.post(`${P}/gpvVerify`, { code: card.qrCode })).body.msg).toBe(ECARD_MSG.cardNotFound);
    expect(ok(await b.get(`${P}/verifyPage`)).total).toBe(0);

    expect((await new Client(t.url).get(`${P}/order/page`)).status).toBe(401);
    const merchant = new Client(t.url, null, { 'Merchant-Token': boss.token! });
    expect((await merchant.get(`${P}/order/page`)).status).toBe(403);
    expect((await boss.get(`${P}/order/page`)).status).toBe(403);

    // The used-record partner reads usage and places or checks nothing.
    const { r, client: reader } = await portalLogin('dis_read', disA, 'usedRecord');
    expect(r.body.data.readOnly).toBe(true);
    expect(ok(await reader.get(`${P}/verifyPage`)).total).toBeGreaterThan(0);
    const refused = await place(reader, cardId);
    expect([refused.status, refused.body.msg]).toEqual([403, PORTAL_MSG.readOnly]);
    expect((await reader.post(`${P}/gpvVerify`, { code: card.qrCode })).status).toBe(403);
  });
});

describe("the merchant's distributor orders", () => {
  it('lists, details, switches sales off and on, freezes an order; another tenant and a checker are refused', async () => {
    const { client: a } = await portalLogin('dis_a', disA);
    const cardId = await oneProjectCard(5);
    const placed = ok(await place(a, cardId));
    const page = ok(await boss.get(`${D}/page`, { distributorId: disA, cardId }));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ id: placed.orderId, distributorName: '携程旅行', orderStatus: ORDER_STATUS.TO_BE_USED });
    const detail = ok(await boss.get(`${D}/detail`, { orderId: placed.orderId }));
    expect(detail).toMatchObject({ distributorName: '携程旅行', quantity: 1 });
    const setting = ok(await boss.get(`${D}/distributors`)).find((d: any) => d.id === disA);
    expect(setting.accounts).toContain('dis_a');

    ok(await boss.post(`${D}/switch`, { distributorId: disA, enabled: 0 }));
    const closed = await place(a, cardId);
    expect([closed.status, closed.body.msg]).toEqual([400, PORTAL_MSG.sellClosed]);
    expect(ok(await a.get(`${P}/order/page`)).total).toBeGreaterThan(0); // its orders stay visible
    ok(await boss.post(`${D}/switch`, { distributorId: disA, enabled: 1 }));
    ok(await place(a, cardId));

    // 禁用 freezes the order's card: the portal's gate refuses it until it is unfrozen.
    expect(ok(await boss.post(`${D}/disable`, { orderId: placed.orderId, disabled: 1 }))).toBe(1);
    expect((await boss.post(`${D}/disable`, { orderId: placed.orderId, disabled: 1 })).body.msg).toBe(PORTAL_MSG.alreadyFrozen);
    const qr = detail.cards[0].qrCode;
    expect((await a.post(`${P}/gpvVerify`, { code: qr })).body.msg).toBe(PORTAL_MSG.cardFrozen);
    expect(ok(await boss.post(`${D}/disable`, { orderId: placed.orderId, disabled: 0 }))).toBe(1);
    expect(ok(await a.post(`${P}/gpvVerify`, { code: qr })).left).toBe(4);

    const file = await fetch(new URL(`/api${D}/export?distributorId=${disA}`, t.url), {
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    expect(file.headers.get('content-type')).toContain('spreadsheetml');

    expect((await boss2.get(`${D}/detail`, { orderId: placed.orderId })).status).toBe(404);
    expect(ok(await boss2.get(`${D}/page`)).records.some((r: any) => r.id === placed.orderId)).toBe(false);
    expect((await boss2.post(`${D}/switch`, { distributorId: disA, enabled: 0 })).status).toBe(404);
    expect((await boss2.post(`${D}/disable`, { orderId: placed.orderId, disabled: 1 })).status).toBe(404);
    expect((await checker.get(`${D}/page`)).status).toBe(403);
    expect((await checker.post(`${D}/switch`, { distributorId: disA, enabled: 0 })).status).toBe(403);
    expect((await checker.post(`${D}/disable`, { orderId: placed.orderId, disabled: 1 })).status).toBe(403);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  it('ten checks at once of a card with 3 uses left take exactly 3', async () => {
    const { client: a } = await portalLogin('dis_a', disA);
    const placed = ok(await place(a, await oneProjectCard(3)));
    const card = ok(await a.get(`${P}/order/detail`, { orderId: placed.orderId })).cards[0];
    const answers = await Promise.all(Array.from({ length: 10 }, () => a.post(`${P}/gpvVerify`, { code: card.qrCode })));
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.body.code !== 200).every((r) => r.body.msg === ECARD_MSG.usedUp('入园'))).toBe(true);
    const p = await t.db.one<{ used: number }>(
      sql`SELECT used FROM ec_user_card_project WHERE tenant_id = '100001' AND user_card_id = ${card.id}`,
    );
    expect(p!.used).toBe(3);
  });
});
