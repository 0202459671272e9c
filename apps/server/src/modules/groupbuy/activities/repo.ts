import type { GroupBuyRow } from '@yym/contract';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { ACTIVITY_STATUS as STATUS, type SaleTables } from '../../timed-sale/index.ts';

/** Group buying's tables for the timed-sale core; the activity list counts the groups, the formed ones apart. */
export const TABLES: SaleTables = {
  activity: 'gb_activity',
  goods: 'gb_goods',
  purchases: 'gb_member',
  key: 'activity_id',
  price: 'group_price',
  own: ['group_size', 'hours'],
  totals: sql`(SELECT count(*)::int FROM gb_group r WHERE r.tenant_id = a.tenant_id AND r.activity_id = a.id) AS group_count,
  (SELECT count(*)::int FROM gb_group r WHERE r.tenant_id = a.tenant_id AND r.activity_id = a.id AND r.state = 2) AS formed_count`,
  goodsColumns: sql`g.*`,
  saleColumns: sql`g.group_price, a.group_size, a.hours`,
};

/** The page editor's group-buy picker: goods of effective activities not yet ended, by state (1 upcoming, 2 running). */
export const pickerGoods = (db: Scoped, q: { statusList: number[]; goodsName?: string; current: number; size: number }) =>
  pageQuery<GroupBuyRow>(db.q, {
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
