import type { z } from 'zod';
import type { messageQuery } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

/**
 * The SMS log of a code batch. msg_status: 0 waiting, 3 sending, 1 sent, 2 failed. A sender claims
 * rows with ONE conditional UPDATE (0 → 3 to send, 2 → 3 to retry) committed before it sends, so a
 * concurrent sender waits on the rows, re-reads them and finds them taken: each code is sent once.
 */

/** Unused codes of the batch not yet given to a customer. */
export const freeCodes = async (db: Scoped, batchId: string) =>
  Number(
    (
      await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ec_code c WHERE ${db.tenant('c')} AND c.batch_id = ${batchId}
      AND c.code_status = 0 AND NOT EXISTS (SELECT 1 FROM ec_code_message m WHERE m.tenant_id = c.tenant_id AND m.code_id = c.id)`)
    )?.n ?? 0,
  );

/**
 * Give the next free codes (in id order) to the recipients, one each, as waiting rows. The batch row
 * is locked first so two sends to one batch hand out codes one after the other.
 */
export const assign = async (db: Scoped, batchId: string, recipients: { name?: string | null; phone: string }[]) => {
  await db.query(sql`SELECT id FROM ec_code_batch WHERE ${db.tenant()} AND id = ${batchId} FOR UPDATE`);
  const rows = await db.query(sql`WITH free AS (
      SELECT c.id, row_number() OVER (ORDER BY c.id) AS n FROM ec_code c
      WHERE ${db.tenant('c')} AND c.batch_id = ${batchId} AND c.code_status = 0
        AND NOT EXISTS (SELECT 1 FROM ec_code_message m WHERE m.tenant_id = c.tenant_id AND m.code_id = c.id)
      ORDER BY c.id LIMIT ${recipients.length}),
    who AS (SELECT * FROM unnest(${recipients.map((r) => r.phone)}::text[], ${recipients.map((r) => r.name ?? null)}::text[])
      WITH ORDINALITY AS w(phone, name, n))
    INSERT INTO ec_code_message (tenant_id, batch_id, code_id, name, phone, create_user, update_user)
    SELECT ${db.tenantId}, ${batchId}, free.id, who.name, who.phone, ${db.userId}, ${db.userId} FROM free JOIN who ON who.n = free.n
    RETURNING id`);
  return rows.length;
};

/** Claim up to `size` rows in `from` state for sending (attempt counted now). */
export const claim = async (db: Scoped, batchId: string, from: 0 | 2, size: number) =>
  toApiRows(
    await db.query(sql`UPDATE ec_code_message m SET msg_status = 3, attempts = m.attempts + 1, update_time = now()
    FROM ec_code c
    WHERE ${db.tenant('m')} AND m.id IN (SELECT id FROM ec_code_message WHERE ${db.tenant()} AND batch_id = ${batchId} AND msg_status = ${from}
        ORDER BY id LIMIT ${size})
      AND m.msg_status = ${from} AND c.tenant_id = m.tenant_id AND c.id = m.code_id
    RETURNING m.id, m.phone, m.name, c.code`),
  );

export const markSent = (db: Scoped, ids: string[]) =>
  ids.length
    ? db.query(sql`UPDATE ec_code_message SET msg_status = 1, error = NULL, send_time = now(), update_time = now()
      WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND msg_status = 3`)
    : Promise.resolve([]);
export const markFailed = (db: Scoped, id: string, error: string) =>
  db.query(sql`UPDATE ec_code_message SET msg_status = 2, error = ${error.slice(0, 255)}, send_time = now(), update_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND msg_status = 3`);

export const progress = async (db: Scoped, batchId: string) =>
  (await db.one<{ total: number; sent: number; failed: number; pending: number }>(sql`SELECT count(*)::int AS total,
      (count(*) FILTER (WHERE msg_status = 1))::int AS sent, (count(*) FILTER (WHERE msg_status = 2))::int AS failed,
      (count(*) FILTER (WHERE msg_status IN (0, 3)))::int AS pending
    FROM ec_code_message WHERE ${db.tenant()} AND batch_id = ${batchId}`))!;

export const messagePage = (db: Scoped, q: z.output<typeof messageQuery>) =>
  pageQuery<any>(db.q, {
    from: sql`ec_code_message m JOIN ec_code c ON c.tenant_id = m.tenant_id AND c.id = m.code_id`,
    columns: sql`m.id, c.code, m.name, m.phone, m.msg_status, m.error, m.attempts, m.send_time`,
    where: [db.tenant('m'), sql`m.batch_id = ${q.batchId}`, q.msgStatus !== undefined && sql`m.msg_status = ${q.msgStatus}`],
    orderBy: sql`m.id`,
    current: q.current,
    size: q.size,
  });

/** Failed rows back to waiting (a retry): ONE conditional UPDATE, so of two retries only one moves each row. */
export const requeueFailed = async (db: Scoped, batchId: string) =>
  (
    await db.query(sql`UPDATE ec_code_message SET msg_status = 0, update_time = now()
    WHERE ${db.tenant()} AND batch_id = ${batchId} AND msg_status = 2 RETURNING id`)
  ).length;
