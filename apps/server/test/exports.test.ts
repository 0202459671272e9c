import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';

const EXPORT = '/order-api/generic-poi/biz/export';
const RECORDS = '/yym-biz-report/export/record/page';

async function download(t: TestApp, c: Client, id: string) {
  const res = await fetch(`${t.url}/api/yym-biz-report/export/record/download?id=${id}`, {
    headers: { 'Blade-Auth': `bearer ${c.token}` },
  });
  return res;
}

async function sheetRows(res: Response): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as any);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe('a long export runs in the background and shows on 报表下载', () => {
  let t: TestApp;
  let boss: Client;
  let finance: Client;
  let ticketOrders: number;
  beforeAll(async () => {
    // past 5 rows an export goes to the background: the demo's orders plus 2,500 more make three batches
    t = await startApp({ exportInlineRows: 5, exportMaxRows: 100_000 });
    await t.db.query(sql`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, play_date,
        quantity, unit_price, total_money, contact_name, contact_phone, order_status)
      SELECT '100001', 'EXP' || lpad(g::text, 8, '0'), 'expcode' || g, 'X' || lpad(g::text, 8, '0'), 1, 1, '导出测试票', '成人票', DATE '2026-12-01',
        1, 1000, 1000, '导出' || g, '13800000000', 8821 FROM generate_series(1, 2500) g`);
    boss = (await login(t, ...DEMO.boss)).client;
    finance = (await login(t, ...DEMO.finance)).client;
    // what the clerk sees on 景区订单 is what the export must hold
    ticketOrders = (await boss.req('GET', '/order-api/generic-poi/biz/page', { query: { current: 1, size: 10 } })).body.data.total;
    expect(ticketOrders).toBeGreaterThan(2500);
  });
  afterAll(() => t?.close());

  it('answers at once that it goes on in the background, then the job writes every row exactly once', async () => {
    const started = await boss.req('POST', EXPORT);
    expect(started.body.code).toBe(200);
    expect(started.body.data).toMatchObject({ queued: true, total: ticketOrders });
    expect(started.body.msg).toBe(MSG.exportQueued(ticketOrders));

    const before = (await boss.req('GET', RECORDS)).body.data.records[0];
    expect(before).toMatchObject({ name: '景区订单', exportStatus: 'running', totalRows: ticketOrders, rowCount: 0, downloadable: false });
    expect((await download(t, boss, before.id)).status).toBe(404);

    await t.app.svc.jobs.drain();
    const after = (await boss.req('GET', RECORDS)).body.data.records[0];
    expect(after).toMatchObject({ id: before.id, exportStatus: 'done', rowCount: ticketOrders, downloadable: true });

    const rows = await sheetRows(await download(t, boss, after.id));
    expect(rows[0]![0]).toBe('订单号');
    const orderNos = rows.slice(1).map((r) => r[0]);
    expect(orderNos).toHaveLength(ticketOrders);
    expect(new Set(orderNos).size).toBe(ticketOrders);
    expect(orderNos[0]).toBe('EXP00002500'); // newest first
  });

  it('is listed and given to its owner only', async () => {
    const own = (await boss.req('GET', RECORDS)).body.data.records[0];
    const others = (await finance.req('GET', RECORDS)).body.data.records as any[];
    expect(others.map((r) => r.id)).not.toContain(own.id);
    expect((await download(t, finance, own.id)).status).toBe(404);
  });

  it('a filtered export that fits stays immediate: the file comes in the answer', async () => {
    const res = await fetch(`${t.url}/api${EXPORT}?orderNo=EXP00000007`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await sheetRows(res);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['EXP00000007']);
  });
});

describe('an export past the limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ exportInlineRows: 5, exportMaxRows: 3 });
  });
  afterAll(() => t?.close());

  it('is refused before anything is written, and says the limit', async () => {
    const { client } = await login(t, ...DEMO.boss);
    const before = (await client.req('GET', RECORDS)).body.data.total;
    const res = await client.req('POST', EXPORT);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe(MSG.exportTooMany(3));
    expect((await client.req('GET', RECORDS)).body.data.total).toBe(before);
    const jobs = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM sys_job WHERE queue = 'export'`);
    expect(jobs!.n).toBe(0);
  });
});
