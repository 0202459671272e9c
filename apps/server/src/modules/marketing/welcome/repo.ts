import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';

/** Welcome pages (欢迎页). */

export const WELCOME: TableSpec = { name: 'mk_welcome', tenant: true, writable: ['name', 'image', 'link', 'seconds'] };

export const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

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
