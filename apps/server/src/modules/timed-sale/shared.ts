import type { Sql } from '../../platform/sql.ts';

/**
 * The tables of one kind of timed sale. Each area keeps its own tables (gb_*, sk_*): the core shares
 * statements over them, never rows. The names and fragments are the area's own text, never user input.
 */
export interface SaleTables {
  /** The activities (gb_activity, sk_activity). */
  activity: string;
  /** Its goods: one row per sku at the sale price (gb_goods, sk_goods). */
  goods: string;
  /** The purchases made in an activity; goods may not change once there is one (gb_member, sk_order). */
  purchases: string;
  /** The column of the goods and purchases naming their activity (activity_id, seckill_id). */
  key: string;
  /** The goods' sale-price column (group_price, seckill_price). */
  price: string;
  /** The activity's writable columns besides the shared ones (group_size, hours; step). */
  own: readonly string[];
  /** The list's own counts over the area's other tables, after goods_count (group counts; stock and remaining). */
  totals: Sql;
  /** What the goods list reads of goods row `g` (g.*, and the units left). */
  goodsColumns: Sql;
  /** What a purchase reads of its item (`g`) and activity (`a`) besides id, product, limit and status. */
  saleColumns: Sql;
}

/** A sku as an activity sells it: its snapshot (name, picture, original price) and the sale price. */
export interface SaleSku {
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  image: string | null;
  originalPrice: number;
}
export type SaleGoods = SaleSku & { price: number };

/** An activity as the list and `toApi` give it (camelCase, China-time stamps), with the area's own columns. */
export interface ActivityRecord {
  id: string | number;
  name: string;
  startTime: string;
  endTime: string;
  limitNum: number;
  effective: number;
  activityStatus: number;
  channels: string | null;
  shareTitle: string | null;
  shareImage: string | null;
  goodsCount?: number;
  createTime: string;
  [own: string]: unknown;
}
