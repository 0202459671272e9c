import type { Row } from '../../platform/db.ts';
import type { z } from 'zod';
import type { poiQuery, supplierCodeQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { toApiRows } from '../../platform/rows.ts';

export const POI: TableSpec = {
  name: 'prd_poi',
  tenant: true,
  orderBy: 'sort, id DESC',
  writable: [
    'name',
    'poi_type',
    'level',
    'image',
    'images',
    'province',
    'city',
    'address',
    'lng',
    'lat',
    'open_time',
    'phone',
    'intro',
    'notice',
    'supplier_code',
    'sort',
  ],
};
export const SUPPLIER_CODE: TableSpec = {
  name: 'prd_supplier_code',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['supplier_name', 'supplier_code', 'poi_id', 'contact', 'phone', 'remark'],
};

type PoiQuery = Partial<z.output<typeof poiQuery>>;
const poiWhere = (q: PoiQuery) => [
  q.name && sql`name ILIKE ${'%' + q.name + '%'}`,
  q.shelfStatus !== undefined && sql`shelf_status = ${q.shelfStatus}`,
  q.poiType !== undefined && sql`poi_type = ${q.poiType}`,
];

export const poiPage = (db: Scoped, q: z.output<typeof poiQuery>, listedOnly = false) =>
  db.page(POI, { where: [...poiWhere(q), listedOnly && sql`shelf_status = 1`], current: q.current, size: q.size });
export const poiRows = (db: Scoped, q: PoiQuery) => db.list<Row>(POI, poiWhere(q), undefined, 50_000);

export async function poiOptions(db: Scoped, name?: string) {
  return toApiRows(
    await db.query(sql`SELECT id, name, shelf_status FROM prd_poi
    WHERE ${db.base(POI)} ${name ? sql`AND name ILIKE ${'%' + name + '%'}` : sql.empty} ORDER BY sort, id DESC LIMIT 500`),
  );
}

export const getPoi = (db: Scoped, id: string) => db.get<Row>(POI, id);
export const insertPoi = (db: Scoped, input: Record<string, unknown>) => db.insert(POI, input);
export const updatePoi = (db: Scoped, id: string, input: Record<string, unknown>, extra?: Record<string, unknown>) =>
  db.update(POI, id, input, extra);
export const removePois = (db: Scoped, ids: string[]) => db.remove(POI, ids);

/** Shelf move conditional on the state read before. */
export async function moveShelf(db: Scoped, id: string, from: number, to: number): Promise<void> {
  await db.query(
    sql`UPDATE prd_poi SET shelf_status = ${to}, update_time = now() WHERE ${db.tenant()} AND id = ${id} AND shelf_status = ${from}`,
  );
}

export const supplierCodePage = (db: Scoped, q: z.output<typeof supplierCodeQuery>) =>
  db.page(SUPPLIER_CODE, {
    where: [
      q.supplierName && sql`supplier_name ILIKE ${'%' + q.supplierName + '%'}`,
      q.supplierCode && sql`supplier_code = ${q.supplierCode}`,
    ],
    current: q.current,
    size: q.size,
  });
export const getSupplierCode = (db: Scoped, id: string) => db.get(SUPPLIER_CODE, id);
export const insertSupplierCode = (db: Scoped, input: Record<string, unknown>) => db.insert(SUPPLIER_CODE, input);
export const updateSupplierCode = (db: Scoped, id: string, input: Record<string, unknown>) => db.update(SUPPLIER_CODE, id, input);
export const removeSupplierCodes = (db: Scoped, ids: string[]) => db.remove(SUPPLIER_CODE, ids);

/** Is the code taken by another supplier row of the tenant? */
export async function supplierCodeTaken(db: Scoped, code: string, exceptId: string | undefined): Promise<boolean> {
  return !!(await db.one(
    sql`SELECT 1 FROM prd_supplier_code WHERE ${db.base(SUPPLIER_CODE)} AND supplier_code = ${code} AND id <> ${exceptId ?? '0'}`,
  ));
}

/** The spots on shelf, by name (what a storefront form offers to choose from). */
export const onShelfSpots = async (db: Scoped) =>
  toApiRows(await db.query(sql`SELECT id, name FROM prd_poi WHERE ${db.base(POI)} AND shelf_status = 1 ORDER BY sort, id LIMIT 200`)) as {
    id: string;
    name: string;
  }[];
