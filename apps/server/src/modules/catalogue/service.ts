import type { Row } from '../../platform/db.ts';
import type { z } from 'zod';
import { MSG, type classifyForm, type labelForm, type specForm, type specQuery } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, notFound } from '../../platform/errors.ts';
import type { Cond } from '../../platform/sql.ts';
import { moveCategory, productsUseCategory, specProductPage, specUsage } from '../product/index.ts';
import * as repo from './repo.ts';

// ---------------------------------------------------------------- categories

/** The tree under the top level; each node's goods count includes its branch's. */
function tree(rows: Row[]) {
  const byParent = new Map<string, Row[]>();
  for (const x of rows) byParent.set(String(x.parentId), [...(byParent.get(String(x.parentId)) ?? []), x]);
  const build = (pid: string): Row[] =>
    (byParent.get(pid) ?? []).map((x) => {
      const children = build(String(x.id));
      return { ...x, goodsCount: x.goodsCount + children.reduce((s, c) => s + c.goodsCount, 0), children };
    });
  return build('0');
}

export const categoryList = (ctx: Ctx, ...where: Cond[]) => repo.classifyRows(ctx.data, where);
export const categoryTree = async (ctx: Ctx, ...where: Cond[]) => tree(await repo.classifyRows(ctx.data, where));
export const categoriesOfType = (ctx: Ctx, type?: number) => categoryTree(ctx, type !== undefined && repo.ofType(type));
export const childCategories = (ctx: Ctx, parentId: string) => categoryList(ctx, repo.childrenOf(parentId));
export const topCategories = (ctx: Ctx, displayedOnly: boolean) => categoryList(ctx, repo.topLevel, displayedOnly && repo.displayed);
export const categoryDetail = (ctx: Ctx, id: string) => repo.getClassify(ctx.data, id);
export const showCategory = (ctx: Ctx, id: string, isDisplay: number) => repo.updateClassify(ctx.data, id, { isDisplay });

/** Save a category; its level is one below its parent's. */
export async function saveCategory(ctx: Ctx, body: z.output<typeof classifyForm>) {
  let level = 1;
  if (body.parentId !== '0') level = (await repo.getClassify(ctx.data, body.parentId)).level + 1;
  return body.id ? repo.updateClassify(ctx.data, body.id, { ...body, level }) : repo.insertClassify(ctx.data, { ...body, level });
}

export function updateCategory(ctx: Ctx, body: z.output<typeof classifyForm>) {
  if (!body.id) throw bad(MSG.paramInvalid);
  return saveCategory(ctx, body);
}

/** A category with products or children cannot go. */
export async function removeCategories(ctx: Ctx, ids: string[]) {
  if (await productsUseCategory(ctx, ids)) throw bad(MSG.coClassifyHasGoods);
  if (await repo.hasChildren(ctx.data, ids)) throw bad(MSG.coClassifyHasChildren);
  if (!(await repo.removeClassifies(ctx.data, ids))) throw notFound();
  return true;
}

export async function transferGoods(ctx: Ctx, body: { fromId: string; toId: string; productIds?: string[] }) {
  await repo.getClassify(ctx.data, body.toId);
  return moveCategory(ctx, body.fromId, body.toId, body.productIds);
}

// ---------------------------------------------------------------- labels

export const labels = (ctx: Ctx) => repo.labels(ctx.data);
export const addLabel = (ctx: Ctx, body: z.output<typeof labelForm>) => repo.insertLabel(ctx.data, body);
export const updateLabel = (ctx: Ctx, body: z.output<typeof labelForm>) => repo.updateLabel(ctx.data, body.id ?? '', body);
export async function removeLabels(ctx: Ctx, ids: string[]) {
  if (!(await repo.removeLabels(ctx.data, ids))) throw notFound();
  return true;
}

// ---------------------------------------------------------------- spec templates

type SpecForm = z.output<typeof specForm>;

/** A page of templates with how many products use each (through their skus). */
export async function specPage(ctx: Ctx, q: z.output<typeof specQuery>) {
  const page = await repo.specPage(ctx.data, q);
  if (!page.records.length) return page;
  const used = await specUsage(
    ctx,
    page.records.map((x) => x.id),
  );
  return { ...page, records: page.records.map((x) => ({ ...x, productCount: used.get(String(x.id)) ?? 0 })) };
}

export const specDetail = (ctx: Ctx, id: string) => repo.getSpec(ctx.data, id);

export async function specProducts(ctx: Ctx, q: { id: string; name?: string; current: number; size: number }) {
  await repo.getSpec(ctx.data, q.id);
  return specProductPage(ctx, q);
}

async function specUnique(ctx: Ctx, name: string, id?: string) {
  if (await repo.specNameTaken(ctx.data, name, id)) throw bad(MSG.coSpecNameExists);
}

export async function addSpec(ctx: Ctx, body: SpecForm) {
  await specUnique(ctx, body.name);
  return repo.insertSpec(ctx.data, { ...body, id: undefined });
}

export async function updateSpec(ctx: Ctx, body: SpecForm) {
  if (!body.id) throw bad(MSG.paramInvalid);
  await repo.getSpec(ctx.data, body.id);
  await specUnique(ctx, body.name, body.id);
  return repo.updateSpec(ctx.data, body.id, body);
}

export async function removeSpecs(ctx: Ctx, ids: string[]) {
  const n = await repo.removeSpecs(ctx.data, ids);
  if (!n) throw notFound();
  return n;
}
