import type { PrintJob, TemplateField } from './api.ts';
import { itfBars, qrModules } from './marks.ts';
import type { TicketValues } from './TicketSheet.tsx';

/**
 * The print job as a PDF to download, made here without a library: each sheet is drawn on a canvas
 * (the browser's own fonts draw the Chinese text) at 8 dots a millimetre, kept as a JPEG and placed on
 * a PDF page of the paper's size. The QR code and barcode are drawn from the same geometry as the print page.
 */
const DOTS = 8; // per mm (203 dpi, a thermal printer's resolution)
const PT_PER_MM = 72 / 25.4;

function drawField(g: CanvasRenderingContext2D, f: TemplateField, values: TicketValues, ox: number, oy: number) {
  const x = (ox + f.x) * DOTS;
  const y = (oy + f.y) * DOTS;
  const w = f.w * DOTS;
  const h = f.h * DOTS;
  const value = f.kind === 'text' ? f.text : (values[f.kind] ?? '');
  g.fillStyle = '#000';
  if (f.kind === 'qrcode') {
    const q = qrModules(value);
    const cell = Math.min(w, h) / (q.size + 2);
    for (let r = 0; r < q.size; r++)
      for (let c = 0; c < q.size; c++) if (q.dark(c, r)) g.fillRect(x + (c + 1) * cell, y + (r + 1) * cell, cell, cell);
  } else if (f.kind === 'barcode') {
    const b = itfBars(value);
    const unit = w / b.width;
    for (const [bx, bw] of b.bars) g.fillRect(x + bx * unit, y, bw * unit, h);
  } else if (f.kind !== 'image') {
    g.save();
    g.beginPath();
    g.rect(x, y, w, h);
    g.clip();
    g.font = `${f.bold ? 'bold ' : ''}${Math.round((f.fontSize / PT_PER_MM) * DOTS)}px sans-serif`;
    g.textBaseline = 'top';
    g.fillText(value, x, y);
    g.restore();
  }
}

function sheetsOf(job: PrintJob): { widthMm: number; heightMm: number; jpeg: Uint8Array }[] {
  const t = job.template;
  const a4 = t.paper === 'A4';
  const page = a4 ? { w: 210, h: 297 } : { w: t.widthMm, h: t.heightMm };
  const tickets = job.prints.flatMap((p) => p.tickets);
  const per = a4 ? t.perPage : 1;
  const cols = a4 ? Math.max(1, Math.floor(200 / t.widthMm)) : 1;
  const out = [];
  for (let i = 0; i < tickets.length; i += per) {
    const canvas = document.createElement('canvas');
    canvas.width = page.w * DOTS;
    canvas.height = page.h * DOTS;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    tickets.slice(i, i + per).forEach((tk, k) => {
      const ox = a4 ? 5 + (k % cols) * t.widthMm : 0;
      const oy = a4 ? 5 + Math.floor(k / cols) * t.heightMm : 0;
      for (const f of t.fields) drawField(g, f, tk.values, ox, oy);
    });
    const b64 = canvas.toDataURL('image/jpeg', 0.92).split(',')[1]!;
    out.push({ widthMm: page.w, heightMm: page.h, jpeg: Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)) });
  }
  return out;
}

/** A PDF of one JPEG per page. */
function pdfOf(pages: { widthMm: number; heightMm: number; jpeg: Uint8Array }[], pixels: (p: number) => [number, number]): Blob {
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let size = 0;
  const push = (b: Uint8Array | string) => {
    const bytes = typeof b === 'string' ? enc.encode(b) : b;
    parts.push(bytes);
    size += bytes.length;
  };
  const obj = (n: number, body: string | (() => void)) => {
    offsets[n] = size;
    push(`${n} 0 obj\n`);
    if (typeof body === 'string') push(body);
    else body();
    push('\nendobj\n');
  };
  push('%PDF-1.4\n');
  const kids = pages.map((_, i) => `${3 + i * 3} 0 R`).join(' ');
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>');
  obj(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  pages.forEach((p, i) => {
    const [pw, ph] = [p.widthMm * PT_PER_MM, p.heightMm * PT_PER_MM].map((v) => v.toFixed(2));
    const [iw, ih] = pixels(i);
    const n = 3 + i * 3;
    obj(
      n,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pw} ${ph}] /Resources << /XObject << /Im${i} ${n + 2} 0 R >> >> /Contents ${n + 1} 0 R >>`,
    );
    const draw = `q ${pw} 0 0 ${ph} 0 0 cm /Im${i} Do Q`;
    obj(n + 1, `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
    obj(n + 2, () => {
      push(
        `<< /Type /XObject /Subtype /Image /Width ${iw} /Height ${ih} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${p.jpeg.length} >>\nstream\n`,
      );
      push(p.jpeg);
      push('\nendstream');
    });
  });
  const count = 3 + pages.length * 3;
  const xref = size;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let n = 1; n < count; n++) push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Blob(parts as BlobPart[], { type: 'application/pdf' });
}

export async function downloadPdf(job: PrintJob) {
  const pages = sheetsOf(job);
  const blob = pdfOf(pages, (i) => [pages[i]!.widthMm * DOTS, pages[i]!.heightMm * DOTS]);
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `门票-${job.prints
    .map((p) => p.orderNo)
    .join('_')
    .slice(0, 60)}.pdf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
