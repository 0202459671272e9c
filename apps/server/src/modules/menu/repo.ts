import type { z } from 'zod';
import { HIDDEN_MENU_SORT, type MenuRow, type menuListQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql, type Cond, type Sql } from '../../platform/sql.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';

// Menus and scopes are product-wide (no tenant column): a merchant tenant sees the `all` menus, the
// platform every menu. Grants and top menus belong to a tenant.
export const MENU: TableSpec = {
  name: 'blade_menu',
  tenant: false,
  orderBy: 'sort, id',
  writable: [
    'parent_id',
    'code',
    'name',
    'alias',
    'path',
    'source',
    'sort',
    'category',
    'action',
    'is_open',
    'component',
    'keep_alive',
    'is_tab',
    'is_auth',
    'roles',
    'scope',
    'remark',
  ],
};
export const TOP_MENU: TableSpec = {
  name: 'blade_top_menu',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['code', 'name', 'source', 'path', 'sort', 'default_display'],
};

/** Menus a tenant may see at all: platform menus only for the platform tenant. */
const visibleTo = (platform: boolean): Sql => (platform ? sql`TRUE` : sql`m.scope = 'all'`);

/** Menu (category 1) or button (category 2) rows granted to a user (all of them: `everything`), hidden ones left out. */
export async function granted(
  db: Scoped,
  o: { platform: boolean; category: 1 | 2; everything: boolean; roleIds: string[]; topMenuId?: string },
) {
  return db.query(sql`
    SELECT m.id, m.parent_id, m.code, m.name, m.alias, m.path, m.source, m.sort, m.category, m.action, m.is_open,
           m.component, m.keep_alive, m.is_tab, m.is_auth, m.roles
      FROM blade_menu m
     WHERE m.is_deleted = 0 AND m.status = 1 AND m.category = ${o.category} AND m.sort <> ${HIDDEN_MENU_SORT}
       AND ${visibleTo(o.platform)}
       AND (${o.everything} OR m.id IN (SELECT rm.menu_id FROM blade_role_menu rm WHERE ${db.tenant('rm')}
                                 AND rm.role_id = ANY(${o.roleIds}::bigint[])))
       AND (${o.topMenuId ?? null}::bigint IS NULL OR m.id IN (SELECT s.menu_id FROM blade_top_menu_setting s
             WHERE ${db.tenant('s')} AND s.top_menu_id = ${o.topMenuId ?? null}::bigint))
     ORDER BY m.sort, m.id`);
}

export const activeTopMenus = (db: Scoped) =>
  db.query(sql`SELECT id, code, name, source, path, sort, default_display AS "defaultDisplay" FROM blade_top_menu
    WHERE ${db.tenant()} AND is_deleted = 0 AND status = 1 ORDER BY sort, id`);

type ListQuery = z.output<typeof menuListQuery>;
const listWhere = (q: ListQuery, platform: boolean, onlyMenus: boolean): Sql =>
  sql.and([
    sql`m.is_deleted = 0`,
    q.name && sql`m.name ILIKE ${'%' + q.name + '%'}`,
    q.code && sql`m.code ILIKE ${'%' + q.code + '%'}`,
    q.category !== undefined && sql`m.category = ${q.category}`,
    visibleTo(platform),
    onlyMenus && sql`m.category = 1`,
  ]);

export async function menuRows(db: Scoped, q: ListQuery, platform: boolean, onlyMenus: boolean) {
  return toApiRows<MenuRow>(
    await db.query(sql`SELECT m.* FROM blade_menu m WHERE ${listWhere(q, platform, onlyMenus)} ORDER BY m.sort, m.id`),
  );
}

/** One level of the menu tree, each row saying whether it has children. */
export async function menuLevel(db: Scoped, q: ListQuery, platform: boolean, onlyMenus: boolean) {
  return toApiRows<MenuRow>(
    await db.query(sql`SELECT m.*,
      EXISTS (SELECT 1 FROM blade_menu c WHERE c.parent_id = m.id AND c.is_deleted = 0) AS has_children
    FROM blade_menu m WHERE ${listWhere(q, platform, onlyMenus)} AND m.parent_id = ${q.parentId ?? '0'} ORDER BY m.sort, m.id`),
  );
}

/** Menus as picker nodes (with their category). */
export async function menuNodes(db: Scoped, platform: boolean, withCategory: boolean) {
  return toApiRows<{ id: string; parentId: string; title: string; key: string; value: string }>(
    await db.query(sql`SELECT m.id, m.parent_id,
      m.name AS title, m.id AS key, m.id AS value${withCategory ? sql`, m.category` : sql``} FROM blade_menu m
    WHERE m.is_deleted = 0 AND ${visibleTo(platform)} ORDER BY m.sort, m.id`),
  );
}

/** Data (blade_scope_data) or api (blade_scope_api) scopes of the visible menus as picker nodes under their menu. */
export async function scopeNodes(db: Scoped, table: 'blade_scope_data' | 'blade_scope_api', platform: boolean) {
  return toApiRows(
    await db.query(sql`SELECT s.id, s.menu_id AS parent_id, s.scope_name AS title, s.id AS key, s.id AS value
    FROM ${sql.ident(table)} s JOIN blade_menu m ON m.id = s.menu_id AND m.is_deleted = 0 AND ${visibleTo(platform)} WHERE s.is_deleted = 0 ORDER BY s.id`),
  );
}

/** The menus (or data scopes, api scopes) the given roles of the tenant hold. */
export async function roleKeys(db: Scoped, roleIds: string[], of: 'menu' | 1 | 2): Promise<string[]> {
  const rows =
    of === 'menu'
      ? await db.query(sql`SELECT DISTINCT menu_id AS id FROM blade_role_menu WHERE ${db.tenant()} AND role_id = ANY(${roleIds}::bigint[])`)
      : await db.query(
          sql`SELECT DISTINCT scope_id AS id FROM blade_role_scope WHERE ${db.tenant()} AND scope_category = ${of} AND role_id = ANY(${roleIds}::bigint[])`,
        );
  return rows.map((row) => String(row.id));
}

export async function menuDetail(db: Scoped, id: string, platform: boolean): Promise<MenuRow | undefined> {
  const row = await db.one(sql`SELECT m.*, p.name AS parent_name FROM blade_menu m LEFT JOIN blade_menu p ON p.id = m.parent_id
    WHERE m.id = ${id} AND m.is_deleted = 0 AND ${visibleTo(platform)}`);
  return row && toApi<MenuRow>(row);
}

export const codeTaken = async (db: Scoped, code: string, exceptId: string | undefined) =>
  !!(await db.one(sql`SELECT 1 FROM blade_menu WHERE code = ${code} AND is_deleted = 0 AND id <> ${exceptId ?? '0'}`));
export const menuExists = async (db: Scoped, id: string) =>
  !!(await db.one(sql`SELECT 1 FROM blade_menu WHERE id = ${id} AND is_deleted = 0`));
export const hasOtherChildren = async (db: Scoped, ids: string[]) =>
  !!(await db.one(sql`SELECT 1 FROM blade_menu
  WHERE parent_id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND NOT (id = ANY(${ids}::bigint[]))`));

// ------------------------------------------------------------------ top menus
export const topMenuFilters = (q: { name?: string }): Cond[] => [q.name && sql`name ILIKE ${'%' + q.name + '%'}`];

export async function liveTopMenuCount(db: Scoped, ids: string[]): Promise<number> {
  return (await db.query(sql`SELECT id FROM blade_top_menu WHERE ${db.base(TOP_MENU)} AND id = ANY(${ids}::bigint[])`)).length;
}

/** Replace the menus the top menus show (menus the tenant may see). */
export async function setTopMenuMenus(db: Scoped, topMenuIds: string[], menuIds: string[], platform: boolean) {
  await db.query(sql`DELETE FROM blade_top_menu_setting WHERE ${db.tenant()} AND top_menu_id = ANY(${topMenuIds}::bigint[])`);
  await db.query(sql`INSERT INTO blade_top_menu_setting (tenant_id, top_menu_id, menu_id)
    SELECT ${db.tenantId}, t, m.id FROM unnest(${topMenuIds}::bigint[]) t, blade_menu m
     WHERE m.id = ANY(${menuIds}::bigint[]) AND m.is_deleted = 0 AND (${platform} OR m.scope = 'all') ON CONFLICT DO NOTHING`);
}

export async function topMenuKeys(db: Scoped, topMenuIds: string[]): Promise<string[]> {
  return (
    await db.query(sql`SELECT DISTINCT menu_id FROM blade_top_menu_setting WHERE ${db.tenant()}
    AND top_menu_id = ANY(${topMenuIds}::bigint[])`)
  ).map((x) => String(x.menu_id));
}
