import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { buildApp, type App } from '../src/app.ts';
import type { Database } from '../src/platform/db.ts';
import { sql } from '../src/platform/sql.ts';
import { md5 } from '../src/platform/tokens.ts';
import { adminQuery, openPg, openPglite, withDbName } from './db.ts';

export interface TestApp {
  url: string;
  db: Database;
  app: App;
  cfg: Config;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database made from the seeded template; `drop` removes it. */
async function freshPgDatabase(url: string) {
  const name = `yym_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${(inject as (k: string) => string)('templateDb')}`);
  return { url: withDbName(url, name), drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined) };
}

/** The run's storage: local folders, or the local S3 server's bucket under TEST_STORAGE=s3 (global-setup.ts). */
export const testStorage = (): Config['storage'] => (inject as (k: string) => Config['storage'] | null)('s3') ?? { kind: 'local' };

const testConfig = (overrides: Partial<Config>) =>
  loadConfig(
    { ...process.env, DATA_DIR: '/tmp/yym-test-unused' },
    { memoryDb: true, logLevel: 'silent', storage: testStorage(), ...overrides },
  );

/** The real app on a database, listening on a free port; `onClose` runs after the app and its pool are closed. */
async function listen(db: Database, cfg: Config, onClose: () => Promise<void>): Promise<TestApp> {
  const app = await buildApp(cfg, db, { logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${addr.port}`,
    db,
    app,
    cfg,
    async close() {
      await app.close();
      await db.close();
      await onClose();
    },
  };
}

/** A fresh, seeded database of the configured driver and the real app listening on a free port. */
export async function startApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const fresh = await freshPgDatabase(url);
    const cfg = testConfig(overrides);
    return listen(await openPg(fresh.url, 20, cfg.databaseReadUrl), cfg, fresh.drop);
  }
  const snap = readFileSync((inject as (k: string) => string)('pgliteSnapshot'));
  return listen(await openPglite(null, new Blob([snap])), testConfig(overrides), async () => {});
}

export interface Res<T = any> {
  status: number;
  body: { code: number; success: boolean; data: T; msg: string } & Record<string, any>;
}

/** A tiny HTTP client speaking the API's contract. */
export class Client {
  constructor(
    readonly base: string,
    public token: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {}

  async req<T = any>(
    method: string,
    path: string,
    opts: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Res<T>> {
    const u = new URL(`/api${path}`, this.base);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...this.headers, ...(opts.headers ?? {}) };
    if (this.token) headers['Blade-Auth'] = `bearer ${this.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(u, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await r.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text };
    }
    return { status: r.status, body };
  }
  get<T = any>(path: string, query?: Record<string, unknown>) {
    return this.req<T>('GET', path, { query });
  }
  post<T = any>(path: string, body?: unknown, query?: Record<string, unknown>) {
    return this.req<T>('POST', path, { body, query });
  }
}

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** Read the captcha answer the server stored (what a person reads off the picture). */
export async function solveCaptcha(t: TestApp, path = '/blade-auth/oauth/captcha') {
  const c = new Client(t.url);
  const r = await c.get(path);
  const row = await t.db.one<{ answer: string }>(sql`SELECT answer FROM auth_captcha WHERE key = ${r.body.data.key}`);
  return { key: r.body.data.key as string, code: row!.answer };
}

/** Log in the way the web app does: captcha grant, MD5 of the typed password. */
export async function login(t: TestApp, tenantId: string, username: string, password: string) {
  const cap = await solveCaptcha(t);
  const c = new Client(t.url);
  const r = await c.req('POST', '/blade-auth/oauth/token', {
    query: { tenantId, username, password: md5(password), grant_type: 'captcha', scope: 'all', type: 'account' },
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId, 'Captcha-Key': cap.key, 'Captcha-Code': cap.code },
  });
  if (r.status !== 200) throw new Error(`login ${tenantId}/${username} failed: ${JSON.stringify(r.body)}`);
  return { client: new Client(t.url, r.body.access_token), token: r.body as any };
}

export const DEMO = {
  admin: ['000000', 'admin', 'Admin1234'],
  boss: ['100001', 'boss', 'Demo1234'],
  finance: ['100001', 'finance', 'Demo1234'],
  checker: ['100001', 'checker', 'Demo1234'],
  boss2: ['100002', 'boss', 'Demo1234'],
} as const;

/** Headers carrying a solved login captcha (logins, registrations, merchant applications). */
export async function captchaHeaders(t: TestApp): Promise<Record<string, string>> {
  const cap = await solveCaptcha(t);
  return { 'Captcha-Key': cap.key, 'Captcha-Code': cap.code };
}

/**
 * Two real server instances (two pools, two apps, two job runners) on ONE fresh PostgreSQL database,
 * as two processes behind a load balancer would be. PostgreSQL only (DATABASE_URL): PGlite is one process.
 */
export async function startTwoApps(overrides: Partial<Config> = {}, configs?: [Config, Config]): Promise<[TestApp, TestApp]> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('startTwoApps needs DATABASE_URL (PostgreSQL)');
  const fresh = await freshPgDatabase(url);
  const shared = configs ? null : testConfig(overrides);
  const [cfgA, cfgB] = configs ?? [shared!, shared!];
  let open = 2;
  const dropAfterBoth = async () => {
    if (--open === 0) await fresh.drop();
  };
  const first = await listen(await openPg(fresh.url, 10), cfgA, dropAfterBoth);
  return [first, await listen(await openPg(fresh.url, 10), cfgB, dropAfterBoth)];
}

/** A process's configuration as a deployment gives it: its environment (its own DATA_DIR, secrets or none). */
export const deployedConfig = (env: Record<string, string>, overrides: Partial<Config> = {}) =>
  loadConfig({ ...process.env, ...env }, { logLevel: 'silent', storage: testStorage(), ...overrides });

/** The SMS code last sent to a phone, as the customer reads it off the message. */
export const smsCodeOf = async (t: TestApp, phone: string, tenantId = '100001') =>
  (await t.db.one<{ code: string }>(
    sql`SELECT code FROM uc_login_code WHERE tenant_id = ${tenantId} AND phone = ${phone} ORDER BY id DESC LIMIT 1`,
  ))!.code;

/**
 * A storefront customer logged in by phone and SMS code (each from its own address, as the send is
 * limited per address): the session's answer (token, customerId).
 */
export async function customerLogin(t: TestApp, phone: string, ip: string, tenantId = '100001') {
  const anon = new Client(t.url, null, { 'X-Forwarded-For': ip });
  const sent = await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId, phone });
  if (sent.body.code !== 200) throw new Error(`sms send: ${sent.body.msg}`);
  const r = await anon.post('/yym-usercenter-api/h5/login', { tenantId, phone, code: await smsCodeOf(t, phone, tenantId) });
  if (r.body.code !== 200) throw new Error(`customer login: ${r.body.msg}`);
  return r.body.data as { token: string; customerId: string };
}

/** A credential of the upload call (the `data` string parsed). */
export interface UploadCred {
  uploadUrl: string;
  headers: Record<string, string>;
  key: string;
  url: string;
  confirmUrl?: string;
}

/**
 * An upload as the browser sends it: the PUT to the credential's URL (this server's, or the bucket's
 * presigned one under object storage) and then, under object storage, the confirm. `signed` stands in
 * for the server URL that carries the signature (this server's PUT or the confirm), to tamper with it.
 */
export async function sendUpload(t: { url: string }, cred: UploadCred, bytes: Buffer, signed = cred.confirmUrl ?? cred.uploadUrl) {
  const answer = async (r: Response) => ({
    status: r.status,
    body: (await r.json().catch(() => ({ code: r.status, msg: '' }))) as { code: number; msg: string; data: any },
  });
  if (!cred.confirmUrl) return answer(await fetch(t.url + signed, { method: 'PUT', headers: cred.headers, body: new Uint8Array(bytes) }));
  const put = await fetch(cred.uploadUrl, { method: 'PUT', headers: cred.headers, body: new Uint8Array(bytes) });
  if (!put.ok) return { status: put.status, body: { code: put.status, msg: await put.text(), data: null } };
  return answer(await fetch(t.url + signed, { method: 'POST' }));
}

/** The storage providers the file tests run on (upload, export, face photo, invoice): local folders and a bucket. */
export const STORAGE_KINDS = ['local', 's3'] as const;

/**
 * An app on one storage provider: local folders, or a bucket of a local S3 server started for it (on a
 * free loopback port, stopped with the app), whatever TEST_STORAGE says.
 */
export async function startAppOn(kind: (typeof STORAGE_KINDS)[number], overrides: Partial<Config> = {}): Promise<TestApp> {
  const { startS3Server } = await import('./s3.ts');
  const s3 = kind === 's3' ? await startS3Server() : null;
  const t = await startApp({ storage: s3 ? s3.config : { kind: 'local' }, ...overrides });
  return {
    ...t,
    async close() {
      await t.close();
      await s3?.stop();
    },
  };
}
