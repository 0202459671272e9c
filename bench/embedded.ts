import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../apps/server/src/platform/db.ts';
import { sql } from '../apps/server/src/platform/sql.ts';
import { foldTally } from '../apps/server/src/modules/order/orders/repo/tally.ts';
import { load, md5, startServer, table, type Figures } from './lib.ts';

/**
 * The embedded default (`npm start`: PGlite inside the server process, demo data), what a newcomer meets
 * first: the order page on the demo's handful of orders, then with 100,000 orders of the demo merchant,
 * beside the product page and the empty route of the same server, with the server's resident memory.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ORDERS = Number(process.env.BENCH_EMBEDDED_ORDERS ?? 100_000);
const DATA_DIR = '/tmp/yym-bench-embedded';
const BASIC_AUTH = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

async function token(base: string): Promise<string> {
  const path = `/api/blade-auth/oauth/token?tenantId=100001&username=boss&password=${md5('Demo1234')}&grant_type=password&scope=all`;
  const r = await (await fetch(base + path, { method: 'POST', headers: { Authorization: BASIC_AUTH } })).json();
  if (!r.access_token) throw new Error(`login failed: ${JSON.stringify(r)}`);
  return r.access_token;
}

const rssMb = (pid: number) =>
  import('node:fs').then(({ readFileSync }) => {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  });

/** One server start on the data directory: the three routes at 1 and 16 connections. */
async function measure(label: string): Promise<{ rows: [string, Figures][]; rss: number }> {
  const server = await startServer('', { DATA_DIR, SEED_DEMO: 'on', CAPTCHA: 'off' });
  try {
    const headers = { 'Blade-Auth': `bearer ${await token(server.url)}` };
    const orders = `${server.url}/api/order-api/generic-poi/biz/page?current=1&size=10`;
    const product = `${server.url}/api/yym-product-api/b/product/page?current=1&size=10`;
    // warm up: the first requests compile the statements and fill the caches
    await load({ url: orders, headers, connections: 1, duration: 1 });
    const rows: [string, Figures][] = [
      [`${label}: GET order page, 1 connection`, await load({ url: orders, headers, connections: 1, duration: SECONDS })],
      [`${label}: GET order page, 16 connections`, await load({ url: orders, headers, connections: 16, duration: SECONDS })],
      [`${label}: GET product page, 1 connection`, await load({ url: product, headers, connections: 1, duration: SECONDS })],
      [`${label}: GET /api/health (empty route), 16 connections`, await load({ url: `${server.url}/api/health`, duration: SECONDS })],
    ];
    return { rows, rss: await rssMb(server.proc.pid!) };
  } finally {
    await server.stop();
  }
}

/** The demo merchant's orders, spread over a year, written while the server is stopped (PGlite has one owner). */
async function addOrders(n: number) {
  const db = await openPglite(join(DATA_DIR, 'pglite'));
  try {
    await db.query(sql`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, product_name, sku_name, poi_name,
        play_date, quantity, unit_price, total_money, contact_name, contact_phone, channel, order_status, order_kind, create_time)
      SELECT '100001', 'E' || g, md5('embedded' || g), lpad(g::text, 10, '0'), 1, 1, '压测门票', '成人票', '压测景区', current_date - (g % 365),
        1, 1000, 1000, '游客' || (g % 1000), '139' || lpad((g % 100000000)::text, 8, '0'), 'wechat',
        (ARRAY[8100, 8003, 8821, 8824, 7600, 7700, 8826, 5050, 4040])[1 + g % 9], 'ticket', now() - make_interval(days => g % 365, secs => g % 86400)
      FROM generate_series(1, ${n}) g`);
    // what the server's jobs do meanwhile: the order tally folded (every minute), the tables vacuumed
    await foldTally(db);
    await db.exec('VACUUM ANALYZE ord_order, ord_order_tally');
  } finally {
    await db.close();
  }
}

export async function run() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const demo = await measure('demo data');
  await addOrders(ORDERS);
  const big = await measure(`+${ORDERS.toLocaleString('en')} orders`);
  table('Embedded default (PGlite in the server process)', [...demo.rows, ...big.rows]);
  console.log(`\nserver RSS after each run: demo ${demo.rss} MB, with the orders ${big.rss} MB`);
  console.log('per-request time at 1 connection is the p50 column');
  rmSync(DATA_DIR, { recursive: true, force: true });
}
