import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECARD_MSG, ECARD_QR_PREFIX, MSG } from '@yym/contract';
import { ticketQr } from '../src/modules/order/purchase/service.ts';
import { Client, DEMO, login, smsCodeOf, startApp, type TestApp } from './harness.ts';
import { ecardKit } from './ecard-helpers.ts';

// Codes a person types (storefront SMS login codes, e-card activation codes) under a burst of
// parallel guesses: each try is counted before the code is checked, so no more guesses are checked
// than the limit allows one after another, and the right code sent after the burst is refused too.
let t: TestApp;
let k: ReturnType<typeof ecardKit>;

describe.skipIf(!process.env.DATABASE_URL)('guessing a code in parallel (PostgreSQL only: PGlite runs one statement at a time)', () => {
  beforeAll(async () => {
    t = await startApp();
    k = ecardKit(t, (await login(t, ...DEMO.boss)).client);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('100 parallel wrong SMS codes: 5 are checked, the rest and then the right code are refused', async () => {
    const phone = '13912340077';
    const from = (i: number) => new Client(t.url, null, { 'X-Forwarded-For': `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}` });
    expect((await from(0).post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone })).body.code).toBe(200);
    const right = await smsCodeOf(t, phone);
    const wrong = right === '000000' ? '000001' : '000000';
    const rs = await Promise.all(
      Array.from({ length: 100 }, (_, i) => from(i + 1).post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: wrong })),
    );
    expect(rs.filter((r) => r.body.msg === MSG.captchaWrong).length).toBe(5);
    expect(rs.filter((r) => r.body.msg === MSG.loginLocked).length).toBe(95);
    const last = await from(150).post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: right });
    expect([last.body.code, last.body.msg]).toEqual([429, MSG.loginLocked]);
  });

  it('100 parallel wrong activation codes of one customer: 10 are checked, then a right code is refused', async () => {
    const cardId = await k.makeCard();
    const b = await k.prefab(cardId, 1);
    const [code] = await k.codesOf(b.id);
    const cu = await k.customer();
    const act = (c: string, i: number) =>
      k.h5(
        '/yym-product-api/h5/eCard/activate',
        cu.token,
        { code: c, holderName: '张三', holderPhone: cu.phone },
        undefined,
        `10.78.0.${i + 1}`,
      );
    const rs = await Promise.all(Array.from({ length: 100 }, (_, i) => act('ZZZZZZZZZZZZZZZZ', i)));
    expect(rs.filter((r) => r.body.msg === ECARD_MSG.codeInvalid).length).toBe(10);
    expect(rs.filter((r) => r.body.msg === ECARD_MSG.tooManyAttempts).length).toBe(90);
    const last = await act(code!, 200);
    expect([last.status, last.body.msg]).toEqual([429, ECARD_MSG.tooManyAttempts]);
  });
});

describe('ticket QR codes', () => {
  it("never start as a held e-card's entry QR (the gate would look for a card): one random code in 4,096 did", () => {
    const codes = Array.from({ length: 40_000 }, ticketQr);
    expect(codes.filter((c) => c.startsWith(ECARD_QR_PREFIX))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
