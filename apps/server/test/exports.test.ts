import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { DEMO, login, STORAGE_KINDS, startApp, startAppOn, type Client, type TestApp } from './harness.ts';

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

// Kept exports are written and given again on both storage providers: local folders and a bucket.
describe.each(STORAGE_KINDS)('a long export runs in the background and shows on 报表下载 (%s storage)', (storage) => {
  let t: TestApp;
  let boss: Client;
  let finance: Client;
  let ticketOrders: number;
  beforeAll(async () => {
    // past 5 rows an export goes to the background: the demo's orders plus 2,500 more make three batches
    t = await startAppOn(storage, { exportInlineRows: 5, exportMaxRows: 100_000 });
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

describe.each(STORAGE_KINDS)('exports hold typed cells: Excel sums amounts and counts, and sorts dates (%s storage)', (storage) => {
  let t: TestApp;
  let boss: Client;
  beforeAll(async () => {
    t = await startAppOn(storage);
    boss = (await login(t, ...DEMO.boss)).client;
  });
  afterAll(() => t?.close());

  const workbook = async (path: string, query: Record<string, string> = {}, method = 'POST') => {
    const res = await fetch(`${t.url}/api${path}?${new URLSearchParams(query)}`, {
      method,
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as any);
    return wb.worksheets[0]!;
  };
  const column = (ws: ExcelJS.Worksheet, header: string) => {
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    const i = headers.indexOf(header);
    expect(i, `column ${header}`).toBeGreaterThanOrEqual(0);
    return ws.getColumn(i + 1);
  };

  it('ticket orders: amounts in yuan as numbers with two decimals, quantity a number, dates and times as dates', async () => {
    const listed = (await boss.req('GET', '/order-api/generic-poi/biz/page', { query: { current: 1, size: 1 } })).body.data.records[0];
    const ws = await workbook(EXPORT, { orderNo: listed.orderNo });
    const cell = (header: string) => ws.getCell(2, column(ws, header).number);
    expect(cell('订单号').value).toBe(listed.orderNo);
    expect(cell('订单金额(元)').value).toBe(Number(listed.totalMoney) / 100);
    expect(cell('订单金额(元)').numFmt).toBe('#,##0.00');
    expect(cell('数量').value).toBe(Number(listed.quantity));
    const played = cell('游玩日期').value as Date;
    expect(played).toBeInstanceOf(Date);
    expect(played.toISOString().slice(0, 10)).toBe(String(listed.playDate).slice(0, 10));
    expect(cell('游玩日期').numFmt).toBe('yyyy-mm-dd');
    const created = cell('下单时间').value as Date;
    expect(created).toBeInstanceOf(Date);
    // Excel has no time zones: the cell reads as the China wall clock the list shows
    expect(created.toISOString().slice(0, 19).replace('T', ' ')).toBe(String(listed.createTime).slice(0, 19));
  });

  it('hotel and e-card reports: every figure is a number and the amounts add up to what the pages show', async () => {
    const range = { startDate: '2020-01-01', endDate: '2030-12-31' };
    const hotels = (await boss.req('GET', '/yym-biz-report/hotel/page', { query: { ...range, current: 1, size: 100 } })).body.data
      .records as any[];
    expect(hotels.length).toBeGreaterThan(0);
    const hotelSheet = await workbook('/yym-biz-report/hotel/export', range, 'GET');
    const sales = (column(hotelSheet, '销售金额(元)').values as unknown[]).slice(2);
    expect(sales.every((v) => typeof v === 'number')).toBe(true);
    expect(Math.round((sales as number[]).reduce((a, b) => a + b, 0) * 100)).toBe(hotels.reduce((a, h) => a + Number(h.saleMoney), 0));
    expect((column(hotelSheet, '订单数').values as unknown[]).slice(2).every((v) => typeof v === 'number')).toBe(true);

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const month = { startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), endDate: today };
    const days = (await boss.req('GET', '/yym-biz-report/eCard/dailySales', { query: month })).body.data as any[];
    expect(days.some((d) => Number(d.saleMoney) > 0)).toBe(true);
    const cardSheet = await workbook('/yym-biz-report/eCard/export', { ...month, report: 'dailySales' }, 'GET');
    const money = (column(cardSheet, '销售金额(元)').values as unknown[]).slice(2) as number[];
    expect(money.every((v) => typeof v === 'number')).toBe(true);
    expect(Math.round(money.reduce((a, b) => a + b, 0) * 100)).toBe(days.reduce((a, d) => a + Number(d.saleMoney), 0));
    expect((column(cardSheet, '日期').values as unknown[]).slice(2).every((v) => v instanceof Date)).toBe(true);
  });
});
