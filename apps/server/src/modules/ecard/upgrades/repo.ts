import type { z } from 'zod';
import type { upgradeOrderFilters, upgradeQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

/**
 * Upgrade schemes; upgrade and renewal orders: ord_order rows of kind 'ec_upgrade' (read here; the
 * order area writes them) and their ec_upgrade_order row; the held card changes they make and undo.
 */

export const UPGRADE: TableSpec = {
  name: 'ec_upgrade',
  tenant: true,
  writable: ['name', 'from_card_id', 'to_card_id', 'price', 'enabled', 'remark'],
};

export const upgradePage = (db: Scoped, q: z.output<typeof upgradeQuery>) =>
  db.page(UPGRADE, {
    where: [q.name && sql`name ILIKE ${`%${q.name}%`}`],
    columns: sql`ec_upgrade.*, (SELECT name FROM ec_card c WHERE c.tenant_id = ec_upgrade.tenant_id AND c.id = from_card_id) AS from_card_name,
      (SELECT name FROM ec_card c WHERE c.tenant_id = ec_upgrade.tenant_id AND c.id = to_card_id) AS to_card_name`,
    current: q.current,
    size: q.size,
  });
export const upgradeNames = (db: Scoped) =>
  db.query<{ id: string; name: string }>(sql`SELECT id::text, name FROM ec_upgrade WHERE ${db.base(UPGRADE)} ORDER BY id DESC LIMIT 1000`);

// ---------------------------------------------------------------- upgrade and renewal orders

export const KIND = 'ec_upgrade';

const COLS = sql.raw(`o.id, o.order_no, o.code, o.total_money, o.contact_name, o.contact_phone, o.order_status, o.remark, o.create_time,
  u.order_id, u.order_type, u.state, u.user_card_id, u.from_card_id, u.to_card_id, u.upgrade_id, u.combo_id, u.combo_days, u.price, u.applied,
  u.applied_time, u.before, u.valid_end_after, c.card_no, c.holder_name, c.card_status, c.valid_start, c.valid_end,
  (SELECT name FROM ec_card x WHERE x.tenant_id = u.tenant_id AND x.id = u.from_card_id) AS from_card_name,
  (SELECT name FROM ec_card x WHERE x.tenant_id = u.tenant_id AND x.id = u.to_card_id) AS to_card_name,
  (SELECT name FROM ec_upgrade x WHERE x.tenant_id = u.tenant_id AND x.id = u.upgrade_id) AS upgrade_name,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`);
const FROM = sql`ord_order o JOIN ec_upgrade_order u ON u.tenant_id = o.tenant_id AND u.order_id = o.id
  JOIN ec_user_card c ON c.tenant_id = u.tenant_id AND c.id = u.user_card_id`;

type Filters = Partial<z.output<typeof upgradeOrderFilters>>;
const where = (db: Scoped, q: Filters): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0 AND o.order_kind = ${KIND}`,
  q.orderNo && sql`o.order_no = ${q.orderNo}`,
  q.contactPhone && sql`o.contact_phone = ${q.contactPhone}`,
  q.cardNo && sql`c.card_no = ${q.cardNo}`,
  q.cardId && sql`(u.from_card_id = ${q.cardId} OR u.to_card_id = ${q.cardId})`,
  q.orderType !== undefined && sql`u.order_type = ${q.orderType}`,
  q.orderStatus !== undefined && sql`o.order_status = ${q.orderStatus}`,
  q.startDate && sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];

export const orderPage = (db: Scoped, q: z.output<typeof upgradeOrderFilters>) =>
  pageQuery(db.q, { from: FROM, where: where(db, q), columns: COLS, orderBy: sql`o.id DESC`, current: q.current, size: q.size });
export const orderRows = async (db: Scoped, q: Filters) =>
  toApiRows<Row>(await db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, q))} ORDER BY o.id DESC LIMIT 50000`));
export const orderOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, {}))} AND o.id = ${id}`);

export const logsOf = async (db: Scoped, orderId: string, kind: string) =>
  toApiRows<Row>(await db.query(sql`SELECT * FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = ${kind} ORDER BY id`));
export const refundsOf = async (db: Scoped, orderId: string) =>
  toApiRows<Row>(await db.query(sql`SELECT * FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`));

// ---------------------------------------------------------------- the order's own row

export interface NewUpgradeOrder {
  orderId: string;
  orderType: 1 | 2;
  userCardId: string;
  fromCardId: string;
  toCardId: string;
  upgradeId: string | null;
  comboId: string | null;
  comboDays: number | null;
  price: number;
  customerId: string | null;
}
/** Nothing when the card already has an unpaid one (the partial unique index says so). */
export const insertUpgradeOrder = (db: Scoped, o: NewUpgradeOrder) =>
  db.one(sql`INSERT INTO ec_upgrade_order (tenant_id, order_id, order_type, user_card_id, from_card_id, to_card_id, upgrade_id, combo_id,
      combo_days, price, customer_id, create_user)
    VALUES (${db.tenantId}, ${o.orderId}, ${o.orderType}, ${o.userCardId}, ${o.fromCardId}, ${o.toCardId}, ${o.upgradeId}, ${o.comboId},
      ${o.comboDays}, ${o.price}, ${o.customerId}, ${db.userId})
    ON CONFLICT DO NOTHING RETURNING *`);

/** The card's unpaid upgrade or renewal, with its order's public code. */
export const unpaidOf = (db: Scoped, userCardId: string) =>
  db.one(sql`SELECT u.*, o.code, o.order_no, o.total_money FROM ec_upgrade_order u
    JOIN ord_order o ON o.tenant_id = u.tenant_id AND o.id = u.order_id
    WHERE ${db.tenant('u')} AND u.user_card_id = ${userCardId} AND u.state = 1`);

/** Another upgrade or renewal of the card that took effect after this one and is still in effect. */
export const laterApplied = (db: Scoped, userCardId: string, orderId: string) =>
  db.one(sql`SELECT l.order_id FROM ec_upgrade_order l JOIN ec_upgrade_order me ON me.tenant_id = l.tenant_id AND me.order_id = ${orderId}
    WHERE ${db.tenant('l')} AND l.user_card_id = ${userCardId} AND l.state = 2 AND l.order_id <> me.order_id
      AND l.applied_time >= me.applied_time LIMIT 1`);

export const upgradeOrderOf = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT * FROM ec_upgrade_order WHERE ${db.tenant()} AND order_id = ${orderId}`);

/** Unpaid → applied, once: the replayed paid notice (or a second hook run) finds nothing to claim. */
export const claimApply = (db: Scoped, orderId: string, before: unknown, validEndAfter: string | null) =>
  db.one(sql`UPDATE ec_upgrade_order SET state = 2, applied = 1, applied_time = now(), before = ${JSON.stringify(before)}::jsonb,
      valid_end_after = ${validEndAfter}, update_time = now()
    WHERE ${db.tenant()} AND order_id = ${orderId} AND state = 1 AND applied = 0 RETURNING *`);
/** Unpaid → ended (closed or cancelled unpaid): the card may be offered again. */
export const markEnded = (db: Scoped, orderId: string) =>
  db.one(
    sql`UPDATE ec_upgrade_order SET state = 3, update_time = now() WHERE ${db.tenant()} AND order_id = ${orderId} AND state = 1 RETURNING *`,
  );
/** Applied → reverted, once. */
export const claimRevert = (db: Scoped, orderId: string) =>
  db.one(sql`UPDATE ec_upgrade_order SET state = 4, applied = 0, update_time = now()
    WHERE ${db.tenant()} AND order_id = ${orderId} AND state = 2 RETURNING *`);

// ---------------------------------------------------------------- the held card

export const findUserCard = (db: Scoped, id: string) =>
  db.one(sql`SELECT * FROM ec_user_card WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`);
export const lockUserCard = (db: Scoped, id: string) =>
  db.one(sql`SELECT * FROM ec_user_card WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 FOR UPDATE`);
export const userCardProjects = (db: Scoped, userCardId: string) =>
  db.query(sql`SELECT * FROM ec_user_card_project WHERE ${db.tenant()} AND user_card_id = ${userCardId} ORDER BY sort, id`);
/** The card's own projects (renewal 0) or the ones a renewal adds (renewal 1). */
export const cardProjects = (db: Scoped, cardId: string, renewal: boolean) =>
  db.query(
    sql`SELECT * FROM ec_card_project WHERE ${db.tenant()} AND card_id = ${cardId} AND renewal = ${renewal ? 1 : 0} ORDER BY sort, id`,
  );

/** Uses taken at the gate since a moment (the upgrade or renewal took effect). */
export const usesSince = async (db: Scoped, userCardId: string, since: string) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ec_use WHERE ${db.tenant()} AND user_card_id = ${userCardId} AND create_time >= ${since}::timestamptz`,
      )
    )?.n ?? 0,
  );

/** The card becomes another (only while it is still `from`): answers the row when it did. */
export const setCard = (
  db: Scoped,
  id: string,
  from: string,
  to: { id: string; name: string },
  validStart: string | null,
  validEnd: string | null,
) =>
  db.one(sql`UPDATE ec_user_card SET card_id = ${to.id}, card_name = ${to.name}, valid_start = ${validStart}, valid_end = ${validEnd},
      update_time = now(), update_user = ${db.userId}
    WHERE ${db.tenant()} AND id = ${id} AND card_id = ${from} RETURNING *`);
export const setValidEnd = (db: Scoped, id: string, validEnd: string) =>
  db.one(sql`UPDATE ec_user_card SET valid_end = ${validEnd}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.tenant()} AND id = ${id} RETURNING *`);
/** Refund applied: the card stops at the gate until the refund ends (only a card in use). */
export const setCardStatus = (db: Scoped, id: string, from: number, to: number) =>
  db.one(
    sql`UPDATE ec_user_card SET card_status = ${to}, update_time = now() WHERE ${db.tenant()} AND id = ${id} AND card_status = ${from} RETURNING id`,
  );

export const dropProjects = (db: Scoped, userCardId: string) =>
  db.query(sql`DELETE FROM ec_user_card_project WHERE ${db.tenant()} AND user_card_id = ${userCardId}`);
export interface HeldProject {
  project_id: string;
  poi_id: string | null;
  product_id: string | null;
  name: string;
  day_limit: number;
  total_limit: number;
  used: number;
  day_date: string | null;
  day_used: number;
  sort: number;
}
export const insertProject = (db: Scoped, userCardId: string, p: HeldProject) =>
  db.query(sql`INSERT INTO ec_user_card_project (tenant_id, user_card_id, project_id, poi_id, product_id, name, day_limit, total_limit,
      used, day_date, day_used, sort)
    VALUES (${db.tenantId}, ${userCardId}, ${p.project_id}, ${p.poi_id}, ${p.product_id}, ${p.name}, ${p.day_limit}, ${p.total_limit},
      ${p.used}, ${p.day_date}, ${p.day_used}, ${p.sort})`);

// ---------------------------------------------------------------- what the storefront offers

export const schemesFrom = (db: Scoped, cardId: string) =>
  db.query(sql`SELECT s.id, s.name, s.price, s.to_card_id, c.name AS to_card_name FROM ec_upgrade s
    JOIN ec_card c ON c.tenant_id = s.tenant_id AND c.id = s.to_card_id AND c.is_deleted = 0 AND c.step >= 3
    WHERE ${db.tenant('s')} AND s.is_deleted = 0 AND s.enabled = 1 AND s.from_card_id = ${cardId} ORDER BY s.price, s.id`);
export const combosOf = (db: Scoped, cardId: string) =>
  db.query(sql`SELECT id, name, days, price FROM ec_card_renewal_combo WHERE ${db.tenant()} AND card_id = ${cardId} ORDER BY sort, id`);
export const cardRow = (db: Scoped, id: string): Promise<Row | undefined> =>
  db.one(sql`SELECT * FROM ec_card WHERE ${db.tenant()} AND id = ${id}`);
