import { sql } from '../../platform/sql.ts';
import type { Ctx } from '../../platform/context.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import { notFound } from '../../platform/errors.ts';
import type { Sql } from '../../platform/sql.ts';

export const USER: TableSpec = {
  name: 'blade_user',
  tenant: true,
  writable: ['code', 'account', 'name', 'real_name', 'avatar', 'email', 'phone', 'birthday', 'sex', 'role_ids', 'dept_ids', 'post_ids', 'status', 'user_type'],
};

/** Columns a user row shows; never the password hash. */
export const USER_COLUMNS = sql.raw(`tenant_id, id, code, user_type, account, name, real_name, avatar, email, phone, birthday, sex,
  array_to_string(role_ids, ',') AS role_id, array_to_string(dept_ids, ',') AS dept_id, array_to_string(post_ids, ',') AS post_id,
  is_merchant, status, create_time, update_time`);

/** A user with role, dept and post names, as the profile and the detail dialog show it. */
export async function userInfo(ctx: Ctx, id: string, tenantId = ctx.tenantId) {
  const row = await ctx.q.one(sql`SELECT ${USER_COLUMNS},
      (SELECT string_agg(r.role_name, ',') FROM blade_role r WHERE r.tenant_id = u.tenant_id AND r.id = ANY(u.role_ids) AND r.is_deleted = 0) AS role_name,
      (SELECT string_agg(d.dept_name, ',') FROM blade_dept d WHERE d.tenant_id = u.tenant_id AND d.id = ANY(u.dept_ids) AND d.is_deleted = 0) AS dept_name,
      (SELECT string_agg(p.post_name, ',') FROM blade_post p WHERE p.tenant_id = u.tenant_id AND p.id = ANY(u.post_ids) AND p.is_deleted = 0) AS post_name,
      (SELECT tenant_name FROM blade_tenant t WHERE t.tenant_id = u.tenant_id AND t.is_deleted = 0) AS tenant_name
    FROM blade_user u WHERE u.tenant_id = ${tenantId} AND u.id = ${id} AND u.is_deleted = 0`);
  if (!row) throw notFound();
  return toApi(row);
}

/**
 * The data-scope condition of the caller for a resource (the user list is `user`): none of the
 * caller's roles has a scope for it → all rows; otherwise the union of the scopes granted.
 * Scope types: 1 all, 2 own rows, 3 own department, 4 own department and below, 5 custom departments.
 */
export async function dataScope(ctx: Ctx, resourceCode: string, alias = ''): Promise<Sql | null> {
  const u = ctx.requireUser();
  const scopes = await ctx.q.query<{ scope_type: number; scope_value: string | null }>(sql`
    SELECT s.scope_type, s.scope_value FROM blade_role_scope rs
      JOIN blade_scope_data s ON s.id = rs.scope_id AND s.is_deleted = 0
     WHERE rs.tenant_id = ${ctx.tenantId} AND rs.scope_category = 1 AND rs.role_id = ANY(${u.roleIds}::bigint[])
       AND s.resource_code = ${resourceCode}`);
  if (!scopes.length || scopes.some((s) => s.scope_type === 1)) return null;
  const p = alias ? `${alias}.` : '';
  const conds: Sql[] = [];
  for (const s of scopes) {
    if (s.scope_type === 2) conds.push(sql`${sql.raw(p)}create_user = ${u.userId}`);
    if (s.scope_type === 3) conds.push(sql`${sql.raw(p)}dept_ids && ${u.deptIds}::bigint[]`);
    if (s.scope_type === 4) {
      conds.push(sql`${sql.raw(p)}dept_ids && ARRAY(SELECT d.id FROM blade_dept d WHERE d.tenant_id = ${ctx.tenantId} AND d.is_deleted = 0
        AND (d.id = ANY(${u.deptIds}::bigint[]) OR EXISTS (SELECT 1 FROM unnest(string_to_array(d.ancestors, ',')) a WHERE a = ANY(${u.deptIds}::text[]))))`);
    }
    if (s.scope_type === 5) {
      const ids = String(s.scope_value ?? '').split(',').map((x) => x.trim()).filter((x) => /^\d+$/.test(x));
      conds.push(sql`${sql.raw(p)}dept_ids && ${ids}::bigint[]`);
    }
  }
  return conds.length ? sql.join(conds.map((c) => sql`(${c})`), ' OR ') : sql.raw('FALSE');
}
