import { deflateSync, inflateSync } from 'node:zlib';
import { SECKILL_PAGE, centsToYuan } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { info, sale } from '../activities/service.ts';

// A 5×7 pixel font for the figures the poster prints (prices and times; no font library is needed).
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '.': ['00000', '00000', '00000', '00000', '00000', '01100', '01100'],
  ':': ['00000', '01100', '01100', '00000', '01100', '01100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '¥': ['10001', '01010', '00100', '11111', '00100', '11111', '00100'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

function text(img: Raster, s: string, x: number, y: number, scale: number, color: readonly number[]) {
  let cx = x;
  for (const ch of s) {
    const g = GLYPHS[ch] ?? GLYPHS[' ']!;
    for (const [j, row] of g.entries())
      for (let i = 0; i < row.length; i++) if (row[i] === '1') img.fill(cx + i * scale, y + j * scale, scale, scale, color);
    cx += 6 * scale;
  }
  return cx;
}
const textWidth = (s: string, scale: number) => [...s].length * 6 * scale - scale;

const RED = [245, 34, 45];
const ORANGE = [255, 122, 69];
const GREY = [140, 140, 140];
const DARK = [38, 38, 38];

/**
 * The share poster (PNG, 600×960): a red sale band, the first item's seckill price and original price,
 * the sale's times, and the mini-program code of the seckill page (the sandbox provider draws a QR
 * code of the storefront link) with the activity id as its scene.
 */
export async function generatePoster(ctx: Ctx, seckillId: string, channelType: string): Promise<Buffer> {
  const a = await info(ctx.data, seckillId);
  const goods = await sale.goodsOf(ctx.data, seckillId);
  const W = 600;
  const img = new Raster(W, 960);
  for (let y = 0; y < 960; y += 8) {
    const t = y / 960;
    img.fill(
      0,
      y,
      W,
      8,
      RED.map((c, k) => Math.round(c + (ORANGE[k]! - c) * t)),
    );
  }
  img.fill(30, 150, W - 60, 780, [255, 255, 255]);
  const g = goods[0];
  const price = `¥${centsToYuan(Number(g?.seckill_price ?? 0))}`;
  text(img, price, (W - textWidth(price, 10)) / 2, 40, 10, [255, 255, 255]);
  const was = `¥${centsToYuan(Number(g?.original_price ?? 0))}`;
  const wx = (W - textWidth(was, 5)) / 2;
  text(img, was, wx, 190, 5, GREY);
  img.fill(wx - 4, 190 + 17, textWidth(was, 5) + 8, 3, GREY);
  const when = `${a.startTime.slice(5, 16)} - ${a.endTime.slice(5, 16)}`;
  text(img, when, (W - textWidth(when, 3)) / 2, 260, 3, DARK);
  img.fill(60, 300, W - 120, 4, RED);
  const code = await ctx.svc.providers.miniProgram.unlimitedCode({
    tenantId: ctx.tenantId,
    page: SECKILL_PAGE,
    scene: `seckillId=${seckillId}&channel=${channelType}`,
    width: 430,
  });
  const qr = decodePng(code);
  if (qr) img.blit(qr, (W - 420) / 2, 340, 420, 420);
  return img.toPng();
}

// ---------------------------------------------------------------- the raster (no image library)

/** A small RGBA raster with just what the poster needs: fill, blit, PNG in and out (no image library). */
class Raster {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
  }

  fill(fx: number, fy: number, w: number, h: number, [r, g, b]: readonly number[]) {
    const [x, y] = [Math.round(fx), Math.round(fy)];
    for (let j = Math.max(0, y); j < Math.min(this.height, y + h); j++)
      for (let i = Math.max(0, x); i < Math.min(this.width, x + w); i++) {
        const o = (j * this.width + i) * 4;
        this.data[o] = r!;
        this.data[o + 1] = g!;
        this.data[o + 2] = b!;
        this.data[o + 3] = 255;
      }
  }

  /** Copy another raster scaled to w×h at (x, y), nearest neighbour, alpha over white. */
  blit(src: Raster, x: number, y: number, w: number, h: number) {
    for (let j = 0; j < h; j++)
      for (let i = 0; i < w; i++) {
        const s = (Math.floor((j * src.height) / h) * src.width + Math.floor((i * src.width) / w)) * 4;
        const a = src.data[s + 3]! / 255;
        const px = [0, 1, 2].map((k) => Math.round(src.data[s + k]! * a + 255 * (1 - a)));
        this.fill(x + i, y + j, 1, 1, px);
      }
  }

  toPng(): Buffer {
    const row = this.width * 4 + 1;
    const raw = Buffer.alloc(row * this.height);
    for (let y = 0; y < this.height; y++) this.data.copy(raw, y * row + 1, y * this.width * 4, (y + 1) * this.width * 4);
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr.set([8, 6, 0, 0, 0], 8);
    return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  }
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, body: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Decode an 8-bit, non-interlaced PNG (grey, RGB, palette, with or without alpha); null otherwise. */
function decodePng(png: Buffer): Raster | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  let at = 8;
  let w = 0;
  let h = 0;
  let type = 0;
  let palette: Buffer | null = null;
  let trns: Buffer | null = null;
  const idat: Buffer[] = [];
  while (at + 8 <= png.length) {
    const len = png.readUInt32BE(at);
    const t = png.toString('ascii', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + len);
    if (t === 'IHDR') {
      [w, h, type] = [body.readUInt32BE(0), body.readUInt32BE(4), body[9]!];
      if (body[8] !== 8 || body[12] !== 0 || CHANNELS[type] === undefined || w > 4000 || h > 4000) return null;
    } else if (t === 'PLTE') palette = body;
    else if (t === 'tRNS') trns = body;
    else if (t === 'IDAT') idat.push(body);
    at += 12 + len;
  }
  const ch = CHANNELS[type]!;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = w * ch;
  if (raw.length < (stride + 1) * h) return null;
  const out = new Raster(w, h);
  const prev = Buffer.alloc(stride);
  const cur = Buffer.alloc(stride);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= ch ? cur[i - ch]! : 0;
      const b = prev[i]!;
      const c = i >= ch ? prev[i - ch]! : 0;
      const p = a + b - c;
      const pr = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      cur[i] = (x + [0, a, b, (a + b) >> 1, pr][f]!) & 0xff;
    }
    for (let i = 0; i < w; i++) {
      const o = (y * w + i) * 4;
      const s = cur.subarray(i * ch, i * ch + ch);
      const rgba =
        type === 0
          ? [s[0], s[0], s[0], 255]
          : type === 4
            ? [s[0], s[0], s[0], s[1]]
            : type === 2
              ? [s[0], s[1], s[2], 255]
              : type === 6
                ? [s[0], s[1], s[2], s[3]]
                : [palette?.[s[0]! * 3] ?? 0, palette?.[s[0]! * 3 + 1] ?? 0, palette?.[s[0]! * 3 + 2] ?? 0, trns?.[s[0]!] ?? 255];
      out.data.set(rgba as number[], o);
    }
    cur.copy(prev);
  }
  return out;
}
