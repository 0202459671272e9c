import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { md5 } from '../src/platform/tokens.ts';
import { BASIC, Client, DEMO, captchaHeaders, login, solveCaptcha, startApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

const tokenCall = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  new Client(t.url).req('POST', '/blade-auth/oauth/token', { query, headers: { Authorization: BASIC, ...headers } });

describe('login with captcha', () => {
  it('logs in, reads the user, refreshes, logs out, and the spent refresh token is refused', async () => {
    const { client, token } = await login(t, ...DEMO.boss);
    expect(token.tenant_id).toBe('100001');
    expect(token.account).toBe('boss');
    expect(token.refresh_token).toBeTruthy();

    const me = await client.get('/blade-auth/oauth/user-info');
    expect(me.body.code).toBe(200);
    expect(me.body.data.account).toBe('boss');
    expect(me.body.data).not.toHaveProperty('password');

    const refreshed = await tokenCall({ grant_type: 'refresh_token', refresh_token: token.refresh_token, scope: 'all' });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(token.refresh_token);

    const fresh = new Client(t.url, refreshed.body.access_token);
    expect((await fresh.post('/blade-auth/oauth/logout')).body.code).toBe(200);
    const after = await fresh.get('/blade-auth/oauth/user-info');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);

    const again = await tokenCall({ grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token, scope: 'all' });
    expect(again.status).toBe(401);
    expect(again.body.error_description).toBe(MSG.refreshInvalid);
  });

  it('a spent refresh token presented again after the grace revokes the whole session', async () => {
    const { client, token } = await login(t, ...DEMO.finance);
    const first = await tokenCall({ grant_type: 'refresh_token', refresh_token: token.refresh_token });
    expect(first.status).toBe(200);
    // (within REFRESH_GRACE_S the same client would get the same session back: refresh-grace tests)
    await t.db.query(sql`UPDATE auth_refresh_token SET used_at = used_at - interval '31 seconds' WHERE used_at IS NOT NULL`);
    const reuse = await tokenCall({ grant_type: 'refresh_token', refresh_token: token.refresh_token });
    expect(reuse.status).toBe(401);
    // the rotated token of the same family is now dead too, and so is the access token
    const second = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(second.status).toBe(401);
    expect((await client.get('/blade-auth/oauth/user-info')).body.code).toBe(411);
  });

  it('a refresh token is never accepted as an access token', async () => {
    const { token } = await login(t, ...DEMO.finance);
    const r = await new Client(t.url, token.refresh_token).get('/blade-auth/oauth/user-info');
    expect(r.status).toBe(401);
  });

  it('a wrong captcha is refused and the captcha cannot be used twice', async () => {
    const cap = await solveCaptcha(t);
    const q = { tenantId: '100001', username: 'boss', password: md5('Demo1234'), grant_type: 'captcha', scope: 'all' };
    const wrong = await tokenCall(q, { 'Captcha-Key': cap.key, 'Captcha-Code': 'zzzz' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_description).toBe(MSG.captchaWrong);
    const reused = await tokenCall(q, { 'Captcha-Key': cap.key, 'Captcha-Code': cap.code });
    expect(reused.body.error_description).toBe(MSG.captchaWrong);
  });

  it('an expired captcha is refused', async () => {
    const cap = await solveCaptcha(t);
    await t.db.query(sql`UPDATE auth_captcha SET expires_at = now() - interval '1 second' WHERE key = ${cap.key}`);
    const r = await tokenCall(
      { tenantId: '100001', username: 'boss', password: md5('Demo1234'), grant_type: 'captcha' },
      { 'Captcha-Key': cap.key, 'Captcha-Code': cap.code },
    );
    expect(r.body.error_description).toBe(MSG.captchaExpired);
  });

  it('with the captcha on, the password grant needs one too: without it the right password gets no session', async () => {
    const before = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM auth_session`);
    const q = { tenantId: '100001', username: 'boss', password: md5('Demo1234'), grant_type: 'password', scope: 'all' };
    const bare = await tokenCall(q);
    expect([bare.status, bare.body.error_description, bare.body.access_token]).toEqual([400, MSG.captchaWrong, undefined]);
    const after = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM auth_session`);
    expect(after!.n).toBe(before!.n);
    expect((await tokenCall(q, await captchaHeaders(t))).body.access_token).toEqual(expect.any(String));
  });

  it('a wrong password answers error_description and stores no session', async () => {
    const before = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM auth_session`);
    const r = await tokenCall(
      { tenantId: '100002', username: 'boss', password: md5('nope'), grant_type: 'password' },
      await captchaHeaders(t),
    );
    expect(r.status).toBe(400);
    expect(r.body.error_description).toBe(MSG.loginFailed);
    expect(r.body.access_token).toBeUndefined();
    const after = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM auth_session`);
    expect(after!.n).toBe(before!.n);
  });

  it('repeated failures lock the account for a while, even with the right password', async () => {
    const q = (pw: string) => ({ tenantId: '100001', username: 'checker', password: md5(pw), grant_type: 'password' });
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await tokenCall(q('wrong' + i), await captchaHeaders(t))).body.error_description);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(MSG.loginFailed));
    expect(answers[4]).toBe(MSG.loginLocked);
    const right = await tokenCall(q('Demo1234'), await captchaHeaders(t));
    expect(right.body.error_description).toBe(MSG.loginLocked);
    // once the lock has passed, the right password works again
    await t.db.query(sql`UPDATE auth_login_attempt SET locked_until = now() - interval '1 second'`);
    expect((await tokenCall(q('Demo1234'), await captchaHeaders(t))).status).toBe(200);
  }, 30_000);

  it('a bad client secret is refused', async () => {
    const r = await new Client(t.url).req('POST', '/blade-auth/oauth/token', {
      query: { tenantId: '100001', username: 'boss', password: md5('Demo1234'), grant_type: 'password' },
      headers: { Authorization: `Basic ${Buffer.from('saber:wrong').toString('base64')}` },
    });
    expect(r.status).toBe(401);
    expect(r.body.error_description).toBe(MSG.clientInvalid);
  });

  it('the social grant says it is not configured', async () => {
    const r = await tokenCall({ grant_type: 'social', source: 'wechat', code: 'x', state: 'y' });
    expect(r.body.error_description).toBe(MSG.socialNotConfigured);
  });

  it('a Tenant-Id header that disagrees with the token gets nothing', async () => {
    const { client } = await login(t, ...DEMO.boss);
    const r = await client.req('GET', '/blade-user/page', { headers: { 'Tenant-Id': '100002' } });
    expect(r.body.code).toBe(403);
    expect(r.body.data).toBeNull();
  });

  it('no token answers 401', async () => {
    const r = await new Client(t.url).get('/blade-user/page');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(401);
  });

  it('a password change ends the other sessions with 411', async () => {
    const a = await login(t, ...DEMO.boss2);
    const b = await login(t, ...DEMO.boss2);
    const bad = await a.client.post('/blade-user/update-password', {
      oldPassword: 'Demo1234',
      newPassword: 'short',
      newPassword1: 'short',
    });
    expect(bad.body.msg).toBe(MSG.passwordFormat);
    const differ = await a.client.post('/blade-user/update-password', {
      oldPassword: 'Demo1234',
      newPassword: 'Abcd12345',
      newPassword1: 'Abcd12346',
    });
    expect(differ.body.msg).toBe(MSG.passwordsDiffer);
    const ok = await a.client.post('/blade-user/update-password', {
      oldPassword: 'Demo1234',
      newPassword: 'Abcd12345',
      newPassword1: 'Abcd12345',
    });
    expect(ok.body.code).toBe(200);
    expect((await a.client.get('/blade-auth/oauth/user-info')).body.code).toBe(200);
    expect((await b.client.get('/blade-auth/oauth/user-info')).body.code).toBe(411);
    await login(t, '100002', 'boss', 'Abcd12345');
  });

  it('distributor and POI-staff logins use their own captcha', async () => {
    const loginCap = await solveCaptcha(t);
    const r = await new Client(t.url).post('/blade-auth/distributor/login', {
      tenantId: '100001',
      username: 'boss',
      password: md5('Demo1234'),
      captchaKey: loginCap.key,
      captchaCode: loginCap.code,
    });
    expect(r.body.msg).toBe(MSG.captchaWrong);
  });
});

describe('registration', () => {
  it('register-guest creates an application the platform approves, then the account can log in', async () => {
    const anon = new Client(t.url);
    const missing = await anon.post('/blade-auth/register-guest', {
      tenantId: '100001',
      name: '新员工',
      account: '',
      password: 'x',
      password2: 'x',
    });
    expect(missing.body.msg).toBe(MSG.regAccountRequired);
    const differ = await anon.post('/blade-auth/register-guest', {
      tenantId: '100001',
      name: '新员工',
      account: 'newbie',
      password: 'a',
      password2: 'b',
    });
    expect(differ.body.msg).toBe(MSG.passwordsDiffer);
    const noTenant = await anon.post('/blade-auth/register-guest', { name: '新员工', account: 'newbie', password: 'a', password2: 'a' });
    expect(noTenant.body.msg).toBe(MSG.regTenantRequired);
    const ok = await anon.req('POST', '/blade-auth/register-guest', {
      body: { tenantId: '100001', name: '新员工', account: 'newbie', password: md5('Newbie123'), password2: md5('Newbie123') },
      headers: await captchaHeaders(t),
    });
    expect(ok.body.code).toBe(200);
    await expect(login(t, '100001', 'newbie', 'Newbie123')).rejects.toThrow();

    const { client: admin } = await login(t, ...DEMO.admin);
    const page = await admin.get('/blade-system/tenant-apply/page', { auditStatus: 0 });
    const app = page.body.data.records.find((x: any) => x.account === 'newbie');
    expect(app).toBeTruthy();
    const audit = await admin.post('/blade-system/tenant-apply/audit', { id: app.id, auditStatus: 1 });
    expect(audit.body.code).toBe(200);
    const twice = await admin.post('/blade-system/tenant-apply/audit', { id: app.id, auditStatus: 1 });
    expect(twice.body.code).toBe(400);
    await login(t, '100001', 'newbie', 'Newbie123');
  });

  it('a merchant application, once approved, creates the tenant and its administrator', async () => {
    const anon = new Client(t.url);
    const r = await anon.req('POST', '/blade-system/tenant-apply/reg', {
      body: { tenantName: '青山景区', account: 'qingshan', password: 'Qs123456', password2: 'Qs123456', phone: '13912345678' },
      headers: await captchaHeaders(t),
    });
    expect(r.body.code).toBe(200);
    const { client: admin } = await login(t, ...DEMO.admin);
    const page = await admin.get('/blade-system/tenant-apply/page', { account: 'qingshan' });
    const audit = await admin.post('/blade-system/tenant-apply/audit', { id: page.body.data.records[0].id, auditStatus: 1 });
    const tenantId = audit.body.data.tenantId;
    expect(tenantId).toMatch(/^\d{6}$/);
    const { client } = await login(t, tenantId, 'qingshan', 'Qs123456');
    const routes = await client.get('/blade-system/menu/routes');
    expect(routes.body.data.length).toBeGreaterThan(3);
  });
});

describe('production start', () => {
  it('names the demo accounts that still have their demo passwords, and none once changed', async () => {
    const { demoPasswordsInUse } = await import('../src/seed/index.ts');
    const weak = await demoPasswordsInUse(t.db);
    expect(weak).toContain('000000/admin');
    expect(weak).not.toContain('100002/boss'); // changed in the password test above
  });
});

describe('client address', () => {
  // The per-address throttle counts by req.ip: a client that reaches us directly must not choose it.
  const failAs = async (remoteAddress: string, forwarded: string) =>
    t.app.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      remoteAddress,
      headers: { authorization: BASIC, 'x-forwarded-for': forwarded, ...(await captchaHeaders(t)) },
      query: { tenantId: '100001', username: 'no-such-user-xff', password: md5('wrong'), grant_type: 'password', scope: 'all' },
    });
  const ipKeys = async () =>
    (await t.db.query<{ key: string }>(sql`SELECT key FROM auth_login_attempt WHERE key LIKE 'ip:%'`)).map((r) => r.key);

  it('only a proxy on this host may name the client address with X-Forwarded-For', async () => {
    await failAs('203.0.113.7', '198.51.100.1');
    expect(await ipKeys()).toContain('ip:203.0.113.7');
    expect(await ipKeys()).not.toContain('ip:198.51.100.1');
    await failAs('127.0.0.1', '198.51.100.2');
    expect(await ipKeys()).toContain('ip:198.51.100.2');
  });
});
