import type { FastifyReply } from 'fastify';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { MSG, ok, type ExportQueued } from '@yym/contract';
import type { Ctx, Services } from './context.ts';
import type { Row } from './db.ts';
import type { JobHandler } from './jobs.ts';
import { type Scoped, inTenant } from './repo.ts';
import { sql, type Cond } from './sql.ts';
import { newKey } from './storage.ts';
import type { Queryable } from './db.ts';
import { chinaStamp } from './time.ts';
import { pageQuery } from './paging.ts';
import { bad, notFound } from './errors.ts';
import { sendOnCommit } from './raw.ts';
import { cellOf, NUM_FMT, type CellKind } from './cells.ts';

/** exceljs, loaded on first use: it is a fifth of an idle server's memory, and most never write a workbook. */
export const excel = async () => (await import('exceljs')).default;

/** A column of an export: its header, the row's field (or a function of the row) and what it holds. */
// biome-ignore lint/suspicious/noExplicitAny: a column list written for a row type is handed on to writers that take any row
export type Column<T = any> = [header: string, field: string | ((row: T) => unknown), kind?: CellKind];

/**
 * A list that can be exported however long it is: counted first (so a limit is said before anything
 * is written), then read in keyset batches, each in its own short statement, into the streaming
 * xlsx writer. Memory stays flat whatever the row count.
 */
export interface ExportSource<F> {
  title: string;
  columns: Column[];
  /** The matching rows, counted up to `limit` + 1 (enough to refuse past the limit). */
  count(db: Scoped, filters: F, limit: number): Promise<number>;
  /** The batch after `after` (null: the first) in a stable order, and the key of its last row. */
  batch(db: Scoped, filters: F, after: string | null, size: number): Promise<{ rows: Row[]; next: string | null }>;
}

const sources = new Map<string, ExportSource<unknown>>();
// Rows per keyset read: a batch stays alive while it is written, and a large one outlives the young
// generation's collections, so its garbage piles up until a full collection (1,000: +160 MB at 200,000
// rows; 500: about +100 MB, no slower).
const BATCH = 500;

/** Register an export by name (the background job finds it again by that name). */
export function defineExport<F>(name: string, source: ExportSource<F>): string {
  sources.set(name, source);
  return name;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const attachment = (fileName: string) => `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;

// The xlsx writer runs in a worker with a small heap of its own: exceljs makes several objects per
// cell, its CPU stays off the requests' thread, and its memory is all given back when the worker ends.
const XLSX_WORKER = new URL('./xlsx-worker.mjs', import.meta.url);
const XLSX_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

/**
 * Reading a large export leaves garbage in this thread's old generation (rows that lived through a
 * young collection while their batch arrived), and V8 lets it pile up to 100 MB and more before a full
 * collection of its own. A full collection (a few milliseconds) whenever the heap grew this much since
 * the last keeps an export's memory flat.
 */
const EXPORT_HEAP_SLACK = 32 * 1024 * 1024;
let fullGc: (() => void) | undefined;
function collector() {
  if (!fullGc) {
    setFlagsFromString('--expose-gc');
    fullGc = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
  }
  let base = 0;
  return () => {
    const used = getHeapStatistics().used_heap_size;
    if (base && used - base < EXPORT_HEAP_SLACK) return;
    if (base) fullGc!();
    base = getHeapStatistics().used_heap_size;
  };
}

/** Write batches of rows to `out` as xlsx (in the worker); `onBatch` hears the count after each. */
async function writeXlsx(
  out: Writable,
  title: string,
  columns: Column[],
  batches: Iterable<Row[]> | AsyncIterable<Row[]>,
  onBatch?: (written: number) => Promise<unknown>,
): Promise<number> {
  const workerData = { title, headers: columns.map(([h]) => h), formats: columns.map(([, , kind]) => (kind ? NUM_FMT[kind] : null)) };
  const worker = new Worker(XLSX_WORKER, { workerData, resourceLimits: XLSX_HEAP });
  // The worker's answers in order: the file's bytes go straight to `out`, the rest wait for `answer`.
  const answers: { written?: number; done?: true }[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  const stop = (e: Error) => {
    failure ??= e;
    wake?.();
  };
  worker.on('message', (m: { chunk?: ArrayBuffer; written?: number; done?: true }) => {
    if (m.chunk) {
      if (!out.destroyed) out.write(Buffer.from(m.chunk)); // a failed export's last bytes are dropped
    } else {
      answers.push(m);
      wake?.();
    }
  });
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the xlsx writer stopped (exit code ${code})`)));
  const answer = async () => {
    while (!answers.length && !failure) await new Promise<void>((r) => (wake = r));
    if (!answers.length) throw failure;
    return answers.shift()!;
  };
  const collect = collector();
  let count = 0;
  let pending = 0;
  // The worker writes a batch while the next is read: at most two are on their way.
  const written = async () => {
    count = (await answer()).written!;
    pending--;
    if (onBatch) await onBatch(count);
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  try {
    for await (const batch of batches) {
      collect();
      worker.postMessage({ rows: batch.map((r) => columns.map(([, f, kind]) => cellOf(kind, typeof f === 'function' ? f(r) : r[f]))) });
      if (++pending > 1) await written();
    }
    while (pending) await written();
    worker.postMessage({ end: true });
    await answer();
    out.end();
    await finished(out);
    return count;
  } catch (e) {
    out.destroy();
    throw e;
  } finally {
    await worker.terminate();
  }
}

/**
 * Write to a new kept file in the tenant's storage (kept exports live apart from uploads: the public
 * /files route never serves them); answers its key, the OSS config it went to, name and size.
 */
async function keptXlsx(svc: Services, q: Queryable, tenantId: string, title: string, write: (out: Writable) => Promise<number>) {
  const ossId = await svc.storages.chosen(q, tenantId);
  const storage = await svc.storages.of(q, ossId, 'exports');
  const key = newKey(tenantId, 'export', 'xlsx');
  const rowCount = await write(await storage.writer(key));
  return { key, ossId, fileName: `${title}${chinaStamp()}.xlsx`, rowCount, size: (await storage.size(key)) ?? 0 };
}

async function sendKept(reply: FastifyReply, ctx: Ctx, file: { key: string; ossId: string | null; fileName: string }) {
  const { key, fileName } = file;
  const storage = await ctx.svc.storages.of(ctx.q, file.ossId, 'exports');
  if ((await storage.size(key)) === null) throw notFound(MSG.coExportFileGone);
  // Opened once the transaction has committed: a transaction that fails leaves no file handle behind.
  sendOnCommit(reply, async () => {
    const file = await storage.reader(key);
    if (!file) throw notFound(MSG.coExportFileGone);
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', attachment(fileName))
      .header('Content-Length', file.size)
      .send(file.stream);
  });
}

const recordInsert = (ctx: Ctx, title: string, fileName: string, status: string, rows: number, total: number | null) =>
  ctx.q.one<{ id: string }>(sql`INSERT INTO biz_export_record (tenant_id, name, file_name, row_count, total_rows, export_status,
      create_user, user_name) VALUES (${ctx.tenantId}, ${title}, ${fileName}, ${rows}, ${total}, ${status},
      ${ctx.user?.userId ?? null}, ${ctx.user?.realName || ctx.user?.account || null}) RETURNING id`);

/**
 * Answer an xlsx file (blob), keep a copy and write an export record row: the report-download page
 * (报表下载) lists the caller's exports and gives the file again. For short lists already in memory;
 * a list that can grow goes through `exportXlsx`.
 */
export async function sendXlsx(ctx: Ctx, reply: FastifyReply, title: string, columns: Column[], rows: Row[]) {
  return sendBatches(ctx, reply, title, columns, [rows]);
}

async function sendBatches(ctx: Ctx, reply: FastifyReply, title: string, columns: Column[], batches: AsyncIterable<Row[]> | Row[][]) {
  const file = await keptXlsx(ctx.svc, ctx.q, ctx.tenantId, title, (out) => writeXlsx(out, title, columns, batches));
  const rec = await recordInsert(ctx, title, file.fileName, 'done', file.rowCount, file.rowCount);
  await ctx.q.query(
    sql`UPDATE biz_export_record SET file_key = ${file.key}, file_size = ${file.size}, oss_id = ${file.ossId}
      WHERE ${ctx.data.tenant()} AND id = ${rec!.id}`,
  );
  await sendKept(reply, ctx, file);
}

async function* batches(read: (after: string | null) => Promise<{ rows: Row[]; next: string | null }>) {
  let after: string | null = null;
  for (;;) {
    const b = await read(after);
    if (b.rows.length) yield b.rows;
    if (b.rows.length < BATCH || !b.next) return;
    after = b.next;
  }
}

/**
 * Export a registered source: refused past the configured maximum (said before anything is written);
 * written at once and answered as the file up to `exportInlineRows`; past that a background job writes
 * it, the answer says so, and 报表下载 shows its progress and then the file.
 */
export async function exportXlsx<F>(ctx: Ctx, reply: FastifyReply, name: string, filters: F) {
  const source = sources.get(name);
  if (!source) throw notFound();
  const { exportMaxRows, exportInlineRows } = ctx.svc.cfg;
  const n = await source.count(ctx.data, filters, exportMaxRows);
  if (n > exportMaxRows) throw bad(MSG.exportTooMany(exportMaxRows));
  if (n <= exportInlineRows) {
    return sendBatches(
      ctx,
      reply,
      source.title,
      source.columns,
      batches((after) => source.batch(ctx.data, filters, after, BATCH)),
    );
  }
  const rec = await recordInsert(ctx, source.title, `${source.title}${chinaStamp()}.xlsx`, 'running', 0, n);
  await ctx.svc.jobs.enqueue(
    ctx.q,
    'export',
    { name, filters, recordId: rec!.id, userId: ctx.user?.userId ?? null },
    {
      tenantId: ctx.tenantId,
      maxAttempts: 1,
    },
  );
  const answer: ExportQueued = { queued: true, recordId: rec!.id, total: n };
  // after the COMMIT, like the file: the caller's next look at 报表下载 must find the running record
  sendOnCommit(reply, () =>
    reply.header('Content-Type', 'application/json; charset=utf-8').send({ ...ok(answer), msg: MSG.exportQueued(n) }),
  );
}

/** The background half of `exportXlsx`: batches in short tenant transactions, progress after each. */
export const exportJob =
  (svc: Services): JobHandler =>
  async (payload: { name: string; filters: unknown; recordId: string; userId: string | null }, job) => {
    const tenantId = job.tenantId!;
    const asRequester = <T>(fn: (db: Scoped) => Promise<T>) => inTenant(svc.db, tenantId, fn, payload.userId);
    const setRecord = (set: ReturnType<typeof sql>) =>
      asRequester((db) =>
        db.query(sql`UPDATE biz_export_record SET ${set}, update_time = now() WHERE ${db.tenant()} AND id = ${payload.recordId}`),
      );
    const source = sources.get(payload.name);
    try {
      if (!source) throw new Error(`no export named ${payload.name}`);
      const rows = batches((after) => asRequester((db) => source.batch(db, payload.filters, after, BATCH)));
      const file = await keptXlsx(svc, svc.db, tenantId, source.title, (out) =>
        writeXlsx(out, source.title, source.columns, rows, (written) => setRecord(sql`row_count = ${written}`)),
      );
      await setRecord(
        sql`export_status = 'done', row_count = ${file.rowCount}, file_key = ${file.key}, file_size = ${file.size}, oss_id = ${file.ossId}`,
      );
    } catch (e) {
      await setRecord(sql`export_status = 'failed', error = ${MSG.exportInterrupted}`);
      throw e;
    }
  };

/** The caller's own export records, newest first; a background export that stopped reporting counts as failed. */
export function exportRecordPage(ctx: Ctx, q: { current: number; size: number; name?: string }) {
  const where: Cond[] = [ctx.data.tenant(), sql`create_user = ${ctx.requireUser().userId}`, q.name && sql`name ILIKE ${`%${q.name}%`}`];
  const stale = `export_status = 'running' AND update_time < now() - interval '3 minutes'`;
  return pageQuery(ctx.q, {
    from: sql`biz_export_record`,
    where,
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
    columns: sql.raw(`id, name, file_name, row_count, total_rows, file_size, user_name, create_time,
      (file_key IS NOT NULL AND export_status = 'done') AS downloadable,
      CASE WHEN ${stale} THEN 'failed' ELSE export_status END AS export_status,
      CASE WHEN ${stale} THEN '${MSG.exportInterrupted}' ELSE error END AS error`),
  });
}

/** One of the caller's own kept exports, sent again. */
export async function sendKeptExport(ctx: Ctx, reply: FastifyReply, id: string): Promise<void> {
  const rec = await ctx.q.one<{ file_name: string; file_key: string | null; oss_id: string | null }>(sql`SELECT file_name, file_key, oss_id
    FROM biz_export_record
    WHERE ${ctx.data.tenant()} AND id = ${id} AND create_user = ${ctx.requireUser().userId} AND export_status = 'done'`);
  if (!rec) throw notFound();
  if (!rec.file_key) throw notFound(MSG.coExportFileGone);
  await sendKept(reply, ctx, { key: rec.file_key, ossId: rec.oss_id == null ? null : String(rec.oss_id), fileName: rec.file_name });
}
