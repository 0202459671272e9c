import { memo } from 'react';
import { BANNER_HEIGHTS_FULL, BANNER_HEIGHTS_PADDED, CAROUSEL_SIZES, type BlockProps } from '@yym/contract';
import { Img, Linked } from '../../kit/preview.tsx';

/** Display height (css px at 375 wide) of a carousel size model. */
export function carouselSize(p: BlockProps<'photoAdvert'>): { w: number; h: number } {
  const card = p.carousel.modelType === 1;
  if (p.modelType === 2) {
    const [w, h] = CAROUSEL_SIZES.swipe[(p.carousel.sizeModel - 1) % CAROUSEL_SIZES.swipe.length]!;
    return { w: w / 2, h: h / 2 };
  }
  const table = card ? BANNER_HEIGHTS_PADDED : BANNER_HEIGHTS_FULL;
  return { w: card ? 345 : 375, h: table[(p.carousel.sizeModel - 1) % table.length]! / (card ? 1.8 : 1.8) };
}

export default memo(function AdvertPreview({ p }: { p: BlockProps<'photoAdvert'> }) {
  const { w, h } = carouselSize(p);
  const card = p.carousel.modelType === 1;
  const radius = p.carousel.modelRadius === 1 ? 8 : 0;
  const pad = { paddingTop: p.carousel.topDistance === 1 ? 8 : 0, paddingBottom: p.carousel.botDistance === 1 ? 8 : 0 };
  const below = p.carousel.title.align === 1;
  if (p.modelType === 3) {
    return (
      <div className="pv-ad" style={{ background: p.multipleBg ? `url(${p.multipleBg}) center/cover` : p.backgroundColor, padding: 12 }}>
        {p.multipleList.slice(0, 1).map((g, i) => (
          <div key={i} style={{ display: 'grid', gridTemplateColumns: `repeat(${g.imgUrlShow}, 1fr)`, gap: 6 }}>
            {[g.img1Url, g.img2Url, g.img3Url].slice(0, g.imgUrlShow).map((src, j) => (
              <Linked key={j} link={g.customize[j]}>
                <Img src={src} lead={j === 0} style={{ height: 110, borderRadius: 6, objectFit: 'cover', width: '100%' }} />
              </Linked>
            ))}
          </div>
        ))}
        {p.multipleMarkerFlag && p.multipleList.length > 1 && (
          <div className="pv-dots" style={{ position: 'static', marginTop: 8 }}>
            {p.multipleList.map((_, i) => (
              <i
                key={i}
                className={i === 0 ? 'on' : ''}
                style={i === 0 ? { background: p.multipleMarkerActive } : { background: '#ddd' }}
              />
            ))}
          </div>
        )}
      </div>
    );
  }
  const items = p.list.length ? p.list : [{ imgUrl: '', title: '' } as (typeof p.list)[number]];
  if (p.modelType === 1) {
    return (
      <div
        style={{
          background: p.backgroundColor,
          ...pad,
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          padding: card ? `${pad.paddingTop}px 15px ${pad.paddingBottom}px` : undefined,
        }}
      >
        {items.map((it, i) => (
          <Linked key={i} link={it} className="pv-ad" style={{ borderRadius: radius }}>
            <div style={{ height: h }}>
              <Img src={it.imgUrl} lead={i === 0} />
            </div>
            {it.title && <div className={`pv-ad-title${below ? ' below' : ''}`}>{it.title}</div>}
          </Linked>
        ))}
      </div>
    );
  }
  return (
    <div className="pv-ad" style={{ background: p.backgroundColor, ...pad }}>
      <div className="pv-ad-track" style={{ padding: card || p.modelType === 2 ? '0 15px' : 0 }}>
        {items.map((it, i) => (
          <Linked
            key={i}
            link={it}
            style={{ width: p.modelType === 2 ? w : card ? 345 : 375, borderRadius: radius, overflow: 'hidden', position: 'relative' }}
          >
            <div style={{ height: h }}>
              <Img src={it.imgUrl} lead={i === 0} />
            </div>
            {it.title && <div className={`pv-ad-title${below ? ' below' : ''}`}>{it.title}</div>}
          </Linked>
        ))}
      </div>
      {p.markerFlag && p.modelType === 0 && items.length > 1 && (
        <div className="pv-dots" style={{ bottom: pad.paddingBottom + 8 }}>
          {items.map((_, i) => (
            <i key={i} className={i === 0 ? 'on' : ''} style={i === 0 ? { background: p.markerActive } : undefined} />
          ))}
        </div>
      )}
      {p.carousel.bottomShadowFlag && p.carousel.bottomShadow.title && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '6px 15px', fontSize: 12, color: '#666' }}>
          {p.carousel.bottomShadow.imgUrl && <Img src={p.carousel.bottomShadow.imgUrl} style={{ width: 20, height: 20 }} />}
          {p.carousel.bottomShadow.title}
        </div>
      )}
    </div>
  );
});
