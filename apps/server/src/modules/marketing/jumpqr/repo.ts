import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';

/** 跳转二维码: jump-QR configs. */

export const JUMP_QR: TableSpec = { name: 'mk_jump_qr', tenant: true, writable: ['name', 'prefix', 'path', 'remark'] };

export const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

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
