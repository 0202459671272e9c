import { z } from 'zod';
import { MSG } from '../messages.ts';
import { flag, ids, list, text, url, zGroup } from './block-kit.ts';

// ---- shared pieces -------------------------------------------------------------------------

/** Tab names: 1-6 non-space characters (cube tabs 1-4). */
export const tabName = (max: 6 | 4) =>
  z
    .string()
    .min(1, MSG.edTabNamePrompt)
    .regex(/^\S*$/, max === 6 ? MSG.edTabNameLength : MSG.edCubeTabNameLength)
    .max(max, max === 6 ? MSG.edTabNameLength : MSG.edCubeTabNameLength);

/** A picked goods row as shown in previews (values copied at pick time; money in cents). */
export const zGoodsItem = z.object({
  goodsId: z.string().max(50),
  goodsName: text(100),
  goodsImage: url(),
  introduction: text(200),
  tag: text(100),
  label: text(20),
  price: z.number().int().min(0).default(0),
  originalPrice: z.number().int().min(0).default(0),
  poiName: text(100),
  goodsType: z.string().max(20).default('product'),
  isProduct: z.number().int().min(0).max(1).default(1),
  /** 5A badge on the picture. */
  is5A: flag(false),
});
export type GoodsItem = z.output<typeof zGoodsItem>;

export const zGoodsTab = z.object({
  name: tabName(6),
  goodsType: z.union([z.literal(1), z.literal(2)]).default(1),
  goodsList: list(zGoodsItem, 100),
  ids: ids(),
  group: zGroup,
  order: z.number().int().default(0),
});

// ---- size tables (spec 2 §9) ----------------------------------------------------------------

export const CAROUSEL_SIZES = {
  card: [
    [690, 690],
    [690, 384],
    [690, 512],
    [690, 920],
    [690, 120],
    [690, 160],
    [690, 200],
    [690, 240],
  ],
  flat: [
    [750, 750],
    [750, 360],
    [750, 420],
    [750, 560],
    [750, 1000],
    [750, 120],
    [750, 160],
    [750, 200],
    [750, 240],
    [750, 720],
    [750, 960],
  ],
  swipe: [
    [690, 384],
    [280, 280],
    [280, 160],
    [280, 210],
    [280, 376],
    [224, 162],
  ],
} as const;
export const BANNER_HEIGHTS_FULL = [375, 210, 280, 500, 60, 80, 100, 120, 360, 480, 180] as const;
export const BANNER_HEIGHTS_PADDED = [345, 192, 256, 460, 60, 80, 100, 120] as const;
export const AUDIO_SIZES = [
  [750, 750],
  [750, 420],
  [750, 560],
  [750, 1000],
  [750, 120],
  [750, 160],
  [750, 200],
  [750, 240],
  [750, 720],
  [750, 960],
  [750, 360],
] as const;
export const CUBE_RATIOS = ['1:1', '16:9', '3:4', '3:2', '167:118', '167:60', '167:80', '167:100'] as const;
export const CUBE_TEMPLATES = [
  { type: 1, label: '一行一个', cells: 1 },
  { type: 2, label: '一行两个', cells: 2 },
  { type: 3, label: '一行三个', cells: 3 },
  { type: 4, label: '一行四个', cells: 4 },
  { type: 5, label: '一左二右', cells: 3 },
  { type: 6, label: '一左三右', cells: 4 },
  { type: 7, label: '一左四右', cells: 5 },
] as const;
export const RECOMMENDED_SIZES = {
  tabSelected: '120x40',
  waterfallTitle: '400x70',
  multiGroupBg: '686x330',
  shadowIcon: '48x48',
  searchBg: '750x72',
  titleImg1: '400x88',
  titleImg2: '440x44',
  navImage: '45x45',
} as const;
export const TITLE_FONT_SIZES = [19, 16, 14, 12] as const;
export const DEFAULT_MARKER_COLOR = '#EF5E32';
export const THEME_COLOR = '#10AB7F';
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const NOTICE_SCROLL_WIDTH = 290;

/** Search categories (the digital collectible category is never offered, spec 2 §2.2). */
export const SEARCH_CATEGORIES = [
  { id: '1', name: '景点' },
  { id: '2', name: '酒店' },
  { id: '3', name: '美食' },
  { id: '4', name: '线路' },
  { id: '5', name: '商品' },
  { id: '6', name: '电子卡' },
  { id: '7', name: '语音' },
] as const;
