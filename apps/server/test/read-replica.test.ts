import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { adminQuery, withDbName } from './db.ts';

// DATABASE_READ_URL on PostgreSQL: lists go to the replica, a browser that just saved reads the
// primary, and a replica that is gone or failing is replaced by the primary without an error. The
// "replica" here is a copy of the seeded database that never catches up (the worst lag there is), so
// which one answered shows in the rows; the streaming replica itself runs in `npm run test:scale`.
const url = process.env.DATABASE_URL;

const titles = async (c: Client) =>
  ((await c.get('/blade-desk/notice/page', { current: 1, size: 50 })).body.data?.records ?? []).map((r: { title: string }) => r.title);

/** A client that keeps the cookies the server sets, as a browser does. */
class Browser extends Client {
  cookie = '';
  override async req<T = any>(method: string, path: string, opts: Parameters<Client['req']>[2] = {}) {
    const u = new URL(`/api${path}`, this.base);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(opts.headers ?? {}), ...(this.cookie ? { cookie: this.cookie } : {}) };
    if (this.token) headers['Blade-Auth'] = `bearer ${this.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(u, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const set = r.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return { status: r.status, body: (await r.json()) as any as { code: number; success: boolean; data: T; msg: string } };
  }
}

describe.skipIf(!url)('lists on a read replica (PostgreSQL only)', () => {
  const name = `yym_replica_${process.pid}_${Date.now() % 100000}`;
  let t: TestApp;
  let stale: pg.Client;
  beforeAll(async () => {
    await adminQuery(url!, `CREATE DATABASE ${name} TEMPLATE ${(inject as (k: string) => string)('templateDb')}`);
    t = await startApp({ databaseReadUrl: withDbName(url!, name), readYourWritesMs: 120_000 });
    stale = new pg.Client({ connectionString: withDbName(url!, name) });
    stale.on('error', () => {}); // ended by the second test's termination of the replica's connections
    await stale.connect();
  });
  afterAll(async () => {
    await stale?.end();
    await t?.close();
    await adminQuery(url!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('a save is seen at once by the browser that saved; a list without a recent save reads the replica', async () => {
    const { token } = await login(t, ...DEMO.boss);
    // a session the replica has not replayed is looked up on the primary, not refused
    const other = new Client(t.url, token.access_token);
    expect((await other.get('/blade-desk/notice/page')).body.code).toBe(200);

    const browser = new Browser(t.url, token.access_token);
    expect((await browser.post('/blade-desk/notice/submit', { title: '刚保存的通知', status: 1 })).body.code).toBe(200);
    expect(browser.cookie).toMatch(/^yym_wrote=\d+$/);
    expect(await titles(browser)).toContain('刚保存的通知');

    // the replica's own row shows where a list without a recent save was answered
    await stale.query(`INSERT INTO blade_notice (tenant_id, title, status, create_time) VALUES ('100001', '只在副本上的通知', 1, now())`);
    expect(await titles(other)).toContain('只在副本上的通知');
    expect(await titles(other)).not.toContain('刚保存的通知');
    expect(await titles(browser)).not.toContain('只在副本上的通知');
  }, 180_000);

  it('a replica that stops answering is replaced by the primary: no list fails', async () => {
    const { client } = await login(t, ...DEMO.boss);
    expect(t.db.replica?.().inUse).toBe(true);
    await adminQuery(url!, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await adminQuery(url!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    for (let i = 0; i < 5; i++) expect((await client.get('/blade-desk/notice/page')).body.code).toBe(200);
    expect(await titles(client)).not.toContain('只在副本上的通知');
    expect(t.db.replica?.().inUse).toBe(false);
    // back: the next checks find it and lists return to it
    await adminQuery(url!, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await expect.poll(() => t.db.replica?.().inUse, { timeout: 5000 }).toBe(true);
    expect(await titles(client)).toContain('只在副本上的通知');
  }, 180_000);
});
