import { memo } from 'react';
import type { BlockProps, GoodsItem } from '@yym/contract';
import { Img, Yuan, EmptyHint } from '../../kit/preview.tsx';

/** Shared by flash sale and group-buy: a coloured head and a swipe list of goods. */
export function DealList({
  title,
  goods,
  isMore,
  from,
  className,
}: {
  title: string;
  goods: (GoodsItem & { groupNum?: number })[];
  isMore: number;
  from: string;
  className?: string;
}) {
  return (
    <div className={`pv-sk ${className ?? ''}`}>
      <div className="pv-sk-head">
        <b>{title}</b>
        {className !== 'pv-group' && <span className="clock">距结束 02:18:40</span>}
        {isMore === 1 && <span className="more">查看更多 ›</span>}
      </div>
      {goods.length ? (
        <div className="pv-sk-list">
          {goods.map((g) => (
            <div key={g.goodsId} className="pv-sk-item">
              <Img src={g.goodsImage} />
              <div className="n">{g.goodsName}</div>
              <div className="from">{g.groupNum ? `${g.groupNum}人团` : from}</div>
              <Yuan cents={g.price} from />
              <span className="pv-orig">¥{(g.originalPrice / 100).toFixed(0)}</span>
            </div>
          ))}
        </div>
      ) : (
        <EmptyHint text="请选择商品" />
      )}
    </div>
  );
}

export default memo(function SeckillPreview({ p }: { p: BlockProps<'seckill'> }) {
  return <DealList title={p.title} goods={p.goodsList} isMore={p.isMore} from="秒杀价低至" />;
});
