import type { z } from 'zod';
import type { WindowOrderRow, winWindowOrderQuery } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

// The window's orders (sold at a window: win_sale_order) and its refunds, forced refunds and changes (win_op).

export const insertOp = (
  db: Scoped,
  o: {
    kind: string;
    orderId: string;
    orderNo: string;
    shiftId: string | null;
    sellerId: string;
    sellerName: string;
    payMethod: string;
    amount: number;
    reason: string;
    detail: string;
  },
) =>
  db.query(sql`INSERT INTO win_op (tenant_id, op_kind, order_id, order_no, shift_id, seller_id, seller_name, pay_method, amount, reason, detail)
    VALUES (${db.tenantId}, ${o.kind}, ${o.orderId}, ${o.orderNo}, ${o.shiftId}, ${o.sellerId}, ${o.sellerName}, ${o.payMethod}, ${o.amount}, ${o.reason}, ${o.detail})`);

type OrderQ = z.output<typeof winWindowOrderQuery>;
const orderWhere = (db: Scoped, q: Partial<OrderQ>) => [
  db.tenant('s'),
  q.keyword &&
    sql`(o.order_no ILIKE ${`%${q.keyword}%`} OR s.sale_no ILIKE ${`%${q.keyword}%`} OR o.product_name ILIKE ${`%${q.keyword}%`})`,
  q.orderStatus != null && sql`o.order_status = ${q.orderStatus}`,
  q.startDate && sql`o.play_date >= ${q.startDate}`,
  q.endDate && sql`o.play_date <= ${q.endDate}`,
  q.shiftId && sql`s.shift_id = ${q.shiftId}`,
];

export const orderPage = (db: Scoped, q: OrderQ) =>
  pageQuery<WindowOrderRow>(db.q, {
    from: sql`win_sale_order so JOIN win_sale s ON s.tenant_id = so.tenant_id AND s.id = so.sale_id
      JOIN ord_order o ON o.tenant_id = so.tenant_id AND o.id = so.order_id`,
    columns: sql`o.id, o.order_no, s.sale_no, o.product_name, o.sku_name, COALESCE(o.poi_name, '') AS poi_name, o.play_date, o.quantity,
      o.total_money::int AS total_money, o.order_status, s.pay_method, s.seller_name, o.create_time,
      (SELECT count(*)::int FROM win_print p WHERE p.tenant_id = so.tenant_id AND p.order_id = so.order_id) AS prints`,
    where: [sql`so.tenant_id = s.tenant_id`, ...orderWhere(db, q)],
    orderBy: sql`so.order_id DESC`,
    current: q.current,
    size: q.size,
  });

export const opPage = (db: Scoped, q: OrderQ) =>
  pageQuery(db.q, {
    from: sql`win_op`,
    where: [db.tenant(), q.keyword && sql`order_no ILIKE ${`%${q.keyword}%`}`, q.shiftId && sql`shift_id = ${q.shiftId}`],
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });

export const orderNoOf = async (db: Scoped, orderId: string) =>
  (await db.one<{ order_no: string }>(sql`SELECT order_no FROM ord_order WHERE ${db.tenant()} AND id = ${orderId}`))?.order_no;
