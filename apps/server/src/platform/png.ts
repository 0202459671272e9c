import { deflateSync, inflateSync } from 'node:zlib';

/**
 * A picture at another size (数字藏品's artwork downloads), with no image library in the project: PNG files (8-bit, not interlaced:
 * grey, RGB, palette, with or without alpha) are decoded here, resized by averaging the source pixels
 * under each new one (nearest when enlarging) and written back as RGBA PNG. Anything else answers null
 * (the caller serves the original).
 */

interface Image {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const MAX_PIXELS = 40_000_000;

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

function decodePng(file: Buffer): Image | null {
  if (file.length < 33 || !file.subarray(0, 8).equals(SIGNATURE)) return null;
  let at = 8;
  let width = 0;
  let height = 0;
  let type = -1;
  let palette: Buffer | null = null;
  let alphas: Buffer | null = null;
  const data: Buffer[] = [];
  while (at + 8 <= file.length) {
    const len = file.readUInt32BE(at);
    const name = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + len);
    if (name === 'IHDR') {
      [width, height, type] = [body.readUInt32BE(0), body.readUInt32BE(4), body[9]!];
      if (body[8] !== 8 || body[12] !== 0 || !(type in CHANNELS) || !width || !height || width * height > MAX_PIXELS) return null;
    } else if (name === 'PLTE') palette = body;
    else if (name === 'tRNS') alphas = body;
    else if (name === 'IDAT') data.push(body);
    else if (name === 'IEND') break;
    at += 12 + len;
  }
  if (!width || (type === 3 && !palette)) return null;
  const ch = CHANNELS[type]!;
  const stride = width * ch;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data));
  } catch {
    return null;
  }
  if (raw.length < (stride + 1) * height) return null;
  const px = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = y * stride;
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= ch ? px[line + x - ch]! : 0;
      const b = y > 0 ? px[line - stride + x]! : 0;
      const c = x >= ch && y > 0 ? px[line - stride + x - ch]! : 0;
      const add = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      px[line + x] = (v + add) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const s = i * ch;
    let rgb: [number, number, number, number];
    if (type === 3) {
      const k = px[s]!;
      rgb = [palette![k * 3] ?? 0, palette![k * 3 + 1] ?? 0, palette![k * 3 + 2] ?? 0, alphas?.[k] ?? 255];
    } else if (type === 0 || type === 4) rgb = [px[s]!, px[s]!, px[s]!, type === 4 ? px[s + 1]! : 255];
    else rgb = [px[s]!, px[s + 1]!, px[s + 2]!, type === 6 ? px[s + 3]! : 255];
    rgba.set(rgb, i * 4);
  }
  return { width, height, rgba };
}

/** Resize so the longer side is `size` pixels (the aspect kept). */
function resize(img: Image, size: number): Image {
  const scale = size / Math.max(img.width, img.height);
  const width = Math.max(1, Math.round(img.width * scale));
  const height = Math.max(1, Math.round(img.height * scale));
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / scale);
    const y1 = Math.min(img.height, Math.max(y0 + 1, Math.floor((y + 1) / scale)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x / scale);
      const x1 = Math.min(img.width, Math.max(x0 + 1, Math.floor((x + 1) / scale)));
      const sum = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) for (let c = 0; c < 4; c++) sum[c]! += img.rgba[(sy * img.width + sx) * 4 + c]!;
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++) out[(y * width + x) * 4 + c] = Math.round(sum[c]! / n);
    }
  }
  return { width, height, rgba: out };
}

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
const chunk = (name: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(name, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
};

function encodePng(img: Image): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(img.width, 0);
  ihdr.writeUInt32BE(img.height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const stride = img.width * 4;
  const raw = Buffer.alloc((stride + 1) * img.height);
  for (let y = 0; y < img.height; y++) raw.set(img.rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The PNG at `size` (longer side), or null when the file is not a PNG this can read. */
export function resizedPng(file: Buffer, size: number): Buffer | null {
  const img = decodePng(file);
  return img ? encodePng(resize(img, size)) : null;
}
