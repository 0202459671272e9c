import { ORDER_STATUS } from '@yym/contract';
import type { Queryable, Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql, type Sql } from '../../../platform/sql.ts';
import type { OrderAction } from '../flow.ts';

/** Who acts on an order: a back-office user, the customer, or the system (jobs). */
export interface Actor {
  userId: string | null;
  name: string;
}
export type LogKind = 'process' | 'operate' | 'refund' | 'reschedule';

export async function nextOrderSeq(db: Scoped): Promise<number> {
  return Number((await db.one<{ n: string }>(sql`SELECT nextval('ord_no_seq') % 1000000 AS n`))!.n);
}

export async function insertLog(
  db: Scoped,
  orderId: string,
  kind: LogKind,
  action: string,
  from: number | null,
  to: number | null,
  content: string,
  actor: Actor,
) {
  await db.query(sql`INSERT INTO ord_log (tenant_id, order_id, kind, action, from_status, to_status, content, user_id, user_name)
    VALUES (${db.tenantId}, ${orderId}, ${kind}, ${action}, ${from}, ${to}, ${content.slice(0, 500)}, ${actor.userId}, ${actor.name})`);
}

/** A move's two entries, the customer-facing process line and the clerks' operate line, in one statement. */
export async function insertMoveLogs(
  db: Scoped,
  orderId: string,
  action: string,
  from: number | null,
  to: number | null,
  texts: { process: string; operate: string },
  actor: Actor,
) {
  await db.query(sql`INSERT INTO ord_log (tenant_id, order_id, kind, action, from_status, to_status, content, user_id, user_name)
    SELECT ${db.tenantId}, ${orderId}, k.kind, ${action}, ${from}::int, ${to}::int, k.content, ${actor.userId}, ${actor.name}
    FROM (VALUES ('process', ${texts.process.slice(0, 500)}::text), ('operate', ${texts.operate.slice(0, 500)}::text)) AS k(kind, content)`);
}

/** The order row, locked for this transaction. */
export const lockOrder = (db: Scoped, id: string) =>
  db.one(sql`SELECT * FROM ord_order WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0 FOR UPDATE`);
/** The order row, locked, removed or not (the jobs and the checks). */
export const lockAnyOrder = (db: Scoped, id: string) => db.one(sql`SELECT * FROM ord_order WHERE ${db.tenant()} AND id = ${id} FOR UPDATE`);

export interface GuestCounts {
  unused: number;
  checked: number;
  refunding: number;
}
export async function guestCounts(db: Scoped, orderId: string) {
  return (await db.one<GuestCounts>(sql`SELECT
      count(*) FILTER (WHERE ticket_status IN (0, 3))::int AS unused, count(*) FILTER (WHERE ticket_status = 1)::int AS checked,
      count(*) FILTER (WHERE ticket_status = 4)::int AS refunding
    FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId}`))!;
}

/** The further assignments of an order's move: the state before a refund, the pay and finish times. */
export function moveSet(action: OrderAction, to: number, before: unknown): Sql[] {
  const ends = to === ORDER_STATUS.COMPLETED || to === ORDER_STATUS.CANCELLED || to === ORDER_STATUS.CLOSED;
  return [
    sql`status_before_refund = ${before}`,
    sql`pay_time = CASE WHEN ${action === 'pay'} THEN now() ELSE pay_time END`,
    sql`finish_time = CASE WHEN ${ends} THEN now() ELSE finish_time END`,
  ];
}

// ---------------------------------------------------------------- idempotency

export const claimKey = (db: Scoped, key: string, scope: string) =>
  db.one(
    sql`INSERT INTO ord_idempotency (tenant_id, key, scope) VALUES (${db.tenantId}, ${key}, ${scope}) ON CONFLICT DO NOTHING RETURNING key`,
  );
export const keyAnswer = (db: Scoped, key: string) =>
  db.one<{ scope: string; response: any }>(sql`SELECT scope, response FROM ord_idempotency WHERE ${db.tenant()} AND key = ${key}`);
export const saveAnswer = (db: Scoped, key: string, result: unknown) =>
  db.query(sql`UPDATE ord_idempotency SET response = ${JSON.stringify(result ?? null)}::jsonb WHERE ${db.tenant()} AND key = ${key}`);

// ---------------------------------------------------------------- place order

/**
 * What a ticket purchase reads, in one statement: the product on shelf (its row), the chosen sku (or
 * the first), the date's price and stock, and the scenic spot's name. Missing parts come back null.
 */
export const ticketToSell = (db: Scoped, productId: string, skuId: string | undefined, date: string) =>
  db.one(sql`SELECT p.*, s.id AS sale_sku_id, s.name AS sale_sku_name, c.price AS sale_price, c.stock AS sale_stock, poi.name AS sale_poi_name
    FROM prd_product p
    LEFT JOIN LATERAL (SELECT s.id, s.name FROM prd_sku s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0
        AND (${skuId ?? null}::bigint IS NULL OR s.id = ${skuId ?? null}::bigint) ORDER BY s.sort, s.id LIMIT 1) s ON true
    LEFT JOIN prd_calendar c ON c.tenant_id = p.tenant_id AND c.sku_id = s.id AND c.play_date = ${date}
    LEFT JOIN prd_poi poi ON poi.tenant_id = p.tenant_id AND poi.id = p.poi_id
    WHERE ${db.tenant('p')} AND p.id = ${productId} AND p.is_deleted = 0 AND p.shelf_status = 1`);
export const productRules = (db: Scoped, id: string) =>
  db.one(sql`SELECT need_confirm, refund_rule, weekly, dis_date FROM prd_product WHERE ${db.tenant()} AND id = ${id}`);

export interface NewOrder {
  no: string;
  code: string;
  assistCode: string;
  product: Row;
  sku: Row;
  poiName: string | null;
  date: string;
  quantity: number;
  unit: number;
  contactName: string;
  contactPhone: string;
  channel: string;
  userId: string | null;
}
/** The order row, or nothing when its random assist code clashes with another order of the tenant. */
export const insertOrder = (db: Scoped, o: NewOrder) =>
  db.one(sql`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, poi_id, product_name, sku_name, poi_name,
      play_date, quantity, unit_price, total_money, contact_name, contact_phone, channel, order_status, create_user)
    VALUES (${db.tenantId}, ${o.no}, ${o.code}, ${o.assistCode}, ${o.product.id}, ${o.sku.id}, ${o.product.poi_id}, ${o.product.name}, ${o.sku.name}, ${o.poiName},
      ${o.date}, ${o.quantity}, ${o.unit}, ${o.unit * o.quantity}, ${o.contactName}, ${o.contactPhone}, ${o.channel},
      ${ORDER_STATUS.PENDING_PAYMENT}, ${o.userId})
    ON CONFLICT (tenant_id, assist_code) DO NOTHING RETURNING *`);

export interface NewGuest {
  guestName?: string;
  cardType?: number;
  cardNum?: string;
  phone?: string;
  qr: string;
}
export const insertGuests = (db: Scoped, orderId: string, unit: number, rows: NewGuest[]) =>
  db.query(sql`INSERT INTO ord_guest (tenant_id, order_id, guest_name, card_type, card_num, phone, qr_code, price)
    SELECT ${db.tenantId}, ${orderId}, g.name, g.card_type, g.card_num, g.phone, g.qr, ${unit}
    FROM unnest(${rows.map((g) => g.guestName ?? null)}::text[], ${rows.map((g) => (g.cardNum ? (g.cardType ?? 1) : null))}::int[],
                ${rows.map((g) => g.cardNum ?? null)}::text[], ${rows.map((g) => g.phone ?? null)}::text[], ${rows.map((g) => g.qr)}::text[])
      AS g(name, card_type, card_num, phone, qr)`);

// ---------------------------------------------------------------- trades

/** Sums derived from the append-only trade rows. */
export async function moneyOf(db: Scoped, orderId: string) {
  const r = await db.one<{ paid: string; refunded: string }>(sql`SELECT
      coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0)::bigint AS paid,
      coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0)::bigint AS refunded
    FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId}`);
  return { paid: Number(r!.paid), refunded: Number(r!.refunded) };
}
/**
 * The order's one open pay trade: a new one, or the one already open. The unique partial index
 * ord_trade_open_pay (one 'created' pay trade per order) decides, so two calls never open two.
 */
export async function openPayTrade(db: Scoped, orderId: string, tradeNo: string, provider: string, amount: number) {
  const made = await db.one<{ id: string; trade_no: string; amount: string }>(
    sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, provider, amount) VALUES (${db.tenantId}, ${orderId}, 'pay', ${tradeNo}, ${provider}, ${amount})
      ON CONFLICT (tenant_id, order_id) WHERE kind = 'pay' AND trade_status = 'created' DO NOTHING RETURNING id, trade_no, amount`,
  );
  return (
    made ??
    (await db.one<{ id: string; trade_no: string; amount: string }>(
      sql`SELECT id, trade_no, amount FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = 'pay' AND trade_status = 'created'`,
    ))!
  );
}
/** The paid notice names its trade, not its tenant: the trade row tells which tenant and order it is. */
export const payTradeByNo = (q: Queryable, tradeNo: string) =>
  q.one<{ tenant_id: string; order_id: string }>(
    sql`SELECT tenant_id, order_id FROM ord_trade WHERE trade_no = ${tradeNo} AND kind = 'pay'`,
  );
/** The trade, locked (after its order: every payment path locks the order first, then the trade). */
export const lockTrade = (db: Scoped, tradeNo: string) =>
  db.one(sql`SELECT * FROM ord_trade WHERE ${db.tenant()} AND trade_no = ${tradeNo} AND kind = 'pay' FOR UPDATE`);
export const finishTrade = (db: Scoped, id: string, ok: boolean, providerRef: string) =>
  db.query(sql`UPDATE ord_trade SET trade_status = ${ok ? 'done' : 'failed'}, provider_ref = ${providerRef}, finish_time = now()
    WHERE ${db.tenant()} AND id = ${id} AND trade_status = 'created'`);
/**
 * A paid trade whose money goes back: marked returned, with its return row beside it as the intent
 * (its own number the provider's key); the return row is done once the provider has taken it.
 */
export async function returnTrade(db: Scoped, t: Row, providerRef: string, returnNo: string) {
  await db.query(sql`UPDATE ord_trade SET trade_status = 'returned', provider_ref = ${providerRef}, finish_time = now()
    WHERE ${db.tenant()} AND id = ${t.id} AND trade_status IN ('created', 'closed', 'failed')`);
  return (await db.one<{
    id: string;
  }>(sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, provider, amount, idem_key, pay_no, pay_total)
    VALUES (${db.tenantId}, ${t.order_id}, 'return', ${returnNo}, ${t.provider}, ${t.amount}, ${returnNo}, ${t.trade_no}, ${t.amount}) RETURNING id`))!;
}
export const tradesOf = (db: Scoped, orderId: string) =>
  db.query(
    sql`SELECT trade_no, kind, amount, trade_status, create_time, finish_time FROM ord_trade WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`,
  );
export const markUnusual = (db: Scoped, orderId: string, type: number) =>
  db.query(sql`UPDATE ord_order SET is_unusual = 1, unusual_type = ${type}, update_time = now() WHERE ${db.tenant()} AND id = ${orderId}`);

// ---------------------------------------------------------------- guests

export const unusedGuests = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT id, guest_name FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 0`);
export const countUnused = async (db: Scoped, orderId: string) =>
  (await db.one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 0`,
  ))!.n;
/** Only unused guests are checked: the guest state guards against double checks. */
export const checkUnused = (db: Scoped, orderId: string, ids: string[], checked: number, unused: number) =>
  db.query(sql`UPDATE ord_guest SET ticket_status = ${checked}, check_time = now()
    WHERE ${db.tenant()} AND order_id = ${orderId} AND id = ANY(${ids}::bigint[]) AND ticket_status = ${unused} RETURNING id, guest_name`);
export const expireUnused = (db: Scoped, orderId: string, expired: number) =>
  db.query(sql`UPDATE ord_guest SET ticket_status = ${expired} WHERE ${db.tenant()} AND order_id = ${orderId} AND ticket_status = 0`);

// ---------------------------------------------------------------- reschedule and remarks

export const hasCalendarDay = (db: Scoped, skuId: string, date: string) =>
  db.one(sql`SELECT 1 FROM prd_calendar WHERE ${db.tenant()} AND sku_id = ${skuId} AND play_date = ${date}`);
export const movePlayDate = (db: Scoped, id: string, from: string, to: string, status: number, userId: string | null) =>
  db.one(sql`UPDATE ord_order SET play_date = ${to}, update_time = now(), update_user = ${userId}
    WHERE ${db.tenant()} AND id = ${id} AND play_date = ${from} AND order_status = ${status} RETURNING id`);
export const setRemark = (db: Scoped, id: string, remark: string) =>
  db.query(sql`UPDATE ord_order SET remark = ${remark}, update_time = now() WHERE ${db.tenant()} AND id = ${id}`);
export const removeEnded = (db: Scoped, ids: string[], states: number[]) =>
  db.query(sql`UPDATE ord_order SET is_deleted = 1, update_time = now() WHERE ${db.tenant()}
    AND id = ANY(${ids}::bigint[]) AND order_status = ANY(${states}::int[]) RETURNING id`);

/** Whether the order took (and gives back) the ticket's calendar stock: a seckill order did not. */
export const setCalendarStock = (db: Scoped, orderId: string, on: boolean) =>
  db.query(sql`UPDATE ord_order SET calendar_stock = ${on} WHERE ${db.tenant()} AND id = ${orderId}`);
/** The member discount the checkout rules gave (cents, already taken off the unit price) and the level. */
export const setMemberDiscount = (db: Scoped, orderId: string, discount: number, level: string | null) =>
  db.query(sql`UPDATE ord_order SET member_discount = ${discount}, member_level = ${level} WHERE ${db.tenant()} AND id = ${orderId}`);
/** A coupon's cents off the order (already checked against the total): the total drops, spread over the tickets' prices. */
export async function setCouponDiscount(db: Scoped, orderId: string, off: number, userCouponId: string | null) {
  await db.query(sql`UPDATE ord_order SET coupon_discount = ${off}, user_coupon_id = ${userCouponId}, total_money = total_money - ${off}
    WHERE ${db.tenant()} AND id = ${orderId}`);
  await db.query(sql`WITH g AS (SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS n
      FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId})
    UPDATE ord_guest o SET price = o.price - (${off}::bigint / g.n + CASE WHEN g.rn <= ${off}::bigint % g.n THEN 1 ELSE 0 END)
    FROM g WHERE ${db.tenant('o')} AND o.id = g.id`);
}
