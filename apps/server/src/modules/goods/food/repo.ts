import type { z } from 'zod';
import type { FoodRow, StoreFoodCard, foodQuery } from '@yym/contract';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// Food items (restaurant vouchers, set meals) with their own stock.

export const FOOD: TableSpec = {
  name: 'gds_food',
  tenant: true,
  writable: [
    'name',
    'food_type',
    'restaurant',
    'address',
    'phone',
    'open_hours',
    'cover',
    'detail',
    'price',
    'stock',
    'valid_days',
    'shelf_status',
  ],
};

export const asFood = (r: FoodRow): FoodRow => ({ ...r, id: String(r.id), price: Number(r.price) });

export const page = (db: Scoped, q: z.output<typeof foodQuery>) =>
  db.page<FoodRow>(FOOD, {
    where: [
      q.name && sql`name ILIKE ${`%${q.name}%`}`,
      q.foodType != null && sql`food_type = ${q.foodType}`,
      q.shelfStatus != null && sql`shelf_status = ${q.shelfStatus}`,
    ],
    current: q.current,
    size: q.size,
  });

export const setShelf = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE gds_food SET shelf_status = ${status}, update_time = now() WHERE ${db.tenant()} AND is_deleted = 0
    AND id = ANY(${ids}::bigint[]) AND shelf_status <> ${status} RETURNING id`);
export const onShelfAmong = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT id FROM gds_food WHERE ${db.tenant()} AND is_deleted = 0 AND shelf_status = 1 AND id = ANY(${ids}::bigint[])`);

export const take = (db: Scoped, id: string, n: number) =>
  db.one(sql`WITH t AS (UPDATE gds_food SET stock = stock - ${n}, sold = sold + ${n} WHERE ${db.tenant()} AND id = ${id} AND stock >= ${n} RETURNING stock)
    SELECT stock FROM t UNION ALL SELECT yym_refuse('not enough stock') WHERE NOT EXISTS (SELECT 1 FROM t)`);
export const giveBack = (db: Scoped, id: string, n: number) =>
  db.query(sql`UPDATE gds_food SET stock = stock + ${n}, sold = greatest(sold - ${n}, 0) WHERE ${db.tenant()} AND id = ${id}`);
export const options = (db: Scoped) =>
  db.query(
    sql`SELECT id, restaurant || ' ' || name AS name, stock FROM gds_food WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id DESC LIMIT 200`,
  );
export const names = (db: Scoped, ids: string[]) =>
  db.query(
    sql`SELECT id, restaurant || ' ' || name AS name, stock FROM gds_food WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[])`,
  );

/** The storefront's food list: the tenant's food items on shelf, newest first. */
export const shelfPage = (db: Scoped, current: number, size: number) =>
  pageQuery<StoreFoodCard>(db.q, {
    from: sql`gds_food`,
    columns: sql`id::text AS id, name, food_type, restaurant, cover, price::int AS price`,
    where: [db.tenant(), sql`is_deleted = 0`, sql`shelf_status = 1`],
    orderBy: sql`id DESC`,
    current,
    size,
  });
