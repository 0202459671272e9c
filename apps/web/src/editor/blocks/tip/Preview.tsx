import { BulbGlyph } from '../../kit/glyphs.tsx';
import { memo } from 'react';
import type { BlockProps } from '@yym/contract';
import { Img, Linked } from '../../kit/preview.tsx';

export default memo(function TipPreview({ p }: { p: BlockProps<'tip'> }) {
  return (
    <Linked link={p} className="pv-tip" style={{ background: p.backgroundColor, color: p.color }}>
      {p.imgUrl ? <Img src={p.imgUrl} /> : <BulbGlyph style={{ fontSize: 16, marginTop: 2 }} />}
      <div style={{ whiteSpace: 'pre-wrap' }}>{p.text}</div>
    </Linked>
  );
});
