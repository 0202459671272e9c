import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PARTNER_MSG, REFUND_STATUS, SYSTEM_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { day, makeTicket, ok } from './commerce-helpers.ts';

const DA = '/yym-biz-basics/distributor-account';
const SA = '/yym-biz-basics/supplier-account';

/** The flows of an account add up to its balance (the ledger is the account's whole history). */
async function ledgerSum(t: TestApp, table: 'dis_distributor' | 'dis_supplier', id: string) {
  const kind = table === 'dis_distributor' ? 1 : 2;
  const r = await t.db.one<{ s: string; b: string }>(sql`SELECT (SELECT coalesce(sum(amount), 0) FROM dis_flow WHERE party_kind = ${kind}
    AND party_id = ${id}) AS s, (SELECT balance FROM ${sql.ident(table)} WHERE id = ${id}) AS b`);
  return { sum: Number(r!.s), balance: Number(r!.b) };
}

describe('partners: distributor and supplier accounts, tripartite systems, short video', () => {
  let t: TestApp;
  let boss: Client;
  let boss2: Client;
  let checker: Client;
  beforeAll(async () => {
    t = await startApp();
    [boss, boss2, checker] = await Promise.all([
      login(t, ...DEMO.boss).then((x) => x.client),
      login(t, ...DEMO.boss2).then((x) => x.client),
      login(t, ...DEMO.checker).then((x) => x.client),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the demo merchant has two distributors and two suppliers with balances that their flows add up to', async () => {
    const d = ok(await boss.get(`${DA}/page`, { current: 1, size: 10, name: '携程' }));
    expect(d.records).toHaveLength(1);
    expect(d.records[0]).toMatchObject({ name: '携程旅行', balance: 185000, creditLimit: 500000, available: 685000 });
    const s = ok(await boss.get(`${SA}/page`, { current: 1, size: 10 }));
    expect(s.records.map((r: { name: string }) => r.name).sort()).toEqual(['杭州宋城票务', '西湖游船公司']);
    const owing = s.records.find((r: { name: string }) => r.name === '杭州宋城票务');
    expect(owing.balance).toBe(-80000);
    for (const r of s.records) expect(await ledgerSum(t, 'dis_supplier', r.id)).toEqual({ sum: r.balance, balance: r.balance });
    const flows = ok(await boss.get(`${DA}/capital-flow/page`, { current: 1, size: 10, partyId: d.records[0].id }));
    expect(flows.records.map((f: { amount: number; balanceAfter: number }) => [f.amount, f.balanceAfter])).toEqual([
      [-15000, 185000],
      [200000, 200000],
    ]);
    expect(ok(await boss.get(`${DA}/amount`))).toMatchObject({ pendingAdjust: 1 });
  });

  it('an adjustment moves the balance only once approved, once, and never below the credit limit', async () => {
    const p = ok(await boss.post(`${SA}/submit`, { name: '测试供应商', contactName: '钱', phone: '13900009999', creditLimit: 10000 }));
    expect(p).toMatchObject({ balance: 0, creditLimit: 10000 });
    // bad input changes nothing
    const refused = await boss.post(`${SA}/adjustment`, { partyId: p.id, amount: 0, reason: '' });
    expect(refused.body.code).toBe(400);
    const a = ok(await boss.post(`${SA}/adjustment`, { partyId: p.id, amount: 5000, reason: '预付款' }));
    expect(a).toMatchObject({ status: 0, amount: 5000, reason: '预付款' });
    expect(ok(await boss.get(`${SA}/detail`, { id: p.id })).balance).toBe(0);
    ok(await boss.post(`${SA}/adjustment/audit`, { id: a.id, pass: 1, remark: '到账' }));
    expect(ok(await boss.get(`${SA}/detail`, { id: p.id })).balance).toBe(5000);
    const again = await boss.post(`${SA}/adjustment/audit`, { id: a.id, pass: 1 });
    expect(again.body.msg).toBe(PARTNER_MSG.adjustDone);
    // 5000 + 10000 credit: taking 20000 is refused, and the adjustment stays waiting
    const big = ok(await boss.post(`${SA}/adjustment`, { partyId: p.id, amount: -20000, reason: '结算' }));
    const over = await boss.post(`${SA}/adjustment/audit`, { id: big.id, pass: 1 });
    expect(over.body.msg).toBe(PARTNER_MSG.overLimit);
    const waiting = ok(await boss.get(`${SA}/adjustment/page`, { current: 1, size: 10, partyId: p.id }));
    expect(waiting.records.find((r: { id: string }) => r.id === big.id).status).toBe(0);
    const small = ok(await boss.post(`${SA}/adjustment`, { partyId: p.id, amount: -12000, reason: '结算' }));
    ok(await boss.post(`${SA}/adjustment/audit`, { id: small.id, pass: 1 }));
    ok(await boss.post(`${SA}/adjustment/audit`, { id: big.id, pass: 0, remark: '金额有误' }));
    expect(ok(await boss.get(`${SA}/detail`, { id: p.id })).balance).toBe(-7000);
    // the credit limit cannot drop below what is owed; an account with money on it is not removed
    const lower = await boss.post(`${SA}/submit`, { id: p.id, name: '测试供应商', creditLimit: 5000 });
    expect(lower.body.msg).toBe(PARTNER_MSG.limitBelowDebt('70.00'));
    expect((await boss.post(`${SA}/remove`, undefined, { ids: p.id })).body.msg).toBe(PARTNER_MSG.hasMoney);
    expect(await ledgerSum(t, 'dis_supplier', p.id)).toEqual({ sum: -7000, balance: -7000 });
    // the ledger is append-only for the app role
    const grants = await t.db.one<{
      u: boolean;
      d: boolean;
      i: boolean;
    }>(sql`SELECT has_table_privilege('yym_app', 'dis_flow', 'UPDATE') AS u,
      has_table_privilege('yym_app', 'dis_flow', 'DELETE') AS d, has_table_privilege('yym_app', 'dis_flow', 'INSERT') AS i`);
    expect(grants).toEqual({ u: false, d: false, i: true });
  });

  it('an order on account takes the distribution price from the distributor and is refused past its credit, order and all', async () => {
    const ticket = await makeTicket(boss, { price: 10000, stock: 50 });
    const d = ok(await boss.post(`${DA}/submit`, { name: '测试分销商', creditLimit: 20000 }));
    const place = (quantity: number) =>
      boss.post(`${DA}/order/submit`, {
        distributorId: d.id,
        productId: ticket.productId,
        touristDate: day(1),
        quantity,
        contactName: '游客',
        contactPhone: '13800001111',
      });
    // not authorised yet
    expect((await place(1)).body.msg).toBe(PARTNER_MSG.notAuthorised);
    ok(await boss.post('/yym-product-api/distribution/changeModel', { productIds: [ticket.productId], disModel: 2 }));
    ok(await boss.post('/yym-product-api/distribution/batchAutoPrice', { productIds: [ticket.productId], priceType: 2, priceValue: 80 }));
    ok(await boss.post('/yym-product-api/distribution/batchAuthorization', { productIds: [ticket.productId], distributorIds: [d.id] }));
    const o = ok(await place(2));
    expect(o).toMatchObject({ totalMoney: 16000, balance: -16000 });
    const row = await t.db.one<{ order_status: number; channel: string }>(
      sql`SELECT order_status, channel FROM ord_order WHERE id = ${o.orderId}`,
    );
    expect(row).toMatchObject({ channel: 'distributor' });
    const before = Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order`))!.n);
    expect((await place(1)).body.msg).toBe(PARTNER_MSG.overLimit);
    expect(Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_order`))!.n)).toBe(before);
    const flows = ok(await boss.get(`${DA}/capital-flow/page`, { current: 1, size: 10, partyId: d.id, kind: 'order' }));
    expect(flows.records[0]).toMatchObject({ amount: -16000, balanceAfter: -16000, orderNo: expect.any(String) });
    expect(await ledgerSum(t, 'dis_distributor', d.id)).toEqual({ sum: -16000, balance: -16000 });
  });

  it('a refund of an order paid on account goes through the one refund path and credits the account back', async () => {
    const ticket = await makeTicket(boss, { price: 10000, stock: 50 });
    const d = ok(await boss.post(`${DA}/submit`, { name: '退款分销商', creditLimit: 50000 }));
    ok(await boss.post('/yym-product-api/distribution/changeModel', { productIds: [ticket.productId], disModel: 2 }));
    ok(await boss.post('/yym-product-api/distribution/batchAutoPrice', { productIds: [ticket.productId], priceType: 2, priceValue: 80 }));
    ok(await boss.post('/yym-product-api/distribution/batchAuthorization', { productIds: [ticket.productId], distributorIds: [d.id] }));
    const o = ok(
      await boss.post(`${DA}/order/submit`, {
        distributorId: d.id,
        productId: ticket.productId,
        touristDate: day(1),
        quantity: 2,
        contactName: '游客',
        contactPhone: '13800001111',
      }),
    );
    expect(o.balance).toBe(-16000);
    // one ticket of two, then the rest: each refund credits its own money back
    const guests = await t.db.query<{ id: string }>(sql`SELECT id FROM ord_guest WHERE order_id = ${o.orderId} ORDER BY id`);
    ok(
      await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, guestIds: [guests[0]!.id], reason: '一人未出行' }),
    );
    expect(ok(await boss.get(`${DA}/detail`, { id: d.id })).balance).toBe(-8000);
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, reason: '行程取消' }));
    const refunds = await t.db.query<{ refund_status: number; amount: string }>(
      sql`SELECT refund_status, amount FROM ord_refund WHERE order_id = ${o.orderId} ORDER BY id`,
    );
    expect(refunds.map((r) => [Number(r.refund_status), Number(r.amount)])).toEqual([
      [REFUND_STATUS.REFUNDED, 8000],
      [REFUND_STATUS.REFUNDED, 8000],
    ]);
    const order = await t.db.one<{ order_status: number; unusual: number }>(
      sql`SELECT order_status, is_unusual AS unusual FROM ord_order WHERE id = ${o.orderId}`,
    );
    expect(order).toMatchObject({ order_status: ORDER_STATUS.CANCELLED, unusual: 0 });
    const trades = await t.db.query<{ kind: string; trade_status: string; provider: string }>(
      sql`SELECT kind, trade_status, provider FROM ord_trade WHERE order_id = ${o.orderId} ORDER BY id`,
    );
    expect(trades.map((x) => [x.kind, x.trade_status, x.provider])).toEqual([
      ['pay', 'done', 'account'],
      ['refund', 'done', 'account'],
      ['refund', 'done', 'account'],
    ]);
    const flows = ok(await boss.get(`${DA}/capital-flow/page`, { current: 1, size: 10, partyId: d.id }));
    expect(flows.records.slice(0, 2)).toMatchObject([
      { kind: 'refund', amount: 8000, balanceAfter: 0 },
      { kind: 'refund', amount: 8000, balanceAfter: -8000 },
    ]);
    expect(await ledgerSum(t, 'dis_distributor', d.id)).toEqual({ sum: 0, balance: 0 });
  });

  it('exports open as xlsx', async () => {
    for (const path of [`${DA}/capital-flow/export`, `${SA}/export`]) {
      const r = await fetch(`${t.url}/api${path}`, { headers: { 'Blade-Auth': `bearer ${boss.token}` } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('spreadsheetml');
      expect(
        Buffer.from(await r.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    }
  });

  it('another tenant cannot see or touch the accounts; a role without the button codes is refused', async () => {
    const d = ok(await boss.get(`${DA}/page`, { current: 1, size: 10, name: '携程' })).records[0];
    expect((await boss2.get(`${DA}/detail`, { id: d.id })).status).toBe(404);
    expect((await boss2.post(`${DA}/adjustment`, { partyId: d.id, amount: 100, reason: 'x' })).status).toBe(404);
    expect(ok(await boss2.get(`${DA}/page`, { current: 1, size: 50 })).records.some((r: { name: string }) => r.name === '携程旅行')).toBe(
      false,
    );
    expect((await checker.get(`${DA}/page`, { current: 1, size: 10 })).status).toBe(403);
    expect((await checker.post(`${DA}/adjustment`, { partyId: d.id, amount: 100, reason: 'x' })).status).toBe(403);
  });

  it('a tripartite system keeps its secret sealed and logs every sync, failed ones too', async () => {
    const base = '/tripartite/supplier-system';
    expect(
      (await boss.post(`${base}/submit`, { name: 'X', code: 'x1', endpoint: 'http://plain', appKey: 'k', secret: 's' })).body.msg,
    ).toBe(SYSTEM_MSG.endpointInvalid);
    const s = ok(
      await boss.post(`${base}/submit`, {
        name: '票务云',
        code: 'piaowu',
        endpoint: 'https://api.piaowu.example/open',
        appKey: 'ak1',
        secret: 'very-secret',
      }),
    );
    expect(s).toMatchObject({ kind: 1, secretTail: '****' });
    expect(JSON.stringify(ok(await boss.get(`${base}/detail`, { id: s.id })))).not.toContain('very-secret');
    expect(ok(await boss.post(`${base}/sync`, { id: s.id }))).toMatchObject({ ok: 1, count: 3 });
    ok(
      await boss.post(`${base}/submit`, { id: s.id, name: '票务云', code: 'piaowu', endpoint: 'https://fail.example/open', appKey: 'ak1' }),
    );
    expect(ok(await boss.post(`${base}/sync`, { id: s.id }))).toMatchObject({ ok: 0, message: expect.stringContaining('签名校验失败') });
    const log = ok(await boss.get(`${base}/sync-log/page`, { id: s.id, current: 1, size: 10 }));
    expect(log.records.map((r: { ok: number }) => r.ok)).toEqual([0, 1]);
    expect((await boss2.post(`${base}/sync`, { id: s.id })).status).toBe(404);
    // the demo's systems: one of each kind, synced once; without a secret a sync asks for it
    const demo = ok(await boss.get(`${base}/page`, { current: 1, size: 10, name: '浙里游' })).records[0];
    expect(demo).toMatchObject({ kind: 1, code: 'ZLY_SUPPLY', lastSyncOk: 1, secretTail: null });
    expect((await boss.post(`${base}/sync`, { id: demo.id })).body.msg).toBe(SYSTEM_MSG.secretRequired);
    expect(
      ok(await boss.get('/tripartite/distribution-system/page', { current: 1, size: 10 })).records.map((r: { code: string }) => r.code),
    ).toContain('CY_DIST');
  });

  it('short video: bind an account on each platform, sync tickets, unbind', async () => {
    const SV = '/yym-external-server/short-video';
    expect((await boss.post(`${SV}/account/bind`, { platform: 'douyin', authCode: 'fail-code' })).body.msg).toBe('授权码无效或已过期');
    const a = ok(await boss.post(`${SV}/account/bind`, { platform: 'douyin', authCode: 'code-1' }));
    expect(a).toMatchObject({ platform: 'douyin', bound: true, sandbox: true });
    expect((await boss.post(`${SV}/account/bind`, { platform: 'douyin', authCode: 'code-2' })).body.msg).toBe(SYSTEM_MSG.bound);
    const ticket = await makeTicket(boss);
    expect(ok(await boss.post(`${SV}/product/sync`, { platform: 'douyin', productIds: [ticket.productId] }))).toMatchObject({
      ok: 1,
      count: 1,
    });
    expect(ok(await boss.get(`${SV}/product/page`, { platform: 'douyin', current: 1, size: 10 })).records).toHaveLength(1);
    expect((await boss.post(`${SV}/product/sync`, { platform: 'kuaishou', productIds: [ticket.productId] })).body.msg).toBe(
      SYSTEM_MSG.notBound,
    );
    const list = ok(await boss.get(`${SV}/account/list`));
    expect(list.map((x: { bound: boolean }) => x.bound)).toEqual([true, false]);
    ok(await boss.post(`${SV}/account/unbind`, { platform: 'douyin' }));
    expect(ok(await boss2.get(`${SV}/account/list`)).every((x: { bound: boolean }) => !x.bound)).toBe(true);
  });
});
