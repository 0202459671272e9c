import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { BASIC, Client, startApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

const FINANCE_PHONE = '13900000002'; // demo user 100001 finance

const send = (body: Record<string, unknown>) => new Client(t.url).post('/blade-auth/sms/send', body);
const smsLogin = (query: Record<string, string>) =>
  new Client(t.url).req('POST', '/blade-auth/oauth/token', {
    query: { grant_type: 'sms', scope: 'all', ...query },
    headers: { Authorization: BASIC },
  });
/** The code the sandbox provider "sent" (what the person reads on the phone). */
const lastCode = async (tenantId: string, phone: string) =>
  (
    await t.db.one<{ code: string }>(sql`SELECT code FROM auth_sms_code WHERE tenant_id = ${tenantId} AND phone = ${phone}
    ORDER BY sent_at DESC, id DESC LIMIT 1`)
  )?.code;
/** Let the 60 s resend gap pass. */
const age = (phone: string) => t.db.query(sql`UPDATE auth_sms_code SET sent_at = sent_at - interval '61 seconds' WHERE phone = ${phone}`);

describe('phone (SMS) login', () => {
  it('sends a code, logs in with it once, and the code cannot be used again', async () => {
    const r = await send({ tenantId: '100001', phone: FINANCE_PHONE });
    expect(r.body.code).toBe(200);
    expect(r.body.data.message).toBe(MSG.smsSent);
    const code = await lastCode('100001', FINANCE_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    // a demo (sandbox SMS, not production) texts nothing: the answer carries the code for the page to show
    expect(r.body.data.demoCode).toBe(code);

    const ok = await smsLogin({ tenantId: '100001', phone: FINANCE_PHONE, code: code! });
    expect(ok.status).toBe(200);
    expect(ok.body.account).toBe('finance');
    expect(ok.body.tenant_id).toBe('100001');
    const me = await new Client(t.url, ok.body.access_token).get('/blade-auth/oauth/user-info');
    expect(me.body.data.account).toBe('finance');

    const again = await smsLogin({ tenantId: '100001', phone: FINANCE_PHONE, code: code! });
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe(MSG.captchaWrong);
  });

  it('checks the phone number with the spec messages and stores nothing', async () => {
    const before = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM auth_sms_code`);
    expect((await send({ tenantId: '100001', phone: '' })).body.msg).toBe(MSG.mobileEmpty);
    expect((await send({ tenantId: '100001', phone: '1390000' })).body.msg).toBe(MSG.mobileLength);
    expect((await send({ tenantId: '100001', phone: '23900000002' })).body.msg).toBe(MSG.mobileFormat);
    const after = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM auth_sms_code`);
    expect(after!.n).toBe(before!.n);
    const login = await smsLogin({ tenantId: '100001', phone: '1390000', code: '123456' });
    expect(login.status).toBe(400);
    expect(login.body.error_description).toBe(MSG.mobileLength);
  });

  it('allows one send per phone per 60 seconds', async () => {
    const phone = '13900000003'; // checker
    expect((await send({ tenantId: '100001', phone })).body.code).toBe(200);
    const second = await send({ tenantId: '100001', phone });
    expect(second.status).toBe(429);
    expect(second.body.msg).toBe(MSG.smsTooFrequent);
    await age(phone);
    expect((await send({ tenantId: '100001', phone })).body.code).toBe(200);
  });

  it('refuses a wrong, an expired, a superseded code and another tenant', async () => {
    const phone = FINANCE_PHONE;
    await age(phone);
    await send({ tenantId: '100001', phone });
    const first = (await lastCode('100001', phone))!;
    const wrong = await smsLogin({ tenantId: '100001', phone, code: first === '000000' ? '111111' : '000000' });
    expect(wrong.body.error_description).toBe(MSG.captchaWrong);
    // the same phone in the other tenant has no user and no code
    const other = await smsLogin({ tenantId: '100002', phone, code: first });
    expect(other.status).toBe(400);
    expect(other.body.error_description).toBe(MSG.captchaWrong);

    await age(phone);
    await send({ tenantId: '100001', phone });
    const second = (await lastCode('100001', phone))!;
    if (second !== first) {
      const superseded = await smsLogin({ tenantId: '100001', phone, code: first });
      expect(superseded.body.error_description).toBe(MSG.captchaWrong);
    }
    await t.db.query(sql`UPDATE auth_sms_code SET expires_at = now() - interval '1 second' WHERE phone = ${phone}`);
    const expired = await smsLogin({ tenantId: '100001', phone, code: second });
    expect(expired.body.error_description).toBe(MSG.captchaExpired);
    await t.db.query(sql`DELETE FROM auth_login_attempt WHERE key LIKE 'phone:%'`);
  });

  it('an unknown phone gets the same answer but no code, and cannot log in', async () => {
    const phone = '13912345678';
    const r = await send({ tenantId: '100001', phone });
    expect(r.body.code).toBe(200);
    expect(r.body.data.message).toBe(MSG.smsSent);
    expect(await lastCode('100001', phone)).toBe('-');
    const login = await smsLogin({ tenantId: '100001', phone, code: '-' });
    expect(login.body.error_description).toBe(MSG.captchaWrong);
  });

  it('locks the phone after 5 wrong codes, like the password login', async () => {
    const phone = '13900000003';
    await age(phone);
    await send({ tenantId: '100001', phone });
    const code = (await lastCode('100001', phone))!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await smsLogin({ tenantId: '100001', phone, code: wrongCode })).body.code);
    expect(answers.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(answers[4]).toBe(429);
    const locked = await smsLogin({ tenantId: '100001', phone, code });
    expect(locked.body.code).toBe(429);
    expect(locked.body.error_description).toBe(MSG.loginLocked);
    await t.db.query(sql`DELETE FROM auth_login_attempt`);
  }, 20_000);
});

describe('demo codes', () => {
  it('a production server with sandbox messages allowed (staging) answers no code, and neither does an unknown phone', async () => {
    const staging = await startApp({ production: true, allowSandbox: true });
    try {
      const r = await new Client(staging.url).post('/blade-auth/sms/send', { tenantId: '100001', phone: FINANCE_PHONE });
      expect([r.body.code, r.body.data.demoCode]).toEqual([200, undefined]);
    } finally {
      await staging.close();
    }
    const unknown = await send({ tenantId: '100001', phone: '13900009999' });
    expect([unknown.body.code, unknown.body.data.demoCode]).toEqual([200, undefined]);
  });

  it('the storefront login answers the code too', async () => {
    const phone = '13900007777';
    const r = await new Client(t.url).post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
    const stored = await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`);
    expect(r.body.data.demoCode).toBe(stored!.code);
  });
});
