import type { ComponentType } from 'react';
import type { BlockType } from '@yym/contract';
import SearchPreview from './blocks/search/Preview.tsx';
import PhotoAdvertPreview from './blocks/photoAdvert/Preview.tsx';
import NavPreview from './blocks/nav/Preview.tsx';
import TitlePreview from './blocks/title/Preview.tsx';
import VideoPreview from './blocks/video/Preview.tsx';
import NoticePreview from './blocks/notice/Preview.tsx';
import LivePreview from './blocks/live/Preview.tsx';
import GoodsPreview from './blocks/goods/Preview.tsx';
import GoodsCardPreview from './blocks/goodsCard/Preview.tsx';
import WaterfallPreview from './blocks/waterfall/Preview.tsx';
import GapPreview from './blocks/gap/Preview.tsx';
import CubePreview from './blocks/cube/Preview.tsx';
import GroupPreview from './blocks/group/Preview.tsx';
import SeckillPreview from './blocks/seckill/Preview.tsx';
import RichTextPreview from './blocks/richText/Preview.tsx';
import TipPreview from './blocks/tip/Preview.tsx';
import AudioPreview from './blocks/audio/Preview.tsx';

/**
 * Each block type's preview: what the designer canvas and the customer's storefront draw. Kept apart from
 * the registry (palette icons, panels), so the storefront loads the previews alone (#41).
 */
// biome-ignore lint/suspicious/noExplicitAny: a preview of some block type; each takes its own type's props
export const PREVIEWS: Record<BlockType, ComponentType<{ p: any }>> = {
  search: SearchPreview,
  photoAdvert: PhotoAdvertPreview,
  nav: NavPreview,
  title: TitlePreview,
  video: VideoPreview,
  notice: NoticePreview,
  live: LivePreview,
  goods: GoodsPreview,
  goodsCard: GoodsCardPreview,
  waterfall: WaterfallPreview,
  gap: GapPreview,
  cube: CubePreview,
  group: GroupPreview,
  seckill: SeckillPreview,
  richText: RichTextPreview,
  tip: TipPreview,
  audio: AudioPreview,
};
