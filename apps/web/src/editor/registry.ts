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

export interface PanelProps<P> {
  props: P;
  /** Replace the props; `key` merges rapid edits of one field into one undo step. */
  set: (next: P, key?: string) => void;
}
/**
 * The registry holds the palette icon and the panel of every block type (previews.ts the preview), each panel taking its own type's props
 * (the block's schema checked them): a slot typed with `unknown` or a loose record refuses them, as a
 * component's props are contravariant.
 */
// biome-ignore lint/suspicious/noExplicitAny: a panel of some block type; each takes its own type's props
type SomePanel = ComponentType<PanelProps<any>>;
export interface BlockDef {
  icon: ComponentType;
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

/** Adding a block type: one folder under blocks/, one line here and one in previews.ts (plus its schema in the contract package). */
export const BLOCKS: Record<BlockType, BlockDef> = {
  search: { icon: SearchOutlined, Panel: panel(() => import('./blocks/search/Panel.tsx')) },
  photoAdvert: { icon: PictureOutlined, Panel: panel(() => import('./blocks/photoAdvert/Panel.tsx')) },
  nav: { icon: AppstoreOutlined, Panel: panel(() => import('./blocks/nav/Panel.tsx')) },
  title: { icon: FontSizeOutlined, Panel: panel(() => import('./blocks/title/Panel.tsx')) },
  video: { icon: VideoCameraOutlined, Panel: panel(() => import('./blocks/video/Panel.tsx')) },
  notice: { icon: SoundOutlined, Panel: panel(() => import('./blocks/notice/Panel.tsx')) },
  live: { icon: PlayCircleOutlined, Panel: panel(() => import('./blocks/live/Panel.tsx')) },
  goods: { icon: ShoppingOutlined, Panel: panel(() => import('./blocks/goods/Panel.tsx')) },
  goodsCard: { icon: CreditCardOutlined, Panel: panel(() => import('./blocks/goodsCard/Panel.tsx')) },
  waterfall: { icon: LayoutOutlined, Panel: panel(() => import('./blocks/waterfall/Panel.tsx')) },
  gap: { icon: ColumnHeightOutlined, Panel: panel(() => import('./blocks/gap/Panel.tsx')) },
  cube: { icon: BlockOutlined, Panel: panel(() => import('./blocks/cube/Panel.tsx')) },
  group: { icon: TeamOutlined, Panel: panel(() => import('./blocks/group/Panel.tsx')) },
  seckill: { icon: ThunderboltOutlined, Panel: panel(() => import('./blocks/seckill/Panel.tsx')) },
  richText: { icon: FileTextOutlined, Panel: panel(() => import('./blocks/richText/Panel.tsx')) },
  tip: { icon: BulbOutlined, Panel: panel(() => import('./blocks/tip/Panel.tsx')) },
  audio: { icon: CustomerServiceOutlined, Panel: panel(() => import('./blocks/audio/Panel.tsx')) },
};
