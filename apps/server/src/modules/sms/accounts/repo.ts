import type { z } from 'zod';
import type { smsAccountQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import type { Sealed } from '../../../platform/providers/paysecret.ts';
import { sql } from '../../../platform/sql.ts';
import type { AccountRow } from '../shared.ts';

/** The platform's SMS accounts (tenant 000000's rows). */
export const ACCOUNT: TableSpec = {
  name: 'sms_account',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['account_name', 'provider', 'access_key_id', 'app_id', 'region', 'endpoint', 'remark', 'status'],
};

const COLUMNS = sql`id, account_name, provider, access_key_id, app_id, region, endpoint, secret_tail, tenant_ids, remark, status, create_time`;

export const page = (db: Scoped, q: z.output<typeof smsAccountQuery>) =>
  db.page(ACCOUNT, {
    current: q.current,
    size: q.size,
    columns: COLUMNS,
    where: [q.accountName && sql`account_name ILIKE ${`%${q.accountName}%`}`, q.provider && sql`provider = ${q.provider}`],
  });

export const find = (db: Scoped, id: string) => db.find(ACCOUNT, id) as Promise<AccountRow | undefined>;

export const setSecret = (db: Scoped, id: string, secret: Sealed, tail: string) =>
  db.q.query(
    sql`UPDATE sms_account SET secret = ${JSON.stringify(secret)}::jsonb, secret_tail = ${tail} WHERE ${db.base(ACCOUNT)} AND id = ${id}`,
  );

export const setTenants = (db: Scoped, id: string, tenantIds: string[]) =>
  db.one<AccountRow>(sql`UPDATE sms_account SET tenant_ids = ${tenantIds}::text[], update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(ACCOUNT)} AND id = ${id} RETURNING *`);

/** The account a tenant sends through: enabled, naming the tenant, the newest first (read as the platform). */
export const accountFor = (platform: Scoped, tenantId: string) =>
  platform.one<AccountRow>(sql`SELECT * FROM sms_account WHERE ${platform.base(ACCOUNT)} AND status = 1 AND ${tenantId} = ANY(tenant_ids)
    ORDER BY id DESC LIMIT 1`);
