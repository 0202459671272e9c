import type { z } from 'zod';
import type { UserInfo, UserRow, userPageQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql, type Sql } from '../../platform/sql.ts';
import { toApi } from '../../platform/rows.ts';

export const USER: TableSpec = {
  name: 'blade_user',
  tenant: true,
  writable: [
    'code',
    'account',
    'name',
    'real_name',
    'avatar',
    'email',
    'phone',
    'birthday',
    'sex',
    'role_ids',
    'dept_ids',
    'post_ids',
    'status',
    'user_type',
  ],
};

/** Columns a user row shows; never the password hash. */
const USER_COLUMNS = sql.raw(`tenant_id, id, code, user_type, account, name, real_name, avatar, email, phone, birthday, sex,
  array_to_string(role_ids, ',') AS role_id, array_to_string(dept_ids, ',') AS dept_id, array_to_string(post_ids, ',') AS post_id,
  is_merchant, status, create_time, update_time`);

/** A page of users: by department (and below), account, name, phone, status, within the caller's data scope. */
export function userPage(db: Scoped, q: z.output<typeof userPageQuery>, scope: Sql | null) {
  return db.page<UserRow>(USER, {
    columns: USER_COLUMNS,
    current: q.current,
    size: q.size,
    orderBy: 'id',
    where: [
      scope,
      q.deptId &&
        /^\d+$/.test(q.deptId) &&
        sql`dept_ids && ARRAY(SELECT d.id FROM blade_dept d WHERE ${db.tenant('d')}
        AND d.is_deleted = 0 AND (d.id = ${q.deptId} OR ${q.deptId} = ANY(string_to_array(d.ancestors, ','))))`,
      q.account && sql`account ILIKE ${'%' + q.account + '%'}`,
      q.realName && sql`real_name ILIKE ${'%' + q.realName + '%'}`,
      q.phone && sql`phone LIKE ${q.phone + '%'}`,
      q.status !== undefined && sql`status = ${q.status}`,
    ],
  });
}

/** Every user of the tenant (the platform's tenant page lists them). */
export const allUsersPage = (db: Scoped, q: { current: number; size: number }) =>
  db.page<UserRow>(USER, { columns: USER_COLUMNS, current: q.current, size: q.size, orderBy: 'id' });

/** A user with role, dept and post names, as the profile and the detail dialog show it. */
/** One user with names; `scope` (the caller's data scope on alias u) limits whom it finds. */
export async function userInfo(db: Scoped, id: string, scope: Sql | null = null): Promise<UserInfo | undefined> {
  const row = await db.one(sql`SELECT ${USER_COLUMNS},
      (SELECT string_agg(r.role_name, ',') FROM blade_role r WHERE r.tenant_id = u.tenant_id AND r.id = ANY(u.role_ids) AND r.is_deleted = 0) AS role_name,
      (SELECT string_agg(d.dept_name, ',') FROM blade_dept d WHERE d.tenant_id = u.tenant_id AND d.id = ANY(u.dept_ids) AND d.is_deleted = 0) AS dept_name,
      (SELECT string_agg(p.post_name, ',') FROM blade_post p WHERE p.tenant_id = u.tenant_id AND p.id = ANY(u.post_ids) AND p.is_deleted = 0) AS post_name,
      (SELECT tenant_name FROM blade_tenant t WHERE t.tenant_id = u.tenant_id AND t.is_deleted = 0) AS tenant_name
    FROM blade_user u WHERE ${db.tenant('u')} AND u.id = ${id} AND u.is_deleted = 0 ${scope ? sql`AND ${scope}` : sql``}`);
  return row && toApi<UserInfo>(row);
}

const REF_TABLES = { role: 'blade_role', dept: 'blade_dept', post: 'blade_post' } as const;

/** How many of these ids are live rows of the tenant's roles, departments or posts. */
export async function countRefs(db: Scoped, kind: keyof typeof REF_TABLES, ids: string[]): Promise<number> {
  const row = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.ident(REF_TABLES[kind])}
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[])`);
  return row!.n;
}

export async function accountTaken(db: Scoped, account: string, exceptId: string | null = null): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM blade_user WHERE ${db.tenant()} AND account = ${account} AND is_deleted = 0
    AND (${exceptId}::bigint IS NULL OR id <> ${exceptId}::bigint)`));
}

/** Set the password hash of live users; answers the ids changed. */
export async function setPasswords(db: Scoped, userIds: string[], hash: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`UPDATE blade_user SET password = ${hash}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ANY(${userIds}::bigint[]) AND is_deleted = 0 RETURNING id`);
  return rows.map((row) => row.id);
}

export async function passwordHash(db: Scoped, userId: string): Promise<string | undefined> {
  return (await db.one<{ password: string }>(sql`SELECT password FROM blade_user WHERE ${db.tenant()} AND id = ${userId}`))?.password;
}

export async function setOwnPassword(db: Scoped, userId: string, hash: string) {
  await db.query(sql`UPDATE blade_user SET password = ${hash}, update_time = now() WHERE ${db.tenant()} AND id = ${userId}`);
}

/** Replace the roles of live users; answers how many were changed. */
export async function setRoles(db: Scoped, userIds: string[], roleIds: string[]): Promise<number> {
  const rows = await db.query(sql`UPDATE blade_user SET role_ids = ${roleIds}::bigint[], update_time = now()
    WHERE ${db.tenant()} AND id = ANY(${userIds}::bigint[]) AND is_deleted = 0 RETURNING id`);
  return rows.length;
}

/** The administrator of a new tenant (a merchant account with its role and head office). */
export async function insertTenantAdmin(
  db: Scoped,
  admin: { account: string; passwordHash: string; name: string; roleId: string; deptId: string },
) {
  const row = await db.one<{
    id: string;
  }>(sql`INSERT INTO blade_user (tenant_id, account, password, name, real_name, role_ids, dept_ids, is_merchant, create_user)
    VALUES (${db.tenantId}, ${admin.account}, ${admin.passwordHash}, ${admin.name}, ${admin.name},
            ARRAY[${admin.roleId}]::bigint[], ARRAY[${admin.deptId}]::bigint[], true, ${db.userId}) RETURNING id`);
  return row!.id;
}
