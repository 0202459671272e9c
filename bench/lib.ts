import { existsSync, readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

export const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export function dbUrl(name: string): string {
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function admin(text: string) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/** A fresh database for a benchmark (migrated and seeded by the server's first start). */
export async function freshDb(name: string): Promise<string> {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  return dbUrl(name);
}

/**
 * The server as production runs it: compiled JavaScript (`npm run build` makes it) with the node flags
 * of its start script. SERVER_NODE_ARGS adds more (e.g. --cpu-prof).
 */
export function serverArgs(): string[] {
  if (!existsSync(new URL('../apps/server/dist/main.js', import.meta.url))) throw new Error('build first: npm run build');
  const start: string = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8')).scripts.start;
  const extra = process.env.SERVER_NODE_ARGS ? process.env.SERVER_NODE_ARGS.split(' ') : [];
  // a profiled server with source maps on never finishes writing its profile at exit (node 20)
  const profiled = extra.some((a) => a.startsWith('--cpu-prof'));
  const flags = start.split(/\s+/).filter((a) => a.startsWith('--') && !(profiled && a === '--enable-source-maps'));
  return [...extra, ...flags, 'apps/server/dist/main.js'];
}

/** Start the real server in its own process (so the load generator does not share its event loop). */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; proc: ChildProcess; stop(): Promise<void> }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const proc = spawn(process.execPath, serverArgs(), {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      // benches log in with the password grant, as automation does
      CAPTCHA: 'off',
      DATA_DIR: '/tmp/yym-bench-data',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so stop() ends npx and the server behind it
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  proc.once('exit', () => (exited = true));
  // BENCH_START_SECONDS: more time to start on a machine busy with other work (default 60)
  const tries = Number(process.env.BENCH_START_SECONDS ?? 60) * 5;
  for (let i = 0; i < tries; i++) {
    if (exited) throw new Error('the server exited during start (see its output above)');
    if (i === tries - 1) {
      process.kill(-proc.pid!, 'SIGTERM');
      throw new Error(`the server did not answer /api/health within ${tries / 5} s`);
    }
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    proc,
    stop: () =>
      new Promise((res) => {
        if (proc.exitCode !== null) return res();
        proc.once('exit', () => res());
        process.kill(-proc.pid!, 'SIGTERM');
      }),
  };
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ duration: 8, connections: 16, ...opts });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** The same work run directly through the driver at the same concurrency: the baseline. */
export async function driverLoad(
  url: string,
  connections: number,
  seconds: number,
  work: (c: pg.PoolClient) => Promise<unknown>,
): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const lat: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = await pool.connect();
      try {
        while (Date.now() < end) {
          const t0 = performance.now();
          await work(c);
          lat.push(performance.now() - t0);
        }
      } finally {
        c.release();
      }
    }),
  );
  await pool.end();
  lat.sort((a, b) => a - b);
  return {
    rps: Math.round(lat.length / seconds),
    p50: +lat[Math.floor(lat.length * 0.5)]!.toFixed(2),
    p99: +lat[Math.floor(lat.length * 0.99)]!.toFixed(2),
    errors: 0,
  };
}

/**
 * CPU time (user + system, ms) each process has used so far, with its children's; processes /proc
 * cannot read (gone, another system, a database on another machine) are left out.
 */
export function cpuMs(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      // fields after the command's closing parenthesis: utime, stime and the waited-for children's at 11–14
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(pid, [11, 12, 13, 14].reduce((s, i) => s + Number(f[i]), 0) * 10); // clock ticks of 10 ms
    } catch {
      /* not readable here */
    }
  }
  return out;
}

/** The CPU the processes used between two readings (one started meanwhile counts whole); null if none was read. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number | null {
  if (!after.size) return null;
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

export function table(title: string, rows: [string, Figures][]) {
  console.log(`\n## ${title}`);
  console.log('| what | requests/s | p50 ms | p99 ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, f] of rows) console.log(`| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} |`);
}
