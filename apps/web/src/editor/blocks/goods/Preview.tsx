import { memo } from 'react';
import type { BlockProps, GoodsItem } from '@yym/contract';
import { Img, Linked, TabStrip, Yuan, EmptyHint } from '../../kit/preview.tsx';

type P = BlockProps<'goods'> | BlockProps<'goodsCard'>;
const SAMPLE: GoodsItem[] = [1, 2].map((i) => ({
  goodsId: `s${i}`,
  goodsName: `示例商品${i}`,
  goodsImage: '',
  introduction: '商品描述',
  tag: '随时退,免预约',
  label: '热销',
  price: 9900,
  originalPrice: 12800,
  poiName: '',
  goodsType: 'product',
  isProduct: 1,
  is5A: i === 1,
}));

const productLink = (g: GoodsItem) => ({ linkType: 3, linkUrl1: `pages/product/detail?productId=${g.goodsId}` });

/** Goods list and card list: picture / lineTwo / list (other) layouts with the show-or-hide switches. */
export function GoodsGrid({ p }: { p: P }) {
  const list = p.tab ? (p.tabs[p.curTabIndex]?.goodsList ?? []) : p.goodsList;
  const items = list.length ? list : SAMPLE;
  return (
    <div style={{ background: p.backgroundColor }}>
      {p.tab && <TabStrip names={p.tabs.map((t) => t.name)} active={p.curTabIndex} style={p.tabStyle} />}
      {p.tab && !list.length ? (
        <EmptyHint text="请选择商品" />
      ) : (
        <div className={`pv-goods ${p.listType}${p.isCard ? '' : ' flat'}`}>
          {items.map((g) => (
            <Linked key={g.goodsId} link={g.goodsId.startsWith('s') ? undefined : productLink(g)} className="pv-card">
              <div className="pic">
                <Img src={g.goodsImage} />
                {p.isMarker && g.is5A && <span className="badge">5A</span>}
                {p.showTransparentLabel && g.label && <span className="tlabel">{g.label}</span>}
              </div>
              <div className="body">
                {p.isTitle && <div className="name">{g.goodsName}</div>}
                {p.isDescribe && g.introduction && <div className="desc">{g.introduction}</div>}
                {p.isTag && g.tag && (
                  <div className="tags">
                    {g.tag
                      .split(',')
                      .slice(0, 3)
                      .map((t) => (
                        <span key={t}>{t}</span>
                      ))}
                  </div>
                )}
                <div className="foot">
                  {p.isPrice && <Yuan cents={g.price} from />}
                  {p.isOriginal && g.originalPrice > g.price && <span className="pv-orig">¥{(g.originalPrice / 100).toFixed(0)}</span>}
                  {p.isDistance && <span className="dist">2.6km</span>}
                  {p.isBuybtn && <span className={`pv-buy s${p.btnStyleType}`}>{p.btnStyleType === 4 ? '购' : '立即购买'}</span>}
                </div>
              </div>
            </Linked>
          ))}
        </div>
      )}
    </div>
  );
}

export default memo(function GoodsPreview({ p }: { p: BlockProps<'goods'> }) {
  return <GoodsGrid p={p} />;
});
