import type { z } from 'zod';
import type { AlipaySyncConfigRow, AlipayTicketRow, alipayProductQuery, alipaySyncConfigForm } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

// The tenant's ticket products (read from the product area) with their state at Alipay (this area's rows).
const PRODUCTS = (db: Scoped) => sql`prd_product p
  LEFT JOIN ali_ticket_product a ON a.tenant_id = p.tenant_id AND a.product_id = p.id
  LEFT JOIN prd_poi o ON o.tenant_id = p.tenant_id AND o.id = p.poi_id
  WHERE ${db.tenant('p')} AND p.is_deleted = 0`;
const PRODUCT_COLUMNS = sql.raw(`coalesce(a.id, p.id) AS id, p.id AS product_id, p.name AS product_name, o.name AS poi_name,
  coalesce(a.ticket_type, 'ADULT') AS ticket_type, coalesce(a.sync_status, 0) AS sync_status, coalesce(a.on_sale, 0) AS on_sale,
  a.item_id, a.message, a.sync_time`);
const productFilters = (q: z.output<typeof alipayProductQuery>) => [
  q.productName && sql`p.name ILIKE ${`%${q.productName}%`}`,
  q.syncStatus !== undefined && sql`coalesce(a.sync_status, 0) = ${q.syncStatus}`,
];

export const productPage = (db: Scoped, q: z.output<typeof alipayProductQuery>) =>
  pageQuery<AlipayTicketRow>(db.q, {
    from: sql`prd_product p LEFT JOIN ali_ticket_product a ON a.tenant_id = p.tenant_id AND a.product_id = p.id
      LEFT JOIN prd_poi o ON o.tenant_id = p.tenant_id AND o.id = p.poi_id`,
    where: [db.tenant('p'), sql`p.is_deleted = 0`, ...productFilters(q)],
    columns: PRODUCT_COLUMNS,
    orderBy: sql`p.id DESC`,
    current: q.current,
    size: q.size,
  });

export const productRows = (db: Scoped, q: z.output<typeof alipayProductQuery>) =>
  db.query(sql`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCTS(db)} AND ${sql.and(productFilters(q))} ORDER BY p.id DESC LIMIT 5000`);

export const productRow = (db: Scoped, productId: string) =>
  db.one(sql`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCTS(db)} AND p.id = ${productId}`);

/** A product to sync: its name, scenic spot, lowest price, and the enabled configuration of its scenic spot. */
export const productToSync = (db: Scoped, productId: string) =>
  db.one<{ id: string; name: string; poi_name: string | null; price: string; app_id: string | null; ticket_type: string | null }>(sql`
    SELECT p.id, p.name, o.name AS poi_name, p.price, c.app_id, a.ticket_type
      FROM prd_product p
      LEFT JOIN prd_poi o ON o.tenant_id = p.tenant_id AND o.id = p.poi_id
      LEFT JOIN ali_sync_config c ON c.tenant_id = p.tenant_id AND c.poi_id = p.poi_id AND c.is_deleted = 0 AND c.enabled = 1
      LEFT JOIN ali_ticket_product a ON a.tenant_id = p.tenant_id AND a.product_id = p.id
     WHERE ${db.tenant('p')} AND p.id = ${productId} AND p.is_deleted = 0`);

export const saveSync = (db: Scoped, productId: string, ticketType: string, ok: boolean, itemId: string, message: string | null) =>
  db.query(sql`INSERT INTO ali_ticket_product (tenant_id, product_id, ticket_type, sync_status, item_id, message, sync_time, create_user, update_user)
    VALUES (${db.tenantId}, ${productId}, ${ticketType}, ${ok ? 1 : 2}, ${itemId || null}, ${message}, now(), ${db.userId}, ${db.userId})
    ON CONFLICT (tenant_id, product_id) DO UPDATE SET ticket_type = EXCLUDED.ticket_type, sync_status = EXCLUDED.sync_status,
      item_id = coalesce(EXCLUDED.item_id, ali_ticket_product.item_id), message = EXCLUDED.message, sync_time = now(),
      update_user = EXCLUDED.update_user, update_time = now()`);

/** Synced products among `productIds` with their mini-program (the on/off sale call needs both). */
export const syncedOf = (db: Scoped, productIds: string[]) =>
  db.query<{ product_id: string; item_id: string; app_id: string | null }>(sql`SELECT a.product_id, a.item_id, c.app_id
    FROM ali_ticket_product a JOIN prd_product p ON p.tenant_id = a.tenant_id AND p.id = a.product_id
    LEFT JOIN ali_sync_config c ON c.tenant_id = p.tenant_id AND c.poi_id = p.poi_id AND c.is_deleted = 0
    WHERE ${db.tenant('a')} AND a.product_id = ANY(${productIds}::bigint[]) AND a.sync_status = 1 AND a.item_id IS NOT NULL`);

export const setOnSale = (db: Scoped, productId: string, onSale: number) =>
  db.query(sql`UPDATE ali_ticket_product SET on_sale = ${onSale}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND product_id = ${productId}`);

/** The ticket type of several products (rows made for the ones never synced); only the tenant's products. */
export const setTicketType = async (db: Scoped, productIds: string[], ticketType: string) =>
  (
    await db.query(sql`INSERT INTO ali_ticket_product (tenant_id, product_id, ticket_type, create_user, update_user)
    SELECT ${db.tenantId}, p.id, ${ticketType}, ${db.userId}, ${db.userId} FROM prd_product p
     WHERE ${db.tenant('p')} AND p.id = ANY(${productIds}::bigint[]) AND p.is_deleted = 0
    ON CONFLICT (tenant_id, product_id) DO UPDATE SET ticket_type = EXCLUDED.ticket_type, update_user = EXCLUDED.update_user, update_time = now()
    RETURNING product_id`)
  ).length;

// ---------------------------------------------------------------- configurations

const CONFIG_FROM = sql`ali_sync_config c LEFT JOIN prd_poi o ON o.tenant_id = c.tenant_id AND o.id = c.poi_id`;
const CONFIG_COLUMNS = sql.raw('c.id, c.name, c.poi_id, o.name AS poi_name, c.app_id, c.auto_sync, c.enabled, c.update_time');

export const configPage = (db: Scoped, current: number, size: number) =>
  pageQuery<AlipaySyncConfigRow>(db.q, {
    from: CONFIG_FROM,
    where: [db.tenant('c'), sql`c.is_deleted = 0`],
    columns: CONFIG_COLUMNS,
    orderBy: sql`c.id DESC`,
    current,
    size,
  });

export const configInfo = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${CONFIG_COLUMNS} FROM ${CONFIG_FROM} WHERE ${db.tenant('c')} AND c.id = ${id} AND c.is_deleted = 0`);

export const poiOf = (db: Scoped, poiId: string) =>
  db.one(sql`SELECT id FROM prd_poi WHERE ${db.tenant()} AND id = ${poiId} AND is_deleted = 0`);

/** Insert, or change the one named by id; nothing when the scenic spot has another configuration already. */
export const saveConfig = (db: Scoped, f: z.output<typeof alipaySyncConfigForm>) =>
  f.id
    ? db.one<{
        id: string;
      }>(sql`UPDATE ali_sync_config SET name = ${f.name}, poi_id = ${f.poiId}, app_id = ${f.appId}, auto_sync = ${f.autoSync},
        update_user = ${db.userId}, update_time = now() WHERE ${db.tenant()} AND id = ${f.id} AND is_deleted = 0
        AND NOT EXISTS (SELECT 1 FROM ali_sync_config x WHERE ${db.tenant('x')} AND x.poi_id = ${f.poiId} AND x.id <> ${f.id} AND x.is_deleted = 0)
        RETURNING id`)
    : db.one<{ id: string }>(sql`INSERT INTO ali_sync_config (tenant_id, name, poi_id, app_id, auto_sync, create_user, update_user)
        VALUES (${db.tenantId}, ${f.name}, ${f.poiId}, ${f.appId}, ${f.autoSync}, ${db.userId}, ${db.userId})
        ON CONFLICT (tenant_id, poi_id) WHERE is_deleted = 0 DO NOTHING RETURNING id`);

export const setConfigEnabled = (db: Scoped, id: string, enabled: number) =>
  db.one<{ id: string }>(sql`UPDATE ali_sync_config SET enabled = ${enabled}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 RETURNING id`);

export const scenicOptions = (db: Scoped) =>
  db.query(sql`SELECT id, name FROM prd_poi WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id DESC LIMIT 500`);
