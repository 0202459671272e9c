import type { ComponentType } from 'react';
import type { BlockType } from '@yym/contract';
import {
  AppstoreOutlined,
  BlockOutlined,
  BulbOutlined,
  ColumnHeightOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  LayoutOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  SearchOutlined,
  ShoppingOutlined,
  SoundOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
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

export interface PanelProps<P> {
  props: P;
  /** Replace the props; `key` merges rapid edits of one field into one undo step. */
  set: (next: P, key?: string) => void;
}
/**
 * The registry holds the preview and the panel of every block type, each taking its own type's props
 * (the block's schema checked them): a slot typed with `unknown` or a loose record refuses them, as a
 * component's props are contravariant.
 */
// biome-ignore lint/suspicious/noExplicitAny: a panel of some block type; each takes its own type's props
type SomePanel = ComponentType<PanelProps<any>>;
export interface BlockDef {
  icon: ComponentType;
  // biome-ignore lint/suspicious/noExplicitAny: a preview of some block type; each takes its own type's props
  Preview: ComponentType<{ p: any }>;
  /** Loaded on demand (the storefront never downloads the panels); `Component` once loaded. */
  Panel: PanelEntry;
}
export interface PanelEntry {
  load: () => Promise<SomePanel>;
  Component?: SomePanel;
}

function panel(importer: () => Promise<{ default: SomePanel }>): PanelEntry {
  const entry: PanelEntry = { load: () => importer().then((m) => (entry.Component = m.default)) };
  return entry;
}

/** Adding a block type: one folder under blocks/ and one line here (plus its schema in the contract package). */
export const BLOCKS: Record<BlockType, BlockDef> = {
  search: { icon: SearchOutlined, Preview: SearchPreview, Panel: panel(() => import('./blocks/search/Panel.tsx')) },
  photoAdvert: { icon: PictureOutlined, Preview: PhotoAdvertPreview, Panel: panel(() => import('./blocks/photoAdvert/Panel.tsx')) },
  nav: { icon: AppstoreOutlined, Preview: NavPreview, Panel: panel(() => import('./blocks/nav/Panel.tsx')) },
  title: { icon: FontSizeOutlined, Preview: TitlePreview, Panel: panel(() => import('./blocks/title/Panel.tsx')) },
  video: { icon: VideoCameraOutlined, Preview: VideoPreview, Panel: panel(() => import('./blocks/video/Panel.tsx')) },
  notice: { icon: SoundOutlined, Preview: NoticePreview, Panel: panel(() => import('./blocks/notice/Panel.tsx')) },
  live: { icon: PlayCircleOutlined, Preview: LivePreview, Panel: panel(() => import('./blocks/live/Panel.tsx')) },
  goods: { icon: ShoppingOutlined, Preview: GoodsPreview, Panel: panel(() => import('./blocks/goods/Panel.tsx')) },
  goodsCard: { icon: CreditCardOutlined, Preview: GoodsCardPreview, Panel: panel(() => import('./blocks/goodsCard/Panel.tsx')) },
  waterfall: { icon: LayoutOutlined, Preview: WaterfallPreview, Panel: panel(() => import('./blocks/waterfall/Panel.tsx')) },
  gap: { icon: ColumnHeightOutlined, Preview: GapPreview, Panel: panel(() => import('./blocks/gap/Panel.tsx')) },
  cube: { icon: BlockOutlined, Preview: CubePreview, Panel: panel(() => import('./blocks/cube/Panel.tsx')) },
  group: { icon: TeamOutlined, Preview: GroupPreview, Panel: panel(() => import('./blocks/group/Panel.tsx')) },
  seckill: { icon: ThunderboltOutlined, Preview: SeckillPreview, Panel: panel(() => import('./blocks/seckill/Panel.tsx')) },
  richText: { icon: FileTextOutlined, Preview: RichTextPreview, Panel: panel(() => import('./blocks/richText/Panel.tsx')) },
  tip: { icon: BulbOutlined, Preview: TipPreview, Panel: panel(() => import('./blocks/tip/Panel.tsx')) },
  audio: { icon: CustomerServiceOutlined, Preview: AudioPreview, Panel: panel(() => import('./blocks/audio/Panel.tsx')) },
};
