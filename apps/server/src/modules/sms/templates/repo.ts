import type { z } from 'zod';
import type { smsTemplateQuery } from '@yym/contract';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql, type Sql } from '../../../platform/sql.ts';

/** The caller's tenant, or for the platform every tenant's (or the one named): RLS lets only it read across. */
const whose = (db: Scoped, platform: boolean, tenantId: string | undefined, alias: string): Sql =>
  platform ? (tenantId ? sql`${sql.raw(alias)}.tenant_id = ${tenantId}` : sql`true`) : db.tenant(alias);

export const TEMPLATE: TableSpec = {
  name: 'sms_template',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['template_name', 'template_type', 'sign_id', 'content', 'variables', 'remark'],
};

const FROM = sql`sms_template t LEFT JOIN sms_sign s ON s.tenant_id = t.tenant_id AND s.id = t.sign_id`;
const COLUMNS = sql`t.*, s.sign_name`;

export const page = (db: Scoped, q: z.output<typeof smsTemplateQuery>, platform: boolean) =>
  pageQuery(db.q, {
    from: FROM,
    columns: COLUMNS,
    where: [
      whose(db, platform, q.tenantId, 't'),
      sql`t.is_deleted = 0`,
      q.templateName && sql`t.template_name ILIKE ${`%${q.templateName}%`}`,
      q.auditStatus !== undefined && sql`t.audit_status = ${q.auditStatus}`,
      q.templateType !== undefined && sql`t.template_type = ${q.templateType}`,
    ],
    orderBy: sql`t.audit_status = 0 DESC, t.id DESC`,
    current: q.current,
    size: q.size,
  });

export const findAny = (db: Scoped, id: string, platform: boolean) =>
  db.one(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${whose(db, platform, undefined, 't')} AND t.id = ${id} AND t.is_deleted = 0`);

export const resubmit = (db: Scoped, id: string, f: Record<string, unknown>) =>
  db.one(sql`UPDATE sms_template SET template_name = ${f.templateName}, template_type = ${f.templateType}, sign_id = ${f.signId},
      content = ${f.content}, variables = ${f.variables}::text[], remark = ${f.remark ?? null},
      audit_status = 0, audit_reason = NULL, audit_time = NULL, provider_code = NULL, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(TEMPLATE)} AND id = ${id} AND audit_status <> 1 RETURNING id`);

export const audit = (db: Scoped, id: string, status: number, reason: string | null, providerCode: string | null) =>
  db.one(sql`UPDATE sms_template SET audit_status = ${status}, audit_reason = ${reason}, audit_time = now(),
      provider_code = ${status === 1 ? sql`coalesce(${providerCode}, 'SMS_' || id)` : sql`NULL`}, update_user = ${db.userId}, update_time = now()
    WHERE id = ${id} AND is_deleted = 0 AND audit_status = 0 RETURNING id`);
