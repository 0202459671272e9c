import type { z } from 'zod';
import type { batchQuery, codeQuery, messageQuery, recordQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

/** Activation code batches, their codes, the exchange (activation) records and the batches' SMS log. */

export const BATCH: TableSpec = {
  name: 'ec_code_batch',
  tenant: true,
  writable: ['remark', 'user_remark', 'customer_name', 'pay_price', 'marked', 'out_status'],
};

const ACTIVATED = sql`(SELECT count(*)::int FROM ec_code c WHERE c.tenant_id = ec_code_batch.tenant_id AND c.batch_id = ec_code_batch.id AND c.code_status = 1)`;

export const batchPage = (db: Scoped, q: z.output<typeof batchQuery>) =>
  db.page(BATCH, {
    where: [
      q.batchNo && sql`batch_no = ${q.batchNo}`,
      q.cardId && sql`card_id = ${q.cardId}`,
      q.batchStatus !== undefined && sql`batch_status = ${q.batchStatus}`,
    ],
    columns: sql`ec_code_batch.*, ${ACTIVATED} AS activated`,
    current: q.current,
    size: q.size,
  });
export const batchOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ec_code_batch.*, ${ACTIVATED} AS activated FROM ec_code_batch WHERE ${db.base(BATCH)} AND id = ${id}`);

export const insertBatch = (
  db: Scoped,
  b: {
    batchNo: string;
    cardId: string;
    cardName: string;
    count: number;
    price: number;
    validStart: string;
    validEnd: string;
    customerName?: string | null;
    remark?: string | null;
  },
) =>
  db.one(sql`INSERT INTO ec_code_batch (tenant_id, batch_no, card_id, card_name, code_count, price, valid_start, valid_end, customer_name, remark, create_user)
    VALUES (${db.tenantId}, ${b.batchNo}, ${b.cardId}, ${b.cardName}, ${b.count}, ${b.price}, ${b.validStart}, ${b.validEnd},
      ${b.customerName ?? null}, ${b.remark ?? null}, ${db.userId}) RETURNING *`);

/** Insert drawn codes; a code already in the tenant is skipped (answers how many went in). */
export const insertCodes = async (db: Scoped, batchId: string, codes: string[]) =>
  (
    await db.query(sql`INSERT INTO ec_code (tenant_id, batch_id, code) SELECT ${db.tenantId}, ${batchId}, unnest(${codes}::text[])
      ON CONFLICT (tenant_id, code) DO NOTHING RETURNING id`)
  ).length;

export const setBatchStatus = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE ec_code_batch SET batch_status = ${status}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(BATCH)} AND id = ANY(${ids}::bigint[]) RETURNING id`);

export const activatedIn = async (db: Scoped, ids: string[]) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ec_code WHERE ${db.tenant()} AND batch_id = ANY(${ids}::bigint[]) AND code_status = 1`,
      )
    )?.n ?? 0,
  );

const codeWhere = (db: Scoped, q: Partial<z.output<typeof codeQuery>>): Cond[] => [
  db.tenant(),
  q.batchId && sql`batch_id = ${q.batchId}`,
  q.code && sql`code = ${q.code.toUpperCase()}`,
  q.codeStatus !== undefined && sql`code_status = ${q.codeStatus}`,
];
export const codePage = (db: Scoped, q: z.output<typeof codeQuery>) =>
  pageQuery(db.q, { from: sql`ec_code`, where: codeWhere(db, q), orderBy: sql`id`, current: q.current, size: q.size });

/** Export: counted up to the limit, then read in keyset batches (one short indexed read each). */
export const codeCount = async (db: Scoped, q: { batchId: string }, limit: number) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ec_code WHERE ${sql.and(codeWhere(db, q))} LIMIT ${limit + 1}) x`,
      )
    )?.n ?? 0,
  );
export const codeBatch = async (db: Scoped, q: { batchId: string }, after: string | null, size: number) => {
  const rows = toApiRows(
    await db.query(sql`SELECT id, code, code_status, activate_time, activate_phone FROM ec_code
    WHERE ${sql.and([...codeWhere(db, q), after && sql`id > ${after}`])} ORDER BY id LIMIT ${size}`),
  );
  return { rows, next: rows.length ? String(rows[rows.length - 1]!.id) : null };
};

/**
 * Activate: ONE conditional UPDATE takes the code (unused, its batch started and within its dates),
 * so under any concurrency exactly one caller gets the row back; everyone else gets nothing.
 */
export const claimCode = (db: Scoped, code: string, today: string, phone: string) =>
  db.one(sql`UPDATE ec_code c SET code_status = 1, activate_time = now(), activate_phone = ${phone}
    FROM ec_code_batch b
    WHERE ${db.tenant('c')} AND c.code = ${code} AND c.code_status = 0
      AND b.tenant_id = c.tenant_id AND b.id = c.batch_id AND b.is_deleted = 0 AND b.batch_status = 1
      AND b.valid_start <= ${today}::date AND b.valid_end >= ${today}::date
    RETURNING c.id, c.code, c.batch_id, b.card_id`);
export const linkCode = (db: Scoped, codeId: string, userCardId: string) =>
  db.query(sql`UPDATE ec_code SET user_card_id = ${userCardId} WHERE ${db.tenant()} AND id = ${codeId}`);

export const forbidCode = (db: Scoped, id: string) =>
  db.one(sql`UPDATE ec_code SET code_status = 2 WHERE ${db.tenant()} AND id = ${id} AND code_status = 0 RETURNING id`);
export const codeById = (db: Scoped, id: string) => db.one(sql`SELECT id FROM ec_code WHERE ${db.tenant()} AND id = ${id}`);

export const insertExchange = (
  db: Scoped,
  e: {
    codeId: string;
    code: string;
    batchId: string;
    cardId: string;
    cardName: string;
    userCardId: string;
    holderName: string;
    holderPhone: string;
    ip: string;
    operator: string;
  },
) =>
  db.query(sql`INSERT INTO ec_exchange (tenant_id, code_id, code, batch_id, card_id, card_name, user_card_id, holder_name, holder_phone, ip, operator)
    VALUES (${db.tenantId}, ${e.codeId}, ${e.code}, ${e.batchId}, ${e.cardId}, ${e.cardName}, ${e.userCardId}, ${e.holderName}, ${e.holderPhone},
      ${e.ip}, ${e.operator})`);

const exchangeWhere = (db: Scoped, q: Partial<z.output<typeof recordQuery>>): Cond[] => [
  db.tenant(),
  q.cardId && sql`card_id = ${q.cardId}`,
  q.cardNo && sql`code = ${q.cardNo.toUpperCase()}`,
  q.startDate && sql`create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];
export const exchangePage = (db: Scoped, q: z.output<typeof recordQuery>) =>
  pageQuery(db.q, { from: sql`ec_exchange`, where: exchangeWhere(db, q), orderBy: sql`id DESC`, current: q.current, size: q.size });
export const exchangeRows = async (db: Scoped, q: Partial<z.output<typeof recordQuery>>) =>
  toApiRows(await db.query(sql`SELECT * FROM ec_exchange WHERE ${sql.and(exchangeWhere(db, q))} ORDER BY id DESC LIMIT 50000`));

/** Batches whose activation deadline moves to `validEnd` (never before their start). */
export const postponeBatches = (db: Scoped, ids: string[], validEnd: string) =>
  db.query(sql`UPDATE ec_code_batch SET valid_end = ${validEnd}::date, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(BATCH)} AND id = ANY(${ids}::bigint[]) AND valid_start <= ${validEnd}::date RETURNING id`);

// ---------------------------------------------------------------- the SMS log

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
  toApiRows<{ id: string; phone: string; name: string | null; code: string }>(
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
  pageQuery(db.q, {
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
