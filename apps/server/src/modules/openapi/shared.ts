import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The open API's signing (no SQL): the string partners sign, and new keys. */

export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** `METHOD\nPATH\nTIMESTAMP\nNONCE\nSHA256(BODY)`: PATH as sent (with its query), BODY the exact bytes ('' for none). */
export const stringToSign = (method: string, path: string, timestamp: string, nonce: string, body: string) =>
  [method.toUpperCase(), path, timestamp, nonce, sha256Hex(body)].join('\n');

export const signature = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const newKeyId = () => `ak${randomBytes(10).toString('hex')}`;
export const newSecret = () => randomBytes(24).toString('base64url');

/** Seals are bound to the tenant and the key id. */
export const secretBound = (tenantId: string, keyId: string) => `${tenantId}/openapi/${keyId}`;

/** Is the caller's address allowed (an empty list allows any)? IPv4 addresses and /n ranges. */
export function ipAllowed(ip: string, allowed: string[]): boolean {
  if (!allowed.length) return true;
  const v4 = ip.replace(/^::ffff:/, '');
  const num = (a: string) => a.split('.').reduce((n, p) => n * 256 + Number(p), 0);
  return allowed.some((rule) => {
    const [base, bits] = rule.split('/');
    if (!bits) return base === v4;
    const mask = Number(bits) === 0 ? 0 : 2 ** 32 - 2 ** (32 - Number(bits));
    return /^\d+\.\d+\.\d+\.\d+$/.test(v4) && (num(v4) & mask) >>> 0 === (num(base!) & mask) >>> 0;
  });
}
