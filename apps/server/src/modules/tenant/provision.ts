import type { Queryable } from '../../platform/db.ts';
import { tenantData } from '../../platform/repo.ts';
import { addHeadOffice } from '../org/index.ts';
import { addAdminRole } from '../role/index.ts';
import { addTenantAdmin } from '../user/index.ts';
import * as repo from './repo.ts';

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

const DEFAULT_ADMIN_NAME = '管理员';

/**
 * Create a merchant tenant with what it needs to start: a head office department, an administrator
 * role granted every merchant menu of its version, and the administrator account. Takes a bare
 * Queryable: the seed provisions the demo tenants before any request exists.
 */
export async function provisionTenant(q: Queryable, t: NewTenant): Promise<{ tenantId: string; adminUserId: string; adminRoleId: string }> {
  const tenantId = t.tenantId ?? (await repo.nextTenantId(q));
  await repo.insertTenant(q, tenantId, t);
  const created = tenantData(q, tenantId, t.createUser ?? null);
  const deptId = await addHeadOffice(created, t.tenantName);
  const roleId = await addAdminRole(created, t.packageId ?? null);
  const name = t.adminName ?? DEFAULT_ADMIN_NAME;
  const adminUserId = await addTenantAdmin(created, { account: t.adminAccount, passwordHash: t.adminPasswordHash, name, roleId, deptId });
  return { tenantId, adminUserId, adminRoleId: roleId };
}
