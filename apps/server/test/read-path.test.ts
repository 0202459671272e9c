import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED } from '../src/platform/db.ts';
import { pageQuery } from '../src/platform/paging.ts';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type TestApp } from './harness.ts';

// Lists run on the database's read path (db.read): on PostgreSQL, connections that keep the app role
// and the last use's tenant between uses. Each use must see its own tenant's rows only, even on a
// connection another tenant's use just left, and may not write.
let t: TestApp;
let tenants: string[];
beforeAll(async () => {
  t = await startApp();
  await t.db.query(sql`INSERT INTO blade_post (tenant_id, post_code, post_name)
    VALUES ('100001', 'read_path', 'A'), ('100002', 'read_path', 'B')`);
  tenants = ['100001', '100002'];
});
afterAll(async () => {
  await t?.close();
});

const seen = (tenantId: string) =>
  t.db.read(
    async (q) => ({
      tenants: (await q.query<{ tenant_id: string }>(sql`SELECT DISTINCT tenant_id FROM blade_post WHERE post_code = 'read_path'`)).map(
        (r) => r.tenant_id,
      ),
      backend: (await q.one<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`))!.pid,
    }),
    { tenantId },
  );

describe('the read path', () => {
  it('shows each use its own tenant only, on a connection another tenant just used too', async () => {
    const backends = new Set<number>();
    for (const tenant of [...tenants, ...tenants, tenants[0]!]) {
      const r = await seen(tenant);
      expect(r.tenants).toEqual([tenant]);
      backends.add(r.backend);
    }
    // one after another, the pool hands back the connection just released
    if (t.db.kind === 'pg') expect(backends.size).toBe(1);
  });

  it('refuses a write and keeps nothing of it', async () => {
    const write = t.db.read((q) => q.query(sql`DELETE FROM blade_post WHERE post_code = 'read_path'`), { tenantId: '100001' });
    await expect(write).rejects.toThrow(/read-only/);
    expect(await t.db.query(sql`SELECT 1 FROM blade_post WHERE post_code = 'read_path'`)).toHaveLength(2);
  });

  it('after a use whose lead failed, the next use is bound to its own tenant', async () => {
    const failed = t.db.read(async () => 'ran', { tenantId: '100002', lead: sql`SELECT 1 / ${0}::int AS x` });
    await expect(failed).rejects.toThrow(/division by zero/);
    expect((await seen('100001')).tenants).toEqual(['100001']);
  });

  it('a list answers as who the caller now is: a disabled account, then a revoked session, on the next request', async () => {
    // A list starts as the caller kept for its session; the number read first says whether it still holds.
    const page = '/order-api/generic-poi/biz/page';
    const { client } = await login(t, ...DEMO.finance);
    for (let i = 0; i < 2; i++) expect((await client.get(page, { current: 1, size: 5 })).body.code).toBe(200);
    await t.db.query(sql`UPDATE blade_user SET status = 0 WHERE tenant_id = '100001' AND account = 'finance'`);
    expect((await client.get(page, { current: 1, size: 5 })).body.code).toBe(411);
    await t.db.query(sql`UPDATE blade_user SET status = 1 WHERE tenant_id = '100001' AND account = 'finance'`);
    expect((await client.get(page, { current: 1, size: 5 })).body.code).toBe(200);
    await t.db.query(sql`UPDATE auth_session SET revoked_at = now(), revoked_reason = 'logout' WHERE revoked_at IS NULL
      AND user_id = (SELECT id FROM blade_user WHERE tenant_id = '100001' AND account = 'finance')`);
    expect((await client.get(page, { current: 1, size: 5 })).status).toBe(401);
  });

  it('a transaction in which a statement failed, even one whose error was caught, fails and keeps nothing', async () => {
    const tx = t.db.tx(
      async (q) => {
        await q.query(sql`INSERT INTO blade_post (tenant_id, post_code, post_name) VALUES ('100001', 'aborted', 'X')`);
        await q.query(sql`SELECT 1 / ${0}::int`).catch(() => {});
        return 'done';
      },
      { tenantId: '100001' },
    );
    await expect(tx).rejects.toThrow(/rolled back/);
    expect(await t.db.query(sql`SELECT 1 FROM blade_post WHERE post_code = 'aborted'`)).toHaveLength(0);
  });

  it('a deferred statement that refuses fails its transaction with its own error and keeps nothing; one that passes commits', async () => {
    const post = (code: string) => sql`INSERT INTO blade_post (tenant_id, post_code, post_name) VALUES ('100001', ${code}, 'X')`;
    const refused = t.db.tx(
      async (q) => {
        await q.query(post('deferred-refused'));
        q.defer(q.query(sql`SELECT yym_refuse('sold out') WHERE true`));
        return 'done';
      },
      { tenantId: '100001' },
    );
    await expect(refused).rejects.toMatchObject({ code: REFUSED, message: 'sold out' });
    const passed = await t.db.tx(
      async (q) => {
        q.defer(q.query(post('deferred-kept')));
        q.defer(q.query(sql`SELECT yym_refuse('never') WHERE false`));
        return 'done';
      },
      { tenantId: '100001' },
    );
    expect(passed).toBe('done');
    const kept = await t.db.query<{ post_code: string }>(sql`SELECT post_code FROM blade_post WHERE post_code LIKE 'deferred-%'`);
    expect(kept.map((r) => r.post_code)).toEqual(['deferred-kept']);
  });
});

describe('paging', () => {
  it('walks a list page by page, at an offered size and any other, by key or not: every row once, in order, with its total', async () => {
    await t.db.query(sql`INSERT INTO blade_post (tenant_id, post_code, post_name, sort)
      SELECT '100001', 'paged-' || lpad(g::text, 2, '0'), 'P', g FROM generate_series(1, 23) g`);
    const page = (current: number, size: number, key: boolean) =>
      t.db.read(
        (q) =>
          pageQuery<{ postCode: string }>(q, {
            from: sql`blade_post p`,
            where: [sql`p.tenant_id = '100001'`, sql`p.post_code LIKE 'paged-%'`],
            orderBy: sql`p.sort DESC, p.id DESC`,
            ...(key ? { key: sql`p.id` } : {}),
            current,
            size,
          }),
        { tenantId: '100001' },
      );
    const all = Array.from({ length: 23 }, (_, i) => `paged-${String(23 - i).padStart(2, '0')}`);
    for (const size of [10, 7])
      for (const key of [true, false]) {
        const walked: string[] = [];
        for (let current = 1; current <= Math.ceil(23 / size); current++) {
          // each page more than five times: past the planner's first custom plans, the kept one answers the same
          for (let run = 0; run < 6; run++) {
            const p = await page(current, size, key);
            expect(p.total).toBe(23);
            if (run === 0) walked.push(...p.records.map((r) => r.postCode));
          }
        }
        expect(walked).toEqual(all);
        const past = await page(Math.ceil(23 / size) + 1, size, key);
        expect([past.records.length, past.total]).toEqual([0, 23]);
      }
  });
});
