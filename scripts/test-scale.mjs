#!/usr/bin/env node
// npm run test:scale: the deployment of docs/deploying.md on loopback. A PostgreSQL primary and a
// streaming replica (the machine's initdb, pg_basebackup and pg_ctl, run as the postgres user in
// temporary folders), a local S3-compatible server, two product processes with their own DATA_DIRs and
// the same secrets, HAProxy in front. Then, through the balancer: logins, uploads, saves and lists,
// orders placed and paid by customers, their tickets checked at the gate, a merchant reading the order
// page and a report, while one process is stopped and started again and the replica's replay is paused.
// It fails on a failed request beyond the balancer's documented retry, a lost or doubled order, a paid
// order not paid or a checked ticket not checked (or checked twice), an upload one process cannot
// read, or a save its list does not show; it prints the figures of the run.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const PG_LIB = '/usr/lib/postgresql';
const pgBins = existsSync(PG_LIB) ? readdirSync(PG_LIB).map((v) => join(PG_LIB, v, 'bin')) : [];
const BIN = (name) => ['/usr/local/bin', ...pgBins, '/usr/bin'].map((d) => join(d, name)).find(existsSync);
const need = {
  initdb: BIN('initdb'),
  pg_ctl: BIN('pg_ctl'),
  pg_basebackup: BIN('pg_basebackup'),
  haproxy: BIN('haproxy') ?? '/usr/sbin/haproxy',
};
for (const [k, v] of Object.entries(need)) {
  if (!v || !existsSync(v)) {
    console.log(`test:scale: ${k} is not installed (PostgreSQL's server binaries and Debian's haproxy are needed): skipped`);
    process.exit(process.env.CI === 'true' ? 1 : 0);
  }
}

const DEMO_PASSWORD = 'Scale-Demo-1';
const work = mkdtempSync(join(tmpdir(), 'yym-scale-'));
chmodSync(work, 0o777);
const children = [];
const log = (...a) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
const asPostgres = (cmd, args) => execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' }).toString();
const psql = (port, sqlText) =>
  execFileSync('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-At', '-c', sqlText], { stdio: 'pipe' })
    .toString()
    .trim();

async function cleanup() {
  for (const c of children) c.kill('SIGKILL');
  for (const d of ['primary', 'replica']) {
    try {
      asPostgres(need.pg_ctl, ['-D', join(work, d), '-m', 'immediate', 'stop']);
    } catch {}
  }
  rmSync(work, { recursive: true, force: true });
}

async function main() {
  const started = Date.now();
  const [pgPrimary, pgReplica, s3Port, lbPort, appA, appB, lbStats] = await Promise.all(Array.from({ length: 7 }, freePort));

  // --- S3-compatible server (the tests' s3rver, in its own process), started while PostgreSQL is set up
  const s3dir = join(work, 's3');
  const s3 = spawn(
    process.execPath,
    [
      '-e',
      `import('@20minutes/s3rver').then(async ({ default: S }) => { const s = new S({ port: ${s3Port}, address: '127.0.0.1', silent: true, directory: ${JSON.stringify(s3dir)}, configureBuckets: [{ name: 'yym' }] }); await s.run(); console.log('s3 ready'); })`,
    ],
    { cwd: join(ROOT, 'apps/server'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(s3);
  const s3Ready = new Promise((r) => s3.stdout.on('data', (d) => String(d).includes('s3 ready') && r()));

  // --- two product processes: their own DATA_DIRs, the same documented secrets
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PROVIDERS: 'true',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPrimary}/postgres`,
    DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${pgReplica}/postgres`,
    ACCESS_TOKEN_SECRET: 'a'.repeat(64),
    REFRESH_TOKEN_SECRET: 'b'.repeat(64),
    PAY_CONFIG_KEY: 'c'.repeat(64),
    ADMIN_PASSWORD: 'Scale-Admin-1',
    SEED_DEMO: 'off',
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'yym',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    CAPTCHA: 'off',
    METRICS_TOKEN: 'scale-metrics',
    SHUTDOWN_DRAIN_MS: '1500',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
  };

  // --- PostgreSQL primary and a streaming replica
  const primary = join(work, 'primary');
  const replicaDir = join(work, 'replica');
  asPostgres(need.initdb, ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  writeFileSync(
    join(primary, 'postgresql.auto.conf'),
    `listen_addresses = '127.0.0.1'\nport = ${pgPrimary}\nwal_level = replica\nmax_wal_senders = 4\nfsync = off\nunix_socket_directories = '${primary}'\n`,
  );
  execFileSync('sh', ['-c', `echo "host replication all 127.0.0.1/32 trust" >> ${primary}/pg_hba.conf`]);
  asPostgres(need.pg_ctl, ['-D', primary, '-l', join(work, 'primary.log'), '-w', 'start']);
  const tPrimary = Date.now();
  log(`PostgreSQL primary :${pgPrimary} up (${((tPrimary - started) / 1000).toFixed(0)} s)`);
  // Migrating and seeding (the demo tenant: its tickets, its checker, its sandbox payment) run in a
  // child of the product's own program while the replica is copied: the base backup streams the WAL,
  // so the replica receives the migrations too. The processes then find the database ready and start
  // side by side.
  const prepare = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'apps/server'),
    env: { ...shared, YYM_PREPARE_ONLY: '1', SEED_DEMO: 'on', DATA_DIR: join(work, 'data-prepare') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(prepare);
  const prepared = new Promise((res, rej) =>
    prepare.once('exit', (code) => (code === 0 ? res(Date.now()) : rej(new Error(`migrating and seeding failed (exit ${code})`)))),
  );
  asPostgres(need.pg_basebackup, ['-h', '127.0.0.1', '-p', String(pgPrimary), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream']);
  writeFileSync(
    join(replicaDir, 'postgresql.auto.conf'),
    `${execFileSync('cat', [join(replicaDir, 'postgresql.auto.conf')]).toString()}\nport = ${pgReplica}\nhot_standby = on\nunix_socket_directories = '${replicaDir}'\n`,
  );
  asPostgres(need.pg_ctl, ['-D', replicaDir, '-l', join(work, 'replica.log'), '-w', 'start']);
  log(
    `streaming replica :${pgReplica} (${psql(pgReplica, 'SELECT pg_is_in_recovery()')}) (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const tPrepared = await prepared;
  log(`migrated and seeded in ${((tPrepared - tPrimary) / 1000).toFixed(0)} s`);
  // A production start refuses demo passwords: the demo tenants' accounts get the run's own
  const hash = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./src/platform/tokens.ts').then(async (m) => console.log(await m.hashPassword(m.md5('${DEMO_PASSWORD}'))))`,
    ],
    { cwd: join(ROOT, 'apps/server') },
  )
    .toString()
    .trim();
  psql(pgPrimary, `UPDATE blade_user SET password = '${hash}' WHERE tenant_id IN ('100001', '100002')`);
  await s3Ready;

  const procs = {};
  const startApp = async (name, port) => {
    const env = { ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, `data-${name}`) };
    const p = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(ROOT, 'apps/server'),
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(p);
    procs[name] = p;
    let exited = null;
    p.once('exit', (code) => (exited = code));
    // a first start migrates a new database: minutes on a busy two-core machine
    const until = Date.now() + 15 * 60_000;
    while (Date.now() < until && exited === null) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return p;
      await sleep(250);
    }
    throw new Error(`process ${name} did not start (${exited === null ? 'no answer in 15 minutes' : `exit ${exited}`})`);
  };
  await Promise.all([startApp('a', appA), startApp('b', appB)]);
  log(`processes a :${appA} and b :${appB} up (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  // --- HAProxy: round robin, health checks, a retry of connection failures and of 503s on the other
  const cfgFile = join(work, 'haproxy.cfg');
  writeFileSync(
    cfgFile,
    `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 3s
  retries 3
  option redispatch
  retry-on conn-failure empty-response response-timeout 503
frontend stats
  bind 127.0.0.1:${lbStats}
  stats enable
  stats uri /stats
frontend web
  bind 127.0.0.1:${lbPort}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
  server a 127.0.0.1:${appA} check
  server b 127.0.0.1:${appB} check
`,
  );
  const lb = spawn(need.haproxy, ['-f', cfgFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(lb);
  const base = `http://127.0.0.1:${lbPort}`;
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await sleep(200);
  const setUpSeconds = (Date.now() - started) / 1000;
  log(`HAProxy :${lbPort} in front of both`);

  // --- the client side: every request counted, a failure is any non-200 envelope or transport error
  const stats = { requests: 0, failures: [], lagSeen: 0, drainMs: 0, orders: 0, uploads: [] };
  const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
  const call = async (method, path, { token, body, query, headers = {}, cookie } = {}) => {
    const u = new URL(`/api${path}`, base);
    for (const [k, v] of Object.entries(query ?? {})) u.searchParams.set(k, String(v));
    stats.requests++;
    try {
      const r = await fetch(u, {
        method,
        headers: {
          ...headers,
          ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie?.value ? { cookie: cookie.value } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = r.headers.get('set-cookie');
      if (set && cookie) cookie.value = set.split(';')[0];
      const json = await r.json();
      if (r.status !== 200 || (json.code !== undefined && json.code !== 200))
        stats.failures.push(`${method} ${path}: ${r.status} ${json.msg ?? json.error_description ?? ''}`);
      return json;
    } catch (e) {
      stats.failures.push(`${method} ${path}: ${e.message}`);
      return {};
    }
  };
  const md5 = (s) => createHash('md5').update(s).digest('hex');
  const loginAs = async (tenantId, username, password) => {
    const r = await call('POST', '/blade-auth/oauth/token', {
      query: { tenantId, username, password: md5(password), grant_type: 'password', scope: 'all' },
      headers: { Authorization: BASIC, 'Tenant-Id': tenantId },
    });
    return r.access_token;
  };

  const token = await loginAs('000000', 'admin', 'Scale-Admin-1');
  if (!token) throw new Error(`login through the balancer failed: ${stats.failures.join('; ')}`);
  const cookie = { value: '' };
  const boss = await loginAs('100001', 'boss', DEMO_PASSWORD);
  const checker = await loginAs('100001', 'checker', DEMO_PASSWORD);
  if (!boss || !checker) throw new Error(`demo logins through the balancer failed: ${stats.failures.join('; ')}`);

  // a ticket on the shelf, the way the API tests make one (commerce-helpers.ts: makeTicket)
  const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const poi = await call('POST', '/yym-product-api/poi/submit', {
    token: boss,
    body: { name: '扩容测试景区', address: '测试路1号', phone: '0571-88888888' },
  });
  const product = await call('POST', '/yym-product-api/product/info/submitInfo', {
    token: boss,
    body: { name: '扩容测试票', poiId: poi.data?.id, spuType: 1, maxBuy: 20 },
  });
  const productId = product.data?.id;
  await call('POST', '/yym-product-api/b/product/ticket/inventory/save', {
    token: boss,
    body: {
      id: productId,
      skus: [{ name: '成人票', price: 100 }],
      calendar: [{ skuIndex: 0, dates: [chinaDay(0), chinaDay(1)], price: 100, stock: 100000 }],
    },
  });
  await call('POST', '/yym-product-api/b/product/onOrOffShelf', { token: boss, query: { productIds: productId, status: 1 } });
  if (!productId || stats.failures.length) throw new Error(`making the ticket failed: ${stats.failures.join('; ')}`);

  // --- orders: placed (an idempotency key, so the balancer's retry cannot double one), paid through the
  // sandbox provider (a trade, then its signed notice, as commerce-helpers.ts: pay), the ticket checked at
  // the gate by its QR code from the customer's order page (as commerce.test.ts)
  const orders = { placed: [], paid: [], checked: [] };
  const order = async (i) => {
    const placed = await call('POST', '/order-api/place-order', {
      token: boss,
      body: { productId, touristDate: chinaDay(0), quantity: 1, contactName: '扩容', contactPhone: '13800138000' },
      headers: { 'Idempotency-Key': `scale-${i}` },
    });
    if (placed.code !== 200) return;
    orders.placed.push(String(placed.data.orderId));
    const trade = await call('POST', '/order-api/pay/trade', { token: boss, body: { orderId: placed.data.orderId } });
    if (trade.code !== 200) return;
    const paid = await call('POST', '/order-api/pay/notify/sandbox', { body: trade.data.payParams.callback });
    if (paid.code !== 200) return;
    orders.paid.push(String(placed.data.orderId));
    const page = await call('GET', '/order-api/h5/order/detail', { query: { code: placed.data.code } });
    const qr = page.data?.spOrder?.[0]?.qrCode;
    if (!qr) return;
    const check = await call('POST', '/yym-verification-api/manPower/verify/submit', {
      token: checker,
      body: { method: 1, code: qr, deviceNo: 'SCALE' },
    });
    if (check.code === 200 && check.data?.checked === 1) orders.checked.push(qr);
  };
  // --- the merchant's reads: the order page and a report (the read path: the replica, or the primary)
  let reads = 0;
  const merchantReads = async () => {
    const page = await call('GET', '/order-api/generic-poi/biz/page', { token: boss, query: { current: 1, size: 10 } });
    const report = await call('GET', '/yym-biz-report/newReport/orderGather', {
      token: boss,
      query: { startDate: chinaDay(-7), endDate: chinaDay(1) },
    });
    if (page.code === 200 && report.code === 200) reads++;
  };

  // --- the workload: saves then lists (read-your-writes), uploads read through each process
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  let saved = 0;
  let missedOwnSave = 0;
  const round = async (i) => {
    const title = `扩容测试通知 ${i}`;
    const r = await call('POST', '/blade-desk/notice/submit', { token, body: { title, status: 1 }, cookie });
    if (r.code === 200) saved++;
    const list = await call('GET', '/blade-desk/notice/page', { token, query: { current: 1, size: 20 }, cookie });
    if (r.code === 200 && !(list.data?.records ?? []).some((n) => n.title === title)) missedOwnSave++;
    if (i % 5 === 0) {
      const cred = JSON.parse(
        (
          await call('POST', '/yym-external-server/oss/endpoint/token', {
            token,
            body: { fileName: `p${i}.png`, size: png.length, contentType: 'image/png' },
          })
        ).data ?? '{}',
      );
      if (cred.uploadUrl) {
        stats.requests++;
        const put = await fetch(cred.uploadUrl, { method: 'PUT', headers: cred.headers, body: png }).catch((e) => e);
        if (!put.ok) stats.failures.push(`bucket PUT: ${put.status ?? put.message}`);
        const done = await call('POST', cred.confirmUrl.replace(/^\/api/, ''), {});
        if (done.code === 200) stats.uploads.push(cred.url);
      }
    }
  };

  let i = 0;
  const runFor = async (ms) => {
    const until = Date.now() + ms;
    while (Date.now() < until) await Promise.all([round(i++), round(i++), order(i++), order(i++), merchantReads()]);
  };
  await runFor(4000);
  log(`steady: ${stats.requests} requests, ${stats.failures.length} failed`);

  // one process stopped (SIGTERM: health 503, drain, close) while the load goes on, then started again
  const t0 = Date.now();
  procs.a.kill('SIGTERM');
  const stopped = new Promise((r) => procs.a.once('exit', () => r(Date.now() - t0)));
  await Promise.all([runFor(3000), stopped.then((ms) => (stats.drainMs = ms))]);
  log(`process a drained and stopped in ${stats.drainMs} ms; ${stats.failures.length} failed so far`);
  await Promise.all([runFor(2000), startApp('a', appA)]);
  await runFor(2000);

  // the replica's replay paused: lists move to the primary once its lag passes the limit
  psql(pgReplica, 'SELECT pg_wal_replay_pause()');
  await runFor(7000);
  for (const port of [appA, appB]) {
    const m = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: 'Bearer scale-metrics' } }).then((r) => r.text());
    const lag = Number(/^yym_replica_lag_seconds (\S+)/m.exec(m)?.[1] ?? 0);
    stats.lagSeen = Math.max(stats.lagSeen, lag);
  }
  psql(pgReplica, 'SELECT pg_wal_replay_resume()');
  await runFor(3000);

  // every upload readable through either process
  let unreadable = 0;
  for (const url of stats.uploads) {
    for (const port of [appA, appB]) {
      const r = await fetch(`http://127.0.0.1:${port}${url}`);
      if (!r.ok || !Buffer.from(await r.arrayBuffer()).equals(png)) unreadable++;
    }
  }
  // no save lost: what the processes answered 200 to is on the primary
  const kept = Number(psql(pgPrimary, "SELECT count(*) FROM blade_notice WHERE title LIKE '扩容测试通知 %' AND is_deleted = 0"));
  // no order lost or doubled: the primary holds exactly the orders the clients saw placed, the paid
  // ones paid, the checked tickets checked, and no ticket accepted twice at the gate
  const rows = (q) => psql(pgPrimary, q).split('\n').filter(Boolean);
  const onPrimary = new Set(rows(`SELECT id FROM ord_order WHERE tenant_id = '100001' AND product_id = ${productId}`));
  const lost = orders.placed.filter((id) => !onPrimary.has(id)).length;
  const extra = onPrimary.size - orders.placed.length;
  const paidOnPrimary = new Set(
    rows(
      `SELECT DISTINCT order_id FROM ord_trade WHERE tenant_id = '100001' AND kind = 'pay' AND trade_status = 'done' AND order_id IN (SELECT id FROM ord_order WHERE tenant_id = '100001' AND product_id = ${productId})`,
    ),
  );
  const unpaid = orders.paid.filter((id) => !paidOnPrimary.has(id)).length;
  const checkedOnPrimary = new Set(
    rows(
      `SELECT qr_code FROM ord_guest WHERE tenant_id = '100001' AND ticket_status = 1 AND order_id IN (SELECT id FROM ord_order WHERE tenant_id = '100001' AND product_id = ${productId})`,
    ),
  );
  const unchecked = orders.checked.filter((qr) => !checkedOnPrimary.has(qr)).length;
  const doubleChecked = Number(
    psql(
      pgPrimary,
      `SELECT count(*) FROM (SELECT guest_id FROM vf_record WHERE tenant_id = '100001' AND device_no = 'SCALE' AND result = 1 GROUP BY guest_id HAVING count(*) > 1) x`,
    ),
  );

  // the balancer's own count of the requests it retried or sent to the other process (its CSV stats)
  const csv = await fetch(`http://127.0.0.1:${lbStats}/stats;csv`).then((r) => r.text());
  const head = csv.split('\n')[0].replace(/^# /, '').split(',');
  const backend =
    csv
      .split('\n')
      .find((l) => l.startsWith('app,BACKEND,'))
      ?.split(',') ?? [];
  const retried = Number(backend[head.indexOf('wretr')] || 0) + Number(backend[head.indexOf('wredis')] || 0);
  const seconds = (Date.now() - started) / 1000;
  console.log('\n== test:scale figures');
  console.log(`  requests through the balancer: ${stats.requests}`);
  console.log(`  failed requests: ${stats.failures.length} (retried or redispatched by HAProxy: ${retried})`);
  for (const f of stats.failures.slice(0, 10)) console.log(`    ${f}`);
  console.log(`  saves answered: ${saved}, kept on the primary: ${kept}, a list right after its save missed it: ${missedOwnSave}`);
  console.log(`  orders placed: ${orders.placed.length}, paid: ${orders.paid.length}, tickets checked: ${orders.checked.length}`);
  console.log(
    `  on the primary: ${onPrimary.size} orders (lost ${lost}, beyond those seen ${extra}), paid ones not paid ${unpaid}, checked tickets not checked ${unchecked}, checked twice ${doubleChecked}`,
  );
  console.log(`  merchant reads (order page + order report): ${reads}`);
  console.log(`  uploads: ${stats.uploads.length}, unreadable through a process: ${unreadable}`);
  console.log(`  replica lag seen while its replay was paused: ${stats.lagSeen.toFixed(1)} s`);
  console.log(`  time to drain and stop a process (SIGTERM to exit): ${stats.drainMs} ms`);
  console.log(
    `  whole run: ${seconds.toFixed(0)} s (set-up ${setUpSeconds.toFixed(0)} s, of it migrating and seeding ${((tPrepared - tPrimary) / 1000).toFixed(0)} s)`,
  );
  const ok =
    stats.failures.length === 0 &&
    kept === saved &&
    missedOwnSave === 0 &&
    unreadable === 0 &&
    stats.uploads.length > 0 &&
    orders.checked.length > 0 &&
    lost + extra + unpaid + unchecked + doubleChecked === 0;
  return ok;
}

main()
  .then(async (ok) => {
    await cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (e) => {
    console.error(e);
    await cleanup();
    process.exit(1);
  });
