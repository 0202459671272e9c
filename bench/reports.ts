import { loadavg } from 'node:os';
import pg from 'pg';
import { openPg } from '../apps/server/src/platform/db.ts';
import { rebuildAll } from '../apps/server/src/modules/report/rollup/service.ts';
import { admin, cpuMs, cpuSpent, dbUrl, driverLoad, freshDb, load, md5, startServer, type Figures } from './lib.ts';

type Row = Figures & { serverCpu: number | null; dbCpu: number | null };

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
    // Tenants 100001 (the demo merchant the API logs in to) and 19 others; within a tenant (its j-th order,
    // j = i / 20) 30 products (each of one scenic spot of 3, three of them hotels) × 4 channels cycle
    // independently and each day of the year gets about 120 orders, so every combination sells on most
    // days: some 44,000 rollup rows a tenant, as a merchant with that range would have.
    await c.query(`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, poi_id, product_name, sku_name, poi_name,
        play_date, quantity, unit_price, total_money, contact_name, contact_phone, channel, order_status, order_kind, create_time, pay_time)
      SELECT CASE WHEN i % ${TENANTS} = 0 THEN '100001' ELSE (300000 + i % ${TENANTS})::text END,
        'B' || i, 'bench' || i, lpad((i % 10000000000)::text, 10, '0'), 900000 + (i / 20) % 30, 1, 800000 + (i / 20) % 30 % 3,
        '压测产品' || ((i / 20) % 30), '成人票', '压测景区' || ((i / 20) % 30 % 3), current_date, 1 + i % 3, 5000 + (i % 7) * 1000,
        (1 + i % 3) * (5000 + (i % 7) * 1000), '压测', '13800000000', (ARRAY['h5','wechat','backoffice','alipay'])[1 + (i / 600) % 4],
        CASE WHEN i % 7 = 0 THEN 8100 ELSE 8826 END, CASE WHEN (i / 20) % 30 % 10 = 9 THEN 'hotel' ELSE 'ticket' END,
        now() - (((i / 2400) % 365) || ' days')::interval - ((i % 24) || ' hours')::interval,
        CASE WHEN i % 7 = 0 THEN NULL ELSE now() - (((i / 2400) % 365) || ' days')::interval - ((i % 24) || ' hours')::interval + interval '5 minutes' END
      FROM generate_series(1, ${ORDERS}) i`);
    await c.query(`INSERT INTO ord_guest (tenant_id, order_id, qr_code, price, card_num, ticket_status, check_time)
      SELECT tenant_id, id, 'bq' || id, unit_price,
        (ARRAY['11','31','32','33','34','35','36','37','44','51'])[1 + (id / 7) % 10] || '0106' || (1950 + id % 60) || '0101'
          || lpad((id % 1000)::text, 3, '0') || 'X',
        CASE WHEN (id / ${TENANTS}) % 5 < 3 AND pay_time IS NOT NULL THEN 1 ELSE 0 END,
        CASE WHEN (id / ${TENANTS}) % 5 < 3 AND pay_time IS NOT NULL THEN pay_time + interval '2 hours' END
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

/** The bench database when BENCH_REUSE=1 and it holds this run's orders already (seeded and rebuilt). */
async function seeded(name: string): Promise<string | null> {
  if (process.env.BENCH_REUSE !== '1') return null;
  if (!(await admin(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount) return null;
  const c = new pg.Client({ connectionString: dbUrl(name) });
  await c.connect();
  try {
    // the bench's own orders by their codes (the demo has order numbers starting with B too)
    const n = await c.query(`SELECT count(*)::int AS n, (SELECT count(*)::int FROM rpt_sale) AS r FROM ord_order WHERE code LIKE 'bench%'`);
    return n.rows[0].n === ORDERS && n.rows[0].r > 0 ? dbUrl(name) : null;
  } catch {
    return null;
  } finally {
    await c.end();
  }
}

export async function run() {
  const NAME = 'yym_bench_reports_v4';
  // BENCH_REUSE=1 keeps a database seeded by an earlier run (its new migrations apply at the server's start).
  const kept = await seeded(NAME);
  const url = kept ?? (await freshDb(NAME));
  const server = await startServer(url);
  try {
    let seedSeconds = 0;
    let rebuildSeconds = 0;
    if (!kept) {
      let t0 = performance.now();
      await seed(url);
      seedSeconds = (performance.now() - t0) / 1000;
      const db = await openPg(url);
      t0 = performance.now();
      await rebuildAll(db);
      rebuildSeconds = (performance.now() - t0) / 1000;
      await db.close();
    }
    const counts = new pg.Client({ connectionString: url });
    await counts.connect();
    const n = (await counts.query('SELECT (SELECT count(*) FROM ord_order) AS orders, (SELECT count(*) FROM rpt_sale) AS sale_rows'))
      .rows[0];
    // The rollups as autovacuum leaves them in a running database (visibility map set: the page counts
    // read the primary key alone), not as a bulk load just left them.
    await counts.query('VACUUM ANALYZE');
    await counts.end();
    console.log(`\n## ${Number(n.orders).toLocaleString('en')} orders over ${TENANTS} tenants and a year`);
    console.log(
      kept
        ? `reused the seeded database ${NAME} (${n.sale_rows} rpt_sale rows)`
        : `seeded in ${seedSeconds.toFixed(0)} s; rollups rebuilt in ${rebuildSeconds.toFixed(0)} s (${n.sale_rows} rpt_sale rows)`,
    );
    console.log(
      `load average at the start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const login = await fetch(
      `${server.url}/api/blade-auth/oauth/token?tenantId=100001&username=boss&password=${md5('Demo1234')}&grant_type=password&scope=all`,
      { method: 'POST', headers: { Authorization: BASIC_AUTH } },
    ).then((r) => r.json());
    // as a merchant's browser asks (large answers come gzipped)
    const headers = { 'Blade-Auth': `bearer ${login.access_token as string}`, 'Accept-Encoding': 'gzip, deflate, br' };
    const end = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3600_000 - 365 * 86_400_000).toISOString().slice(0, 10);
    const range = `startDate=${start}&endDate=${end}`;
    const R = '/api/yym-biz-report';
    const page = `${range}&current=1&size=20`;
    // Every report call over a year (BENCH_ONLY=text keeps the rows whose name or path contains it). A year
    // with a period is read by month, as a person reading a year picks, but for one series by day: the
    // worst case, 365 rows to answer (a by-day year of a split by channel is 1,460, some 330 KB of JSON).
    const reports: [string, string][] = (
      [
        ['订单汇总 (by day, a year)', `${R}/newReport/orderGather?${range}`],
        ['订单汇总 (by month)', `${R}/newReport/orderGather?${range}&period=month`],
        ['销售排行', `${R}/newReport/salesRanking?${range}`],
        ['订单报表明细 (page)', `${R}/newReport/detail?${page}`],
        ['渠道占比', `${R}/newReport/ratio?${range}`],
        ['订单类型汇总', `${R}/orderTypesCollect?${range}`],
        ['景区运营 page', `${R}/scenicOperate/page?${page}`],
        ['景区运营 statistics', `${R}/scenicOperate/statistics?${range}`],
        ['景区运营 details', `${R}/scenicOperate/details?${range}&period=month`],
        ['检票统计', `${R}/ticketStatistics/list?${range}&period=month`],
        ['分时检票', `${R}/verify/reportPage?${range}`],
        ['检票对比', `${R}/verify/compare?${range}`],
        ['用户分析 (sex)', `${R}/usersReport/sex?${range}`],
        ['用户分析 (age)', `${R}/usersReport/age?${range}`],
        ['用户分析 (province)', `${R}/usersReport/affiliation?${range}`],
        ['供应商汇总', `${R}/supDis/supplierCollect?${range}`],
        ['分销商汇总', `${R}/supDis/distributorCollect?${range}`],
        ['供销统计 (by month)', `${R}/supDis/saleStatistics?${range}&period=month`],
        ['供应商结算', `${R}/supDis/supplierSettlement?${range}`],
        ['渠道统计 (OTA, by month)', `${R}/bills/otaStatistics?${range}&period=month`],
        ['渠道明细 (OTA, page)', `${R}/bills/otaDetail?${page}`],
        ['团队对比', `${R}/compare/team?${range}`],
        ['财务报表 (by month)', `${R}/finance/report?${range}&period=month`],
        ['财务报表明细 (page)', `${R}/finance/detail?${page}`],
        ['支付流水 (page)', `${R}/paymentFlow/page?${page}`],
        ['筛选项 (channel list)', `${R}/verify/channelList?${range}`],
        ['实时客流 today', `${R}/realTime/today`],
      ] as [string, string][]
    ).filter(([name, path]) => !process.env.BENCH_ONLY || name.includes(process.env.BENCH_ONLY) || path.includes(process.env.BENCH_ONLY));
    // A fresh server compiles its hot paths during the first seconds of load: every report is warmed
    // first, so the first one measured does not pay for that alone.
    for (const [, path] of reports) await load({ url: server.url + path, headers, amount: 100, connections: 4 });
    // Besides the timings, the CPU each request cost the server process and the database backends
    // (read from /proc, so this machine only): those stay fair on a machine busy with other work.
    const backends = async () => (await admin(`SELECT pid FROM pg_stat_activity WHERE datname = '${NAME}'`)).rows.map((r) => Number(r.pid));
    const measure = async (path: string): Promise<Row> => {
      const [s0, d0] = [cpuMs([server.proc.pid!]), cpuMs(await backends())];
      const f = await load({ url: server.url + path, headers, duration: SECONDS, connections: CONNECTIONS });
      const [s1, d1] = [cpuMs([server.proc.pid!]), cpuMs(await backends())];
      const per = (ms: number | null) => (ms === null ? null : ms / Math.max(f.rps * SECONDS, 1));
      return { ...f, serverCpu: per(cpuSpent(s0, s1)), dbCpu: per(cpuSpent(d0, d1)) };
    };
    // The floor: an authenticated call of the same service that reads no figures (its caller only).
    const floor = await measure(`${R}/realTime/getDataType`);
    const rows: [string, Row][] = [];
    for (const [name, path] of reports) rows.push([name, await measure(path)]);
    // The raw aggregate a report would need without the rollup: the demo merchant's year of orders by day.
    const raw = await driverLoad(url, CONNECTIONS, SECONDS, (c) =>
      c.query(
        `SELECT (pay_time AT TIME ZONE 'Asia/Shanghai')::date AS day, count(*), sum(quantity), sum(total_money) FROM ord_order
        WHERE tenant_id = '100001' AND pay_time >= ($1::date::timestamp AT TIME ZONE 'Asia/Shanghai')
          AND pay_time < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai') GROUP BY 1`,
        [start, end],
      ),
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const ms = (v: number | null) => (v === null ? '–' : v.toFixed(2));
    const line = (name: string, f: Row | Figures, ratio: string) => {
      const r = f as Row;
      console.log(
        `| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${ratio} | ${(f.p50 / floor.p50).toFixed(1)} | ${ms(r.serverCpu ?? null)} | ${ms(r.dbCpu ?? null)} | ${f.errors} |`,
      );
    };
    console.log(`\n## reports over ${Number(n.orders).toLocaleString('en')} orders (${CONNECTIONS} connections, ${SECONDS} s each)`);
    console.log('| what | requests/s | p50 ms | p99 ms | × raw rate | p50 / floor | server CPU ms/req | db CPU ms/req | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    line('floor: realTime/getDataType (no figures)', floor, '');
    for (const [name, f] of rows) line(name, f, (f.rps / Math.max(raw.rps, 1)).toFixed(0));
    line("raw SQL: a year of one tenant's orders by pay day (driver)", raw, '1');
    // The goal: every report's p50 under 50 ms and at least 10x the raw aggregate's rate.
    const missed = rows.filter(([, f]) => f.p50 >= 50 || f.rps < 10 * raw.rps || f.errors);
    console.log(
      missed.length
        ? `\ngoal missed (p50 < 50 ms, >= ${10 * raw.rps} requests/s, no errors): ${missed.map(([name]) => name).join('; ')}`
        : `\nevery report: p50 < 50 ms and >= 10x the raw aggregate's ${raw.rps} requests/s`,
    );
  } finally {
    await server.stop();
  }
}
