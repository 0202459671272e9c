import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { WINDOW_MSG as M, ORDER_STATUS } from '@yym/contract';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, orderRow, stockOf } from './commerce-helpers.ts';

const W = '/order-api/window-ticket';
const PT = '/order-api/print-template';
const SP = '/order-api/scan-pay';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let ticket: { productId: string; skuId: string };
let windowId: string;

const sell = (o: Record<string, unknown> = {}, c = boss) =>
  c.post(`${W}/sell`, {
    windowId,
    touristDate: day(0),
    lines: [{ productId: ticket.productId, quantity: 2 }],
    payMethod: 'cash',
    received: 25000,
    ...o,
  });

async function xlsxRows(path: string, body: unknown, c = boss) {
  const r = await fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${c.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await r.arrayBuffer()) as never);
  return (wb.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((x) => x.slice(1));
}

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  ticket = await makeTicket(boss, { name: '窗口测试票', price: 10000, stock: 200 });
  const counter = ok(await boss.get(`${W}/counter`));
  // Demo data: two windows, templates, and the boss's shift open at window 1 with a cash sale.
  expect(counter.windows.length).toBeGreaterThanOrEqual(2);
  expect(counter.shift).toMatchObject({ shiftStatus: 1 });
  expect(counter.templates.map((x: { paper: string }) => x.paper).sort()).toEqual(['80mm', 'A4']);
  windowId = counter.shift.windowId;
});
afterAll(() => t?.close());

describe('窗口售票: the counter', () => {
  it('sells two tickets for cash with change; the order is paid, a window order, and passes the gate', async () => {
    expect((await sell({ received: 19999 })).body.msg).toBe(M.receivedShort);
    expect((await sell({ lines: [] })).body.msg).toBe(M.linesRequired);
    const before = await stockOf(t, ticket.skuId, day(0));
    const s = ok(await sell({ idempotencyKey: 'win-sale-1' }));
    expect(s).toMatchObject({ payMethod: 'cash', total: 20000, received: 25000, change: 5000, saleStatus: 2 });
    expect(await stockOf(t, ticket.skuId, day(0))).toBe(before - 2);
    // a replay answers the same sale and sells nothing more
    expect(ok(await sell({ idempotencyKey: 'win-sale-1' })).saleNo).toBe(s.saleNo);
    expect(await stockOf(t, ticket.skuId, day(0))).toBe(before - 2);
    const o = await orderRow(t, s.orders[0].orderId);
    expect(Number(o.order_status)).toBe(ORDER_STATUS.TO_BE_USED);
    expect(o.channel).toBe('window');
    const trade = await t.db.one<{ provider: string; trade_status: string }>(
      (await import('../src/platform/sql.ts')).sql`SELECT provider, trade_status FROM ord_trade WHERE order_id = ${o.id} AND kind = 'pay'`,
    );
    expect(trade).toMatchObject({ provider: 'window-cash', trade_status: 'done' });
    const list = ok(await boss.get(`${W}/refundChangeList`, { keyword: s.orders[0].orderNo, current: 1, size: 10 }));
    expect(list.records[0]).toMatchObject({ orderStatusText: '待使用', payMethod: 'cash', quantity: 2 });
    const job = ok(await boss.post(`${W}/batchPrint`, { orderIds: [o.id] }));
    const code = job.prints[0].tickets[0].values.qrcode;
    const checked = ok(await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code, deviceNo: 'GATE-1' }));
    expect(checked.checked).toBe(1);
  });

  it('on account: within the limit only, for an enabled customer; a refund credits the account back', async () => {
    const c = ok(await boss.post(`${W}/customer/save`, { name: '测试旅行社', kind: '旅行社', phone: '13900001111', creditLimit: 30000 }));
    expect((await sell({ payMethod: 'account' })).body.msg).toBe(M.customerRequired);
    const s = ok(await sell({ payMethod: 'account', customerId: c.id }));
    expect(s).toMatchObject({ payMethod: 'account', total: 20000, change: 0 });
    expect((await sell({ payMethod: 'account', customerId: c.id })).body.msg).toBe(M.creditExceeded);
    ok(await boss.post(`${W}/customer/batchClose`, { ids: [c.id] }));
    expect((await sell({ payMethod: 'account', customerId: c.id, lines: [{ productId: ticket.productId, quantity: 1 }] })).body.msg).toBe(
      M.customerClosed,
    );
    ok(await boss.post(`${W}/customer/batchEnable`, { ids: [c.id] }));
    const r = ok(await boss.post(`${W}/batchRefund`, { orderIds: [s.orders[0].orderId], reason: '行程取消' }));
    expect(r).toMatchObject({ refunded: 1, amount: 20000 });
    const page = ok(await boss.post(`${W}/customer/page`, { name: '测试旅行社', current: 1, size: 10 }));
    expect(page.records[0]).toMatchObject({ owed: 0, customerStatus: 1 });
  });

  it('prints with a confirm step; a second print is a reprint; every print is recorded and can be closed', async () => {
    const s = ok(await sell());
    const ids = [s.orders[0].orderId];
    const first = ok(await boss.post(`${W}/batchPrintConfirm`, { orderIds: ids }));
    expect(first).toMatchObject({ orders: 1, tickets: 2, reprints: [] });
    const p1 = ok(await boss.post(`${W}/batchPrint`, { orderIds: ids }));
    expect(p1.template.paper).toBe('80mm');
    expect(p1.prints[0]).toMatchObject({ reprint: false });
    expect(p1.prints[0].tickets).toHaveLength(2);
    expect(p1.prints[0].tickets[0].values).toMatchObject({ price: '¥100.00', date: day(0) });
    const again = ok(await boss.post(`${W}/batchPrintConfirm`, { orderIds: ids }));
    expect(again.reprints).toEqual([{ orderId: ids[0], orderNo: s.orders[0].orderNo, times: 1 }]);
    const a4 = (ok(await boss.get(`${W}/printTemplate/list`)) as { id: string; paper: string }[]).find((x) => x.paper === 'A4')!;
    const p2 = ok(await boss.post(`${W}/batchPrint`, { orderIds: ids, templateId: a4.id }));
    expect(p2.prints[0].reprint).toBe(true);
    const recs = ok(await boss.get(`${PT}/getPrintOutTicketRecord`, { orderId: ids[0], current: 1, size: 10 }));
    expect(recs.records.map((r: { reprint: number; paper: string }) => [r.reprint, r.paper])).toEqual([
      [1, 'A4'],
      [0, '80mm'],
    ]);
    expect(ok(await boss.post(`${PT}/print-close`, { ids: recs.records.map((r: { id: string }) => r.id) }))).toBe(2);
    // the counter's sale prints in the same call: laid out and recorded once
    const printed = ok(await sell({ print: true }));
    expect(printed.printJob.template.paper).toBe('80mm');
    expect(printed.printJob.prints[0]).toMatchObject({ orderId: printed.orders[0].orderId, reprint: false });
    expect(printed.printJob.prints[0].tickets).toHaveLength(2);
    expect(ok(await boss.get(`${PT}/getPrintOutTicketRecord`, { orderId: printed.orders[0].orderId, current: 1, size: 10 })).total).toBe(1);
  });

  it('refund, change and forced refund at the window, each with its reason in the window log', async () => {
    expect((await boss.post(`${W}/batchRefund`, { orderIds: ['1'], reason: '' })).body.msg).toBe(M.reasonRequired);
    const a = ok(await sell());
    const b = ok(await sell());
    const c = ok(await sell());
    const refund = ok(
      await boss.post(`${W}/batchRefund`, { orderIds: [a.orders[0].orderId], reason: '游客不想去了', idempotencyKey: 'win-ref-a' }),
    );
    expect(refund).toMatchObject({ refunded: 1, amount: 20000 });
    expect(Number((await orderRow(t, a.orders[0].orderId)).order_status)).toBe(ORDER_STATUS.CANCELLED);
    // refunding it again changes nothing
    expect((await boss.post(`${W}/batchRefund`, { orderIds: [a.orders[0].orderId], reason: '再退' })).body.code).toBe(400);
    const changed = ok(await boss.post(`${W}/batchChange`, { orderIds: [b.orders[0].orderId], touristDate: day(1), reason: '改到明天' }));
    expect(changed.changed).toBe(1);
    expect((await orderRow(t, b.orders[0].orderId)).play_date).toBe(day(1));
    const forced = ok(await boss.post(`${W}/forcedRefund`, { orderId: c.orders[0].orderId, reason: '景区临时闭园' }));
    expect(forced.amount).toBe(20000);
    const ops = ok(await boss.get(`${W}/op/page`, { current: 1, size: 5 }));
    expect(ops.records.slice(0, 3).map((r: { opKind: string; reason: string }) => [r.opKind, r.reason])).toEqual([
      ['forced', '景区临时闭园'],
      ['change', '改到明天'],
      ['refund', '游客不想去了'],
    ]);
  });

  it('closes the shift: cash expected vs counted, sales and refunds by method; no sale without a shift', async () => {
    const cur = ok(await boss.get(`${W}/shift/current`));
    const cash = cur.live.byMethod.find((m: { payMethod: string }) => m.payMethod === 'cash');
    expect(cur.live.expectedCash).toBe(cur.openingCash + cash.salesMoney - cash.refundMoney);
    expect((await boss.post(`${W}/shift/close`, { countedCash: cur.live.expectedCash + 50000 })).body.msg).toBe(M.diffTooLarge('500.00'));
    const closed = ok(await boss.post(`${W}/shift/close`, { countedCash: cur.live.expectedCash }));
    expect(closed).toMatchObject({ shiftStatus: 2, expectedCash: cur.live.expectedCash, countedCash: cur.live.expectedCash });
    expect(closed.summary.byMethod).toEqual(cur.live.byMethod);
    expect((await sell()).body.msg).toBe(M.noShift);
    ok(await boss.post(`${W}/shift/open`, { windowId, openingCash: 10000 }));
    expect((await boss.post(`${W}/shift/open`, { windowId, openingCash: 0 })).body.msg).toBe(M.shiftOpen);
    const fresh = ok(await boss.get(`${W}/shift/current`));
    expect(fresh.live).toMatchObject({ expectedCash: 10000, tickets: 0 });
  });
});

describe('窗口售票: templates, settings, customers, reports, scan pay', () => {
  it('templates: save with fields in millimetres, copy, preview with a real order, batch delete', async () => {
    const bad = await boss.post(`${PT}/submit`, { name: '', paper: '80mm', widthMm: 80, heightMm: 100, fields: [] });
    expect(bad.body.msg).toBe(M.templateNameRequired);
    const tpl = ok(
      await boss.post(`${PT}/submit`, {
        name: '测试模板',
        paper: '80mm',
        widthMm: 80,
        heightMm: 100,
        fields: [{ key: 'a', kind: 'ticketName', x: 5, y: 5, w: 60, h: 8, fontSize: 14 }],
      }),
    );
    const copy = ok(await boss.post(`${PT}/copyById`, { id: tpl.id }));
    expect(copy).toMatchObject({ name: '测试模板(副本)', widthMm: 80 });
    expect(copy.fields[0]).toMatchObject({ kind: 'ticketName', x: 5, fontSize: 14 });
    const prev = ok(await boss.get(`${PT}/preview`, { id: tpl.id }));
    expect(prev.prints[0].tickets.length).toBeGreaterThan(0);
    expect(ok(await boss.post(`${PT}/batchDeleteByIds`, { ids: [tpl.id, copy.id] }))).toBe(2);
    const page = ok(await boss.post(`${PT}/page`, { current: 1, size: 10, name: '测试模板' }));
    expect(page.total).toBe(0);
  });

  it('settings: a window sells only its tickets and pay methods', async () => {
    const w = ok(await boss.post(`${W}/window/submit`, { name: '西门窗口' }));
    const other = await makeTicket(boss, { name: '别处的票' });
    const s = ok(await boss.post(`${W}/settings/submit`, { windowId: w.id, productIds: [other.productId], payMethods: ['qr'] }));
    expect(s).toMatchObject({ windowName: '西门窗口', payMethods: ['qr'] });
    expect((await boss.post(`${W}/settings/submit`, { windowId: w.id })).body.msg).toBe(M.settingExists);
    ok(await boss.post(`${W}/shift/close`, { countedCash: ok(await boss.get(`${W}/shift/current`)).live.expectedCash }));
    ok(await boss.post(`${W}/shift/open`, { windowId: w.id }));
    const tickets = ok(await boss.get(`${W}/content`, { windowId: w.id, touristDate: day(0) }));
    expect(tickets.map((x: { productId: string }) => x.productId)).toEqual([other.productId]);
    expect((await sell({ windowId: w.id })).body.msg).toBe(M.payNotAllowed);
    expect((await sell({ windowId: w.id, payMethod: 'qr' })).body.msg).toBe(M.notSoldHere);
    const qr = ok(await sell({ windowId: w.id, payMethod: 'qr', lines: [{ productId: other.productId, quantity: 1 }] }));
    expect(qr.saleStatus).toBe(1);
    expect(qr.orders[0].payParams.callback).toBeTruthy();
    ok(await boss.post(`${W}/shift/close`, { countedCash: 0 }));
    ok(await boss.post(`${W}/shift/open`, { windowId }));
  });

  it('customers: batch enable and close, export', async () => {
    const a = ok(await boss.post(`${W}/customer/save`, { name: '导出学校', kind: '学校', creditLimit: 100 }));
    expect(ok(await boss.post(`${W}/customer/batchClose`, { ids: [a.id] }))).toBe(1);
    const rows = await xlsxRows(`${W}/customer/export`, { name: '导出学校' });
    expect(rows[1]).toEqual(expect.arrayContaining(['导出学校', '学校', '1.00', '停用']));
    expect((await boss.post(`${W}/customer/save`, { name: '' })).body.msg).toBe(M.customerNameRequired);
  });

  it('reports: by method and seller, with the refunds taken off', async () => {
    const r = ok(await boss.get(`${W}/report/summary`, { by: 'method', startDate: day(-1), endDate: day(0) }));
    const cash = r.rows.find((x: { key: string }) => x.key === 'cash');
    expect(cash.label).toBe('现金');
    expect(cash.netMoney).toBe(cash.salesMoney - cash.refundMoney);
    expect(r.total.refundMoney).toBeGreaterThanOrEqual(40000);
    const bySeller = ok(await boss.get(`${W}/report/summary`, { by: 'seller', startDate: day(0), endDate: day(0) }));
    expect(bySeller.rows.length).toBeGreaterThanOrEqual(2); // the boss and the demo's finance clerk
    const days = ok(await boss.get(`${W}/sale/countDate`, { startDate: day(0), endDate: day(0) }));
    expect(days[0].date).toBe(day(0));
  });

  it('scan pay: demo codes and orders, refund once, remark, status', async () => {
    const codes = ok(await boss.get(`${SP}/code/page`, { current: 1, size: 10 }));
    expect(codes.records.length).toBeGreaterThanOrEqual(2);
    const orders = ok(await boss.get(`${SP}/order/page`, { current: 1, size: 10 }));
    const o = orders.records[0];
    expect(o.orderStatusText).toBe('已收款');
    expect(ok(await boss.post(`${SP}/order/refund`, { orderId: o.orderId, reason: '重复付款' })).amount).toBe(o.amount);
    expect((await boss.post(`${SP}/order/refund`, { orderId: o.orderId, reason: '重复付款' })).body.code).toBe(400);
    expect(ok(await boss.post(`${SP}/order/remark`, { id: o.id, remark: '已电话确认' }))).toBe(1);
    const after = ok(await boss.get(`${SP}/order/page`, { current: 1, size: 10 })).records.find((r: { id: string }) => r.id === o.id);
    expect(after).toMatchObject({ refundMoney: o.amount, remark: '已电话确认' });
    const code = ok(await boss.post(`${SP}/code/edit`, { name: '测试收款码', amount: 500 }));
    expect(ok(await boss.post(`${SP}/code/status`, { ids: [code.id], status: 0 }))).toBe(1);
    expect(ok(await boss.post(`${SP}/code/get-code`, { id: code.id })).url).toContain(code.code);
  });

  it('another tenant sees none of it and touches nothing; a role without the button codes is refused', async () => {
    const s = ok(await sell());
    const orderId = s.orders[0].orderId;
    expect((await boss2.post(`${W}/batchRefund`, { orderIds: [orderId], reason: 'x' })).body.code).not.toBe(200);
    expect((await boss2.post(`${W}/batchPrint`, { orderIds: [orderId] })).body.code).not.toBe(200);
    expect(ok(await boss2.get(`${W}/refundChangeList`, { current: 1, size: 50 })).records).toHaveLength(0);
    expect(ok(await boss2.post(`${W}/customer/page`, { current: 1, size: 50 })).records).toHaveLength(0);
    expect((await boss2.get(`${W}/sale/detail`, { id: s.saleId })).body.code).toBe(404);
    expect(Number((await orderRow(t, orderId)).order_status)).toBe(ORDER_STATUS.TO_BE_USED);
    for (const [path, body] of [
      [`${W}/sell`, {}],
      [`${W}/batchRefund`, { orderIds: [orderId], reason: 'x' }],
      [`${PT}/submit`, {}],
      [`${W}/customer/batchClose`, { ids: ['1'] }],
    ] as const) {
      const r = await checker.post(path, body);
      expect(r.body.code).toBe(403);
      expect(r.body.msg).toContain('无操作权限');
    }
  });
});
