import type { Row } from '../../platform/db.ts';
import { snake } from '../../platform/rows.ts';
import { formatTime } from '../../platform/time.ts';

/**
 * What the voice sub-areas share (no SQL): reading an audio file's length from its own bytes (no decoder, no dependency): MP3 by walking its
 * frames, WAV by its header, M4A by its movie header. The trial of a paid voice is cut from the same
 * walk: whole MP3 frames up to the trial's end, or a WAV with a shorter data chunk.
 */

export interface AudioInfo {
  /** Length in milliseconds. */
  ms: number;
  /** The first `seconds` of the audio as a file of its own, or null where the format cannot be cut (M4A). */
  cut: (seconds: number) => Buffer | null;
}

const BITRATES: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** One MPEG audio frame header at `i`: its length in bytes and its samples, or null when there is none. */
export function mpegFrameAt(b: Buffer, i: number): { bytes: number; samples: number; rate: number } | null {
  if (i + 4 > b.length || b[i] !== 0xff || (b[i + 1]! & 0xe0) !== 0xe0) return null;
  const version = (b[i + 1]! >> 3) & 3; // 3 MPEG1, 2 MPEG2, 0 MPEG2.5, 1 reserved
  const layerBits = (b[i + 1]! >> 1) & 3; // 3 layer I, 2 layer II, 1 layer III
  if (version === 1 || layerBits === 0) return null;
  const layer = 4 - layerBits;
  const kbps = BITRATES[`${version === 3 ? 1 : 2}-${layer}`]![b[i + 2]! >> 4];
  const rate = RATES[version]![(b[i + 2]! >> 2) & 3];
  if (!kbps || !rate) return null; // free format, a bad index
  const pad = (b[i + 2]! >> 1) & 1;
  const bps = kbps * 1000;
  if (layer === 1) return { bytes: (Math.floor((12 * bps) / rate) + pad) * 4, samples: 384, rate };
  const half = layer === 3 && version !== 3; // layer III of MPEG2 and 2.5: half the samples
  return { bytes: Math.floor(((half ? 72 : 144) * bps) / rate) + pad, samples: half ? 576 : 1152, rate };
}

function id3End(b: Buffer): number {
  if (b.length < 10 || b.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
  return 10 + size + (b[5]! & 0x10 ? 10 : 0);
}

/** The frames of an MP3: each frame's start and the time (ms) at its end. A frame must be followed by another or the end. */
export function mp3Frames(b: Buffer): { start: number; endMs: number; end: number }[] {
  const frames: { start: number; endMs: number; end: number }[] = [];
  let i = id3End(b);
  let ms = 0;
  let skipped = 0;
  while (i < b.length) {
    const f = mpegFrameAt(b, i);
    const next = f && i + f.bytes;
    const chained =
      f && next! <= b.length && (next === b.length || mpegFrameAt(b, next!) !== null || b.toString('latin1', next!, next! + 3) === 'TAG');
    if (!f || !chained) {
      if (b.toString('latin1', i, i + 3) === 'TAG' || ++skipped > 64 * 1024) break;
      i++;
      continue;
    }
    ms += (f.samples * 1000) / f.rate;
    frames.push({ start: i, end: next!, endMs: ms });
    i = next!;
  }
  return frames;
}

function mp3(b: Buffer): AudioInfo | null {
  const frames = mp3Frames(b);
  if (frames.length < 2) return null;
  return {
    ms: Math.round(frames.at(-1)!.endMs),
    cut: (s) => {
      const last = frames.findIndex((f) => f.endMs >= s * 1000);
      return b.subarray(0, (last < 0 ? frames.at(-1)! : frames[last]!).end);
    },
  };
}

function wav(b: Buffer): AudioInfo | null {
  if (b.length < 12 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WAVE') return null;
  let fmt: Buffer | null = null;
  for (let i = 12; i + 8 <= b.length; ) {
    const id = b.toString('latin1', i, i + 4);
    const size = b.readUInt32LE(i + 4);
    if (id === 'fmt ' && size >= 16 && i + 8 + size <= b.length) fmt = b.subarray(i + 8, i + 8 + size);
    if (id === 'data' && fmt) {
      const byteRate = fmt.readUInt32LE(8);
      const align = fmt.readUInt16LE(12) || 1;
      const data = b.subarray(i + 8, Math.min(b.length, i + 8 + size));
      if (!byteRate) return null;
      const header = fmt;
      return {
        ms: Math.round((data.length * 1000) / byteRate),
        cut: (s) => {
          const n = Math.min(data.length, Math.floor((s * byteRate) / align) * align);
          return wavFile(header, data.subarray(0, n));
        },
      };
    }
    i += 8 + size + (size % 2);
  }
  return null;
}

/** A WAV file of a format chunk and its sample bytes. */
export function wavFile(fmt: Buffer, data: Buffer): Buffer {
  const head = Buffer.alloc(12 + 8 + fmt.length + 8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(head.length - 8 + data.length, 4);
  head.write('WAVE', 8, 'latin1');
  head.write('fmt ', 12, 'latin1');
  head.writeUInt32LE(fmt.length, 16);
  fmt.copy(head, 20);
  head.write('data', 20 + fmt.length, 'latin1');
  head.writeUInt32LE(data.length, 24 + fmt.length);
  return Buffer.concat([head, data]);
}

function box(b: Buffer, from: number, to: number, type: string): [number, number] | null {
  for (let i = from; i + 8 <= to; ) {
    let size = b.readUInt32BE(i);
    let head = 8;
    if (size === 1 && i + 16 <= to) {
      size = Number(b.readBigUInt64BE(i + 8));
      head = 16;
    } else if (size === 0) size = to - i;
    if (size < head) return null;
    if (b.toString('latin1', i + 4, i + 8) === type) return [i + head, Math.min(to, i + size)];
    i += size;
  }
  return null;
}

function m4a(b: Buffer): AudioInfo | null {
  const moov = box(b, 0, b.length, 'moov');
  const mvhd = moov && box(b, moov[0], moov[1], 'mvhd');
  if (!mvhd) return null;
  const [p, end] = mvhd;
  const v1 = b[p] === 1;
  if (p + (v1 ? 32 : 20) > end) return null;
  const scale = b.readUInt32BE(p + (v1 ? 20 : 12));
  const length = v1 ? Number(b.readBigUInt64BE(p + 24)) : b.readUInt32BE(p + 16);
  if (!scale) return null;
  return { ms: Math.round((length * 1000) / scale), cut: () => null };
}

/** The audio's length and its cutter, or null when the bytes are not a readable audio of that kind. */
export function readAudio(ext: string, b: Buffer): AudioInfo | null {
  try {
    if (ext === 'mp3') return mp3(b);
    if (ext === 'wav') return wav(b);
    if (ext === 'm4a') return m4a(b);
  } catch {
    return null;
  }
  return null;
}

/** A tone of `seconds` as an 8 kHz mono 8-bit WAV (the demo's voices: the seed stores no files). */
export function toneWav(seconds: number, hz: number): Buffer {
  const rate = 8000;
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(rate, 4);
  fmt.writeUInt32LE(rate, 8);
  fmt.writeUInt16LE(1, 12);
  fmt.writeUInt16LE(8, 14);
  const data = Buffer.alloc(seconds * rate);
  for (let i = 0; i < data.length; i++) data[i] = 128 + Math.round(40 * Math.sin((2 * Math.PI * hz * i) / rate));
  return wavFile(fmt, data);
}

/** A row read raw or through the pager (which answers camelCase): its columns by their snake_case names. */
export const columns = (x: Row): Row => Object.fromEntries(Object.entries(x).map(([k, v]) => [snake(k), v]));
/** A time as the API shows it. */
export const timeText = (v: unknown) => (v instanceof Date ? formatTime(v) : String(v ?? ''));
