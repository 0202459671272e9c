import { SignJWT } from 'jose';
import { randomUUID, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { Config } from './config.ts';

/** Claims of our tokens. `typ` keeps a refresh token from ever passing as an access token. */
export interface AccessClaims {
  typ: 'access';
  tid: string; // tenant
  uid: string; // user id
  sid: string; // session (refresh family)
  acc: string; // account
  utp: number; // user type: 1 staff, 2 distributor, 3 POI staff
}
export interface RefreshClaims {
  typ: 'refresh';
  tid: string;
  uid: string;
  sid: string;
  jti: string;
}

const ALG = 'HS256';
const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

const B64URL = /^[A-Za-z0-9_-]+$/;
const jsonPart = (part: string): Record<string, unknown> | null => {
  try {
    const v = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
};

/**
 * The claims of an HS256 token whose signature, header and expiry hold, else null. Node's HMAC, checked
 * in place: verifying through WebCrypto was a visible share of every request's CPU.
 */
export function verifyHs256(token: string, secret: string, now = Date.now()): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((x) => B64URL.test(x))) return null;
  const [h, p, sig] = parts as [string, string, string];
  const header = jsonPart(h);
  if (header?.alg !== ALG || 'crit' in header) return null;
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = jsonPart(p);
  const seconds = Math.floor(now / 1000);
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= seconds) return null;
  if (typeof claims.nbf === 'number' && claims.nbf > seconds) return null;
  return claims;
}

/** Access tokens kept verified per process: a session sends the same one with every request. */
const VERIFIED_CAP = 5000;

export class TokenService {
  // Signing keys imported once (verifying goes through verifyHs256, node's HMAC).
  private readonly accessKey: Promise<CryptoKey>;
  /**
   * Access tokens already verified, by their whole text (so by their signature too), with their
   * claims: the HMAC and the JSON of a token were a visible share of a list page's CPU. Expiry is
   * checked again on every use; whether the session still holds is the caller lookup's question.
   */
  private readonly verified = new Map<string, Readonly<AccessClaims & { exp: number }>>();
  private readonly refreshKey: Promise<CryptoKey>;
  constructor(private readonly cfg: Config) {
    this.accessKey = hmacKey(cfg.accessSecret);
    this.refreshKey = hmacKey(cfg.refreshSecret);
  }

  async signAccess(c: Omit<AccessClaims, 'typ'>): Promise<string> {
    return new SignJWT({ ...c, typ: 'access' })
      .setProtectedHeader({ alg: ALG })
      .setIssuedAt()
      .setExpirationTime(`${this.cfg.accessTtl}s`)
      .sign(await this.accessKey);
  }

  async signRefresh(c: Omit<RefreshClaims, 'typ'>, expiresAt: Date): Promise<string> {
    return new SignJWT({ ...c, typ: 'refresh' })
      .setProtectedHeader({ alg: ALG })
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.refreshKey);
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const kept = this.verified.get(token);
    if (kept) {
      if (kept.exp > Math.floor(Date.now() / 1000)) return kept;
      this.verified.delete(token);
      return null;
    }
    const claims = verifyHs256(token, this.cfg.accessSecret);
    if (claims?.typ !== 'access') return null;
    if (this.verified.size >= VERIFIED_CAP) this.verified.delete(this.verified.keys().next().value!);
    const frozen = Object.freeze(claims as unknown as AccessClaims & { exp: number });
    this.verified.set(token, frozen);
    return frozen;
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const claims = verifyHs256(token, this.cfg.refreshSecret);
    return claims?.typ === 'refresh' ? (claims as unknown as RefreshClaims) : null;
  }
}

export const newId = () => randomUUID().replace(/-/g, '');

/** The browser sends the lowercase MD5 hex of what the user typed ("sent hashed"). */
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// argon2id with moderate cost: ~15 ms on this machine's cores.
const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Store only a slow hash of what the browser sends (itself an MD5 of the typed password). */
export const hashPassword = (sentHash: string) => argonHash(sentHash, ARGON);
export async function verifyPassword(stored: string, sentHash: string): Promise<boolean> {
  try {
    return await argonVerify(stored, sentHash);
  } catch {
    return false;
  }
}
/** An OAuth client secret → what is stored: a salted slow hash, like passwords. */
export const hashSecret = (secret: string) => argonHash(secret, ARGON);

/**
 * Check a client secret. Installations seeded before the salted hash kept an unsalted SHA-256
 * (64 hex characters): it is still accepted, and `legacy` tells the caller to store the slow hash.
 */
export async function verifySecret(stored: string, secret: string): Promise<{ ok: boolean; legacy: boolean }> {
  if (/^[a-f0-9]{64}$/.test(stored)) {
    const given = Buffer.from(sha256(secret), 'hex');
    return { ok: timingSafeEqual(given, Buffer.from(stored, 'hex')), legacy: true };
  }
  return { ok: await verifyPassword(stored, secret), legacy: false };
}

/** Plain password (typed on a form that must be checked on the server) → what is stored. */
export const hashPlainPassword = (plain: string) => hashPassword(md5(plain));
