import QRCode from 'qrcode';

/**
 * The codes drawn on a ticket, as plain geometry so the print page (SVG) and the PDF (canvas) draw the
 * same thing: the QR code's modules, and an Interleaved 2 of 5 barcode of the order number's digits
 * (a numeric symbology every gate scanner reads).
 */

/** The QR modules: size × size, true = dark. */
export function qrModules(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const m = QRCode.create(text || ' ', { errorCorrectionLevel: 'M' }).modules;
  return { size: m.size, dark: (x, y) => !!m.get(y, x) };
}

const ITF: Record<string, string> = {
  '0': 'nnwwn',
  '1': 'wnnnw',
  '2': 'nwnnw',
  '3': 'wwnnn',
  '4': 'nnwnw',
  '5': 'wnwnn',
  '6': 'nwwnn',
  '7': 'nnnww',
  '8': 'wnnwn',
  '9': 'nwnwn',
};

/** The bars of an ITF barcode: [x, width] in narrow-module units, and the total width in units. */
export function itfBars(text: string): { bars: [number, number][]; width: number } {
  let digits = text.replace(/\D/g, '') || '0';
  if (digits.length % 2) digits = `0${digits}`;
  // start: narrow bar, narrow space, narrow bar, narrow space; stop: wide bar, narrow space, narrow bar
  const seq: string[] = ['n', 'n', 'n', 'n'];
  for (let i = 0; i < digits.length; i += 2) {
    const a = ITF[digits[i]!]!;
    const b = ITF[digits[i + 1]!]!;
    for (let k = 0; k < 5; k++) seq.push(a[k]!, b[k]!);
  }
  seq.push('w', 'n', 'n');
  const bars: [number, number][] = [];
  let x = 0;
  seq.forEach((s, i) => {
    const w = s === 'w' ? 3 : 1;
    if (i % 2 === 0) bars.push([x, w]);
    x += w;
  });
  return { bars, width: x };
}
