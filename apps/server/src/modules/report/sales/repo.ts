import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

/** Money movements (payments and refunds) created in the range, newest first: the payment flow. */
export const tradePage = (db: Scoped, q: { startDate: string; endDate: string; orderKind?: string; current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`ord_trade t JOIN ord_order o ON o.tenant_id = t.tenant_id AND o.id = t.order_id`,
    where: [
      db.tenant('t'),
      sql`t.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
      sql`t.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
      sql`t.trade_status = 'done'`,
      q.orderKind && sql`o.order_kind = ${q.orderKind}`,
    ],
    columns: sql`t.id, t.order_id, o.order_no, o.order_kind, o.product_name, t.kind, t.trade_no, t.provider, t.amount,
      to_char(t.finish_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS finish_time`,
    orderBy: sql`t.create_time DESC, t.id DESC`,
    current: q.current,
    size: q.size,
    map: (r) => ({ ...r, id: String(r.id), orderId: String(r.orderId), amount: Number(r.amount) }),
  });
