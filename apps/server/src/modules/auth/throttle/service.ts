import { AUTH_MSG, MSG } from '@yym/contract';
import type { Services } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad, tooMany } from '../../../platform/errors.ts';
import * as repo from './repo.ts';

// Login throttling. Every attempt is counted BEFORE the credential is checked, in one statement
// (repo.countAttempts), so a burst of parallel guesses is counted exactly like the same guesses sent
// one after another. A success gives its attempt back. Three counters:
//  - account + address: PAIR_LOCK_AFTER failures in WINDOW_S lock that pair (only) for LOCK_S;
//  - account, from every address: past ACCOUNT_CAPTCHA_AFTER failures the account needs the captcha
//    (never a lock, so nobody can lock the owner out from elsewhere) and answers are slowed;
//  - address, over every account: IP_LOCK_AFTER failures lock the address (one address guessing many accounts).
// From SLOW_AFTER failures of the pair or the account each failed answer waits SLOW_MS.
const WINDOW_S = 900;
const LOCK_S = 900;
export const PAIR_LOCK_AFTER = 5;
export const ACCOUNT_CAPTCHA_AFTER = 10;
export const IP_LOCK_AFTER = 30;
const SLOW_AFTER = 3;
const SLOW_MS = 1000;
/** A counter that never locks (int4 max). */
const NEVER = 2_147_483_647;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Fail = (msg: string) => Promise<never>;

export interface Guard {
  /** `acct:<tenant>:<account>` or `phone:<tenant>:<phone>`. */
  accountKey: string;
  ip: string;
  /** A captcha was presented and answered right for this attempt. */
  captchaOk: boolean;
  /** What the account-wide escalation asks for: the captcha (password logins) or nothing but waiting (codes). */
  escalation: 'captcha' | 'lock';
}

/**
 * Run one login check under the throttle: the attempt is counted first; a locked pair or address is
 * refused without checking anything; an account under attack from many addresses needs the captcha;
 * a failure is slowed from the 3rd; success gives the attempt back and clears the pair.
 */
export async function throttled(svc: Services, g: Guard, check: (fail: Fail) => Promise<Row>): Promise<Row> {
  const pair = { key: `${g.accountKey}@${g.ip}`, lockAt: PAIR_LOCK_AFTER };
  const account = { key: g.accountKey, lockAt: NEVER };
  const address = { key: `ip:${g.ip}`, lockAt: IP_LOCK_AFTER };
  const counts = await repo.countAttempts(svc.db, [pair, account, address], WINDOW_S, LOCK_S);
  const n = (c: { key: string }) => counts.get(c.key) ?? 1;
  if (n(pair) > PAIR_LOCK_AFTER || n(address) > IP_LOCK_AFTER) throw tooMany(MSG.loginLocked);
  if (n(account) > ACCOUNT_CAPTCHA_AFTER && !g.captchaOk) {
    await sleep(SLOW_MS);
    throw g.escalation === 'captcha' ? bad(AUTH_MSG.captchaRequired) : tooMany(MSG.loginLocked);
  }
  const fail: Fail = async (msg) => {
    if (Math.max(n(pair), n(account)) >= SLOW_AFTER) await sleep(SLOW_MS);
    if (n(pair) >= PAIR_LOCK_AFTER || n(address) >= IP_LOCK_AFTER) throw tooMany(MSG.loginLocked);
    throw bad(msg);
  };
  const user = await check(fail);
  await repo.clearFailures(svc.db, pair.key);
  await repo.giveBack(svc.db, [account, address]);
  return user;
}

// Public forms (staff registrations, merchant applications): counted per address in the database
// before the form is handled, so a parallel burst counts exactly; a fixed window from the first one.
/** Count one submission of a public form from an address; refused past `perWindow` in `windowSeconds`. */
export async function countFormSubmission(svc: Services, form: string, ip: string, perWindow: number, windowSeconds: number) {
  const key = `form:${form}:${ip}`;
  const counts = await repo.countAttempts(svc.db, [{ key, lockAt: NEVER }], windowSeconds, windowSeconds);
  if ((counts.get(key) ?? 1) > perWindow) throw tooMany(AUTH_MSG.applyTooFrequent);
}

// Other areas' throttles (the storefront's order look-ups, card codes, portals) count failures of
// their own keys with these; the window is the login throttle's.
const FAILURE_WINDOW_S = 900;

/** Is any of these throttle keys locked? (The storefront throttles its order look-ups the same way.) */
export async function lockedKeys(svc: Services, keys: string[]): Promise<boolean> {
  return (await repo.lockedCount(svc.db, keys)) > 0;
}

/** Count a failure of a throttle key, locking it at `lockAfter` failures in the window; answers the count. */
export const recordFailure = (svc: Services, key: string, lockAfter: number): Promise<number> =>
  repo.countFailure(svc.db, key, lockAfter, FAILURE_WINDOW_S);

/**
 * One try at a code a person types (a storefront SMS login code, an e-card activation code): the try
 * is counted on every key BEFORE the code is checked, in one statement, so a parallel burst is checked
 * no more often than the same tries sent one by one; past a key's `lockAt` tries the key is locked
 * and refused. A try that `check` answers gives its count back, and so does one whose error `wrong`
 * says is not a wrong code (a bad form, a closed card).
 */
export async function codeTry<T>(
  svc: Services,
  counters: repo.Counter[],
  lockedMsg: string,
  check: () => Promise<T>,
  wrong: (e: unknown) => boolean = () => true,
): Promise<T> {
  const counts = await repo.countAttempts(svc.db, counters, FAILURE_WINDOW_S, FAILURE_WINDOW_S);
  if (counters.some((c) => (counts.get(c.key) ?? 1) > c.lockAt)) throw tooMany(lockedMsg);
  try {
    const value = await check();
    await repo.giveBack(svc.db, counters);
    return value;
  } catch (e) {
    if (!wrong(e)) await repo.giveBack(svc.db, counters);
    throw e;
  }
}
