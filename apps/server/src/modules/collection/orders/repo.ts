import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql, type Cond } from '../../../platform/sql.ts';

// ---------------------------------------------------------------- the sale

export const insertOrder = (db: Scoped, o: { orderId: string; productId: string; customerId: string; holder: string; quantity: number }) =>
  db.one(sql`INSERT INTO coll_order (tenant_id, id, product_id, customer_id, holder_address, quantity)
    VALUES (${db.tenantId}, ${o.orderId}, ${o.productId}, ${o.customerId}, ${o.holder}, ${o.quantity}) RETURNING *`);

/**
 * The customer's share of the per-person limit, taken in one conditional upsert: parallel purchases
 * of one customer queue on the row and each sees the one before.
 */
export const takeHolding = (db: Scoped, productId: string, customerId: string, n: number, limit: number) =>
  db.one(sql`INSERT INTO coll_holding AS h (tenant_id, product_id, customer_id, n)
    SELECT ${db.tenantId}, ${productId}, ${customerId}, ${n} WHERE ${n}::int <= ${limit}::int
    ON CONFLICT (tenant_id, product_id, customer_id) DO UPDATE SET n = h.n + EXCLUDED.n WHERE h.n + EXCLUDED.n <= ${limit}::int
    RETURNING n`);

/**
 * Free editions for an order, lowest token ids first, in one statement: rows another purchase holds
 * are skipped (never waited for, never taken twice). Fewer than asked means sold out.
 */
export const reserveTokens = (db: Scoped, productId: string, orderId: string, n: number) =>
  db.query<{ token_id: string }>(sql`WITH picked AS (
      SELECT id FROM coll_token WHERE ${db.tenant()} AND product_id = ${productId} AND order_id IS NULL
      ORDER BY token_id LIMIT ${n} FOR UPDATE SKIP LOCKED)
    UPDATE coll_token k SET order_id = ${orderId} FROM picked WHERE ${db.tenant('k')} AND k.id = picked.id
    RETURNING k.token_id`);

export const collOrderOf = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT c.*, p.contract_address FROM coll_order c JOIN coll_product p ON p.tenant_id = c.tenant_id AND p.id = c.product_id
    WHERE ${db.tenant('c')} AND c.id = ${orderId}`);

/** An order that ended unpaid or was refunded gives its editions and its share of the limit back, once. */
export async function release(db: Scoped, orderId: string) {
  const c = await db.one(sql`UPDATE coll_order SET grant_status = 4, update_time = now()
    WHERE ${db.tenant()} AND id = ${orderId} AND grant_status IN (0, 1, 3) RETURNING *`);
  if (!c) return false;
  await db.query(sql`UPDATE coll_token SET order_id = NULL, owner_address = NULL, grant_status = 0, grant_key = NULL, tx_hash = NULL, grant_error = NULL
    WHERE ${db.tenant()} AND order_id = ${orderId} AND grant_status <> 2`);
  await db.query(sql`UPDATE coll_holding SET n = greatest(0, n - ${c.quantity})
    WHERE ${db.tenant()} AND product_id = ${c.product_id} AND customer_id = ${c.customer_id}`);
  return true;
}

// ---------------------------------------------------------------- the grant

/** Start (or restart) granting: the order and its editions not yet granted move to 1, with the holder as owner. */
export async function startGrant(db: Scoped, orderId: string) {
  const c = await db.one(sql`UPDATE coll_order SET grant_status = 1, grant_error = NULL, update_time = now()
    WHERE ${db.tenant()} AND id = ${orderId} AND grant_status IN (0, 3) RETURNING *`);
  if (!c) return null;
  await db.query(sql`UPDATE coll_token SET grant_status = 1, owner_address = ${c.holder_address}, grant_error = NULL,
      grant_key = ${`grant-${db.tenantId}-${orderId}-`} || id
    WHERE ${db.tenant()} AND order_id = ${orderId} AND grant_status IN (0, 3)`);
  return c;
}

export const tokensGranting = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT * FROM coll_token WHERE ${db.tenant()} AND order_id = ${orderId} AND grant_status = 1 ORDER BY token_id`);

export const tokenDone = (db: Scoped, id: string, orderId: string, txHash: string | null, error: string | null) =>
  db.one(sql`UPDATE coll_token SET grant_status = ${txHash ? 2 : 3}, tx_hash = ${txHash}, grant_error = ${error?.slice(0, 200) ?? null},
      grant_time = ${txHash ? sql`now()` : sql`NULL`}
    WHERE ${db.tenant()} AND id = ${id} AND order_id = ${orderId} AND grant_status = 1 RETURNING id`);

/** The order's grant once its editions have answered: all granted → 2; any failed → 3 with the first error. */
export const settleGrant = (db: Scoped, orderId: string) =>
  db.one(sql`UPDATE coll_order c SET update_time = now(),
      grant_status = CASE WHEN t.failed > 0 THEN 3 ELSE 2 END,
      grant_error = t.error,
      granted_time = CASE WHEN t.failed > 0 THEN NULL ELSE now() END
    FROM (SELECT count(*) FILTER (WHERE grant_status = 3) AS failed, count(*) FILTER (WHERE grant_status = 1) AS going,
            min(grant_error) AS error
          FROM coll_token WHERE ${db.tenant()} AND order_id = ${orderId}) t
    WHERE ${db.tenant('c')} AND c.id = ${orderId} AND c.grant_status = 1 AND t.going = 0 RETURNING c.*`);

/** Grants left unanswered (the process stopped): the job sends them again with the same keys. */
export const stuckGrants = (db: Scoped) =>
  db.query<{ id: string }>(
    sql`SELECT id FROM coll_order WHERE ${db.tenant()} AND grant_status = 1 AND update_time < now() - interval '1 minute' LIMIT 50`,
  );
export const tenantsGranting = (db: { query: Scoped['query'] }) =>
  db.query<{ tenant_id: string }>(sql`SELECT DISTINCT tenant_id FROM coll_order WHERE grant_status = 1`);

// ---------------------------------------------------------------- the lists

const STATE = sql`CASE WHEN o.order_status = 8100 THEN 1
  WHEN o.order_status = 7600 OR (o.order_status = 7700 AND o.pay_time IS NOT NULL) THEN 6
  WHEN o.order_status IN (7700, 4040) THEN 5
  WHEN c.grant_status = 2 THEN 4 WHEN c.grant_status = 3 THEN 3 ELSE 2 END`;
const FROM = sql`coll_order c JOIN ord_order o ON o.tenant_id = c.tenant_id AND o.id = c.id`;
const COLUMNS = sql`o.id, o.order_no, o.code, c.product_id, o.product_name, o.quantity, o.total_money, o.contact_name, o.contact_phone,
  o.order_status, c.grant_status, c.grant_error, c.holder_address, ${STATE} AS state, o.create_time`;

interface Filters {
  orderNo?: string;
  productName?: string;
  phone?: string;
  state?: number;
  startDate?: string;
  endDate?: string;
}
const where = (db: Scoped, q: Filters): Cond[] => [
  db.tenant('c'),
  q.orderNo && sql`o.order_no = ${q.orderNo}`,
  q.productName && sql`o.product_name ILIKE ${`%${q.productName}%`}`,
  q.phone && sql`o.contact_phone = ${q.phone}`,
  q.state !== undefined && sql`${STATE} = ${q.state}`,
  q.startDate && /^\d{4}-\d{2}-\d{2}$/.test(q.startDate) && sql`o.create_time >= ${`${q.startDate} 00:00:00+08`}::timestamptz`,
  q.endDate && /^\d{4}-\d{2}-\d{2}$/.test(q.endDate) && sql`o.create_time < ${`${q.endDate} 00:00:00+08`}::timestamptz + interval '1 day'`,
];

export const page = (db: Scoped, q: Filters & { current: number; size: number }) =>
  pageQuery<Row>(db.q, { from: FROM, columns: COLUMNS, where: where(db, q), orderBy: sql`c.id DESC`, current: q.current, size: q.size });

export const counts = (db: Scoped, q: Filters) =>
  db.query<{ state: number; n: number }>(
    sql`SELECT ${STATE} AS state, count(*)::int AS n FROM ${FROM} WHERE ${sql.and(where(db, q))} GROUP BY 1`,
  );

export const orderOne = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${db.tenant('c')} AND c.id = ${orderId}`);

export const tokensOf = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT * FROM coll_token WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY token_id`);

export const logsOf = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT create_time, coalesce(user_name, '') AS user_name, content FROM ord_log
    WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'operate' ORDER BY id`);

/** The customer's paid editions (granted, on their way, or failed for now), newest first. */
export const mine = (db: Scoped, customerId: string, current: number, size: number) =>
  pageQuery<Row>(db.q, {
    from: sql`coll_token k JOIN coll_order c ON c.tenant_id = k.tenant_id AND c.id = k.order_id
      JOIN ord_order o ON o.tenant_id = c.tenant_id AND o.id = c.id
      JOIN coll_product p ON p.tenant_id = c.tenant_id AND p.id = c.product_id`,
    columns: sql`o.id AS order_id, o.order_no, o.code, o.order_status, c.product_id, p.name, p.artwork, k.token_id, p.contract_address,
      k.tx_hash, k.grant_status`,
    where: [db.tenant('k'), sql`c.customer_id = ${customerId}`, sql`c.grant_status IN (1, 2, 3)`],
    orderBy: sql`c.id DESC, k.token_id`,
    current,
    size,
  });
