import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** 广告位: banners by position with their times. */

export const BANNER: TableSpec = {
  name: 'mk_banner',
  tenant: true,
  writable: ['name', 'position', 'image', 'link', 'sort', 'start_time', 'end_time', 'open_status'],
  orderBy: 'position, sort, id DESC',
};

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

export const bannerPage = (db: Scoped, q: { name?: string; position?: string; openStatus?: number; current: number; size: number }) =>
  db.page(BANNER, {
    where: [
      like('name', q.name),
      q.position && sql`position = ${q.position}`,
      q.openStatus !== undefined && sql`open_status = ${q.openStatus}`,
    ],
    current: q.current,
    size: q.size,
  });

/** China's clock as the banners store their times. */
const chinaNow = sql`to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

/** The open banners of a position, within their times. */
export const openBanners = (db: Scoped, position: string) =>
  db.list(
    BANNER,
    [
      sql`position = ${position} AND open_status = 1`,
      sql`(start_time IS NULL OR start_time <= ${chinaNow})`,
      sql`(end_time IS NULL OR end_time >= ${chinaNow})`,
    ],
    'sort, id DESC',
    50,
  );
