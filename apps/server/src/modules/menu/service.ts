import type { z } from 'zod';
import { MENU_MSG, PLATFORM_TENANT_ID, toTree, type MenuRow, type menuListQuery, type zMenuForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { isSuperAdmin } from '../../platform/auth.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { toApi } from '../../platform/rows.ts';
import * as repo from './repo.ts';

type ListQuery = z.output<typeof menuListQuery>;

/** Menu (category 1) or button (category 2) rows granted to the caller, hidden ones left out. */
export async function grantedMenus(ctx: Ctx, category: 1 | 2, topMenuId?: string) {
  const me = ctx.requireUser();
  const rows = await repo.granted(ctx.data, {
    platform: ctx.isPlatform,
    category,
    everything: isSuperAdmin(me),
    roleIds: me.roleIds,
    topMenuId,
  });
  // A menu whose allowed-roles list does not include one of the caller's roles is hidden.
  return rows
    .filter(
      (row) =>
        !row.roles ||
        String(row.roles)
          .split(',')
          .some((a) => me.roleAliases.includes(a.trim())),
    )
    .map((row) => {
      const { roles: _roles, ...rest } = row;
      return toApi<MenuRow>(rest);
    });
}

export const routes = async (ctx: Ctx, topMenuId?: string) => toTree(await grantedMenus(ctx, 1, topMenuId));
export const buttons = async (ctx: Ctx) => Object.fromEntries((await grantedMenus(ctx, 2)).map((b) => [b.code, true]));
export const buttonTree = async (ctx: Ctx) => toTree(await grantedMenus(ctx, 2));
export const topMenus = (ctx: Ctx) => repo.activeTopMenus(ctx.data);

/** The product's menu as a tree (a flat list when searching); `onlyMenus` leaves the buttons out. */
export async function menuList(ctx: Ctx, q: ListQuery, onlyMenus: boolean) {
  const rows = await repo.menuRows(ctx.data, q, ctx.isPlatform, onlyMenus);
  return q.name || q.code ? rows : toTree(rows);
}

export const menuLevel = (ctx: Ctx, q: ListQuery, onlyMenus: boolean) => repo.menuLevel(ctx.data, q, ctx.isPlatform, onlyMenus);

/** The menu tree a tenant may see (the platform may ask for another tenant's, for versions and grants). */
export async function menuTree(ctx: Ctx, tenantId: string | undefined) {
  const tenant = tenantId && ctx.isPlatform ? tenantId : ctx.tenantId;
  return toTree(await repo.menuNodes(ctx.data, tenant === PLATFORM_TENANT_ID, true));
}

/** The role grant dialog's trees: menus, and the data and api scopes under their menus. */
export async function grantTrees(ctx: Ctx) {
  return {
    menu: toTree(await repo.menuNodes(ctx.data, ctx.isPlatform, false)),
    dataScope: await repo.scopeNodes(ctx.data, 'blade_scope_data', ctx.isPlatform),
    apiScope: await repo.scopeNodes(ctx.data, 'blade_scope_api', ctx.isPlatform),
  };
}

export const roleTreeKeys = async (ctx: Ctx, roleIds: string[]) => ({
  menu: await repo.roleKeys(ctx.data, roleIds, 'menu'),
  dataScope: await repo.roleKeys(ctx.data, roleIds, 1),
  apiScope: await repo.roleKeys(ctx.data, roleIds, 2),
});

export async function menuDetail(ctx: Ctx, id: string) {
  const row = await repo.menuDetail(ctx.data, id, ctx.isPlatform);
  if (!row) throw notFound();
  return row;
}

export async function submitMenu(ctx: Ctx, form: z.output<typeof zMenuForm>) {
  if (await repo.codeTaken(ctx.data, form.code, form.id)) throw bad(MENU_MSG.codeExists);
  if (form.parentId !== '0' && !(await repo.menuExists(ctx.data, form.parentId))) throw bad(MENU_MSG.parentMissing);
  if (form.id && form.parentId === form.id) throw bad(MENU_MSG.parentSelf);
  return form.id ? ctx.data.update(repo.MENU, form.id, form) : ctx.data.insert(repo.MENU, form);
}

export async function removeMenus(ctx: Ctx, ids: string[]) {
  if (await repo.hasOtherChildren(ctx.data, ids)) throw bad(MENU_MSG.removeChildrenFirst);
  const removed = await ctx.data.remove(repo.MENU, ids);
  if (!removed) throw notFound();
  return removed;
}

/** Choose the menus the given top menus show. */
export async function grantTopMenus(ctx: Ctx, topMenuIds: string[], menuIds: string[]) {
  if ((await repo.liveTopMenuCount(ctx.data, topMenuIds)) !== new Set(topMenuIds).size) throw notFound();
  await repo.setTopMenuMenus(ctx.data, topMenuIds, menuIds, ctx.isPlatform);
  return true;
}

export const topMenuKeys = (ctx: Ctx, topMenuIds: string[]) => repo.topMenuKeys(ctx.data, topMenuIds);
