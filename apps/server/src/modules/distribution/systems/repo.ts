import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** Tripartite systems (kind 1 supplier, 2 distribution: the opposite numbering of the account kinds is mapped in the service). */
const SYSTEM_COLUMNS = sql`id, kind, name, code, endpoint, app_key, secret, status, remark, last_sync_time, last_sync_ok, create_time`;

export const systemPage = (db: Scoped, kind: number, q: { name?: string; status?: number; current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`ptn_system`,
    columns: SYSTEM_COLUMNS,
    where: [
      db.tenant(),
      sql`is_deleted = 0 AND kind = ${kind}`,
      q.name && sql`name ILIKE ${`%${q.name}%`}`,
      q.status !== undefined && sql`status = ${q.status}`,
    ],
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });

export const system = (db: Scoped, kind: number, id: string) =>
  db.one(sql`SELECT ${SYSTEM_COLUMNS} FROM ptn_system WHERE ${db.tenant()} AND is_deleted = 0 AND kind = ${kind} AND id = ${id}`);

export const insertSystem = (db: Scoped, kind: number, f: Row, secret: unknown) =>
  db.one(sql`INSERT INTO ptn_system (tenant_id, kind, name, code, endpoint, app_key, secret, status, remark, create_user, update_user)
    VALUES (${db.tenantId}, ${kind}, ${f.name}, ${f.code}, ${f.endpoint}, ${f.appKey}, ${JSON.stringify(secret)}::jsonb, ${f.status},
      ${f.remark ?? null}, ${db.userId}, ${db.userId}) RETURNING id`);

export const updateSystem = (db: Scoped, kind: number, id: string, f: Row, secret: unknown | undefined) =>
  db.one(sql`UPDATE ptn_system SET name = ${f.name}, code = ${f.code}, endpoint = ${f.endpoint}, app_key = ${f.appKey},
      secret = ${secret === undefined ? sql`secret` : sql`${JSON.stringify(secret)}::jsonb`}, status = ${f.status}, remark = ${f.remark ?? null},
      update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND kind = ${kind} AND id = ${id} RETURNING id`);

export const removeSystems = (db: Scoped, kind: number, ids: string[]) =>
  db.query(sql`UPDATE ptn_system SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND kind = ${kind} AND id = ANY(${ids}::bigint[]) RETURNING id`);

export const markSynced = (db: Scoped, id: string, ok: boolean) =>
  db.query(sql`UPDATE ptn_system SET last_sync_time = now(), last_sync_ok = ${ok ? 1 : 0} WHERE ${db.tenant()} AND id = ${id}`);

export const insertLog = (
  db: Scoped,
  l: { systemId?: string; videoAccountId?: string; action: string; ok: boolean; count: number; message: string },
) =>
  db.one(sql`INSERT INTO ptn_sync_log (tenant_id, system_id, video_account_id, action, ok, count, message, create_user)
    VALUES (${db.tenantId}, ${l.systemId ?? null}, ${l.videoAccountId ?? null}, ${l.action}, ${l.ok ? 1 : 0}, ${l.count},
      ${l.message.slice(0, 500)}, ${db.userId}) RETURNING id, action, ok, count, message, create_time`);

export const logPage = (db: Scoped, systemId: string, q: { current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`ptn_sync_log`,
    columns: sql`id, action, ok, count, message, create_time`,
    where: [db.tenant(), sql`system_id = ${systemId}`],
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });

// ---------------------------------------------------------------- short video

export const videoAccounts = (db: Scoped) =>
  db.query(sql`SELECT a.id, a.platform, a.account_id, a.account_name, a.bind_time,
      (SELECT count(*)::int FROM ptn_video_product p WHERE p.tenant_id = a.tenant_id AND p.account_id = a.id) AS products
    FROM ptn_video_account a WHERE ${db.tenant('a')} AND a.is_deleted = 0`);

export const videoAccount = (db: Scoped, platform: string) =>
  db.one(sql`SELECT id, account_id FROM ptn_video_account WHERE ${db.tenant()} AND is_deleted = 0 AND platform = ${platform}`);

export const insertVideoAccount = (db: Scoped, platform: string, a: { accountId: string; accountName: string }) =>
  db.one(sql`INSERT INTO ptn_video_account (tenant_id, platform, account_id, account_name, create_user, update_user)
    VALUES (${db.tenantId}, ${platform}, ${a.accountId}, ${a.accountName}, ${db.userId}, ${db.userId}) RETURNING id`);

export const unbindVideo = (db: Scoped, platform: string) =>
  db.query(sql`UPDATE ptn_video_account SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND platform = ${platform} RETURNING id`);

export const saveVideoProducts = (db: Scoped, accountId: string, productIds: string[], outIds: string[]) =>
  db.query(sql`INSERT INTO ptn_video_product (tenant_id, account_id, product_id, out_id)
    SELECT ${db.tenantId}, ${accountId}, p, o FROM unnest(${productIds}::bigint[], ${outIds}::text[]) AS x(p, o)
    ON CONFLICT (tenant_id, account_id, product_id) DO UPDATE SET out_id = EXCLUDED.out_id, sync_time = now()`);

export const videoProductPage = (db: Scoped, accountId: string, q: { current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`ptn_video_product v JOIN prd_product p ON p.tenant_id = v.tenant_id AND p.id = v.product_id`,
    columns: sql`v.product_id, p.name AS product_name, v.out_id, v.sync_time`,
    where: [db.tenant('v'), sql`v.account_id = ${accountId}`],
    orderBy: sql`v.sync_time DESC, v.product_id DESC`,
    current: q.current,
    size: q.size,
  });

/** Live tickets of the tenant among the ids (the ones a platform may list). */
export const liveProducts = (db: Scoped, ids: string[]) =>
  db.query<{ id: string; name: string }>(sql`SELECT id::text, name FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0
    AND id = ANY(${ids}::bigint[])`);
