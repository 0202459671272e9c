import type { z } from 'zod';
import {
  MSG,
  PLATFORM_TENANT_ID,
  ROLE_MSG,
  toTree,
  type RoleRow,
  type roleListQuery,
  type zRoleForm,
  type zRoleGrant,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Scoped } from '../../platform/repo.ts';
import type { Sql } from '../../platform/sql.ts';
import { bad, notFound } from '../../platform/errors.ts';
import * as repo from './repo.ts';

export async function roleList(ctx: Ctx, q: z.output<typeof roleListQuery>) {
  const rows = await ctx.data.list<RoleRow>(repo.ROLE, repo.roleFilters(q));
  return q.roleName || q.roleAlias ? rows : toTree(rows);
}

/** The role tree of the caller's tenant, or of another one for the platform administrator. */
export async function roleTree(ctx: Ctx, tenantId: string | undefined) {
  const rows = await (tenantId ? ctx.forTenant(tenantId) : ctx.data).list<RoleRow>(repo.ROLE);
  return toTree(rows.map((x) => ({ id: x.id, parentId: x.parentId, title: x.roleName, key: x.id, value: x.id, roleAlias: x.roleAlias })));
}

export async function submitRole(ctx: Ctx, form: z.output<typeof zRoleForm>) {
  if (!(await ctx.can(form.id ? 'role_edit' : 'role_add'))) throw bad(MSG.noPermission);
  // Only the platform may define its administrator role.
  if (form.roleAlias === 'administrator' && ctx.tenantId !== PLATFORM_TENANT_ID) throw bad(ROLE_MSG.aliasUnavailable);
  if (await repo.aliasTaken(ctx.data, form.roleAlias, form.id)) throw bad(ROLE_MSG.aliasExists);
  if (form.parentId !== '0') await ctx.data.get(repo.ROLE, form.parentId);
  return form.id ? ctx.data.update(repo.ROLE, form.id, form) : ctx.data.insert(repo.ROLE, form);
}

export async function removeRoles(ctx: Ctx, ids: string[]) {
  if (await repo.hasOtherChildren(ctx.data, ids)) throw bad(ROLE_MSG.removeChildrenFirst);
  const removed = await ctx.data.remove(repo.ROLE, ids);
  if (!removed) throw notFound();
  await repo.clearGrants(ctx.data, ids);
  return removed;
}

/** Replace what roles are granted: menus of the tenant's version, and data and api scopes of those menus. */
export async function grant(ctx: Ctx, body: z.output<typeof zRoleGrant>) {
  if (!body.roleIds.length) throw bad(MSG.selectAtLeastOne);
  if ((await repo.liveRoleCount(ctx.data, body.roleIds)) !== new Set(body.roleIds).size) throw notFound();
  // A tenant may grant only the menus its version includes (and never the platform's own menus).
  if ((await repo.grantableMenuCount(ctx.data, body.menuIds, ctx.isPlatform)) !== new Set(body.menuIds).size)
    throw bad(ROLE_MSG.menuNotGrantable);
  await repo.clearGrants(ctx.data, body.roleIds);
  await repo.grantMenus(ctx.data, body.roleIds, body.menuIds);
  for (const [category, ids] of [
    [1, body.dataScopeIds],
    [2, body.apiScopeIds],
  ] as const) {
    if (!ids.length) continue;
    if ((await repo.grantableScopeCount(ctx.data, category, ids, ctx.isPlatform)) !== new Set(ids).size)
      throw bad(ROLE_MSG.scopeNotGrantable);
    await repo.grantScopes(ctx.data, category, body.roleIds, ids);
  }
  return true;
}

/** The caller's data-scope condition for a resource (the user list is `user`); null: every row. */
export const dataScope = (ctx: Ctx, resourceCode: string, alias = ''): Promise<Sql | null> =>
  repo.dataScopeCondition(ctx.data, ctx.requireUser(), resourceCode, alias);

/** The administrator role of a new tenant (`db` bound to it), granted its version's merchant menus. */
export const addAdminRole = (db: Scoped, packageId: string | null) => repo.insertAdminRole(db, packageId);
