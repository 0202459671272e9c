import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A sealed value as stored: AES-256-GCM, base64 parts; `v` names the format for a later key rotation. */
export interface Sealed {
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

/**
 * The key that seals the tenants' payment secrets (merchant keys, API keys, certificates): PAY_CONFIG_KEY
 * (64 hex characters, or any text, hashed to 32 bytes), else a random key generated once into
 * DATA_DIR/pay-config.key like the token secrets (never in production: every process must be given
 * the same key). An in-memory database (tests) gets one key per process.
 */
let memoryKey: Buffer | undefined;
export function loadPayKey(given: string | undefined, at: { dataDir: string; memoryDb: boolean; production: boolean }): Buffer {
  if (given) return /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : createHash('sha256').update(given).digest();
  if (at.memoryDb) return (memoryKey ??= randomBytes(32));
  const file = join(at.dataDir, 'pay-config.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (at.production) throw new Error(REFUSE_GENERATING('PAY_CONFIG_KEY'));
  mkdirSync(at.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** Why a production start does not make up a secret: a second process would make up another. */
export const REFUSE_GENERATING = (names: string) =>
  `Refusing to generate ${names} in production: set it in the environment, the same for every server process (README, "Several processes")`;

/** Seal a JSON value; the tenant and provider are bound in as associated data, so a sealed row cannot be moved to another. */
export function seal(key: Buffer, value: unknown, bound: string): Sealed {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(bound));
  const data = Buffer.concat([c.update(JSON.stringify(value), 'utf8'), c.final()]);
  return { v: 1, iv: iv.toString('base64'), tag: c.getAuthTag().toString('base64'), data: data.toString('base64') };
}

export function unseal<T = unknown>(key: Buffer, s: Sealed, bound: string): T {
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(s.iv, 'base64'));
  d.setAAD(Buffer.from(bound));
  d.setAuthTag(Buffer.from(s.tag, 'base64'));
  return JSON.parse(Buffer.concat([d.update(Buffer.from(s.data, 'base64')), d.final()]).toString('utf8')) as T;
}
