import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG, MSG } from '@yym/contract';
import { md5 } from '../src/platform/tokens.ts';
import { BASIC, Client, DEMO, captchaHeaders, startApp, type TestApp } from './harness.ts';

// The login throttle (modules/auth/throttle/service.ts): attempts counted before the password is checked;
// 5 failures lock an account at one address only; 10 failures of an account from everywhere make it
// need the captcha; 30 failures from one address over any accounts lock the address.
// Captchas are off here, as for automation: the throttle is then what guards the password grant (with
// them on, every password login needs a solved captcha, see auth.test.ts).
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ captcha: false });
});
afterAll(async () => {
  await t?.close();
});

/** A password-grant login from `from` (the test client is a trusted proxy, so X-Forwarded-For names the address). */
const passwordLogin = (from: string, [tenantId, username]: readonly string[], password: string, headers: Record<string, string> = {}) =>
  new Client(t.url).req('POST', '/blade-auth/oauth/token', {
    query: { tenantId, username, password: md5(password), grant_type: headers['Captcha-Key'] ? 'captcha' : 'password', scope: 'all' },
    headers: { Authorization: BASIC, 'X-Forwarded-For': from, ...headers },
  });
const answer = (r: { status: number; body: any }) => (r.status === 200 ? 'ok' : r.body.error_description);
function tally(answers: string[]) {
  const m: Record<string, number> = {};
  for (const a of answers) m[a] = (m[a] ?? 0) + 1;
  return m;
}

describe('parallel guesses', () => {
  it('a burst of 30 wrong passwords is counted like 30 in a row: 4 refusals, then locked, and the right one is locked out', async () => {
    const from = '198.51.100.1';
    const wrong = await Promise.all(Array.from({ length: 30 }, (_, i) => passwordLogin(from, DEMO.boss, `wrong-${i}`)));
    // today: 8 answer 用户名或密码错误 (the failures were counted after the password check)
    expect(tally(wrong.map(answer))).toEqual({ [MSG.loginFailed]: 4, [MSG.loginLocked]: 26 });
    expect(wrong.filter((r) => r.body.code === 429)).toHaveLength(26);
    const right = await passwordLogin(from, DEMO.boss, DEMO.boss[2]);
    expect(right.status).toBe(400);
    expect(right.body.error_code).toBe(429);
    expect(right.body.access_token).toBeUndefined();
  }, 30_000);

  it('31 at once with the right one last never let more than 5 be checked', async () => {
    const from = '198.51.100.2';
    const all = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => passwordLogin(from, DEMO.checker, `wrong-${i}`)),
      passwordLogin(from, DEMO.checker, DEMO.checker[2]),
    ]);
    const answers = all.map(answer);
    expect(answers.filter((a) => a === MSG.loginFailed).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a !== MSG.loginLocked).length).toBeLessThanOrEqual(5);
  }, 30_000);
});

describe('nobody can lock the owner out', () => {
  it('five wrong passwords lock the account at that address only; the owner elsewhere still logs in', async () => {
    const attacker = '203.0.113.50';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(answer(await passwordLogin(attacker, DEMO.admin, `guess-${i}`)));
    expect(answers).toEqual([...Array(4).fill(MSG.loginFailed), MSG.loginLocked]);
    expect(answer(await passwordLogin(attacker, DEMO.admin, DEMO.admin[2]))).toBe(MSG.loginLocked);
    // today: 登录失败次数过多 (429) for the platform administrator at his own address
    const owner = await passwordLogin('192.0.2.10', DEMO.admin, DEMO.admin[2]);
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toBeTruthy();
  }, 30_000);

  it('after 10 failures from everywhere the account needs the captcha, and the owner with it logs in', async () => {
    const account = DEMO.finance;
    const spread = await Promise.all(Array.from({ length: 10 }, (_, i) => passwordLogin(`203.0.113.${100 + i}`, account, `guess-${i}`)));
    expect(spread.map(answer)).toEqual(Array(10).fill(MSG.loginFailed));
    const started = Date.now();
    const noCaptcha = await passwordLogin('192.0.2.20', account, account[2]);
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.error_description).toBe(AUTH_MSG.captchaRequired);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900); // answers are slowed
    // another guesser without the captcha gets the same answer, whatever the password
    expect(answer(await passwordLogin('203.0.113.120', account, 'guess-x'))).toBe(AUTH_MSG.captchaRequired);
    const withCaptcha = await passwordLogin('192.0.2.20', account, account[2], await captchaHeaders(t));
    expect(withCaptcha.status).toBe(200);
    // the owner's success does not lift the escalation for the guessers
    expect(answer(await passwordLogin('203.0.113.121', account, 'guess-y'))).toBe(AUTH_MSG.captchaRequired);
  }, 30_000);

  it('one address guessing many accounts is locked after 30 failures', async () => {
    const from = '198.51.100.77';
    const spray = await Promise.all(Array.from({ length: 30 }, (_, i) => passwordLogin(from, ['100001', `nobody${i}`], 'guess')));
    expect(tally(spray.map(answer))).toEqual({ [MSG.loginFailed]: 29, [MSG.loginLocked]: 1 });
    expect(answer(await passwordLogin(from, DEMO.boss2, DEMO.boss2[2]))).toBe(MSG.loginLocked);
    expect((await passwordLogin('198.51.100.78', DEMO.boss2, DEMO.boss2[2])).status).toBe(200);
  }, 30_000);
});
