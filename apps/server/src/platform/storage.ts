import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Object storage. Local disk by default; the same interface fits an S3-compatible bucket.
 * Keys are generated here (tenant/dir/date/uuid.ext): a file's own name is never used as a path.
 */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}
  private path(key: string) {
    if (!KEY_RE.test(key)) throw new Error('bad key');
    return join(this.root, key);
  }
  async put(key: string, bytes: Buffer) {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, bytes);
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
}

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
export const SIZE_LIMITS: Record<string, number> = { image: 10 * 1024 * 1024, audio: 100 * 1024 * 1024, video: 100 * 1024 * 1024, doc: 20 * 1024 * 1024 };

/** The first bytes of each image kind, so a script renamed .png is refused. */
export function sniffMatches(ext: string, b: Buffer): boolean {
  const hex = b.subarray(0, 12).toString('hex');
  switch (ext) {
    case 'png': return hex.startsWith('89504e470d0a1a0a');
    case 'jpg': case 'jpeg': return hex.startsWith('ffd8ff');
    case 'gif': return hex.startsWith('47494638');
    case 'webp': return hex.startsWith('52494646') && b.subarray(8, 12).toString('ascii') === 'WEBP';
    case 'pdf': return hex.startsWith('25504446');
    case 'xlsx': return hex.startsWith('504b0304');
    case 'mp4': case 'mov': case 'm4a': return b.subarray(4, 8).toString('ascii') === 'ftyp';
    default: return b.length > 0;
  }
}

export function newKey(tenantId: string, dir: string, ext: string): string {
  const d = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${tenantId}/${dir}/${d}/${randomUUID().replace(/-/g, '')}.${ext}`;
}

/** Signed, expiring permission to PUT one key with one content type and at most `max` bytes. */
export function signUpload(secret: string, p: { key: string; type: string; max: number; exp: number; uid: string }): string {
  return createHmac('sha256', secret).update(`upload:${p.key}:${p.type}:${p.max}:${p.exp}:${p.uid}`).digest('hex');
}
export function checkUploadSignature(secret: string, p: { key: string; type: string; max: number; exp: number; uid: string }, sig: string): boolean {
  const want = Buffer.from(signUpload(secret, p), 'hex');
  const got = Buffer.from(sig, 'hex');
  return got.length === want.length && timingSafeEqual(got, want) && p.exp * 1000 > Date.now();
}
