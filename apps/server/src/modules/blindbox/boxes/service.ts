import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  BLINDBOX_MSG,
  centsToYuan,
  type BlindBoxRow,
  type blindBoxChannelForm,
  type blindBoxInfoForm,
  type blindBoxInstructionsForm,
  type blindBoxJackpotForm,
  type blindBoxQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { SHELF_FLOW } from '../../../platform/flow.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { chinaTimestamp } from '../../../platform/time.ts';
import * as pools from '../pools/service.ts';
import * as repo from './repo.ts';

/** 盲盒: info, instructions, channels, shelf (a published pool first), remove, export; the jackpot calls check the box first. */

const text = (r: Row, snake: string, camel: string) => (r[snake] ?? r[camel] ?? null) as string | null;
export const toRow = (r: Row): BlindBoxRow => ({
  id: String(r.id),
  name: r.name,
  cover: r.cover ?? '',
  price: Number(r.price),
  originalPrice: Number(r.original_price ?? r.originalPrice ?? 0),
  poiId: (r.poi_id ?? r.poiId) == null ? null : String(r.poi_id ?? r.poiId),
  poiName: text(r, 'poi_name', 'poiName'),
  saleStart: text(r, 'sale_start_text', 'saleStartText'),
  saleEnd: text(r, 'sale_end_text', 'saleEndText'),
  perOrder: Number(r.per_order ?? r.perOrder),
  channels: (r.channels as string[]) ?? [],
  shelfStatus: Number(r.shelf_status ?? r.shelfStatus),
  poolId: (r.pool_id ?? r.poolId) == null ? null : String(r.pool_id ?? r.poolId),
  stock: Number(r.stock ?? 0),
  sold: Number(r.sold ?? 0),
  drawn: Number(r.drawn ?? 0),
  hasDraft: Boolean(r.has_draft ?? r.hasDraft),
  createTime: String(r.createTime ?? r.create_time ?? ''),
});

export async function page(ctx: Ctx, q: z.output<typeof blindBoxQuery>) {
  const p = await repo.boxPage(ctx.data, q);
  return { ...p, records: p.records.map(toRow) };
}
export async function one(db: Scoped, id: string): Promise<BlindBoxRow> {
  const r = await repo.findBox(db, id);
  if (!r) throw notFound();
  return toRow(r);
}

export async function saveInfo(ctx: Ctx, f: z.output<typeof blindBoxInfoForm>) {
  const poi = f.poiId ? await repo.poiOf(ctx.data, f.poiId) : null;
  const input = {
    ...f,
    cover: f.cover ?? '',
    poiId: poi?.id ?? null,
    poiName: poi?.name ?? null,
    saleStart: f.saleStart ? chinaTimestamp(f.saleStart.replace('T', ' ')) : null,
    saleEnd: f.saleEnd ? chinaTimestamp(f.saleEnd.replace('T', ' ')) : null,
  };
  if (!f.id) {
    const row = await ctx.data.insert(repo.BOX, input);
    return one(ctx.data, String(row.id));
  }
  await ctx.data.update(repo.BOX, f.id, input);
  return one(ctx.data, f.id);
}

export async function channels(ctx: Ctx, boxId: string) {
  return { boxId, channels: (await one(ctx.data, boxId)).channels };
}
export async function saveChannels(ctx: Ctx, f: z.output<typeof blindBoxChannelForm>) {
  await ctx.data.update(repo.BOX, f.boxId, { channels: JSON.stringify([...new Set(f.channels)]) });
  return channels(ctx, f.boxId);
}
export async function instructions(ctx: Ctx, boxId: string) {
  const r = await ctx.data.find(repo.BOX, boxId);
  if (!r) throw notFound();
  return { boxId, instructions: (r.instructions as string) ?? '' };
}
export async function saveInstructions(ctx: Ctx, f: z.output<typeof blindBoxInstructionsForm>) {
  await ctx.data.update(repo.BOX, f.boxId, { instructions: f.instructions });
  return instructions(ctx, f.boxId);
}

/** On shelf only with a published pool; the shelf table's move, one conditional UPDATE per box. */
export async function shelf(ctx: Ctx, ids: string[], status: number) {
  const rows = await repo.lockBoxes(ctx.data, ids);
  if (!rows.length) throw notFound();
  if (status === 1 && rows.some((r) => !r.has_pool)) throw bad(BLINDBOX_MSG.noPool);
  let n = 0;
  for (const r of rows) {
    const from = Number(r.shelf_status);
    if (from === status) continue;
    const to = SHELF_FLOW.next(from as 0 | 1, status ? 'onShelf' : 'offShelf', { sellable: true });
    if (await repo.setShelf(ctx.data, String(r.id), from, to)) n++;
  }
  return n;
}
export async function remove(ctx: Ctx, ids: string[]) {
  const rows = await repo.lockBoxes(ctx.data, ids);
  if (rows.some((r) => Number(r.shelf_status) === 1)) throw bad(BLINDBOX_MSG.onShelfNoDelete);
  const n = await ctx.data.remove(repo.BOX, ids);
  if (!n) throw notFound();
  return n;
}

async function lockBox(ctx: Ctx, id: string) {
  const [b] = await repo.lockBoxes(ctx.data, [id]);
  if (!b) throw notFound();
  return b;
}
export async function jackpot(ctx: Ctx, boxId: string) {
  await one(ctx.data, boxId);
  return pools.jackpot(ctx.data, boxId);
}
export async function saveJackpot(ctx: Ctx, f: z.output<typeof blindBoxJackpotForm>) {
  await lockBox(ctx, f.boxId);
  return pools.saveDraft(ctx.data, f);
}
export async function submitJackpot(ctx: Ctx, boxId: string) {
  await lockBox(ctx, boxId);
  return pools.submit(ctx.data, boxId);
}

export async function exportFile(ctx: Ctx, reply: FastifyReply, q: z.output<typeof blindBoxQuery>) {
  await sendXlsx(
    ctx,
    reply,
    '盲盒',
    [
      ['ID', 'id'],
      ['名称', 'name'],
      ['售价(元)', (r) => centsToYuan(r.price)],
      ['奖品总数', 'stock'],
      ['已售', 'sold'],
      ['已开盒', 'drawn'],
      ['销售时间', (r) => (r.saleStart || r.saleEnd ? `${r.saleStart ?? ''} ~ ${r.saleEnd ?? ''}` : '不限')],
      ['状态', (r) => (r.shelfStatus === 1 ? '已上架' : '已下架')],
    ],
    (await repo.boxRows(ctx.data, q)).map(toRow) as unknown as Row[],
  );
}

/** The box a storefront customer may buy now: on shelf, in its sale time, sold on the channel. */
export async function sellable(db: Scoped, id: string, channel = 'h5'): Promise<BlindBoxRow> {
  const r = await repo.findBox(db, id);
  if (!r) throw notFound(BLINDBOX_MSG.offShelf);
  const b = toRow(r);
  if (b.shelfStatus !== 1 || !b.poolId || !b.channels.includes(channel)) throw notFound(BLINDBOX_MSG.offShelf);
  const now = Date.now();
  if ((r.sale_start && new Date(r.sale_start).getTime() > now) || (r.sale_end && new Date(r.sale_end).getTime() < now))
    throw bad(BLINDBOX_MSG.notOnSale);
  return b;
}
export const instructionsOf = async (db: Scoped, id: string) => ((await db.find(repo.BOX, id))?.instructions as string) ?? '';
