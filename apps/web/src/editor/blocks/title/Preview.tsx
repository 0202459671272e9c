import { memo } from 'react';
import type { BlockProps } from '@yym/contract';
import { Img, Linked } from '../../kit/preview.tsx';

export default memo(function TitlePreview({ p }: { p: BlockProps<'title'> }) {
  const s = p.style;
  if (s.model === 'img') {
    const size = s.imgModel === 1 ? { width: 200, height: 44 } : { width: 220, height: 22 };
    return (
      <div className="pv-title" style={{ background: s.bgColor, justifyContent: s.align === 'center' ? 'center' : 'flex-start' }}>
        <Img src={s.imgUrl} style={size} />
        {p.isMore && (
          <Linked link={p.more} className="more">
            {p.more.text} ›
          </Linked>
        )}
      </div>
    );
  }
  return (
    <div className={`pv-title ${s.align}${p.isCutOffRule ? ' rule' : ''}`} style={{ background: s.bgColor }}>
      <div className="main">
        <div style={{ fontSize: s.fontSize, fontWeight: s.fontWeight, color: s.color }}>{p.title.text}</div>
        {p.info.text && <div className="info">{p.info.text}</div>}
      </div>
      {p.isMore && (
        <Linked link={p.more} className="more">
          {p.more.text} ›
        </Linked>
      )}
    </div>
  );
});
