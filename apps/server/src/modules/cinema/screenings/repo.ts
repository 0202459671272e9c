import type { ScreeningRow } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { apiOne, apiRows } from '../shared.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { type Cond, sql } from '../../../platform/sql.ts';

export const SCREENING: TableSpec = {
  name: 'cin_screening',
  tenant: true,
  writable: ['film_id', 'cinema_id', 'hall_id', 'start_time', 'end_time', 'price', 'language', 'screening_status'],
  orderBy: 'start_time',
};

const china = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI')`);
export const cols = sql`s.id::text AS id, s.film_id::text AS film_id, f.name AS film_name, f.poster AS film_poster, s.cinema_id::text AS cinema_id,
  c.name AS cinema_name, s.hall_id::text AS hall_id, h.name AS hall_name, ${china('s.start_time')} AS start_time, ${china('s.end_time')} AS end_time,
  s.price, s.language, s.screening_status, h.seat_count, h.layout, f.film_status, c.cinema_status, s.start_time AS starts_at,
  (SELECT count(*)::int FROM cin_seat t WHERE t.tenant_id = s.tenant_id AND t.screening_id = s.id AND t.seat_state = 2) AS sold,
  (SELECT count(*)::int FROM cin_seat t WHERE t.tenant_id = s.tenant_id AND t.screening_id = s.id AND t.seat_state = 1) AS held`;
export const from = sql`cin_screening s JOIN cin_film f ON f.tenant_id = s.tenant_id AND f.id = s.film_id
  JOIN cin_hall h ON h.tenant_id = s.tenant_id AND h.id = s.hall_id JOIN cin_cinema c ON c.tenant_id = s.tenant_id AND c.id = s.cinema_id`;

export type ScreeningFull = ScreeningRow & {
  layout: string[];
  filmPoster: string;
  filmStatus: number;
  cinemaStatus: number;
  startsAt: Date | string;
};

export function page(db: Scoped, f: { current: number; size: number; filmId?: string; cinemaId?: string; hallId?: string; date?: string }) {
  const where: Cond[] = [db.base(SCREENING, 's')];
  if (f.filmId) where.push(sql`s.film_id = ${f.filmId}`);
  if (f.cinemaId) where.push(sql`s.cinema_id = ${f.cinemaId}`);
  if (f.hallId) where.push(sql`s.hall_id = ${f.hallId}`);
  if (f.date)
    where.push(sql`s.start_time >= (${f.date}::date - interval '8 hours') AND s.start_time < (${f.date}::date + interval '16 hours')`);
  return pageQuery<ScreeningFull>(db.q, { from, where, columns: cols, orderBy: sql`s.start_time, s.id`, current: f.current, size: f.size });
}
export const one = (db: Scoped, id: string) =>
  apiOne<ScreeningFull>(db, sql`SELECT ${cols} FROM ${from} WHERE ${db.base(SCREENING, 's')} AND s.id = ${id}`);

/** Screenings on sale from `after` on, for the storefront. */
export const onSale = (db: Scoped, after: Date) =>
  apiRows<ScreeningFull>(
    db,
    sql`SELECT ${cols} FROM ${from} WHERE ${db.base(SCREENING, 's')} AND s.screening_status = 1 AND f.film_status = 1
    AND f.is_deleted = 0 AND c.cinema_status = 1 AND c.is_deleted = 0 AND h.is_deleted = 0 AND s.start_time > ${after}
    ORDER BY s.start_time, s.id LIMIT 300`,
  );

/** Another screening of the hall overlapping [start, end) (the hall row is locked by the caller). */
export const overlapping = (db: Scoped, hallId: string, start: Date, end: Date, except: string | null) =>
  db.one(sql`SELECT id FROM cin_screening WHERE ${db.base(SCREENING)} AND hall_id = ${hallId}
    AND start_time < ${end} AND end_time > ${start} ${except ? sql`AND id <> ${except}` : sql.empty} LIMIT 1`);

export const seatsTaken = async (db: Scoped, ids: string[]) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM cin_seat WHERE ${db.tenant()} AND screening_id = ANY(${ids}::bigint[])`,
      )
    )?.n ?? 0,
  );

export const setStatus = async (db: Scoped, ids: string[], status: number) =>
  (
    await db.query(sql`UPDATE cin_screening SET screening_status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(SCREENING)} AND id = ANY(${ids}::bigint[]) RETURNING id`)
  ).length;

/** The seats taken in a screening, with the order holding each (its number, for the back office). */
export const takenSeats = (db: Scoped, screeningId: string) =>
  db.query<{
    seat_row: number;
    seat_col: number;
    seat_state: number;
    order_no: string | null;
  }>(sql`SELECT t.seat_row, t.seat_col, t.seat_state,
    o.order_no FROM cin_seat t LEFT JOIN ord_order o ON o.tenant_id = t.tenant_id AND o.id = t.order_id
    WHERE ${db.tenant('t')} AND t.screening_id = ${screeningId}`);
