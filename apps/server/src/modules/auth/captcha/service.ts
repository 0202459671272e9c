import svgCaptcha from 'svg-captcha';
import { AUTH_MSG, MSG } from '@yym/contract';
import type { Services } from '../../../platform/context.ts';
import { bad } from '../../../platform/errors.ts';
import { newId } from '../../../platform/tokens.ts';
import { countFormSubmission } from '../throttle/service.ts';
import * as repo from './repo.ts';

export type CaptchaPurpose = 'login' | 'distributor' | 'poi';
const CAPTCHA_TTL_S = 300;

/** A fresh captcha: the answer stays in the database, single use, expiring in 5 minutes. */
export async function createCaptcha(svc: Services, purpose: CaptchaPurpose) {
  const image = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f2f6fc',
    width: 110,
    height: 40,
  });
  const key = newId();
  await repo.insertCaptcha(svc.db, key, image.text.toLowerCase(), purpose, CAPTCHA_TTL_S);
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}` };
}

/** Consume a captcha answer: it is deleted whatever the outcome, so it can be tried only once. */
export async function checkCaptcha(svc: Services, key: string | undefined, code: string | undefined, purpose: CaptchaPurpose) {
  if (!key || !code) throw bad(MSG.captchaWrong);
  const row = await repo.takeCaptcha(svc.db, key);
  if (!row || row.purpose !== purpose) throw bad(MSG.captchaWrong);
  if (row.expired) throw bad(MSG.captchaExpired);
  if (row.answer !== code.trim().toLowerCase()) throw bad(MSG.captchaWrong);
}

/**
 * Check the captcha of a login: required when captchas are on and the login asks for it (the captcha
 * grant, the staff logins), and checked whenever one is presented (an account under attack needs it
 * even when captchas are off). Answers whether a right answer was given.
 */
export async function presentedCaptcha(
  svc: Services,
  asked: boolean,
  key: string | undefined,
  code: string | undefined,
  purpose: CaptchaPurpose,
) {
  if (!(asked && svc.cfg.captcha) && !key) return false;
  await checkCaptcha(svc, key, code, purpose);
  return true;
}

/** Whether the login form must show the captcha (CAPTCHA=off: only when a login is refused for lacking it). */
export const captchaRequired = (svc: Services) => ({ required: svc.cfg.captcha });

/**
 * Public forms (registrations, merchant applications): the login captcha when captchas are on (or
 * whenever one is presented), then at most `perWindow` submissions per address in `windowSeconds`.
 */
export async function guardPublicForm(
  svc: Services,
  headers: Record<string, unknown>,
  ip: string,
  form: string,
  limit: { perWindow: number; windowSeconds: number },
) {
  const key = headers['captcha-key'] as string | undefined;
  const code = headers['captcha-code'] as string | undefined;
  if (svc.cfg.captcha && (!key || !code)) throw bad(AUTH_MSG.captchaMissing);
  await presentedCaptcha(svc, true, key, code, 'login');
  await countFormSubmission(svc, form, ip, limit.perWindow, limit.windowSeconds);
}
