import { memo } from 'react';
import type { BlockProps } from '@yym/contract';
import { Img, Linked } from '../../kit/preview.tsx';

export default memo(function NavPreview({ p }: { p: BlockProps<'nav'> }) {
  const width = `${100 / p.isMarker}%`;
  return (
    <div style={{ background: p.backgroundColor, color: p.color }}>
      <div className={`pv-nav${p.modelPattern === 'crosswise' ? ' cross' : ''}`}>
        {p.list.map((it, i) => (
          <Linked key={i} link={it} className="pv-nav-item" style={{ width }}>
            {p.modelType === 0 && <Img src={it.imgUrl} />}
            <span>{it.title || '导航'}</span>
          </Linked>
        ))}
      </div>
      {p.markerFlag && p.modelPattern === 'crosswise' && p.list.length > p.isMarker && (
        <div style={{ display: 'flex', justifyContent: 'center', paddingBottom: 6 }}>
          <div style={{ width: 30, height: 3, background: '#eee', borderRadius: 2 }}>
            <div style={{ width: 12, height: 3, background: p.markerActive, borderRadius: 2 }} />
          </div>
        </div>
      )}
    </div>
  );
});
