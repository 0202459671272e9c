import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FISSION_MSG as M, MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { settleDue } from '../src/modules/fission/accounts/service.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, pay } from './commerce-helpers.ts';
import { FP, fissionKit } from './fission-helpers.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let kit: ReturnType<typeof fissionKit>;
let ticket: { productId: string; skuId: string };
let planId: string;

/** The rows of an xlsx export (blob) of the back office. */
async function xlsxRows(c: Client, path: string, query: Record<string, string>) {
  const r = await fetch(`${t.url}/api${path}?${new URLSearchParams(query)}`, { headers: { 'Blade-Auth': `bearer ${c.token}` } });
  expect(r.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await r.arrayBuffer()) as any);
  return (wb.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
}
const plan = (o: Record<string, unknown> = {}, c = boss) =>
  c.post(`${FP}/saveInfo`, {
    name: '门票分销',
    startDate: day(-1),
    endDate: day(30),
    productIds: [ticket.productId],
    kickType: 1,
    kickValue: 100,
    ...o,
  });
/** A paid storefront order (100 yuan a ticket) brought by `code`. */
async function paidOrder(code: string | undefined, quantity = 2, phone?: string) {
  const o = ok(await kit.place(ticket.productId, code, { quantity, phone }));
  const paid = await pay(t, boss, o.orderId);
  return { ...o, callback: paid.callback };
}

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  kit = fissionKit(t);
  ticket = await makeTicket(boss, { price: 10000, stock: 200 });
  ok(await boss.post(`${FP}/config/saveInfo`, { enabled: 1, joinMode: 2, settleDays: 0, minWithdraw: 500, rule: '好友下单得佣金' }));
  planId = ok(await plan()).id;
});
afterAll(() => t?.close());

describe('分销裂变', () => {
  it('the merchant keeps the config and plans; the forms refuse bad input with their messages', async () => {
    expect(ok(await boss.get(`${FP}/config/getInfo`))).toEqual({
      enabled: 1,
      joinMode: 2,
      settleDays: 0,
      minWithdraw: 500,
      rule: '好友下单得佣金',
    });
    expect((await boss.post(`${FP}/config/saveInfo`, { enabled: 1, joinMode: 2, settleDays: 400, minWithdraw: 0 })).body.msg).toBe(
      M.settleDaysRange,
    );
    expect((await plan({ name: '' })).body.msg).toBe(M.nameRequired);
    expect((await plan({ endDate: day(-3) })).body.msg).toBe(M.dateOrder);
    expect((await plan({ productIds: [] })).body.msg).toBe(M.goodsRequired);
    expect((await plan({ kickValue: 600 })).body.msg).toBe(M.rateRange);
    // another shop's product cannot join this shop's plan
    const away = await makeTicket(boss2, { price: 5000 });
    expect((await plan({ productIds: [away.productId] })).body.code).toBe(404);

    const p = ok(await boss.get(`${FP}/getInfo`, { id: planId }));
    expect(p).toMatchObject({
      name: '门票分销',
      kickType: 1,
      kickValue: 100,
      planStatus: 1,
      productIds: [ticket.productId],
      productNames: ['成人票'],
    });
    const page = ok(await boss.get(`${FP}/queryPage`, { current: 1, size: 10, name: '门票' }));
    expect(page.records.map((r: any) => r.id)).toContain(planId);
    const off = ok(await boss.post(`${FP}/updateStatus`, { id: planId, planStatus: 0 }));
    expect(off.planStatus).toBe(0);
    ok(await boss.post(`${FP}/updateStatus`, { id: planId, planStatus: 1 }));
    const rows = await xlsxRows(boss, `${FP}/export`, { name: '门票' });
    expect(rows.some((r) => r.includes('门票分销') && r.includes('10%'))).toBe(true);
  });

  it('a customer applies, the merchant audits the person once; an order through the promoter earns once, a refund reverses it', async () => {
    const c = await kit.customer();
    const applied = ok(await kit.h5('POST', '/apply', c.token, { body: { name: '小林' } }));
    expect(applied).toMatchObject({ auditStatus: 0, kind: 1, phone: c.phone, balance: 0 });
    expect((await kit.h5('POST', '/apply', c.token, { body: { name: '小林' } })).body.msg).toBe(M.alreadyApplied);
    // waiting for audit: an order with the code earns nothing
    const early = await paidOrder(applied.code, 1);
    expect((await boss.get(`${FP}/kickback/detail`, { orderId: early.orderId })).body.code).toBe(404);
    expect((await boss.post(`${FP}/person/audit`, { id: applied.id, pass: false })).body.msg).toBe(M.rejectReasonRequired);
    const passed = ok(await boss.post(`${FP}/person/audit`, { id: applied.id, pass: true }));
    expect(passed.auditStatus).toBe(1);
    expect((await boss.post(`${FP}/person/audit`, { id: applied.id, pass: false, remark: '晚了' })).body.msg).toBe(M.alreadyAudited);
    const listed = ok(await boss.get(`${FP}/promoter/page`, { current: 1, size: 10, auditStatus: 1 }));
    expect(listed.records.find((r: any) => r.id === applied.id)?.phone).toMatch(/^\d{3}\*{4}\d{4}$/);

    // two tickets at 100 yuan under a 10% plan: 20 yuan, once, whatever the notice replays
    const o = await paidOrder(applied.code.toLowerCase(), 2);
    expect(await kit.money(applied.id)).toEqual({ balance: 2000, frozen: 0, earned: 2000, withdrawn: 0 });
    ok(await new Client(t.url).post('/order-api/pay/notify/sandbox', o.callback));
    expect(await kit.money(applied.id)).toMatchObject({ balance: 2000, earned: 2000 });
    const detail = ok(await boss.get(`${FP}/kickback/detail`, { orderId: o.orderId }));
    expect(detail.order).toMatchObject({
      orderNo: o.orderNo,
      promoterName: '小林',
      planName: '门票分销',
      totalMoney: 20000,
      kickback: 2000,
      state: 1,
    });
    expect(detail.ledger.map((l: any) => [l.kind, l.amount])).toEqual([['earn', 2000]]);
    const orders = ok(await boss.get(`${FP}/order/page`, { current: 1, size: 10, promoterId: applied.id }));
    expect(orders.records.map((r: any) => r.orderId)).toEqual([o.orderId]);
    const days = ok(await boss.get(`${FP}/order/daily`, { days: 7 }));
    expect(days.reduce((s: number, d: any) => s + d.kickback, 0)).toBeGreaterThanOrEqual(2000);

    // one of two tickets refunded: half back; then the rest: nothing left, once each
    const info = ok(await boss.get('/order-api/generic-poi/biz/detail/order-info', { orderId: o.orderId }));
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, guestIds: [info.guests[0].id], reason: '测试' }));
    expect(await kit.money(applied.id)).toMatchObject({ balance: 1000, earned: 1000 });
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, reason: '测试' }));
    expect(await kit.money(applied.id)).toMatchObject({ balance: 0, earned: 0 });
    expect(await kit.ledger(applied.id)).toEqual(['earn:2000', 'reverse:-1000', 'reverse:-1000']);
    const after = ok(await boss.get(`${FP}/kickback/detail`, { orderId: o.orderId }));
    expect(after.order).toMatchObject({ kickback: 2000, reversed: 2000, state: 3 });

    // the storefront shows the promoter's account
    const mine = ok(await kit.h5('GET', '/mine', c.token, { query: { current: 1, size: 10 } }));
    expect(mine.promoter).toMatchObject({ code: applied.code, balance: 0, auditStatus: 1 });
    expect(mine.ledger.map((l: any) => l.kind)).toEqual(['reverse', 'reverse', 'earn']);
  });

  it('a withdrawal within the balance is audited once; more than the balance or below the minimum is refused; a rejection gives the money back', async () => {
    const p = await kit.promoter(boss, '小周');
    await paidOrder(p.code, 3); // 300 yuan → 30 yuan
    expect(await kit.money(p.id)).toMatchObject({ balance: 3000 });
    const body = { amount: 3001, accountName: '小周', accountNo: 'alipay:zhou@example.com' };
    expect((await kit.h5('POST', '/withdraw', p.token, { body })).body.msg).toBe(M.overBalance);
    expect((await kit.h5('POST', '/withdraw', p.token, { body: { ...body, amount: 499 } })).body.msg).toBe(M.belowMin('5.00'));
    expect((await kit.h5('POST', '/withdraw', p.token, { body: { ...body, accountNo: '' } })).body.msg).toBe(M.accountRequired);
    const w1 = ok(await kit.h5('POST', '/withdraw', p.token, { body: { ...body, amount: 2000 } }));
    expect(w1).toMatchObject({ amount: 2000, state: 0 });
    expect(await kit.money(p.id)).toMatchObject({ balance: 1000, withdrawn: 0 });
    const audited = ok(await boss.post(`${FP}/withdraw/audit`, { id: w1.id, pass: true, remark: '已打款' }));
    expect(audited).toMatchObject({ state: 1, auditRemark: '已打款' });
    expect((await boss.post(`${FP}/withdraw/audit`, { id: w1.id, pass: false, remark: '重复' })).body.msg).toBe(M.withdrawAudited);
    expect(await kit.money(p.id)).toMatchObject({ balance: 1000, withdrawn: 2000 });

    const w2 = ok(await kit.h5('POST', '/withdraw', p.token, { body: { ...body, amount: 1000 } }));
    expect(await kit.money(p.id)).toMatchObject({ balance: 0 });
    expect((await boss.post(`${FP}/withdraw/audit`, { id: w2.id, pass: false })).body.msg).toBe(M.rejectReasonRequired);
    ok(await boss.post(`${FP}/withdraw/audit`, { id: w2.id, pass: false, remark: '账户有误' }));
    expect(await kit.money(p.id)).toMatchObject({ balance: 1000, withdrawn: 2000 });
    expect(await kit.ledger(p.id)).toEqual(['earn:3000', 'withdraw:-2000', 'withdraw:-1000', 'reject:1000']);

    const page = ok(await boss.get(`${FP}/withdraw/page`, { current: 1, size: 10, promoterName: '小周' }));
    expect(page.records.map((r: any) => [r.amount, r.state])).toEqual([
      [1000, 2],
      [2000, 1],
    ]);
    const rows = await xlsxRows(boss, `${FP}/withdraw/export`, { promoterName: '小周' });
    expect(rows.some((r) => r.includes(20) && r.includes('已打款'))).toBe(true); // the amount a number Excel sums
    // a customer who is not a promoter cannot withdraw
    const stranger = await kit.customer();
    expect((await kit.h5('POST', '/withdraw', stranger.token, { body })).body.msg).toBe(M.notPromoter);
    expect((await kit.h5('POST', '/withdraw', null, { body })).body.code).toBe(401);
  });

  it('a special distributor earns their own rate on any ticket; the promoter buying for themself earns nothing; a settlement delay freezes the money until due', async () => {
    const phone = '13612340001';
    const s = ok(await boss.post(`${FP}/special/save`, { name: '青年旅行社', phone, ratePermille: 80 }));
    expect(s).toMatchObject({ kind: 2, auditStatus: 1, ratePermille: 80, phone });
    expect((await boss.post(`${FP}/special/save`, { name: '重复', phone, ratePermille: 10 })).body.msg).toBe(M.phoneTaken);
    const other = await makeTicket(boss, { price: 5000 }); // in no plan
    const o = ok(await kit.place(other.productId, s.code, { quantity: 1 }));
    await pay(t, boss, o.orderId);
    expect(await kit.money(s.id)).toMatchObject({ balance: 400 });
    const acc = ok(await boss.get(`${FP}/special/accountPage`, { current: 1, size: 10, promoterId: s.id }));
    expect(acc.records.map((r: any) => [r.kind, r.amount, r.orderNo])).toEqual([['earn', 400, o.orderNo]]);
    ok(await boss.post(`${FP}/special/update`, { id: s.id, name: '青年旅行社', phone, ratePermille: 50, status: 1 }));
    expect(ok(await boss.get(`${FP}/querySpecialPage`, { current: 1, size: 10, name: '青年' })).records[0]).toMatchObject({
      ratePermille: 50,
    });

    const p = await kit.promoter(boss, '自买');
    await paidOrder(p.code, 1, p.phone);
    expect(await kit.money(p.id)).toMatchObject({ balance: 0, earned: 0 });

    ok(await boss.post(`${FP}/config/saveInfo`, { enabled: 1, joinMode: 2, settleDays: 7, minWithdraw: 500 }));
    try {
      await paidOrder(p.code, 1);
      expect(await kit.money(p.id)).toMatchObject({ balance: 0, frozen: 1000 });
      expect((await kit.h5('POST', '/withdraw', p.token, { body: { amount: 500, accountName: '自', accountNo: 'x' } })).body.msg).toBe(
        M.overBalance,
      );
      await settleDue(t.db);
      expect(await kit.money(p.id)).toMatchObject({ balance: 0, frozen: 1000 });
      await t.db.query(sql`UPDATE fis_ledger SET settle_at = now() - interval '1 minute' WHERE promoter_id = ${p.id} AND settled = 0`);
      await settleDue(t.db);
      await settleDue(t.db);
      expect(await kit.money(p.id)).toMatchObject({ balance: 1000, frozen: 0, earned: 1000 });
    } finally {
      ok(await boss.post(`${FP}/config/saveInfo`, { enabled: 1, joinMode: 2, settleDays: 0, minWithdraw: 500 }));
    }
  });

  it("another tenant's plans, promoters, orders and withdrawals answer 404; a ticket checker is refused", async () => {
    const p = await kit.promoter(boss, '隔离');
    const o = await paidOrder(p.code, 1);
    const w = ok(await kit.h5('POST', '/withdraw', p.token, { body: { amount: 1000, accountName: '隔离', accountNo: 'x' } }));
    expect((await boss2.get(`${FP}/getInfo`, { id: planId })).body.code).toBe(404);
    expect(
      (
        await boss2.post(`${FP}/updateInfo`, {
          id: planId,
          name: '改',
          startDate: day(0),
          endDate: day(1),
          productIds: [ticket.productId],
          kickValue: 1,
        })
      ).body.code,
    ).toBe(404);
    expect((await boss2.post(`${FP}/updateStatus`, { id: planId, planStatus: 0 })).body.code).toBe(404);
    expect(ok(await boss2.post(`${FP}/deleteInfo`, undefined, { ids: planId }))).toBe(0);
    expect((await boss2.post(`${FP}/person/audit`, { id: p.id, pass: false, remark: 'x' })).body.code).toBe(404);
    expect((await boss2.post(`${FP}/special/update`, { id: p.id, name: 'x', phone: '13600000000', ratePermille: 1 })).body.code).toBe(404);
    expect((await boss2.get(`${FP}/kickback/detail`, { orderId: o.orderId })).body.code).toBe(404);
    expect((await boss2.post(`${FP}/withdraw/audit`, { id: w.id, pass: true })).body.code).toBe(404);
    expect((await boss2.get(`${FP}/special/accountPage`, { promoterId: p.id, current: 1, size: 10 })).body.code).toBe(404);
    expect(ok(await boss2.get(`${FP}/withdraw/page`, { current: 1, size: 50 })).records.map((r: any) => r.id)).not.toContain(w.id);
    expect(ok(await boss2.get(`${FP}/order/page`, { current: 1, size: 50 })).records.map((r: any) => r.orderId)).not.toContain(o.orderId);
    // a customer of the other shop sees no promoter account here
    const away = await kit.customer('100002');
    expect(ok(await kit.h5('GET', '/mine', away.token, { query: { current: 1, size: 10 } })).promoter).toBeNull();

    for (const r of [
      await checker.get(`${FP}/queryPage`, { current: 1, size: 10 }),
      await checker.post(`${FP}/withdraw/audit`, { id: w.id, pass: true }),
      await checker.post(`${FP}/saveInfo`, { name: 'x', startDate: day(0), endDate: day(1), productIds: [ticket.productId], kickValue: 1 }),
    ]) {
      expect(r.body.code).toBe(403);
      expect(r.body.msg).toContain(MSG.noPermission);
    }
    expect(await kit.money(p.id)).toMatchObject({ balance: 0, withdrawn: 0 });
    expect(ok(await boss.get(`${FP}/getInfo`, { id: planId })).planStatus).toBe(1);
  });

  it('the demo shop shows a plan, promoters, a special distributor and a waiting withdrawal', async () => {
    const plans = ok(await boss.get(`${FP}/queryPage`, { current: 1, size: 10, name: '全民分销' }));
    expect(plans.records[0]).toMatchObject({ name: '景区门票全民分销', kickValue: 50 });
    const waiting = ok(await boss.get(`${FP}/promoter/page`, { current: 1, size: 10, auditStatus: 0, name: '赵一鸣' }));
    expect(waiting.total).toBe(1);
    const specials = ok(await boss.get(`${FP}/querySpecialPage`, { current: 1, size: 10, name: '青旅' }));
    expect(specials.records[0]).toMatchObject({ ratePermille: 80 });
  });
});
