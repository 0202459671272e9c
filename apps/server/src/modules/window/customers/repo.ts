import type { z } from 'zod';
import type { WindowCustomerRow, winCustomerQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const CUSTOMER: TableSpec = {
  name: 'win_customer',
  tenant: true,
  writable: ['name', 'kind', 'contact_name', 'phone', 'credit_limit', 'remark', 'customer_status'],
  orderBy: 'id DESC',
};

type Q = Partial<z.output<typeof winCustomerQuery>>;
export const where = (q: Q) => [
  q.name && sql`name ILIKE ${`%${q.name}%`}`,
  q.kind && sql`kind = ${q.kind}`,
  q.customerStatus != null && sql`customer_status = ${q.customerStatus}`,
];
export const page = (db: Scoped, q: z.output<typeof winCustomerQuery>) =>
  db.page<WindowCustomerRow>(CUSTOMER, { where: where(q), current: q.current, size: q.size });
export const all = (db: Scoped, q: Q) => db.list<WindowCustomerRow>(CUSTOMER, where(q));

export const setStatus = async (db: Scoped, ids: string[], status: number) =>
  (
    await db.query(sql`UPDATE win_customer SET customer_status = ${status}, update_user = ${db.userId}, update_time = now()
      WHERE ${db.base(CUSTOMER)} AND id = ANY(${ids}::bigint[]) AND customer_status <> ${status} RETURNING id`)
  ).length;

export const contact = (db: Scoped, id: string) =>
  db.one<Row>(sql`SELECT name, contact_name, phone, customer_status FROM win_customer WHERE ${db.base(CUSTOMER)} AND id = ${id}`);

/** Take `amount` on a customer's account: nothing when closed or past the limit (one conditional UPDATE). */
export const charge = (db: Scoped, customerId: string, amount: number) =>
  db.one(sql`UPDATE win_customer SET owed = owed + ${amount}, update_time = now()
    WHERE ${db.base(CUSTOMER)} AND id = ${customerId} AND customer_status = 1 AND owed + ${amount} <= credit_limit RETURNING id`);
export const credit = (db: Scoped, customerId: string, amount: number) =>
  db.query(
    sql`UPDATE win_customer SET owed = GREATEST(owed - ${amount}, 0), update_time = now() WHERE ${db.tenant()} AND id = ${customerId}`,
  );

export const enabled = (db: Scoped) =>
  db.query<{ id: string; name: string; credit_limit: string; owed: string }>(
    sql`SELECT id::text AS id, name, credit_limit, owed FROM win_customer WHERE ${db.base(CUSTOMER)} AND customer_status = 1 ORDER BY name LIMIT 500`,
  );
