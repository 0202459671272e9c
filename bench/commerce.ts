import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { driverLoad, freshDb, load, md5, startServer, table, type Figures } from './lib.ts';

const BASIC_AUTH = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/**
 * Commerce benchmark on the local PostgreSQL:
 *  - 1,000,000 orders over 20 tenants; the order page filtered by status and date (page 1 and 500)
 *    through the API beside the same SQL through the driver;
 *  - place-order on one hot ticket under 64 connections (orders/s, oversell count) beside a raw
 *    transaction of the same conditional UPDATE plus order INSERT through the driver;
 *  - ticket checks per second and p99 beside an empty route.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const TENANTS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// PostgreSQL allows 100 connections here: the server's pool and the driver baseline share them.
const POOL = Number(process.env.BENCH_POOL ?? 24);

/** The server's resident memory now and its peak so far (VmHWM), in MB. */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
};

/** The floor: plain Fastify + one indexed statement through node-postgres, in its own process. */
async function startPlain(databaseUrl: string) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const proc = spawn(process.execPath, ['bench/fixtures/plain-fastify/server.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), PG_POOL_SIZE: String(POOL) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(`${url}/page?tenant=0&status=0&from=2000-01-01`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => proc.kill('SIGTERM') };
}

const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function token(base: string, user: string): Promise<string> {
  const path = `/api/blade-auth/oauth/token?tenantId=100001&username=${user}&password=${md5('Demo1234')}&grant_type=password&scope=all`;
  const r = await (await fetch(base + path, { method: 'POST', headers: { Authorization: BASIC_AUTH } })).json();
  if (!r.access_token) throw new Error(`login ${user} failed: ${JSON.stringify(r)}`);
  return r.access_token;
}

async function generate(c: pg.Client) {
  const t0 = Date.now();
  // Tenant 100001 (the demo merchant, who logs in) plus 19 others; orders spread over a year.
  await c.query(`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, poi_name, play_date, quantity,
      unit_price, total_money, contact_name, contact_phone, channel, order_status, create_time)
    SELECT CASE WHEN g % ${TENANTS} = 0 THEN '100001' ELSE (300000 + g % ${TENANTS})::text END, 'B' || g, md5('bench' || g), lpad(g::text, 10, '0'),
      1, 1, '压测门票', '成人票', '压测景区', current_date - (g % 365), 1, 1000, 1000, '游客' || (g % 1000), '138' || lpad((g % 100000000)::text, 8, '0'),
      'wechat', (ARRAY[8100, 8003, 8821, 8824, 7600, 7700, 8826, 5050, 4040])[1 + g % 9],
      now() - make_interval(days => g % 365, secs => g % 86400)
    FROM generate_series(1, ${ORDERS}) g`);
  // What autovacuum does after a bulk insert: statistics, the visibility map index-only scans rely on,
  // and the order tally's dead row versions (the insert moved its counters a million times in one transaction).
  await c.query('VACUUM ANALYZE ord_order, ord_order_tally');
  console.log(`generated ${ORDERS} orders over ${TENANTS} tenants in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

export async function run() {
  const url = await freshDb('yym_bench_commerce');
  const server = await startServer(url, { PG_POOL_SIZE: String(POOL), DATA_DIR: '/tmp/yym-bench-commerce' });
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await generate(c);
    const boss = await token(server.url, 'boss');
    const checker = await token(server.url, 'checker');
    const auth = (tok: string) => ({ 'Blade-Auth': `bearer ${tok}` });

    // ---- order page: status + create-date filter on the indexed (tenant_id, order_status, create_time)
    const from = chinaDay(-180);
    const to = chinaDay(0);
    const pagePath = (current: number) =>
      `/api/order-api/generic-poi/biz/page?orderStatus=8826&startDate=${from}&endDate=${to}&current=${current}&size=10`;
    const page1 = await load({ url: server.url + pagePath(1), headers: auth(boss), connections: 16, duration: SECONDS });
    const page500 = await load({ url: server.url + pagePath(500), headers: auth(boss), connections: 16, duration: SECONDS });
    const where = `o.tenant_id = $1 AND o.is_deleted = 0 AND o.order_status = 8826
      AND o.create_time >= ($2::date::timestamp AT TIME ZONE 'Asia/Shanghai') AND o.create_time < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`;
    const pageSql = async (cl: pg.PoolClient, offset: number) => {
      await cl.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ord_order o WHERE ${where} LIMIT 10001) x`, ['100001', from, to]);
      await cl.query(
        `SELECT o.*, (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
          (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money
        FROM ord_order o WHERE ${where} ORDER BY o.create_time DESC, o.id DESC LIMIT 10 OFFSET $4`,
        ['100001', from, to, offset],
      );
    };
    const plain = await startPlain(url);
    const floor = await load({ url: `${plain.url}/page?tenant=100001&status=8826&from=${from}`, connections: 16, duration: SECONDS });
    plain.stop();
    const sql1 = await driverLoad(url, 16, SECONDS, (cl) => pageSql(cl, 0));
    const sql500 = await driverLoad(url, 16, SECONDS, (cl) => pageSql(cl, 4990));

    // ---- place-order on one hot ticket (the demo's 西湖游船票, tomorrow), 64 connections
    const hot = (
      await c.query(`SELECT p.id AS product_id, s.id AS sku_id FROM prd_product p JOIN prd_sku s ON s.tenant_id = p.tenant_id AND s.product_id = p.id
      WHERE p.tenant_id = '100001' AND p.name = '西湖游船票' ORDER BY s.sort, s.id LIMIT 1`)
    ).rows[0];
    const date = chinaDay(1);
    const STOCK = 1_000_000;
    await c.query(`UPDATE prd_calendar SET stock = $3, sold = 0 WHERE tenant_id = '100001' AND sku_id = $1 AND play_date = $2`, [
      hot.sku_id,
      date,
      STOCK,
    ]);
    const before = Number(
      (
        await c.query(`SELECT count(*) AS n FROM ord_order WHERE tenant_id = '100001' AND sku_id = $1 AND play_date = $2`, [
          hot.sku_id,
          date,
        ])
      ).rows[0].n,
    );
    const body = JSON.stringify({
      productId: hot.product_id,
      skuId: hot.sku_id,
      touristDate: date,
      quantity: 1,
      contactName: '压测',
      contactPhone: '13800138000',
    });
    const place = await load({
      url: `${server.url}/api/order-api/place-order`,
      method: 'POST',
      headers: { ...auth(boss), 'content-type': 'application/json' },
      body,
      connections: 64,
      duration: SECONDS,
    });
    const after = (
      await c.query(
        `SELECT count(*)::int AS n, coalesce(sum(quantity), 0)::int AS q FROM ord_order WHERE tenant_id = '100001' AND sku_id = $1 AND play_date = $2`,
        [hot.sku_id, date],
      )
    ).rows[0];
    const left = Number(
      (await c.query(`SELECT stock FROM prd_calendar WHERE tenant_id = '100001' AND sku_id = $1 AND play_date = $2`, [hot.sku_id, date]))
        .rows[0].stock,
    );
    const sold = after.n - before;
    const oversell = Math.max(0, sold - (STOCK - left)) + (left < 0 ? -left : 0);
    // The raw transaction: the same conditional UPDATE and an order INSERT, straight through the driver.
    const rawSku = (
      await c.query(`INSERT INTO prd_sku (tenant_id, product_id, name, price) VALUES ('100001', $1, '压测基线', 1000) RETURNING id`, [
        hot.product_id,
      ])
    ).rows[0].id;
    await c.query(`INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock) VALUES ('100001', $1, $2, 1000, $3)`, [
      rawSku,
      date,
      STOCK,
    ]);
    let seq = 0;
    const raw = await driverLoad(url, POOL, SECONDS, async (cl) => {
      const n = `R${process.pid}${seq++}`;
      await cl.query('BEGIN');
      const r = await cl.query(
        `UPDATE prd_calendar SET stock = stock - 1, sold = sold + 1 WHERE tenant_id = '100001' AND sku_id = $1 AND play_date = $2 AND stock >= 1 RETURNING price`,
        [rawSku, date],
      );
      if (r.rowCount) {
        await cl.query(
          `INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, play_date, quantity, unit_price, total_money,
            contact_name, contact_phone, order_status) VALUES ('100001', $1, $2, $3, $4, $5, '压测', '压测', $6, 1, 1000, 1000, '压测', '13800138000', 8100)`,
          [n, md5(n), n.slice(-10).padStart(10, '0'), hot.product_id, rawSku, date],
        );
      }
      await cl.query('COMMIT');
    });

    // ---- ticket checks: distinct QR codes of paid orders for today, one per request
    const CHECKS = 60_000;
    await c.query(
      `INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, play_date, quantity, unit_price, total_money,
        contact_name, contact_phone, order_status)
      SELECT '100001', 'C' || g, md5('check' || g), lpad((9000000000 - g)::text, 10, '0'), $1, $2, '西湖游船票', '成人票', $3::date, 1, 1000, 1000, '检票', '13700000000', 8821
      FROM generate_series(1, ${CHECKS}) g`,
      [hot.product_id, hot.sku_id, chinaDay(0)],
    );
    await c.query(`INSERT INTO ord_guest (tenant_id, order_id, guest_name, qr_code, price)
      SELECT o.tenant_id, o.id, '检票', 'QB' || substr(o.order_no, 2), 1000 FROM ord_order o WHERE o.tenant_id = '100001' AND o.order_no LIKE 'C%'`);
    await c.query('ANALYZE ord_order; ANALYZE ord_guest');
    let next = 1;
    const checks = await load({
      url: `${server.url}/api/yym-verification-api/manPower/verify/submit`,
      method: 'POST',
      headers: { ...auth(checker), 'content-type': 'application/json' },
      connections: 16,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (req: any) => ({
            ...req,
            body: JSON.stringify({ method: 1, code: `QB${Math.min(next++, CHECKS)}`, deviceNo: 'BENCH' }),
          }),
        },
      ],
    } as any);
    const checked = Number(
      (await c.query(`SELECT count(*) AS n FROM vf_record WHERE tenant_id = '100001' AND device_no = 'BENCH' AND result = 1`)).rows[0].n,
    );
    const empty = await load({ url: `${server.url}/api/health`, connections: 16, duration: SECONDS });

    table(`Commerce (PostgreSQL, ${ORDERS.toLocaleString('en')} orders over ${TENANTS} tenants)`, [
      ['GET order page (status + 180 days) page 1 — 16 connections', page1],
      ['same SQL (capped count + page) through the driver', sql1],
      ['plain Fastify + one indexed statement (the page rows) — 16 connections', floor],
      ['GET order page page 500', page500],
      ['same SQL through the driver, page 500', sql500],
      [`POST place-order, one hot ticket — 64 connections (server pool ${POOL})`, place],
      [`raw transaction (conditional UPDATE + INSERT) through the driver — ${POOL} connections`, raw],
      ['POST verify/submit (QR, distinct tickets) — 16 connections', checks],
      ['GET /api/health (empty route) — 16 connections', empty],
    ] as [string, Figures][]);
    console.log(
      `\norder page through the API / driver: ${(page1.rps / sql1.rps).toFixed(2)} (page 1), ${(page500.rps / sql500.rps).toFixed(2)} (page 500); ` +
        `/ plain Fastify: ${(page1.rps / floor.rps).toFixed(2)}; page 500 / page 1: ${(page500.rps / page1.rps).toFixed(2)}`,
    );
    console.log(
      `place-order: ${(sold / SECONDS).toFixed(0)} orders/s created through the API (${sold} orders), raw ${raw.rps}/s; oversell count: ${oversell}`,
    );
    console.log(`ticket checks: ${checked} tickets checked, ${(checked / SECONDS).toFixed(0)}/s`);
    const mem = memoryOf(server.proc.pid!);
    console.log(`server memory through the commerce bench: ${mem.rssMb} MB resident now, peak ${mem.peakMb} MB`);
  } finally {
    await server.stop();
  }
  try {
    await exportBench(url, c);
  } finally {
    await c.end();
  }
}

/**
 * A large scenic-order export through its real path (a background job writing keyset batches into the
 * streaming xlsx writer) on a server of its own with jobs on: rows per second and the server's memory.
 */
export async function exportBench(url: string, c: pg.Client) {
  const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 200_000);
  const have = Number(
    (await c.query(`SELECT count(*) AS n FROM ord_order WHERE tenant_id = '100001' AND order_kind = 'ticket'`)).rows[0].n,
  );
  if (have < ROWS) {
    await c.query(`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, play_date, quantity,
        unit_price, total_money, contact_name, contact_phone, order_status, create_time)
      SELECT '100001', 'X' || g, md5('export' || g), lpad((8000000000 - g)::text, 10, '0'), 1, 1, '导出门票', '成人票', current_date, 1, 1000, 1000,
        '导出', '13600000000', 8821, now() - make_interval(secs => g)
      FROM generate_series(1, ${ROWS - have}) g`);
    await c.query('VACUUM ANALYZE ord_order');
  }
  const server = await startServer(url, { DATA_DIR: '/tmp/yym-bench-commerce', JOBS: 'on' });
  try {
    const boss = await token(server.url, 'boss');
    const before = memoryOf(server.proc.pid!);
    const t0 = Date.now();
    const r = await (
      await fetch(`${server.url}/api/order-api/generic-poi/biz/export`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${boss}` } })
    ).json();
    const id = r.data?.recordId;
    if (!id) throw new Error(`the export was not queued: ${JSON.stringify(r)}`);
    let rec: { export_status: string; row_count: number; file_size: string } | undefined;
    let peak = before.rssMb;
    for (;;) {
      await new Promise((res) => setTimeout(res, 200));
      peak = Math.max(peak, memoryOf(server.proc.pid!).rssMb);
      rec = (await c.query(`SELECT export_status, row_count, file_size FROM biz_export_record WHERE id = $1`, [id])).rows[0];
      if (rec?.export_status !== 'running') break;
    }
    const seconds = (Date.now() - t0) / 1000;
    console.log(`\n## Export (scenic orders of tenant 100001, background job)`);
    console.log('| rows | status | seconds | rows/s | file MB | server RSS before MB | peak RSS during MB | growth MB |');
    console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ${rec!.row_count} | ${rec!.export_status} | ${seconds.toFixed(1)} | ${Math.round(rec!.row_count / seconds)} | ${(Number(rec!.file_size) / 1e6).toFixed(1)} | ${before.rssMb} | ${peak} | ${peak - before.rssMb} |`,
    );
  } finally {
    await server.stop();
  }
}
