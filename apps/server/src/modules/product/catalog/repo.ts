import type { z } from 'zod';
import type { ProductRow, SkuRow, SpecRow, productQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond, type Sql } from '../../../platform/sql.ts';
import { toApi, toApiRows } from '../../../platform/rows.ts';

export const PRODUCT: TableSpec = {
  name: 'prd_product',
  tenant: true,
  orderBy: 'id DESC',
  writable: [
    'poi_id',
    'classify_id',
    'spu_type',
    'name',
    'image',
    'images',
    'detail',
    'original_price',
    'label_ids',
    'weekly',
    'dis_date',
    'need_confirm',
    'need_id_card',
    'max_buy',
    'refund_rule',
    'expire_rule',
    'et_pk_time',
    'et_pk_address',
    'change_tkt_time',
    'change_tkt_address',
    'cancel_order_text',
    'adv_text',
    'et_text',
    'cost_desc',
    'cost_not_desc',
    'receips_desc',
    'ot_desc',
    'sort',
  ],
};
export const SKU: TableSpec = {
  name: 'prd_sku',
  tenant: true,
  orderBy: 'sort, id',
  writable: ['product_id', 'name', 'price', 'original_price', 'sort'],
};
// The neighbours' tables a product names or points to (read only here).
const POI: TableSpec = { name: 'prd_poi', tenant: true, writable: [] };
const CLASSIFY: TableSpec = { name: 'prd_classify', tenant: true, writable: [] };
const LABEL: TableSpec = { name: 'prd_label', tenant: true, orderBy: 'sort, id', writable: [] };
const SPECS: TableSpec = { name: 'prd_specs_config', tenant: true, orderBy: 'sort, id', writable: [] };

/** Product columns with poi, category and label names. */
const productCols = sql.raw(`p.*, (SELECT name FROM prd_poi x WHERE x.tenant_id = p.tenant_id AND x.id = p.poi_id) AS poi_name,
  (SELECT name FROM prd_classify x WHERE x.tenant_id = p.tenant_id AND x.id = p.classify_id) AS classify_name,
  ARRAY(SELECT name FROM prd_label l WHERE l.tenant_id = p.tenant_id AND l.id = ANY(p.label_ids) AND l.is_deleted = 0 ORDER BY l.sort, l.id) AS labels`);

export const productWhere = (q: z.output<typeof productQuery>): Cond[] => [
  q.name && sql`p.name ILIKE ${'%' + q.name + '%'}`,
  q.id && sql`p.id = ${q.id}`,
  q.shelfStatus !== undefined && sql`p.shelf_status = ${q.shelfStatus}`,
  q.spuType !== undefined && sql`p.spu_type = ${q.spuType}`,
  q.poiId && sql`p.poi_id = ${q.poiId}`,
  (q.categoryId ?? q.classifyId ?? q.poiParentTypeId) && sql`p.classify_id = ${q.categoryId ?? q.classifyId ?? q.poiParentTypeId}`,
  q.labelId && sql`${q.labelId}::bigint = ANY(p.label_ids)`,
];
export const spuTicket = sql`p.spu_type = 1`;
export const onShelf = sql`p.shelf_status = 1`;
/** A name holding the words as typed (LIKE's wildcards in them are plain characters). */
export const nameHolds = (words: string) => words !== '' && sql`p.name ILIKE ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

export function productPage(db: Scoped, where: Cond[], current: number, size: number) {
  return pageQuery<ProductRow>(db.q, {
    from: sql`prd_product p`,
    columns: productCols,
    where: [db.base(PRODUCT, 'p'), ...where],
    orderBy: sql`p.sort DESC, p.id DESC`,
    current,
    size,
  });
}

/** One product with its names, or undefined (another tenant's, removed). */
export async function productById(db: Scoped, id: string, opts: { onShelf?: boolean } = {}) {
  const row = await db.one(sql`SELECT ${productCols} FROM prd_product p WHERE ${db.base(PRODUCT, 'p')} AND p.id = ${id}
    ${opts.onShelf ? sql`AND p.shelf_status = 1` : sql.empty}`);
  return row && toApi<ProductRow>(row);
}

export const skusOf = (db: Scoped, productId: string) => db.list<SkuRow>(SKU, [sql`product_id = ${productId}`], 'sort, id');
export const getProduct = (db: Scoped, id: string) => db.get<ProductRow>(PRODUCT, id);
export const insertProduct = (db: Scoped, input: Record<string, unknown>, extra?: Record<string, unknown>) =>
  db.insert<ProductRow>(PRODUCT, input, extra);
export const updateProduct = (db: Scoped, id: string, input: Record<string, unknown>, extra?: Record<string, unknown>) =>
  db.update<ProductRow>(PRODUCT, id, input, extra);
export const removeProducts = (db: Scoped, ids: string[]) => db.remove(PRODUCT, ids);
export const getSku = (db: Scoped, id: string) => db.get<SkuRow>(SKU, id);
export const insertSku = (db: Scoped, input: Record<string, unknown>) => db.insert<SkuRow>(SKU, input);
export const updateSku = (db: Scoped, id: string, input: Record<string, unknown>) => db.update<SkuRow>(SKU, id, input);

/** Products of the caller's tenant among ids (id, name, dis_model, shelf_status). */
export const productsAmong = (db: Scoped, ids: string[]) =>
  db.query<{ id: string; name: string; dis_model: number; shelf_status: number }>(sql`SELECT id, name,
    dis_model, shelf_status FROM prd_product WHERE ${db.base(PRODUCT)} AND id = ANY(${ids}::bigint[])`);

/** Does the tenant have a product pointing at one of these (column poi_id or classify_id)? */
export async function anyProductWith(db: Scoped, column: 'poi_id' | 'classify_id', ids: string[]): Promise<boolean> {
  return !!(await db.one(
    sql`SELECT 1 FROM prd_product WHERE ${db.base(PRODUCT)} AND ${sql.ident(column)} = ANY(${ids}::bigint[]) LIMIT 1`,
  ));
}

export async function moveCategory(db: Scoped, fromId: string, toId: string, productIds?: string[]): Promise<number> {
  const rows = await db.query(sql`UPDATE prd_product SET classify_id = ${toId}, update_time = now()
    WHERE ${db.base(PRODUCT)} AND classify_id = ${fromId} ${productIds?.length ? sql`AND id = ANY(${productIds}::bigint[])` : sql.empty} RETURNING id`);
  return rows.length;
}

/** Shelf move conditional on the state read before; answers whether it happened. */
export async function moveShelf(db: Scoped, id: string, from: number, to: number): Promise<boolean> {
  return !!(await db.one(sql`UPDATE prd_product SET shelf_status = ${to}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.tenant()} AND id = ${id} AND shelf_status = ${from} RETURNING id`));
}

/** Take listed products off shelf; answers the ids that moved. */
export const takeOffShelf = (db: Scoped, ids: string[], to: number) =>
  db.query<{ id: string }>(sql`UPDATE prd_product SET shelf_status = ${to},
    update_time = now(), update_user = ${db.userId} WHERE ${db.base(PRODUCT)} AND shelf_status = 1 AND id = ANY(${ids}::bigint[]) RETURNING id`);

/** Set distribution columns (dis_model, dis_price_type, dis_price_value) of products. */
export async function setDistributionColumns(
  db: Scoped,
  ids: string[],
  cols: { disModel?: number; disPriceType?: number; disPriceValue?: number },
) {
  const sets = [
    cols.disModel !== undefined && sql`dis_model = ${cols.disModel}`,
    cols.disPriceType !== undefined && sql`dis_price_type = ${cols.disPriceType}`,
    cols.disPriceValue !== undefined && sql`dis_price_value = ${cols.disPriceValue}`,
  ].filter((x): x is Sql => !!x);
  await db.query(sql`UPDATE prd_product SET ${sql.join(sets)}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[])`);
}

export const setNeedIdCard = (db: Scoped, id: string) =>
  db.query(sql`UPDATE prd_product SET need_id_card = 1, update_time = now() WHERE ${db.tenant()} AND id = ${id}`);

export async function insertChangeRecord(db: Scoped, productId: string, action: string, content: string, userName: string | null) {
  await db.query(sql`INSERT INTO prd_change_record (tenant_id, product_id, action, content, create_user, user_name)
    VALUES (${db.tenantId}, ${productId}, ${action}, ${content.slice(0, 2000)}, ${db.userId}, ${userName})`);
}

export function changeRecordPage(db: Scoped, q: { productId?: string; current: number; size: number }) {
  return pageQuery(db.q, {
    from: sql`prd_change_record`,
    where: [db.tenant(), q.productId && sql`product_id = ${q.productId}`],
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });
}

export async function briefProducts(db: Scoped, ids: string[]) {
  return toApiRows<Partial<ProductRow>>(
    await db.query(sql`SELECT p.id, p.name, p.image, p.price, p.shelf_status, p.spu_type, p.dis_model,
      (SELECT name FROM prd_poi x WHERE x.tenant_id = p.tenant_id AND x.id = p.poi_id) AS poi_name
    FROM prd_product p WHERE ${db.base(PRODUCT, 'p')} AND p.id = ANY(${ids}::bigint[])`),
  );
}

/** The tenant's contact number, then its scenic spots' phones. */
export const servicePhones = (db: Scoped) =>
  db.query<{ name: string; phone: string }>(sql`SELECT tenant_name AS name, contact_number AS phone, 0 AS k,
    0::bigint AS id FROM blade_tenant WHERE ${db.tenant()} AND is_deleted = 0 AND coalesce(contact_number, '') <> ''
  UNION ALL SELECT name, phone, 1, id FROM prd_poi WHERE ${db.base(POI)} AND coalesce(phone, '') <> ''
  ORDER BY k, id`);

// ---------------------------------------------------------------- what a product points to

export const getPoi = (db: Scoped, id: string) => db.get(POI, id);
export const getClassify = (db: Scoped, id: string) => db.get(CLASSIFY, id);
export const labelsAmong = (db: Scoped, ids: string[]) => db.list(LABEL, [sql`id = ANY(${ids}::bigint[])`]);
export const specsAmong = (db: Scoped, ids: string[]) => db.list<SpecRow>(SPECS, [sql`id = ANY(${ids}::bigint[])`]);

export async function insertSkuFromSpec(
  db: Scoped,
  productId: string,
  s: { id: string; name: string; price: unknown; originalPrice: unknown },
  sort: number,
) {
  return toApi<SkuRow>(
    (await db.one(sql`INSERT INTO prd_sku (tenant_id, product_id, name, price, original_price, sort, spec_id, create_user, update_user)
    VALUES (${db.tenantId}, ${productId}, ${s.name}, ${s.price}, ${s.originalPrice}, ${sort}, ${s.id}, ${db.userId}, ${db.userId}) RETURNING *`))!,
  );
}

/** How many products use each spec template (through their skus). */
export const specUsage = (db: Scoped, specIds: string[]) =>
  db.query<{ spec_id: string; n: number }>(sql`SELECT s.spec_id,
    count(DISTINCT s.product_id)::int AS n FROM prd_sku s JOIN prd_product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id AND p.is_deleted = 0
  WHERE ${db.base(SKU, 's')} AND s.spec_id = ANY(${specIds}::bigint[]) GROUP BY s.spec_id`);

export function specProductPage(db: Scoped, q: { id: string; name?: string; current: number; size: number }) {
  return pageQuery(db.q, {
    from: sql`prd_product p`,
    columns: sql`p.id, p.name, p.price, p.shelf_status, p.spu_type, (SELECT name FROM prd_poi x WHERE x.tenant_id = p.tenant_id AND x.id = p.poi_id) AS poi_name,
      ARRAY(SELECT s.name FROM prd_sku s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0 AND s.spec_id = ${q.id} ORDER BY s.sort, s.id) AS sku_names`,
    where: [
      db.base(PRODUCT, 'p'),
      q.name && sql`p.name ILIKE ${'%' + q.name + '%'}`,
      sql`EXISTS (SELECT 1 FROM prd_sku s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0 AND s.spec_id = ${q.id})`,
    ],
    orderBy: sql`p.id DESC`,
    current: q.current,
    size: q.size,
  });
}
