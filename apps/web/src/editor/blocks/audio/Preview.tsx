import { PlayGlyph } from '../../kit/glyphs.tsx';
import { memo, useContext, type ReactNode } from 'react';
import { AUDIO_SIZES, centsToYuan, type BlockProps } from '@yym/contract';
import { Img, EmptyHint, StoreTenantContext, useLive } from '../../kit/preview.tsx';

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** On the live storefront a voice opens its player (trial, purchase, then the whole guide). */
function ToPlayer({ id, className, children }: { id?: string; className: string; children: ReactNode }) {
  const live = useLive();
  const tenantId = useContext(StoreTenantContext);
  if (!live || !id) return <div className={className}>{children}</div>;
  return (
    <a className={className} href={`/h5/voice/${id}${tenantId ? `?tenantId=${tenantId}` : ''}`}>
      {children}
    </a>
  );
}

export default memo(function AudioPreview({ p }: { p: BlockProps<'audio'> }) {
  if (!p.list.length) return <EmptyHint text="请添加语音或语音包" />;
  if (p.modelType === 0) {
    const [w, h] = AUDIO_SIZES[p.sizeModel - 1] ?? [750, 420];
    return (
      <div className="pv-audio pv-audio-pic" style={{ background: p.backgroundColor }}>
        {p.list.map((it, i) => (
          <Img key={i} src={it.imgUrl || it.voiceInfo?.bigThumbnailUrl} style={{ aspectRatio: `${w}/${h}` }} />
        ))}
      </div>
    );
  }
  return (
    <div className="pv-audio" style={{ background: p.backgroundColor }}>
      {p.list.map((it, i) => {
        const v = it.voiceInfo;
        return (
          <ToPlayer key={i} id={v?.id} className="pv-audio-player">
            <Img src={it.imgUrl || v?.bigThumbnailUrl} />
            <div style={{ minWidth: 0 }}>
              <div style={{ fontWeight: 600, fontSize: 14 }}>{v?.name ?? '请选择语音'}</div>
              <div className="meta">{v ? (v.voiceType === 2 ? `语音包 · ${v.voiceNum}个` : `时长 ${mmss(v.voiceTime)}`) : ''}</div>
              <div className="meta" style={{ color: v?.priceType === 2 ? '#cf1322' : '#0c8563' }}>
                {v ? (v.priceType === 1 ? '免费' : `¥${centsToYuan(v.currentPrice)}`) : ''}
              </div>
            </div>
            <span className="play">
              <PlayGlyph />
            </span>
          </ToPlayer>
        );
      })}
    </div>
  );
});
