import type { Queryable } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

// The storefront has no tables of its own: it reads which shop and which order a public call names.

/** The shop named in the link (the public call carries the tenant id). */
export const shopState = (db: Scoped) => db.one(sql`SELECT status, expire_time FROM blade_tenant WHERE ${db.tenant()} AND is_deleted = 0`);

export const productOnSale = (db: Scoped, productId: string) =>
  db.one(sql`SELECT 1 FROM prd_product WHERE ${db.tenant()} AND id = ${productId} AND is_deleted = 0 AND shelf_status = 1`);

/** The order the cashier pays, by its unguessable code (which names its tenant). */
export const orderByCode = (q: Queryable, code: string) =>
  q.one<{ tenant_id: string; id: string; order_status: number }>(
    sql`SELECT tenant_id, id, order_status FROM ord_order WHERE code = ${code} AND is_deleted = 0`,
  );
