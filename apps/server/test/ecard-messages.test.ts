import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECARD_MSG, FACE_MSG, MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import type { SandboxSms } from '../src/platform/providers/index.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';
import { copyRows } from './money-naive.ts';

// The activation SMS of a code batch: each customer given a code and sent it; a number the SMS
// sandbox cannot reach fails and is logged; a retry sends only the failed ones; large lists go to
// the background job with progress; two retries at once send each failed code once (PostgreSQL).

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let k: ReturnType<typeof ecardKit>;
const C = '/yym-product-api/eCard/activationCode';
const sandbox = () => t.app.svc.providers.sms as SandboxSms;
const UNREACHABLE = '17000001234';

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  k = ecardKit(t, boss);
});
afterAll(async () => {
  await t?.close();
});

const phones = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ name: `客户${i + from}`, phone: `1380013${String(i + from).padStart(4, '0')}` }));
const log = (batchId: string) =>
  t.db.query<{ phone: string; msg_status: number; attempts: number; error: string | null; code: string }>(
    sql`SELECT m.phone, m.msg_status, m.attempts, m.error, c.code FROM ec_code_message m JOIN ec_code c ON c.id = m.code_id
      WHERE m.batch_id = ${batchId} ORDER BY m.id`,
  );

describe('activation SMS', () => {
  it('sends each customer a code, logs the failed one, retries only it, and reports progress', async () => {
    const b = await k.prefab(await k.makeCard(), 5);
    const sent = ok(
      await boss.post(`${C}/sendMessage`, { batchId: b.id, recipients: [...phones(3), { name: '无法送达', phone: UNREACHABLE }] }),
    );
    expect(sent).toMatchObject({ queued: false, total: 4, sent: 3, failed: 1, pending: 0, free: 1 });
    const rows = await log(b.id);
    expect(rows.map((r) => [r.msg_status, r.attempts])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(rows[3]!.error).toBe('号码无法接收短信(沙箱)');
    expect(new Set(rows.map((r) => r.code)).size).toBe(4);
    const page = ok(await boss.get(`${C}/messagePage`, { batchId: b.id, msgStatus: 2 }));
    expect(page.records).toEqual([expect.objectContaining({ phone: UNREACHABLE, msgStatusText: '失败', attempts: 1 })]);

    // The number is reachable again: the retry sends the failed one only.
    sandbox().refuse = () => false;
    try {
      const retried = ok(await boss.post(`${C}/retry`, { batchId: b.id }));
      expect(retried).toMatchObject({ total: 4, sent: 4, failed: 0, pending: 0 });
    } finally {
      sandbox().refuse = (p) => p.startsWith('1700000');
    }
    expect((await log(b.id)).map((r) => [r.msg_status, r.attempts])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 2],
    ]);
    const again = await boss.post(`${C}/retry`, { batchId: b.id });
    expect([again.status, again.body.msg]).toEqual([400, FACE_MSG.nothingToRetry]);
    expect(ok(await boss.get(`${C}/process`, { batchId: b.id }))).toEqual({
      batchId: b.id,
      total: 4,
      sent: 4,
      failed: 0,
      pending: 0,
      free: 1,
    });

    const short = await boss.post(`${C}/sendMessage`, { batchId: b.id, recipients: phones(2, 10) });
    expect([short.status, short.body.msg]).toEqual([400, FACE_MSG.codesShort(1)]);
    expect((await log(b.id)).length).toBe(4);
  });

  it('refuses bad input, a forbidden batch, another tenant and a role without the code', async () => {
    const b = await k.prefab(await k.makeCard(), 3);
    const badPhone = await boss.post(`${C}/sendMessage`, { batchId: b.id, recipients: [{ phone: '123' }] });
    expect([badPhone.status, badPhone.body.msg]).toEqual([400, MSG.mobileLength]);
    const none = await boss.post(`${C}/sendMessage`, { batchId: b.id, recipients: [] });
    expect(none.body.msg).toBe(FACE_MSG.recipientsRequired);
    const other = await boss2.post(`${C}/sendMessage`, { batchId: b.id, recipients: phones(1) });
    expect([other.status, other.body.msg]).toEqual([404, MSG.notFound]);
    expect((await boss2.get(`${C}/process`, { batchId: b.id })).status).toBe(404);
    expect((await boss2.post(`${C}/retry`, { batchId: b.id })).status).toBe(404);
    const denied = await checker.post(`${C}/sendMessage`, { batchId: b.id, recipients: phones(1) });
    expect(denied.status).toBe(403);
    ok(await boss.post(`${C}/forbidden`, { ids: [b.id] }));
    const forbidden = await boss.post(`${C}/sendMessage`, { batchId: b.id, recipients: phones(1) });
    expect(forbidden.body.msg).toBe(ECARD_MSG.batchForbidden);
    expect((await log(b.id)).length).toBe(0);
  });

  it('sends a large list in the background job, with progress before and after', async () => {
    const b = await k.prefab(await k.makeCard(), 40);
    const queued = ok(await boss.post(`${C}/sendMessage`, { batchId: b.id, recipients: [...phones(29, 100), { phone: UNREACHABLE }] }));
    expect(queued).toMatchObject({ queued: true, total: 30, sent: 0, failed: 0, pending: 30, free: 10 });
    await t.app.svc.jobs.drain();
    expect(ok(await boss.get(`${C}/process`, { batchId: b.id }))).toMatchObject({ total: 30, sent: 29, failed: 1, pending: 0, free: 10 });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('retries under concurrency (PostgreSQL only: PGlite runs one statement at a time)', () => {
  it('two retries at once send each failed code once', async () => {
    const b = await k.prefab(await k.makeCard(), 12);
    const unreachable = Array.from({ length: 10 }, (_, i) => ({ phone: `1700000${String(i).padStart(4, '0')}` }));
    expect(ok(await boss.post(`${C}/sendMessage`, { batchId: b.id, recipients: unreachable.slice(0, 10) }))).toMatchObject({
      failed: 10,
    });
    let sends = 0;
    sandbox().refuse = () => {
      sends++;
      return false;
    };
    try {
      const [a, c] = await Promise.all([boss.post(`${C}/retry`, { batchId: b.id }), boss.post(`${C}/retry`, { batchId: b.id })]);
      // One moved the failed rows; the other found none left to retry, or sent its share of them.
      expect([a.body.code, c.body.code]).toContain(200);
    } finally {
      sandbox().refuse = (p) => p.startsWith('1700000');
    }
    expect(sends).toBe(10);
    expect((await log(b.id)).map((r) => [r.msg_status, r.attempts])).toEqual(Array.from({ length: 10 }, () => [1, 2]));
  });

  it('negative control: a read-then-write retry, run twice at once, sends the failed codes twice', async () => {
    const b = await k.prefab(await k.makeCard(), 3);
    const unreachable = Array.from({ length: 3 }, (_, i) => ({ phone: `1700000${String(i).padStart(4, '0')}` }));
    ok(await boss.post(`${C}/sendMessage`, { batchId: b.id, recipients: unreachable }));
    await copyRows(t.db, 'ec_code_message', 'naive_code_message', sql`batch_id = ${b.id}`);
    let sends = 0;
    await Promise.all(
      [0, 1].map(async () => {
        const failed = await t.db.query<{ id: string }>(sql`SELECT id FROM naive_code_message WHERE msg_status = 2`);
        await new Promise((r) => setTimeout(r, 5)); // the provider call
        for (const f of failed) {
          sends++;
          await t.db.query(sql`UPDATE naive_code_message SET msg_status = 1, attempts = attempts + 1 WHERE id = ${f.id}`);
        }
      }),
    );
    await t.db.query(sql`DROP TABLE naive_code_message`);
    expect(sends).toBe(6);
  });
});
