import type { Row } from '../../platform/db.ts';
import type { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { MSG, type poiForm, type poiQuery, type supplierCodeForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Scoped } from '../../platform/repo.ts';
import { bad, forbidden, notFound } from '../../platform/errors.ts';
import { SHELF_FLOW } from '../../platform/flow.ts';
import { sendXlsx } from '../../platform/export.ts';
import { productsUsePoi } from '../product/index.ts';
import * as repo from './repo.ts';

/** Routes that both add and edit declare both codes; the one that applies is checked here. */
async function requireCode(ctx: Ctx, code: string) {
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}

export const poiPage = (ctx: Ctx, q: z.output<typeof poiQuery>) => repo.poiPage(ctx.data, q);
export const listedPoiPage = (ctx: Ctx, q: z.output<typeof poiQuery>) => repo.poiPage(ctx.data, q, true);
export const poiOptions = (ctx: Ctx, name?: string) => repo.poiOptions(ctx.data, name);
export const poiDetail = (ctx: Ctx, id: string) => repo.getPoi(ctx.data, id);

export async function submitPoi(ctx: Ctx, body: z.output<typeof poiForm>) {
  await requireCode(ctx, body.id ? 'scenic_edit' : 'scenic_add');
  return body.id ? repo.updatePoi(ctx.data, body.id, body) : repo.insertPoi(ctx.data, body);
}

/** A scenic spot with products cannot go. */
export async function removePois(ctx: Ctx, ids: string[]) {
  if (await productsUsePoi(ctx, ids)) throw bad(MSG.coPoiHasProducts);
  if (!(await repo.removePois(ctx.data, ids))) throw notFound();
  return true;
}

export async function shelvePois(ctx: Ctx, ids: string[], status: number) {
  const action = status === 1 ? 'onShelf' : 'offShelf';
  for (const id of ids) {
    const poi = await repo.getPoi(ctx.data, id);
    await repo.moveShelf(ctx.data, id, poi.shelfStatus, SHELF_FLOW.next(poi.shelfStatus, action, { sellable: true }));
  }
  return true;
}

export const recommendPoi = (ctx: Ctx, id: string, offlineRecommend: number) =>
  repo.updatePoi(ctx.data, id, {}, { offline_recommend: offlineRecommend });

export async function exportPois(ctx: Ctx, q: Partial<z.output<typeof poiQuery>>, reply: FastifyReply) {
  const rows = await repo.poiRows(ctx.data, q);
  await sendXlsx(
    ctx,
    reply,
    '景区列表',
    [
      ['ID', 'id'],
      ['名称', 'name'],
      ['等级', 'level'],
      ['地址', 'address'],
      ['电话', 'phone'],
      ['开放时间', 'openTime', 'time'],
      ['状态', (x: Row) => (x.shelfStatus === 1 ? '已上架' : '已下架')],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- supplier codes

type SupplierForm = z.output<typeof supplierCodeForm>;

export const supplierCodePage = (ctx: Ctx, q: Parameters<typeof repo.supplierCodePage>[1]) => repo.supplierCodePage(ctx.data, q);
export const supplierCodeDetail = (ctx: Ctx, id: string) => repo.getSupplierCode(ctx.data, id);

async function saveSupplierCode(ctx: Ctx, form: SupplierForm, id: string | undefined) {
  if (await repo.supplierCodeTaken(ctx.data, form.supplierCode, id)) throw bad(MSG.coSupplierCodeExists);
  return id ? repo.updateSupplierCode(ctx.data, id, form) : repo.insertSupplierCode(ctx.data, form);
}

/** Add or update: the button code of what it does applies. */
export async function submitSupplierCode(ctx: Ctx, form: SupplierForm) {
  await requireCode(ctx, form.id ? 'supplier_code_edit' : 'supplier_code_add');
  return saveSupplierCode(ctx, form, form.id);
}
export const addSupplierCode = (ctx: Ctx, form: SupplierForm) => saveSupplierCode(ctx, { ...form, id: undefined }, undefined);
export function updateSupplierCode(ctx: Ctx, form: SupplierForm) {
  if (!form.id) throw bad(MSG.paramInvalid);
  return saveSupplierCode(ctx, form, form.id);
}

export async function removeSupplierCodes(ctx: Ctx, ids: string[]) {
  const n = await repo.removeSupplierCodes(ctx.data, ids);
  if (!n) throw notFound();
  return n;
}

/** The tenant's scenic spots on shelf (id and name; at most 200): the team and storefront pickers. */
export const onShelfSpots = (db: Scoped) => repo.onShelfSpots(db);
