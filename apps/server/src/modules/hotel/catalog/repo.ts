import type { z } from 'zod';
import type { HotelRow, PlanRow, RoomTypeRow, StoreHotelCard, hotelQuery, planQuery, roomQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

// Hotels, room types and rate plans: the tables and the reads with joins.

export const HOTEL: TableSpec = {
  name: 'htl_hotel',
  tenant: true,
  writable: [
    'name',
    'star',
    'phone',
    'email',
    'address',
    'cover',
    'images',
    'intro',
    'facilities',
    'check_in_time',
    'check_out_time',
    'notice',
    'sort',
    'shelf_status',
    'recommend',
    'supplier_id',
    'supplier_hotel_code',
    'sync_time',
  ],
  orderBy: 'sort, id DESC',
};
export const ROOM: TableSpec = {
  name: 'htl_room_type',
  tenant: true,
  writable: [
    'hotel_id',
    'name',
    'images',
    'bed_type',
    'bed_count',
    'area',
    'max_guests',
    'floor',
    'has_window',
    'facilities',
    'remark',
    'sort',
    'status',
    'supplier_room_code',
  ],
  orderBy: 'sort, id',
};
export const PLAN: TableSpec = {
  name: 'htl_plan',
  tenant: true,
  writable: [
    'hotel_id',
    'room_type_id',
    'name',
    'breakfast',
    'cancel_rule',
    'cancel_days',
    'min_nights',
    'advance_days',
    'max_rooms',
    'channel',
    'base_price',
    'sort',
    'shelf_status',
    'supplier_plan_code',
    'sync_time',
  ],
  orderBy: 'sort, id',
};

/** A rate plan's row as stored (snake_case; bigint ids as text). */
export interface PlanRecord {
  id: string;
  hotel_id: string;
  room_type_id: string;
  name: string;
  breakfast: number;
  cancel_rule: number;
  cancel_days: number;
  min_nights: number;
  advance_days: number;
  max_rooms: number;
  shelf_status: number;
  [k: string]: unknown;
}

export const hotelPage = (db: Scoped, q: z.output<typeof hotelQuery>) =>
  pageQuery<HotelRow>(db.q, {
    from: sql`htl_hotel h LEFT JOIN htl_supplier s ON s.tenant_id = h.tenant_id AND s.id = h.supplier_id`,
    columns: sql`h.*, s.name AS supplier_name,
      (SELECT count(*)::int FROM htl_room_type r WHERE r.tenant_id = h.tenant_id AND r.hotel_id = h.id AND r.is_deleted = 0) AS room_count,
      (SELECT count(*)::int FROM htl_plan p WHERE p.tenant_id = h.tenant_id AND p.hotel_id = h.id AND p.is_deleted = 0) AS plan_count`,
    where: [
      db.tenant('h'),
      sql`h.is_deleted = 0`,
      q.name && sql`h.name ILIKE ${`%${q.name}%`}`,
      q.shelfStatus !== undefined && sql`h.shelf_status = ${q.shelfStatus}`,
      q.star !== undefined && sql`h.star = ${q.star}`,
      q.supplierId && sql`h.supplier_id = ${q.supplierId}`,
    ],
    orderBy: sql`h.sort, h.id DESC`,
    current: q.current,
    size: q.size,
  });

export const hotelOptions = (db: Scoped) =>
  db.query<{ id: string; name: string }>(
    sql`SELECT id, name FROM htl_hotel WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY sort, id DESC LIMIT 1000`,
  );

export const roomPage = (db: Scoped, q: z.output<typeof roomQuery>) =>
  pageQuery<RoomTypeRow>(db.q, {
    from: sql`htl_room_type r JOIN htl_hotel h ON h.tenant_id = r.tenant_id AND h.id = r.hotel_id`,
    columns: sql`r.*, h.name AS hotel_name,
      (SELECT count(*)::int FROM htl_plan p WHERE p.tenant_id = r.tenant_id AND p.room_type_id = r.id AND p.is_deleted = 0) AS plan_count`,
    where: [
      db.tenant('r'),
      sql`r.is_deleted = 0`,
      q.hotelId && sql`r.hotel_id = ${q.hotelId}`,
      q.name && sql`r.name ILIKE ${`%${q.name}%`}`,
      q.status !== undefined && sql`r.status = ${q.status}`,
    ],
    orderBy: sql`r.hotel_id DESC, r.sort, r.id`,
    current: q.current,
    size: q.size,
  });

export const roomsOfHotel = (db: Scoped, hotelId: string) =>
  db.query(
    sql`SELECT * FROM htl_room_type WHERE ${db.tenant()} AND hotel_id = ${hotelId} AND is_deleted = 0 AND status = 1 ORDER BY sort, id`,
  );

export const roomOptions = (db: Scoped, hotelId: string) =>
  db.query<{ id: string; name: string }>(sql`SELECT id, name FROM htl_room_type
    WHERE ${db.tenant()} AND hotel_id = ${hotelId} AND is_deleted = 0 AND status = 1 ORDER BY sort, id`);

const PLAN_FROM = sql`htl_plan p JOIN htl_hotel h ON h.tenant_id = p.tenant_id AND h.id = p.hotel_id
  JOIN htl_room_type r ON r.tenant_id = p.tenant_id AND r.id = p.room_type_id`;

export const planPage = (db: Scoped, q: z.output<typeof planQuery>) =>
  pageQuery<PlanRow>(db.q, {
    from: PLAN_FROM,
    columns: sql`p.*, h.name AS hotel_name, r.name AS room_type_name`,
    where: [
      db.tenant('p'),
      sql`p.is_deleted = 0`,
      q.hotelId && sql`p.hotel_id = ${q.hotelId}`,
      q.roomTypeId && sql`p.room_type_id = ${q.roomTypeId}`,
      q.name && sql`p.name ILIKE ${`%${q.name}%`}`,
      q.shelfStatus !== undefined && sql`p.shelf_status = ${q.shelfStatus}`,
    ],
    orderBy: sql`p.hotel_id DESC, r.sort, r.id, p.sort, p.id`,
    current: q.current,
    size: q.size,
  });

/** A hotel's plans with their room types, in the board's order (room type, then plan). */
export const plansOfHotel = (db: Scoped, hotelId: string) =>
  db.query(sql`SELECT p.*, r.name AS room_type_name FROM ${PLAN_FROM}
    WHERE ${db.tenant('p')} AND p.hotel_id = ${hotelId} AND p.is_deleted = 0 AND r.is_deleted = 0
    ORDER BY r.sort, r.id, p.sort, p.id`);

export const planWithNames = (db: Scoped, id: string) =>
  db.one(sql`SELECT p.*, h.name AS hotel_name, r.name AS room_type_name FROM ${PLAN_FROM}
    WHERE ${db.tenant('p')} AND p.id = ${id} AND p.is_deleted = 0`);

export const planOptions = (db: Scoped, hotelId?: string) =>
  db.query<{ id: string; name: string }>(sql`SELECT p.id, r.name || ' · ' || p.name AS name FROM ${PLAN_FROM}
    WHERE ${db.tenant('p')} AND p.is_deleted = 0 ${hotelId ? sql`AND p.hotel_id = ${hotelId}` : sql``} ORDER BY p.hotel_id, r.sort, p.sort, p.id LIMIT 1000`);

/** Plans of these ids in this tenant (others are simply not there). */
export const plansIn = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT * FROM htl_plan WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`);

export const setPlanShelf = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE htl_plan SET shelf_status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND shelf_status <> ${status} RETURNING id`);

export const setHotelPlansShelf = (db: Scoped, hotelId: string, status: number) =>
  db.query(sql`UPDATE htl_plan SET shelf_status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND hotel_id = ${hotelId} AND is_deleted = 0 AND shelf_status <> ${status} RETURNING id`);

export const offShelfRoomPlans = (db: Scoped, roomIds: string[]) =>
  db.query(sql`UPDATE htl_plan SET shelf_status = 0, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND room_type_id = ANY(${roomIds}::bigint[]) AND is_deleted = 0 AND shelf_status = 1`);

export const setHotelShelf = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE htl_hotel SET shelf_status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND shelf_status <> ${status} RETURNING id, name`);

export const setRoomStatus = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE htl_room_type SET status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0 RETURNING id`);

/** Plans on shelf of these hotels (a hotel is removed only when none is). */
export const plansOnShelf = async (db: Scoped, column: 'hotel_id' | 'room_type_id', ids: string[]) =>
  Number(
    (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM htl_plan
      WHERE ${db.tenant()} AND ${sql.ident(column)} = ANY(${ids}::bigint[]) AND is_deleted = 0 ${column === 'hotel_id' ? sql`AND shelf_status = 1` : sql``}`))!
      .n,
  );

export const removeOffShelfPlans = (db: Scoped, ids: string[]) =>
  db.query(sql`UPDATE htl_plan SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND shelf_status = 0 RETURNING id`);

export const removeHotelChildren = async (db: Scoped, hotelIds: string[]) => {
  for (const t of ['htl_plan', 'htl_room_type'])
    await db.query(
      sql`UPDATE ${sql.ident(t)} SET is_deleted = 1, update_time = now() WHERE ${db.tenant()} AND hotel_id = ANY(${hotelIds}::bigint[])`,
    );
};

// ---------------------------------------------------------------- change records

export const insertChange = (db: Scoped, hotelId: string, field: string, content: string, userName: string) =>
  db.query(sql`INSERT INTO htl_change_record (tenant_id, hotel_id, field, content, create_user, user_name)
    VALUES (${db.tenantId}, ${hotelId}, ${field}, ${content.slice(0, 500)}, ${db.userId}, ${userName})`);

export const changePage = (db: Scoped, hotelId: string, current: number, size: number) =>
  pageQuery<Record<string, unknown>>(db.q, {
    from: sql`htl_change_record`,
    where: [db.tenant(), sql`hotel_id = ${hotelId}`],
    orderBy: sql`id DESC`,
    current,
    size,
  });

/** Lowest price from today of each hotel's plans on shelf (the list's 起价). */
export const minPrices = (db: Scoped, hotelIds: string[], from: string) =>
  db.query<{ hotel_id: string; price: string }>(sql`SELECT p.hotel_id, min(n.price) AS price FROM htl_night n
    JOIN htl_plan p ON p.tenant_id = n.tenant_id AND p.id = n.plan_id AND p.is_deleted = 0 AND p.shelf_status = 1
    WHERE ${db.tenant('n')} AND p.hotel_id = ANY(${hotelIds}::bigint[]) AND n.night >= ${from}::date AND n.stock > n.sold
    GROUP BY p.hotel_id`);

/** The storefront's hotel list: the tenant's hotels on shelf, in the merchant's order. */
export const shelfPage = (db: Scoped, current: number, size: number) =>
  pageQuery<StoreHotelCard>(db.q, {
    from: sql`htl_hotel`,
    columns: sql`id::text AS id, name, star, address, cover`,
    where: [db.tenant(), sql`is_deleted = 0`, sql`shelf_status = 1`],
    orderBy: sql`sort, id DESC`,
    current,
    size,
  });
