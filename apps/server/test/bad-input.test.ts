import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';

/** Ids past PostgreSQL's bigint and NUL characters are refused with 400 before any statement runs. */
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = (await login(t, ...DEMO.admin)).client;
});
afterAll(() => t?.close());

describe('one id rule and one text rule for every route', () => {
  it('an id past the int8 range answers 400, the largest int8 is simply not found', async () => {
    const past = await admin.get('/blade-user/detail', { id: '9223372036854775808' });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe(MSG.paramInvalid);
    const largest = await admin.get('/blade-user/detail', { id: '9223372036854775807' });
    expect(largest.status).toBeLessThan(500);
    expect(largest.body.code).not.toBe(200);
  });

  it('a NUL byte in a query filter, a public query or a JSON body answers 400 with a clear message', async () => {
    const filtered = await admin.get('/blade-user/page', { account: 'ab\u0000c' });
    expect([filtered.status, filtered.body.msg]).toEqual([400, MSG.textHasNul]);
    const anonymous = await new Client(t.url).get('/blade-system/tenant/info', { domain: 'a\u0000b' });
    expect([anonymous.status, anonymous.body.msg]).toEqual([400, MSG.textHasNul]);
    const body = await admin.post('/blade-system/dict/submit', { code: 'x\u0000', dictValue: 'y', parentId: '0' });
    expect([body.status, body.body.msg]).toEqual([400, MSG.textHasNul]);
  });
});

describe('security headers', () => {
  it('API answers are never cached and carry the permissions policy', async () => {
    const r = await fetch(`${t.url}/api/blade-auth/oauth/user-info`, { headers: { 'Blade-Auth': `bearer ${admin.token}` } });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
  });
});
