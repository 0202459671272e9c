import { ORDER_STATUS } from '@yym/contract';
import type { Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** Only unused guests are checked: the guest state guards against double checks. */
export const checkUnused = (db: Scoped, orderId: string, ids: string[], checked: number, unused: number) =>
  db.query(sql`UPDATE ord_guest SET ticket_status = ${checked}, check_time = now()
    WHERE ${db.tenant()} AND order_id = ${orderId} AND id = ANY(${ids}::bigint[]) AND ticket_status = ${unused} RETURNING id, guest_name`);
export const expireUnused = (db: Scoped, orderId: string, expired: number) =>
  db.query(sql`UPDATE ord_guest SET ticket_status = ${expired} WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 0`);

export const unusedGuests = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT id, guest_name FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 0`);

// The expiry job sweeps every tenant: this read carries no tenant condition; each order is then moved
// in a transaction bound to its own tenant.
export const pastPlayDate = (q: Queryable, today: string) =>
  q.query<{ tenant_id: string; id: string; expire_rule: number }>(sql`SELECT o.tenant_id, o.id, p.expire_rule FROM ord_order o
    JOIN prd_product p ON p.tenant_id = o.tenant_id AND p.id = o.product_id
    WHERE o.order_status IN (${ORDER_STATUS.TO_BE_USED}, ${ORDER_STATUS.IN_USE}) AND o.play_date < ${today}::date ORDER BY o.play_date LIMIT 500`);
