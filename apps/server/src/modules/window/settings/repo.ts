import type { SettingRow, WindowRow } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';

export const WINDOW: TableSpec = { name: 'win_window', tenant: true, writable: ['name', 'poi_id', 'location'], orderBy: 'id' };
export const SETTING: TableSpec = {
  name: 'win_setting',
  tenant: true,
  writable: [
    'window_id',
    'seller_id',
    'group_name',
    'product_ids',
    'pay_methods',
    'ticket_template_id',
    'a4_template_id',
    'auto_print',
    'copies',
    'count_on_close',
    'max_diff',
  ],
  orderBy: 'window_id, seller_id NULLS FIRST, id',
};

export const windows = (db: Scoped) => db.list<WindowRow>(WINDOW);

const settingCols = sql`s.*, w.name AS window_name, COALESCE(u.real_name, u.account) AS seller_name`;
const settingFrom = sql`win_setting s JOIN win_window w ON w.tenant_id = s.tenant_id AND w.id = s.window_id
  LEFT JOIN blade_user u ON u.tenant_id = s.tenant_id AND u.id = s.seller_id`;
const asRow = (r: Record<string, unknown>) => ({ ...toApi<SettingRow>(r), maxDiff: Number(r.max_diff) });

export const settings = async (db: Scoped) =>
  (
    await db.query(sql`SELECT ${settingCols} FROM ${settingFrom} WHERE ${db.base(SETTING, 's')} AND w.is_deleted = 0
      ORDER BY s.window_id, s.seller_id NULLS FIRST, s.id`)
  ).map(asRow);

/** The seller's own row at the window, else the window's. */
export const effective = async (db: Scoped, windowId: string, sellerId: string) => {
  const r = await db.one(sql`SELECT ${settingCols} FROM ${settingFrom} WHERE ${db.base(SETTING, 's')} AND s.window_id = ${windowId}
      AND (s.seller_id IS NULL OR s.seller_id = ${sellerId}) ORDER BY s.seller_id NULLS LAST LIMIT 1`);
  return r ? asRow(r) : null;
};

export const sameSetting = (db: Scoped, windowId: string, sellerId: string | null) =>
  db.one(
    sql`SELECT id FROM win_setting WHERE ${db.base(SETTING)} AND window_id = ${windowId} AND COALESCE(seller_id, 0) = ${sellerId ?? '0'}`,
  );

export const sellers = (db: Scoped) =>
  db.query<{
    id: string;
    name: string;
    account: string;
  }>(sql`SELECT id::text AS id, COALESCE(NULLIF(real_name, ''), account) AS name, account
    FROM blade_user WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 500`);

export const ticketOptions = (db: Scoped) =>
  db.query<{
    id: string;
    name: string;
    poiName: string;
  }>(sql`SELECT p.id::text AS id, p.name, COALESCE(poi.name, '') AS "poiName" FROM prd_product p
    LEFT JOIN prd_poi poi ON poi.tenant_id = p.tenant_id AND poi.id = p.poi_id
    WHERE ${db.tenant('p')} AND p.is_deleted = 0 AND p.shelf_status = 1 AND p.spu_type = 1 ORDER BY poi.name, p.id LIMIT 500`);
