import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REFUSE_GENERATING, loadPayKey } from './providers/paysecret.ts';
import type { S3Config } from './storage-s3.ts';

/** Everything configurable, read from the environment once (README has the table). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when empty the embedded PGlite under dataDir is used. */
  databaseUrl: string;
  /** A streaming replica for lists (DATABASE_READ_URL); empty: lists read the primary. */
  databaseReadUrl: string;
  /** After a write, that browser's lists read the primary this long (READ_YOUR_WRITES_MS). */
  readYourWritesMs: number;
  /** On SIGTERM, how long health answers 503 while requests are still served, before closing (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** Bearer token of GET /metrics (METRICS_TOKEN); empty: the route answers 404. */
  metricsToken: string;
  /** Use an in-memory PGlite (tests). */
  memoryDb: boolean;
  accessSecret: string;
  refreshSecret: string;
  /** Seals the tenants' payment secrets (PAY_CONFIG_KEY). */
  payKey: Buffer;
  accessTtl: number;
  refreshTtl: number;
  refreshAbsoluteTtl: number;
  captcha: boolean;
  /** Payment gateways the operator allows beside the providers' own (a test double, a proxy). */
  payGateways: string[];
  clientId: string;
  clientSecret: string;
  production: boolean;
  /** Sandbox providers are refused in production unless this is set (ALLOW_SANDBOX_PROVIDERS=true). */
  allowSandbox: boolean;
  logLevel: string;
  webDist: string;
  /** Which peers may set X-Forwarded-For (the address login and storefront throttles count by). */
  trustProxy: boolean | string;
  /** Run background jobs in this process. */
  jobs: boolean;
  /** Seed demo data on first start. */
  seedDemo: boolean;
  socialProvider: string;
  /** Express tracking by KDNIAO (EXPRESS_PROVIDER=kdniao with its business id and key); else the sandbox. */
  kdniao?: { businessId: string; apiKey: string };
  /** A chain service over HTTP for 数字藏品 (CHAIN_PROVIDER=http with CHAIN_API_URL, CHAIN_API_KEY, CHAIN_NETWORKS); else the sandbox chain. */
  chain?: { url: string; apiKey: string; networks: string };
  /** Local folders under DATA_DIR (STORAGE_DIR for uploads), or a bucket (STORAGE=s3 and S3_*). */
  storage: { kind: 'local' } | S3Config;
  storageDir: string;
  publicUrl: string;
  /** Exports up to this many rows are answered at once; longer ones run as a background job. */
  exportInlineRows: number;
  /** No export writes more rows than this (refused before it starts, with the limit said). */
  exportMaxRows: number;
}

function secretsFile(dataDir: string, production: boolean): { access: string; refresh: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  if (production) throw new Error(REFUSE_GENERATING('ACCESS_TOKEN_SECRET and REFRESH_TOKEN_SECRET'));
  mkdirSync(dataDir, { recursive: true });
  const s = { access: randomBytes(32).toString('hex'), refresh: randomBytes(32).toString('hex') };
  writeFileSync(file, JSON.stringify(s), { mode: 0o600 });
  return s;
}

function storageConfig(env: NodeJS.ProcessEnv): Config['storage'] {
  if ((env.STORAGE ?? 'local') !== 's3') return { kind: 'local' };
  const need = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !env[k]);
  if (need.length) throw new Error(`STORAGE=s3 needs ${need.join(', ')}`);
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT ?? '',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    publicEndpoint: env.S3_PUBLIC_ENDPOINT ?? '',
  };
}

const num = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // Default: ./data at the repository root, whichever workspace the server is started from.
  const dataDir = resolve(env.DATA_DIR ?? new URL('../../../../data', import.meta.url).pathname);
  const memoryDb = overrides.memoryDb ?? false;
  const production = env.NODE_ENV === 'production';
  const needSecrets = !(env.ACCESS_TOKEN_SECRET && env.REFRESH_TOKEN_SECRET) && !memoryDb;
  const gen = needSecrets
    ? secretsFile(dataDir, production)
    : { access: randomBytes(32).toString('hex'), refresh: randomBytes(32).toString('hex') };
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    databaseReadUrl: env.DATABASE_READ_URL ?? '',
    readYourWritesMs: num(env.READ_YOUR_WRITES_MS, 5000),
    metricsToken: env.METRICS_TOKEN ?? '',
    shutdownDrainMs: num(env.SHUTDOWN_DRAIN_MS, 0),
    memoryDb,
    accessSecret: env.ACCESS_TOKEN_SECRET ?? gen.access,
    refreshSecret: env.REFRESH_TOKEN_SECRET ?? gen.refresh,
    payKey: loadPayKey(env.PAY_CONFIG_KEY, { dataDir, memoryDb, production }),
    accessTtl: num(env.ACCESS_TOKEN_TTL, 3600),
    refreshTtl: num(env.REFRESH_TOKEN_TTL, 7 * 24 * 3600),
    refreshAbsoluteTtl: num(env.REFRESH_TOKEN_ABSOLUTE_TTL, 30 * 24 * 3600),
    captcha: (env.CAPTCHA ?? 'on') !== 'off',
    clientId: env.OAUTH_CLIENT_ID ?? 'saber',
    clientSecret: env.OAUTH_CLIENT_SECRET ?? 'saber_secret',
    production,
    allowSandbox: env.ALLOW_SANDBOX_PROVIDERS === 'true',
    payGateways: (env.PAY_GATEWAYS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    // Only a proxy on this host may name the client's address by default: a client talking to us
    // directly cannot escape the per-address throttles by sending X-Forwarded-For.
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY || 'loopback',
    jobs: (env.JOBS ?? 'on') !== 'off',
    seedDemo: (env.SEED_DEMO ?? 'on') !== 'off',
    socialProvider: env.SOCIAL_PROVIDER ?? '',
    ...(env.EXPRESS_PROVIDER === 'kdniao'
      ? { kdniao: { businessId: env.KDNIAO_EBUSINESS_ID ?? '', apiKey: env.KDNIAO_API_KEY ?? '' } }
      : {}),
    ...(env.CHAIN_PROVIDER === 'http'
      ? { chain: { url: env.CHAIN_API_URL ?? '', apiKey: env.CHAIN_API_KEY ?? '', networks: env.CHAIN_NETWORKS ?? '' } }
      : {}),
    storage: storageConfig(env),
    storageDir: resolve(env.STORAGE_DIR ?? join(dataDir, 'files')),
    publicUrl: env.PUBLIC_URL ?? '',
    exportInlineRows: num(env.EXPORT_INLINE_ROWS, 5000),
    exportMaxRows: num(env.EXPORT_MAX_ROWS, 1_000_000),
    ...overrides,
  };
}
