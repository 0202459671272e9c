import type { z } from 'zod';
import type { disOrderQuery, portalRecordQuery } from '@yym/contract';
import type { Queryable, Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

/**
 * The distributor portal's statements: the link of a tenant code and distributor id, the account
 * bindings and sell switch (ec_distributor*), the distributor's orders (ec_order.distributor_id) and
 * the check records of the cards those orders issued. Distributors themselves are the distribution
 * area's rows (dis_distributor) and only read here.
 */

/** The tenant and the distributor a login link names, when both are live (else nothing). */
export const link = (q: Queryable, tenantId: string, portalKey: string) =>
  q.one(sql`SELECT t.tenant_id, t.tenant_name, t.background_url AS logo, d.id AS distributor_id, d.name AS distributor_name
    FROM blade_tenant t JOIN dis_distributor d ON d.tenant_id = t.tenant_id AND d.portal_key = ${portalKey} AND d.is_deleted = 0 AND d.status = 1
    WHERE t.tenant_id = ${tenantId} AND t.is_deleted = 0 AND t.status = 1`);

/** The distributor an account logs in for, with its name and whether it may still sell. */
export const accountOf = (db: Scoped, userId: string) =>
  db.one(sql`SELECT a.user_id, a.distributor_id, a.read_only, d.name AS distributor_name, coalesce(s.sell_enabled, 1) AS sell_enabled,
      t.tenant_name
    FROM ec_distributor_account a
    JOIN dis_distributor d ON d.tenant_id = a.tenant_id AND d.id = a.distributor_id AND d.is_deleted = 0 AND d.status = 1
    JOIN blade_tenant t ON t.tenant_id = a.tenant_id AND t.is_deleted = 0
    LEFT JOIN ec_distributor s ON s.tenant_id = a.tenant_id AND s.distributor_id = a.distributor_id
    WHERE ${db.tenant('a')} AND a.user_id = ${userId} AND a.is_deleted = 0`);

/** May the distributor sell? Read with a share lock so a switch committed meanwhile is seen by the next order. */
export const sellEnabled = async (db: Scoped, distributorId: string) =>
  Number(
    (await db.one(sql`SELECT sell_enabled FROM ec_distributor WHERE ${db.tenant()} AND distributor_id = ${distributorId} FOR SHARE`))
      ?.sell_enabled ?? 1,
  ) === 1;

export const distributorExists = (db: Scoped, id: string) =>
  db.one(sql`SELECT id, name FROM dis_distributor WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`);

/** One statement: the switch row is created on first use. */
export const setSellEnabled = (db: Scoped, distributorId: string, enabled: number) =>
  db.one(sql`INSERT INTO ec_distributor (tenant_id, distributor_id, sell_enabled, create_user, update_user)
    VALUES (${db.tenantId}, ${distributorId}, ${enabled}, ${db.userId}, ${db.userId})
    ON CONFLICT (tenant_id, distributor_id) DO UPDATE SET sell_enabled = EXCLUDED.sell_enabled, update_time = now(), update_user = EXCLUDED.update_user
    RETURNING distributor_id, sell_enabled`);

/** A distributor account (user type 2) of the tenant by its login name. */
export const distributorUser = (db: Scoped, account: string) =>
  db.one(sql`SELECT id, account FROM blade_user WHERE ${db.tenant()} AND account = ${account} AND user_type = 2 AND is_deleted = 0`);

export const bindAccount = (db: Scoped, userId: string, distributorId: string, readOnly: number) =>
  db.one(sql`INSERT INTO ec_distributor_account (tenant_id, user_id, distributor_id, read_only, create_user, update_user)
    VALUES (${db.tenantId}, ${userId}, ${distributorId}, ${readOnly}, ${db.userId}, ${db.userId})
    ON CONFLICT (tenant_id, user_id) DO UPDATE SET distributor_id = EXCLUDED.distributor_id, read_only = EXCLUDED.read_only,
      is_deleted = 0, update_time = now(), update_user = EXCLUDED.update_user
    RETURNING user_id`);

export const distributorSettings = async (db: Scoped) =>
  toApiRows<Row>(
    await db.query(sql`SELECT d.id::text, d.name, d.portal_key, d.contact_name, d.phone, coalesce(s.sell_enabled, 1) AS sell_enabled,
      coalesce((SELECT string_agg(u.account || CASE WHEN a.read_only = 1 THEN '(只读)' ELSE '' END, ', ' ORDER BY u.account)
        FROM ec_distributor_account a JOIN blade_user u ON u.tenant_id = a.tenant_id AND u.id = a.user_id AND u.is_deleted = 0
        WHERE a.tenant_id = d.tenant_id AND a.distributor_id = d.id AND a.is_deleted = 0), '') AS accounts,
      (SELECT count(*)::int FROM ec_order e WHERE e.tenant_id = d.tenant_id AND e.distributor_id = d.id) AS orders
    FROM dis_distributor d LEFT JOIN ec_distributor s ON s.tenant_id = d.tenant_id AND s.distributor_id = d.id
    WHERE ${db.tenant('d')} AND d.is_deleted = 0 ORDER BY d.id LIMIT 500`),
  );

export const markDistributorOrder = (db: Scoped, orderId: string, distributorId: string) =>
  db.query(sql`UPDATE ec_order SET distributor_id = ${distributorId} WHERE ${db.tenant()} AND order_id = ${orderId}`);

// ---------------------------------------------------------------- orders

const COLS = sql.raw(`o.id, o.order_no, o.code, o.product_name, o.quantity, o.unit_price, o.total_money, o.contact_name, o.contact_phone,
  o.order_status, o.channel, o.remark, o.create_time, e.card_id, e.distributor_id, d.name AS distributor_name,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money,
  (SELECT count(*)::int FROM ec_user_card u WHERE u.tenant_id = o.tenant_id AND u.order_id = o.id AND u.card_status = 4) AS frozen_cards,
  (SELECT count(DISTINCT p.user_card_id)::int FROM ec_user_card u JOIN ec_user_card_project p ON p.tenant_id = u.tenant_id
    AND p.user_card_id = u.id AND p.used > 0 WHERE u.tenant_id = o.tenant_id AND u.order_id = o.id) AS used_cards`);
const FROM = sql`ord_order o JOIN ec_order e ON e.tenant_id = o.tenant_id AND e.order_id = o.id AND e.distributor_id IS NOT NULL
  JOIN dis_distributor d ON d.tenant_id = e.tenant_id AND d.id = e.distributor_id`;

type Filters = Partial<z.output<typeof disOrderQuery>>;
const orderWhere = (db: Scoped, q: Filters): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0 AND o.order_kind = 'ecard'`,
  q.distributorId && sql`e.distributor_id = ${q.distributorId}`,
  q.cardId && sql`e.card_id = ${q.cardId}`,
  q.orderNo && sql`o.order_no = ${q.orderNo}`,
  q.orderStatus !== undefined && sql`o.order_status = ${q.orderStatus}`,
  q.startDate && sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];
export const orderPage = (db: Scoped, q: z.output<typeof disOrderQuery>) =>
  pageQuery(db.q, {
    from: FROM,
    where: orderWhere(db, q),
    columns: COLS,
    orderBy: sql`o.create_time DESC, o.id DESC`,
    current: q.current,
    size: q.size,
  });
export const orderRows = async (db: Scoped, q: Filters) =>
  toApiRows(await db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(orderWhere(db, q))} ORDER BY o.id DESC LIMIT 50000`));
/** One distributor order (of this distributor when given): another's is simply not there. */
export const orderOne = (db: Scoped, orderId: string, distributorId?: string) =>
  db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(orderWhere(db, { distributorId }))} AND o.id = ${orderId}`);

export const statusCounts = (db: Scoped, distributorId: string) =>
  db.query<{ order_status: number; n: number }>(sql`SELECT o.order_status, count(*)::int AS n FROM ${FROM}
    WHERE ${sql.and(orderWhere(db, { distributorId }))} GROUP BY o.order_status ORDER BY o.order_status`);

/** Freeze (1 → 4) or unfreeze (4 → 1) the held cards of an order in one conditional statement. */
export const moveCards = (db: Scoped, orderId: string, from: number, to: number) =>
  db.query(sql`UPDATE ec_user_card SET card_status = ${to}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.tenant()} AND order_id = ${orderId} AND card_status = ${from} AND is_deleted = 0 RETURNING id`);

// ---------------------------------------------------------------- held cards and their uses

/** A held card sold by this distributor, by its QR or card number (another's is not found). */
export const soldCard = (db: Scoped, distributorId: string, code: string) =>
  db.one<Row>(sql`SELECT u.id, u.qr_code, u.card_no FROM ec_user_card u
    JOIN ec_order e ON e.tenant_id = u.tenant_id AND e.order_id = u.order_id AND e.distributor_id = ${distributorId}
    WHERE ${db.tenant('u')} AND u.is_deleted = 0 AND (u.qr_code = ${code} OR u.card_no = ${code}) LIMIT 1`);

type Records = Partial<z.output<typeof portalRecordQuery>>;
const USES = sql`ec_use x JOIN ec_user_card u ON u.tenant_id = x.tenant_id AND u.id = x.user_card_id
  JOIN ec_order e ON e.tenant_id = u.tenant_id AND e.order_id = u.order_id`;
const useWhere = (db: Scoped, distributorId: string, q: Records): Cond[] => [
  db.tenant('x'),
  sql`e.distributor_id = ${distributorId}`,
  q.cardNo && sql`x.card_no = ${q.cardNo}`,
  q.startDate && sql`x.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`x.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];
const USE_COLS = sql.raw(
  `x.id, x.user_card_id, x.card_name, x.card_no, x.project_name, x.holder_name, x.method, x.user_name, x.create_time`,
);
export const usePage = (db: Scoped, distributorId: string, q: z.output<typeof portalRecordQuery>) =>
  pageQuery(db.q, {
    from: USES,
    where: useWhere(db, distributorId, q),
    columns: USE_COLS,
    orderBy: sql`x.id DESC`,
    current: q.current,
    size: q.size,
  });
export const useRows = async (db: Scoped, distributorId: string, q: Records) =>
  toApiRows(
    await db.query(sql`SELECT ${USE_COLS} FROM ${USES} WHERE ${sql.and(useWhere(db, distributorId, q))} ORDER BY x.id DESC LIMIT 50000`),
  );

/** Uses by China day (the e-cards have no bookings: a day's uses are its "appointments"). */
const DAY = sql.raw(`to_char(x.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`);
export const dayPage = (db: Scoped, distributorId: string, q: z.output<typeof portalRecordQuery>) =>
  pageQuery(db.q, {
    from: sql`(SELECT ${DAY} AS date, count(*)::int AS uses, count(DISTINCT x.user_card_id)::int AS cards FROM ${USES}
      WHERE ${sql.and(useWhere(db, distributorId, q))} GROUP BY 1) d`,
    where: [],
    orderBy: sql`date DESC`,
    current: q.current,
    size: q.size,
  });
export const dayRows = async (db: Scoped, distributorId: string, q: Records) =>
  toApiRows(
    await db.query(sql`SELECT ${DAY} AS date, count(*)::int AS uses, count(DISTINCT x.user_card_id)::int AS cards FROM ${USES}
      WHERE ${sql.and(useWhere(db, distributorId, q))} GROUP BY 1 ORDER BY 1 DESC LIMIT 3660`),
  );
