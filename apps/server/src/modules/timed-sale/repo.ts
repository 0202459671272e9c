import type { Row } from '../../platform/db.ts';
import { pageQuery } from '../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import type { ActivityRecord, SaleGoods, SaleTables } from './shared.ts';

/** 1 未开始, 2 进行中, 3 已结束, 4 已失效 (the clock of the database decides). */
export const STATUS = sql.raw(
  `CASE WHEN a.effective = 0 THEN 4 WHEN now() < a.start_time THEN 1 WHEN now() < a.end_time THEN 2 ELSE 3 END`,
);

/** The columns every timed sale's activity has; the area adds its own (group size, step…). */
const WRITABLE = ['name', 'start_time', 'end_time', 'limit_num', 'effective', 'channels', 'share_title', 'share_image'];

/**
 * The statements every timed sale runs, over one area's own tables (the names are the area's, written
 * by it: never user input). Each area keeps its tables; only the statements are shared.
 */
export function saleRepo(t: SaleTables) {
  const activity = sql.raw(t.activity);
  const goods = sql.raw(t.goods);
  const key = sql.raw(t.key);
  const ACTIVITY: TableSpec = { name: t.activity, tenant: true, orderBy: 'id DESC', writable: [...WRITABLE, ...t.own] };
  const COLUMNS = sql`a.*, ${STATUS} AS activity_status,
  (SELECT count(*)::int FROM ${goods} g WHERE g.tenant_id = a.tenant_id AND g.${key} = a.id) AS goods_count,
  ${t.totals}`;

  return {
    ACTIVITY,

    page: (db: Scoped, q: { name?: string; activityStatus?: number; current: number; size: number }) =>
      pageQuery<ActivityRecord>(db.q, {
        from: sql`${activity} a`,
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
      }),

    one: (db: Scoped, id: string) =>
      db.one(sql`SELECT ${COLUMNS} FROM ${activity} a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ${id}`),

    /** The activity row locked for this transaction (edits of one activity take turns). */
    lock: (db: Scoped, id: string) =>
      db.one(
        sql`SELECT a.*, ${STATUS} AS activity_status FROM ${activity} a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ${id} FOR UPDATE`,
      ),

    setEffective: (db: Scoped, ids: string[], effective: number) =>
      db.query(sql`UPDATE ${activity} SET effective = ${effective}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND is_deleted = 0 AND id = ANY(${ids}::bigint[]) RETURNING id`),

    /** Activities of the ids that run now and are effective (they may not be deleted). */
    runningOf: (db: Scoped, ids: string[]) =>
      db.query(
        sql`SELECT id FROM ${activity} a WHERE ${db.tenant('a')} AND a.is_deleted = 0 AND a.id = ANY(${ids}::bigint[]) AND ${STATUS} = 2`,
      ),

    /** Whether anyone bought in the activity yet (its goods are then fixed). */
    hasPurchases: async (db: Scoped, activityId: string) =>
      !!(await db.one(sql`SELECT 1 FROM ${sql.raw(t.purchases)} WHERE ${db.tenant()} AND ${key} = ${activityId} LIMIT 1`)),

    goodsOf: (db: Scoped, activityId: string) =>
      db.query(sql`SELECT ${t.goodsColumns} FROM ${goods} g WHERE ${db.tenant('g')} AND g.${key} = ${activityId} ORDER BY g.sort, g.id`),

    dropGoods: (db: Scoped, activityId: string) => db.query(sql`DELETE FROM ${goods} WHERE ${db.tenant()} AND ${key} = ${activityId}`),

    /** One goods row: the sku's snapshot at the sale price, with the area's own numbers (stock, buckets). */
    insertGoods: (db: Scoped, activityId: string, g: SaleGoods, sort: number, own: Record<string, number> = {}) => {
      const cols = Object.keys(own);
      const ownCols = sql.join(
        cols.map((c) => sql`, ${sql.ident(c)}`),
        '',
      );
      const ownValues = sql.join(
        cols.map((c) => sql`, ${own[c]}`),
        '',
      );
      return db.one<{
        id: string;
      }>(sql`INSERT INTO ${goods} (tenant_id, ${key}, product_id, sku_id, product_name, sku_name, image, original_price,
        ${sql.raw(t.price)}${ownCols}, sort)
      VALUES (${db.tenantId}, ${activityId}, ${g.productId}, ${g.skuId}, ${g.productName}, ${g.skuName}, ${g.image}, ${g.originalPrice},
        ${g.price}${ownValues}, ${sort}) RETURNING id`);
    },

    /** The item a buyer buys: its activity's limit and whether it runs now, with what the area's rule reads. */
    saleItem: (db: Scoped, activityId: string, skuId: string) =>
      db.one(sql`SELECT g.id, g.product_id, ${t.saleColumns}, a.limit_num, ${STATUS} AS activity_status
    FROM ${goods} g JOIN ${activity} a ON a.tenant_id = g.tenant_id AND a.id = g.${key}
    WHERE ${db.tenant('g')} AND a.is_deleted = 0 AND g.${key} = ${activityId} AND g.sku_id = ${skuId}`),

    goodsById: (db: Scoped, activityId: string, goodsId: string) =>
      db.one<Row>(sql`SELECT * FROM ${goods} WHERE ${db.tenant()} AND ${key} = ${activityId} AND id = ${goodsId}`),
  };
}
