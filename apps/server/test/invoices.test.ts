import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS as B, INVOICE_MSG as M } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import type { SandboxEInvoice } from '../src/platform/providers/index.ts';
import { Client, DEMO, login, STORAGE_KINDS, startAppOn, type TestApp } from './harness.ts';
import { makeTicket, ok, place } from './commerce-helpers.ts';
import { BUYER_TAX_NO, INV, ask, billOf, invoiceSetup, paidOrder } from './invoice-helpers.ts';

// 发票管理 on the real database: settings, the customer's request, blue / red / offline invoices through
// the sandbox e-invoice provider, amounts that follow the order's money, tenants and button codes.
let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
const pub = () => new Client(t.url);
// Face photos and invoices are kept on both storage providers: local folders and a bucket.
describe.each(STORAGE_KINDS)('on %s storage', (storage) => {
  beforeAll(async () => {
    t = await startAppOn(storage);
    boss = (await login(t, ...DEMO.boss)).client;
    boss2 = (await login(t, ...DEMO.boss2)).client;
    checker = (await login(t, ...DEMO.checker)).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('invoices', () => {
    it('the demo shows a seller with its tax class and requests in several states', async () => {
      const sellers = ok(await boss.get(`${INV}/seller/page`));
      expect(sellers.records[0]).toMatchObject({ name: '杭州西湖文旅有限公司', isDefault: 1 });
      const classes = ok(await boss.get(`${INV}/class/page`));
      expect(classes.records[0].products.length).toBeGreaterThan(0);
      const bills = ok(await boss.get(`${INV}/bill/page`));
      expect(new Set(bills.records.map((b: any) => b.billStatus))).toEqual(new Set([B.PENDING, B.ISSUED, B.REJECTED]));
      const issued = bills.records.find((b: any) => b.billStatus === B.ISSUED);
      const pdf = await fetch(`${t.url}/api${INV}/record/pdf?id=${issued.invoiceId}`, {
        headers: { 'Blade-Auth': `bearer ${boss.token}` },
      });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it('settings check their input: a wrong taxpayer number, a wrong tax code or rate changes nothing', async () => {
      const before = ok(await boss.get(`${INV}/seller/page`)).total;
      const bad = await boss.post(`${INV}/seller/submit`, { name: '错号', taxNo: '91330106MA2H3T7Q8X' });
      expect(bad.body.msg).toBe(M.taxNoInvalid);
      expect((await boss.post(`${INV}/seller/submit`, { name: '', taxNo: '91330106MA2H3T7Q8P' })).body.msg).toBe(M.sellerNameRequired);
      expect((await boss.post(`${INV}/class/submit`, { code: '307', name: '旅游服务', rate: 600 })).body.msg).toBe(M.taxCodeInvalid);
      expect((await boss.post(`${INV}/class/submit`, { code: '3070201020000000000', name: '旅游服务', rate: 700 })).body.msg).toBe(
        M.rateInvalid,
      );
      expect(ok(await boss.get(`${INV}/seller/page`)).total).toBe(before);
      // Another tenant's product cannot be mapped.
      const theirs = await makeTicket(boss2, { name: '别家票' });
      expect(
        (await boss.post(`${INV}/class/submit`, { code: '3070201020000000000', name: 'x', rate: 600, productIds: [theirs.productId] })).body
          .code,
      ).toBe(404);
    });

    it('a customer asks for an invoice, the merchant issues it, the customer confirms and downloads the PDF', async () => {
      const o = await paidOrder(t, boss, 3);
      await invoiceSetup(boss, o.productId);
      // The company title needs a taxpayer number in its format.
      expect((await ask(t, o.code, { taxNo: '1234' })).body.msg).toBe(M.taxNoInvalid);
      expect((await ask(t, o.code, { taxNo: '' })).body.msg).toBe(M.taxNoRequired);
      expect((await ask(t, o.code, { email: 'not-an-email' })).body.msg).toBe('邮箱格式不正确');
      expect(ok(await pub().get(`${INV}/h5/detail`, { code: o.code })).bill).toBeNull();
      const asked = ok(await ask(t, o.code));
      expect(asked).toMatchObject({ kept: 9000, paid: true, bill: { billStatus: B.PENDING, taxNo: BUYER_TAX_NO } });
      expect((await ask(t, o.code)).body.msg).toBe(M.alreadyRequested);

      const bill = await billOf(boss, o.orderNo);
      expect(bill).toMatchObject({ billStatus: B.PENDING, kept: 9000, title: '杭州云栖科技有限公司' });
      const inv = ok(await boss.post(`${INV}/bill/issue`, { id: bill.id }));
      expect(inv).toMatchObject({ kind: 'blue', invStatus: 'issued', amount: 9000, taxAmount: 509, taxRate: 600, hasPdf: true });
      expect(inv.invoiceNo).toMatch(/^\d{8}$/);
      expect((await boss.post(`${INV}/bill/issue`, { id: bill.id })).body.msg).toBe(M.notPending);

      const mine = ok(await pub().get(`${INV}/h5/detail`, { code: o.code }));
      expect(mine.bill.billStatus).toBe(B.ISSUED);
      expect(mine.invoices).toEqual([expect.objectContaining({ id: inv.id, kind: 'blue', amount: 9000, hasPdf: true })]);
      expect(ok(await pub().post(`${INV}/h5/confirm`, { code: o.code })).bill.confirmed).toBe(1);
      const file = await fetch(`${t.url}/api${INV}/h5/download?code=${o.code}&invoiceId=${inv.id}`);
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // Another order's code cannot fetch this invoice.
      const other = await paidOrder(t, boss, 1);
      expect((await pub().get(`${INV}/h5/download`, { code: other.code, invoiceId: inv.id })).body.code).toBe(404);
    });

    it('a part refund: the blue invoice is flagged, reversed by a red one, and issued again for what the order kept', async () => {
      const o = await paidOrder(t, boss, 3);
      await invoiceSetup(boss, o.productId);
      ok(await ask(t, o.code, { titleType: 1, title: '李明', taxNo: undefined }));
      const bill = await billOf(boss, o.orderNo);
      const blue = ok(await boss.post(`${INV}/bill/issue`, { id: bill.id }));
      expect(blue.amount).toBe(9000);

      const guests = ok(await boss.get('/order-api/generic-poi/biz/detail/sub-order', { orderId: o.orderId }));
      const r = ok(
        await boss.post('/order-api/generic-poi/biz/part-refund', { orderId: o.orderId, guestIds: [guests[0].id], reason: '少来一位' }),
      );
      ok(await boss.post('/order-api/generic-poi/biz/audit-refund', { refundId: r.id, pass: true }));
      expect(await billOf(boss, o.orderNo)).toMatchObject({ kept: 6000, invoiceAmount: 9000, needsRed: true });
      // The refunded order cannot be issued again while its blue invoice stands.
      expect((await boss.post(`${INV}/bill/issue`, { id: bill.id })).body.msg).toBe(M.notPending);

      expect((await boss.post(`${INV}/red/submit`, { invoiceId: blue.id, reason: '' })).body.msg).toBe(M.redReasonRequired);
      const red = ok(await boss.post(`${INV}/red/submit`, { invoiceId: blue.id, reason: '部分退款' }));
      expect(red).toMatchObject({ kind: 'red', invStatus: 'issued', amount: -9000, originalId: blue.id, hasPdf: true });
      expect((await boss.post(`${INV}/red/submit`, { invoiceId: blue.id, reason: '再冲' })).body.msg).toBe(M.notReversible);
      expect((await billOf(boss, o.orderNo)).billStatus).toBe(B.REVERSED);

      const again = ok(await boss.post(`${INV}/bill/issue`, { id: bill.id }));
      expect(again).toMatchObject({ kind: 'blue', amount: 6000, invStatus: 'issued' });
      expect(await billOf(boss, o.orderNo)).toMatchObject({ billStatus: B.ISSUED, invoiceAmount: 6000, needsRed: false });
      const all = ok(await boss.get(`${INV}/record/page`, { orderNo: o.orderNo })).records;
      // Blue 9000 reversed by red −9000, and the live blue 6000: the order's invoices add up to what it kept.
      expect(all.map((i: any) => [i.kind, i.amount, i.reversedBy != null])).toEqual([
        ['blue', 6000, false],
        ['red', -9000, false],
        ['blue', 9000, true],
      ]);
      expect(all.reduce((s: number, i: any) => s + i.amount, 0)).toBe(6000);
    });

    it('an unpaid or fully refunded order cannot ask; a rejected request shows its reason and may be asked again', async () => {
      const tk = await makeTicket(boss, { stock: 10, price: 2000 });
      const unpaid = ok(await place(boss, tk.productId, { quantity: 1 }));
      expect((await ask(t, unpaid.code)).body.msg).toBe(M.orderNotPaid);

      const full = await paidOrder(t, boss, 1);
      const r = ok(await boss.post('/order-api/generic-poi/biz/refund', { orderId: full.orderId, reason: '不去了' }));
      ok(await boss.post('/order-api/generic-poi/biz/audit-refund', { refundId: r.id, pass: true }));
      expect((await ask(t, full.code)).body.msg).toBe(M.nothingKept);

      const o = await paidOrder(t, boss, 1);
      ok(await ask(t, o.code));
      const bill = await billOf(boss, o.orderNo);
      expect((await boss.post(`${INV}/bill/reject`, { id: bill.id, reason: '' })).body.msg).toBe(M.rejectReasonRequired);
      ok(await boss.post(`${INV}/bill/reject`, { id: bill.id, reason: '抬头与付款单位不符' }));
      expect(ok(await pub().get(`${INV}/h5/detail`, { code: o.code })).bill).toMatchObject({
        billStatus: B.REJECTED,
        rejectReason: '抬头与付款单位不符',
      });
      expect((await boss.post(`${INV}/bill/issue`, { id: bill.id })).body.msg).toBe(M.notPending);
      expect(ok(await ask(t, o.code, { title: '杭州云栖科技有限公司(更正)' })).bill.billStatus).toBe(B.PENDING);
    });

    it('an offline invoice is recorded by hand; its red one too', async () => {
      const o = await paidOrder(t, boss, 2);
      await invoiceSetup(boss, o.productId);
      ok(await ask(t, o.code));
      const bill = await billOf(boss, o.orderNo);
      expect((await boss.post(`${INV}/offline/submit`, { id: bill.id, invoiceNo: '' })).body.msg).toBe(M.invoiceNoRequired);
      const off = ok(await boss.post(`${INV}/offline/submit`, { id: bill.id, invoiceCode: '033001900111', invoiceNo: '12345678' }));
      expect(off).toMatchObject({ kind: 'offline', invStatus: 'issued', amount: 6000, invoiceNo: '12345678', hasPdf: false });
      expect((await boss.post(`${INV}/bill/issue`, { id: bill.id })).body.msg).toBe(M.notPending);
      const red = ok(await boss.post(`${INV}/red/submit`, { invoiceId: off.id, reason: '抬头有误' }));
      expect(red).toMatchObject({ kind: 'red', invStatus: 'issued', amount: -6000, originalId: off.id, hasPdf: false });
      expect((await billOf(boss, o.orderNo)).billStatus).toBe(B.REVERSED);
    });

    it('the provider refuses: the request shows 开票失败, nothing is issued, and it can be issued again', async () => {
      const o = await paidOrder(t, boss, 1);
      await invoiceSetup(boss, o.productId);
      ok(await ask(t, o.code, { title: '税盘离线公司' }));
      const bill = await billOf(boss, o.orderNo);
      const provider = t.app.svc.providers.einvoice as SandboxEInvoice;
      provider.failFor.add('税盘离线公司');
      const failed = await boss.post(`${INV}/bill/issue`, { id: bill.id });
      expect(failed.body.msg).toBe(`${M.issueFailed}:税盘离线,请稍后重试`);
      expect((await billOf(boss, o.orderNo)).billStatus).toBe(B.FAILED);
      provider.failFor.delete('税盘离线公司');
      expect(ok(await boss.post(`${INV}/bill/issue`, { id: bill.id })).invStatus).toBe('issued');
      const rows = await t.db.query(sql`SELECT inv_status FROM inv_invoice WHERE order_id = ${o.orderId} ORDER BY id`);
      expect(rows.map((r) => r.inv_status)).toEqual(['failed', 'issued']);
    });

    it('another tenant neither sees nor issues the requests; a role without the button codes is refused', async () => {
      const o = await paidOrder(t, boss, 1);
      await invoiceSetup(boss, o.productId);
      ok(await ask(t, o.code));
      const bill = await billOf(boss, o.orderNo);
      expect(ok(await boss2.get(`${INV}/bill/page`, { orderNo: o.orderNo })).total).toBe(0);
      expect((await boss2.get(`${INV}/bill/detail`, { id: bill.id })).body.code).toBe(404);
      expect((await boss2.post(`${INV}/bill/issue`, { id: bill.id })).body.code).toBe(404);
      expect((await boss2.post(`${INV}/bill/reject`, { id: bill.id, reason: 'x' })).body.code).toBe(404);
      expect((await checker.get(`${INV}/bill/page`)).body.code).toBe(403);
      expect((await checker.post(`${INV}/bill/issue`, { id: bill.id })).body.code).toBe(403);
      expect((await checker.post(`${INV}/seller/submit`, { name: 'x', taxNo: BUYER_TAX_NO })).body.code).toBe(403);
      expect((await billOf(boss, o.orderNo)).billStatus).toBe(B.PENDING);
    });
  });
});
