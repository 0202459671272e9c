import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db.ts';
import { sql } from './sql.ts';

/** Upper bounds of the latency buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteStats {
  count: number;
  sum: number;
  buckets: number[];
}

const quoted = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (l: Record<string, string>) =>
  `{${Object.entries(l)
    .map(([k, v]) => `${k}="${quoted(v)}"`)
    .join(',')}}`;

function tokenMatches(given: string, want: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in the Prometheus text format: requests and latencies per route and status class,
 * the database pools' use, the replica's lag and the job queue's lag. Guarded by METRICS_TOKEN
 * (`Authorization: Bearer …`); without one configured the route does not exist (404). The figures are
 * this process's: the scraper asks each process (the balancer's health route names them), not the
 * balancer.
 */
export function registerMetrics(app: FastifyInstance, db: Database, token: string): void {
  const stats = new Map<string, RouteStats>();
  const started = Date.now();
  // A callback hook, not an async one: it runs on every answer, and a promise each was measurable.
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return done();
    const key = `${req.method} ${route} ${Math.floor(reply.statusCode / 100)}xx`;
    let s = stats.get(key);
    if (!s) {
      s = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      stats.set(key, s);
    }
    const seconds = reply.elapsedTime / 1000;
    s.count++;
    s.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) s.buckets[i]!++;
    done();
  });

  app.get('/metrics', async (req, reply) => {
    const auth = String(req.headers.authorization ?? '');
    if (!token) return reply.status(404).send({ code: 404, success: false, data: null, msg: 'Not Found' });
    if (!tokenMatches(auth.replace(/^Bearer\s+/i, ''), token)) {
      return reply.status(401).send({ code: 401, success: false, data: null, msg: 'unauthorized' });
    }
    const out: string[] = [];
    out.push('# HELP yym_http_requests_total Requests answered, by method, route and status class.');
    out.push('# TYPE yym_http_requests_total counter');
    for (const [key, s] of stats) {
      const [method, route, status] = key.split(' ') as [string, string, string];
      out.push(`yym_http_requests_total${labels({ method, route, status })} ${s.count}`);
    }
    out.push('# HELP yym_http_request_duration_seconds Time to answer, by method, route and status class.');
    out.push('# TYPE yym_http_request_duration_seconds histogram');
    for (const [key, s] of stats) {
      const [method, route, status] = key.split(' ') as [string, string, string];
      for (const [i, b] of BUCKETS.entries()) {
        out.push(`yym_http_request_duration_seconds_bucket${labels({ method, route, status, le: String(b) })} ${s.buckets[i]}`);
      }
      out.push(`yym_http_request_duration_seconds_bucket${labels({ method, route, status, le: '+Inf' })} ${s.count}`);
      out.push(`yym_http_request_duration_seconds_sum${labels({ method, route, status })} ${s.sum.toFixed(6)}`);
      out.push(`yym_http_request_duration_seconds_count${labels({ method, route, status })} ${s.count}`);
    }
    out.push('# HELP yym_db_pool_connections Database connections of this process, by pool and state.');
    out.push('# TYPE yym_db_pool_connections gauge');
    for (const p of db.poolUse?.() ?? []) {
      out.push(`yym_db_pool_connections${labels({ pool: p.pool, state: 'in_use' })} ${p.total - p.idle}`);
      out.push(`yym_db_pool_connections${labels({ pool: p.pool, state: 'idle' })} ${p.idle}`);
      out.push(`yym_db_pool_connections${labels({ pool: p.pool, state: 'waiting' })} ${p.waiting}`);
    }
    const replica = db.replica?.();
    if (replica) {
      out.push('# HELP yym_replica_lag_seconds How far the read replica is behind (-1: it did not answer).');
      out.push('# TYPE yym_replica_lag_seconds gauge');
      out.push(`yym_replica_lag_seconds ${replica.lag ?? -1}`);
      out.push('# HELP yym_replica_in_use Lists read the replica (1) or the primary (0).');
      out.push('# TYPE yym_replica_in_use gauge');
      out.push(`yym_replica_in_use ${replica.inUse ? 1 : 0}`);
    }
    // every queue of every tenant: one small aggregate over the due jobs
    const jobs = await db.one<{ due: string; lag: string | null; failed: string }>(sql`
      SELECT count(*) FILTER (WHERE status = 'queued' AND run_at <= now()) AS due,
             EXTRACT(EPOCH FROM now() - min(run_at) FILTER (WHERE status = 'queued' AND run_at <= now()))::float8 AS lag,
             count(*) FILTER (WHERE status = 'failed') AS failed
        FROM sys_job WHERE status IN ('queued', 'failed')`);
    out.push('# HELP yym_jobs_due Jobs due and not yet claimed.');
    out.push('# TYPE yym_jobs_due gauge');
    out.push(`yym_jobs_due ${Number(jobs?.due ?? 0)}`);
    out.push('# HELP yym_jobs_lag_seconds How long the oldest due job has waited to be claimed.');
    out.push('# TYPE yym_jobs_lag_seconds gauge');
    out.push(`yym_jobs_lag_seconds ${Number(jobs?.lag ?? 0)}`);
    out.push('# HELP yym_jobs_failed Jobs that failed for good.');
    out.push('# TYPE yym_jobs_failed gauge');
    out.push(`yym_jobs_failed ${Number(jobs?.failed ?? 0)}`);
    out.push('# HELP yym_process_uptime_seconds Seconds since this process started serving.');
    out.push('# TYPE yym_process_uptime_seconds gauge');
    out.push(`yym_process_uptime_seconds ${((Date.now() - started) / 1000).toFixed(0)}`);
    const mem = process.memoryUsage();
    out.push('# TYPE yym_process_resident_memory_bytes gauge');
    out.push(`yym_process_resident_memory_bytes ${mem.rss}`);
    return reply
      .header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`${out.join('\n')}\n`);
  });
}
