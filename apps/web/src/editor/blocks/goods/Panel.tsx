import type { BlockProps } from '@yym/contract';
import type { PanelProps } from '../../registry.ts';
import { GoodsPanel } from './GoodsPanel.tsx';

export default function Panel(props: PanelProps<BlockProps<'goods'>>) {
  return <GoodsPanel {...props} kind="goods" />;
}
