import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { freshDb, md5, startServer } from './lib.ts';

const BASIC_AUTH = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/**
 * Seckill benchmark on the local PostgreSQL: BUYERS concurrent customers buy one seckill item of UNITS
 * units, one unit per request, until it is sold out:
 *  - through the real HTTP order path (POST /yym-marketing-api/h5/seckill/buy: customer session, the
 *    seckill checkout rule, the order, its guests and logs), the item's stock split over 16 buckets;
 *  - raw transactions through the driver at the same number of buyers: the single-row conditional
 *    UPDATE + INSERT, and the bucketed UPDATE (random start, SKIP LOCKED) + INSERT.
 * Each variant runs ROUNDS times (stock reset each round); figures are units sold per second until sold
 * out, and the oversell count (units sold past the allotment, buckets below zero).
 */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 256);
const UNITS = Number(process.env.BENCH_UNITS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// PostgreSQL allows 100 connections here: the server's pool, then the driver baseline's.
const POOL = Number(process.env.BENCH_POOL ?? 32);
const TENANT = '100001';
const chinaAt = (min: number) => new Date(Date.now() + 8 * 3600_000 + min * 60_000).toISOString().slice(0, 19).replace('T', ' ');

async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'Blade-Auth': `bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = await r.json();
  if (j.code !== 200) throw new Error(`${path}: ${j.msg}`);
  return j.data;
}

/** BUYERS workers, each buying until the answer is not a success; answers units/s and what happened. */
async function race(buyOne: (worker: number) => Promise<boolean>) {
  const t0 = performance.now();
  let sold = 0;
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, w) => {
      while (await buyOne(w)) sold++;
    }),
  );
  const s = (performance.now() - t0) / 1000;
  return { sold, seconds: s };
}

interface Figure {
  what: string;
  perSecond: number;
  sold: number;
  oversell: number;
}

export async function run() {
  const url = await freshDb('yym_bench_seckill');
  const server = await startServer(url, { PG_POOL_SIZE: String(POOL) });
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const figures: Figure[] = [];
  try {
    const login = await (
      await fetch(
        `${server.url}/api/blade-auth/oauth/token?tenantId=${TENANT}&username=boss&password=${md5('Demo1234')}&grant_type=password&scope=all`,
        {
          method: 'POST',
          headers: { Authorization: BASIC_AUTH },
        },
      )
    ).json();
    const boss = login.access_token as string;
    const hot = (
      await c.query(
        `SELECT p.id AS product_id, s.id AS sku_id FROM prd_product p JOIN prd_sku s ON s.tenant_id = p.tenant_id AND s.product_id = p.id
        WHERE p.tenant_id = $1 AND p.name = '西湖游船票' ORDER BY s.sort, s.id LIMIT 1`,
        [TENANT],
      )
    ).rows[0];
    const date = chinaAt(24 * 60).slice(0, 10);
    await c.query(
      `INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock) VALUES ($1, $2, $3, 10000, 5) ON CONFLICT (tenant_id, sku_id, play_date) DO UPDATE SET stock = 5`,
      [TENANT, hot.sku_id, date],
    );
    // The activity through the API (goods are saved before it starts), then started and set to its limit.
    const a = await api(server.url, boss, 'POST', '/yym-marketing-api/seckill/submitInfo', {
      name: '压测秒杀',
      startTime: chinaAt(10),
      endTime: chinaAt(600),
      limitNum: 99,
    });
    const goods = await api(server.url, boss, 'POST', '/yym-marketing-api/seckill/submitActivity', {
      seckillId: a.id,
      goodsList: [{ productId: String(hot.product_id), skuId: String(hot.sku_id), seckillPrice: 100, stock: UNITS }],
    });
    const goodsId = goods[0].id as string;
    await api(server.url, boss, 'POST', '/yym-marketing-api/seckill/submitShare', { seckillId: a.id, shareTitle: '压测' });
    await c.query(`UPDATE sk_activity SET start_time = now() - interval '1 minute' WHERE id = $1`, [a.id]);

    // BUYERS customers with a session each (what the phone login leaves behind).
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const phone = `186${String(i).padStart(8, '0')}`;
      const cust = (
        await c.query(
          `INSERT INTO uc_customer (tenant_id, phone, source) VALUES ($1, $2, 'h5') ON CONFLICT (tenant_id, phone) DO UPDATE SET source = 'h5' RETURNING id`,
          [TENANT, phone],
        )
      ).rows[0];
      const token = `${TENANT}.${randomBytes(24).toString('base64url')}`;
      await c.query(
        `INSERT INTO uc_session (tenant_id, token_hash, customer_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
        [TENANT, createHash('sha256').update(token).digest('hex'), cust.id],
      );
      tokens.push(token);
    }

    const reset = async (buckets: number) => {
      await c.query('DELETE FROM sk_buyer WHERE seckill_id = $1', [a.id]);
      await c.query('DELETE FROM sk_bucket WHERE goods_id = $1', [goodsId]);
      await c.query(
        `INSERT INTO sk_bucket (tenant_id, goods_id, bucket, stock) SELECT $1, $2, k, $3 / $4 + CASE WHEN k < $3 % $4 THEN 1 ELSE 0 END FROM generate_series(0, $4 - 1) k`,
        [TENANT, goodsId, UNITS, buckets],
      );
      await c.query('UPDATE sk_goods SET buckets = $2 WHERE id = $1', [goodsId, buckets]);
    };
    const buyBody = JSON.stringify({ seckillId: a.id, goodsId, touristDate: date, quantity: 1, contactName: '压测' });
    const httpBuy = async (w: number) => {
      const r = await fetch(`${server.url}/api/yym-marketing-api/h5/seckill/buy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Customer-Token': tokens[w]! },
        body: buyBody,
      });
      return (await r.json()).code === 200;
    };
    for (const buckets of [16]) {
      let sold = 0;
      let seconds = 0;
      let oversell = 0;
      for (let round = 0; round < ROUNDS; round++) {
        await reset(buckets);
        const before = Number((await c.query('SELECT count(*)::int AS n FROM sk_order WHERE goods_id = $1', [goodsId])).rows[0].n);
        const r = await race(httpBuy);
        const after = (
          await c.query(
            `SELECT (SELECT count(*)::int FROM sk_order WHERE goods_id = $1) AS orders, (SELECT coalesce(sum(stock), 0)::int FROM sk_bucket WHERE goods_id = $1) AS left,
              (SELECT coalesce(sum(least(stock, 0)), 0)::int FROM sk_bucket WHERE goods_id = $1) AS negative`,
            [goodsId],
          )
        ).rows[0];
        const made = after.orders - before;
        // Units sold past the allotment, buckets below zero, and any unit not accounted for (sold + left ≠ allotment).
        oversell += Math.max(0, made - UNITS) - after.negative + Math.abs(made + after.left - UNITS);
        sold += r.sold;
        seconds += r.seconds;
      }
      figures.push({
        what: `HTTP buy path, ${buckets} bucket row${buckets > 1 ? 's' : ''}`,
        perSecond: Math.round(sold / seconds),
        sold,
        oversell,
      });
    }

    // ---- raw transactions through the driver, BUYERS workers on a pool of POOL connections
    await c.query(`CREATE TABLE bench_one (id int PRIMARY KEY, stock int NOT NULL CHECK (stock >= 0));
      CREATE TABLE bench_bucket (bucket int PRIMARY KEY, stock int NOT NULL CHECK (stock >= 0));
      CREATE TABLE bench_order (id bigserial PRIMARY KEY, buyer int NOT NULL, bucket int, at timestamptz NOT NULL DEFAULT now())`);
    const pool = new pg.Pool({ connectionString: url, max: POOL });
    const tx = async (work: (cl: pg.PoolClient) => Promise<boolean>) => {
      const cl = await pool.connect();
      try {
        await cl.query('BEGIN');
        const ok = await work(cl);
        await cl.query('COMMIT');
        return ok;
      } catch (e) {
        await cl.query('ROLLBACK');
        throw e;
      } finally {
        cl.release();
      }
    };
    const single = (w: number) =>
      tx(async (cl) => {
        const r = await cl.query('UPDATE bench_one SET stock = stock - 1 WHERE id = 1 AND stock >= 1 RETURNING stock');
        if (!r.rowCount) return false;
        await cl.query('INSERT INTO bench_order (buyer) VALUES ($1)', [w]);
        return true;
      });
    const bucketed = (w: number) =>
      tx(async (cl) => {
        const start = Math.floor(Math.random() * 16);
        // As the server does: never wait for a bucket row; when all rows with units are held, pause and look again.
        const take = () =>
          cl.query(
            `WITH b AS (SELECT bucket FROM bench_bucket WHERE stock > 0 ORDER BY (bucket + 16 - $1) % 16 LIMIT 1 FOR UPDATE SKIP LOCKED)
            UPDATE bench_bucket k SET stock = k.stock - 1 FROM b WHERE k.bucket = b.bucket RETURNING k.bucket`,
            [start],
          );
        let r = await take();
        while (!r.rowCount) {
          if (!(await cl.query('SELECT 1 FROM bench_bucket WHERE stock > 0 LIMIT 1')).rowCount) return false;
          await new Promise((res) => setTimeout(res, 1 + Math.random() * 4));
          r = await take();
        }
        await cl.query('INSERT INTO bench_order (buyer, bucket) VALUES ($1, $2)', [w, r.rows[0].bucket]);
        return true;
      });
    for (const [what, buy, setup] of [
      ['raw single-row conditional UPDATE + INSERT', single, `DELETE FROM bench_one; INSERT INTO bench_one VALUES (1, ${UNITS})`],
      [
        'raw bucketed UPDATE (16 rows, SKIP LOCKED) + INSERT',
        bucketed,
        `DELETE FROM bench_bucket; INSERT INTO bench_bucket SELECT k, ${UNITS} / 16 + CASE WHEN k < ${UNITS} % 16 THEN 1 ELSE 0 END FROM generate_series(0, 15) k`,
      ],
    ] as const) {
      let sold = 0;
      let seconds = 0;
      let oversell = 0;
      for (let round = 0; round < ROUNDS; round++) {
        await c.query(`DELETE FROM bench_order; ${setup}`);
        const r = await race(buy);
        const n = Number((await c.query('SELECT count(*)::int AS n FROM bench_order')).rows[0].n);
        oversell += Math.max(0, n - UNITS);
        sold += r.sold;
        seconds += r.seconds;
      }
      figures.push({ what: `${what} — ${POOL} connections`, perSecond: Math.round(sold / seconds), sold, oversell });
    }
    await pool.end();

    console.log(`\n## Seckill (PostgreSQL): ${BUYERS} concurrent buyers, one item of ${UNITS} units, ${ROUNDS} rounds each`);
    console.log('| what | units sold/s | units sold | oversell |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const f of figures) console.log(`| ${f.what} | ${f.perSecond} | ${f.sold} | ${f.oversell} |`);
  } finally {
    await c.end();
    await server.stop();
  }
}
