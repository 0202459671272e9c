import type { z } from 'zod';
import type { ListProduct, ProductListRow, addProductQuery, productListQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

// Product lists (商品清单) and the items they may hold, read across the area's catalogue tables.

export const LIST: TableSpec = { name: 'gds_list', tenant: true, writable: ['name', 'remark', 'items'] };

export const page = (db: Scoped, q: z.output<typeof productListQuery>) =>
  db.page<ProductListRow>(LIST, { where: [q.name && sql`name ILIKE ${`%${q.name}%`}`], current: q.current, size: q.size });

/** Every sellable item of the area as one list (goods with their lowest SKU price, lines with their lowest departure). */
const ITEMS = sql`(
  SELECT 'goods' AS kind, g.tenant_id, g.id, g.name, g.cover, g.shelf_status, g.is_deleted,
    (SELECT min(price) FROM gds_sku s WHERE s.tenant_id = g.tenant_id AND s.goods_id = g.id AND s.is_deleted = 0) AS price FROM gds_goods g
  UNION ALL SELECT 'bundle', tenant_id, id, name, cover, shelf_status, is_deleted, price FROM gds_bundle
  UNION ALL SELECT 'food', tenant_id, id, name, cover, shelf_status, is_deleted, price FROM gds_food
  UNION ALL SELECT 'line', l.tenant_id, l.id, l.name, l.cover, l.shelf_status, l.is_deleted,
    (SELECT min(price) FROM gds_line_date d WHERE d.tenant_id = l.tenant_id AND d.line_id = l.id) FROM gds_line l) i`;

export const itemPage = (db: Scoped, q: z.output<typeof addProductQuery>) =>
  pageQuery<ListProduct>(db.q, {
    from: ITEMS,
    columns: sql`kind, id::text AS id, name, cover, shelf_status, price`,
    where: [db.tenant('i'), sql`i.is_deleted = 0`, sql`i.kind = ${q.kind}`, q.name && sql`i.name ILIKE ${`%${q.name}%`}`],
    orderBy: sql`i.id DESC`,
    current: q.current,
    size: q.size,
    map: (r) => ({ ...r, price: r.price == null ? null : Number(r.price) }),
  });

export const itemsByKey = async (db: Scoped, keys: { kind: string; id: string }[]) =>
  (
    await db.query(sql`SELECT kind, id::text AS id, name, cover, shelf_status, price FROM ${ITEMS}
      WHERE ${db.tenant('i')} AND i.is_deleted = 0 AND (kind || ':' || id) = ANY(${keys.map((k) => `${k.kind}:${k.id}`)}::text[])`)
  ).map(
    (r) =>
      ({
        kind: r.kind,
        id: r.id,
        name: r.name,
        cover: r.cover,
        shelfStatus: Number(r.shelf_status),
        price: r.price == null ? null : Number(r.price),
      }) as ListProduct,
  );
