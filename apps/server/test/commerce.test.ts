import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MSG, ORDER_STATUS as S, orderStatusText } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { ORDER_FLOW } from '../src/modules/order/flow.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, orderRow, pay, place, stockOf } from './commerce-helpers.ts';

let t: TestApp;
let boss: Client;
let checker: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  checker = (await login(t, ...DEMO.checker)).client;
});
afterAll(async () => {
  await t?.close();
});

const logsOf = async (orderId: string, kind: string) =>
  t.db.query<{ action: string; from_status: number | null; to_status: number | null; user_name: string }>(
    sql`SELECT action, from_status, to_status, user_name FROM ord_log WHERE order_id = ${orderId} AND kind = ${kind} ORDER BY id`,
  );

describe('the whole path', () => {
  it('create product → on shelf → place order → pay → check at the gate → completed', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 12000 });
    // listed goods for pickers
    const shelf = ok(await boss.get('/yym-product-api/b/product/shelf/page', { name: '成人票' }));
    expect(shelf.records.some((x: any) => x.id === tk.productId && x.price === '12000')).toBe(true);

    const placed = await place(boss, tk.productId, { quantity: 2 });
    const order = ok(placed);
    expect(order.totalMoney).toBe(24000);
    expect(order.orderStatus).toBe(S.PENDING_PAYMENT);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(8);

    const { result } = await pay(t, boss, order.orderId);
    expect(result.orderStatus).toBe(S.TO_BE_USED);
    const status = ok(await boss.get('/order-api/pay/trade/status', { orderId: order.orderId }));
    expect(status.paid).toBe(24000);

    // the customer's page shows the QR codes and assist code
    const h5 = ok(await new Client(t.url).get('/order-api/h5/order/detail', { code: order.code }));
    expect(h5.orderState).toBe('待使用');
    expect(h5.spOrder).toHaveLength(2);
    expect(h5.assistCode).toMatch(/^\d{10}$/);

    // gate: first ticket by QR code, second by assist code
    const first = ok(
      await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: h5.spOrder[0].qrCode, deviceNo: 'GATE-1' }),
    );
    expect(first.checked).toBe(1);
    expect(Number((await orderRow(t, order.orderId)).order_status)).toBe(S.IN_USE);
    const again = await checker.post('/yym-verification-api/manPower/verify/submit', {
      method: 1,
      code: h5.spOrder[0].qrCode,
      deviceNo: 'GATE-1',
    });
    expect(again.body.msg).toBe(MSG.coTicketChecked);
    const second = ok(await checker.post('/yym-verification-api/manPower/verify/submit', { method: 11, code: h5.assistCode }));
    expect(second.checked).toBe(1);
    expect(Number((await orderRow(t, order.orderId)).order_status)).toBe(S.COMPLETED);

    // records: two accepted scans and the refused one, with who/device/method/reason
    const recs = ok(await checker.get('/yym-verification-api/verification/record/page', { orderNo: order.orderNo }));
    expect(recs.records.map((x: any) => x.method).sort()).toEqual([1, 11]);
    const refused = await t.db.query(sql`SELECT * FROM vf_record WHERE result = 0 AND device_no = 'GATE-1'`);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBe(MSG.coTicketChecked);
    expect(refused[0]!.user_name).toBeTruthy();

    // process log walks the states, each with who did it
    const process = await logsOf(order.orderId, 'process');
    expect(process.map((l) => l.to_status)).toEqual([S.PENDING_PAYMENT, S.TO_BE_USED, S.IN_USE, S.COMPLETED]);
    expect((await logsOf(order.orderId, 'operate')).length).toBe(4);
    const bo = ok(await boss.get('/order-api/generic-poi/biz/order-process', { orderId: order.orderId }));
    expect(bo.at(-1).toStatusText).toBe(orderStatusText(S.COMPLETED));
  });

  it('refuses bad input with the spec message and changes nothing', async () => {
    const tk = await makeTicket(boss, { stock: 5, rule: { weekly: '0,1,2,3,4,5,6', disDate: day(1) } });
    expect((await place(boss, tk.productId, { date: day(1) })).body.msg).toBe(MSG.coDateNotBookable);
    expect((await place(boss, tk.productId, { date: day(-1) })).body.msg).toBe(MSG.coDatePast);
    expect((await place(boss, tk.productId, { quantity: 6 })).body.msg).toBe(MSG.coStockNotEnough);
    const badPhone = await boss.post('/order-api/place-order', {
      productId: tk.productId,
      touristDate: day(0),
      quantity: 1,
      contactName: '李四',
      contactPhone: '1234',
    });
    expect(badPhone.body.msg).toBe(MSG.mobileLength);
    const badId = await place(boss, tk.productId, {
      quantity: 1,
      guests: [{ guestName: '王五', cardType: 1, cardNum: '110101199003070000' }],
    });
    expect(badId.body.msg).toBe(MSG.idCheckDigit);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(5);
    const n = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order WHERE product_id = ${tk.productId}`);
    expect(n!.n).toBe(0);
  });
});

describe('stock comes back exactly once', () => {
  it('cancel returns the stock once; a second cancel is refused', async () => {
    const tk = await makeTicket(boss, { stock: 10 });
    const o = ok(await place(boss, tk.productId, { quantity: 3 }));
    expect(await stockOf(t, tk.skuId, day(0))).toBe(7);
    ok(await boss.post('/order-api/cancelOrder', { orderId: o.orderId }));
    expect(await stockOf(t, tk.skuId, day(0))).toBe(10);
    const again = await boss.post('/order-api/cancelOrder', { orderId: o.orderId });
    expect(again.body.msg).toBe(MSG.coActionNotAllowed('已取消', '取消'));
    expect(await stockOf(t, tk.skuId, day(0))).toBe(10);
    // and it cannot be paid any more
    expect((await boss.post('/order-api/pay/trade', { orderId: o.orderId })).body.msg).toBe(MSG.coActionNotAllowed('已取消', '支付'));
  });

  it('unpaid orders close after order.closeMinutes by the job, stock back once', async () => {
    const tk = await makeTicket(boss, { stock: 4 });
    const o = ok(await place(boss, tk.productId, { quantity: 4 }));
    await t.db.query(sql`UPDATE ord_order SET create_time = now() - interval '31 minutes' WHERE id = ${o.orderId}`);
    await t.app.svc.jobs.enqueue(t.db, 'order.close', {});
    await t.app.svc.jobs.drain();
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.CLOSED);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(4);
    await t.app.svc.jobs.enqueue(t.db, 'order.close', {});
    await t.app.svc.jobs.drain();
    expect(await stockOf(t, tk.skuId, day(0))).toBe(4);
  });

  it('a customer refund through the H5 call reaches audit; passing it returns stock and money once', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 5000 });
    const o = ok(await place(boss, tk.productId, { quantity: 2 }));
    await pay(t, boss, o.orderId);
    const pub = new Client(t.url);
    const detail = ok(await pub.get('/order-api/h5/refund/detail', { code: o.code }));
    expect(detail).toMatchObject({ refundNum: 2, orderMainId: o.orderNo, money: 10000 });
    expect(detail.refundReason.length).toBeGreaterThan(1);

    const empty = await pub.post('/order-api/h5/refund/apply', {
      code: o.code,
      refundTextNumber: 1,
      returnReason: detail.refundReason[1],
      refundText: '',
    });
    expect(empty.body.msg).toBe(MSG.refundTextRequired);
    const long = await pub.post('/order-api/h5/refund/apply', {
      code: o.code,
      refundTextNumber: 1,
      returnReason: detail.refundReason[1],
      refundText: 'x'.repeat(101),
    });
    expect(long.body.code).not.toBe(200);

    ok(
      await pub.post('/order-api/h5/refund/apply', {
        code: o.code,
        refundTextNumber: 1,
        returnReason: detail.refundReason[1],
        refundText: '行程取消',
      }),
    );
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.REFUNDING);
    const second = await pub.post('/order-api/h5/refund/apply', {
      code: o.code,
      refundTextNumber: 1,
      returnReason: detail.refundReason[1],
      refundText: '再来一次',
    });
    expect(second.body.msg).toBe(MSG.coActionNotAllowed('退款中', '申请退款'));
    // the refunding ticket cannot be checked
    const h5 = ok(await pub.get('/order-api/h5/order/detail', { code: o.code }));
    expect(h5.orderState).toBe('退定中');

    const list = ok(await boss.get('/order-api/refund/page', { refundStatus: 10, orderNo: o.orderNo }));
    expect(list.records).toHaveLength(1);
    expect(list.records[0].refundText).toBe('行程取消');
    expect(await stockOf(t, tk.skuId, day(0))).toBe(8);
    ok(await boss.post('/order-api/generic-poi/biz/audit-refund', { refundId: list.records[0].id, pass: true }));
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.CANCELLED);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(10);
    const money = ok(await boss.get('/order-api/pay/trade/status', { orderId: o.orderId }));
    expect(money).toMatchObject({ paid: 10000, refunded: 10000 });
    // auditing again is refused and nothing moves
    const again = await boss.post('/order-api/generic-poi/biz/audit-refund', { refundId: list.records[0].id, pass: true });
    expect(again.body.msg).toBe(MSG.coActionNotAllowed('已退款', '审核通过'));
    expect(await stockOf(t, tk.skuId, day(0))).toBe(10);
    expect(ok(await boss.get('/order-api/pay/trade/status', { orderId: o.orderId })).refunded).toBe(10000);
  });

  it('part refund of one guest, then rejected refund returns the order to where it was', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 3000 });
    const o = ok(await place(boss, tk.productId, { quantity: 3 }));
    await pay(t, boss, o.orderId);
    const guests = ok(await boss.get('/order-api/generic-poi/biz/detail/sub-order', { orderId: o.orderId }));
    const r1 = ok(
      await boss.post('/order-api/generic-poi/biz/part-refund', { orderId: o.orderId, guestIds: [guests[0].id], reason: '客人少来一位' }),
    );
    ok(await boss.post('/order-api/generic-poi/biz/audit-refund', { refundId: r1.id, pass: true }));
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.TO_BE_USED);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(8);
    expect(ok(await boss.get('/order-api/pay/trade/status', { orderId: o.orderId })).refunded).toBe(3000);

    const r2 = ok(await boss.post('/order-api/generic-poi/biz/refund', { orderId: o.orderId, reason: '全部退' }));
    expect(r2.refundNum).toBe(2);
    ok(await boss.post('/order-api/generic-poi/biz/audit-refund', { refundId: r2.id, pass: false, remark: '不符合规则' }));
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.TO_BE_USED);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(8);
    const refundLog = ok(await boss.get('/order-api/generic-poi/biz/refund-log', { orderId: o.orderId }));
    expect(refundLog.map((l: any) => l.action)).toEqual(['apply', 'pass', 'apply', 'reject']);

    // the scenic list shows each order's own money (read for the page's orders together), as the detail does
    const unpaid = ok(await place(boss, tk.productId, { quantity: 1 }));
    const page = ok(await boss.get('/order-api/generic-poi/biz/page', { productId: tk.productId }));
    const money = (x: any) => [x.id, Number(x.paidMoney), Number(x.refundMoney)];
    expect(page.records.map(money)).toEqual([
      [unpaid.orderId, 0, 0],
      [o.orderId, 9000, 3000],
    ]);
    for (const r of page.records) {
      const detail = ok(await boss.get('/order-api/generic-poi/biz/detail/order-info', { orderId: r.id }));
      expect([r.paidMoney, r.refundMoney]).toEqual([detail.paidMoney, detail.refundMoney]);
    }
  });

  it('forced refund after a check refunds the rest at once', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 2000 });
    const o = ok(await place(boss, tk.productId, { quantity: 2 }));
    await pay(t, boss, o.orderId);
    const guests = ok(await boss.get('/order-api/generic-poi/biz/detail/sub-order', { orderId: o.orderId }));
    ok(await boss.post('/yym-verification-api/manPower/verify/submit', { method: 8, guestIds: [guests[0].id] }));
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, guestIds: [guests[1].id], reason: '强退' }));
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.COMPLETED);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(9);
    const tkt = await t.db.one(sql`SELECT ticket_status FROM ord_guest WHERE id = ${guests[1].id}`);
    expect(Number(tkt!.ticket_status)).toBe(2);
    const scan = await boss.post('/yym-verification-api/manPower/verify/submit', { method: 8, guestIds: [guests[1].id] });
    expect(scan.body.msg).toBe(MSG.coTicketRefunded);
  });
});

describe('illegal transitions are refused and change nothing', () => {
  it('every action not in the table answers a clear message', async () => {
    const tk = await makeTicket(boss, { stock: 20 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    const before = await orderRow(t, o.orderId);
    // unpaid: no refund, no check, no forced refund
    expect((await boss.post('/order-api/generic-poi/biz/refund', { orderId: o.orderId })).body.msg).toBe(
      MSG.coActionNotAllowed('待支付', '申请退款'),
    );
    expect((await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId })).body.msg).toBe(
      MSG.coActionNotAllowed('待支付', '强制退款'),
    );
    const h5 = ok(await new Client(t.url).get('/order-api/h5/order/detail', { code: o.code }));
    expect(h5.spOrder[0].qrCode).toBe('');
    const g = await t.db.one(sql`SELECT qr_code FROM ord_guest WHERE order_id = ${o.orderId}`);
    expect((await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: g!.qr_code })).body.msg).toBe(
      MSG.coTicketNotPaid,
    );
    const after = await orderRow(t, o.orderId);
    expect(after.order_status).toBe(before.order_status);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(19);

    // the table itself: a pure check of every (state, action) pair
    const states = Object.values(S);
    for (const from of states) {
      for (const action of Object.keys(ORDER_FLOW.actionText) as (keyof typeof ORDER_FLOW.actionText)[]) {
        const allowed = !!ORDER_FLOW.rule(from, action);
        if (!allowed)
          expect(() => ORDER_FLOW.next(from, action, { unused: 1, checked: 0 })).toThrow(
            MSG.coActionNotAllowed(orderStatusText(from), ORDER_FLOW.actionText[action]),
          );
      }
    }
    // terminal states accept nothing
    for (const s of [S.CANCELLED, S.CLOSED]) expect(ORDER_FLOW.actionsFrom(s)).toEqual([]);
  });

  it('expired tickets expire by the job and cannot be checked; auto-check rule checks them (method 9)', async () => {
    const a = await makeTicket(boss, { stock: 5, dates: [day(0)] });
    const b = await makeTicket(boss, { stock: 5, dates: [day(0)], rule: { expireRule: 2 } });
    const oa = ok(await place(boss, a.productId, { quantity: 1 }));
    const ob = ok(await place(boss, b.productId, { quantity: 1 }));
    await pay(t, boss, oa.orderId);
    await pay(t, boss, ob.orderId);
    await t.db.query(sql`UPDATE ord_order SET play_date = play_date - 1 WHERE id IN (${oa.orderId}, ${ob.orderId})`);
    await t.app.svc.jobs.enqueue(t.db, 'order.expire', {});
    await t.app.svc.jobs.drain();
    expect(Number((await orderRow(t, oa.orderId)).order_status)).toBe(S.EXPIRED);
    expect(Number((await orderRow(t, ob.orderId)).order_status)).toBe(S.COMPLETED);
    const auto = await t.db.one(sql`SELECT method, result FROM vf_record WHERE order_id = ${ob.orderId}`);
    expect(Number(auto!.method)).toBe(9);
    const g = await t.db.one(sql`SELECT qr_code FROM ord_guest WHERE order_id = ${oa.orderId}`);
    expect((await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: g!.qr_code })).body.msg).toBe(
      MSG.coTicketExpired,
    );
    // the customer of an expired order may still ask for a refund (已过期 shows the button)
    const h5 = ok(await new Client(t.url).get('/order-api/h5/order/detail', { code: oa.code }));
    expect(h5.orderState).toBe('已过期');
  });

  it('another tenant never sees or touches the order', async () => {
    const tk = await makeTicket(boss, { stock: 5 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    const other = (await login(t, ...DEMO.boss2)).client;
    expect((await other.get('/order-api/generic-poi/biz/detail/order-info', { orderId: o.orderId })).body.code).toBe(404);
    expect((await other.post('/order-api/cancelOrder', { orderId: o.orderId })).body.code).toBe(404);
    expect((await other.get('/yym-product-api/b/product/detail', { id: tk.productId })).body.code).toBe(404);
    expect((await place(other, tk.productId)).body.msg).toBe(MSG.coProductOffShelf);
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.PENDING_PAYMENT);
  });
});

describe('idempotent money paths', () => {
  it('place-order replays answer the first result and take stock once', async () => {
    const tk = await makeTicket(boss, { stock: 10 });
    const key = `k-${Date.now()}`;
    const [a, b] = await Promise.all([place(boss, tk.productId, { key }), place(boss, tk.productId, { key })]);
    const answers = [a, b].filter((x) => x.body.code === 200).map((x) => x.body.data.orderId);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const x of [a, b]) if (x.body.code !== 200) expect(x.body.msg).toBe(MSG.coDuplicateRequest);
    const c = ok(await place(boss, tk.productId, { key }));
    expect(new Set([...answers, c.orderId]).size).toBe(1);
    expect(await stockOf(t, tk.skuId, day(0))).toBe(8);
  });

  it('a paid notice posted twice pays once; a forged one is refused', async () => {
    const tk = await makeTicket(boss, { stock: 10 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    const { callback } = await pay(t, boss, o.orderId);
    const pub = new Client(t.url);
    const replay = ok(await pub.post('/order-api/pay/notify/sandbox', callback));
    expect(replay.orderStatus).toBe(S.TO_BE_USED);
    const forged = await pub.post('/order-api/pay/notify/sandbox', { ...callback, amount: 1 });
    expect(forged.body.msg).toBe(MSG.coPaySignInvalid);
    const m = ok(await boss.get('/order-api/pay/trade/status', { orderId: o.orderId }));
    expect(m.paid).toBe(10000);
    const paidLogs = (await logsOf(o.orderId, 'process')).filter((l) => l.action === 'pay');
    expect(paidLogs).toHaveLength(1);
  });

  it('money paid after close makes an unusual order whose refund needs audit and out-audit', async () => {
    const tk = await makeTicket(boss, { stock: 10, price: 8800 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    const trade = ok(await boss.post('/order-api/pay/trade', { orderId: o.orderId }));
    ok(await boss.post('/order-api/cancelOrder', { orderId: o.orderId }));
    ok(await new Client(t.url).post('/order-api/pay/notify/sandbox', trade.payParams.callback));
    const page = ok(await boss.get('/order-api/unusual/page', { orderNo: o.orderNo }));
    expect(page.records[0].unusualTypeText).toBe('订单关闭后支付');
    const rf = ok(await boss.post('/order-api/unusual/refund', { orderId: o.orderId, reason: '关闭后支付' }));
    expect(rf.amount).toBe('8800');
    ok(await boss.post('/order-api/unusual/audit-refund', { refundId: rf.id, pass: true }));
    expect(ok(await boss.get('/order-api/pay/trade/status', { orderId: o.orderId })).refunded).toBe(0);
    ok(await boss.post('/order-api/unusual/audit-refund', { refundId: rf.id, pass: true, step: 'out' }));
    expect(ok(await boss.get('/order-api/pay/trade/status', { orderId: o.orderId })).refunded).toBe(8800);
    expect(Number((await orderRow(t, o.orderId)).order_status)).toBe(S.CANCELLED);
  });
});

describe('back office lists and exports', () => {
  it('finds an order by phone and status, exports xlsx and lists the export record', async () => {
    const tk = await makeTicket(boss, { stock: 10 });
    const o = ok(
      await boss.post('/order-api/place-order', {
        productId: tk.productId,
        touristDate: day(0),
        quantity: 1,
        contactName: '赵六',
        contactPhone: '13912345678',
      }),
    );
    const page = ok(
      await boss.get('/order-api/generic-poi/biz/page', {
        contactPhone: '13912345678',
        orderStatus: S.PENDING_PAYMENT,
        startDate: day(0),
        endDate: day(0),
      }),
    );
    expect(page.records.map((x: any) => x.id)).toContain(o.orderId);
    const finance = (await login(t, ...DEMO.finance)).client;
    const res = await fetch(`${t.url}/api/order-api/generic-poi/biz/export?contactPhone=13912345678`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${finance.token}` },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('景区订单'));
    const exported = Buffer.from(await res.arrayBuffer());
    const rec = ok(await finance.get('/yym-biz-report/export/record/page'));
    expect(rec.records[0].name).toBe('景区订单');
    expect(rec.records[0].rowCount).toBe(1);
    // the report-download page gives the same file again, to its owner only
    const again = await fetch(`${t.url}/api/yym-biz-report/export/record/download?id=${rec.records[0].id}`, {
      headers: { 'Blade-Auth': `bearer ${finance.token}` },
    });
    expect(again.headers.get('content-disposition')).toContain(encodeURIComponent('景区订单'));
    const wb = new ExcelJS.Workbook();
    const kept = Buffer.from(await again.arrayBuffer());
    expect(kept.equals(exported)).toBe(true);
    await wb.xlsx.load(kept as any);
    expect(wb.worksheets[0]!.getRow(2).values).toEqual(expect.arrayContaining(['赵六', '13912345678']));
    expect(exported.length).toBeGreaterThan(1000);
    expect((ok(await boss.get('/yym-biz-report/export/record/page')).records as any[]).map((r) => r.id)).not.toContain(rec.records[0].id);
    expect((await boss.get('/yym-biz-report/export/record/download', { id: rec.records[0].id })).body.code).toBe(404);
    // the checker may not export orders
    const denied = await checker.post('/order-api/generic-poi/biz/export');
    expect(denied.body.code).toBe(403);
  });
});

describe('demo data and catalogue', () => {
  it('the demo merchant has orders in every state, listed tickets with 60 days of calendar', async () => {
    const rows = await t.db.query<{ s: number }>(sql`SELECT DISTINCT order_status AS s FROM ord_order WHERE tenant_id = '100001'`);
    expect(rows.map((r) => Number(r.s)).sort()).toEqual(Object.values(S).sort());
    const unusual = ok(await boss.get('/order-api/unusual/page'));
    expect(unusual.total).toBeGreaterThan(0);
    const tickets = ok(await boss.get('/yym-product-api/b/product/ticket/page', { shelfStatus: 1, size: 50 }));
    expect(tickets.records.some((x: any) => x.name === '西湖游船票' && x.parentName === '西湖风景名胜区')).toBe(true);
    const cal = await t.db.one<{ n: number }>(sql`SELECT count(DISTINCT play_date)::int AS n FROM prd_calendar WHERE tenant_id = '100001'`);
    expect(cal!.n).toBeGreaterThanOrEqual(60);
    const tree = ok(await boss.get('/yym-product-api/productClassify/selectAllTypeList'));
    const top = tree.find((x: any) => x.name === '景区门票');
    expect(top.children[0].name).toBe('一日游');
    expect(top.goodsCount).toBeGreaterThanOrEqual(3);
    // the second merchant sees only its own
    const other = (await login(t, ...DEMO.boss2)).client;
    const theirs = ok(await other.get('/order-api/generic-poi/biz/page'));
    expect(theirs.records.every((x: any) => x.tenantId === '100002')).toBe(true);
  });

  it('categories, labels, copy, off shelf, change and stock records', async () => {
    const tk = await makeTicket(boss, { stock: 7 });
    const a = ok(await boss.post('/yym-product-api/productClassify/save', { name: '测试分类A' }));
    const b = ok(await boss.post('/yym-product-api/productClassify/save', { name: '测试分类B' }));
    ok(
      await boss.post('/yym-product-api/product/info/submitInfo', { id: tk.productId, name: '成人票', poiId: tk.poiId, classifyId: a.id }),
    );
    expect((await boss.post('/yym-product-api/productClassify/remove', undefined, { ids: a.id })).body.msg).toBe(MSG.coClassifyHasGoods);
    ok(await boss.post('/yym-product-api/productClassify/transferGoods', { fromId: a.id, toId: b.id }));
    ok(await boss.post('/yym-product-api/productClassify/remove', undefined, { ids: a.id }));
    const label = ok(await boss.post('/yym-product-api/product/label/add', { name: '测试标签' }));
    expect(ok(await boss.get('/yym-product-api/product/label/list')).some((x: any) => x.id === label.id)).toBe(true);

    const copy = ok(await boss.post('/yym-product-api/b/product/copy', undefined, { id: tk.productId }));
    expect(copy.shelfStatus).toBe(0);
    expect(copy.name).toBe('成人票(复制)');
    ok(await boss.post('/yym-product-api/b/product/onOrOffShelf', undefined, { productIds: tk.productId, status: 0 }));
    expect((await boss.post('/yym-product-api/b/product/onOrOffShelf', undefined, { productIds: tk.productId, status: 0 })).body.msg).toBe(
      MSG.coActionNotAllowed('已下架', '下架'),
    );
    expect((await place(boss, tk.productId)).body.msg).toBe(MSG.coProductOffShelf);
    const changes = ok(await boss.get('/yym-product-api/b/product/changeRecord/page', { productId: tk.productId }));
    expect(changes.records.map((x: any) => x.action)).toContain('offShelf');
    const stock = ok(await boss.get('/yym-product-api/b/stock/record/page', { productId: tk.productId }));
    expect(stock.records.every((x: any) => x.reason === 'set' && x.change === 7)).toBe(true);
    const inv = ok(await boss.get('/yym-product-api/b/product/ticket/inventory', { id: tk.productId }));
    expect(inv.skus[0].calendar[0]).toMatchObject({ playDate: day(0), stock: 7 });
    const confirm = ok(await boss.get('/yym-product-api/resource/order/confirm', { productId: copy.id, touristDate: day(0) }));
    expect(confirm.bookable).toBe(false);
    const idCheck = ok(await boss.get('/yym-product-api/resource/validator/checkIdentityOrPhone', { type: 'phone', value: '1380013800' }));
    expect(idCheck).toEqual({ valid: false, msg: MSG.mobileLength });
  });
});

describe('ticket checking administration', () => {
  it('disabled verifiers, disabled methods and missing powers are refused (and recorded); the checker cannot change them', async () => {
    const tk = await makeTicket(boss, { stock: 10 });
    const other = await makeTicket(boss, { stock: 10 });
    const o = ok(await place(boss, tk.productId, { quantity: 1 }));
    await pay(t, boss, o.orderId);
    const qr = (await t.db.one(sql`SELECT qr_code FROM ord_guest WHERE order_id = ${o.orderId}`))!.qr_code as string;
    const checkerId = (await t.db.one(sql`SELECT id FROM blade_user WHERE tenant_id = '100001' AND account = 'checker'`))!.id as string;

    // the demo made the checker a verifier; disable, try, enable
    const verifiers = ok(await boss.get('/yym-verification-api/verifier/list'));
    const mine = verifiers.records.find((v: any) => v.userId === checkerId);
    ok(await boss.post('/yym-verification-api/verifier/status/update', undefined, { ids: mine.id, verifyPoiStatus: 0 }));
    expect((await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: qr })).body.msg).toBe(
      MSG.coVerifierDisabled,
    );
    ok(await boss.post('/yym-verification-api/verifier/status/update', undefined, { ids: mine.id, verifyPoiStatus: 1 }));

    // QR checking switched off
    ok(await boss.post('/yym-verification-api/verify/type/configAdd', { configs: [{ method: 1, enabled: 0 }] }));
    expect((await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: qr })).body.msg).toBe(
      MSG.coVerifyMethodDisabled,
    );
    ok(await boss.post('/yym-verification-api/verify/type/configAdd', { configs: [{ method: 1, enabled: 1 }] }));

    // powers: only the other product
    const power = ok(await boss.post('/yym-verification-api/verify/power/addPower', { userId: checkerId, productIds: [other.productId] }));
    expect((await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: qr })).body.msg).toBe(
      MSG.coVerifyNoPower,
    );
    ok(await boss.post('/yym-verification-api/verify/power/delete', undefined, { powerId: power.id }));
    expect(ok(await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: qr })).checked).toBe(1);

    const refused = ok(await checker.get('/yym-verification-api/verification/record/page', { result: 0, size: 50 }));
    const reasons = refused.records.map((r: any) => r.reason);
    for (const m of [MSG.coVerifierDisabled, MSG.coVerifyMethodDisabled, MSG.coVerifyNoPower]) expect(reasons).toContain(m);
    // the checker holds no verifier-admin codes
    expect(
      (await checker.post('/yym-verification-api/verifier/status/update', undefined, { ids: mine.id, verifyPoiStatus: 0 })).body.code,
    ).toBe(403);
    expect((await checker.post('/yym-verification-api/verify/type/configAdd', { configs: [{ method: 1, enabled: 0 }] })).body.code).toBe(
      403,
    );
  });

  it('checks by ID card and by phone only for today, and batch checks whole orders', async () => {
    const tk = await makeTicket(boss, { stock: 10 });
    const idNo = '11010519491231002X';
    const a = ok(await place(boss, tk.productId, { quantity: 1, guests: [{ guestName: '身份证', cardType: 1, cardNum: idNo }] }));
    const b = ok(
      await boss.post('/order-api/place-order', {
        productId: tk.productId,
        touristDate: day(0),
        quantity: 2,
        contactName: '手机',
        contactPhone: '13611112222',
      }),
    );
    const c = ok(await place(boss, tk.productId, { quantity: 2 }));
    const later = ok(
      await boss.post('/order-api/place-order', {
        productId: tk.productId,
        touristDate: day(1),
        quantity: 1,
        contactName: '明天',
        contactPhone: '13633334444',
      }),
    );
    for (const x of [a, b, c, later]) await pay(t, boss, x.orderId);
    expect(ok(await checker.post('/yym-verification-api/manPower/verify/submit', { method: 0, code: idNo })).checked).toBe(1);
    expect(ok(await checker.post('/yym-verification-api/manPower/verify/submit', { method: 10, code: '13611112222' })).checked).toBe(2);
    expect((await checker.post('/yym-verification-api/manPower/verify/submit', { method: 10, code: '13633334444' })).body.msg).toBe(
      MSG.coTicketNotFound,
    );
    const g = (await t.db.one(sql`SELECT qr_code FROM ord_guest WHERE order_id = ${later.orderId}`))!.qr_code;
    expect((await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: g })).body.msg).toBe(
      MSG.coTicketNotToday,
    );
    expect(ok(await checker.post('/yym-verification-api/batch/verify/submit', { orderIds: [c.orderId] })).checked).toBe(2);
    const methods = await t.db.query(
      sql`SELECT DISTINCT method FROM vf_record WHERE order_id IN (${a.orderId}, ${b.orderId}, ${c.orderId}) AND result = 1`,
    );
    expect(methods.map((m) => Number(m.method)).sort((x, y) => x - y)).toEqual([0, 7, 10]);
    for (const x of [a, b, c]) expect(Number((await orderRow(t, x.orderId)).order_status)).toBe(S.COMPLETED);
  });
});

describe('supplier codes', () => {
  it('adds, refuses a duplicate code, lists, and removes', async () => {
    const a = ok(await boss.post('/yym-product-api/supplierCode/submit', { supplierName: '西湖票务', supplierCode: 'SUP-001' }));
    expect((await boss.post('/yym-product-api/supplierCode/submit', { supplierName: '另一家', supplierCode: 'SUP-001' })).body.msg).toBe(
      MSG.coSupplierCodeExists,
    );
    expect(ok(await boss.get('/yym-product-api/supplierCode/page', { supplierCode: 'SUP-001' })).total).toBe(1);
    expect(ok(await boss.get('/yym-product-api/supplierCode/info', { id: a.id })).supplierName).toBe('西湖票务');
    ok(await boss.post('/yym-product-api/supplierCode/delete', undefined, { ids: a.id }));
    expect(ok(await boss.get('/yym-product-api/supplierCode/page', { supplierCode: 'SUP-001' })).total).toBe(0);
  });
});

describe('guest list template', () => {
  it('downloads the template, and an uploaded list comes back checked row by row', async () => {
    const tpl = await fetch(`${t.url}/api/yym-product-api/resource/template/download`, {
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    expect(tpl.headers.get('content-disposition')).toContain('attachment');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await tpl.arrayBuffer()) as any);
    const ws = wb.worksheets[0]!;
    ws.addRow(['张三', 1, '11010519491231002X', '13800138000']);
    ws.addRow(['李四', 1, '110105194912310021', '1380013800']);
    const up = await fetch(`${t.url}/api/yym-product-api/resource/template/upload`, {
      method: 'POST',
      body: Buffer.from(await wb.xlsx.writeBuffer()),
      headers: {
        'Blade-Auth': `bearer ${boss.token}`,
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    const rows = ((await up.json()) as any).data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ guestName: '张三', cardNum: '11010519491231002X', error: null });
    expect(rows[1].error).toBe(MSG.idCheckDigit);
    const junk = await fetch(`${t.url}/api/yym-product-api/resource/template/upload`, {
      method: 'POST',
      body: 'not a workbook',
      headers: { 'Blade-Auth': `bearer ${boss.token}`, 'content-type': 'application/octet-stream' },
    });
    expect(((await junk.json()) as any).msg).toBe(MSG.uploadType);
  });
});
