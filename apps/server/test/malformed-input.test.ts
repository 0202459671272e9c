import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@yym/contract';
import type { Endpoint } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { routeCatalog } from '../src/platform/route.ts';
import { DEMO, login, startApp, type TestApp } from './harness.ts';

/**
 * Every route of the catalogue, fed input derived from its schema but broken (wrong types, ids past
 * int8, NUL bytes, 100k-character strings, negative and huge numbers, arrays for objects, broken
 * JSON), as a merchant and as an anonymous caller: no answer is a 5xx and nothing in the database
 * changes. Emoji are valid text that a form may store, so they go only to reads (search filters).
 * Each field gets one bad value, rotating by route and field, so every kind reaches fields of every kind.
 */
let t: TestApp;
let token: string;

/**
 * Tables that record the calls themselves may change: logs, throttles, captchas, sessions, jobs, and
 * the export records (an export whose unknown parameters were ignored still ran and is listed); the
 * mini-program authorisation states (each authorisation page asked for keeps its one-use state, like a
 * captcha) and the log of the platforms' callbacks (a refused callback is logged with why).
 */
const BOOKKEEPING = /^(blade_log_|auth_|sys_job|biz_export_record$|mp_auth_state$|mp_callback_log$)/;

beforeAll(async () => {
  t = await startApp();
  token = (await login(t, ...DEMO.boss)).client.token!;
});
afterAll(() => t?.close());

/** A fingerprint of every business table, to compare before and after. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await t.db.query<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING.test(name)) continue;
    const row = await t.db.one<{ h: string | null }>(
      sql`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${sql.ident(name)} x`,
    );
    out[name] = row?.h ?? '';
  }
  return out;
}

/** The contract's endpoints by "METHOD path" (with aliases), for their schemas. */
function endpointsByRoute(): Map<string, Endpoint> {
  const map = new Map<string, Endpoint>();
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 3) return;
    const e = v as Endpoint;
    if (typeof e.method === 'string' && typeof e.path === 'string' && typeof e.summary === 'string') {
      for (const p of [e.path, ...(e.aliases ?? [])]) map.set(`${e.method} ${p}`, e);
      return;
    }
    for (const x of Object.values(v)) visit(x, depth + 1);
  };
  for (const x of Object.values(contract)) visit(x, 0);
  return map;
}

/** The field names of an object schema (zod 4), or a few usual ones when it is not a plain object. */
function fieldsOf(schema: unknown): string[] {
  const s = schema as {
    shape?: Record<string, unknown>;
    _zod?: { def?: { shape?: Record<string, unknown>; in?: { shape?: Record<string, unknown> } } };
  };
  const shape = s?.shape ?? s?._zod?.def?.shape ?? s?._zod?.def?.in?.shape;
  return shape ? Object.keys(shape) : ['id', 'ids', 'name'];
}

const HUGE = 'x'.repeat(100_000);
const PAST_INT8 = '9223372036854775808';
const PAST_INT4 = 2147483648;
/** A lone surrogate: JSON carries it escaped, and no json column can store it. */
const LONE_SURROGATE = 'a\ud800b';
const BAD_VALUES: unknown[] = [
  PAST_INT8,
  'a\u0000b',
  HUGE,
  -1,
  1e308,
  -1e308,
  { nested: { deep: [1, 2] } },
  [['x']],
  true,
  PAST_INT4,
  LONE_SURROGATE,
  [PAST_INT8],
  `1,${PAST_INT8}`,
];
const EMOJI = '景区😀🎫';

/** An id past int8 (alone or in a list) is bad only where an id goes; in a name it is just text, so it becomes a NUL there. */
const PAST_INT8_SHAPES: unknown[] = [PAST_INT8, `1,${PAST_INT8}`];
const badFor = (field: string, v: unknown) => (PAST_INT8_SHAPES.includes(v) && !/(^id|Id|Ids)$/.test(field) ? 'a\u0000b' : v);

/** Every id field also gets each id shape past int8 (a lone id, a comma list, an array), whatever the rotation gives it. */
const ID_SHAPES: unknown[] = [PAST_INT8, `1,${PAST_INT8}`, [PAST_INT8]];

interface Probe {
  method: string;
  url: string;
  query?: Record<string, string>;
  body?: string;
  json?: boolean;
}

/** Each field gets PER_FIELD of the bad values, rotating, so every kind of bad value reaches every route. */
const PER_FIELD = 1;

function probesFor(method: string, url: string, ep: Endpoint | undefined, values: unknown[]): Probe[] {
  const probes: Probe[] = [];
  const asQuery = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const offset = url.length; // differs between routes, so each kind of bad value reaches fields of every kind
  const pool = method === 'GET' ? [...values, EMOJI] : values;
  const some = (i: number) =>
    Array.from({ length: Math.min(PER_FIELD, pool.length) }, (_, k) => pool[(offset + i * PER_FIELD + k) % pool.length]);
  const isId = (field: string) => /(^id|Id|Ids)$/.test(field);
  fieldsOf(ep?.query).forEach((field, i) => {
    for (const v of some(i)) probes.push({ method, url, query: { [field]: asQuery(badFor(field, v)) } });
    if (isId(field)) for (const v of ID_SHAPES.slice(0, 2)) probes.push({ method, url, query: { [field]: asQuery(v) } });
  });
  if (method !== 'GET') {
    fieldsOf(ep?.body).forEach((field, i) => {
      for (const v of some(i + 1)) probes.push({ method, url, body: JSON.stringify({ [field]: badFor(field, v) }), json: true });
      if (isId(field)) for (const v of ID_SHAPES) probes.push({ method, url, body: JSON.stringify({ [field]: v }), json: true });
    });
    probes.push({ method, url, body: '[1, {"a": ', json: true }, { method, url, body: JSON.stringify([{ id: HUGE }]), json: true });
    // every text of the form at once holding a lone surrogate (a title stored into a json column, say)
    const surrogates = Object.fromEntries(fieldsOf(ep?.body).map((f) => [f, LONE_SURROGATE]));
    probes.push({ method, url, body: JSON.stringify(surrogates), json: true });
  }
  return probes;
}

async function send(p: Probe, auth: boolean): Promise<number> {
  const u = new URL(p.url.replace(/\*/g, 'x'), t.url);
  for (const [k, v] of Object.entries(p.query ?? {})) u.searchParams.set(k, v);
  const headers: Record<string, string> = { 'Tenant-Id': '100001' };
  if (auth) headers['Blade-Auth'] = `bearer ${token}`;
  if (p.json) headers['content-type'] = 'application/json';
  const r = await fetch(u, { method: p.method, headers, body: p.body });
  await r.arrayBuffer();
  return r.status;
}

/** Routes whose effect does not depend on their input (they would end the walker's own session). */
const SKIP = /logout/;
const CONCURRENCY = 8;

async function walk(values: unknown[]): Promise<string[]> {
  const endpoints = endpointsByRoute();
  const failures: string[] = [];
  const only = new RegExp(process.env.WALK_ONLY ?? '.');
  const routes = routeCatalog.filter((r) => !SKIP.test(r.url) && only.test(r.url)).slice(0, Number(process.env.WALK_LIMIT ?? 10_000));
  if (!process.env.WALK_LIMIT && !process.env.WALK_ONLY) expect(routes.length).toBeGreaterThan(250);
  const jobs = routes.flatMap((r) => {
    const ep = endpoints.get(`${r.method} ${r.url.replace(/^\/api/, '')}`);
    // An anonymous caller is refused before validation on every route but the public ones: one probe shows it.
    return probesFor(r.method, r.url, ep, values).flatMap((p, i) => [
      { p, auth: true },
      ...(r.public || i === 0 ? [{ p, auth: false }] : []),
    ]);
  });
  // A few requests at a time: a burst of bad input is part of what the server must take.
  for (let i = 0; i < jobs.length; i += CONCURRENCY) {
    await Promise.all(
      jobs.slice(i, i + CONCURRENCY).map(async ({ p, auth }) => {
        const started = Date.now();
        const status = await send(p, auth);
        const ms = Date.now() - started;
        if (process.env.WALK_TIMING && ms > 300) console.log(`slow ${ms} ms ${p.method} ${p.url}`);
        if (status >= 500)
          failures.push(
            `${status} ${p.method} ${p.url} ${auth ? 'merchant' : 'anonymous'} ${JSON.stringify(p.query ?? p.body).slice(0, 80)}`,
          );
      }),
    );
  }
  console.log(`malformed input: ${jobs.length} requests over ${routes.length} routes`);
  return failures;
}

describe('every route, malformed input', () => {
  it('answers no 5xx and changes nothing, as a merchant and as an anonymous caller', { timeout: 600_000 }, async () => {
    const before = await fingerprint();
    const failures = await walk(BAD_VALUES);
    expect(failures).toEqual([]);
    const after = await fingerprint();
    const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
    expect(changed).toEqual([]);
  });
});
