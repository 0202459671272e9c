import type { z } from 'zod';
import { zCube, zGap, zGroupBuy, zRichText, zSeckill, zTip, zWaterfall, zAudio } from './blocks-more.ts';
import { zGoods, zGoodsCard, zLive, zNav, zNotice, zPhotoAdvert, zSearch, zTitle, zVideo } from './blocks-basic.ts';

// The block schemas live in three files: shared pieces and size tables (block-parts.ts), and the
// seventeen blocks (blocks-basic.ts, blocks-more.ts); this one is their catalogue.
export * from './block-parts.ts';
export * from './blocks-basic.ts';
export * from './blocks-more.ts';

/** The block catalogue: type key → schema and palette name. Adding a block = one line here + one folder in the web editor. */
export const BLOCK_SCHEMAS = {
  search: zSearch,
  photoAdvert: zPhotoAdvert,
  nav: zNav,
  title: zTitle,
  video: zVideo,
  notice: zNotice,
  live: zLive,
  goods: zGoods,
  goodsCard: zGoodsCard,
  waterfall: zWaterfall,
  gap: zGap,
  cube: zCube,
  group: zGroupBuy,
  seckill: zSeckill,
  richText: zRichText,
  tip: zTip,
  audio: zAudio,
} as const;
export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];
export type BlockProps<T extends BlockType = BlockType> = z.output<(typeof BLOCK_SCHEMAS)[T]>;

export const BLOCK_NAMES: Record<BlockType, string> = {
  search: '搜索栏',
  photoAdvert: '图片广告',
  nav: '图文导航',
  title: '标题',
  video: '视频',
  notice: '公告',
  live: '直播',
  goods: '商品列表',
  goodsCard: '商品卡片',
  waterfall: '瀑布流',
  gap: '辅助分割',
  cube: '魔方',
  group: '拼团',
  seckill: '限时秒杀',
  richText: '富文本',
  tip: '提示',
  audio: '语音',
};
