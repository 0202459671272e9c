import type { z } from 'zod';
import { ORG_MSG, toTree, type DeptRow, type deptQuery, type zDeptForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Scoped } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import * as repo from './repo.ts';

type DeptQuery = z.output<typeof deptQuery>;

export async function deptList(ctx: Ctx, q: DeptQuery) {
  const rows = await ctx.data.list<DeptRow>(repo.DEPT, repo.deptFilters(q));
  return q.deptName || q.fullName ? rows : toTree(rows);
}

export const deptLevel = (ctx: Ctx, q: DeptQuery) => repo.deptLevel(ctx.data, q.parentId ?? '0');

/** The picker tree of the caller's tenant (or another one's, for the platform); `lazy` answers one level. */
export async function deptTree(ctx: Ctx, q: DeptQuery, lazy: boolean) {
  const rows = await (q.tenantId ? ctx.forTenant(q.tenantId) : ctx.data).list<DeptRow>(repo.DEPT);
  const nodes = rows.map((d) => ({ id: d.id, parentId: d.parentId, title: d.deptName, key: d.id, value: d.id }));
  return lazy ? nodes.filter((n) => n.parentId === (q.parentId ?? '0')) : toTree(nodes);
}

/** Add or update a department; its ancestors follow its parent, which may not be itself or below it. */
export async function submitDept(ctx: Ctx, form: z.output<typeof zDeptForm>) {
  let ancestors = '0';
  if (form.parentId !== '0') {
    const parent = await ctx.data.get<DeptRow>(repo.DEPT, form.parentId);
    if (form.id && (parent.id === form.id || String(parent.ancestors).split(',').includes(form.id))) throw bad(ORG_MSG.parentSelfOrBelow);
    ancestors = `${parent.ancestors},${parent.id}`;
  }
  const row = { ...form, ancestors };
  return form.id ? ctx.data.update(repo.DEPT, form.id, row) : ctx.data.insert(repo.DEPT, row);
}

export async function removeDepts(ctx: Ctx, ids: string[]) {
  if (await repo.hasOtherChildren(ctx.data, ids)) throw bad(ORG_MSG.removeChildrenFirst);
  const removed = await ctx.data.remove(repo.DEPT, ids);
  if (!removed) throw notFound();
  return removed;
}

export const postSelect = (ctx: Ctx, tenantId: string | undefined) => (tenantId ? ctx.forTenant(tenantId) : ctx.data).list(repo.POST);

/** The head office department of a new tenant (`db` bound to it); answers its id. */
export const addHeadOffice = (db: Scoped, name: string) => repo.insertHeadOffice(db, name);
