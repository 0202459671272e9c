import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET, ECARD_MSG, MSG, ORDER_STATUS } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';

// E-cards as the merchant, the customer and the checker see them: a card made in steps, a batch of
// codes generated and exported, a code activated once, a card bought and paid, checked at the gate
// until its uses run out, refunded; another tenant sees none of it; a checker cannot make cards.

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let anon: Client;
let k: ReturnType<typeof ecardKit>;

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  k = ecardKit(t, boss);
  anon = k.anon;
});
afterAll(async () => {
  await t?.close();
});

const E = '/yym-product-api/eCard';
const h5: ReturnType<typeof ecardKit>['h5'] = (...a) => k.h5(...a);
const customer = () => k.customer();
const makeCard: ReturnType<typeof ecardKit>['makeCard'] = (...a) => k.makeCard(...a);
const prefab = (cardId: string, count: number) => k.prefab(cardId, count);
const codesOf = (batchId: string) => k.codesOf(batchId);
const gate = (c: Client, code: string) => k.gate(c, code);

describe('cards in steps', () => {
  it('creates a card with two projects, echoes each step, lists it, shelves it only when complete', async () => {
    const info = ok(await boss.post(`${E}/submitInfo`, { name: '双景区年卡', price: 19900, stock: 10 }));
    expect((await boss.post(`${E}/shelves`, { cardIds: [info.id], status: 1 })).body.msg).toBe(ECARD_MSG.notComplete);
    expect((await boss.post(`${E}/submitProject`, { id: info.id, projects: [{ name: 'A', totalLimit: 1 }] })).body.msg).toBe(
      ECARD_MSG.stepOrder,
    );
    const bad = await boss.post(`${E}/submitRule`, { id: info.id, validityType: 1 });
    expect([bad.status, bad.body.msg]).toEqual([400, ECARD_MSG.validityRequired]);
    ok(await boss.post(`${E}/submitRule`, { id: info.id, validityType: 1, validStart: '2026-01-01', validEnd: '2026-12-31', realName: 1 }));
    const limit = await boss.post(`${E}/submitProject`, { id: info.id, projects: [{ name: 'A', dayLimit: 3, totalLimit: 2 }] });
    expect(limit.body.msg).toBe(ECARD_MSG.projectLimit);
    ok(
      await boss.post(`${E}/submitProject`, {
        id: info.id,
        projects: [
          { name: '主景区', dayLimit: 1, totalLimit: 100 },
          { name: '古镇', dayLimit: 2, totalLimit: 50 },
        ],
      }),
    );
    expect(ok(await boss.get(`${E}/ruleEcho`, { id: info.id }))).toMatchObject({ validityType: 1, validStart: '2026-01-01', realName: 1 });
    expect(ok(await boss.get(`${E}/projectEchoV2`, { id: info.id })).map((p: any) => [p.name, p.dayLimit, p.totalLimit])).toEqual([
      ['主景区', 1, 100],
      ['古镇', 2, 50],
    ]);
    expect(ok(await boss.post(`${E}/shelves`, { cardIds: [info.id], status: 1 }))).toBe(1);
    const page = ok(await boss.get(`${E}/page`, { name: '双景区年卡' }));
    expect(page.records[0]).toMatchObject({ name: '双景区年卡', shelfStatus: 1, projectNames: '主景区、古镇', price: 19900 });
    // On shelf: no delete; a copy is off shelf with the same projects.
    expect((await boss.post(`${E}/deleteCard`, undefined, { ids: info.id })).body.msg).toBe(ECARD_MSG.onShelfDelete);
    const copy = ok(await boss.post(`${E}/copy`, undefined, { id: info.id }));
    expect(copy.shelfStatus).toBe(0);
    expect(ok(await boss.get(`${E}/projectEchoV2`, { id: copy.id })).length).toBe(2);
    expect(ok(await boss.post(`${E}/deleteCard`, undefined, { ids: copy.id }))).toBe(1);
    expect(ok(await boss.get(`${E}/getECardNameList`)).some((x: any) => x.id === info.id)).toBe(true);
  });

  it('a ticket checker cannot create or shelve cards; another tenant does not see them', async () => {
    const id = await makeCard();
    expect((await checker.post(`${E}/submitInfo`, { name: 'x', price: 1 })).status).toBe(403);
    expect((await checker.post(`${E}/shelves`, { cardIds: [id], status: 0 })).status).toBe(403);
    expect((await boss2.get(`${E}/infoEcho`, { id })).status).toBe(404);
    expect((await boss2.post(`${E}/submitRule`, { id, validityType: 2, validDays: 3 })).status).toBe(404);
    expect((await boss2.post(`${E}/deleteCard`, undefined, { ids: id })).status).toBe(404);
    expect(ok(await boss2.get(`${E}/page`, { size: 100 })).records.some((r: any) => r.id === id)).toBe(false);
  });
});

describe('upgrade schemes', () => {
  it('adds, enables, copies and removes a scheme; the checker and another tenant are refused', async () => {
    const [a, b] = [await makeCard(), await makeCard()];
    const U = `${E}/upgrade`;
    expect((await boss.post(`${U}/submit`, { name: '升级', fromCardId: a, toCardId: a, price: 100 })).body.msg).toBe(ECARD_MSG.upgradeSame);
    const s = ok(await boss.post(`${U}/submit`, { name: '次卡升年卡', fromCardId: a, toCardId: b, price: 5000 }));
    expect(ok(await boss.post(`${U}/enable`, { id: s.id, enabled: 1 }))).toBe(true);
    const copy = ok(await boss.post(`${U}/copy`, undefined, { id: s.id }));
    expect([copy.enabled, copy.price]).toEqual([0, 5000]);
    expect(ok(await boss.get(`${U}/page`, { name: '次卡升年卡' })).records.length).toBe(2);
    expect((await checker.post(`${U}/submit`, { name: 'x', fromCardId: a, toCardId: b, price: 1 })).status).toBe(403);
    expect((await boss2.get(`${U}/detail`, { id: s.id })).status).toBe(404);
    expect((await boss2.post(`${U}/submit`, { name: 'x', fromCardId: a, toCardId: b, price: 1 })).status).toBe(404);
    expect(ok(await boss.post(`${U}/remove`, undefined, { ids: copy.id }))).toBe(1);
  });
});

describe('activation codes', () => {
  it('generates unguessable unique codes, exports them as xlsx, and another tenant gets 404', async () => {
    const cardId = await makeCard();
    const b = await prefab(cardId, 2000);
    expect(b).toMatchObject({ codeCount: 2000, activated: 0, batchStatus: 1 });
    const codes = await codesOf(b.id);
    expect(codes.length).toBe(2000);
    expect(new Set(codes).size).toBe(2000);
    const ok16 = new RegExp(`^[${CODE_ALPHABET}]{16}$`);
    expect(codes.every((c) => ok16.test(c))).toBe(true);
    expect(codes.some((c) => /[0O1IL]/.test(c))).toBe(false);
    const r = await fetch(`${t.url}/api${E}/activationCode/export?batchId=${b.id}`, { headers: { 'Blade-Auth': `bearer ${boss.token}` } });
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
    expect((await r.arrayBuffer()).byteLength).toBeGreaterThan(20_000);
    // The spec names the batch list both activationCode/page and activationCode/prefabricate/page.
    const listed = ok(await boss.get(`${E}/activationCode/page`, { current: 1, size: 50 }));
    expect(listed.records.some((x: { id: string }) => x.id === b.id)).toBe(true);
    expect((await boss2.get(`${E}/activationCode/detail`, { id: b.id })).status).toBe(404);
    expect((await boss2.get(`${E}/activationCode/list`, { batchId: b.id })).status).toBe(404);
    expect((await boss2.post(`${E}/activationCode/forbidden`, { ids: [b.id] })).status).toBe(404);
    expect(
      (
        await checker.post(`${E}/activationCode/prefabricate/submit`, {
          cardId,
          count: 1,
          validStart: '2020-01-01',
          validEnd: '2099-01-01',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await boss.post(`${E}/activationCode/prefabricate/submit`, {
          cardId,
          count: 100001,
          validStart: '2020-01-01',
          validEnd: '2099-01-01',
        })
      ).body.msg,
    ).toBe(ECARD_MSG.countRange);
    // codes that expired before they were made could never be activated
    const expired = await boss.post(`${E}/activationCode/prefabricate/submit`, {
      cardId,
      count: 1,
      validStart: '2020-01-01',
      validEnd: '2020-12-31',
    });
    expect([expired.status, expired.body.msg]).toEqual([400, ECARD_MSG.validityPast]);
  });

  it('a customer activates a code once; a wrong, used or forbidden code answers the same; attempts are throttled', async () => {
    const cardId = await makeCard();
    const b = await prefab(cardId, 3);
    const [c1, c2] = await codesOf(b.id);
    const cu = await customer();
    const act = (code: string, ip = '10.1.1.1', token = cu.token) =>
      h5(`/yym-product-api/h5/eCard/activate`, token, { code, holderName: '张三', holderPhone: cu.phone }, undefined, ip);
    const a = ok(await act(c1!));
    expect(a.cardName).toContain('测试年卡');
    const pack = ok(await h5('/yym-product-api/h5/eCard/pack', cu.token));
    expect(pack.some((u: any) => u.id === a.userCardId && u.qrCode.startsWith('EC') && u.projects.length === 2)).toBe(true);
    const used = await act(c1!, '10.1.1.2');
    const wrong = await act('ABCDEFGHJKMNPQRS', '10.1.1.3');
    expect([used.status, used.body.msg]).toEqual([400, ECARD_MSG.codeInvalid]);
    expect([wrong.status, wrong.body.msg]).toEqual([400, ECARD_MSG.codeInvalid]);
    ok(await boss.post(`${E}/activationCode/forbidden`, { ids: [b.id] }));
    expect((await act(c2!, '10.1.1.4')).body.msg).toBe(ECARD_MSG.codeInvalid);
    ok(await boss.post(`${E}/activationCode/start`, { ids: [b.id] }));
    // The exchange record is listed; another tenant sees none.
    expect(ok(await boss.get(`${E}/exchange/page`, { cardNo: c1 })).records.length).toBe(1);
    expect(ok(await boss2.get(`${E}/exchange/page`, { cardNo: c1 })).records.length).toBe(0);
    // Ten wrong tries of one customer lock them (from any address), even for a right code.
    for (let i = 0; i < 10; i++) await act('ZZZZZZZZZZZZZZZZ', `10.2.0.${i + 1}`);
    const locked = await act(c2!, '10.3.0.1');
    expect([locked.status, locked.body.msg]).toEqual([429, ECARD_MSG.tooManyAttempts]);
    expect((await act(c2!, '10.3.0.2', null as any)).status).toBe(401);
  });
});

describe('orders, the gate and refunds', () => {
  async function bought(quantity = 1, first = 2) {
    const cardId = await makeCard(boss, { first });
    const cu = await customer();
    const o = ok(await h5('/yym-product-api/h5/eCard/buy', cu.token, { cardId, quantity, holderName: '李四' }));
    const trade = ok(await boss.post('/order-api/pay/trade', { orderId: o.orderId }));
    expect((await anon.post('/order-api/pay/notify/sandbox', trade.payParams.callback)).body.code).toBe(200);
    const d = ok(await boss.get('/order-api/eCard/order/detail', { orderId: o.orderId }));
    return {
      ...o,
      cardId,
      cu,
      detail: d,
      qr: (await t.db.one<{ qr_code: string }>(sql`SELECT qr_code FROM ec_user_card WHERE order_id = ${o.orderId} ORDER BY id LIMIT 1`))!
        .qr_code,
    };
  }

  it('a paid order holds its cards; the checker checks twice and the third is refused; records show it', async () => {
    const o = await bought(1, 2);
    expect(o.detail).toMatchObject({ orderStatus: ORDER_STATUS.TO_BE_USED, paidMoney: 9900 });
    expect(o.detail.cards.length).toBe(1);
    // each event once in the drawer's log (creation, payment), with who did it
    const actions = o.detail.logs.map((l: any) => l.action);
    expect(actions.filter((a: string) => a === 'create')).toHaveLength(1);
    expect(new Set(actions).size).toBe(actions.length);
    expect(o.detail.cards[0].projects.map((p: any) => p.left)).toEqual([2, 10]);
    expect(ok(await boss.get('/order-api/eCard/order/page', { orderNo: o.orderNo })).records.length).toBe(1);
    // the list filters by card: this card's orders hold it, another card's do not
    const { card_id } = (await t.db.one<{ card_id: string }>(sql`SELECT card_id FROM ec_order WHERE order_id = ${o.orderId}`))!;
    const byCard = async (cardId: string) => ok(await boss.get('/order-api/eCard/order/page', { orderNo: o.orderNo, cardId })).total;
    expect([await byCard(String(card_id)), await byCard(await makeCard())]).toEqual([1, 0]);
    // The ticket list does not show e-card orders.
    expect(ok(await boss.get('/order-api/generic-poi/biz/page', { orderNo: o.orderNo })).records.length).toBe(0);
    const first = ok(await gate(checker, o.qr));
    expect(first.card).toMatchObject({ projectName: '主景区入园', left: 1 });
    expect(ok(await gate(checker, o.qr)).card.left).toBe(0);
    // The checker works at the main spot (its verifier's scenic spot): the card's other project is not theirs.
    const refused = await gate(checker, o.qr);
    expect([refused.status, refused.body.msg]).toEqual([400, ECARD_MSG.usedUp('主景区入园')]);
    const uses = ok(await boss.get(`${E}/verificationList`, { cardNo: o.detail.cards[0].cardNo }));
    expect(uses.records.length).toBe(2);
    const recs = ok(await boss.get('/yym-verification-api/verification/record/page', { orderNo: o.detail.cards[0].cardNo }));
    expect(recs.records.filter((r: any) => r.result === 1).length).toBe(2);
    const refusals = await t.db.query<{ reason: string }>(sql`SELECT reason FROM vf_record WHERE input = ${o.qr} AND result = 0`);
    expect(refusals.map((r) => r.reason)).toEqual([ECARD_MSG.usedUp('主景区入园')]);
    expect((await gate(boss2, o.qr)).body.msg).toBe(ECARD_MSG.cardNotFound);
    // A used card's order refunds only by force.
    expect((await boss.post('/order-api/eCard/order/refund', { orderId: o.orderId })).body.msg).toBe(ECARD_MSG.cardUsed);
    ok(await boss.post('/order-api/eCard/order/forcedRefund', { orderId: o.orderId }));
    expect((await gate(checker, o.qr)).body.msg).toBe(ECARD_MSG.cardCancelled);
  });

  it('an unused order refunds after the confirm; its cards are cancelled; another tenant gets 404', async () => {
    const o = await bought(2);
    expect((await boss2.get('/order-api/eCard/order/detail', { orderId: o.orderId })).status).toBe(404);
    expect((await boss2.post('/order-api/eCard/order/refund', { orderId: o.orderId })).status).toBe(404);
    expect((await checker.post('/order-api/eCard/order/refund', { orderId: o.orderId })).status).toBe(403);
    expect(ok(await boss.get('/order-api/eCard/order/refund', { orderId: o.orderId }))).toMatchObject({
      refundable: 19800,
      cards: 2,
      canRefund: true,
    });
    expect(ok(await boss.post('/order-api/eCard/order/refund', { orderId: o.orderId })).amount).toBe(19800);
    expect((await gate(checker, o.qr)).body.msg).toBe(MSG.coTicketRefunding);
    ok(await boss.post('/order-api/eCard/order/refundSure', { orderId: o.orderId, pass: 1 }));
    const d = ok(await boss.get('/order-api/eCard/order/detail', { orderId: o.orderId }));
    expect([d.orderStatus, d.refundMoney]).toEqual([ORDER_STATUS.CANCELLED, 19800]);
    expect(d.cards.map((c: any) => c.cardStatus)).toEqual([2, 2]);
    // Held cards: another tenant's answers 404; validity edits and cancel are the merchant's.
    const uc = d.cards[0].id;
    expect((await boss2.get(`${E}/userCard/detail`, { id: uc })).status).toBe(404);
    expect(ok(await boss.post(`${E}/userCard/editValidity`, { id: uc, validStart: '2026-01-01', validEnd: '2027-01-01' })).validEnd).toBe(
      '2027-01-01',
    );
    expect((await checker.post(`${E}/userCard/cancel`, undefined, { id: uc })).status).toBe(403);
  });
});
