import type { z } from 'zod';
import type { BundlePartKind, BundleRow, bundleQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// Combined goods and their parts.

export const BUNDLE: TableSpec = {
  name: 'gds_bundle',
  tenant: true,
  writable: ['name', 'cover', 'price', 'detail', 'display_area', 'channels', 'max_buy', 'shelf_status'],
};

export const page = (db: Scoped, q: z.output<typeof bundleQuery>) =>
  db.page<BundleRow>(BUNDLE, {
    where: [q.name && sql`name ILIKE ${`%${q.name}%`}`, q.shelfStatus != null && sql`shelf_status = ${q.shelfStatus}`],
    current: q.current,
    size: q.size,
  });

interface PartRow {
  bundle_id: string;
  part_kind: BundlePartKind;
  part_id: string;
  qty: number;
}
export const partsOf = (db: Scoped, ids: string[]) =>
  db.query<PartRow>(sql`SELECT bundle_id, part_kind, part_id, qty
    FROM gds_bundle_part WHERE ${db.tenant()} AND bundle_id = ANY(${ids}::bigint[]) ORDER BY part_kind, part_id`);
export const setParts = async (db: Scoped, id: string, parts: { partKind: string; partId: string; qty: number }[]) => {
  await db.query(sql`DELETE FROM gds_bundle_part WHERE ${db.tenant()} AND bundle_id = ${id}`);
  await db.query(sql`INSERT INTO gds_bundle_part (tenant_id, bundle_id, part_kind, part_id, qty)
    SELECT ${db.tenantId}, ${id}, k, p, n FROM unnest(${parts.map((p) => p.partKind)}::text[], ${parts.map((p) => p.partId)}::bigint[],
      ${parts.map((p) => p.qty)}::int[]) AS x(k, p, n)`);
};

export const setShelf = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE gds_bundle SET shelf_status = ${status}, update_time = now() WHERE ${db.tenant()} AND is_deleted = 0
    AND id = ANY(${ids}::bigint[]) AND shelf_status <> ${status} RETURNING id`);
export const onShelfAmong = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT id FROM gds_bundle WHERE ${db.tenant()} AND is_deleted = 0 AND shelf_status = 1 AND id = ANY(${ids}::bigint[])`);
export const withoutParts = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT b.id FROM gds_bundle b WHERE ${db.tenant('b')} AND b.id = ANY(${ids}::bigint[])
    AND NOT EXISTS (SELECT 1 FROM gds_bundle_part p WHERE p.tenant_id = b.tenant_id AND p.bundle_id = b.id)`);

/**
 * What one unit of a bundle order takes, kept with the order (gds_sale_part), so its refund gives back
 * what was taken whatever the bundle is made of by then. `itemId` is a ticket sku's product.
 */
export const keepSaleParts = (
  db: Scoped,
  orderId: string,
  parts: { partKind: string; partId: string; itemId: string | null; qty: number; day: string | null }[],
) =>
  db.query(sql`INSERT INTO gds_sale_part (tenant_id, order_id, part_kind, part_id, item_id, qty, day)
    SELECT ${db.tenantId}, ${orderId}, k, p, i, n, d FROM unnest(${parts.map((p) => p.partKind)}::text[],
      ${parts.map((p) => p.partId)}::bigint[], ${parts.map((p) => p.itemId)}::bigint[], ${parts.map((p) => p.qty)}::int[],
      ${parts.map((p) => p.day)}::date[]) AS x(k, p, i, n, d)`);

export const salePartsOf = (db: Scoped, orderIds: string[]) =>
  db.query<{ order_id: string; part_kind: BundlePartKind; part_id: string; item_id: string | null; qty: number; day: string | null }>(sql`
    SELECT order_id, part_kind, part_id, item_id, qty, day::text AS day FROM gds_sale_part
    WHERE ${db.tenant()} AND order_id = ANY(${orderIds}::bigint[]) ORDER BY order_id, part_kind, part_id`);

/**
 * Take n units of an order's own-area parts (goods SKUs, set meals, line departures) in one statement,
 * or none of them: each part's UPDATE only takes where enough is left; when fewer parts were taken than
 * wanted the statement refuses (yym_refuse) and the whole transaction rolls back. The parts of the other
 * areas (tickets, hotel nights, e-cards) are taken by those areas' own statements in the same transaction.
 */
export const takeOwnParts = (db: Scoped, orderId: string, n: number) =>
  db.one(sql`WITH want AS (
      SELECT part_kind, part_id, qty * ${n} AS k FROM gds_sale_part
      WHERE ${db.tenant()} AND order_id = ${orderId} AND part_kind IN ('sku', 'food', 'line_date')),
    s AS (UPDATE gds_sku x SET stock = x.stock - w.k, sold = x.sold + w.k FROM want w
      WHERE ${db.tenant('x')} AND w.part_kind = 'sku' AND x.id = w.part_id AND x.is_deleted = 0 AND x.stock >= w.k RETURNING x.id),
    f AS (UPDATE gds_food x SET stock = x.stock - w.k, sold = x.sold + w.k FROM want w
      WHERE ${db.tenant('x')} AND w.part_kind = 'food' AND x.id = w.part_id AND x.is_deleted = 0 AND x.stock >= w.k RETURNING x.id),
    l AS (UPDATE gds_line_date x SET stock = x.stock - w.k, sold = x.sold + w.k FROM want w
      WHERE ${db.tenant('x')} AND w.part_kind = 'line_date' AND x.id = w.part_id AND x.stock >= w.k RETURNING x.id),
    taken AS (SELECT (SELECT count(*) FROM s) + (SELECT count(*) FROM f) + (SELECT count(*) FROM l) AS n)
    SELECT n FROM taken WHERE n = (SELECT count(*) FROM want)
    UNION ALL SELECT yym_refuse('parts not enough') FROM taken WHERE n <> (SELECT count(*) FROM want)`);

/** Give n units of an order's own-area parts back (the caller guards that it happens once per unit). */
export const returnOwnParts = (db: Scoped, orderId: string, n: number) =>
  db.query(sql`WITH want AS (
      SELECT part_kind, part_id, qty * ${n} AS k FROM gds_sale_part
      WHERE ${db.tenant()} AND order_id = ${orderId} AND part_kind IN ('sku', 'food', 'line_date')),
    s AS (UPDATE gds_sku x SET stock = x.stock + w.k, sold = greatest(x.sold - w.k, 0) FROM want w
      WHERE ${db.tenant('x')} AND w.part_kind = 'sku' AND x.id = w.part_id RETURNING x.id),
    f AS (UPDATE gds_food x SET stock = x.stock + w.k, sold = greatest(x.sold - w.k, 0) FROM want w
      WHERE ${db.tenant('x')} AND w.part_kind = 'food' AND x.id = w.part_id RETURNING x.id),
    l AS (UPDATE gds_line_date x SET stock = x.stock + w.k, sold = greatest(x.sold - w.k, 0) FROM want w
      WHERE ${db.tenant('x')} AND w.part_kind = 'line_date' AND x.id = w.part_id RETURNING x.id)
    SELECT (SELECT count(*) FROM s) + (SELECT count(*) FROM f) + (SELECT count(*) FROM l) AS n`);
