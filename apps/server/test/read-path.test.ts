import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../src/platform/sql.ts';
import { startApp, type TestApp } from './harness.ts';

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
});
