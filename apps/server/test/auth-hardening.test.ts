import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG, MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { md5 } from '../src/platform/tokens.ts';
import { BASIC, Client, DEMO, captchaHeaders, login, startApp, type TestApp } from './harness.ts';

// Public forms need the captcha and are limited per address; a refresh token spent twice at once
// keeps the session; the login page can ask whether the captcha is needed.
let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => new Client(t.url).req('POST', path, { body, headers });
const merchant = (n: number) => ({ tenantName: `申请商户${n}`, account: `apply${n}`, password: 'Ap123456', password2: 'Ap123456' });
const refreshCall = (refresh_token: string, from = '127.0.0.1') =>
  new Client(t.url).req('POST', '/blade-auth/oauth/token', {
    query: { grant_type: 'refresh_token', refresh_token, scope: 'all' },
    headers: { Authorization: BASIC, 'X-Forwarded-For': from },
  });

describe('merchant applications and registrations', () => {
  it('are refused without the captcha', async () => {
    const apply = await post('/blade-system/tenant-apply/reg', merchant(1));
    // today: code 200, the application is stored
    expect(apply.body.code).toBe(400);
    expect(apply.body.msg).toBe(AUTH_MSG.captchaMissing);
    const wrong = await post('/blade-system/tenant-apply/submit', merchant(2), { 'Captcha-Key': 'x', 'Captcha-Code': 'y' });
    expect(wrong.body.msg).toBe(MSG.captchaWrong);
    const guest = await post('/blade-auth/register-guest', { tenantId: '100001', account: 'guest1', password: 'a', password2: 'a' });
    expect(guest.body.msg).toBe(AUTH_MSG.captchaMissing);
    const stored = await t.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM blade_tenant_apply WHERE account IN ('apply1', 'apply2', 'guest1')`,
    );
    expect(stored!.n).toBe(0);
  });

  it('a parallel burst from one address is limited to 5 an hour, both kinds together', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.9' };
    const burst = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const headers = { ...from, ...(await captchaHeaders(t)) };
        return i % 2
          ? post('/blade-system/tenant-apply/reg', merchant(10 + i), headers)
          : post('/blade-auth/register-guest', { tenantId: '100001', account: `burst${i}`, password: 'a', password2: 'a' }, headers);
      }),
    );
    const codes = burst.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(burst.find((r) => r.body.code === 429)!.body.msg).toBe(AUTH_MSG.applyTooFrequent);
    const other = await post('/blade-system/tenant-apply/reg', merchant(30), {
      'X-Forwarded-For': '198.51.100.10',
      ...(await captchaHeaders(t)),
    });
    expect(other.body.code).toBe(200);
  });
});

describe('refresh grace', () => {
  it('the same refresh token sent twice at once keeps the session for both', async () => {
    const { token } = await login(t, ...DEMO.boss);
    const [a, b] = await Promise.all([refreshCall(token.refresh_token), refreshCall(token.refresh_token)]);
    // today: one 200 and one 401, and the winner's access token then answers 411
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.jti).toBe(b.body.jti); // the same successor
    for (const r of [a, b]) expect((await new Client(t.url, r.body.access_token).get('/blade-auth/oauth/user-info')).body.code).toBe(200);
    const next = await refreshCall(b.body.refresh_token);
    expect(next.status).toBe(200);
    expect((await new Client(t.url, next.body.access_token).get('/blade-auth/oauth/user-info')).body.code).toBe(200);
  });

  it('a spent token from another address, or after the grace, still revokes the whole session', async () => {
    const first = await login(t, ...DEMO.boss);
    expect((await refreshCall(first.token.refresh_token)).status).toBe(200);
    const elsewhere = await refreshCall(first.token.refresh_token, '203.0.113.9');
    expect(elsewhere.status).toBe(401);
    expect((await first.client.get('/blade-auth/oauth/user-info')).body.code).toBe(411);

    const second = await login(t, ...DEMO.boss);
    const rotated = await refreshCall(second.token.refresh_token);
    expect(rotated.status).toBe(200);
    await t.db.query(sql`UPDATE auth_refresh_token SET used_at = used_at - interval '31 seconds' WHERE used_at IS NOT NULL`);
    expect((await refreshCall(second.token.refresh_token)).status).toBe(401);
    expect((await new Client(t.url, rotated.body.access_token).get('/blade-auth/oauth/user-info')).body.code).toBe(411);
    expect((await refreshCall(rotated.body.refresh_token)).status).toBe(401);
  });
});

describe('captcha required', () => {
  it('the login page can ask whether the captcha is needed', async () => {
    const r = await new Client(t.url).get('/blade-auth/oauth/captcha-required');
    // today: 404
    expect(r.body.code).toBe(200);
    expect(r.body.data).toEqual({ required: true });
  });

  it('with CAPTCHA=off the answer is no, but an account under attack asks for it again', async () => {
    const off = await startApp({ captcha: false });
    try {
      expect((await new Client(off.url).get('/blade-auth/oauth/captcha-required')).body.data).toEqual({ required: false });
      const tokenCall = (from: string, password: string, headers: Record<string, string> = {}) =>
        new Client(off.url).req('POST', '/blade-auth/oauth/token', {
          query: { tenantId: '100001', username: 'boss', password: md5(password), grant_type: 'captcha', scope: 'all' },
          headers: { Authorization: BASIC, 'X-Forwarded-For': from, ...headers },
        });
      expect((await tokenCall('192.0.2.1', 'Demo1234')).status).toBe(200);
      await Promise.all(Array.from({ length: 10 }, (_, i) => tokenCall(`203.0.113.${i + 1}`, `guess${i}`)));
      const refused = await tokenCall('192.0.2.1', 'Demo1234');
      expect(refused.body.error_description).toBe(AUTH_MSG.captchaRequired);
      expect((await tokenCall('192.0.2.1', 'Demo1234', await captchaHeaders(off))).status).toBe(200);
    } finally {
      await off.close();
    }
  }, 30_000);
});

describe('API clients', () => {
  it('a client whose secret holds a colon logs in with it, and not with the part before the colon', async () => {
    const { client: admin } = await login(t, ...DEMO.admin);
    expect(
      (await admin.post('/blade-system/client/submit', { clientId: 'colon-client', clientSecret: 'Part:of-the:secret' })).body.code,
    ).toBe(200);
    const tokenWith = async (secret: string) =>
      new Client(t.url).req('POST', '/blade-auth/oauth/token', {
        query: { tenantId: DEMO.boss[0], username: DEMO.boss[1], password: md5(DEMO.boss[2]), grant_type: 'password', scope: 'all' },
        headers: {
          Authorization: `Basic ${Buffer.from(`colon-client:${secret}`).toString('base64')}`,
          'Tenant-Id': DEMO.boss[0],
          ...(await captchaHeaders(t)),
        },
      });
    expect((await tokenWith('Part:of-the:secret')).body.access_token).toEqual(expect.any(String));
    const cut = await tokenWith('Part');
    expect(cut.body.access_token).toBeUndefined();
    expect(cut.body.msg ?? cut.body.error_description).toBe(MSG.clientInvalid);
  });
});
