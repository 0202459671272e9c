import { SoundGlyph } from '../../kit/glyphs.tsx';
import { memo } from 'react';
import { NOTICE_SCROLL_WIDTH, type BlockProps } from '@yym/contract';
import { Linked } from '../../kit/preview.tsx';

/** Scrolls when the text is wider than 290 px (about 13 px per character). */
export default memo(function NoticePreview({ p }: { p: BlockProps<'notice'> }) {
  const scroll = p.text.length * 13 > NOTICE_SCROLL_WIDTH;
  return (
    <Linked link={p} className="pv-notice" style={{ background: p.backgroundColor, color: p.color }}>
      <SoundGlyph />
      <div className={`txt${scroll ? ' scroll' : ''}`}>
        <span>{p.text}</span>
      </div>
    </Linked>
  );
});
