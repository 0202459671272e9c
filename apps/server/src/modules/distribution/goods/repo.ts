import type { z } from 'zod';
import type { disQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

export const DISTRIBUTOR: TableSpec = { name: 'dis_distributor', tenant: true, orderBy: 'id', writable: ['name', 'contact_name', 'phone'] };

export const distributors = (db: Scoped, where: Cond[], limit?: number) => db.list(DISTRIBUTOR, where, 'id', limit);
export const nameLike = (name?: string) => name && sql`name ILIKE ${'%' + name + '%'}`;
export const idAmong = (ids: string[]) => sql`id = ANY(${ids}::bigint[])`;

/** Tickets with their model, price rule and distributors. */
export function distributionPage(db: Scoped, q: z.output<typeof disQuery>) {
  return pageQuery(db.q, {
    from: sql`prd_product p`,
    columns: sql`p.id, p.name, p.price, p.shelf_status, p.dis_model, p.dis_price_type, p.dis_price_value,
      (SELECT name FROM prd_poi x WHERE x.tenant_id = p.tenant_id AND x.id = p.poi_id) AS poi_name,
      coalesce((SELECT json_agg(json_build_object('id', d.id::text, 'name', d.name) ORDER BY d.id) FROM prd_distribution_auth a
        JOIN dis_distributor d ON d.tenant_id = a.tenant_id AND d.id = a.distributor_id AND d.is_deleted = 0
        WHERE a.tenant_id = p.tenant_id AND a.product_id = p.id), '[]'::json) AS distributors`,
    where: [
      db.tenant('p'),
      sql`p.is_deleted = 0 AND p.spu_type = 1`,
      q.name && sql`p.name ILIKE ${'%' + q.name + '%'}`,
      q.disModel !== undefined && sql`p.dis_model = ${q.disModel}`,
      q.shelfStatus !== undefined && sql`p.shelf_status = ${q.shelfStatus}`,
      q.distributorId &&
        sql`EXISTS (SELECT 1 FROM prd_distribution_auth a WHERE a.tenant_id = p.tenant_id AND a.product_id = p.id AND a.distributor_id = ${q.distributorId})`,
    ],
    orderBy: sql`p.id DESC`,
    current: q.current,
    size: q.size,
  });
}

export async function revokeAll(db: Scoped, productIds: string[]): Promise<void> {
  await db.query(sql`DELETE FROM prd_distribution_auth WHERE ${db.tenant()} AND product_id = ANY(${productIds}::bigint[])`);
}

export async function authorize(db: Scoped, productIds: string[], distributorIds: string[]): Promise<void> {
  await db.query(sql`INSERT INTO prd_distribution_auth (tenant_id, product_id, distributor_id, create_user)
    SELECT ${db.tenantId}, p, d, ${db.userId} FROM unnest(${productIds}::bigint[]) p CROSS JOIN unnest(${distributorIds}::bigint[]) d
    ON CONFLICT DO NOTHING`);
}

/** Sale price, free stock and quota of sku dates. */
export const calendarWithQuota = (db: Scoped, skuIds: string[], from: string, to: string) =>
  db.query<{
    sku_id: string;
    play_date: string;
    price: string;
    stock: number;
    sold: number;
    quota: number | null;
  }>(sql`SELECT c.sku_id, c.play_date,
      c.price, c.stock, c.sold, d.quota FROM prd_calendar c
    LEFT JOIN prd_distribution_stock d ON d.tenant_id = c.tenant_id AND d.sku_id = c.sku_id AND d.play_date = c.play_date
    WHERE ${db.tenant('c')} AND c.sku_id = ANY(${skuIds}::bigint[]) AND c.play_date BETWEEN ${from} AND ${to} ORDER BY c.play_date`);

/** The free stock of sku dates, held until the quotas are written. */
export const lockedStock = (db: Scoped, skuIds: string[], dates: string[]) =>
  db.query<{ sku_id: string; play_date: string; stock: number }>(sql`SELECT sku_id,
    play_date, stock FROM prd_calendar WHERE ${db.tenant()} AND sku_id = ANY(${skuIds}::bigint[]) AND play_date = ANY(${dates}::date[])
  ORDER BY sku_id, play_date FOR UPDATE`);

export async function setQuotas(db: Scoped, cells: { skuId: string; date: string }[], quota: number): Promise<void> {
  await db.query(sql`INSERT INTO prd_distribution_stock (tenant_id, sku_id, play_date, quota, update_user)
    SELECT ${db.tenantId}, x.sku_id, x.play_date, ${quota}::int, ${db.userId}
    FROM unnest(${cells.map((c) => c.skuId)}::bigint[], ${cells.map((c) => c.date)}::date[]) AS x(sku_id, play_date)
    ON CONFLICT (tenant_id, sku_id, play_date) DO UPDATE SET quota = EXCLUDED.quota, update_user = EXCLUDED.update_user, update_time = now()`);
}

/** A distribution quota never stays above the free stock. */
export async function capQuotas(db: Scoped, skuIds: string[], dates: string[]): Promise<void> {
  await db.query(sql`UPDATE prd_distribution_stock d SET quota = c.stock, update_time = now() FROM prd_calendar c
    WHERE ${db.tenant('d')} AND c.tenant_id = d.tenant_id AND c.sku_id = d.sku_id AND c.play_date = d.play_date
      AND d.sku_id = ANY(${skuIds}::bigint[]) AND d.play_date = ANY(${dates}::date[]) AND d.quota > c.stock`);
}
