import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';

// A request whose client has gone away still runs its transaction and writes its operation-log line:
// the server's shutdown must wait for it before the database pool ends. PostgreSQL only: the request
// is held on a row lock that another connection of the same pool keeps (PGlite has one connection).
const pg = !!process.env.DATABASE_URL;

describe.skipIf(!pg)('shutdown with a request still running (PostgreSQL only)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = (await login(t, ...DEMO.admin)).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('waits for a handler whose client gave up, and the handler commits and logs its call', async () => {
    const key = 'shutdown.held';
    // Another transaction inserts the same key first and waits: the route's INSERT waits on the unique index.
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    const holding = t.db
      .tx(async (q) => {
        await q.query(sql`INSERT INTO blade_param (param_name, param_key, param_value) VALUES ('held', ${key}, 'held')`);
        await released;
        throw new Error('roll back: the held key gives way to the request');
      })
      .catch(() => {});
    try {
      const abort = new AbortController();
      const call = fetch(`${t.url}/api/blade-system/param/submit`, {
        method: 'POST',
        headers: { 'Blade-Auth': `bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ paramName: '关停测试', paramKey: key, paramValue: '1' }),
        signal: abort.signal,
      }).catch((e: Error) => e);
      const waiting = async () =>
        Number(
          (await t.db.one<{ n: string }>(
            sql`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          ))!.n,
        );
      for (let i = 0; i < 500 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await waiting()).toBe(1);

      abort.abort(); // the client leaves: nothing holds the HTTP server open any more
      expect(await call).toBeInstanceOf(Error);
      const closing = t.app.close().then(() => 'closed');
      const early = await Promise.race([closing, new Promise((r) => setTimeout(() => r('still waiting'), 300))]);
      expect(early).toBe('still waiting');
      expect(t.app.svc.inFlight.size).toBe(1);

      release();
      await holding;
      expect(await closing).toBe('closed');
      expect(t.app.svc.inFlight.size).toBe(0);
      const kept = await t.db.query(sql`SELECT param_value FROM blade_param WHERE param_key = ${key} AND is_deleted = 0`);
      expect(kept).toEqual([{ param_value: '1' }]);
      const logged = await t.db.query(
        sql`SELECT outcome_code FROM blade_log_api WHERE route = '/blade-system/param/submit' AND title <> '' ORDER BY id DESC LIMIT 1`,
      );
      expect(logged).toEqual([{ outcome_code: 200 }]);
    } finally {
      release(); // a failed expectation must not leave the request, and so the shutdown, waiting
      await holding;
    }
  }, 30_000);
});
