import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';

// The largest batch the form allows: 100,000 codes generated in one call, every one unique and of the
// code alphabet, exported in the background as one xlsx holding each exactly once. (Speed and memory
// of the same are in `npm run bench -- ecard`.)

const COUNT = 100_000;
let t: TestApp;
let boss: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
});
afterAll(async () => {
  await t?.close();
});

describe('a batch of 100,000 activation codes', () => {
  it('is generated whole and unique, and its export holds every code once', { timeout: 240_000 }, async () => {
    const k = ecardKit(t, boss);
    const cardId = await k.makeCard(boss);
    const b = ok(
      await boss.post(`${k.E}/activationCode/prefabricate/submit`, {
        cardId,
        count: COUNT,
        price: 100,
        validStart: '2020-01-01',
        validEnd: '2099-12-31',
      }),
    );
    expect(b.codeCount).toBe(COUNT);
    const stats = await t.db.one<{ n: number; distinct: number; bad: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT code)::int AS distinct,
        count(*) FILTER (WHERE code !~ ${`^[${CODE_ALPHABET}]{16}$`})::int AS bad FROM ec_code WHERE batch_id = ${b.id}`,
    );
    expect(stats).toEqual({ n: COUNT, distinct: COUNT, bad: 0 });

    const started = await boss.req('GET', `${k.E}/activationCode/export`, { query: { batchId: b.id } });
    expect(started.body.data).toMatchObject({ queued: true, total: COUNT });
    await t.app.svc.jobs.drain();
    const rec = ok(await boss.get('/yym-biz-report/export/record/page')).records[0];
    expect(rec).toMatchObject({ exportStatus: 'done', rowCount: COUNT, downloadable: true });
    const file = await fetch(`${t.url}/api/yym-biz-report/export/record/download?id=${rec.id}`, {
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await file.arrayBuffer()) as any);
    const codes: string[] = [];
    wb.worksheets[0]!.eachRow((r, i) => i > 1 && codes.push(String(r.getCell(1).value)));
    expect(codes.length).toBe(COUNT);
    expect(new Set(codes).size).toBe(COUNT);
  });
});
