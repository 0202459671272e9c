import type { z } from 'zod';
import type { smsSignQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Sql } from '../../../platform/sql.ts';

export const SIGN: TableSpec = {
  name: 'sms_sign',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['sign_name', 'sign_source', 'remark'],
};

/**
 * Whose rows a list reads: the caller's tenant, or for the platform (which audits them) every tenant's,
 * or the one it names. Row-level security lets only the platform read across tenants.
 */
export const whose = (db: Scoped, platform: boolean, tenantId: string | undefined, alias: string): Sql =>
  platform ? (tenantId ? sql`${sql.raw(alias)}.tenant_id = ${tenantId}` : sql`true`) : db.tenant(alias);

export const page = (db: Scoped, q: z.output<typeof smsSignQuery>, platform: boolean) =>
  pageQuery(db.q, {
    from: sql`sms_sign s`,
    where: [
      whose(db, platform, q.tenantId, 's'),
      sql`s.is_deleted = 0`,
      q.signName && sql`s.sign_name ILIKE ${`%${q.signName}%`}`,
      q.auditStatus !== undefined && sql`s.audit_status = ${q.auditStatus}`,
    ],
    orderBy: sql`s.audit_status = 0 DESC, s.id DESC`,
    current: q.current,
    size: q.size,
  });

/** One sign: the caller's own, or (platform) any tenant's. */
export const findAny = (db: Scoped, id: string, platform: boolean) =>
  db.one(sql`SELECT * FROM sms_sign WHERE ${whose(db, platform, undefined, 'sms_sign')} AND id = ${id} AND is_deleted = 0`);

export const nameTaken = (db: Scoped, name: string, exceptId: string | undefined) =>
  db.one(
    sql`SELECT id FROM sms_sign WHERE ${db.tenant()} AND is_deleted = 0 AND sign_name = ${name} ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
  );

/** A changed application goes back to 待审核 (only a pending or rejected one may change). */
export const resubmit = (db: Scoped, id: string, fields: Record<string, unknown>) =>
  db.one(sql`UPDATE sms_sign SET sign_name = ${fields.signName}, sign_source = ${fields.signSource}, remark = ${fields.remark ?? null},
      audit_status = 0, audit_reason = NULL, audit_time = NULL, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(SIGN)} AND id = ${id} AND audit_status <> 1 RETURNING *`);

/** The platform's verdict, on a pending application only (a second verdict changes nothing). */
export const audit = (db: Scoped, id: string, status: number, reason: string | null) =>
  db.one(sql`UPDATE sms_sign SET audit_status = ${status}, audit_reason = ${reason}, audit_time = now(), update_user = ${db.userId}, update_time = now()
    WHERE id = ${id} AND is_deleted = 0 AND audit_status = 0 RETURNING *`);
