import type { z } from 'zod';
import type { SupplierRow, supplierQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// Hotel suppliers (htl_supplier), and the hotels, room types and plans a supplier's pull already keeps here.

export const SUPPLIER: TableSpec = {
  name: 'htl_supplier',
  tenant: true,
  writable: ['name', 'code', 'provider', 'contact_name', 'phone', 'remark', 'last_pull_time', 'pulled_hotels'],
  orderBy: 'id DESC',
};

export const supplierPage = (db: Scoped, q: z.output<typeof supplierQuery>) =>
  db.page<SupplierRow>(SUPPLIER, { where: [q.name && sql`name ILIKE ${`%${q.name}%`}`], current: q.current, size: q.size });

export const supplierByCode = (db: Scoped, code: string) =>
  db.one(sql`SELECT id FROM htl_supplier WHERE ${db.tenant()} AND code = ${code} AND is_deleted = 0`);

/** A supplier's hotel already kept here (the pull updates it instead of adding another). */
export const hotelBySupplierCode = (db: Scoped, supplierId: string, code: string) =>
  db.one(
    sql`SELECT * FROM htl_hotel WHERE ${db.tenant()} AND supplier_id = ${supplierId} AND supplier_hotel_code = ${code} AND is_deleted = 0`,
  );
export const roomBySupplierCode = (db: Scoped, hotelId: string, code: string) =>
  db.one(
    sql`SELECT * FROM htl_room_type WHERE ${db.tenant()} AND hotel_id = ${hotelId} AND supplier_room_code = ${code} AND is_deleted = 0`,
  );
export const planBySupplierCode = (db: Scoped, roomId: string, code: string) =>
  db.one(sql`SELECT * FROM htl_plan WHERE ${db.tenant()} AND room_type_id = ${roomId} AND supplier_plan_code = ${code} AND is_deleted = 0`);
