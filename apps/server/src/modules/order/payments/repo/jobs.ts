import { ORDER_STATUS } from '@yym/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { sql } from '../../../../platform/sql.ts';

// The close job sweeps every tenant: these two reads carry no tenant condition; each order is then moved
// in a transaction bound to its own tenant.

export async function closeMinutes(q: Queryable): Promise<number> {
  const param = await q.query<{ v: string }>(
    sql`SELECT param_value AS v FROM blade_param WHERE param_key = 'order.closeMinutes' AND is_deleted = 0`,
  );
  return Math.max(1, Number(param[0]?.v ?? 30) || 30);
}

export const unpaidOverdue = (q: Queryable, minutes: number) =>
  q.query<{ tenant_id: string; id: string }>(sql`SELECT tenant_id, id FROM ord_order
    WHERE order_status = ${ORDER_STATUS.PENDING_PAYMENT} AND create_time < now() - make_interval(mins => ${minutes}) ORDER BY create_time LIMIT 500`);
