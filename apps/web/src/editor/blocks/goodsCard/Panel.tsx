import type { BlockProps } from '@yym/contract';
import type { PanelProps } from '../../registry.ts';
import { GoodsPanel } from '../goods/GoodsPanel.tsx';

export default function Panel(props: PanelProps<BlockProps<'goodsCard'>>) {
  return <GoodsPanel {...props} kind="goodsCard" />;
}
