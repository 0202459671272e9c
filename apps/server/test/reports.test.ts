import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { sql } from '../src/platform/sql.ts';
import { rebuildTenant } from '../src/modules/report/rollup/service.ts';
import { fold } from '../src/modules/report/rollup/repo/keep.ts';
import { rangePieces } from '../src/modules/report/rollup/repo/range.ts';
import { addDays, datesBetween } from '../src/platform/time.ts';
import { Client, type TestApp, DEMO, login, startApp } from './harness.ts';
import { day, makeTicket, ok, pay, place } from './commerce-helpers.ts';

// The 数据报表 calls answer from the rollups (migration 047): every figure is compared with one counted
// here from the raw rows; a rebuild from the raw rows equals what the triggers kept; another tenant
// never shows; a dashboard token reads its screen and nothing else, and stops when revoked.

let t: TestApp;
let boss: Client;
let checker: Client;
let other: Client;
const R = '/yym-biz-report';
const T = '100001';

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  other = (await login(t, ...DEMO.boss2)).client;
});
afterAll(async () => {
  await t?.close();
});

const range = { startDate: day(-40), endDate: day(1) };

/** The demo merchant's figures counted from the raw rows over the range, by China day of each event. */
async function raw(tenant = T) {
  const within = (col: string) =>
    sql.raw(`(${col} AT TIME ZONE 'Asia/Shanghai')::date BETWEEN '${range.startDate}'::date AND '${range.endDate}'::date`);
  const r = await t.db.one<Record<string, string>>(sql`SELECT
    (SELECT count(*) FROM ord_order WHERE tenant_id = ${tenant} AND ${within('create_time')}) AS placed_orders,
    (SELECT count(*) FROM ord_order WHERE tenant_id = ${tenant} AND pay_time IS NOT NULL AND ${within('pay_time')}) AS paid_orders,
    (SELECT coalesce(sum(total_money), 0) FROM ord_order WHERE tenant_id = ${tenant} AND pay_time IS NOT NULL AND ${within('pay_time')}) AS paid_money,
    (SELECT coalesce(sum(amount), 0) FROM ord_trade WHERE tenant_id = ${tenant} AND kind = 'refund' AND trade_status = 'done'
      AND ${within('coalesce(finish_time, create_time)')}) AS refund_money,
    (SELECT count(*) FROM ord_guest WHERE tenant_id = ${tenant} AND ticket_status = 1 AND check_time IS NOT NULL AND ${within('check_time')}) AS checked`);
  return Object.fromEntries(Object.entries(r!).map(([k, v]) => [k, Number(v)]));
}

const sumOf = (rows: Record<string, number>[], k: string) => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);

describe('report figures', () => {
  it('equal the raw rows after placing, paying, checking and refunding, on every report', async () => {
    const tk = await makeTicket(boss, { stock: 50, dates: [day(0), day(1)], price: 7300 });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(ok(await place(boss, tk.productId, { quantity: 2, date: day(0) })).orderId);
    for (const id of ids.slice(0, 3)) await pay(t, boss, id);
    const h5 = ok(
      await new Client(t.url).get('/order-api/h5/order/detail', {
        code: (await t.db.one(sql`SELECT code FROM ord_order WHERE id = ${ids[0]}`))!.code,
      }),
    );
    ok(await checker.post('/yym-verification-api/manPower/verify/submit', { method: 1, code: h5.spOrder[0].qrCode, deviceNo: 'GATE-1' }));
    ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: ids[1], idempotencyKey: `rpt-${Date.now()}` }));

    const want = await raw();
    const gather = ok(await boss.get(`${R}/newReport/orderGather`, range));
    expect(gather).toHaveLength(42); // a row a day, the empty ones too
    expect({
      placed_orders: sumOf(gather, 'placedOrders'),
      paid_orders: sumOf(gather, 'paidOrders'),
      paid_money: sumOf(gather, 'paidMoney'),
      refund_money: sumOf(gather, 'refundMoney'),
    }).toEqual({
      placed_orders: want.placed_orders,
      paid_orders: want.paid_orders,
      paid_money: want.paid_money,
      refund_money: want.refund_money,
    });
    expect(want.paid_money).toBeGreaterThan(0);
    expect(want.refund_money).toBeGreaterThan(0);

    // The same totals by week, month, product, channel, kind, scenic spot and on the finance report.
    for (const [path, extra] of [
      ['/newReport/orderGather', { period: 'week' }],
      ['/newReport/orderGather', { period: 'month' }],
      ['/newReport/salesRanking', {}],
      ['/orderTypesCollect', {}],
      ['/supDis/supplierCollect', {}],
      ['/supDis/distributorCollect', {}],
      ['/supDis/saleStatistics', {}],
      ['/supDis/supplierSettlement', {}],
      ['/scenicOperate/details', {}],
      ['/bills/otaStatistics', {}],
      ['/finance/report', {}],
    ] as const) {
      const rows = ok(await boss.get(`${R}${path}`, { ...range, ...extra }));
      expect({ path, paid: sumOf(rows, 'paidMoney'), refund: sumOf(rows, 'refundMoney') }).toEqual({
        path,
        paid: want.paid_money,
        refund: want.refund_money,
      });
    }
    const stats = ok(await boss.get(`${R}/scenicOperate/statistics`, range));
    expect({ paid: stats.paidMoney, checked: stats.checked, net: stats.netMoney }).toEqual({
      paid: want.paid_money,
      checked: want.checked,
      net: want.paid_money - want.refund_money,
    });
    // The new product's own figures: 3 paid orders of 2 at 73 yuan, one refunded whole, one guest checked.
    const mine = ok(await boss.get(`${R}/newReport/salesRanking`, { ...range, productId: tk.productId }));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ paidOrders: 3, paidQty: 6, paidMoney: 43800, refundMoney: 14600, placedOrders: 4 });
    const checks = ok(await boss.get(`${R}/ticketStatistics/list`, { ...range, productId: tk.productId }));
    expect(sumOf(checks, 'checked')).toBe(1);
    const hours = ok(await boss.get(`${R}/verify/reportPage`, range));
    expect(hours).toHaveLength(24);
    expect(sumOf(hours, 'checked')).toBe(want.checked);
    const sex = ok(await boss.get(`${R}/usersReport/sex`, range));
    expect(sumOf(sex, 'value')).toBe(want.checked);
    const ratio = ok(await boss.get(`${R}/scenicVerify/provinceRatio`, range));
    expect(sumOf(ratio, 'value')).toBe(want.checked);
    const page = ok(await boss.get(`${R}/newReport/detail`, { ...range, current: 1, size: 200 }));
    expect(sumOf(page.records, 'paidMoney')).toBe(want.paid_money);
    const flow = ok(await boss.get(`${R}/paymentFlow/page`, { ...range, current: 1, size: 10 }));
    expect(flow.total).toBeGreaterThan(0);
    const options = ok(await boss.get(`${R}/verify/channelList`, range));
    expect(options.products.map((p: { value: string }) => p.value)).toContain(tk.productId);
  });

  it("another tenant's figures never appear, and a role without the report is refused", async () => {
    const want = await raw('100002');
    const gather = ok(await other.get(`${R}/newReport/orderGather`, range));
    expect(sumOf(gather, 'paidMoney')).toBe(want.paid_money);
    const mine = await raw();
    expect(mine.paid_money).not.toBe(want.paid_money);
    const refused = await checker.get(`${R}/newReport/orderGather`, range);
    expect(refused.body.code).toBe(403);
    const exportRefused = await checker.get(`${R}/finance/export`, { ...range, report: 'financeReport' });
    expect(exportRefused.body.code).toBe(403);
  });

  it('refuses a range past a year or reversed, and a sheet of another page', async () => {
    expect((await boss.get(`${R}/newReport/orderGather`, { startDate: '2024-01-01', endDate: '2025-06-01' })).body.msg).toBe(
      '日期范围不能超过366天',
    );
    expect((await boss.get(`${R}/newReport/orderGather`, { startDate: day(0), endDate: day(-1) })).body.code).toBe(400);
    const cross = await boss.get(`${R}/newReport/export`, { ...range, report: 'financeReport' });
    expect(cross.body.code).toBe(400);
  });

  it('exports a report as xlsx with numbers as numbers and a totals row, kept in 报表下载', async () => {
    const u = new URL(`/api${R}/newReport/export`, t.url);
    for (const [k, v] of Object.entries({ ...range, report: 'orderGather' })) u.searchParams.set(k, v);
    const r = await fetch(u, { headers: { 'Blade-Auth': `bearer ${boss.token}` } });
    expect(r.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await r.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(1).value).toBe('合计');
    expect(typeof last.getCell(6).value).toBe('number');
    expect(last.getCell(6).value).toBe((await raw()).paid_money / 100);
    const records = ok(await boss.get('/yym-biz-report/export/record/page', { current: 1, size: 10 }));
    expect(records.records[0].name).toContain('订单汇总');
  });
});

/** Every rollup row's figures summed by group, shards folded (what a report reads). */
async function rollups() {
  const SALE = sql`sum(placed_orders)::int AS po, sum(placed_qty)::int AS pq, sum(placed_money)::bigint::text AS pm, sum(paid_orders)::int AS yo,
      sum(paid_qty)::int AS yq, sum(paid_money)::bigint::text AS ym, sum(refund_count)::int AS rc, sum(refund_money)::bigint::text AS rm`;
  const ANY = sql`HAVING sum(placed_orders) <> 0 OR sum(paid_orders) <> 0 OR sum(refund_count) <> 0 OR sum(placed_money) <> 0
      OR sum(paid_money) <> 0 OR sum(refund_money) <> 0`;
  const sales = (table: string) =>
    t.db.query(sql`SELECT tenant_id, day::text, order_kind, product_id::text, channel, poi_id::text, ${SALE}
      FROM ${sql.raw(table)} WHERE tenant_id = ${T} GROUP BY 1, 2, 3, 4, 5, 6 ${ANY} ORDER BY 1, 2, 3, 4, 5, 6`);
  const byChannel = (table: string) =>
    t.db.query(sql`SELECT day::text, order_kind, channel, ${SALE} FROM ${sql.raw(table)} WHERE tenant_id = ${T}
      GROUP BY 1, 2, 3 ${ANY} ORDER BY 1, 2, 3`);
  const checks = (table: string) =>
    t.db.query(sql`SELECT day::text, hour, order_kind, product_id::text, poi_id::text, sum(n)::int AS n FROM ${sql.raw(table)}
      WHERE tenant_id = ${T} GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5`);
  const visitors = (table: string) =>
    t.db.query(sql`SELECT day::text, poi_id::text, dim, val, sum(n)::int AS n FROM ${sql.raw(table)}
      WHERE tenant_id = ${T} GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4`);
  return {
    sale: await sales('rpt_sale'),
    saleMonth: await sales('rpt_sale_month'),
    saleChannel: await byChannel('rpt_sale_channel'),
    saleChannelMonth: await byChannel('rpt_sale_channel_month'),
    check: await checks('rpt_check'),
    checkMonth: await checks('rpt_check_month'),
    visitor: await visitors('rpt_visitor'),
    visitorMonth: await visitors('rpt_visitor_month'),
  };
}

/** The day rollups summed by month, and the sales without product and scenic spot: what the coarser rollups must hold. */
function coarser(r: Awaited<ReturnType<typeof rollups>>) {
  type Row = Record<string, unknown>;
  const month = (row: Row) => ({ ...row, day: String(row.day).slice(0, 8) + '01' });
  const sum = (rows: Row[], key: (r: Row) => Row, figures: string[]) => {
    const by = new Map<string, Row>();
    for (const row of rows) {
      const k = key(row);
      const id = JSON.stringify(k);
      const acc = by.get(id) ?? { ...k, ...Object.fromEntries(figures.map((f) => [f, 0n])) };
      for (const f of figures) acc[f] = (acc[f] as bigint) + BigInt(row[f] as string | number);
      by.set(id, acc);
    }
    return sorted([...by.values()].filter((row) => figures.some((f) => row[f] !== 0n)));
  };
  const text = (row: Row) => JSON.stringify(row, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
  const sorted = (rows: Row[]) => rows.sort((a, b) => (text(a) < text(b) ? -1 : 1));
  const SALE = ['po', 'pq', 'pm', 'yo', 'yq', 'ym', 'rc', 'rm'];
  const pick = (row: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
  const big = (rows: Row[], figures: string[]) =>
    sorted(rows.map((row) => ({ ...row, ...Object.fromEntries(figures.map((f) => [f, BigInt(row[f] as string)])) })));
  return {
    saleMonth: sum(r.sale, (row) => pick(month(row), ['tenant_id', 'day', 'order_kind', 'product_id', 'channel', 'poi_id']), SALE),
    saleMonthKept: big(r.saleMonth, SALE),
    saleChannel: sum(r.sale, (row) => pick(row, ['day', 'order_kind', 'channel']), SALE),
    saleChannelKept: big(r.saleChannel, SALE),
    saleChannelMonth: sum(r.sale, (row) => pick(month(row), ['day', 'order_kind', 'channel']), SALE),
    saleChannelMonthKept: big(r.saleChannelMonth, SALE),
    checkMonth: sum(r.check, (row) => pick(month(row), ['day', 'hour', 'order_kind', 'product_id', 'poi_id']), ['n']),
    checkMonthKept: big(r.checkMonth, ['n']),
    visitorMonth: sum(r.visitor, (row) => pick(month(row), ['day', 'poi_id', 'dim', 'val']), ['n']),
    visitorMonthKept: big(r.visitorMonth, ['n']),
  };
}

type Op =
  | { k: 'place'; qty: number; money: number; channel: string; daysBack: number; pay: boolean }
  | { k: 'pay'; pick: number; daysBack: number }
  | { k: 'refund'; pick: number; amount: number; done: boolean }
  | { k: 'check'; pick: number; hoursBack: number }
  | { k: 'backdate'; pick: number; days: number }
  | { k: 'finishRefund'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    k: fc.constant('place' as const),
    qty: fc.integer({ min: 1, max: 3 }),
    money: fc.integer({ min: 0, max: 50000 }),
    channel: fc.constantFrom('h5', 'wechat', 'backoffice'),
    daysBack: fc.integer({ min: 0, max: 5 }),
    pay: fc.boolean(),
  }),
  fc.record({ k: fc.constant('pay' as const), pick: fc.nat(), daysBack: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ k: fc.constant('refund' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 9000 }), done: fc.boolean() }),
  fc.record({ k: fc.constant('check' as const), pick: fc.nat(), hoursBack: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ k: fc.constant('backdate' as const), pick: fc.nat(), days: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ k: fc.constant('finishRefund' as const), pick: fc.nat() }),
);

describe('a range read from month and day rollups', () => {
  it('counts every day of the range once and no other day, whatever the range and today', () => {
    const dayArb = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2025-01-01', n));
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 400 }), dayArb, (start, len, today) => {
        const end = addDays(start, len);
        const counted = new Map<string, number>();
        for (const p of rangePieces(start, end, today)) {
          const days =
            p.grain === 'day'
              ? datesBetween(p.from, p.to, undefined, 1000)
              : datesBetween(p.from, addDays(`${addDays(p.to, 31).slice(0, 8)}01`, -1), undefined, 1000);
          for (const d of days) counted.set(d, (counted.get(d) ?? 0) + p.sign);
        }
        const inRange = new Set(datesBetween(start, end, undefined, 1000));
        for (const [d, n] of counted) expect([d, n]).toEqual([d, inRange.has(d) ? 1 : 0]);
        for (const d of inRange) expect(counted.get(d)).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a year as its whole months, and the current month as the month less the days to come', () => {
    const pieces = rangePieces('2025-11-28', '2026-11-28', '2026-11-28');
    expect(pieces).toEqual([
      { grain: 'day', from: '2025-11-28', to: '2025-11-30', sign: 1 },
      { grain: 'month', from: '2025-12-01', to: '2026-11-01', sign: 1 },
      { grain: 'day', from: '2026-11-29', to: '2026-11-30', sign: -1 },
    ]);
  });
});

describe('rollups', () => {
  it('rebuilt from the raw rows equal the ones kept incrementally, after any mix of orders, payments, refunds and checks', async () => {
    const tk = await makeTicket(boss, { stock: 10, dates: [day(0)] });
    let seq = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 25 }), async (ops) => {
        const orders: string[] = [];
        const pick = (n: number) => orders[n % orders.length];
        for (const op of ops) {
          if (op.k === 'place') {
            seq++;
            const o = await t.db.one<{
              id: string;
            }>(sql`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, poi_id,
                product_name, sku_name, poi_name, play_date, quantity, unit_price, total_money, contact_name, contact_phone, channel, order_status,
                create_time, pay_time)
              VALUES (${T}, ${`RPT${Date.now()}${seq}`}, ${`rptcode${Date.now()}${seq}`}, ${String(seq).padStart(10, '0')}, ${tk.productId}, ${tk.skuId},
                ${tk.poiId}, '性质票', '成人票', '测试景区', current_date, ${op.qty}, ${op.money}, ${op.money * op.qty}, '测', '13800000000', ${op.channel},
                ${op.pay ? 8821 : 8100}, now() - ${`${op.daysBack} days`}::interval, ${op.pay ? sql`now()` : sql`NULL`}) RETURNING id`);
            orders.push(o!.id);
            for (let g = 0; g < op.qty; g++)
              await t.db.query(sql`INSERT INTO ord_guest (tenant_id, order_id, qr_code, price, card_num)
                VALUES (${T}, ${o!.id}, ${`rptqr${Date.now()}${seq}${g}`}, ${op.money}, ${g % 2 ? '33010619900101123X' : null})`);
          } else if (!orders.length) {
          } else if (op.k === 'pay') {
            await t.db.query(
              sql`UPDATE ord_order SET pay_time = now() - ${`${op.daysBack} days`}::interval WHERE tenant_id = ${T} AND id = ${pick(op.pick)} AND pay_time IS NULL`,
            );
          } else if (op.k === 'refund') {
            seq++;
            await t.db.query(sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, amount, trade_status, finish_time)
              VALUES (${T}, ${pick(op.pick)}, 'refund', ${`RPTR${Date.now()}${seq}`}, ${op.amount}, ${op.done ? 'done' : 'created'}, ${op.done ? sql`now()` : sql`NULL`})`);
          } else if (op.k === 'finishRefund') {
            await t.db.query(sql`UPDATE ord_trade SET trade_status = 'done', finish_time = now() - interval '1 day'
              WHERE tenant_id = ${T} AND order_id = ${pick(op.pick)} AND kind = 'refund' AND trade_status = 'created'`);
          } else if (op.k === 'check') {
            await t.db.query(sql`UPDATE ord_guest SET ticket_status = 1, check_time = now() - ${`${op.hoursBack} hours`}::interval
              WHERE tenant_id = ${T} AND id = (SELECT min(id) FROM ord_guest WHERE tenant_id = ${T} AND order_id = ${pick(op.pick)} AND ticket_status = 0)`);
          } else {
            await t.db.query(
              sql`UPDATE ord_order SET create_time = create_time - ${`${op.days} days`}::interval WHERE tenant_id = ${T} AND id = ${pick(op.pick)}`,
            );
          }
        }
        await fold(t.db);
        const incremental = await rollups();
        const c = coarser(incremental);
        expect(c.saleMonthKept).toEqual(c.saleMonth);
        expect(c.saleChannelKept).toEqual(c.saleChannel);
        expect(c.saleChannelMonthKept).toEqual(c.saleChannelMonth);
        expect(c.checkMonthKept).toEqual(c.checkMonth);
        expect(c.visitorMonthKept).toEqual(c.visitorMonth);
        await rebuildTenant(t.db, T);
        const rebuilt = await rollups();
        expect(rebuilt).toEqual(incremental);
      }),
      { numRuns: 12 },
    );
  });
});

describe('实时客流 dashboards', () => {
  it('a token reads its own screen with today’s figures and nothing else, and stops when revoked', async () => {
    const D = `${R}/realTime`;
    const bad = await boss.post(`${D}/add`, { name: '', capacity: 10, dataTypes: [] });
    expect(bad.body.code).toBe(400);
    const screen = ok(
      await boss.post(`${D}/add`, { name: '南门大屏', capacity: 5000, dataTypes: ['hourly', 'sales', 'capacity'], refreshSeconds: 30 }),
    );
    const { token } = ok(await boss.post(`${D}/dashboard/token`, { id: screen.id }));
    const pub = new Client(t.url);
    const view = ok(await pub.get(`${D}/dashboard/config`, { token }));
    expect(view.name).toBe('南门大屏');
    expect(view.figures.hourly).toHaveLength(24);
    expect(view.figures.capacity).toBe(5000);
    const today = ok(await boss.get(`${D}/today`));
    expect(view.figures.checkedToday).toBe(today.checkedToday);
    expect(view.figures.paidMoney).toBe(today.paidMoney);

    // The token is no login: the merchant's calls refuse it.
    const asBearer = await pub.req('GET', `${R}/newReport/orderGather`, { query: range, headers: { 'Blade-Auth': `bearer ${token}` } });
    expect(asBearer.body.code).not.toBe(200);
    // Another tenant's prefix with the same secret opens nothing.
    const forged = await pub.get(`${D}/dashboard/config`, { token: token.replace(/^\d+/, '100002') });
    expect(forged.body.code).toBe(404);
    // Another tenant cannot see or touch the screen.
    expect((await other.get(`${D}/configDetail`, { id: screen.id })).body.code).toBe(404);
    expect((await other.post(`${D}/updateIsOpenLook`, { id: screen.id, isOpenLook: 0 })).body.code).toBe(404);

    // A new token revokes the old; closing the screen revokes every token.
    const { token: second } = ok(await boss.post(`${D}/dashboard/token`, { id: screen.id }));
    expect((await pub.get(`${D}/dashboard/config`, { token })).body.msg).toBe('大屏链接已失效，请向商户索取新的链接');
    ok(await pub.get(`${D}/dashboard/config`, { token: second }));
    ok(await boss.post(`${D}/updateIsOpenLook`, { id: screen.id, isOpenLook: 0 }));
    expect((await pub.get(`${D}/dashboard/config`, { token: second })).body.code).toBe(404);
    const list = ok(await boss.get(`${D}/page`, { current: 1, size: 10 }));
    expect(list.records[0]).toMatchObject({ name: '南门大屏', hasToken: false, isOpenLook: 0 });
    expect((await checker.post(`${D}/add`, { name: 'x', capacity: 1, dataTypes: ['hourly'] })).body.code).toBe(403);
  });
});

describe('large answers', () => {
  it('come gzipped to a client that takes gzip, and plain to one that does not', async () => {
    // a year by day: 365 rows of figures, some 65 KB of JSON
    const path = `/api${R}/newReport/orderGather?startDate=${day(-364)}&endDate=${day(0)}`;
    const ask = (encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const req = request(
          new URL(path, t.url),
          { headers: { 'Blade-Auth': `bearer ${boss.token}`, 'Accept-Encoding': encoding } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (b: Buffer) => parts.push(b));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
          },
        );
        req.on('error', reject).end();
      });
    const zipped = await ask('gzip, deflate, br');
    const plain = await ask('identity');
    expect(zipped.encoding).toBe('gzip');
    expect(plain.encoding).toBeUndefined();
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length * 5).toBeLessThan(plain.body.length);
    expect(JSON.parse(plain.body.toString()).data).toHaveLength(365);
  });
});

describe('detail pages by day', () => {
  it('count their groups up to 1,000 ("1000+") and still page, newest day first', async () => {
    // 1,040 groups in 2020 (52 days × 20 products), added the way an area adds figures of its own
    await t.db.query(sql`SELECT rpt_sale_add(${T}, '2020-03-01'::date + d, 'ticket', 700000 + p, 'h5', 0, '旧票' || p, NULL,
        0, 0, 0, 1, 1, 100, 0, 0)
      FROM generate_series(0, 51) d, generate_series(1, 20) p`);
    const q = { startDate: '2020-03-01', endDate: '2020-04-30' };
    const first = ok(await boss.get(`${R}/newReport/detail`, { ...q, current: 1, size: 20 }));
    expect(first).toMatchObject({ total: 1000, totalCapped: true, pages: 50 });
    expect(first.records[0].period).toBe('2020-04-21');
    const last = ok(await boss.get(`${R}/newReport/detail`, { ...q, current: 50, size: 20 }));
    expect(last.records).toHaveLength(20);
    const months = ok(await boss.get(`${R}/newReport/orderGather`, { ...q, period: 'month' }));
    expect(sumOf(months, 'paidMoney')).toBe(1040 * 100);
    const week = ok(await boss.get(`${R}/newReport/detail`, { startDate: '2020-03-01', endDate: '2020-03-07', current: 1, size: 20 }));
    expect(week).toMatchObject({ total: 140, pages: 7 });
    expect(week.totalCapped).toBeUndefined();
  });
});
