import type { Queryable } from '../../platform/db.ts';
import { sql } from '../../platform/sql.ts';

export interface NewTenant {
  tenantId?: string;
  tenantName: string;
  linkman?: string | null;
  contactNumber?: string | null;
  address?: string | null;
  domainUrl?: string | null;
  packageId?: string | null;
  accountNumber?: number;
  expireTime?: string | null;
  adminAccount: string;
  /** Already the stored hash. */
  adminPasswordHash: string;
  adminName?: string;
  createUser?: string | null;
}

/** The next free six-digit tenant id, from 100001 up. */
export async function nextTenantId(q: Queryable): Promise<string> {
  const r = await q.one<{ n: string }>(sql`SELECT GREATEST(100000, COALESCE(MAX(tenant_id::int), 0)) + 1 AS n FROM blade_tenant WHERE tenant_id ~ '^[0-9]{6}$'`);
  return String(r!.n);
}

/**
 * Create a merchant tenant with what it needs to start: a head office department, an administrator
 * role granted every merchant menu of its version, and the administrator account.
 */
export async function provisionTenant(q: Queryable, t: NewTenant): Promise<{ tenantId: string; adminUserId: string; adminRoleId: string }> {
  const tenantId = t.tenantId ?? (await nextTenantId(q));
  await q.query(sql`INSERT INTO blade_tenant (tenant_id, tenant_name, linkman, contact_number, address, domain_url, package_id, account_number, expire_time, create_user)
    VALUES (${tenantId}, ${t.tenantName}, ${t.linkman ?? null}, ${t.contactNumber ?? null}, ${t.address ?? null}, ${t.domainUrl ?? null},
            ${t.packageId ?? null}, ${t.accountNumber ?? -1}, ${t.expireTime ?? null}, ${t.createUser ?? null})`);
  const dept = await q.one<{ id: string }>(sql`INSERT INTO blade_dept (tenant_id, parent_id, ancestors, dept_name, full_name, sort)
    VALUES (${tenantId}, 0, '0', ${t.tenantName}, ${t.tenantName}, 1) RETURNING id`);
  const role = await q.one<{ id: string }>(sql`INSERT INTO blade_role (tenant_id, parent_id, role_name, role_alias, sort)
    VALUES (${tenantId}, 0, '商户管理员', 'admin', 1) RETURNING id`);
  await q.query(sql`INSERT INTO blade_role_menu (tenant_id, role_id, menu_id)
    SELECT ${tenantId}, ${role!.id}, m.id FROM blade_menu m
      LEFT JOIN blade_tenant_package p ON p.id = ${t.packageId ?? null}::bigint AND p.is_deleted = 0
     WHERE m.is_deleted = 0 AND m.scope = 'all' AND (p.id IS NULL OR m.id = ANY(p.menu_ids))`);
  const user = await q.one<{ id: string }>(sql`INSERT INTO blade_user (tenant_id, account, password, name, real_name, role_ids, dept_ids, is_merchant, create_user)
    VALUES (${tenantId}, ${t.adminAccount}, ${t.adminPasswordHash}, ${t.adminName ?? '管理员'}, ${t.adminName ?? '管理员'},
            ARRAY[${role!.id}]::bigint[], ARRAY[${dept!.id}]::bigint[], true, ${t.createUser ?? null}) RETURNING id`);
  return { tenantId, adminUserId: user!.id, adminRoleId: role!.id };
}
