import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, UPGRADE_MSG, chinaToday } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';

// Upgrade and renewal orders of held cards as the customer and the merchant see them: a card bought,
// upgraded on the storefront and paid in the sandbox becomes the new card (uses carried over, validity
// by the new card's rule) exactly once; the order shows in the back office with its logs; a refund puts
// the card back until it is used again; a renewal moves the end and adds the renewal projects once;
// another tenant gets 404 and a ticket checker 403.

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let k: ReturnType<typeof ecardKit>;

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  k = ecardKit(t, boss);
});
afterAll(async () => {
  await t?.close();
});

const E = '/yym-product-api/eCard';
const H5 = '/yym-product-api/h5/eCard';
const UO = '/order-api/eCard/upgrade/order';
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
let ipSeq = 1;
const ip = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

async function pay(orderId: string) {
  const trade = ok(await boss.post('/order-api/pay/trade', { orderId }));
  const notice = await k.anon.post('/order-api/pay/notify/sandbox', trade.payParams.callback);
  expect(notice.body.code).toBe(200);
  return trade.payParams.callback;
}

/** A customer who bought card A (30 days; main spot 2 uses) and holds it. */
async function holder(first = 2) {
  const cardId = await k.makeCard(boss, { first });
  const cu = await k.customer();
  const o = ok(await k.h5(`${H5}/buy`, cu.token, { cardId, quantity: 1, holderName: '王五' }, undefined, ip()));
  await pay(o.orderId);
  const u = (await t.db.one<{ id: string; qr_code: string }>(
    sql`SELECT id::text, qr_code FROM ec_user_card WHERE order_id = ${o.orderId}`,
  ))!;
  return { cardId, cu, userCardId: u.id, qr: u.qr_code };
}
const heldCard = async (id: string) => ok(await boss.get(`${E}/userCard/detail`, { id }));

describe('upgrade orders', () => {
  it('upgrades a held card once when paid, shows the order in the back office, refunds and puts the card back', async () => {
    const h = await holder(2);
    // Card B: a year from activation, 5 uses of the main spot.
    const b = await k.makeCard(boss, { first: 5 });
    ok(await boss.post(`${E}/submitRule`, { id: b, validityType: 2, validDays: 365 }));
    const s = ok(await boss.post(`${E}/upgrade/submit`, { name: '次卡升年卡', fromCardId: h.cardId, toCardId: b, price: 5000 }));
    // Disabled schemes are not offered.
    expect(ok(await k.h5(`${H5}/upgrade/options`, h.cu.token, undefined, { userCardId: h.userCardId }))).toEqual([]);
    ok(await boss.post(`${E}/upgrade/enable`, { id: s.id, enabled: 1 }));
    const options = ok(await k.h5(`${H5}/upgrade/options`, h.cu.token, undefined, { userCardId: h.userCardId }));
    expect(options).toMatchObject([{ upgradeId: s.id, toCardId: b, price: 5000, validityText: '自开卡起365天内有效' }]);
    // Someone else's card is not found.
    const other = await k.customer();
    expect((await k.h5(`${H5}/upgrade/options`, other.token, undefined, { userCardId: h.userCardId })).status).toBe(404);

    // One use of the main spot before the upgrade: carried over to B's main spot.
    expect(ok(await k.gate(checker, h.qr)).card.left).toBe(1);
    const o = ok(await k.h5(`${H5}/upgrade/buy`, h.cu.token, { userCardId: h.userCardId, upgradeId: s.id }, undefined, ip()));
    expect(o.totalMoney).toBe(5000);
    // Buying the same option again reopens the unpaid order; unpaid, the card has not changed.
    const again = ok(await k.h5(`${H5}/upgrade/buy`, h.cu.token, { userCardId: h.userCardId, upgradeId: s.id }, undefined, ip()));
    expect(again.orderId).toBe(o.orderId);
    expect((await heldCard(h.userCardId)).cardId).toBe(h.cardId);

    const callback = await pay(o.orderId);
    const today = chinaToday();
    const after = await heldCard(h.userCardId);
    expect([after.cardId, after.validStart, after.validEnd]).toEqual([b, today, addDays(today, 364)]);
    expect(after.projects.map((p: any) => [p.name, p.used, p.totalLimit])).toEqual([
      ['主景区入园', 1, 5],
      ['索道', 0, 10],
    ]);
    // The paid notice replayed changes nothing.
    await k.anon.post('/order-api/pay/notify/sandbox', callback);
    const replayed = await heldCard(h.userCardId);
    expect([replayed.cardId, replayed.validEnd, replayed.projects.length]).toEqual([b, addDays(today, 364), 2]);
    expect(replayed.projects[0].used).toBe(1);

    // The back office: page with filters, order-info, the timeline and the logs.
    const page = ok(await boss.post(`${UO}/page`, { orderNo: o.orderNo }));
    expect(page.records).toMatchObject([
      {
        id: o.orderId,
        orderType: 1,
        orderTypeText: '升级',
        state: 2,
        stateText: '已生效',
        orderStatus: ORDER_STATUS.COMPLETED,
        paidMoney: 5000,
      },
    ]);
    expect(ok(await boss.post(`${UO}/page`, { contactPhone: h.cu.phone, orderType: 2 })).records.length).toBe(0);
    const info = ok(await boss.get(`${UO}/order-info`, { orderId: o.orderId }));
    expect(info).toMatchObject({ toCardId: b, fromCardId: h.cardId, canRefund: true, validEnd: addDays(today, 364) });
    expect(info.before.projects.map((p: any) => [p.name, p.used])).toEqual([
      ['主景区入园', 1],
      ['索道', 0],
    ]);
    const process = ok(await boss.get(`${UO}/order-process`, { orderId: o.orderId }));
    expect(process.map((l: any) => [l.action, l.toStatusText])).toEqual([
      ['create', '待支付'],
      ['pay', '确认中'],
      ['confirm', '待使用'],
      ['autoCheck', '已完成'],
    ]);
    expect(process[2].content).toContain('升级已生效');
    ok(await boss.get(`${UO}/remark`, { orderId: o.orderId, remark: '客户来电要求升级' }));
    expect(ok(await boss.get(`${UO}/order-info`, { orderId: o.orderId })).remark).toBe('客户来电要求升级');
    expect(
      ok(await boss.get(`${UO}/operate-log`, { orderId: o.orderId })).some((l: any) => l.content.includes('备注: 客户来电要求升级')),
    ).toBe(true);
    const r = await fetch(`${t.url}/api${UO}/export`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${boss.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: o.orderNo }),
    });
    expect(r.headers.get('content-type')).toContain('spreadsheetml');

    // Another tenant: not found; a ticket checker: no button code.
    for (const path of ['order-info', 'order-process', 'operate-log', 'refund-log', 'refund-detail'])
      expect((await boss2.get(`${UO}/${path}`, { orderId: o.orderId })).status).toBe(404);
    expect((await boss2.post(`${UO}/refund`, { orderId: o.orderId })).status).toBe(404);
    expect((await boss2.get(`${UO}/remark`, { orderId: o.orderId, remark: 'x' })).status).toBe(404);
    expect(ok(await boss2.post(`${UO}/page`, { orderNo: o.orderNo })).records.length).toBe(0);
    expect((await checker.post(`${UO}/page`, {})).status).toBe(403);
    expect((await checker.post(`${UO}/refund`, { orderId: o.orderId })).status).toBe(403);
    expect((await checker.get(`${UO}/order-info`, { orderId: o.orderId })).status).toBe(403);

    // Refund before the upgraded card is used: money back, the card is A again with its counters.
    const refunded = ok(await boss.post(`${UO}/refund`, { orderId: o.orderId, reason: '客户不要了' }));
    expect(refunded).toEqual({ orderStatus: ORDER_STATUS.CANCELLED, amount: 5000 });
    const back = await heldCard(h.userCardId);
    expect([back.cardId, back.validEnd, back.cardStatus]).toEqual([h.cardId, addDays(today, 29), 1]);
    expect(back.projects.map((p: any) => [p.name, p.used, p.totalLimit])).toEqual([
      ['主景区入园', 1, 2],
      ['索道', 0, 10],
    ]);
    expect(ok(await boss.get(`${UO}/refund-detail`, { orderId: o.orderId }))).toMatchObject([{ amount: 5000, reason: '客户不要了' }]);
    expect(ok(await boss.get(`${UO}/refund-log`, { orderId: o.orderId })).length).toBeGreaterThan(0);
    expect(ok(await boss.post(`${UO}/page`, { orderNo: o.orderNo })).records[0]).toMatchObject({ state: 4, refundMoney: 5000 });
    const twice = await boss.post(`${UO}/refund`, { orderId: o.orderId });
    expect([twice.status, twice.body.msg]).toEqual([400, UPGRADE_MSG.alreadyRefunded]);

    // Upgraded again and used at the gate: the refund is refused and the card stays B.
    const o2 = ok(await k.h5(`${H5}/upgrade/buy`, h.cu.token, { userCardId: h.userCardId, upgradeId: s.id }, undefined, ip()));
    expect(o2.orderId).not.toBe(o.orderId);
    await pay(o2.orderId);
    expect(ok(await k.gate(checker, h.qr)).card).toMatchObject({ projectName: '主景区入园', left: 3 });
    expect(ok(await boss.get(`${UO}/order-info`, { orderId: o2.orderId }))).toMatchObject({
      canRefund: false,
      refundBlock: UPGRADE_MSG.usedSinceApplied,
    });
    const refused = await boss.post(`${UO}/refund`, { orderId: o2.orderId });
    expect([refused.status, refused.body.msg]).toEqual([400, UPGRADE_MSG.usedSinceApplied]);
    expect((await heldCard(h.userCardId)).cardId).toBe(b);
    // B has no scheme of its own: nothing more to offer.
    expect(ok(await k.h5(`${H5}/upgrade/options`, h.cu.token, undefined, { userCardId: h.userCardId }))).toEqual([]);
  });

  it('an unknown or disabled scheme and another unpaid option are refused with a message', async () => {
    const h = await holder();
    const b = await k.makeCard();
    const s = ok(await boss.post(`${E}/upgrade/submit`, { name: '升级', fromCardId: h.cardId, toCardId: b, price: 100 }));
    const off = await k.h5(`${H5}/upgrade/buy`, h.cu.token, { userCardId: h.userCardId, upgradeId: s.id }, undefined, ip());
    expect([off.status, off.body.msg]).toEqual([400, UPGRADE_MSG.noScheme]);
    ok(await boss.post(`${E}/upgrade/enable`, { id: s.id, enabled: 1 }));
    ok(await boss.post(`${E}/renewalCombo/submit`, { id: h.cardId, combos: [{ name: '续30天', days: 30, price: 1000 }] }));
    ok(await k.h5(`${H5}/upgrade/buy`, h.cu.token, { userCardId: h.userCardId, upgradeId: s.id }, undefined, ip()));
    const combo = ok(await boss.get(`${E}/renewalCombo`, { id: h.cardId }))[0];
    const busy = await k.h5(`${H5}/renewal/buy`, h.cu.token, { userCardId: h.userCardId, comboId: combo.id }, undefined, ip());
    expect([busy.status, busy.body.msg]).toEqual([400, UPGRADE_MSG.otherUnpaid]);
    // The unpaid upgrade closes by the order job: the card may be renewed now.
    const open = (await t.db.one<{ order_id: string }>(
      sql`SELECT order_id::text FROM ec_upgrade_order WHERE user_card_id = ${h.userCardId}`,
    ))!;
    await t.db.query(sql`UPDATE ord_order SET create_time = now() - interval '31 minutes' WHERE id = ${open.order_id}`);
    await t.app.svc.jobs.enqueue(t.db, 'order.close', {});
    await t.app.svc.jobs.drain();
    expect(ok(await boss.post(`${UO}/page`, { contactPhone: h.cu.phone })).records).toMatchObject([
      { orderStatus: ORDER_STATUS.CLOSED, state: 3, stateText: '已关闭' },
    ]);
    ok(await k.h5(`${H5}/renewal/buy`, h.cu.token, { userCardId: h.userCardId, comboId: combo.id }, undefined, ip()));
    expect((await k.h5(`${H5}/upgrade/buy`, null, { userCardId: h.userCardId, upgradeId: s.id }, undefined, ip())).status).toBe(401);
  });
});

describe('renewal orders', () => {
  it('a renewal moves the end by the combo days and adds the renewal projects once', async () => {
    const h = await holder();
    const pois = await t.db.query<{ id: string }>(
      sql`SELECT id FROM prd_poi WHERE tenant_id = '100001' AND is_deleted = 0 ORDER BY id LIMIT 1`,
    );
    ok(await boss.post(`${E}/renewalCombo/submit`, { id: h.cardId, combos: [{ name: '续一年', days: 365, price: 3000 }] }));
    ok(
      await boss.post(`${E}/submitRenewalProject`, {
        id: h.cardId,
        projects: [{ poiId: pois[0]?.id, name: '续卡赠送游船', dayLimit: 1, totalLimit: 3 }],
      }),
    );
    const today = chinaToday();
    const options = ok(await k.h5(`${H5}/renewal/options`, h.cu.token, undefined, { userCardId: h.userCardId }));
    expect(options).toMatchObject([{ name: '续一年', days: 365, price: 3000, newValidEnd: addDays(today, 29 + 365) }]);
    expect(options[0].projects.map((p: any) => p.name)).toEqual(['续卡赠送游船']);
    const o = ok(await k.h5(`${H5}/renewal/buy`, h.cu.token, { userCardId: h.userCardId, comboId: options[0].comboId }, undefined, ip()));
    const callback = await pay(o.orderId);
    const after = await heldCard(h.userCardId);
    expect(after.validEnd).toBe(addDays(today, 29 + 365));
    expect(after.projects.map((p: any) => [p.name, p.left])).toEqual([
      ['主景区入园', 2],
      ['索道', 10],
      ['续卡赠送游船', 3],
    ]);
    await k.anon.post('/order-api/pay/notify/sandbox', callback);
    const replayed = await heldCard(h.userCardId);
    expect([replayed.validEnd, replayed.projects.length]).toEqual([addDays(today, 29 + 365), 3]);
    const row = ok(await boss.post(`${UO}/page`, { orderNo: o.orderNo })).records[0];
    expect(row).toMatchObject({ orderType: 2, orderTypeText: '续卡', comboDays: 365, state: 2, orderStatus: ORDER_STATUS.COMPLETED });
    // The card now ends in a year: not in the renewal window any more.
    expect(ok(await k.h5(`${H5}/renewal/options`, h.cu.token, undefined, { userCardId: h.userCardId }))).toEqual([]);
    const early = await k.h5(`${H5}/renewal/buy`, h.cu.token, { userCardId: h.userCardId, comboId: options[0].comboId }, undefined, ip());
    expect([early.status, early.body.msg]).toEqual([400, UPGRADE_MSG.notRenewable]);
    // Refunded (no use since): the end and the projects are as before.
    ok(await boss.post(`${UO}/refund`, { orderId: o.orderId }));
    const back = await heldCard(h.userCardId);
    expect([back.validEnd, back.projects.length]).toEqual([addDays(today, 29), 2]);
  });

  it('an expired card renews from today', async () => {
    const h = await holder();
    ok(await boss.post(`${E}/renewalCombo/submit`, { id: h.cardId, combos: [{ name: '续10天', days: 10, price: 500 }] }));
    ok(await boss.post(`${E}/userCard/editValidity`, { id: h.userCardId, validStart: '2020-01-01', validEnd: '2020-12-31' }));
    const today = chinaToday();
    const [opt] = ok(await k.h5(`${H5}/renewal/options`, h.cu.token, undefined, { userCardId: h.userCardId }));
    expect(opt.newValidEnd).toBe(addDays(today, 9));
    // An expired card is not upgraded (renew first).
    const b = await k.makeCard();
    const s = ok(await boss.post(`${E}/upgrade/submit`, { name: '升级', fromCardId: h.cardId, toCardId: b, price: 1 }));
    ok(await boss.post(`${E}/upgrade/enable`, { id: s.id, enabled: 1 }));
    const exp = await k.h5(`${H5}/upgrade/buy`, h.cu.token, { userCardId: h.userCardId, upgradeId: s.id }, undefined, ip());
    expect([exp.status, exp.body.msg]).toEqual([400, UPGRADE_MSG.cardExpiredUpgrade]);
    const o = ok(await k.h5(`${H5}/renewal/buy`, h.cu.token, { userCardId: h.userCardId, comboId: opt.comboId }, undefined, ip()));
    await pay(o.orderId);
    expect((await heldCard(h.userCardId)).validEnd).toBe(addDays(today, 9));
  });
});
