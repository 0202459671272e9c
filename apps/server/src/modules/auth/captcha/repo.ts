import type { Queryable } from '../../../platform/db.ts';
import { sql } from '../../../platform/sql.ts';

// Captchas belong to no tenant.
export async function insertCaptcha(q: Queryable, key: string, answer: string, purpose: string, ttlSeconds: number) {
  await q.query(sql`DELETE FROM auth_captcha WHERE expires_at < now()`);
  await q.query(sql`INSERT INTO auth_captcha (key, answer, purpose, expires_at)
    VALUES (${key}, ${answer}, ${purpose}, now() + make_interval(secs => ${ttlSeconds}))`);
}

/** Deletes the captcha whatever the outcome, so it can be tried only once. */
export const takeCaptcha = (q: Queryable, key: string) =>
  q.one<{ answer: string; purpose: string; expired: boolean }>(
    sql`DELETE FROM auth_captcha WHERE key = ${key} RETURNING answer, purpose, expires_at < now() AS expired`,
  );
