import { useMemo } from 'react';
import { sanitizeHtml } from '../editor/kit/sanitize.ts';
import '../editor/kit/preview.css';

/** Stored rich text shown read-only, sanitized. */
export function RichTextView({ html }: { html?: string | null }) {
  const safe = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  if (!safe) return <span>—</span>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml
  return <div className="pv-rich ct-html" dangerouslySetInnerHTML={{ __html: safe }} />;
}
