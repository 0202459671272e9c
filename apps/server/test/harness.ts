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

/** A fresh, seeded database of the configured driver and the real app listening on a free port. */
export async function startApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  let db: Database;
  let drop: (() => Promise<void>) | null = null;
  if (url) {
    const name = `yym_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${(inject as (k: string) => string)('templateDb')}`);
    db = await openPg(withDbName(url, name), 20);
    drop = () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined);
  } else {
    const snap = readFileSync((inject as (k: string) => string)('pgliteSnapshot'));
    db = await openPglite(null, new Blob([snap]));
  }
  const cfg = loadConfig({ ...process.env, DATA_DIR: '/tmp/yym-test-unused' }, { memoryDb: true, logLevel: 'silent', ...overrides });
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
      if (drop) await drop();
    },
  };
}

export interface Res<T = any> {
  status: number;
  body: { code: number; success: boolean; data: T; msg: string } & Record<string, any>;
}

/** A tiny HTTP client speaking the API's contract. */
export class Client {
  constructor(readonly base: string, public token: string | null = null, readonly headers: Record<string, string> = {}) {}

  async req<T = any>(method: string, path: string, opts: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {}): Promise<Res<T>> {
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
