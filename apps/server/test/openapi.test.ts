import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_MSG, ORDER_STATUS } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, place } from './commerce-helpers.ts';

// The partner API: a test client signs its calls as the OpenAPI document says; tampering, wrong keys,
// replays, stale timestamps, disabled accounts, missing scopes and other tenants' orders are refused;
// a burst over the rate limit gets 429 beyond it and nothing else.

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let ticket: { productId: string; skuId: string };
const M = '/blade-openapi/manage';

interface Key {
  keyId: string;
  secret: string;
}
interface Signed {
  status: number;
  body: { code: number; msg: string; data: any };
}

/** A partner's call, signed; `tamper` changes what is sent after signing. */
async function call(
  k: Key,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  tamper: { body?: unknown; ts?: number; nonce?: string } = {},
): Promise<Signed> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const ts = String(tamper.ts ?? Math.floor(Date.now() / 1000));
  const nonce = tamper.nonce ?? randomUUID();
  const toSign = [method, path, ts, nonce, createHash('sha256').update(text).digest('hex')].join('\n');
  const sig = createHmac('sha256', k.secret).update(toSign).digest('hex');
  const sent = tamper.body === undefined ? text : JSON.stringify(tamper.body);
  const r = await fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-yym-key': k.keyId,
      'x-yym-timestamp': ts,
      'x-yym-nonce': nonce,
      'x-yym-signature': sig,
    },
    body: sent || undefined,
  });
  return { status: r.status, body: await r.json() };
}

async function account(c: Client, scopes: string[], ratePerMin = 1000) {
  const a = ok(await c.post(`${M}/save`, { accountName: `伙伴${Math.random().toString(36).slice(2, 6)}`, scopes, ratePerMin }));
  return { id: a.id as string, keyId: a.keyId as string, secret: a.secret as string };
}

beforeAll(async () => {
  t = await startApp();
  [boss, boss2, checker] = await Promise.all(
    [DEMO.boss, DEMO.boss2, DEMO.checker].map(async ([tenant, user, password]) => (await login(t, tenant, user, password)).client),
  );
  ticket = await makeTicket(boss, { stock: 50, name: '开放接口门票', dates: [day(1), day(2)] });
});
afterAll(() => t?.close());

const order = { productId: '', touristDate: day(1), quantity: 2, contactName: '李四', contactPhone: '13800138000' };

describe('accounts', () => {
  it('the secret is answered once at creation and never again; a role without the code is refused', async () => {
    const a = ok(await boss.post(`${M}/save`, { accountName: '飞猪对接', scopes: ['products:read'], allowedIps: ['127.0.0.1'] }));
    expect(a.secret).toMatch(/^[\w-]{32}$/);
    expect(a.secretTail).toBe(a.secret.slice(-4));
    const detail = ok(await boss.get(`${M}/detail`, { id: a.id }));
    expect(detail.secret).toBeUndefined();
    expect(JSON.stringify(ok(await boss.get(`${M}/page`)))).not.toContain(a.secret);
    expect((await boss2.get(`${M}/detail`, { id: a.id })).status).toBe(404);
    expect((await checker.post(`${M}/save`, { accountName: 'x', scopes: ['products:read'] })).status).toBe(403);
    expect((await boss.post(`${M}/save`, { accountName: 'x', scopes: [] })).body.msg).toBe(OPEN_MSG.scopesRequired);
    expect((await boss.post(`${M}/save`, { accountName: 'x', scopes: ['checks'], allowedIps: ['abc'] })).body.msg).toBe(OPEN_MSG.ipFormat);
  });
});

describe('partner calls', () => {
  it('list products with stock, place (idempotent by their number), pay on account, read, and check a ticket', async () => {
    const k = await account(boss, ['products:read', 'orders:create', 'orders:read', 'checks']);
    const products = await call(k, 'GET', `/open/v1/products?name=${encodeURIComponent('开放接口')}&date=${day(1)}`);
    expect(products.body.data.records).toEqual([
      expect.objectContaining({ productId: ticket.productId, skuId: ticket.skuId, price: '100.00', stock: 50 }),
    ]);

    const body = { ...order, productId: ticket.productId, outOrderNo: `P-${randomUUID()}` };
    const placed = await call(k, 'POST', '/open/v1/orders', body);
    expect(placed.body.code).toBe(200);
    const again = await call(k, 'POST', '/open/v1/orders', body);
    expect(again.body.data.orderId).toBe(placed.body.data.orderId);
    const orderId = placed.body.data.orderId as string;
    expect(placed.body.data).toMatchObject({
      orderStatus: ORDER_STATUS.PENDING_PAYMENT,
      quantity: 2,
      payAmount: '200.00',
      outOrderNo: body.outOrderNo,
    });

    const paid = await call(k, 'POST', '/open/v1/orders/pay', { orderId });
    expect(paid.body.data.orderStatus).toBe(ORDER_STATUS.TO_BE_USED);
    expect(paid.body.data.codes).toHaveLength(2);
    const read = await call(k, 'GET', `/open/v1/orders/detail?orderId=${orderId}`);
    expect(read.body.data).toMatchObject({ orderId, statusText: '待使用' });
    const checked = await call(k, 'POST', '/open/v1/checks', { code: paid.body.data.codes[0] });
    expect(checked.body.data).toEqual({ checked: 1, orderId });

    // Every call is in the account's log.
    const log = ok(await boss.get('/blade-openapi/call/page', { accountId: k.id, size: 50 })).records;
    expect(log.length).toBe(6);
    expect(log.every((r: { outcomeCode: number }) => r.outcomeCode === 200)).toBe(true);
  });

  it('refuses a tampered body, a wrong key or secret, a replayed nonce, an old timestamp, a disabled account, a missing scope and another tenant’s order', async () => {
    const k = await account(boss, ['products:read', 'orders:read']);
    const p = '/open/v1/products';
    const body = { ...order, productId: ticket.productId, outOrderNo: 'T-1' };
    const k2 = await account(boss, ['orders:create']);
    const tampered = await call(k2, 'POST', '/open/v1/orders', body, { body: { ...body, quantity: 20 } });
    expect([tampered.status, tampered.body.msg]).toEqual([401, OPEN_MSG.badSignature]);
    expect((await call({ ...k, keyId: 'akunknown' }, 'GET', p)).body.msg).toBe(OPEN_MSG.unknownKey);
    expect((await call({ ...k, secret: 'wrong' }, 'GET', p)).body.msg).toBe(OPEN_MSG.badSignature);
    const nonce = randomUUID();
    expect((await call(k, 'GET', p, undefined, { nonce })).status).toBe(200);
    const replay = await call(k, 'GET', p, undefined, { nonce });
    expect([replay.status, replay.body.msg]).toEqual([401, OPEN_MSG.replayed]);
    const old = await call(k, 'GET', p, undefined, { ts: Math.floor(Date.now() / 1000) - 600 });
    expect([old.status, old.body.msg]).toEqual([401, OPEN_MSG.stale]);
    const noScope = await call(k, 'POST', '/open/v1/orders', body);
    expect([noScope.status, noScope.body.msg]).toEqual([403, OPEN_MSG.noScope('orders:create')]);

    ok(await boss.req('PUT', `${M}/disable`, { body: { id: k.id } }));
    const disabled = await call(k, 'GET', p);
    expect([disabled.status, disabled.body.msg]).toEqual([403, OPEN_MSG.disabled]);
    ok(await boss.req('PUT', `${M}/enable`, { body: { id: k.id } }));
    expect((await call(k, 'GET', p)).status).toBe(200);

    // An order of the back office, and one of another tenant's partner: not this partner's to read.
    const own = ok(await place(boss, ticket.productId, { date: day(1) }));
    expect((await call(k, 'GET', `/open/v1/orders/detail?orderId=${own.orderId}`)).status).toBe(404);
    const other = await account(boss2, ['orders:read']);
    const placedByK2 = await call(k2, 'POST', '/open/v1/orders', { ...body, outOrderNo: 'T-2' });
    expect((await call(other, 'GET', `/open/v1/orders/detail?orderId=${placedByK2.body.data.orderId}`)).status).toBe(404);
    // Nothing tampered was placed.
    const rows = await t.db.query(
      sql`SELECT id FROM ord_order WHERE channel = 'openapi' AND tenant_id = '100001' AND order_no IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const refused = ok(await boss.get('/blade-openapi/call/page', { accountId: k.id, outcome: 'fail', size: 50 })).records;
    expect(refused.map((r: { outcomeCode: number }) => r.outcomeCode).sort()).toEqual([401, 401, 403, 403, 404]);
  });

  it('200 parallel calls over a limit of 50 a minute: 50 answered, the rest 429, nothing else', async () => {
    // Not across a minute's boundary (the limit counts per minute).
    const s = new Date().getSeconds();
    if (s > 50) await new Promise((r) => setTimeout(r, (61 - s) * 1000));
    const k = await account(boss, ['products:read'], 50);
    const answers = await Promise.all(Array.from({ length: 200 }, () => call(k, 'GET', '/open/v1/products?size=1')));
    const count = (code: number) => answers.filter((a) => a.status === code).length;
    expect([count(200), count(429)]).toEqual([50, 150]);
    expect(answers.find((a) => a.status === 429)!.body.msg).toBe(OPEN_MSG.tooMany);
  });

  it('serves the partner document with the signing rule and examples in Node and Python', async () => {
    const doc = await (await fetch(`${t.url}/api/open/v1/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/open/v1/products', '/api/open/v1/orders', '/api/open/v1/orders/pay', '/api/open/v1/checks']),
    );
    const samples = doc.paths['/api/open/v1/orders'].post['x-code-samples'].map((s: { label?: string; lang: string }) => s.label ?? s.lang);
    expect(samples).toEqual(['Node', 'Python']);
    expect(doc.info.description).toContain('HMAC-SHA256');
  });
});
