import type { Queryable } from '../../../platform/db.ts';
import { sql } from '../../../platform/sql.ts';

// Login attempts belong to no tenant.
export async function lockedCount(q: Queryable, keys: string[]): Promise<number> {
  const row = await q.one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM auth_login_attempt WHERE key = ANY(${keys}::text[]) AND locked_until > now()`,
  );
  return row?.n ?? 0;
}

/** Count a failure in the window (a new window after it), locking the key at `lockAfter`; answers the count. */
export async function countFailure(q: Queryable, key: string, lockAfter: number, windowSeconds: number): Promise<number> {
  const row = await q.one<{ failures: number }>(sql`
    INSERT INTO auth_login_attempt (key, failures, first_failure_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN auth_login_attempt.first_failure_at < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE auth_login_attempt.failures + 1 END,
      first_failure_at = CASE WHEN auth_login_attempt.first_failure_at < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE auth_login_attempt.first_failure_at END,
      locked_until = CASE WHEN auth_login_attempt.first_failure_at >= now() - make_interval(secs => ${windowSeconds})
                           AND auth_login_attempt.failures + 1 >= ${lockAfter}
                          THEN now() + make_interval(secs => ${windowSeconds}) ELSE auth_login_attempt.locked_until END
    RETURNING failures`);
  return row?.failures ?? 1;
}

/** A throttle counter: its key and the count at which it locks (a huge number for counters that never lock). */
export interface Counter {
  key: string;
  lockAt: number;
}

/**
 * Count an attempt on several keys in ONE statement, before the credential is checked, so parallel
 * attempts are numbered one after another exactly like sequential ones. A passed lock, or an elapsed
 * window of an unlocked key, starts a new window; a key locks for `lockSeconds` when its count reaches
 * its `lockAt`, and keeps counting while locked. Answers each key's count including this attempt.
 */
export async function countAttempts(q: Queryable, counters: Counter[], windowSeconds: number, lockSeconds: number) {
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : 1)); // one lock order for concurrent statements
  const fresh = sql`((a.locked_until IS NULL OR a.locked_until <= now())
    AND (a.locked_until IS NOT NULL OR a.first_failure_at < now() - make_interval(secs => ${windowSeconds})))`;
  const rows = await q.query<{ key: string; failures: number }>(sql`
    WITH input(k, l) AS (SELECT * FROM unnest(${sorted.map((c) => c.key)}::text[], ${sorted.map((c) => c.lockAt)}::int[]))
    INSERT INTO auth_login_attempt AS a (key, failures, first_failure_at, locked_until)
    SELECT k, 1, now(), CASE WHEN l <= 1 THEN now() + make_interval(secs => ${lockSeconds}) END FROM input ORDER BY k
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${fresh} THEN 1 ELSE a.failures + 1 END,
      first_failure_at = CASE WHEN ${fresh} THEN now() ELSE a.first_failure_at END,
      locked_until = CASE WHEN a.locked_until > now() THEN a.locked_until
                          WHEN (CASE WHEN ${fresh} THEN 1 ELSE a.failures + 1 END) >= (SELECT l FROM input WHERE k = a.key)
                          THEN now() + make_interval(secs => ${lockSeconds}) END
    RETURNING key, failures`);
  return new Map(rows.map((r) => [r.key, r.failures]));
}

/** Give back an attempt that succeeded (the counters count failures); a lock it alone caused is lifted. */
export async function giveBack(q: Queryable, counters: Counter[]) {
  await q.query(sql`UPDATE auth_login_attempt a SET failures = greatest(a.failures - 1, 0),
      locked_until = CASE WHEN a.failures - 1 >= i.l THEN a.locked_until END
    FROM unnest(${counters.map((c) => c.key)}::text[], ${counters.map((c) => c.lockAt)}::int[]) AS i(k, l) WHERE a.key = i.k`);
}

export async function clearFailures(q: Queryable, key: string) {
  await q.query(sql`DELETE FROM auth_login_attempt WHERE key = ${key}`);
}
