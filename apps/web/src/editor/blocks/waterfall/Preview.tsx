import { memo } from 'react';
import type { BlockProps } from '@yym/contract';
import { Img, Linked, TabStrip, Yuan } from '../../kit/preview.tsx';

const HEIGHTS = [200, 150, 170, 230, 160, 190];

export default memo(function WaterfallPreview({ p }: { p: BlockProps<'waterfall'> }) {
  const list = p.tab ? (p.tabs[0]?.list ?? []) : p.list;
  const items = list.length
    ? list
    : Array.from({ length: 4 }, (_, i) => ({
        id: `s${i}`,
        name: `内容${i + 1}`,
        bigThumbnailUrl: '',
        price: 6800,
        originalPrice: 8800,
        introduction: '',
        isProduct: true,
        isImageText: false,
      }));
  return (
    <div style={{ background: p.backgroundColor }}>
      {p.tab && <TabStrip names={p.tabs.map((t) => t.name)} active={0} style={p.tabStyle} />}
      <div className="pv-fall">
        {items.map((it, i) => (
          <Linked
            key={it.id}
            className="pv-card"
            link={it.isProduct && !it.id.startsWith('s') ? { linkType: 3, linkUrl1: `pages/product/detail?productId=${it.id}` } : undefined}
          >
            <div className="pic">
              <Img src={it.bigThumbnailUrl} style={{ height: HEIGHTS[i % HEIGHTS.length] }} />
            </div>
            <div className="body">
              {p.isTitle && <div className="name">{it.name}</div>}
              {p.isDescribe && it.introduction && <div className="desc">{it.introduction}</div>}
              {p.isPrice && it.isProduct && (
                <div className="foot">
                  <Yuan cents={it.price} from />
                  {p.isOriginal && <span className="pv-orig">¥{(it.originalPrice / 100).toFixed(0)}</span>}
                </div>
              )}
            </div>
          </Linked>
        ))}
      </div>
    </div>
  );
});
