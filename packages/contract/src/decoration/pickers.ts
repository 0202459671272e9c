import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { SECKILL_PICKER_PAGE_SIZE } from '../constants.ts';
import { zFilter, zId, zPageQuery, zInt } from '../schemas.ts';

/** Rows the editor's pickers list (columns as stored; money in cents). */
export interface VoiceRow {
  id: string;
  name: string;
  voiceType: number;
  priceType: number;
  currentPrice: number;
  originalPrice: number;
  /** Seconds (a voice). */
  voiceTime: number;
  /** Voices in the pack (a voice pack). */
  voiceNum: number;
  trialTime: number;
  bigThumbnailUrl: string | null;
  smallThumbnailUrl: string | null;
  [k: string]: unknown;
}
export interface SeckillGoodsRow {
  id: string;
  goodsId: string;
  goodsName: string;
  goodsType: string;
  image: string | null;
  price: number;
  seckillPrice: number;
  [k: string]: unknown;
}
export interface GroupBuyRow {
  id: string;
  goodsId: string;
  goodsName: string;
  image: string | null;
  price: number;
  groupPrice: number;
  groupNum: number;
  [k: string]: unknown;
}
export interface ActivityRow {
  id: string;
  name: string;
  startTime: string;
  totalStock: number;
  levelType: string;
  [k: string]: unknown;
}
export interface StrategyRow {
  id: string;
  title: string;
  cover: string | null;
  createTime: string;
  tourismStrategyId: string;
  [k: string]: unknown;
}

export const SECKILL_GOODS_TYPES = ['poi', 'product', 'card', 'collection'] as const;

export const voicePickerQuery = zPageQuery.extend({
  voiceType: z.coerce.number().int().min(1).max(2).optional(),
  name: zFilter,
  id: zId.optional(),
});
export const seckillPickerQuery = z.object({
  current: zInt().min(1).default(1),
  size: z.coerce.number().int().min(1).max(SECKILL_PICKER_PAGE_SIZE).default(SECKILL_PICKER_PAGE_SIZE),
  goodType: z.enum(SECKILL_GOODS_TYPES).optional(),
});
/** statusList "1,2" = not started and running. */
export const groupBuyPickerQuery = zPageQuery.extend({
  statusList: z
    .string()
    .max(20)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map(Number)
            .filter((n) => n >= 1 && n <= 3)
        : [],
    ),
  goodsName: zFilter,
});
export const activityPickerQuery = zPageQuery.extend({ name: zFilter, levelType: zFilter });
export const strategyPickerQuery = zPageQuery.extend({ title: zFilter });

/**
 * Picker data the commerce area does not own (spec 2 §2.17): the list calls the editor's pickers read.
 * Their management pages come with their own issues.
 */
export const decorationPickerApi = {
  /** Listed voices (voiceType 1) and voice packs (2). */
  voices: endpoint({
    method: 'GET',
    path: '/yym-content-api/voice/page',
    summary: 'Listed voices and voice packs (picker)',
    query: voicePickerQuery,
    response: returns<Page<VoiceRow>>(),
  }),
  /** 100 per page, by goods type (poi, product, card, collection). */
  seckill: endpoint({
    method: 'GET',
    path: '/yym-marketing-api/seckill/goods/page',
    summary: 'Flash-sale goods (picker)',
    query: seckillPickerQuery,
    response: returns<Page<SeckillGoodsRow>>(),
  }),
  groupBuy: endpoint({
    method: 'GET',
    path: '/yym-marketing-api/groupBuy/page',
    summary: 'Group-buy goods (picker)',
    query: groupBuyPickerQuery,
    response: returns<Page<GroupBuyRow>>(),
  }),
  /** Only open ones (shelfType 1). */
  activities: endpoint({
    method: 'GET',
    path: '/yym-marketing-api/activity/page',
    summary: 'Open activities (picker)',
    query: activityPickerQuery,
    response: returns<Page<ActivityRow>>(),
  }),
  strategies: endpoint({
    method: 'GET',
    path: '/yym-content-api/strategy/page',
    summary: 'Strategy guides (picker)',
    query: strategyPickerQuery,
    response: returns<Page<StrategyRow>>(),
  }),
};
