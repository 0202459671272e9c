import type { CSSProperties } from 'react';
import type { PrintJob, TemplateField, TemplateRow } from './api.ts';
import { itfBars, qrModules } from './marks.ts';

export type TicketValues = PrintJob['prints'][number]['tickets'][number]['values'];

function Qr({ text }: { text: string }) {
  const q = qrModules(text);
  let d = '';
  for (let y = 0; y < q.size; y++) for (let x = 0; x < q.size; x++) if (q.dark(x, y)) d += `M${x} ${y}h1v1h-1z`;
  return (
    <svg
      viewBox={`-1 -1 ${q.size + 2} ${q.size + 2}`}
      width="100%"
      height="100%"
      shapeRendering="crispEdges"
      role="img"
      aria-label="二维码"
    >
      <path d={d} fill="#000" />
    </svg>
  );
}

function Barcode({ text }: { text: string }) {
  const b = itfBars(text);
  return (
    <svg
      viewBox={`0 0 ${b.width} 10`}
      width="100%"
      height="100%"
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      role="img"
      aria-label="条形码"
    >
      {b.bars.map(([x, w]) => (
        <rect key={x} x={x} y={0} width={w} height={10} fill="#000" />
      ))}
    </svg>
  );
}

/** What a field shows: the ticket's value for its kind, the custom text, or the image. */
export function FieldView({ f, values }: { f: TemplateField; values: TicketValues }) {
  const style: CSSProperties = {
    position: 'absolute',
    left: `${f.x}mm`,
    top: `${f.y}mm`,
    width: `${f.w}mm`,
    height: `${f.h}mm`,
    fontSize: `${f.fontSize}pt`,
    fontWeight: f.bold ? 700 : 400,
    lineHeight: 1.15,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  };
  const value = f.kind === 'text' ? f.text : (values[f.kind] ?? '');
  return (
    <div style={style} data-field={f.kind}>
      {f.kind === 'qrcode' ? (
        <Qr text={value} />
      ) : f.kind === 'barcode' ? (
        <Barcode text={value} />
      ) : f.kind === 'image' ? (
        f.src ? (
          <img src={f.src} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : null
      ) : (
        value
      )}
    </div>
  );
}

/** One ticket laid out in millimetres. */
export function Ticket({ template, values }: { template: Pick<TemplateRow, 'widthMm' | 'heightMm' | 'fields'>; values: TicketValues }) {
  return (
    <div
      className="win-ticket"
      style={{
        position: 'relative',
        width: `${template.widthMm}mm`,
        height: `${template.heightMm}mm`,
        overflow: 'hidden',
        background: '#fff',
        color: '#000',
      }}
    >
      {template.fields.map((f) => (
        <FieldView key={f.key} f={f} values={values} />
      ))}
    </div>
  );
}

/**
 * The sheets as the printer gets them: 80 mm paper one ticket a sheet; A4 pages of `perPage` tickets in a
 * grid. The `@page` rule sizes the paper, so the browser's print path needs no setting by the cashier.
 */
export function Sheets({ job }: { job: PrintJob }) {
  const t = job.template;
  const tickets = job.prints.flatMap((p) => p.tickets.map((x) => ({ ...x, reprint: p.reprint })));
  const a4 = t.paper === 'A4';
  const pages: (typeof tickets)[] = [];
  for (let i = 0; i < tickets.length; i += a4 ? t.perPage : 1) pages.push(tickets.slice(i, i + (a4 ? t.perPage : 1)));
  const page = a4 ? { width: 210, height: 297 } : { width: t.widthMm, height: t.heightMm };
  return (
    <div className="win-print">
      <style>{`@page { size: ${a4 ? 'A4' : `${page.width}mm ${page.height}mm`}; margin: 0 }`}</style>
      {pages.map((p, i) => (
        <div
          key={p[0]?.guestId ?? i}
          className="win-sheet"
          data-paper={t.paper}
          style={{
            width: `${page.width}mm`,
            height: `${page.height}mm`,
            padding: a4 ? '5mm' : 0,
            boxSizing: 'border-box',
            display: 'flex',
            flexWrap: 'wrap',
            alignContent: 'flex-start',
            background: '#fff',
          }}
        >
          {p.map((x) => (
            <div key={x.guestId} style={{ position: 'relative', outline: a4 ? '0.2mm dashed #999' : undefined }}>
              <Ticket template={t} values={x.values} />
              {x.reprint && <div className="win-reprint">补打</div>}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
