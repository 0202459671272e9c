import type { z } from 'zod';
import type {
  ActivityRow,
  GroupBuyRow,
  Page,
  SeckillGoodsRow,
  activityPickerQuery,
  groupBuyPickerQuery,
  seckillPickerQuery,
  strategyPickerQuery,
  voicePickerQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

// The page editor's pickers: lists of goods, voices, activities and guides the blocks link to.

/** Listed voices and packs. */
export const voicePage = (ctx: Ctx, q: z.output<typeof voicePickerQuery>) => repo.voicePage(ctx.data, q);
/** The seckill area lists its real flash-sale goods here; the stored rows answer while it has none. */
type SeckillSource = (db: Scoped, q: z.output<typeof seckillPickerQuery>) => Promise<Page<SeckillGoodsRow> | null>;
let seckillSource: SeckillSource | null = null;
export const setSeckillGoodsSource = (fn: SeckillSource) => void (seckillSource = fn);
export const seckillPage = async (ctx: Ctx, q: z.output<typeof seckillPickerQuery>) =>
  (await seckillSource?.(ctx.data, q)) ?? repo.seckillPage(ctx.data, q);
/** Likewise the group-buy area lists its real group-buy goods. */
type GroupBuySource = (db: Scoped, q: z.output<typeof groupBuyPickerQuery>) => Promise<Page<GroupBuyRow> | null>;
let groupBuySource: GroupBuySource | null = null;
export const setGroupBuyGoodsSource = (fn: GroupBuySource) => void (groupBuySource = fn);
export const groupBuyPage = async (ctx: Ctx, q: z.output<typeof groupBuyPickerQuery>) =>
  (await groupBuySource?.(ctx.data, q)) ?? repo.groupBuyPage(ctx.data, q);
/** And the festival area lists its published activities for the activity links. */
type ActivitySource = (db: Scoped, q: z.output<typeof activityPickerQuery>) => Promise<Page<ActivityRow> | null>;
let activitySource: ActivitySource | null = null;
export const setActivitySource = (fn: ActivitySource) => void (activitySource = fn);
export const activityPage = async (ctx: Ctx, q: z.output<typeof activityPickerQuery>) =>
  (await activitySource?.(ctx.data, q)) ?? repo.activityPage(ctx.data, q);

/** Strategy guides carry their id twice (the picker reads tourismStrategyId). */
export async function strategyPage(ctx: Ctx, q: z.output<typeof strategyPickerQuery>) {
  const page = await repo.strategyPage(ctx.data, q);
  return { ...page, records: page.records.map((g) => ({ ...g, tourismStrategyId: g.id })) };
}
