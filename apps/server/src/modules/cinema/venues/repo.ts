import type { CinemaHallRow, CinemaResRow, CinemaRow } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { apiOne } from '../shared.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { type Cond, sql } from '../../../platform/sql.ts';

export const CINEMA: TableSpec = {
  name: 'cin_cinema',
  tenant: true,
  writable: ['name', 'address', 'phone', 'cover', 'remark', 'cinema_status'],
  orderBy: 'id DESC',
};
export const HALL: TableSpec = {
  name: 'cin_hall',
  tenant: true,
  writable: ['cinema_id', 'name', 'seat_rows', 'seat_cols', 'layout', 'seat_count'],
  orderBy: 'id',
};

const cinemaCols = sql`c.id::text AS id, c.name, c.address, c.phone, c.cover, c.remark, c.cinema_status, c.create_time,
  (SELECT count(*)::int FROM cin_hall h WHERE h.tenant_id = c.tenant_id AND h.cinema_id = c.id AND h.is_deleted = 0) AS hall_count,
  (SELECT COALESCE(sum(h.seat_count), 0)::int FROM cin_hall h WHERE h.tenant_id = c.tenant_id AND h.cinema_id = c.id AND h.is_deleted = 0) AS seat_count`;

export function page(db: Scoped, f: { current: number; size: number; name?: string; cinemaStatus?: number }) {
  const where: Cond[] = [db.base(CINEMA, 'c')];
  if (f.name) where.push(sql`c.name ILIKE ${`%${f.name}%`}`);
  if (f.cinemaStatus !== undefined) where.push(sql`c.cinema_status = ${f.cinemaStatus}`);
  return pageQuery<CinemaRow>(db.q, {
    from: sql`cin_cinema c`,
    where,
    columns: cinemaCols,
    orderBy: sql`c.id DESC`,
    current: f.current,
    size: f.size,
  });
}
export const one = (db: Scoped, id: string) =>
  apiOne<CinemaRow>(db, sql`SELECT ${cinemaCols} FROM cin_cinema c WHERE ${db.base(CINEMA, 'c')} AND c.id = ${id}`);

export const setStatus = async (db: Scoped, ids: string[], status: number) =>
  (
    await db.query(sql`UPDATE cin_cinema SET cinema_status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(CINEMA)} AND id = ANY(${ids}::bigint[]) RETURNING id`)
  ).length;

const hallCols = sql`id::text AS id, cinema_id::text AS "cinemaId", name, seat_rows AS "seatRows", seat_cols AS "seatCols", layout, seat_count AS "seatCount"`;
export const halls = (db: Scoped, cinemaId: string) =>
  db.query<CinemaHallRow>(sql`SELECT ${hallCols} FROM cin_hall WHERE ${db.base(HALL)} AND cinema_id = ${cinemaId} ORDER BY id`);
export const hall = (db: Scoped, id: string) =>
  db.one<CinemaHallRow>(sql`SELECT ${hallCols} FROM cin_hall WHERE ${db.base(HALL)} AND id = ${id}`);
/** The hall row locked: screenings of one hall are added and moved one at a time (the overlap check holds). */
export const lockHall = (db: Scoped, id: string) =>
  db.one<
    CinemaHallRow & { cinemaStatus: number }
  >(sql`SELECT h.id::text AS id, h.cinema_id::text AS "cinemaId", h.name, h.layout, h.seat_count AS "seatCount",
    c.cinema_status AS "cinemaStatus" FROM cin_hall h JOIN cin_cinema c ON c.tenant_id = h.tenant_id AND c.id = h.cinema_id
    WHERE ${db.base(HALL, 'h')} AND h.id = ${id} FOR UPDATE OF h`);

/** Screenings not yet over in these cinemas / halls (with seats taken, when asked). */
export const upcomingIn = async (db: Scoped, col: 'cinema_id' | 'hall_id', ids: string[], withSeatsOnly = false) =>
  Number(
    (
      await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM cin_screening s WHERE ${db.tenant('s')} AND s.is_deleted = 0
        AND s.${sql.raw(col)} = ANY(${ids}::bigint[]) AND s.end_time > now()
        ${withSeatsOnly ? sql`AND EXISTS (SELECT 1 FROM cin_seat t WHERE t.tenant_id = s.tenant_id AND t.screening_id = s.id)` : sql.empty}`)
    )?.n ?? 0,
  );

export function res(db: Scoped, f: { current: number; size: number; name?: string }) {
  const where: Cond[] = [db.base(HALL, 'h'), sql`c.is_deleted = 0`];
  if (f.name) where.push(sql`(c.name ILIKE ${`%${f.name}%`} OR h.name ILIKE ${`%${f.name}%`})`);
  return pageQuery<CinemaResRow>(db.q, {
    from: sql`cin_hall h JOIN cin_cinema c ON c.tenant_id = h.tenant_id AND c.id = h.cinema_id`,
    where,
    columns: sql`c.id::text AS cinema_id, c.name AS cinema_name, h.id::text AS hall_id, h.name AS hall_name, h.seat_count, c.cinema_status,
      (SELECT count(*)::int FROM cin_screening s WHERE s.tenant_id = h.tenant_id AND s.hall_id = h.id AND s.is_deleted = 0 AND s.end_time > now()) AS upcoming`,
    orderBy: sql`c.id, h.id`,
    current: f.current,
    size: f.size,
  });
}
