import type { z } from 'zod';
import type { LineDate, LineRow, lineQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// Travel lines and their departures (a price and a stock per date).

export const LINE: TableSpec = {
  name: 'gds_line',
  tenant: true,
  writable: ['name', 'days', 'departure', 'meeting_point', 'meeting_time', 'itinerary', 'cover', 'detail', 'shelf_status'],
};

export const page = (db: Scoped, q: z.output<typeof lineQuery>) =>
  db.page<LineRow>(LINE, {
    where: [q.name && sql`name ILIKE ${`%${q.name}%`}`, q.shelfStatus != null && sql`shelf_status = ${q.shelfStatus}`],
    current: q.current,
    size: q.size,
  });

export const datesOf = async (db: Scoped, lineIds: string[], from?: string) =>
  (
    await db.query(sql`SELECT id, line_id, day::text AS day, price, stock, sold FROM gds_line_date WHERE ${db.tenant()}
      AND line_id = ANY(${lineIds}::bigint[]) ${from ? sql`AND day >= ${from}::date` : sql``} ORDER BY day`)
  ).map((r) => ({
    lineId: String(r.line_id),
    id: String(r.id),
    day: r.day as string,
    price: Number(r.price),
    stock: Number(r.stock),
    sold: Number(r.sold),
  }));

export const dateOf = (db: Scoped, lineId: string, day: string) =>
  db.one(sql`SELECT id, price, stock FROM gds_line_date WHERE ${db.tenant()} AND line_id = ${lineId} AND day = ${day}::date`);

/** A departure's price and stock; an existing one keeps its sold count (its stock is what is left to sell). */
export const upsertDate = (db: Scoped, lineId: string, d: Omit<LineDate, 'id' | 'sold'>) =>
  db.query(sql`INSERT INTO gds_line_date (tenant_id, line_id, day, price, stock) VALUES (${db.tenantId}, ${lineId}, ${d.day}::date, ${d.price}, ${d.stock})
    ON CONFLICT (tenant_id, line_id, day) DO UPDATE SET price = EXCLUDED.price, stock = EXCLUDED.stock`);
/** Unsold departures no longer in the form go; sold ones stay (their orders point at them). */
export const dropDates = (db: Scoped, lineId: string, keep: string[]) =>
  db.query(sql`DELETE FROM gds_line_date WHERE ${db.tenant()} AND line_id = ${lineId} AND sold = 0 AND NOT (day = ANY(${keep}::date[]))`);

export const setShelf = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE gds_line SET shelf_status = ${status}, update_time = now() WHERE ${db.tenant()} AND is_deleted = 0
    AND id = ANY(${ids}::bigint[]) AND shelf_status <> ${status} RETURNING id`);
export const onShelfAmong = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT id FROM gds_line WHERE ${db.tenant()} AND is_deleted = 0 AND shelf_status = 1 AND id = ANY(${ids}::bigint[])`);

export const take = (db: Scoped, dateId: string, n: number) =>
  db.one(sql`WITH t AS (UPDATE gds_line_date SET stock = stock - ${n}, sold = sold + ${n} WHERE ${db.tenant()} AND id = ${dateId} AND stock >= ${n} RETURNING stock)
    SELECT stock FROM t UNION ALL SELECT yym_refuse('not enough stock') WHERE NOT EXISTS (SELECT 1 FROM t)`);
export const giveBack = (db: Scoped, dateId: string, n: number) =>
  db.query(sql`UPDATE gds_line_date SET stock = stock + ${n}, sold = greatest(sold - ${n}, 0) WHERE ${db.tenant()} AND id = ${dateId}`);
export const options = (db: Scoped, from: string) =>
  db.query(sql`SELECT d.id, l.name || ' ' || d.day::text AS name, d.stock FROM gds_line_date d
    JOIN gds_line l ON l.tenant_id = d.tenant_id AND l.id = d.line_id AND l.is_deleted = 0
    WHERE ${db.tenant('d')} AND d.day >= ${from}::date ORDER BY d.day, l.id LIMIT 300`);
export const names = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT d.id, l.name || ' ' || d.day::text AS name, d.stock FROM gds_line_date d
    JOIN gds_line l ON l.tenant_id = d.tenant_id AND l.id = d.line_id WHERE ${db.tenant('d')} AND d.id = ANY(${ids}::bigint[])`);
