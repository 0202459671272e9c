#!/usr/bin/env node
// npm run test:scale: the deployment of docs/deploying.md on loopback. A PostgreSQL primary and a
// streaming replica (the machine's initdb, pg_basebackup and pg_ctl, run as the postgres user in
// temporary folders), a local S3-compatible server, two product processes with their own DATA_DIRs and
// the same secrets, HAProxy in front. Then, through the balancer: logins, uploads, saves and lists,
// orders placed and paid, while one process is stopped and started again and the replica's replay is
// paused. It fails on a failed request beyond the balancer's documented retry, a lost order, an upload
// one process cannot read, or a save its list does not show; it prints the figures of the run.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const BIN = (name) => ['/usr/local/bin', '/usr/lib/postgresql/15/bin', '/usr/bin'].map((d) => join(d, name)).find(existsSync);
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
  const [pgPrimary, pgReplica, s3Port, lbPort, appA, appB] = await Promise.all(Array.from({ length: 6 }, freePort));

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
  asPostgres(need.pg_basebackup, ['-h', '127.0.0.1', '-p', String(pgPrimary), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream']);
  writeFileSync(
    join(replicaDir, 'postgresql.auto.conf'),
    `${execFileSync('cat', [join(replicaDir, 'postgresql.auto.conf')]).toString()}\nport = ${pgReplica}\nhot_standby = on\nunix_socket_directories = '${replicaDir}'\n`,
  );
  asPostgres(need.pg_ctl, ['-D', replicaDir, '-l', join(work, 'replica.log'), '-w', 'start']);
  log(`PostgreSQL primary :${pgPrimary}, streaming replica :${pgReplica} (${psql(pgReplica, 'SELECT pg_is_in_recovery()')})`);

  // --- S3-compatible server (the tests' s3rver, in its own process)
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
  await new Promise((r) => s3.stdout.on('data', (d) => String(d).includes('s3 ready') && r()));

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
  // the first migrates and seeds; the second finds it done
  await startApp('a', appA);
  await startApp('b', appB);
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
    while (Date.now() < until) await Promise.all([round(i++), round(i++), round(i++)]);
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

  const seconds = (Date.now() - started) / 1000;
  console.log('\n== test:scale figures');
  console.log(`  requests through the balancer: ${stats.requests}`);
  console.log(`  failed requests: ${stats.failures.length}`);
  for (const f of stats.failures.slice(0, 10)) console.log(`    ${f}`);
  console.log(`  saves answered: ${saved}, kept on the primary: ${kept}, a list right after its save missed it: ${missedOwnSave}`);
  console.log(`  uploads: ${stats.uploads.length}, unreadable through a process: ${unreadable}`);
  console.log(`  replica lag seen while its replay was paused: ${stats.lagSeen.toFixed(1)} s`);
  console.log(`  time to drain and stop a process (SIGTERM to exit): ${stats.drainMs} ms`);
  console.log(`  whole run: ${seconds.toFixed(0)} s`);
  const ok = stats.failures.length === 0 && kept === saved && missedOwnSave === 0 && unreadable === 0 && stats.uploads.length > 0;
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
