import { chinaToday } from './time.ts';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, stat } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { dirname, join } from 'node:path';
import type { Config } from './config.ts';
import { s3Storage } from './storage-s3.ts';

/**
 * Object storage. Local disk by default; an S3-compatible bucket when STORAGE=s3 (storage-s3.ts).
 * Keys are generated here (tenant/dir/date/uuid.ext): a file's own name is never used as a path.
 */
export interface Storage {
  /** A new file; a stored one is never overwritten. */
  put(key: string, bytes: Buffer, type?: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** A new file written as a stream (large exports); done when the stream has finished. */
  writer(key: string): Promise<Writable>;
  size(key: string): Promise<number | null>;
  /** The file as a stream, to send without holding it in memory. */
  reader(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** The three places files live: public uploads (/files), kept exports, private face photos. */
export type StorageArea = 'files' | 'exports' | 'faces';

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}
  private path(key: string) {
    if (!KEY_RE.test(key)) throw new Error('bad key');
    return join(this.root, key);
  }
  /** A stored file is never overwritten (`wx`: the write fails when the key exists). */
  async put(key: string, bytes: Buffer) {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, bytes, { flag: 'wx' });
  }
  async writer(key: string): Promise<Writable> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    return createWriteStream(p, { flags: 'wx' });
  }
  async size(key: string): Promise<number | null> {
    return stat(this.path(key)).then(
      (s) => s.size,
      () => null,
    );
  }
  async reader(key: string): Promise<{ stream: Readable; size: number } | null> {
    const size = await this.size(key);
    return size === null ? null : { stream: createReadStream(this.path(key)), size };
  }
  async get(key: string) {
    try {
      const p = this.path(key);
      await stat(p);
      return await readFile(p);
    } catch {
      return null;
    }
  }
  async remove(key: string) {
    await rm(this.path(key), { force: true });
  }
}

export const LOCAL_ROOTS: Record<StorageArea, (cfg: Config) => string> = {
  files: (cfg) => cfg.storageDir,
  exports: (cfg) => join(cfg.dataDir, 'exports'),
  faces: (cfg) => join(cfg.dataDir, 'faces'),
};

/**
 * The storage of one area, as the environment configures it (an OSS config may send a tenant's files
 * elsewhere: storages.ts): local folders under DATA_DIR, or one bucket with a prefix
 * per area (the same keys). Every process of a deployment given the same bucket reads what any wrote.
 */
export function storageFor(cfg: Config, area: StorageArea): Storage {
  return cfg.storage.kind === 's3' ? s3Storage(cfg.storage, area, validKey) : new LocalStorage(LOCAL_ROOTS[area](cfg));
}

export const validKey = (key: string) => KEY_RE.test(key);

export const KEY_RE = /^\d{6}\/[a-z0-9-]{1,30}\/\d{8}\/[a-f0-9]{32}\.[a-z0-9]{2,4}$/;

/** What may be uploaded: extension → allowed content types, with a size limit per kind. */
export const FILE_KINDS: Record<string, { types: string[]; kind: 'image' | 'audio' | 'video' | 'doc' }> = {
  png: { types: ['image/png'], kind: 'image' },
  jpg: { types: ['image/jpeg', 'image/jpg'], kind: 'image' },
  jpeg: { types: ['image/jpeg', 'image/jpg'], kind: 'image' },
  gif: { types: ['image/gif'], kind: 'image' },
  webp: { types: ['image/webp'], kind: 'image' },
  mp3: { types: ['audio/mpeg', 'audio/mp3'], kind: 'audio' },
  m4a: { types: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'], kind: 'audio' },
  wav: { types: ['audio/wav', 'audio/x-wav', 'audio/wave'], kind: 'audio' },
  aac: { types: ['audio/aac', 'audio/x-aac'], kind: 'audio' },
  mp4: { types: ['video/mp4'], kind: 'video' },
  mov: { types: ['video/quicktime'], kind: 'video' },
  xlsx: { types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], kind: 'doc' },
  pdf: { types: ['application/pdf'], kind: 'doc' },
};
export const SIZE_LIMITS: Record<string, number> = {
  image: 10 * 1024 * 1024,
  audio: 100 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  doc: 20 * 1024 * 1024,
};

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');
/** An MPEG audio frame header: 11 sync bits (0xFFE…), a layer that is not the reserved 00. */
const mpegFrame = (b: Buffer) => b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0;
/** An AAC ADTS header: 12 sync bits and layer 00 (0xFFF1 / 0xFFF9, or 0xFFF0 / 0xFFF8 with a CRC). */
const adtsFrame = (b: Buffer) => b.length >= 2 && b[0] === 0xff && (b[1]! & 0xf6) === 0xf0;

/**
 * The first bytes of each allowed kind, so a script or a page renamed .png or .mp3 is refused. Every
 * extension of FILE_KINDS has its check; an extension without one is refused.
 */
export function sniffMatches(ext: string, b: Buffer): boolean {
  const hex = b.subarray(0, 12).toString('hex');
  switch (ext) {
    case 'png':
      return hex.startsWith('89504e470d0a1a0a');
    case 'jpg':
    case 'jpeg':
      return hex.startsWith('ffd8ff');
    case 'gif':
      return hex.startsWith('47494638');
    case 'webp':
      return hex.startsWith('52494646') && b.subarray(8, 12).toString('ascii') === 'WEBP';
    case 'pdf':
      return hex.startsWith('25504446');
    case 'xlsx':
      return hex.startsWith('504b0304');
    case 'mp4':
    case 'mov':
    case 'm4a':
      return ascii(b, 4, 8) === 'ftyp';
    case 'mp3':
      return ascii(b, 0, 3) === 'ID3' || mpegFrame(b);
    case 'aac':
      return adtsFrame(b);
    case 'wav':
      return ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE';
    default:
      return false;
  }
}

export function newKey(tenantId: string, dir: string, ext: string): string {
  const d = chinaToday().replace(/-/g, '');
  return `${tenantId}/${dir}/${d}/${randomUUID().replace(/-/g, '')}.${ext}`;
}

/** Every parameter of a signed upload that reaches storage or the file's record. */
export interface UploadGrant {
  key: string;
  type: string;
  max: number;
  exp: number;
  uid: string;
  /** The file's own name, recorded (never used as a path). */
  name: string;
  /** The OSS config the file goes to ('' : the environment's STORAGE), chosen when the URL was given. */
  oss: string;
}

/**
 * Signed, expiring permission to PUT one key with one content type and at most `max` bytes, under one
 * name. The fields are signed as a JSON array, so no field can borrow characters from its neighbour.
 * The server accepts a signature once (the resource module records the spent key).
 */
export function signUpload(secret: string, p: UploadGrant): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify(['upload', p.key, p.type, p.max, p.exp, p.uid, p.name, p.oss]))
    .digest('hex');
}
export function checkUploadSignature(secret: string, p: UploadGrant, sig: string): boolean {
  const want = Buffer.from(signUpload(secret, p), 'hex');
  const got = Buffer.from(sig, 'hex');
  return got.length === want.length && timingSafeEqual(got, want) && p.exp * 1000 > Date.now();
}
