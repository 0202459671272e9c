import pg from 'pg';
import { openPg } from '../apps/server/src/platform/db.ts';
import { rebuildAll } from '../apps/server/src/modules/report/rollup/service.ts';
import { driverLoad, freshDb, load, md5, startServer, table, type Figures } from './lib.ts';

/**
 * Reports at scale on the local PostgreSQL: BENCH_ORDERS orders (default 1,000,000) over 20 tenants and a
 * year, a guest each (most checked, with ID numbers) and a refund for one in twenty; the rollups rebuilt
 * from them (`report.rebuild`). Then each report's requests per second and p50 / p99 through the API,
 * beside the raw aggregate SQL over the orders table that would answer the same question, in the same run.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const TENANTS = 20;
const BASIC_AUTH = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** The orders, written with the rollup triggers off (a bulk load), then counted by the rebuild. */
async function seed(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('SET session_replication_role = replica');
    // Tenants 100001 (the demo merchant the API logs in to) and 19 others; 10 products and 3 scenic spots each.
    await c.query(`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, poi_id, product_name, sku_name, poi_name,
        play_date, quantity, unit_price, total_money, contact_name, contact_phone, channel, order_status, order_kind, create_time, pay_time)
      SELECT CASE WHEN i % ${TENANTS} = 0 THEN '100001' ELSE (300000 + i % ${TENANTS})::text END,
        'B' || i, 'bench' || i, lpad((i % 10000000000)::text, 10, '0'), 900000 + i % 10, 1, 800000 + i % 3,
        '压测产品' || (i % 10), '成人票', '压测景区' || (i % 3), current_date, 1 + i % 3, 5000 + (i % 7) * 1000,
        (1 + i % 3) * (5000 + (i % 7) * 1000), '压测', '13800000000', (ARRAY['h5','wechat','backoffice','alipay'])[1 + i % 4],
        CASE WHEN i % 7 = 0 THEN 8100 ELSE 8826 END, CASE WHEN i % 11 = 0 THEN 'hotel' ELSE 'ticket' END,
        now() - ((i % 365) || ' days')::interval - ((i % 24) || ' hours')::interval,
        CASE WHEN i % 7 = 0 THEN NULL ELSE now() - ((i % 365) || ' days')::interval - ((i % 24) || ' hours')::interval + interval '5 minutes' END
      FROM generate_series(1, ${ORDERS}) i`);
    await c.query(`INSERT INTO ord_guest (tenant_id, order_id, qr_code, price, card_num, ticket_status, check_time)
      SELECT tenant_id, id, 'bq' || id, unit_price, '330106' || (1950 + id % 60) || '0101' || lpad((id % 1000)::text, 3, '0') || 'X',
        CASE WHEN id % 5 < 3 AND pay_time IS NOT NULL THEN 1 ELSE 0 END,
        CASE WHEN id % 5 < 3 AND pay_time IS NOT NULL THEN pay_time + interval '2 hours' END
      FROM ord_order WHERE order_no LIKE 'B%'`);
    await c.query(`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, amount, trade_status, create_time, finish_time)
      SELECT tenant_id, id, 'refund', 'BR' || id, total_money / 2, 'done', pay_time + interval '1 day', pay_time + interval '1 day'
      FROM ord_order WHERE order_no LIKE 'B%' AND pay_time IS NOT NULL AND id % 20 = 0`);
    await c.query('RESET session_replication_role');
    await c.query('ANALYZE');
  } finally {
    await c.end();
  }
}

export async function run() {
  const url = await freshDb('yym_bench_reports');
  const server = await startServer(url);
  try {
    let t0 = performance.now();
    await seed(url);
    const seedSeconds = (performance.now() - t0) / 1000;
    const db = await openPg(url);
    t0 = performance.now();
    await rebuildAll(db);
    const rebuildSeconds = (performance.now() - t0) / 1000;
    await db.close();
    const counts = new pg.Client({ connectionString: url });
    await counts.connect();
    const n = (await counts.query('SELECT (SELECT count(*) FROM ord_order) AS orders, (SELECT count(*) FROM rpt_sale) AS sale_rows'))
      .rows[0];
    await counts.query('ANALYZE');
    await counts.end();
    console.log(`\n## ${Number(n.orders).toLocaleString('en')} orders over ${TENANTS} tenants and a year`);
    console.log(`seeded in ${seedSeconds.toFixed(0)} s; rollups rebuilt in ${rebuildSeconds.toFixed(0)} s (${n.sale_rows} rpt_sale rows)`);

    const login = await fetch(
      `${server.url}/api/blade-auth/oauth/token?tenantId=100001&username=boss&password=${md5('Demo1234')}&grant_type=password&scope=all`,
      { method: 'POST', headers: { Authorization: BASIC_AUTH } },
    ).then((r) => r.json());
    const headers = { 'Blade-Auth': `bearer ${login.access_token as string}` };
    const end = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3600_000 - 365 * 86_400_000).toISOString().slice(0, 10);
    const range = `startDate=${start}&endDate=${end}`;
    const R = '/api/yym-biz-report';
    const reports: [string, string][] = [
      ['订单汇总 (by day, a year)', `${R}/newReport/orderGather?${range}`],
      ['订单汇总 (by month)', `${R}/newReport/orderGather?${range}&period=month`],
      ['销售排行', `${R}/newReport/salesRanking?${range}`],
      ['渠道占比', `${R}/newReport/ratio?${range}`],
      ['景区运营 statistics', `${R}/scenicOperate/statistics?${range}`],
      ['检票统计', `${R}/ticketStatistics/list?${range}&period=month`],
      ['用户分析 (province)', `${R}/usersReport/affiliation?${range}`],
      ['财务报表', `${R}/finance/report?${range}`],
    ];
    const rows: [string, Figures][] = [];
    for (const [name, path] of reports)
      rows.push([`API ${name}`, await load({ url: server.url + path, headers, duration: SECONDS, connections: CONNECTIONS })]);
    // The raw aggregate a report would need without the rollup: the demo merchant's year of orders by day.
    const raw = await driverLoad(url, CONNECTIONS, SECONDS, (c) =>
      c.query(
        `SELECT (pay_time AT TIME ZONE 'Asia/Shanghai')::date AS day, count(*), sum(quantity), sum(total_money) FROM ord_order
        WHERE tenant_id = '100001' AND pay_time >= ($1::date::timestamp AT TIME ZONE 'Asia/Shanghai')
          AND pay_time < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai') GROUP BY 1`,
        [start, end],
      ),
    );
    rows.push(["raw SQL: a year of one tenant's orders by pay day (driver)", raw]);
    table(`reports over ${Number(n.orders).toLocaleString('en')} orders (${CONNECTIONS} connections, ${SECONDS} s each)`, rows);
  } finally {
    await server.stop();
  }
}
