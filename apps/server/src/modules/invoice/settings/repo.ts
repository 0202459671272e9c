import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

export const SELLER: TableSpec = {
  name: 'inv_seller',
  tenant: true,
  orderBy: 'is_default DESC, id DESC',
  writable: ['name', 'tax_no', 'address', 'phone', 'bank_name', 'bank_account', 'drawer', 'is_default'],
};
export const DISK: TableSpec = {
  name: 'inv_channel',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['seller_id', 'name', 'disk_no', 'status'],
};
export const TAX_CLASS: TableSpec = {
  name: 'inv_tax_class',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['code', 'name', 'rate', 'product_ids'],
};

export const bySeller = (sellerId?: string) => sellerId && sql`seller_id = ${sellerId}`;
export const nameLike = (name?: string) => name && sql`name ILIKE ${`%${name}%`}`;

/** Only one default seller: the others lose the mark. */
export const clearDefault = (db: Scoped, exceptId: string) =>
  db.query(sql`UPDATE inv_seller SET is_default = 0 WHERE ${db.base(SELLER)} AND id <> ${exceptId} AND is_default = 1`);

export const sellerNames = async (db: Scoped, ids: string[]) =>
  new Map(
    (
      await db.query<{ id: string; name: string }>(sql`SELECT id, name FROM inv_seller WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[])`)
    ).map((r) => [String(r.id), r.name]),
  );

/** The seller to issue with: the one named, else the default (else the newest). */
export const sellerFor = (db: Scoped, id?: string) =>
  db.one(
    sql`SELECT * FROM inv_seller WHERE ${db.base(SELLER)} ${id ? sql`AND id = ${id}` : sql``} ORDER BY is_default DESC, id DESC LIMIT 1`,
  );
/** The seller's tax disk to issue through: the one named, else its newest enabled one. */
export const diskFor = (db: Scoped, sellerId: string, id?: string) =>
  db.one(sql`SELECT * FROM inv_channel WHERE ${db.base(DISK)} AND seller_id = ${sellerId} AND status = 1
    ${id ? sql`AND id = ${id}` : sql``} ORDER BY id DESC LIMIT 1`);
/** The tax class a product is invoiced under (the newest mapping wins). */
export const classOf = (db: Scoped, productId: string) =>
  db.one(sql`SELECT * FROM inv_tax_class WHERE ${db.base(TAX_CLASS)} AND ${productId}::bigint = ANY(product_ids) ORDER BY id DESC LIMIT 1`);
export const disksOfSellers = (db: Scoped, ids: string[]) =>
  db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM inv_channel WHERE ${db.base(DISK)} AND seller_id = ANY(${ids}::bigint[])`);

// ---------------------------------------------------------------- other areas' rows, read only

export const productNames = async (db: Scoped, ids: string[]) =>
  new Map(
    (
      await db.query<{ id: string; name: string }>(
        sql`SELECT id, name FROM prd_product WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`,
      )
    ).map((r) => [String(r.id), r.name]),
  );
export const products = async (db: Scoped): Promise<Row[]> =>
  toApiRows(
    await db.query(sql`SELECT id, name, poi_id FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id DESC LIMIT 1000`),
  );
