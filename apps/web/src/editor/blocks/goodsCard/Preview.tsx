import { memo } from 'react';
import type { BlockProps } from '@yym/contract';
import { GoodsGrid } from '../goods/Preview.tsx';

export default memo(function GoodsCardPreview({ p }: { p: BlockProps<'goodsCard'> }) {
  return <GoodsGrid p={p} />;
});
