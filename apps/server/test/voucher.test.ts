import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ORDER_STATUS as S, PKG_STATUS as P, VERIFY_METHOD, VOUCHER_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, ok } from './commerce-helpers.ts';
import { GATE, GO, GV, PK, PO, buyAndPay, issue, makePackage, pkgStatus, qrsOf, stockOf } from './voucher-helpers.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let anon: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  anon = new Client(t.url);
});
afterAll(async () => {
  await t?.close();
});

const orderStatus = async (orderId: string) => ok(await boss.get(`${PO}/order-info`, { orderId })).orderStatus as number;

describe('package vouchers (套餐券)', () => {
  it('the demo tenant has package vouchers and orders in several states', async () => {
    const page = ok(await boss.get(`${PK}/page`, { current: 1, size: 10 }));
    expect(page.records.length).toBeGreaterThanOrEqual(3);
    const counts = ok(await boss.get(`${PO}/count-order-status`));
    const n = (s: number) => counts.find((c: { status: number }) => c.status === s).count;
    for (const s of [P.UNPAID, P.WAIT_CONFIRM, P.WAIT_SECOND, P.OUT_DONE, P.REFUND_AUDIT, P.REFUSED]) expect(n(s)).toBeGreaterThan(0);
  });

  it('the form refuses bad input with its message and writes nothing', async () => {
    const before = ok(await boss.get(`${PK}/page`, { current: 1, size: 1 })).total;
    const r = await boss.post(`${PK}/submit`, { name: '空套餐', items: [], price: 100, stock: 1, validStart: day(0), validEnd: day(1) });
    expect(r.body.msg).toBe(VOUCHER_MSG.itemsRequired);
    const r2 = await boss.post(`${PK}/submit`, {
      name: '倒序',
      items: [{ name: '门票', times: 1 }],
      price: 100,
      stock: 1,
      validStart: day(3),
      validEnd: day(1),
    });
    expect(r2.body.msg).toBe(VOUCHER_MSG.validRange);
    expect(ok(await boss.get(`${PK}/page`, { current: 1, size: 1 })).total).toBe(before);
  });

  it('shelf, copy, recommend, records, preview; delete only off shelf', async () => {
    const id = await makePackage(boss, { name: '上架测试' });
    expect((await boss.post(`${PK}/delete`, undefined, { ids: id })).body.msg).toBe(VOUCHER_MSG.onShelfNoDelete);
    const copy = ok(await boss.get(`${PK}/copy`, { id }));
    expect(copy.name).toBe('上架测试(副本)');
    expect(copy.shelfStatus).toBe(0);
    expect(copy.sold).toBe(0);
    ok(await boss.post(`${PK}/submitOfflineRecommend`, { id, recommend: 1 }));
    const records = ok(await boss.get(`${PK}/record/page`, { packageId: id, current: 1, size: 10 }));
    expect(records.records.map((r: { action: string }) => r.action)).toEqual(['recommend', 'shelf', 'create']);
    expect(ok(await boss.get(`${PK}/preview`, { id })).link).toBe(`/h5/voucher/package/${id}?tenantId=100001`);
    ok(await boss.post(`${PK}/shelves`, { ids: [id], status: 0 }));
    expect(ok(await boss.post(`${PK}/delete`, undefined, { ids: id }))).toBe(1);
    expect((await anon.get('/yym-product-api/h5/package-coupon/detail', { id, tenantId: '100001' })).body.msg).toBe(VOUCHER_MSG.offShelf);
  });
});

describe('package orders: sell, confirm, issue, check at the gate', () => {
  it('a voucher with 3 uses is checked 3 times at the gate, then refused; the order goes 待使用 → 使用中 → 已完成', async () => {
    const id = await makePackage(boss, { uses: 3, stock: 5 });
    const b = await buyAndPay(anon, id);
    expect(await stockOf(t, id)).toBe(1);
    expect(await pkgStatus(boss, b.orderId)).toBe(P.WAIT_CONFIRM);
    expect(await orderStatus(b.orderId)).toBe(S.CONFIRMING);
    expect(await qrsOf(anon, b.code)).toEqual(['']); // no QR before the voucher is issued
    await issue(boss, b.orderId);
    expect(await pkgStatus(boss, b.orderId)).toBe(P.OUT_DONE);
    expect(await orderStatus(b.orderId)).toBe(S.TO_BE_USED);
    // the confirmation SMS went out after the commit and is recorded as sent
    const sms = ok(await boss.get(`${PO}/email-log`, { orderId: b.orderId }));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ kind: 'sms', toAddr: '13800138000', status: 1 });
    const [qr] = await qrsOf(anon, b.code);
    expect(qr).toMatch(/^VC:/);
    const gate = (code: string) => checker.post(GATE, { method: VERIFY_METHOD.QR_SCAN, code });
    expect(ok(await gate(qr!)).voucher.left).toBe(2);
    expect(await orderStatus(b.orderId)).toBe(S.IN_USE);
    expect(ok(await gate(qr!)).voucher.left).toBe(1);
    expect(ok(await gate(qr!)).voucher.left).toBe(0);
    expect(await orderStatus(b.orderId)).toBe(S.COMPLETED);
    expect((await gate(qr!)).body.msg).toBe(VOUCHER_MSG.usesUsedUp);
    const subs = ok(await boss.get(`${PO}/sp-order-info`, { orderId: b.orderId }));
    expect(subs[0].uses.map((u: { used: number }) => u.used)).toEqual([1, 1, 1]);
    const recs = await t.db.query(sql`SELECT result FROM vf_record WHERE order_id = ${b.orderId}`);
    expect(recs.filter((r) => Number(r.result) === 1)).toHaveLength(3);
  });

  it('a package with a second confirmation waits for it; every step is in the second log', async () => {
    const id = await makePackage(boss, { second: 1 });
    const b = await buyAndPay(anon, id);
    ok(await boss.post(`${PO}/confirm`, { orderId: b.orderId, confirmNo: 'A1' }));
    expect(await pkgStatus(boss, b.orderId)).toBe(P.WAIT_SECOND);
    // issuing before the second confirmation is refused with the flow's message, nothing changes
    expect((await boss.post(`${PO}/out-confirm`, { orderId: b.orderId, ok: true })).body.msg).toBe(
      MSG.coActionNotAllowed('待二次确认', '出票'),
    );
    ok(await boss.post(`${PO}/second-confirm`, { orderId: b.orderId, remark: '已与供应商核对' }));
    ok(await boss.post(`${PO}/out-confirm`, { orderId: b.orderId, ok: false, remark: '供应商系统故障' }));
    expect(await pkgStatus(boss, b.orderId)).toBe(P.OUT_FAILED);
    ok(await boss.post(`${PO}/second-out`, { orderId: b.orderId, ok: true }));
    expect(await pkgStatus(boss, b.orderId)).toBe(P.OUT_DONE);
    const log = ok(await boss.get(`${PO}/second-log`, { orderId: b.orderId }));
    expect(log.map((l: { action: string }) => l.action)).toEqual(['confirm', 'secondConfirm', 'outConfirm', 'secondOut']);
    const info = ok(await boss.get(`${PO}/second-info`, { orderId: b.orderId }));
    expect(info).toMatchObject({ needSecond: 1, confirmNo: 'A1', secondRemark: '已与供应商核对', outTimes: 2, pkgStatusText: '已出票' });
  });

  it('refund: audit then out-audit pays back through the refund path and returns the stock; a rejection goes back', async () => {
    const id = await makePackage(boss, { stock: 5, price: 20000 });
    const b = await buyAndPay(anon, id, 2);
    await issue(boss, b.orderId);
    ok(await boss.post(`${PO}/refund`, { orderId: b.orderId, reason: '不想去了' }));
    expect(await pkgStatus(boss, b.orderId)).toBe(P.REFUND_AUDIT);
    expect(await orderStatus(b.orderId)).toBe(S.REFUNDING);
    ok(await boss.post(`${PO}/audit-refund`, { orderId: b.orderId, pass: false, remark: '请联系客服' }));
    expect(await pkgStatus(boss, b.orderId)).toBe(P.OUT_DONE);
    expect(await orderStatus(b.orderId)).toBe(S.TO_BE_USED);
    ok(await boss.post(`${PO}/refund`, { orderId: b.orderId }));
    ok(await boss.post(`${PO}/audit-refund`, { orderId: b.orderId, pass: true }));
    expect(await pkgStatus(boss, b.orderId)).toBe(P.OUT_AUDIT);
    // no money has moved before the out-audit
    expect(ok(await boss.get(`${PO}/order-info`, { orderId: b.orderId })).refundMoney).toBe(0);
    ok(await boss.post(`${PO}/audit-out`, { orderId: b.orderId, pass: true }));
    const d = ok(await boss.get(`${PO}/order-info`, { orderId: b.orderId }));
    expect(d).toMatchObject({ pkgStatus: P.REFUNDED, orderStatus: S.CANCELLED, refundMoney: 40000 });
    expect(await stockOf(t, id)).toBe(0);
    // a refunded order allows nothing more
    expect((await boss.post(`${PO}/refund`, { orderId: b.orderId })).body.msg).toBe(MSG.coActionNotAllowed('已退款', '申请退款'));
  });

  it('a partly used voucher is kept; only whole vouchers are refunded', async () => {
    const id = await makePackage(boss, { uses: 2, price: 10000 });
    const b = await buyAndPay(anon, id, 2);
    await issue(boss, b.orderId);
    const [qr] = await qrsOf(anon, b.code);
    ok(await checker.post(GATE, { method: VERIFY_METHOD.QR_SCAN, code: qr }));
    ok(await boss.post(`${PO}/refund`, { orderId: b.orderId }));
    ok(await boss.post(`${PO}/audit-refund`, { orderId: b.orderId, pass: true }));
    ok(await boss.post(`${PO}/audit-out`, { orderId: b.orderId, pass: true }));
    const d = ok(await boss.get(`${PO}/order-info`, { orderId: b.orderId }));
    // the order area counts whole tickets: with none checked yet, the order is back to 待使用
    expect(d).toMatchObject({ pkgStatus: P.OUT_DONE, orderStatus: S.TO_BE_USED, refundMoney: 10000 });
    expect(d.subOrders.map((g: { ticketStatus: number }) => g.ticketStatus)).toEqual([0, 2]);
    expect(ok(await checker.post(GATE, { method: VERIFY_METHOD.QR_SCAN, code: qr })).voucher.left).toBe(0);
  });

  it('the supplier refuses: all money back at once, the order is cancelled and the stock returned', async () => {
    const id = await makePackage(boss, { stock: 3 });
    const b = await buyAndPay(anon, id);
    ok(await boss.post(`${PO}/refuse`, { orderId: b.orderId, reason: '满房' }));
    const d = ok(await boss.get(`${PO}/order-info`, { orderId: b.orderId }));
    expect(d).toMatchObject({ pkgStatus: P.REFUSED, orderStatus: S.CANCELLED, refundMoney: 30000 });
    expect(await stockOf(t, id)).toBe(0);
  });

  it('manual batch verify takes one use of each voucher of the chosen orders; mail and remark are recorded', async () => {
    const id = await makePackage(boss, { uses: 3 });
    const b = await buyAndPay(anon, id, 2);
    await issue(boss, b.orderId);
    expect(ok(await boss.post(`${PO}/manual-batch-verify`, { orderIds: [b.orderId] })).checked).toBe(2);
    expect(ok(await boss.get(`${PO}/order-info`, { orderId: b.orderId })).usedCount).toBe(2);
    const tpl = ok(await boss.get(`${PO}/mail-template`, { orderId: b.orderId }));
    const bad = await boss.post(`${PO}/confirm-email`, { orderId: b.orderId, to: 'not-mail', subject: tpl.subject, content: tpl.content });
    expect(bad.body.msg).toBe(VOUCHER_MSG.emailInvalid);
    ok(await boss.post(`${PO}/confirm-email`, { orderId: b.orderId, to: 'buyer@example.com', subject: tpl.subject, content: tpl.content }));
    ok(await boss.post(`${PO}/remarks`, { orderId: b.orderId, remark: '老客户' }));
    const mails = ok(await boss.get(`${PO}/email-log`, { orderId: b.orderId }));
    expect(mails[0]).toMatchObject({ kind: 'email', toAddr: 'buyer@example.com', status: 1 });
    const ops = ok(await boss.get(`${PO}/operate-log`, { orderId: b.orderId }));
    expect(ops.some((l: { content: string }) => l.content.includes('老客户'))).toBe(true);
  });
});

describe('group-purchase vouchers (团购券)', () => {
  it('basic info, detail and rule are saved apart; the rule refuses min > max', async () => {
    const g = ok(await boss.post(`${GV}/basic-info/save`, { name: '测试团购', price: 5000, stock: 50 }));
    ok(await boss.post(`${GV}/detail/save`, { id: g.id, intro: '介绍', notice: '须知' }));
    const bad = await boss.post(`${GV}/rule/save`, {
      id: g.id,
      minPeople: 5,
      maxPeople: 2,
      realName: 1,
      validStart: day(0),
      validEnd: day(10),
      refundable: 1,
    });
    expect(bad.body.msg).toBe(VOUCHER_MSG.peopleRange);
    ok(
      await boss.post(`${GV}/rule/save`, {
        id: g.id,
        minPeople: 2,
        maxPeople: 8,
        realName: 1,
        validStart: day(0),
        validEnd: day(10),
        refundable: 1,
      }),
    );
    const rule = ok(await boss.get(`${GV}/rule`, { id: g.id }));
    expect(rule).toMatchObject({ minPeople: 2, maxPeople: 8, intro: '介绍' });
  });

  it('sold to a group with one sub-order per person; some refunded; manual verify at a POI; the reports show it', async () => {
    const g = ok(await boss.post(`${GV}/basic-info/save`, { name: '报表团购', price: 5000, stock: 20 }));
    ok(
      await boss.post(`${GV}/rule/save`, {
        id: g.id,
        minPeople: 2,
        maxPeople: 8,
        realName: 1,
        validStart: day(0),
        validEnd: day(10),
        refundable: 1,
      }),
    );
    ok(await boss.post(`${GV}/shelfOnOrOff`, { ids: [g.id], status: 1 }));
    const buy = (people: { name: string }[]) =>
      anon.post('/order-api/h5/gpv/order/place', {
        tenantId: '100001',
        gpvId: g.id,
        contactName: '领队',
        contactPhone: '13700137000',
        people,
      });
    expect((await buy([{ name: '甲' }])).body.msg).toBe(VOUCHER_MSG.quantityRange(2, 8));
    expect((await buy([{ name: '甲' }, { name: '' }])).body.msg).toBe(VOUCHER_MSG.namesRequired);
    const b = ok(await buy([{ name: '甲' }, { name: '乙' }, { name: '丙' }, { name: '丁' }]));
    ok(await anon.post('/order-api/h5/pay/sandbox', { code: b.code }));
    const d = ok(await boss.get(`${GO}/detail`, { orderId: b.orderId }));
    expect(d.orderStatus).toBe(S.TO_BE_USED); // no confirmation for a gpv
    const subs = ok(await boss.get(`${GO}/sub-orders`, { orderId: b.orderId }));
    expect(subs.map((s: { guestName: string }) => s.guestName)).toEqual(['甲', '乙', '丙', '丁']);
    const r = ok(await boss.post(`${GO}/refund`, { orderId: b.orderId, guestIds: [subs[0].id, subs[1].id] }));
    expect(r.amount).toBe(10000);
    const pois = ok(await boss.get(`${GO}/manual-verify/poi-list`));
    ok(await boss.post(`${GO}/manual-verify/submit`, { guestIds: [subs[2].id], poiId: pois[0].id }));
    const again = await boss.post(`${GO}/manual-verify/submit`, { guestIds: [subs[0].id], poiId: pois[0].id });
    expect(again.body.code).toBe(400);
    // the last person checked at the gate by the QR
    const [, , , qr] = await qrsOf(anon, b.code);
    ok(await checker.post(GATE, { method: VERIFY_METHOD.QR_SCAN, code: qr }));
    expect(ok(await boss.get(`${GO}/detail`, { orderId: b.orderId })).orderStatus).toBe(S.COMPLETED);
    const byGpv = ok(await boss.get('/yym-biz-report/gpv/group-by-gpv', {}));
    expect(byGpv.find((x: { gpvId: string }) => x.gpvId === String(g.id))).toMatchObject({
      orders: 1,
      people: 4,
      paid: 20000,
      refunded: 10000,
      verified: 2,
    });
    const days = ok(await boss.get('/yym-biz-report/gpv/sale-summary', {}));
    expect(days.at(-1).day).toBe(day(0));
    const verify = ok(await boss.get('/yym-biz-report/gpv/verify-summary', {}));
    expect(
      verify.filter((v: { gpvName: string }) => v.gpvName === '报表团购').reduce((s: number, v: { verified: number }) => s + v.verified, 0),
    ).toBe(2);
    expect(ok(await boss.get(`${GV}/page`, { name: '报表团购', current: 1, size: 10 })).records[0].sold).toBe(2);
  });
});

describe('tenants and permissions', () => {
  it("another tenant neither sees nor touches this tenant's vouchers and orders", async () => {
    const id = await makePackage(boss);
    const b = await buyAndPay(anon, id);
    expect((await boss2.get(`${PO}/order-info`, { orderId: b.orderId })).body.code).toBe(404);
    expect((await boss2.post(`${PO}/confirm`, { orderId: b.orderId })).body.code).toBe(404);
    expect((await boss2.get(`${PK}/detail`, { id })).body.code).toBe(404);
    expect((await boss2.post(`${PK}/shelves`, { ids: [id], status: 0 })).body.code).toBe(404);
    expect(ok(await boss2.get(`${PK}/page`, { current: 1, size: 100 })).records.some((r: { id: string }) => r.id === id)).toBe(false);
    expect(await pkgStatus(boss, b.orderId)).toBe(P.WAIT_CONFIRM);
  });

  it('a role without the button codes is refused', async () => {
    const id = await makePackage(boss);
    const b = await buyAndPay(anon, id);
    expect((await checker.post(`${PO}/confirm`, { orderId: b.orderId })).body.code).toBe(403);
    expect((await checker.post(`${PK}/shelves`, { ids: [id], status: 0 })).body.code).toBe(403);
    expect((await checker.get(`${GV}/page`, { current: 1, size: 10 })).body.code).toBe(403);
    expect(await pkgStatus(boss, b.orderId)).toBe(P.WAIT_CONFIRM);
  });
});
