import type { z } from 'zod';
import { MSG, toTree, type DictRow, type dictQuery, type zDictForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, notFound } from '../../platform/errors.ts';
import * as repo from './repo.ts';

type DictQuery = z.output<typeof dictQuery>;

export const parentPage = (ctx: Ctx, q: DictQuery) => repo.entryPage(ctx.data, q, '0');

export async function childPage(ctx: Ctx, q: DictQuery) {
  if (!q.parentId) throw bad(MSG.paramInvalid);
  return repo.entryPage(ctx.data, q, q.parentId);
}

export async function tree(ctx: Ctx) {
  const rows = await ctx.data.list<DictRow>(repo.DICT);
  return toTree(rows.map((d) => ({ ...d, title: d.dictValue, key: d.id, value: d.id })));
}

export async function dictionary(ctx: Ctx, code: string) {
  return (await repo.entriesOf(ctx.data, code)).sort((a, b) => a.sort - b.sort);
}

/** Add or update a dictionary (parent '0', unique code) or one of its entries (which takes the parent's code). */
export async function submit(ctx: Ctx, form: z.output<typeof zDictForm>) {
  if (!(await ctx.can(form.id ? 'dict_edit' : 'dict_add'))) throw bad(MSG.noPermission);
  const isParent = form.parentId === '0';
  let code = form.code!;
  if (!isParent) {
    code = (await ctx.data.get<DictRow>(repo.DICT, form.parentId)).code;
  } else if (await repo.codeTaken(ctx.data, code, form.id)) {
    throw bad(MSG.dictCodeExists);
  }
  const row = { ...form, code, dictKey: isParent ? '-1' : form.dictKey };
  const saved = form.id ? await ctx.data.update<DictRow>(repo.DICT, form.id, row) : await ctx.data.insert<DictRow>(repo.DICT, row);
  if (form.id && isParent) await repo.renameEntries(ctx.data, form.id, code);
  return saved;
}

export async function seal(ctx: Ctx, ids: string[], isSealed: number) {
  const changed = await repo.seal(ctx.data, ids, isSealed);
  if (!changed) throw notFound();
  return changed;
}

/** Remove dictionaries with their entries (or single entries). */
export async function remove(ctx: Ctx, ids: string[]) {
  const removed = await ctx.data.remove(repo.DICT, ids);
  if (!removed) throw notFound();
  await repo.removeEntriesOf(ctx.data, ids);
  return removed;
}
