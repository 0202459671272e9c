import { memo } from 'react';
import type { BlockProps } from '@yym/contract';
import { DealList } from '../seckill/Preview.tsx';

export default memo(function GroupPreview({ p }: { p: BlockProps<'group'> }) {
  return <DealList className="pv-group" title={p.title} goods={p.goodsList} isMore={p.isMore} from="拼团价" />;
});
