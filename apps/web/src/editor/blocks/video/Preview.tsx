import { PlayGlyph } from '../../kit/glyphs.tsx';
import { memo } from 'react';
import type { BlockProps } from '@yym/contract';
import { useLive, Img } from '../../kit/preview.tsx';

export default memo(function VideoPreview({ p }: { p: BlockProps<'video'> }) {
  const live = useLive();
  const src = p.videoOrgin === 1 ? p.videoUrl : p.videoBaseUrl;
  const poster = p.videoOrgin === 1 ? p.videoPhoto : p.videoBasePhoto;
  const r = p.radius === 1 ? 8 : 0;
  return (
    <div className="pv-video" style={{ padding: p.padding, background: '#fff' }}>
      {src && live ? (
        // biome-ignore lint/a11y/useMediaCaption: the merchant uploads the video alone; the editor has no caption file to give
        <video src={src} poster={poster || undefined} controls playsInline style={{ borderRadius: r }} />
      ) : (
        <div style={{ position: 'relative', borderRadius: r, overflow: 'hidden' }}>
          {poster ? (
            <Img src={poster} lead style={{ width: '100%', aspectRatio: '16/9', objectFit: 'cover' }} />
          ) : (
            <div className="pv-ph" style={{ aspectRatio: '16/9', background: '#1f1f1f' }} />
          )}
          <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <div
              style={{
                width: 44,
                height: 44,
                borderRadius: '50%',
                background: 'rgba(0,0,0,.5)',
                color: '#fff',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <PlayGlyph />
            </div>
          </div>
        </div>
      )}
      {p.videoName && <div style={{ fontSize: 13, marginTop: 6 }}>{p.videoName}</div>}
    </div>
  );
});
