import type { z } from 'zod';
import type { smsRecordFilters, smsRecordQuery } from '@yym/contract';
import { pageQuery } from '../../../platform/paging.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const RECORD: TableSpec = { name: 'sms_record', tenant: true, orderBy: 'create_time DESC, id DESC', writable: [] };

/** What lists answer: never the params (a verification code is among them). */
const COLUMNS = sql`id, phone, scene_code, sign_name, content, provider, biz_id, send_status, fail_reason, attempts, send_time, receive_time, create_time`;

const filters = (db: Scoped, q: z.output<typeof smsRecordFilters>) => [
  db.base(RECORD),
  q.phone && sql`phone LIKE ${`%${q.phone}%`}`,
  q.sceneCode && sql`scene_code = ${q.sceneCode}`,
  q.sendStatus !== undefined && sql`send_status = ${q.sendStatus}`,
  // Days are China's.
  q.beginTime && sql`create_time >= ${q.beginTime}::date::timestamp AT TIME ZONE 'Asia/Shanghai'`,
  q.endTime && sql`create_time < (${q.endTime}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`,
];

export const page = (db: Scoped, q: z.output<typeof smsRecordQuery>) =>
  pageQuery(db.q, {
    from: sql`sms_record`,
    columns: COLUMNS,
    where: filters(db, q),
    orderBy: sql`create_time DESC, id DESC`,
    key: sql`id`,
    current: q.current,
    size: q.size,
  });

export const count = (db: Scoped, q: z.output<typeof smsRecordFilters>, limit: number) =>
  db
    .one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM sms_record WHERE ${sql.and(filters(db, q))} LIMIT ${limit + 1}) x`,
    )
    .then((r) => r?.n ?? 0);

export const batch = (db: Scoped, q: z.output<typeof smsRecordFilters>, after: string | null, size: number) =>
  db.query(
    sql`SELECT ${COLUMNS} FROM sms_record WHERE ${sql.and([...filters(db, q), after && sql`id < ${after}`])} ORDER BY id DESC LIMIT ${size}`,
  );

export const find = (db: Scoped, id: string) => db.one(sql`SELECT ${COLUMNS} FROM sms_record WHERE ${db.base(RECORD)} AND id = ${id}`);

/** Sends to one phone wait for each other here, so its hourly count is exact. */
export const lockPhone = (db: Scoped, phone: string) =>
  db.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${db.tenantId}:${phone}`}))`);

export const recentCounts = (db: Scoped, phone: string) =>
  db.one<{ phone: number; tenant: number }>(sql`SELECT
      (SELECT count(*)::int FROM sms_record WHERE ${db.tenant()} AND phone = ${phone} AND create_time > now() - interval '1 hour') AS phone,
      (SELECT count(*)::int FROM sms_record WHERE ${db.tenant()} AND create_time > now() - interval '1 minute') AS tenant`);

export const byEvent = (db: Scoped, key: string) =>
  db.one<{ id: string }>(sql`SELECT id FROM sms_record WHERE ${db.tenant()} AND event_key = ${key}`);

export interface NewRecord {
  phone: string;
  sceneCode: string | null;
  templateId: string | null;
  signName: string | null;
  content: string;
  params: Record<string, string>;
  eventKey: string | null;
  provider?: string | null;
  sendStatus?: number;
  failReason?: string | null;
}

/** A new record; an event already recorded inserts nothing (answers undefined). */
export const insert = (db: Scoped, r: NewRecord) =>
  db.one<{ id: string }>(sql`INSERT INTO sms_record (tenant_id, phone, scene_code, template_id, sign_name, content, params, event_key,
      provider, send_status, fail_reason, attempts, send_time, create_user, update_user)
    VALUES (${db.tenantId}, ${r.phone}, ${r.sceneCode}, ${r.templateId}, ${r.signName}, ${r.content}, ${JSON.stringify(r.params)}::jsonb,
      ${r.eventKey}, ${r.provider ?? null}, ${r.sendStatus ?? 0}, ${r.failReason ?? null}, ${r.sendStatus ? 1 : 0},
      ${r.sendStatus ? sql`now()` : null}, ${db.userId}, ${db.userId})
    ON CONFLICT (tenant_id, event_key) WHERE event_key IS NOT NULL DO NOTHING RETURNING id`);

/** The job takes a waiting record (a second runner finds none). */
export const claim = (db: Scoped, id: string) =>
  db.one<Row>(sql`WITH c AS (UPDATE sms_record SET attempts = attempts + 1, update_time = now()
      WHERE ${db.base(RECORD)} AND id = ${id} AND send_status = 0 RETURNING *)
    SELECT c.*, t.provider_code AS template_code, t.variables
      FROM c LEFT JOIN sms_template t ON t.tenant_id = c.tenant_id AND t.id = c.template_id`);

export const sent = (db: Scoped, id: string, o: { provider: string; accountId: string | null; bizId: string; status: number }) =>
  db.query(sql`UPDATE sms_record SET send_status = ${o.status}, provider = ${o.provider}, account_id = ${o.accountId}, biz_id = ${o.bizId},
      fail_reason = NULL, send_time = now(), receive_time = ${o.status === 2 ? sql`now()` : null}, update_time = now()
    WHERE ${db.tenant()} AND id = ${id}`);

export const failed = (db: Scoped, id: string, provider: string, reason: string, final: boolean) =>
  db.query(sql`UPDATE sms_record SET send_status = ${final ? 3 : 0}, provider = ${provider}, fail_reason = ${reason.slice(0, 255)},
      update_time = now() WHERE ${db.tenant()} AND id = ${id}`);

/** A failed record waits again (only a failed one). */
export const requeue = (db: Scoped, id: string) =>
  db.one<{
    id: string;
  }>(sql`UPDATE sms_record SET send_status = 0, attempts = 0, fail_reason = NULL, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(RECORD)} AND id = ${id} AND send_status = 3 RETURNING id`);

/**
 * A delivery receipt, matched by the provider's message id and the account it was sent through; a
 * platform transaction (receipts name no tenant), and only a record still waiting for it moves.
 */
export const receipt = (platform: Scoped, accountId: string, bizId: string, ok: boolean, reason: string | null, at: string | null) =>
  platform.query(sql`UPDATE sms_record SET send_status = ${ok ? 2 : 3}, fail_reason = ${ok ? null : reason}, 
      receive_time = coalesce(${at}::timestamptz, now()), update_time = now()
    WHERE biz_id = ${bizId} AND account_id = ${accountId} AND send_status = 1 RETURNING id`);

/** A verification code sent to this phone in the last 5 minutes, used once. */
export const useCode = (db: Scoped, id: string, phone: string, code: string) =>
  db.one(sql`UPDATE sms_record SET params = params || '{"used": true}'::jsonb, update_time = now()
    WHERE ${db.base(RECORD)} AND id = ${id} AND phone = ${phone} AND params ->> 'code' = ${code}
      AND (params ->> 'used') IS NULL AND create_time > now() - interval '5 minutes' RETURNING id`);
