import { memo } from 'react';
import { LIVE_STATUSES, type BlockProps } from '@yym/contract';

export default memo(function LivePreview({ p }: { p: BlockProps<'live'> }) {
  const shown = LIVE_STATUSES.filter((s) => p.ischecked.includes(s.value));
  return (
    <div className="pv-live">
      <div style={{ fontWeight: 600, fontSize: 15 }}>{p.title}</div>
      <div className="pv-live-grid">
        {Array.from({ length: Math.min(p.count, 4) }, (_, i) => (
          <div key={i} className="pv-live-card">
            <b>{shown[i % shown.length]?.label}</b>直播间 {i + 1}
          </div>
        ))}
      </div>
    </div>
  );
});
