import type { FilmRow } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { apiOne } from '../shared.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { type Cond, sql } from '../../../platform/sql.ts';

export const FILM: TableSpec = {
  name: 'cin_film',
  tenant: true,
  writable: ['name', 'poster', 'duration', 'rating', 'genre', 'director', 'actors', 'release_date', 'intro', 'film_status'],
  orderBy: 'id DESC',
};
const cols = sql`id::text AS id, name, poster, duration, rating, genre, director, actors, to_char(release_date, 'YYYY-MM-DD') AS release_date,
  intro, film_status, create_time`;

export function page(db: Scoped, f: { current: number; size: number; name?: string; filmStatus?: number }) {
  const where: Cond[] = [db.base(FILM)];
  if (f.name) where.push(sql`name ILIKE ${`%${f.name}%`}`);
  if (f.filmStatus !== undefined) where.push(sql`film_status = ${f.filmStatus}`);
  return pageQuery<FilmRow>(db.q, { from: sql`cin_film`, where, columns: cols, orderBy: sql`id DESC`, current: f.current, size: f.size });
}
export const one = (db: Scoped, id: string) => apiOne<FilmRow>(db, sql`SELECT ${cols} FROM cin_film WHERE ${db.base(FILM)} AND id = ${id}`);
export const setStatus = async (db: Scoped, ids: string[], status: number) =>
  (
    await db.query(sql`UPDATE cin_film SET film_status = ${status}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(FILM)} AND id = ANY(${ids}::bigint[]) RETURNING id`)
  ).length;
export const upcoming = async (db: Scoped, ids: string[]) =>
  Number(
    (
      await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM cin_screening WHERE ${db.tenant()} AND is_deleted = 0
        AND film_id = ANY(${ids}::bigint[]) AND end_time > now()`)
    )?.n ?? 0,
  );
