import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// Nightly price and stock of rate plans (htl_night). Stock is what is on sale; sold never passes it.
// Every change of sold is one conditional statement that locks its rows in date order, so two bookings
// of overlapping stays wait for each other instead of deadlocking, and none can oversell a night.

export interface NightRow {
  plan_id: string;
  night: string;
  price: string;
  stock: number;
  sold: number;
}

export const nightsOf = (db: Scoped, planIds: string[], from: string, to: string) =>
  db.query<NightRow>(sql`SELECT plan_id, night::text AS night, price, stock, sold FROM htl_night
    WHERE ${db.tenant()} AND plan_id = ANY(${planIds}::bigint[]) AND night >= ${from}::date AND night <= ${to}::date
    ORDER BY plan_id, night`);

/** The nights of a stay [checkIn, checkOut): price and rooms left each night (missing nights are not on sale). */
export const stayNights = (db: Scoped, planIds: string[], checkIn: string, checkOut: string) =>
  db.query<NightRow>(sql`SELECT plan_id, night::text AS night, price, stock, sold FROM htl_night
    WHERE ${db.tenant()} AND plan_id = ANY(${planIds}::bigint[]) AND night >= ${checkIn}::date AND night < ${checkOut}::date
    ORDER BY plan_id, night`);

/**
 * Take `rooms` of every night of [checkIn, checkOut) in ONE statement: the nights are locked in date
 * order, and sold moves only when every night exists and has the rooms left; else nothing changes and
 * no row comes back. Answers the nights taken with their prices.
 */
export const takeNights = (db: Scoped, planId: string, checkIn: string, checkOut: string, nights: number, rooms: number) =>
  db.query<{ night: string; price: string }>(sql`WITH locked AS (
      SELECT night, stock, sold FROM htl_night
      WHERE ${db.tenant()} AND plan_id = ${planId} AND night >= ${checkIn}::date AND night < ${checkOut}::date
      ORDER BY night FOR UPDATE
    ), enough AS (SELECT count(*) FILTER (WHERE stock - sold >= ${rooms}) = ${nights} AS ok FROM locked)
    UPDATE htl_night h SET sold = h.sold + ${rooms}, update_time = now()
    FROM locked l, enough e
    WHERE h.tenant_id = ${db.tenantId} AND h.plan_id = ${planId} AND h.night = l.night AND e.ok
    RETURNING h.night::text AS night, h.price`);

/** Give `rooms` of each night an order took back (locked in date order, like a booking). */
export const returnNights = (db: Scoped, planId: string, orderId: string, rooms: number) =>
  db.query(sql`WITH locked AS (
      SELECT h.night FROM htl_night h
      JOIN htl_order_night o ON o.tenant_id = h.tenant_id AND o.order_id = ${orderId} AND o.night = h.night
      WHERE ${db.tenant('h')} AND h.plan_id = ${planId}
      ORDER BY h.night FOR UPDATE OF h
    )
    UPDATE htl_night h SET sold = h.sold - ${rooms}, update_time = now()
    FROM locked l WHERE h.tenant_id = ${db.tenantId} AND h.plan_id = ${planId} AND h.night = l.night
    RETURNING h.night`);

/**
 * Set price and/or stock of plans over dates (the board's cell edit and batch edit). A night whose sold
 * would pass the new stock is left alone (the conflict's WHERE, evaluated on the locked row), so the
 * caller compares the count with what it asked and refuses the whole change.
 */
export const upsertNights = (db: Scoped, planIds: string[], dates: string[], price: number | undefined, stock: number | undefined) =>
  db.query<{ night: string }>(sql`INSERT INTO htl_night (tenant_id, plan_id, night, price, stock, update_user)
    SELECT ${db.tenantId}, p.id, d.night, coalesce(${price ?? null}::bigint, p.base_price), coalesce(${stock ?? null}::int, 0), ${db.userId}
    FROM unnest(${dates}::date[]) AS d(night)
    CROSS JOIN htl_plan p WHERE ${db.tenant('p')} AND p.id = ANY(${planIds}::bigint[]) AND p.is_deleted = 0
    ORDER BY p.id, d.night
    ON CONFLICT (tenant_id, plan_id, night) DO UPDATE
      SET price = coalesce(${price ?? null}::bigint, htl_night.price), stock = coalesce(${stock ?? null}::int, htl_night.stock),
          update_user = ${db.userId}, update_time = now()
      WHERE htl_night.sold <= coalesce(${stock ?? null}::int, htl_night.stock)
    RETURNING night::text AS night`);

/** The first night (of the asked ones) whose sold is above a new stock, for the message. */
export const soldAbove = (db: Scoped, planIds: string[], dates: string[], stock: number) =>
  db.one<{ night: string; name: string; sold: number }>(sql`SELECT n.night::text AS night, p.name, n.sold FROM htl_night n
    JOIN htl_plan p ON p.tenant_id = n.tenant_id AND p.id = n.plan_id
    WHERE ${db.tenant('n')} AND n.plan_id = ANY(${planIds}::bigint[]) AND n.night = ANY(${dates}::date[]) AND n.sold > ${stock}
    ORDER BY n.night LIMIT 1`);

/**
 * Rate plans with the rooms left on one night (no night row: none), by id (removed ones left out) or,
 * without ids, those on shelf: how a bundle names its hotel parts and shows what is left.
 */
export const plansOnNight = (db: Scoped, planIds: string[] | null, night: string) =>
  db.query<{ id: string; name: string; stock: number }>(sql`SELECT p.id, h.name || ' · ' || r.name || ' · ' || p.name AS name,
      coalesce(n.stock - n.sold, 0) AS stock
    FROM htl_plan p JOIN htl_hotel h ON h.tenant_id = p.tenant_id AND h.id = p.hotel_id
    JOIN htl_room_type r ON r.tenant_id = p.tenant_id AND r.id = p.room_type_id
    LEFT JOIN htl_night n ON n.tenant_id = p.tenant_id AND n.plan_id = p.id AND n.night = ${night}::date
    WHERE ${db.tenant('p')} AND p.is_deleted = 0
      ${planIds ? sql`AND p.id = ANY(${planIds}::bigint[])` : sql`AND p.shelf_status = 1 AND h.shelf_status = 1 AND r.status = 1`}
    ORDER BY p.hotel_id, r.sort, p.sort, p.id LIMIT 500`);

/** Give back `rooms` of one night a bundle took (its order keeps the plan and night, not a stay). */
export const returnNight = (db: Scoped, planId: string, night: string, rooms: number) =>
  db.query(sql`UPDATE htl_night SET sold = greatest(sold - ${rooms}, 0), update_time = now()
    WHERE ${db.tenant()} AND plan_id = ${planId} AND night = ${night}::date`);
