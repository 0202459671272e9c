import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, pay, place } from './commerce-helpers.ts';

// The scenic order export of the reports (景区运营 · 导出订单明细): the orders placed in the range, one
// row each, with money, counts and dates as typed cells, streamed in keyset batches, kept in 报表下载.

const EXPORT = '/yym-biz-report/scenicOrder/export';
const RECORDS = '/yym-biz-report/export/record/page';
const range = { startDate: day(-3), endDate: day(1) };

let t: TestApp;
let boss: Client;
let checker: Client;
let other: Client;

beforeAll(async () => {
  // past 1,000 rows an export goes to the background (the demo's orders stay below; with the 1,200 bulk
  // rows below it is past, in three keyset batches of 500)
  t = await startApp({ exportInlineRows: 1000, exportMaxRows: 100_000 });
  boss = (await login(t, ...DEMO.boss)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  other = (await login(t, ...DEMO.boss2)).client;
});
afterAll(() => t?.close());

async function get(c: Client, query: Record<string, string>) {
  const u = new URL(`/api${EXPORT}`, t.url);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
  return fetch(u, { headers: { 'Blade-Auth': `bearer ${c.token}` } });
}

async function sheet(res: Response) {
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { head: rows[0] as string[], rows: rows.slice(1) };
}

/** Orders of the tenant placed in the range, counted from the raw rows. */
const placed = async (tenant: string, extra = sql`TRUE`) =>
  Number(
    (await t.db.one<{ n: string }>(sql`SELECT count(*) AS n FROM ord_order WHERE tenant_id = ${tenant} AND is_deleted = 0
      AND (create_time AT TIME ZONE 'Asia/Shanghai')::date BETWEEN ${range.startDate}::date AND ${range.endDate}::date AND ${extra}`))!.n,
  );

describe('scenic order export', () => {
  it("writes each order of the range and filters once, with typed cells and the order's refunds and checks", async () => {
    const tk = await makeTicket(boss, { stock: 20, dates: [day(0), day(1)], price: 6600 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(ok(await place(boss, tk.productId, { quantity: 2, date: day(1) })).orderId);
    for (const id of ids.slice(0, 2)) await pay(t, boss, id);
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: ids[1], idempotencyKey: `so-${Date.now()}` }));
    await t.db.query(sql`UPDATE ord_guest SET ticket_status = 1, check_time = now() WHERE tenant_id = '100001'
      AND id = (SELECT min(id) FROM ord_guest WHERE tenant_id = '100001' AND order_id = ${ids[0]})`);

    const { head, rows } = await sheet(await get(boss, { ...range, productId: tk.productId }));
    expect(head).toEqual([
      '订单号',
      '景区',
      '产品',
      '票种',
      '订单类型',
      '渠道',
      '下单时间',
      '支付时间',
      '游玩日期',
      '数量',
      '订单金额(元)',
      '已退金额(元)',
      '检票人数',
      '订单状态',
    ]);
    expect(rows).toHaveLength(3);
    const nos = await t.db.query<{ id: string; order_no: string }>(
      sql`SELECT id::text, order_no FROM ord_order WHERE id = ANY(${ids}::bigint[])`,
    );
    const line = (id: string) => rows.find((r) => r[0] === nos.find((n) => n.id === id)!.order_no)!;
    const [paid, refunded, unpaid] = [line(ids[0]!), line(ids[1]!), line(ids[2]!)];
    // amounts, counts and dates are numbers and dates Excel sums and sorts, not text
    expect(paid[9]).toBe(2);
    expect(paid[10]).toBe(132);
    expect(paid[6]).toBeInstanceOf(Date);
    expect(paid[7]).toBeInstanceOf(Date);
    expect((paid[8] as Date).toISOString().slice(0, 10)).toBe(day(1));
    expect(paid[12]).toBe(1);
    expect(refunded[11]).toBe(132);
    expect(refunded[12]).toBe(0);
    expect(unpaid[7] ?? '').toBe(''); // not paid: an empty cell
    expect(unpaid[13]).toBe('待支付');

    // the whole range agrees with the raw rows and with the report's own 下单数
    const all = await sheet(await get(boss, range));
    expect(all.rows).toHaveLength(await placed('100001'));
    const stats = ok(await boss.get('/yym-biz-report/scenicOperate/statistics', range));
    expect(all.rows).toHaveLength(stats.placedOrders);
    const records = ok(await boss.get(RECORDS, { current: 1, size: 5 }));
    expect(records.records[0]).toMatchObject({ name: '景区订单明细', exportStatus: 'done', rowCount: all.rows.length, downloadable: true });
  });

  it('goes on in the background past the inline limit and writes every row once, across batches of equal times', async () => {
    // 1,200 orders of one statement share one create_time: only the (time, id) key pages them right
    await t.db.query(sql`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, poi_id, product_name, sku_name,
        poi_name, play_date, quantity, unit_price, total_money, contact_name, contact_phone, order_status, channel)
      SELECT '100001', 'SOX' || lpad(g::text, 6, '0'), 'soxcode' || g, 'S' || lpad(g::text, 9, '0'), 1, 1, 1, '批量票', '成人票', '批量景区',
        current_date, 1, 1000, 1000, '导出', '13800000000', 8821, 'h5' FROM generate_series(1, 1200) g`);
    const want = await placed('100001');
    const started = await get(boss, range);
    const answer = await started.json();
    expect(answer.data).toMatchObject({ queued: true, total: want });
    expect(answer.msg).toBe(MSG.exportQueued(want));
    await t.app.svc.jobs.drain();
    const rec = ok(await boss.get(RECORDS, { current: 1, size: 5 })).records[0];
    expect(rec).toMatchObject({ id: answer.data.recordId, exportStatus: 'done', rowCount: want });
    const file = await fetch(`${t.url}/api/yym-biz-report/export/record/download?id=${rec.id}`, {
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    const { rows } = await sheet(file);
    const nos = rows.map((r) => r[0]);
    expect(nos).toHaveLength(want);
    expect(new Set(nos).size).toBe(want);
    expect(nos.filter((n) => String(n).startsWith('SOX'))).toHaveLength(1200);
  });

  it("never holds another tenant's orders, and is refused without the button or past a year", async () => {
    const theirs = await get(other, range);
    const body = theirs.headers.get('content-type')?.includes('json') ? await theirs.json() : null;
    const rows = body ? [] : (await sheet(theirs)).rows;
    expect(body?.data?.total ?? rows.length).toBe(await placed('100002'));
    expect(rows.some((r) => String(r[0]).startsWith('SOX'))).toBe(false);
    expect((await checker.get(EXPORT, range)).body.code).toBe(403);
    expect((await boss.get(EXPORT, { startDate: '2024-01-01', endDate: '2025-06-01' })).body.msg).toBe('日期范围不能超过366天');
    expect((await new Client(t.url).get(EXPORT, range)).body.code).toBe(401);
  });
});
