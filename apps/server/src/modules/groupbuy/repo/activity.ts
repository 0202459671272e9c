import type { z } from 'zod';
import type { groupBuyQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const ACTIVITY: TableSpec = {
  name: 'gb_activity',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['name', 'start_time', 'end_time', 'group_size', 'hours', 'limit_num', 'effective', 'channels', 'share_title', 'share_image'],
};

/** 1 未开始, 2 进行中, 3 已结束, 4 已失效 (the clock of the database decides). */
export const STATUS = sql.raw(
  `CASE WHEN a.effective = 0 THEN 4 WHEN now() < a.start_time THEN 1 WHEN now() < a.end_time THEN 2 ELSE 3 END`,
);
const COLUMNS = sql`a.*, ${STATUS} AS activity_status,
  (SELECT count(*)::int FROM gb_goods g WHERE g.tenant_id = a.tenant_id AND g.activity_id = a.id) AS goods_count,
  (SELECT count(*)::int FROM gb_group r WHERE r.tenant_id = a.tenant_id AND r.activity_id = a.id) AS group_count,
  (SELECT count(*)::int FROM gb_group r WHERE r.tenant_id = a.tenant_id AND r.activity_id = a.id AND r.state = 2) AS formed_count`;

export const page = (db: Scoped, q: z.output<typeof groupBuyQuery>) =>
  pageQuery<Row>(db.q, {
    from: sql`gb_activity a`,
    columns: COLUMNS,
    where: [
      db.tenant('a'),
      sql`a.is_deleted = 0`,
      q.name && sql`a.name ILIKE ${`%${q.name}%`}`,
      q.activityStatus && sql`${STATUS} = ${q.activityStatus}`,
    ],
    orderBy: sql`a.id DESC`,
    current: q.current,
    size: q.size,
  });

export const one = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLUMNS} FROM gb_activity a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ${id}`);

/** The activity row locked for this transaction (edits of one activity take turns). */
export const lock = (db: Scoped, id: string) =>
  db.one(
    sql`SELECT a.*, ${STATUS} AS activity_status FROM gb_activity a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ${id} FOR UPDATE`,
  );

export const goodsOf = (db: Scoped, activityId: string) =>
  db.query(sql`SELECT * FROM gb_goods WHERE ${db.tenant()} AND activity_id = ${activityId} ORDER BY sort, id`);

export const hasMembers = async (db: Scoped, activityId: string) =>
  !!(await db.one(sql`SELECT 1 FROM gb_member WHERE ${db.tenant()} AND activity_id = ${activityId} LIMIT 1`));

export interface NewGoods {
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  image: string | null;
  originalPrice: number;
  groupPrice: number;
}

export async function replaceGoods(db: Scoped, activityId: string, items: NewGoods[]) {
  await db.query(sql`DELETE FROM gb_goods WHERE ${db.tenant()} AND activity_id = ${activityId}`);
  for (const [i, g] of items.entries())
    await db.query(sql`INSERT INTO gb_goods (tenant_id, activity_id, product_id, sku_id, product_name, sku_name, image, original_price, group_price, sort)
      VALUES (${db.tenantId}, ${activityId}, ${g.productId}, ${g.skuId}, ${g.productName}, ${g.skuName}, ${g.image}, ${g.originalPrice},
        ${g.groupPrice}, ${i})`);
}

export const setEffective = (db: Scoped, ids: string[], effective: number) =>
  db.query(sql`UPDATE gb_activity SET effective = ${effective}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[]) RETURNING id`);

export const runningOf = (db: Scoped, ids: string[]) =>
  db.query(
    sql`SELECT id FROM gb_activity a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ANY(${ids}::bigint[]) AND ${STATUS} = 2`,
  );

/** Running activities of the storefront (effective, started, not ended), newest first. */
export const running = (db: Scoped, id?: string) =>
  db.query(sql`SELECT a.*, ${STATUS} AS activity_status FROM gb_activity a WHERE ${db.tenant('a')} AND a.is_deleted = 0
    ${id ? sql`AND a.id = ${id}` : sql`AND ${STATUS} = 2`} ORDER BY a.id DESC LIMIT 50`);

/** The page editor's group-buy picker: goods of effective activities not yet ended, by state (1 upcoming, 2 running). */
export const pickerGoods = (db: Scoped, q: { statusList: number[]; goodsName?: string; current: number; size: number }) =>
  pageQuery<Row>(db.q, {
    from: sql`gb_goods g JOIN gb_activity a ON a.tenant_id = g.tenant_id AND a.id = g.activity_id`,
    columns: sql`g.id, g.product_id AS goods_id, g.product_name AS goods_name, g.image, g.original_price AS price, g.group_price,
      a.group_size AS group_num, a.name, a.start_time, a.end_time, a.id AS group_buy_id, ${STATUS} AS activity_status`,
    where: [
      db.tenant('g'),
      sql`a.is_deleted = 0 AND a.effective = 1 AND a.end_time > now()`,
      q.statusList.length > 0 && sql`${STATUS} = ANY(${q.statusList}::int[])`,
      q.goodsName && sql`g.product_name ILIKE ${`%${q.goodsName}%`}`,
    ],
    orderBy: sql`a.start_time, g.id`,
    current: q.current,
    size: q.size,
  });
