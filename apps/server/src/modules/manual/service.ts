import type { z } from 'zod';
import { MANUAL_MSG, type ManualChapter, type ManualHit, type ManualNode, type manualForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { toApi } from '../../platform/rows.ts';
import * as repo from './repo.ts';

/** The chapters as a tree, each level in its order. */
export async function tree(ctx: Ctx, kind: number): Promise<ManualNode[]> {
  const rows = (await repo.nodes(ctx.data, kind)).map((r) => ({
    ...toApi<ManualNode>(r),
    id: String(r.id),
    parentId: String(r.parent_id),
  }));
  const byParent = new Map<string, ManualNode[]>();
  for (const n of rows) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const build = (parent: string): ManualNode[] =>
    (byParent.get(parent) ?? []).map((n) => {
      const children = build(n.id);
      return children.length ? { ...n, children } : n;
    });
  return build('0');
}

export async function detail(ctx: Ctx, id: string) {
  const row = await repo.chapter(ctx.data, id);
  if (!row) throw notFound();
  return { ...toApi<ManualChapter>(row), parentId: String(row.parent_id) };
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');

export async function search(ctx: Ctx, words: string | undefined, kind: number | undefined): Promise<ManualHit[]> {
  if (!words) return [];
  return (await repo.search(ctx.data, words, kind)).map((r) => {
    const text = plain(r.content ?? '');
    const at = text.toLowerCase().indexOf(words.toLowerCase());
    const excerpt = at < 0 ? text.slice(0, 80) : `${at > 30 ? '…' : ''}${text.slice(Math.max(0, at - 30), at + words.length + 50)}`;
    return { id: String(r.id), kind: Number(r.kind), title: r.title, excerpt };
  });
}

/** Add or change a chapter (the platform's): its parent is a chapter of the same manual, never itself or below it. */
export async function submit(ctx: Ctx, form: z.output<typeof manualForm>) {
  if (form.parentId !== '0') {
    const parent = await repo.chapter(ctx.data, form.parentId);
    if (!parent || Number(parent.kind) !== form.kind) throw bad(MANUAL_MSG.parentMissing);
    if (form.id) {
      for (let at: string = form.parentId; at !== '0'; ) {
        if (at === form.id) throw bad(MANUAL_MSG.parentLoop);
        at = String((await repo.chapter(ctx.data, at))?.parent_id ?? '0');
      }
    }
  }
  const fields = { ...form, id: undefined };
  const row = form.id
    ? await ctx.data.update<{ id: string }>(repo.MANUAL, form.id, fields)
    : await ctx.data.insert<{ id: string }>(repo.MANUAL, fields);
  return detail(ctx, row.id);
}

export async function remove(ctx: Ctx, ids: string[]) {
  if ((await repo.childCount(ctx.data, ids))!.n > 0) throw bad(MANUAL_MSG.hasChildren);
  const n = await ctx.data.remove(repo.MANUAL, ids);
  if (!n) throw notFound();
  return n;
}
