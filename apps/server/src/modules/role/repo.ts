import type { Scoped, TableSpec } from '../../platform/repo.ts';
import type { AuthUser } from '../../platform/context.ts';
import { sql, type Cond, type Sql } from '../../platform/sql.ts';

export const ROLE: TableSpec = {
  name: 'blade_role',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['parent_id', 'role_name', 'role_alias', 'sort', 'status'],
};
export const SCOPE_DATA: TableSpec = {
  name: 'blade_scope_data',
  tenant: false,
  writable: ['menu_id', 'resource_code', 'scope_name', 'scope_field', 'scope_column', 'scope_type', 'scope_value', 'remark'],
};
export const SCOPE_API: TableSpec = {
  name: 'blade_scope_api',
  tenant: false,
  writable: ['menu_id', 'resource_code', 'scope_name', 'scope_path', 'scope_type', 'remark'],
};

export const roleFilters = (q: { roleName?: string; roleAlias?: string }): Cond[] => [
  q.roleName && sql`role_name ILIKE ${'%' + q.roleName + '%'}`,
  q.roleAlias && sql`role_alias ILIKE ${'%' + q.roleAlias + '%'}`,
];
export const scopeFilters = (q: { menuId?: string; scopeName?: string }): Cond[] => [
  q.menuId && sql`menu_id = ${q.menuId}`,
  q.scopeName && sql`scope_name ILIKE ${'%' + q.scopeName + '%'}`,
];

export async function aliasTaken(db: Scoped, alias: string, exceptId: string | undefined): Promise<boolean> {
  return !!(await db.one(
    sql`SELECT 1 FROM blade_role WHERE ${db.tenant()} AND role_alias = ${alias} AND is_deleted = 0 AND id <> ${exceptId ?? '0'}`,
  ));
}

/** Does any of these roles have a live child outside the set? */
export async function hasOtherChildren(db: Scoped, ids: string[]): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM blade_role WHERE ${db.tenant()} AND parent_id = ANY(${ids}::bigint[]) AND is_deleted = 0
    AND NOT (id = ANY(${ids}::bigint[]))`));
}

export async function liveRoleCount(db: Scoped, ids: string[]): Promise<number> {
  return (await db.query(sql`SELECT id FROM blade_role WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`)).length;
}

/** Drop every grant (menus and scopes) of these roles. */
export async function clearGrants(db: Scoped, roleIds: string[]) {
  await db.query(sql`DELETE FROM blade_role_menu WHERE ${db.tenant()} AND role_id = ANY(${roleIds}::bigint[])`);
  await db.query(sql`DELETE FROM blade_role_scope WHERE ${db.tenant()} AND role_id = ANY(${roleIds}::bigint[])`);
}

/** How many of these menus the tenant may grant: those of its version (all merchant menus without one); the platform any. */
export async function grantableMenuCount(db: Scoped, menuIds: string[], isPlatform: boolean): Promise<number> {
  const tenant =
    await db.one(sql`SELECT p.menu_ids FROM blade_tenant t LEFT JOIN blade_tenant_package p ON p.id = t.package_id AND p.is_deleted = 0
    WHERE ${db.tenant('t')} AND t.is_deleted = 0`);
  const allowed = await db.query(sql`SELECT id FROM blade_menu WHERE is_deleted = 0 AND id = ANY(${menuIds}::bigint[])
    AND (${isPlatform} OR (scope = 'all' AND (${tenant?.menu_ids ?? null}::bigint[] IS NULL OR id = ANY(${tenant?.menu_ids ?? null}::bigint[]))))`);
  return allowed.length;
}

export async function grantMenus(db: Scoped, roleIds: string[], menuIds: string[]) {
  await db.query(sql`INSERT INTO blade_role_menu (tenant_id, role_id, menu_id)
    SELECT ${db.tenantId}, r, m FROM unnest(${roleIds}::bigint[]) r, unnest(${menuIds}::bigint[]) m ON CONFLICT DO NOTHING`);
}

const SCOPE_TABLES = { 1: 'blade_scope_data', 2: 'blade_scope_api' } as const;

/** How many of these scopes (1 data, 2 api) the tenant may grant: those of merchant menus; the platform any. */
export async function grantableScopeCount(db: Scoped, category: 1 | 2, ids: string[], isPlatform: boolean): Promise<number> {
  return (
    await db.query(sql`SELECT s.id FROM ${sql.ident(SCOPE_TABLES[category])} s JOIN blade_menu m ON m.id = s.menu_id
    WHERE s.is_deleted = 0 AND s.id = ANY(${ids}::bigint[]) AND (${isPlatform} OR m.scope = 'all')`)
  ).length;
}

export async function grantScopes(db: Scoped, category: 1 | 2, roleIds: string[], ids: string[]) {
  await db.query(sql`INSERT INTO blade_role_scope (tenant_id, role_id, scope_id, scope_category)
    SELECT ${db.tenantId}, r, s, ${category} FROM unnest(${roleIds}::bigint[]) r, unnest(${ids}::bigint[]) s ON CONFLICT DO NOTHING`);
}

/** The administrator role of a new tenant, granted every merchant menu of its version. */
export async function insertAdminRole(db: Scoped, packageId: string | null): Promise<string> {
  const role = await db.one<{ id: string }>(sql`INSERT INTO blade_role (tenant_id, parent_id, role_name, role_alias, sort)
    VALUES (${db.tenantId}, 0, '商户管理员', 'admin', 1) RETURNING id`);
  await db.query(sql`INSERT INTO blade_role_menu (tenant_id, role_id, menu_id)
    SELECT ${db.tenantId}, ${role!.id}, m.id FROM blade_menu m
      LEFT JOIN blade_tenant_package p ON p.id = ${packageId}::bigint AND p.is_deleted = 0
     WHERE m.is_deleted = 0 AND m.scope = 'all' AND (p.id IS NULL OR m.id = ANY(p.menu_ids))`);
  return role!.id;
}

/**
 * The data-scope condition of a user for a resource: none of the user's roles has a scope for it → all
 * rows (null); otherwise the union of the scopes granted.
 * Scope types: 1 all, 2 own rows, 3 own department, 4 own department and below, 5 custom departments.
 */
export async function dataScopeCondition(db: Scoped, user: AuthUser, resourceCode: string, alias: string): Promise<Sql | null> {
  const scopes = await db.query<{ scope_type: number; scope_value: string | null }>(sql`
    SELECT s.scope_type, s.scope_value FROM blade_role_scope rs
      JOIN blade_scope_data s ON s.id = rs.scope_id AND s.is_deleted = 0
     WHERE ${db.tenant('rs')} AND rs.scope_category = 1 AND rs.role_id = ANY(${user.roleIds}::bigint[])
       AND s.resource_code = ${resourceCode}`);
  if (!scopes.length || scopes.some((s) => s.scope_type === 1)) return null;
  const prefix = sql.raw(alias ? `${alias}.` : '');
  const conds: Sql[] = [];
  for (const s of scopes) {
    if (s.scope_type === 2) conds.push(sql`${prefix}create_user = ${user.userId}`);
    if (s.scope_type === 3) conds.push(sql`${prefix}dept_ids && ${user.deptIds}::bigint[]`);
    if (s.scope_type === 4) {
      conds.push(sql`${prefix}dept_ids && ARRAY(SELECT d.id FROM blade_dept d WHERE ${db.tenant('d')} AND d.is_deleted = 0
        AND (d.id = ANY(${user.deptIds}::bigint[]) OR EXISTS (SELECT 1 FROM unnest(string_to_array(d.ancestors, ',')) a WHERE a = ANY(${user.deptIds}::text[]))))`);
    }
    if (s.scope_type === 5) {
      const ids = String(s.scope_value ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter((x) => /^\d+$/.test(x));
      conds.push(sql`${prefix}dept_ids && ${ids}::bigint[]`);
    }
  }
  return conds.length
    ? sql.join(
        conds.map((c) => sql`(${c})`),
        ' OR ',
      )
    : sql.raw('FALSE');
}
