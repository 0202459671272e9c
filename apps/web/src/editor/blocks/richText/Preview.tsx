import { memo, useMemo } from 'react';
import type { BlockProps } from '@yym/contract';
import { sanitizeHtml } from '../../kit/sanitize.ts';

export default memo(function RichTextPreview({ p }: { p: BlockProps<'richText'> }) {
  const html = useMemo(() => sanitizeHtml(p.content), [p.content]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml
    <div className="pv-rich" style={{ background: p.backgroundColor, padding: p.padding }} dangerouslySetInnerHTML={{ __html: html }} />
  );
});
