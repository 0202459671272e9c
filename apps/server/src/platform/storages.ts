import { OSS_MSG } from '@yym/contract';
import type { Config } from './config.ts';
import type { Queryable } from './db.ts';
import { bad } from './errors.ts';
import { type Sealed, unseal } from './providers/paysecret.ts';
import { sql } from './sql.ts';
import { LocalStorage, LOCAL_ROOTS, type Storage, type StorageArea, newKey, storageFor, validKey } from './storage.ts';
import { type S3Config, type S3Storage, s3Storage } from './storage-s3.ts';

/** A row of blade_oss as this file reads it (the OSS config page writes them: modules/oss). */
interface OssConfigRow {
  id: string;
  category: string;
  endpoint: string;
  public_endpoint: string;
  bucket_name: string;
  region: string;
  access_key: string;
  secret_key: Sealed | null;
  path_style: boolean;
  scope_tenant_id: string | null;
  status: number;
  is_deleted: number;
}

/** Seals are bound to the config and its key id: a sealed secret copied to another row does not open. */
export const ossSecretBound = (id: string, accessKey: string) => `000000/oss/${id}/${accessKey}`;

// Configs change rarely: each process keeps them this long (a change made here is seen at once, one
// made by another process within this time; a file is always read through the config it was written
// with, so nothing written meanwhile is lost).
const OSS_CACHE_MS = 5000;

/**
 * Where files are kept: the OSS config enabled for the tenant, else the one enabled for all tenants,
 * else the environment's STORAGE (a null config id). Every kept file records the config id it was
 * written through, and is read through that config, whatever is enabled later.
 */
export class Storages {
  private cache: { at: number; rows: Map<string, OssConfigRow> } | null = null;
  constructor(private readonly cfg: Config) {}

  /** After a change of the configs in this process. */
  forget() {
    this.cache = null;
  }

  /** The configs (removed ones too: their files stay readable), read on `q` (the caller's transaction, if any). */
  private async rows(q: Queryable, fresh = false): Promise<Map<string, OssConfigRow>> {
    if (fresh || !this.cache || Date.now() - this.cache.at > OSS_CACHE_MS) {
      const rows = await q.query<OssConfigRow>(sql`SELECT id, category, endpoint, public_endpoint, bucket_name, region, access_key,
        secret_key, path_style, scope_tenant_id, status, is_deleted FROM blade_oss`);
      this.cache = { at: Date.now(), rows: new Map(rows.map((r) => [String(r.id), { ...r, id: String(r.id) }])) };
    }
    return this.cache.rows;
  }

  private async row(q: Queryable, ossId: string): Promise<OssConfigRow> {
    // a config saved by another process since this one last read them
    const row = (await this.rows(q)).get(ossId) ?? (await this.rows(q, true)).get(ossId);
    if (!row) throw new Error(`no OSS config ${ossId}`);
    return row;
  }

  /** The config a tenant's new files go to (null: the environment's STORAGE). */
  async chosen(q: Queryable, tenantId: string): Promise<string | null> {
    const live = [...(await this.rows(q)).values()].filter((r) => r.status === 1 && r.is_deleted === 0);
    return (live.find((r) => r.scope_tenant_id === tenantId) ?? live.find((r) => r.scope_tenant_id === null))?.id ?? null;
  }

  /** One area of a config's storage (null: the environment's). */
  async of(q: Queryable, ossId: string | null, area: StorageArea): Promise<Storage> {
    if (!ossId) return storageFor(this.cfg, area);
    const row = await this.row(q, ossId);
    return row.category === 'local' ? new LocalStorage(LOCAL_ROOTS[area](this.cfg)) : s3Storage(this.s3Of(row), area, validKey);
  }

  /** Where presigned uploads of a config land before their checks: null for local disk (checked before stored). */
  async incoming(q: Queryable, ossId: string | null): Promise<S3Storage | null> {
    if (!ossId) return this.cfg.storage.kind === 's3' ? s3Storage(this.cfg.storage, 'incoming', validKey) : null;
    const row = await this.row(q, ossId);
    return row.category === 'local' ? null : s3Storage(this.s3Of(row), 'incoming', validKey);
  }

  /** Test a config: write, read back and delete a small object (outside any transaction: it talks to the bucket). */
  async probe(q: Queryable, ossId: string): Promise<{ ms: number }> {
    const started = Date.now();
    const storage = await this.of(q, ossId, 'files');
    const key = newKey('000000', 'oss-test', 'txt');
    try {
      await storage.put(key, Buffer.from('ok'), 'text/plain');
      const back = await storage.get(key);
      await storage.remove(key);
      if (back?.toString() !== 'ok') throw new Error('read back differs');
    } catch (e) {
      const err = e as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      const why = err.$metadata?.httpStatusCode ? `${err.name} (${err.$metadata.httpStatusCode})` : (err.message ?? String(e));
      throw bad(OSS_MSG.testFailed(why.slice(0, 120)));
    }
    return { ms: Date.now() - started };
  }

  /** Origins of the configs' buckets, where browsers PUT presigned uploads (the page's connect-src). */
  async uploadOrigins(q: Queryable): Promise<string[]> {
    const out = new Set<string>();
    for (const r of (await this.rows(q)).values()) {
      const at = r.category !== 'local' && r.is_deleted === 0 ? r.public_endpoint || r.endpoint : '';
      if (URL.canParse(at)) out.add(new URL(at).origin);
    }
    return [...out];
  }

  private s3Of(row: OssConfigRow): S3Config {
    let secretAccessKey: string;
    try {
      secretAccessKey = unseal<string>(this.cfg.payKey, row.secret_key!, ossSecretBound(row.id, row.access_key));
    } catch {
      throw bad(OSS_MSG.secretUnreadable);
    }
    return {
      kind: 's3',
      endpoint: row.endpoint,
      bucket: row.bucket_name,
      region: row.region || 'us-east-1',
      accessKeyId: row.access_key,
      secretAccessKey,
      forcePathStyle: row.path_style,
      publicEndpoint: row.public_endpoint,
    };
  }
}
