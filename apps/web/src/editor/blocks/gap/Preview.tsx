import { memo } from 'react';
import type { BlockProps } from '@yym/contract';

export default memo(function GapPreview({ p }: { p: BlockProps<'gap'> }) {
  return (
    <div style={{ background: p.backgroundColor, height: p.h, display: 'flex', alignItems: 'center', padding: p.isMargin ? '0 12px' : 0 }}>
      {p.align === 'line' && <div style={{ flex: 1, borderTop: `1px ${p.lineType} ${p.color}` }} />}
    </div>
  );
});
