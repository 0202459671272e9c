import type { z } from 'zod';
import type { openAccountQuery, openCallQuery } from '@yym/contract';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import type { Sealed } from '../../../platform/providers/paysecret.ts';
import { sql } from '../../../platform/sql.ts';

export const ACCOUNT: TableSpec = {
  name: 'oa_account',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['account_name', 'scopes', 'allowed_ips', 'rate_per_min', 'remark'],
};
export const COLUMNS = sql`id, account_name, key_id, secret_tail, scopes, allowed_ips, rate_per_min, status, last_call_time, remark, create_time`;

export const page = (db: Scoped, q: z.output<typeof openAccountQuery>) =>
  db.page(ACCOUNT, {
    current: q.current,
    size: q.size,
    columns: COLUMNS,
    where: [q.accountName && sql`account_name ILIKE ${`%${q.accountName}%`}`, q.status !== undefined && sql`status = ${q.status}`],
  });

export const find = (db: Scoped, id: string) => db.one(sql`SELECT ${COLUMNS} FROM oa_account WHERE ${db.base(ACCOUNT)} AND id = ${id}`);

export const insert = (db: Scoped, f: Record<string, unknown>, keyId: string, secret: Sealed, tail: string) =>
  db.one<{
    id: string;
  }>(sql`INSERT INTO oa_account (tenant_id, account_name, key_id, secret, secret_tail, scopes, allowed_ips, rate_per_min, remark,
      create_user, update_user)
    VALUES (${db.tenantId}, ${f.accountName}, ${keyId}, ${JSON.stringify(secret)}::jsonb, ${tail}, ${f.scopes}::text[], ${f.allowedIps}::text[],
      ${f.ratePerMin}, ${f.remark ?? null}, ${db.userId}, ${db.userId}) RETURNING id`);

export const keyOf = (db: Scoped, id: string) =>
  db.one<{ key_id: string }>(sql`SELECT key_id FROM oa_account WHERE ${db.base(ACCOUNT)} AND id = ${id}`);

export const setSecret = (db: Scoped, id: string, secret: Sealed, tail: string) =>
  db.one(sql`UPDATE oa_account SET secret = ${JSON.stringify(secret)}::jsonb, secret_tail = ${tail}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(ACCOUNT)} AND id = ${id} RETURNING id`);

export const setStatus = (db: Scoped, id: string, status: number) =>
  db.one(sql`UPDATE oa_account SET status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(ACCOUNT)} AND id = ${id} RETURNING id`);

export const callPage = (db: Scoped, q: z.output<typeof openCallQuery>) =>
  pageQuery(db.q, {
    from: sql`oa_call_log`,
    columns: sql`id, key_id, method, path, outcome_code, outcome_msg, ip, time_ms, create_time`,
    where: [
      db.tenant(),
      q.accountId && sql`account_id = ${q.accountId}`,
      q.outcome === 'ok' && sql`outcome_code = 200`,
      q.outcome === 'fail' && sql`outcome_code <> 200`,
    ],
    orderBy: sql`create_time DESC, id DESC`,
    key: sql`id`,
    current: q.current,
    size: q.size,
  });
