import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';

/** Banners, one-code passes, welcome pages, jump-QR configs and tenant labels. */
export const BANNER: TableSpec = {
  name: 'mk_banner',
  tenant: true,
  writable: ['name', 'position', 'image', 'link', 'sort', 'start_time', 'end_time', 'open_status'],
  orderBy: 'position, sort, id DESC',
};
export const PASS: TableSpec = {
  name: 'mk_one_code_pass',
  tenant: true,
  writable: ['name', 'product_ids', 'start_date', 'end_date', 'status', 'remark'],
};
export const WELCOME: TableSpec = { name: 'mk_welcome', tenant: true, writable: ['name', 'image', 'link', 'seconds'] };
export const JUMP_QR: TableSpec = { name: 'mk_jump_qr', tenant: true, writable: ['name', 'prefix', 'path', 'remark'] };
export const LABEL: TableSpec = { name: 'mk_tenant_label', tenant: true, writable: ['name', 'color', 'sort'], orderBy: 'sort, id' };

export const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

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

/** One-code passes with their product ids as text. */
export const passColumns = sql.raw(
  'id, name, product_ids::text[] AS product_ids, start_date::text AS start_date, end_date::text AS end_date, status, remark, create_time',
);
export const passPage = (db: Scoped, q: { name?: string; status?: number; current: number; size: number }) =>
  db.page(PASS, {
    where: [like('name', q.name), q.status !== undefined && sql`status = ${q.status}`],
    columns: passColumns,
    current: q.current,
    size: q.size,
  });
export const passOne = async (db: Scoped, id: string) => {
  const r = await db.one(sql`SELECT ${passColumns} FROM mk_one_code_pass WHERE ${db.base(PASS)} AND id = ${id}`);
  return r && toApi<Row>(r);
};

/** Switch the tenant's welcome pages off, but the one given. */
export const welcomeOthersOff = (db: Scoped, keepId: string) =>
  db.query(
    sql`UPDATE mk_welcome SET enable_flag = 0, update_time = now() WHERE ${db.base(WELCOME)} AND enable_flag = 1 AND id <> ${keepId}`,
  );
export const setWelcomeFlag = async (db: Scoped, id: string, flag: number) => {
  const r = await db.one(sql`UPDATE mk_welcome SET enable_flag = ${flag}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(WELCOME)} AND id = ${id} RETURNING *`);
  return r && toApi<Row>(r);
};

export const jumpQrColumns = sql.raw(
  'id, name, prefix, path, remark, verify_file_name, publish_status, publish_time, create_time, update_time',
);
export const jumpQrRow = async (db: Scoped, id: string) => {
  const r = await db.one(sql`SELECT * FROM mk_jump_qr WHERE ${db.base(JUMP_QR)} AND id = ${id}`);
  return r && toApi<Row>(r);
};
export const prefixTaken = async (db: Scoped, prefix: string, exceptId: string | null) =>
  !!(await db.one(
    sql`SELECT 1 FROM mk_jump_qr WHERE ${db.base(JUMP_QR)} AND prefix = ${prefix} ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
  ));
export const setVerifyFile = (db: Scoped, id: string, name: string, content: string) =>
  db.one(sql`UPDATE mk_jump_qr SET verify_file_name = ${name}, verify_file_content = ${content}, publish_status = 0,
    update_user = ${db.userId}, update_time = now() WHERE ${db.base(JUMP_QR)} AND id = ${id} RETURNING id`);
export const publishJumpQr = (db: Scoped, id: string) =>
  db.one(sql`UPDATE mk_jump_qr SET publish_status = 1, publish_time = now(), update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(JUMP_QR)} AND id = ${id} AND verify_file_name IS NOT NULL RETURNING id`);

/** Soft-delete the labels not kept. */
export const dropLabelsBut = (db: Scoped, keep: string[]) =>
  db.query(sql`UPDATE mk_tenant_label SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(LABEL)} AND NOT (id = ANY(${keep}::bigint[]))`);
