import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { openPg } from '../apps/server/src/platform/db.ts';
import { rebuildAll } from '../apps/server/src/modules/report/rollup/service.ts';
import { admin, dbUrl, driverLoad, freshDb, load, md5, startServer, table, type Figures } from './lib.ts';

const BASIC_AUTH = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/**
 * Commerce benchmark on the local PostgreSQL:
 *  - 1,000,000 orders over 20 tenants; the order page filtered by status and date (page 1 and 500)
 *    through the API beside the same SQL through the driver;
 *  - place-order on one hot ticket under 64 connections (orders/s, oversell count) beside a raw
 *    transaction of the same conditional UPDATE plus order INSERT through the driver;
 *  - ticket checks per second and p99 beside the same statements a check runs, hand-written through the
 *    driver (the raw check), and an empty route.
 * The seeded database is kept as a template between runs (BENCH_RESEED=1 makes it again).
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

async function generate(c: pg.Client, url: string) {
  const t0 = Date.now();
  // Written with the triggers off (a bulk load), then counted into the tally and the report rollups at
  // once: through the triggers, one statement moved each counter row once per order, and the versions
  // of a row within one transaction form a chain each later upsert walks (a month's row: 4,000 long).
  await c.query('SET session_replication_role = replica');
  // Tenant 100001 (the demo merchant, who logs in) plus 19 others; orders spread over a year.
  await c.query(`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, poi_name, play_date, quantity,
      unit_price, total_money, contact_name, contact_phone, channel, order_status, create_time)
    SELECT CASE WHEN g % ${TENANTS} = 0 THEN '100001' ELSE (300000 + g % ${TENANTS})::text END, 'B' || g, md5('bench' || g), lpad(g::text, 10, '0'),
      1, 1, '压测门票', '成人票', '压测景区', current_date - (g % 365), 1, 1000, 1000, '游客' || (g % 1000), '138' || lpad((g % 100000000)::text, 8, '0'),
      'wechat', (ARRAY[8100, 8003, 8821, 8824, 7600, 7700, 8826, 5050, 4040])[1 + g % 9],
      now() - make_interval(days => g % 365, secs => g % 86400)
    FROM generate_series(1, ${ORDERS}) g`);
  await c.query('RESET session_replication_role');
  // each day's counts, and the all-days row the lists without dates read (migration 042)
  await c.query(`DELETE FROM ord_order_tally; INSERT INTO ord_order_tally (tenant_id, order_kind, order_status, day, shard, n)
    SELECT tenant_id, order_kind, order_status, (create_time AT TIME ZONE 'Asia/Shanghai')::date, 0, count(*)
    FROM ord_order WHERE is_deleted = 0 GROUP BY 1, 2, 3, 4;
    INSERT INTO ord_order_tally (tenant_id, order_kind, order_status, day, shard, n)
    SELECT tenant_id, order_kind, order_status, '-infinity', 0, sum(n) FROM ord_order_tally GROUP BY 1, 2, 3`);
  const db = await openPg(url);
  await rebuildAll(db).finally(() => db.close());
  // What autovacuum does after a bulk load: statistics, the visibility map index-only scans rely on, and
  // the dead row versions the recounted tally and rollups left.
  await c.query('VACUUM ANALYZE');
  console.log(`generated ${ORDERS} orders over ${TENANTS} tenants in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/**
 * The run's database: a copy of a template holding the demo data and the generated orders, made once
 * per order count (generating a million orders takes minutes). A template whose applied migrations are
 * not all in this tree (made by a newer branch) is made again; newer migrations of this tree are
 * applied to the copy when the server starts on it.
 */
async function seededDb(): Promise<string> {
  const seed = `yym_bench_commerce_seed_${ORDERS}`;
  const here = new Set(readdirSync(new URL('../apps/server/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')));
  let fits = false;
  if (process.env.BENCH_RESEED !== '1' && (await admin(`SELECT 1 FROM pg_database WHERE datname = '${seed}'`)).rowCount) {
    const c = new pg.Client({ connectionString: dbUrl(seed) });
    await c.connect();
    try {
      fits = (await c.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.every((r) => here.has(r.name));
    } finally {
      await c.end();
    }
  }
  if (!fits) {
    // Made under another name and renamed when complete: an interrupted seeding is never reused.
    const making = await freshDb(`${seed}_making`);
    const server = await startServer(making, { DATA_DIR: '/tmp/yym-bench-commerce' });
    await server.stop();
    const c = new pg.Client({ connectionString: making });
    await c.connect();
    try {
      await generate(c, making);
    } finally {
      await c.end();
    }
    await admin(`DROP DATABASE IF EXISTS ${seed} WITH (FORCE)`);
    await admin(`ALTER DATABASE ${seed}_making RENAME TO ${seed}`);
  } else {
    console.log(`reusing the seeded template ${seed}`);
  }
  await admin('DROP DATABASE IF EXISTS yym_bench_commerce WITH (FORCE)');
  await admin(`CREATE DATABASE yym_bench_commerce TEMPLATE ${seed}`);
  return dbUrl('yym_bench_commerce');
}

export async function run() {
  const url = await seededDb();
  const server = await startServer(url, { PG_POOL_SIZE: String(POOL), DATA_DIR: '/tmp/yym-bench-commerce' });
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
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

    // ---- ticket checks: distinct QR codes of paid orders for today, one per request; the raw check's
    // tickets are the same kind of order under other codes
    const CHECKS = 60_000;
    // In transactions of 2,000 orders: all of them count on one tally row and one rollup row, whose
    // versions within a transaction form one chain each upsert walks (60,000 in one took minutes).
    const BATCH = 2000;
    for (const prefix of ['C', 'D']) {
      for (let from = 1; from <= CHECKS; from += BATCH) {
        await c.query(
          `INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, play_date, quantity, unit_price, total_money,
            contact_name, contact_phone, order_status)
          SELECT '100001', $4 || g, md5($4 || 'check' || g), lpad(($5::bigint - g)::text, 10, '0'), $1, $2, '西湖游船票', '成人票', $3::date, 1, 1000, 1000, '检票', '13700000000', 8821
          FROM generate_series($6::int, $7::int) g`,
          [
            hot.product_id,
            hot.sku_id,
            chinaDay(0),
            prefix,
            prefix === 'C' ? 9000000000 : 9100000000,
            from,
            Math.min(CHECKS, from + BATCH - 1),
          ],
        );
      }
      await c.query(
        `INSERT INTO ord_guest (tenant_id, order_id, guest_name, qr_code, price)
        SELECT o.tenant_id, o.id, '检票', 'Q' || $1 || substr(o.order_no, 2), 1000 FROM ord_order o WHERE o.tenant_id = '100001' AND o.order_no LIKE $1 || '%'`,
        [prefix],
      );
    }
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
            body: JSON.stringify({ method: 1, code: `QC${Math.min(next++, CHECKS)}`, deviceNo: 'BENCH' }),
          }),
        },
      ],
    } as any);
    const checked = Number(
      (await c.query(`SELECT count(*) AS n FROM vf_record WHERE tenant_id = '100001' AND device_no = 'BENCH' AND result = 1`)).rows[0].n,
    );
    // The raw check: the statements the server's check transaction runs (tenant and role binding, the
    // gate's read of switch, checker and ticket, the order's lock, the ticket's change, its counts, the
    // order's move, its two log lines, the check record), each awaited in turn as plain driver code
    // does, as the app role under row-level security. Not in it: the token, the caller's epoch read and
    // the operation log line, which are the API's own.
    const checkerId = String((await c.query(`SELECT id FROM blade_user WHERE tenant_id = '100001' AND account = 'checker'`)).rows[0].id);
    let nextRaw = 1;
    const rawCheck = await driverLoad(url, 16, SECONDS, async (cl) => {
      const code = `QD${nextRaw++}`;
      const t = '100001';
      await cl.query('BEGIN');
      try {
        await cl.query(`SELECT set_config('role', 'yym_app', true), set_config('app.tenant_id', $1, true)`, [t]);
        const g = (
          await cl.query(
            `SELECT (SELECT enabled FROM vf_config WHERE tenant_id = $1 AND method = 1) AS gate_enabled,
              (SELECT verify_poi_status FROM vf_verifier WHERE tenant_id = $1 AND is_deleted = 0 AND user_id = $2 LIMIT 1) AS gate_verifier_status,
              (SELECT count(*)::int FROM vf_power WHERE tenant_id = $1 AND is_deleted = 0 AND user_id = $2) AS gate_powers,
              (SELECT array_agg(DISTINCT x) FROM vf_power p, unnest(p.product_ids) x WHERE p.tenant_id = $1 AND p.is_deleted = 0 AND p.user_id = $2) AS gate_products,
              x.*
            FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT g.*, o.order_status, o.play_date, o.product_id, o.product_name, o.order_no,
                o.poi_id AS order_poi_id FROM ord_guest g
              JOIN ord_order o ON o.tenant_id = g.tenant_id AND o.id = g.order_id AND o.is_deleted = 0 AND o.order_kind = 'ticket'
              WHERE g.tenant_id = $1 AND g.qr_code = $3) x ON true`,
            [t, checkerId, code],
          )
        ).rows[0];
        if (g.id == null || Number(g.ticket_status) !== 0 || Number(g.order_status) !== 8821)
          throw new Error(`raw check: ${code} not checkable`);
        await cl.query(`SELECT * FROM ord_order WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [t, g.order_id]);
        const rows = await cl.query(
          `UPDATE ord_guest SET ticket_status = 1, check_time = now() WHERE tenant_id = $1 AND order_id = $2 AND id = ANY($3::bigint[]) AND ticket_status = 0 RETURNING id, guest_name`,
          [t, g.order_id, [g.id]],
        );
        await cl.query(
          `SELECT count(*) FILTER (WHERE ticket_status IN (0, 3))::int AS unused, count(*) FILTER (WHERE ticket_status = 1)::int AS checked,
            count(*) FILTER (WHERE ticket_status = 4)::int AS refunding FROM ord_guest WHERE tenant_id = $1 AND order_id = $2`,
          [t, g.order_id],
        );
        // every ticket of the order checked: 待使用 -> 已完成, as the order flow moves it
        const o = await cl.query(
          `UPDATE ord_order SET order_status = 8826, update_time = now(), update_user = $3, finish_time = now()
          WHERE tenant_id = $1 AND id = $2 AND order_status = 8821 RETURNING *`,
          [t, g.order_id, checkerId],
        );
        await cl.query(
          `INSERT INTO ord_log (tenant_id, order_id, kind, action, from_status, to_status, content, user_id, user_name)
          VALUES ($1, $2, 'process', 'check', 8821, 8826, '1 张', $3, '检票员'), ($1, $2, 'operate', 'check', 8821, 8826, '检票员核销: 1 张', $3, '检票员')`,
          [t, g.order_id, checkerId],
        );
        const r = rows.rows[0];
        await cl.query(
          `INSERT INTO vf_record (tenant_id, order_id, guest_id, product_id, product_name, order_no, guest_name, method, input, device_no, result, user_id, user_name)
          VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, 'RAW', 1, $9, '检票员')`,
          [t, g.order_id, r.id, o.rows[0].product_id, o.rows[0].product_name, o.rows[0].order_no, r.guest_name, code, checkerId],
        );
        await cl.query('COMMIT');
      } catch (e) {
        await cl.query('ROLLBACK');
        throw e;
      }
    });
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
      ['raw check transaction (the same statements) through the driver — 16 connections', rawCheck],
      ['GET /api/health (empty route) — 16 connections', empty],
    ] as [string, Figures][]);
    console.log(
      `\norder page through the API / driver: ${(page1.rps / sql1.rps).toFixed(2)} (page 1), ${(page500.rps / sql500.rps).toFixed(2)} (page 500); ` +
        `/ plain Fastify: ${(page1.rps / floor.rps).toFixed(2)}; page 500 / page 1: ${(page500.rps / page1.rps).toFixed(2)}`,
    );
    console.log(
      `place-order: ${(sold / SECONDS).toFixed(0)} orders/s created through the API (${sold} orders), raw ${raw.rps}/s; oversell count: ${oversell}`,
    );
    console.log(
      `ticket checks: ${checked} tickets checked, ${(checked / SECONDS).toFixed(0)}/s; / raw check: ${(checks.rps / rawCheck.rps).toFixed(2)}`,
    );
    console.log(
      `load average after the run (1, 5, 15 min; 2 cores shared): ${loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')}`,
    );
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
