import { hostname } from 'node:os';
import type { Database, Queryable, Row } from './db.ts';
import { sql } from './sql.ts';

/**
 * A Postgres job table and its runner. Jobs are claimed with FOR UPDATE SKIP LOCKED, so two server
 * processes never run the same job; a failed job is retried with backoff up to max_attempts; a job
 * whose runner died is picked up again when its lock expires.
 */
// biome-ignore lint/suspicious/noExplicitAny: each queue's handler names the payload it was queued with
export type JobHandler = (payload: any, job: { id: string; tenantId: string | null; attempts: number }) => Promise<void>;

export interface Recurring {
  queue: string;
  everySeconds: number;
  payload?: unknown;
}

export class JobRunner {
  private handlers = new Map<string, JobHandler>();
  private recurring: Recurring[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;
  readonly workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    private readonly db: Database,
    private readonly lockSeconds = 300,
  ) {}

  register(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  /** A job that re-enqueues itself every N seconds (one pending instance at a time). */
  every(r: Recurring): void {
    this.recurring.push(r);
  }

  async enqueue(
    q: Queryable,
    queue: string,
    payload: unknown,
    opts: { tenantId?: string; runAt?: Date; uniqueKey?: string; maxAttempts?: number } = {},
  ): Promise<void> {
    await q.query(sql`INSERT INTO sys_job (queue, tenant_id, payload, run_at, unique_key, max_attempts)
      VALUES (${queue}, ${opts.tenantId ?? null}, ${JSON.stringify(payload ?? {})}::jsonb, ${opts.runAt ?? new Date()},
              ${opts.uniqueKey ?? null}, ${opts.maxAttempts ?? 5})
      ON CONFLICT (unique_key) WHERE unique_key IS NOT NULL AND status IN ('queued', 'running') DO NOTHING`);
  }

  /** Claim and run due jobs until none is left; answers how many ran. */
  async drain(max = 100): Promise<number> {
    let n = 0;
    for (; n < max && !this.stopped; n++) {
      const claimed = await this.claim();
      if (!claimed) break;
      await this.runOne(claimed);
    }
    return n;
  }

  private async claim(): Promise<Row | undefined> {
    const queues = [...this.handlers.keys()];
    if (!queues.length) return undefined;
    return this.db.one(sql`
      UPDATE sys_job SET status = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
             locked_until = now() + make_interval(secs => ${this.lockSeconds})
       WHERE id = (SELECT id FROM sys_job
                    WHERE queue = ANY(${queues}::text[]) AND run_at <= now()
                      AND (status = 'queued' OR (status = 'running' AND locked_until < now()))
                    ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING *`);
  }

  private async runOne(job: Row): Promise<void> {
    const handler = this.handlers.get(job.queue)!;
    try {
      await handler(job.payload, { id: String(job.id), tenantId: job.tenant_id, attempts: job.attempts });
      await this.db.query(sql`UPDATE sys_job SET status = 'done', finished_at = now(), locked_until = NULL WHERE id = ${job.id}`);
    } catch (e) {
      const failed = job.attempts >= job.max_attempts;
      const backoff = Math.min(3600, 2 ** job.attempts * 5);
      await this.db.query(sql`UPDATE sys_job SET status = ${failed ? 'failed' : 'queued'}, last_error = ${String((e as Error)?.stack ?? e).slice(0, 4000)},
        run_at = now() + make_interval(secs => ${backoff}), locked_until = NULL, finished_at = ${failed ? new Date() : null}
        WHERE id = ${job.id}`);
    }
  }

  private async scheduleRecurring(): Promise<void> {
    for (const r of this.recurring) {
      await this.enqueue(this.db, r.queue, r.payload ?? {}, {
        uniqueKey: `recurring:${r.queue}`,
        runAt: new Date(Date.now() + r.everySeconds * 1000),
      });
    }
  }

  start(intervalMs = 2000): void {
    this.stopped = false;
    const tick = async () => {
      if (this.running || this.stopped) return;
      this.running = true;
      try {
        await this.scheduleRecurring();
        await this.drain();
      } catch {
        // the database may be closing; the next tick tries again
      } finally {
        this.running = false;
      }
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    void tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }
}
