import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '../src/platform/sql.ts';
import { JobRunner } from '../src/platform/jobs.ts';
import { startApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

it('two runners on one database run each job exactly once', async () => {
  const ran: number[] = [];
  const a = new JobRunner(t.db);
  const b = new JobRunner(t.db);
  for (const r of [a, b])
    r.register('test.count', async (p) => {
      ran.push(p.n);
      await new Promise((res) => setTimeout(res, 2));
    });
  for (let n = 0; n < 60; n++) await a.enqueue(t.db, 'test.count', { n });
  const [x, y] = await Promise.all([a.drain(), b.drain()]);
  expect(x + y).toBe(60);
  expect(ran.sort((p, q) => p - q)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  const left = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM sys_job WHERE queue = 'test.count' AND status <> 'done'`);
  expect(left!.n).toBe(0);
});

it('a failing job is retried with backoff and marked failed after its last attempt', async () => {
  const r = new JobRunner(t.db);
  let calls = 0;
  r.register('test.fail', async () => {
    calls++;
    throw new Error('provider down');
  });
  await r.enqueue(t.db, 'test.fail', {}, { maxAttempts: 2 });
  await r.drain();
  let job = await t.db.one(sql`SELECT status, attempts, last_error FROM sys_job WHERE queue = 'test.fail'`);
  expect(job).toMatchObject({ status: 'queued', attempts: 1 });
  expect(job!.last_error).toContain('provider down');
  await t.db.query(sql`UPDATE sys_job SET run_at = now() WHERE queue = 'test.fail'`);
  await r.drain();
  job = await t.db.one(sql`SELECT status, attempts FROM sys_job WHERE queue = 'test.fail'`);
  expect(job).toMatchObject({ status: 'failed', attempts: 2 });
  expect(calls).toBe(2);
});

it('a job whose runner died is picked up again when its lock expires; a unique key keeps one pending copy', async () => {
  const r = new JobRunner(t.db);
  const seen: string[] = [];
  r.register('test.stale', async (p) => void seen.push(p.k));
  await r.enqueue(t.db, 'test.stale', { k: 'first' }, { uniqueKey: 'stale-1' });
  await r.enqueue(t.db, 'test.stale', { k: 'second' }, { uniqueKey: 'stale-1' });
  await t.db.query(sql`UPDATE sys_job SET status = 'running', locked_until = now() - interval '1 second' WHERE queue = 'test.stale'`);
  await r.drain();
  expect(seen).toEqual(['first']);
});
