import type { z } from 'zod';
import {
  PLATFORM_TENANT_ID,
  type TenantApplyRow,
  type TenantRow,
  type applyPageQuery,
  type tenantPageQuery,
  type zTenantApplyForm,
} from '@yym/contract';
import type { Queryable, Row } from '../../platform/db.ts';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql, type Cond } from '../../platform/sql.ts';
import { toApi } from '../../platform/rows.ts';

// Tenant management is the platform's (its routes are platform-only): tenants, versions, services and
// applications are read and written across tenants, so these tables are declared without a tenant
// column and a `tenant_id` below is the managed tenant's id, never the caller's scope.
export const TENANT: TableSpec = {
  name: 'blade_tenant',
  tenant: false,
  orderBy: 'tenant_id',
  writable: [
    'tenant_name',
    'domain_url',
    'background_url',
    'linkman',
    'contact_number',
    'address',
    'package_id',
    'account_number',
    'expire_time',
    'status',
  ],
};
export const PACKAGE: TableSpec = { name: 'blade_tenant_package', tenant: false, writable: ['package_name', 'menu_ids', 'remark'] };
export const SERVICE: TableSpec = {
  name: 'blade_tenant_service',
  tenant: false,
  writable: ['tenant_id', 'service_name', 'service_code', 'expire_time', 'remark', 'status'],
};
export const APPLY: TableSpec = { name: 'blade_tenant_apply', tenant: false, orderBy: 'audit_status, id DESC', writable: [] };

export function tenantPage(db: Scoped, q: z.output<typeof tenantPageQuery>) {
  return db.page<TenantRow>(TENANT, {
    current: q.current,
    size: q.size,
    columns: sql.raw(`*, (SELECT package_name FROM blade_tenant_package p WHERE p.id = blade_tenant.package_id) AS package_name`),
    where: [
      q.tenantId && sql`tenant_id LIKE ${q.tenantId + '%'}`,
      q.tenantName && sql`tenant_name ILIKE ${'%' + q.tenantName + '%'}`,
      q.contactNumber && sql`contact_number LIKE ${q.contactNumber + '%'}`,
    ],
  });
}
export const activeTenants = (db: Scoped) => db.list<TenantRow>(TENANT, [sql`status = 1`]);

/** The tenant a domain belongs to (the public login page asks). */
export async function tenantOfDomain(db: Scoped, domain: string) {
  const row = await db.one(
    sql`SELECT tenant_id, tenant_name, background_url FROM blade_tenant WHERE domain_url = ${domain} AND is_deleted = 0 AND status = 1`,
  );
  return row && toApi<{ tenantId: string; tenantName: string; backgroundUrl: string | null }>(row);
}

/** Soft-delete tenants (never the platform); answers their tenant ids. */
export async function removeTenants(db: Scoped, ids: string[]): Promise<string[]> {
  const rows = await db.query<{
    tenant_id: string;
  }>(sql`UPDATE blade_tenant SET is_deleted = 1, update_time = now() WHERE id = ANY(${ids}::bigint[])
    AND tenant_id <> ${PLATFORM_TENANT_ID} AND is_deleted = 0 RETURNING tenant_id`);
  return rows.map((row) => row.tenant_id);
}

export async function setQuota(db: Scoped, ids: string[], accountNumber: number, expireTime: string | null): Promise<number> {
  return (
    await db.query(sql`UPDATE blade_tenant SET account_number = ${accountNumber}, expire_time = ${expireTime}, update_time = now()
    WHERE id = ANY(${ids}::bigint[]) AND is_deleted = 0 RETURNING id`)
  ).length;
}

export const packageFilters = (q: { packageName?: string }): Cond[] => [
  q.packageName && sql`package_name ILIKE ${'%' + q.packageName + '%'}`,
];
/** `tenantId` here is a filter the administrator typed (services are listed across tenants). */
export const serviceFilters = (q: { tenantId?: string; serviceName?: string }): Cond[] => [
  q.tenantId && sql`tenant_id = ${q.tenantId}`,
  q.serviceName && sql`service_name ILIKE ${'%' + q.serviceName + '%'}`,
];

// ------------------------------------------------------------------ applications
export async function tenantIsActive(db: Scoped): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM blade_tenant WHERE ${db.tenant()} AND is_deleted = 0 AND status = 1`));
}

export async function hasPendingApply(db: Scoped, account: string): Promise<boolean> {
  return !!(await db.one(
    sql`SELECT 1 FROM blade_tenant_apply WHERE ${db.tenant()} AND account = ${account} AND audit_status = 0 AND is_deleted = 0`,
  ));
}

/** A staff registration (type 2) to a tenant. */
export async function insertUserApply(db: Scoped, apply: { name: string; account: string; passwordHash: string; oauthId: string | null }) {
  await db.query(sql`INSERT INTO blade_tenant_apply (apply_type, tenant_id, name, account, password, oauth_id)
    VALUES (2, ${db.tenantId}, ${apply.name}, ${apply.account}, ${apply.passwordHash}, ${apply.oauthId})`);
}

/** An application to become a merchant (type 1): no tenant yet. */
export async function insertMerchantApply(q: Queryable, form: z.output<typeof zTenantApplyForm>, passwordHash: string) {
  await q.query(sql`INSERT INTO blade_tenant_apply (apply_type, tenant_name, name, account, password, phone)
    VALUES (1, ${form.tenantName}, ${form.name ?? form.account}, ${form.account}, ${passwordHash}, ${form.phone ?? null})`);
}

const APPLY_COLUMNS = sql.raw(
  `id, apply_type, tenant_id, tenant_name, name, account, phone, oauth_id, audit_status, audit_remark, audit_user, audit_time, created_tenant_id, create_time`,
);

export function applyPage(db: Scoped, q: z.output<typeof applyPageQuery>) {
  return db.page<TenantApplyRow>(APPLY, {
    columns: APPLY_COLUMNS,
    current: q.current,
    size: q.size,
    where: [
      q.auditStatus !== undefined && sql`audit_status = ${q.auditStatus}`,
      q.applyType !== undefined && sql`apply_type = ${q.applyType}`,
      q.account && sql`account ILIKE ${'%' + q.account + '%'}`,
      q.tenantName && sql`tenant_name ILIKE ${'%' + q.tenantName + '%'}`,
    ],
  });
}

export async function applyById(db: Scoped, id: string): Promise<TenantApplyRow | undefined> {
  const row = await db.one(sql`SELECT ${APPLY_COLUMNS} FROM blade_tenant_apply WHERE id = ${id} AND is_deleted = 0`);
  return row && toApi<TenantApplyRow>(row);
}

/** Claim a waiting application in the same statement that changes it, so it is audited once. */
export function claimForAudit(db: Scoped, a: { id: string; auditStatus: number; auditRemark?: string }): Promise<Row | undefined> {
  return db.one(sql`UPDATE blade_tenant_apply SET audit_status = ${a.auditStatus}, audit_remark = ${a.auditRemark ?? null},
      audit_user = ${db.userId}, audit_time = now(), update_time = now()
    WHERE id = ${a.id} AND is_deleted = 0 AND audit_status = 0 RETURNING *`);
}

export async function setCreatedTenant(db: Scoped, applyId: string, tenantId: string) {
  await db.query(sql`UPDATE blade_tenant_apply SET created_tenant_id = ${tenantId} WHERE id = ${applyId}`);
}

// ------------------------------------------------------------------ provisioning
/** The next free six-digit tenant id, from 100001 up. */
export async function nextTenantId(q: Queryable): Promise<string> {
  const row = await q.one<{ n: string }>(
    sql`SELECT GREATEST(100000, COALESCE(MAX(tenant_id::int), 0)) + 1 AS n FROM blade_tenant WHERE tenant_id ~ '^[0-9]{6}$'`,
  );
  return String(row!.n);
}

export async function insertTenant(
  q: Queryable,
  tenantId: string,
  t: {
    tenantName: string;
    linkman?: string | null;
    contactNumber?: string | null;
    address?: string | null;
    domainUrl?: string | null;
    packageId?: string | null;
    accountNumber?: number;
    expireTime?: string | null;
    createUser?: string | null;
  },
) {
  await q.query(sql`INSERT INTO blade_tenant (tenant_id, tenant_name, linkman, contact_number, address, domain_url, package_id, account_number, expire_time, create_user)
    VALUES (${tenantId}, ${t.tenantName}, ${t.linkman ?? null}, ${t.contactNumber ?? null}, ${t.address ?? null}, ${t.domainUrl ?? null},
            ${t.packageId ?? null}, ${t.accountNumber ?? -1}, ${t.expireTime ?? null}, ${t.createUser ?? null})`);
}
