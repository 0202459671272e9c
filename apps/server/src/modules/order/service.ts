import { randomBytes, randomInt } from 'node:crypto';
import { MSG, ORDER_STATUS as S, checkIdCard, checkMobile, VERIFY_METHOD } from '@yym/contract';
import type { Queryable, Row } from '../../platform/db.ts';
import { sql } from '../../platform/sql.ts';
import { bad, conflict, notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/context.ts';
import { ORDER_FLOW, REFUND_FLOW, REFUND_STATUS, REFUND_TYPE, type OrderAction, type RefundAction } from './flow.ts';
import { chinaToday, dateAllowed, returnStock, takeStock } from '../product/stock.ts';
import type { PayProvider } from './pay.ts';

/** Who acts on an order: a back-office user, the customer, or the system (jobs). */
export interface Actor { userId: string | null; name: string }
export const SYSTEM: Actor = { userId: null, name: '系统' };
export const CUSTOMER: Actor = { userId: null, name: '用户' };
export const actorOf = (ctx: Ctx): Actor => ({ userId: ctx.user?.userId ?? null, name: ctx.user?.realName || ctx.user?.account || '系统' });

/** Guest (ticket) states. */
export const TICKET = { UNUSED: 0, CHECKED: 1, REFUNDED: 2, EXPIRED: 3, REFUNDING: 4 } as const;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Prefix + China time to the second + 6 digits of a sequence: unique, readable, sortable. */
async function orderNo(q: Queryable, prefix: string): Promise<string> {
  const d = new Date(Date.now() + 8 * 3600_000);
  const n = (await q.one<{ n: string }>(sql`SELECT nextval('ord_no_seq') % 1000000 AS n`))!.n;
  return `${prefix}${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}${pad(Number(n), 6)}`;
}
const publicCode = () => randomBytes(15).toString('base64url');
const assistCode = () => pad(randomInt(0, 1_000_000_000), 10);
const qrCode = () => randomBytes(12).toString('base64url');

// ---------------------------------------------------------------- logs and transitions

export async function orderLog(q: Queryable, tenantId: string, orderId: string, kind: 'process' | 'operate' | 'refund' | 'reschedule',
  action: string, from: number | null, to: number | null, content: string, actor: Actor): Promise<void> {
  await q.query(sql`INSERT INTO ord_log (tenant_id, order_id, kind, action, from_status, to_status, content, user_id, user_name)
    VALUES (${tenantId}, ${orderId}, ${kind}, ${action}, ${from}, ${to}, ${content.slice(0, 500)}, ${actor.userId}, ${actor.name})`);
}

/** The order row, locked for this transaction; another tenant's order is simply not found. */
export async function lockOrder(q: Queryable, tenantId: string, id: string): Promise<Row> {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const o = await q.one(sql`SELECT * FROM ord_order WHERE tenant_id = ${tenantId} AND id = ${id} AND is_deleted = 0 FOR UPDATE`);
  if (!o) throw notFound();
  return o;
}

async function guestCounts(q: Queryable, tenantId: string, orderId: string) {
  const r = await q.one<{ unused: number; checked: number; refunding: number }>(sql`SELECT
      count(*) FILTER (WHERE ticket_status IN (0, 3))::int AS unused, count(*) FILTER (WHERE ticket_status = 1)::int AS checked,
      count(*) FILTER (WHERE ticket_status = 4)::int AS refunding
    FROM ord_guest WHERE tenant_id = ${tenantId} AND order_id = ${orderId}`);
  return r!;
}

/**
 * Move an order by the transition table: the guests are already updated, so the target state is
 * computed from them; the UPDATE is conditional on the state read, and both logs are written.
 */
export async function move(q: Queryable, tenantId: string, order: Row, action: OrderAction, actor: Actor, content = '', needConfirm = false): Promise<Row> {
  const from = Number(order.order_status);
  const counts = await guestCounts(q, tenantId, order.id);
  const to = ORDER_FLOW.next(from, action, { ...counts, needConfirm, before: order.status_before_refund });
  const before = action === 'applyRefund' ? from : to === S.REFUNDING ? order.status_before_refund : null;
  const row = await q.one(sql`UPDATE ord_order SET order_status = ${to}, status_before_refund = ${before}, update_time = now(), update_user = ${actor.userId},
      pay_time = CASE WHEN ${action === 'pay'} THEN now() ELSE pay_time END,
      finish_time = CASE WHEN ${to === S.COMPLETED || to === S.CANCELLED || to === S.CLOSED} THEN now() ELSE finish_time END
    WHERE tenant_id = ${tenantId} AND id = ${order.id} AND order_status = ${from} RETURNING *`);
  if (!row) throw ORDER_FLOW.refuse(from, action);
  const text = ORDER_FLOW.actionText[action];
  await orderLog(q, tenantId, order.id, 'process', action, from, to, content || text, actor);
  await orderLog(q, tenantId, order.id, 'operate', action, from, to, `${actor.name}${text}${content ? `: ${content}` : ''}`, actor);
  return row;
}

// ---------------------------------------------------------------- idempotency

/**
 * Run a money-path call once per key: the first stores its answer; a replay gets the same answer and
 * changes nothing. A concurrent replay waits on the key's unique index until the first commits.
 */
export async function idempotent<T>(q: Queryable, tenantId: string, scope: string, key: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!key) return fn();
  if (!/^[\w.:-]{1,100}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  const fresh = await q.one(sql`INSERT INTO ord_idempotency (tenant_id, key, scope) VALUES (${tenantId}, ${key}, ${scope}) ON CONFLICT DO NOTHING RETURNING key`);
  if (!fresh) {
    const row = await q.one<{ scope: string; response: any }>(sql`SELECT scope, response FROM ord_idempotency WHERE tenant_id = ${tenantId} AND key = ${key}`);
    if (!row || row.response == null || row.scope !== scope) throw conflict(MSG.coDuplicateRequest);
    return row.response as T;
  }
  const result = await fn();
  await q.query(sql`UPDATE ord_idempotency SET response = ${JSON.stringify(result ?? null)}::jsonb WHERE tenant_id = ${tenantId} AND key = ${key}`);
  return result;
}

// ---------------------------------------------------------------- place order

export interface GuestInput { guestName?: string; cardType?: number; cardNum?: string; phone?: string }
export interface PlaceInput {
  productId: string; skuId?: string; touristDate: string; quantity: number; contactName: string; contactPhone: string;
  guests?: GuestInput[]; channel?: string;
}

export async function placeOrder(q: Queryable, tenantId: string, actor: Actor, input: PlaceInput) {
  const p = await q.one(sql`SELECT * FROM prd_product WHERE tenant_id = ${tenantId} AND id = ${input.productId} AND is_deleted = 0 AND shelf_status = 1`);
  if (!p) throw bad(MSG.coProductOffShelf);
  const sku = await q.one(input.skuId
    ? sql`SELECT * FROM prd_sku WHERE tenant_id = ${tenantId} AND id = ${input.skuId} AND product_id = ${p.id} AND is_deleted = 0`
    : sql`SELECT * FROM prd_sku WHERE tenant_id = ${tenantId} AND product_id = ${p.id} AND is_deleted = 0 ORDER BY sort, id LIMIT 1`);
  if (!sku) throw bad(MSG.coSkuRequired);
  if (input.touristDate < chinaToday()) throw bad(MSG.coDatePast);
  if (!dateAllowed(p as any, input.touristDate)) throw bad(MSG.coDateNotBookable);
  if (input.quantity < 1 || input.quantity > p.max_buy) throw bad(MSG.coQuantityRange(p.max_buy));
  const contactMsg = input.contactName.trim() ? checkMobile(input.contactPhone) : MSG.coContactRequired;
  if (contactMsg) throw bad(contactMsg);
  const guests = input.guests ?? [];
  if (guests.length && guests.length !== input.quantity) throw bad(MSG.coGuestCount);
  if (p.need_id_card && guests.length !== input.quantity) throw bad(MSG.coGuestCount);
  for (const g of guests) {
    if (p.need_id_card && (!g.guestName || !g.cardNum)) throw bad(MSG.coGuestCardRequired);
    if (g.cardNum && (g.cardType ?? 1) === 1) {
      const m = checkIdCard(g.cardNum);
      if (m) throw bad(m);
    }
    if (g.phone) {
      const m = checkMobile(g.phone);
      if (m) throw bad(m);
    }
  }

  // The date's price, and a quick answer when it is already sold out. This read decides nothing about
  // stock: the conditional UPDATE at the end does (it may still refuse).
  const cal = await q.one<{ price: string; stock: number }>(sql`SELECT price, stock FROM prd_calendar
    WHERE tenant_id = ${tenantId} AND sku_id = ${sku.id} AND play_date = ${input.touristDate}`);
  if (!cal) throw bad(MSG.coDateNotBookable);
  if (cal.stock < input.quantity) throw bad(MSG.coStockNotEnough);
  const unit = Number(cal.price);
  const poi = p.poi_id ? await q.one(sql`SELECT name FROM prd_poi WHERE tenant_id = ${tenantId} AND id = ${p.poi_id}`) : null;
  const no = await orderNo(q, 'T');
  // The assist code is random (a clerk types it, so it must not be guessable); a clash with another
  // order of the tenant draws again instead of failing the purchase.
  let order: Row | undefined;
  for (let i = 0; !order; i++) {
    if (i === 5) throw conflict(MSG.coDuplicateRequest);
    order = await q.one(sql`INSERT INTO ord_order (tenant_id, order_no, code, assist_code, product_id, sku_id, poi_id, product_name, sku_name, poi_name,
        play_date, quantity, unit_price, total_money, contact_name, contact_phone, channel, order_status, create_user)
      VALUES (${tenantId}, ${no}, ${publicCode()}, ${assistCode()}, ${p.id}, ${sku.id}, ${p.poi_id}, ${p.name}, ${sku.name}, ${poi?.name ?? null},
        ${input.touristDate}, ${input.quantity}, ${unit}, ${unit * input.quantity}, ${input.contactName.trim()}, ${input.contactPhone}, ${input.channel ?? 'backoffice'},
        ${S.PENDING_PAYMENT}, ${actor.userId})
      ON CONFLICT (tenant_id, assist_code) DO NOTHING RETURNING *`);
  }
  const rows = Array.from({ length: input.quantity }, (_, i) => guests[i] ?? { guestName: input.contactName, phone: input.contactPhone });
  await q.query(sql`INSERT INTO ord_guest (tenant_id, order_id, guest_name, card_type, card_num, phone, qr_code, price)
    SELECT ${tenantId}, ${order.id}, g.name, g.card_type, g.card_num, g.phone, g.qr, ${unit}
    FROM unnest(${rows.map((g) => g.guestName ?? null)}::text[], ${rows.map((g) => (g.cardNum ? g.cardType ?? 1 : null))}::int[],
                ${rows.map((g) => g.cardNum ?? null)}::text[], ${rows.map((g) => g.phone ?? null)}::text[], ${rows.map(() => qrCode())}::text[])
      AS g(name, card_type, card_num, phone, qr)`);
  await orderLog(q, tenantId, order.id, 'process', 'create', null, S.PENDING_PAYMENT, '创建订单', actor);
  await orderLog(q, tenantId, order.id, 'operate', 'create', null, S.PENDING_PAYMENT, `${actor.name}创建订单`, actor);
  // The one conditional statement that takes the stock, last, so the hot row is held only until commit.
  // When it refuses, the whole transaction (order, guests, logs) rolls back.
  if (!(await takeStock(q, tenantId, { productId: p.id, skuId: sku.id, date: input.touristDate, n: input.quantity, orderId: order.id, userId: actor.userId }))) {
    throw bad(MSG.coStockNotEnough);
  }
  return { orderId: String(order.id), orderNo: order.order_no, code: order.code, totalMoney: Number(order.total_money), orderStatus: S.PENDING_PAYMENT };
}

// ---------------------------------------------------------------- payment

/** Sums derived from the append-only trade rows. */
export async function moneyOf(q: Queryable, tenantId: string, orderId: string) {
  const r = await q.one<{ paid: string; refunded: string }>(sql`SELECT
      coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0)::bigint AS paid,
      coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0)::bigint AS refunded
    FROM ord_trade WHERE tenant_id = ${tenantId} AND order_id = ${orderId}`);
  return { paid: Number(r!.paid), refunded: Number(r!.refunded) };
}

export async function createTrade(q: Queryable, tenantId: string, pay: PayProvider, orderId: string) {
  const o = await lockOrder(q, tenantId, orderId);
  if (Number(o.order_status) !== S.PENDING_PAYMENT) throw ORDER_FLOW.refuse(Number(o.order_status), 'pay');
  const tradeNo = await orderNo(q, 'P');
  const amount = Number(o.total_money);
  await q.query(sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, provider, amount) VALUES (${tenantId}, ${o.id}, 'pay', ${tradeNo}, ${pay.name}, ${amount})`);
  return { orderId: String(o.id), orderNo: o.order_no, tradeNo, amount, provider: pay.name, payParams: await pay.createPayment({ tradeNo, amount, subject: o.product_name }) };
}

/**
 * The provider's paid notice. Idempotent by trade: the trade row is locked, and a trade already done
 * answers the same result. Money arriving for an order that can no longer be paid (closed, cancelled,
 * paid twice) marks the order unusual, so its refund can be audited.
 */
export async function payCallback(q: Queryable, pay: PayProvider, body: Record<string, unknown>) {
  const cb = pay.verifyCallback(body);
  if (!cb) throw bad(MSG.coPaySignInvalid);
  const t = await q.one(sql`SELECT * FROM ord_trade WHERE trade_no = ${cb.tradeNo} AND kind = 'pay' FOR UPDATE`);
  if (!t) throw notFound(MSG.coTradeNotFound);
  if (Number(t.amount) !== cb.amount) throw bad(MSG.coPaySignInvalid);
  const tenantId = t.tenant_id as string;
  if (t.trade_status === 'done') {
    const o = await q.one(sql`SELECT order_status FROM ord_order WHERE tenant_id = ${tenantId} AND id = ${t.order_id}`);
    return { tradeNo: cb.tradeNo, tradeStatus: 'done', orderStatus: Number(o!.order_status) };
  }
  await q.query(sql`UPDATE ord_trade SET trade_status = 'done', provider_ref = ${cb.providerRef}, finish_time = now()
    WHERE tenant_id = ${tenantId} AND id = ${t.id} AND trade_status = 'created'`);
  const o = await lockOrder(q, tenantId, t.order_id);
  let status = Number(o.order_status);
  if (status === S.PENDING_PAYMENT) {
    const p = await q.one(sql`SELECT need_confirm FROM prd_product WHERE tenant_id = ${tenantId} AND id = ${o.product_id}`);
    status = Number((await move(q, tenantId, o, 'pay', CUSTOMER, `支付单 ${cb.tradeNo}`, !!p?.need_confirm)).order_status);
  } else {
    const type = status === S.CLOSED || status === S.CANCELLED ? 1 : 2;
    await q.query(sql`UPDATE ord_order SET is_unusual = 1, unusual_type = ${type}, update_time = now() WHERE tenant_id = ${tenantId} AND id = ${o.id}`);
    await orderLog(q, tenantId, o.id, 'operate', 'unusual', status, status, `${UNUSUAL_TYPES[type]}: 支付单 ${cb.tradeNo}`, SYSTEM);
  }
  return { tradeNo: cb.tradeNo, tradeStatus: 'done', orderStatus: status };
}

export const UNUSUAL_TYPES: Record<number, string> = { 1: '订单关闭后支付', 2: '重复支付', 3: '退款失败' };

// ---------------------------------------------------------------- cancel and close

/** Cancel (customer or clerk) or close (timeout) an unpaid order; the stock comes back once. */
export async function endUnpaid(q: Queryable, tenantId: string, orderId: string, action: 'cancel' | 'close', actor: Actor) {
  const o = await lockOrder(q, tenantId, orderId);
  const row = await move(q, tenantId, o, action, actor, action === 'close' ? '超时未支付' : '');
  await returnStock(q, tenantId, { productId: o.product_id, skuId: o.sku_id, date: o.play_date, n: o.quantity, reason: action, orderId: o.id, userId: actor.userId });
  return { orderId: String(o.id), orderStatus: Number(row.order_status) };
}

// ---------------------------------------------------------------- refunds

export interface RefundInput { guestIds?: string[]; reason?: string; reasonIndex?: number; text?: string }

async function insertRefund(q: Queryable, tenantId: string, o: Row, type: number, status: number, guestIds: string[], amount: number, input: RefundInput, actor: Actor) {
  return (await q.one(sql`INSERT INTO ord_refund (tenant_id, order_id, refund_no, refund_type, refund_status, guest_ids, refund_num, amount, reason, reason_index, refund_text, create_user)
    VALUES (${tenantId}, ${o.id}, ${await orderNo(q, 'R')}, ${type}, ${status}, ${guestIds}::bigint[], ${guestIds.length}, ${amount}, ${input.reason ?? null},
      ${input.reasonIndex ?? null}, ${input.text ?? null}, ${actor.userId}) RETURNING *`))!;
}

/** Tickets of the order a refund may take: unused or expired, optionally only the chosen ones. */
async function refundableGuests(q: Queryable, tenantId: string, orderId: string, guestIds: string[] | undefined, states: number[]) {
  return q.query(sql`SELECT id, price, ticket_status FROM ord_guest WHERE tenant_id = ${tenantId} AND order_id = ${orderId}
    AND ticket_status = ANY(${states}::int[]) ${guestIds?.length ? sql`AND id = ANY(${guestIds}::bigint[])` : sql.empty} ORDER BY id`);
}

/** A refund application (customer or clerk): the chosen tickets are held, the order goes to 7600, audit follows. */
export async function applyRefund(q: Queryable, tenantId: string, orderId: string, type: number, input: RefundInput, actor: Actor) {
  const o = await lockOrder(q, tenantId, orderId);
  const p = await q.one(sql`SELECT refund_rule FROM prd_product WHERE tenant_id = ${tenantId} AND id = ${o.product_id}`);
  if (Number(p?.refund_rule ?? 1) === 0 && type === REFUND_TYPE.CUSTOMER) throw bad(MSG.coNotRefundable);
  const from = Number(o.order_status);
  if (!ORDER_FLOW.rule(from, 'applyRefund')) throw ORDER_FLOW.refuse(from, 'applyRefund');
  const guests = await refundableGuests(q, tenantId, o.id, input.guestIds, [TICKET.UNUSED, TICKET.EXPIRED]);
  if (!guests.length) throw bad(MSG.coNothingToRefund);
  const amount = guests.reduce((s, g) => s + Number(g.price), 0);
  const money = await moneyOf(q, tenantId, o.id);
  if (amount > money.paid - money.refunded) throw bad(MSG.coRefundAmountInvalid);
  const ids = guests.map((g) => String(g.id));
  await q.query(sql`UPDATE ord_guest SET ticket_status = ${TICKET.REFUNDING} WHERE tenant_id = ${tenantId} AND id = ANY(${ids}::bigint[])`);
  REFUND_FLOW.next(REFUND_STATUS.NONE, 'apply', { refundType: type });
  const refund = await insertRefund(q, tenantId, o, type, REFUND_STATUS.AUDITING, ids, amount, input, actor);
  await move(q, tenantId, o, 'applyRefund', actor, `退款单 ${refund.refund_no}, ${ids.length} 张`);
  await orderLog(q, tenantId, o.id, 'refund', 'apply', REFUND_STATUS.NONE, REFUND_STATUS.AUDITING, `${actor.name}申请退款 ${ids.length} 张, ${amount} 分; ${input.reason ?? ''} ${input.text ?? ''}`.trim(), actor);
  return refund;
}

/** Pay the money back: an append-only refund trade, created then done (or failed). */
async function refundMoney(q: Queryable, tenantId: string, pay: PayProvider, refund: Row): Promise<void> {
  const t = await q.one(sql`SELECT trade_no FROM ord_trade WHERE tenant_id = ${tenantId} AND order_id = ${refund.order_id} AND kind = 'pay' AND trade_status = 'done' ORDER BY id LIMIT 1`);
  const tradeNo = await orderNo(q, 'F');
  const row = await q.one(sql`INSERT INTO ord_trade (tenant_id, order_id, refund_id, kind, trade_no, provider, amount)
    VALUES (${tenantId}, ${refund.order_id}, ${refund.id}, 'refund', ${tradeNo}, ${pay.name}, ${refund.amount}) RETURNING id`);
  const r = t ? await pay.refund({ tradeNo: t.trade_no, refundNo: refund.refund_no, amount: Number(refund.amount) }) : { ok: Number(refund.amount) === 0, providerRef: '' };
  await q.query(sql`UPDATE ord_trade SET trade_status = ${r.ok ? 'done' : 'failed'}, provider_ref = ${r.providerRef}, finish_time = now()
    WHERE tenant_id = ${tenantId} AND id = ${row!.id} AND trade_status = 'created'`);
  if (!r.ok) {
    await q.query(sql`UPDATE ord_order SET is_unusual = 1, unusual_type = 3 WHERE tenant_id = ${tenantId} AND id = ${refund.order_id}`);
  }
}

/** Held tickets become refunded (once: the guest state guards it) and their unused stock comes back. */
async function releaseTickets(q: Queryable, tenantId: string, o: Row, ids: string[], fromStates: number[], actor: Actor): Promise<number> {
  if (!ids.length) return 0;
  const rows = await q.query(sql`UPDATE ord_guest g SET ticket_status = ${TICKET.REFUNDED} FROM ord_guest old
    WHERE g.tenant_id = ${tenantId} AND g.id = ANY(${ids}::bigint[]) AND g.ticket_status = ANY(${fromStates}::int[])
      AND old.tenant_id = g.tenant_id AND old.id = g.id RETURNING old.ticket_status AS was`);
  const back = rows.filter((r) => Number(r.was) !== TICKET.CHECKED).length;
  await returnStock(q, tenantId, { productId: o.product_id, skuId: o.sku_id, date: o.play_date, n: back, reason: 'refund', orderId: o.id, userId: actor.userId });
  return rows.length;
}

/** An audit step on a refund: pass, reject, out-audit pass or reject. */
export async function auditRefund(q: Queryable, tenantId: string, pay: PayProvider, refundId: string, action: RefundAction, actor: Actor, remark = '') {
  if (!/^\d{1,19}$/.test(refundId)) throw notFound();
  const refund = await q.one(sql`SELECT * FROM ord_refund WHERE tenant_id = ${tenantId} AND id = ${refundId} FOR UPDATE`);
  if (!refund) throw notFound();
  const from = Number(refund.refund_status);
  const to = REFUND_FLOW.next(from, action, { refundType: Number(refund.refund_type) });
  const out = action === 'outPass' || action === 'outReject';
  const updated = await q.one(sql`UPDATE ord_refund SET refund_status = ${to}, update_time = now(),
      audit_user = CASE WHEN ${out} THEN audit_user ELSE ${actor.userId}::bigint END, audit_time = CASE WHEN ${out} THEN audit_time ELSE now() END,
      audit_remark = CASE WHEN ${out} THEN audit_remark ELSE ${remark || null} END,
      out_audit_user = CASE WHEN ${out} THEN ${actor.userId}::bigint ELSE out_audit_user END, out_audit_time = CASE WHEN ${out} THEN now() ELSE out_audit_time END
    WHERE tenant_id = ${tenantId} AND id = ${refund.id} AND refund_status = ${from} RETURNING *`);
  if (!updated) throw REFUND_FLOW.refuse(from, action);
  const o = await lockOrder(q, tenantId, refund.order_id);
  await orderLog(q, tenantId, o.id, 'refund', action, from, to, `${actor.name}${REFUND_FLOW.actionText[action]}${remark ? `: ${remark}` : ''}`, actor);
  const ids = (refund.guest_ids as (string | number)[]).map(String);
  if (Number(refund.refund_type) === REFUND_TYPE.UNUSUAL) {
    // Money without tickets behind it: only the money moves; the order's state stays.
    if (to === REFUND_STATUS.REFUNDED) {
      await refundMoney(q, tenantId, pay, updated);
      await q.query(sql`UPDATE ord_order SET is_unusual = 2, update_time = now() WHERE tenant_id = ${tenantId} AND id = ${o.id}`);
    }
    return updated;
  }
  if (to === REFUND_STATUS.REFUNDED) {
    await releaseTickets(q, tenantId, o, ids, [TICKET.REFUNDING], actor);
    await refundMoney(q, tenantId, pay, updated);
    await move(q, tenantId, o, 'refundDone', actor, `退款单 ${refund.refund_no}`);
  } else if (to === REFUND_STATUS.REJECTED) {
    const back = Number(o.status_before_refund) === S.EXPIRED ? TICKET.EXPIRED : TICKET.UNUSED;
    await q.query(sql`UPDATE ord_guest SET ticket_status = ${back} WHERE tenant_id = ${tenantId} AND id = ANY(${ids}::bigint[]) AND ticket_status = ${TICKET.REFUNDING}`);
    await move(q, tenantId, o, 'refundRejected', actor, remark);
  }
  return updated;
}

/** Forced refund by the merchant: no audit, any ticket not yet refunded (checked ones too), money back at once. */
export async function forcedRefund(q: Queryable, tenantId: string, pay: PayProvider, orderId: string, input: RefundInput, actor: Actor) {
  const o = await lockOrder(q, tenantId, orderId);
  const from = Number(o.order_status);
  if (!ORDER_FLOW.rule(from, 'forcedRefund')) throw ORDER_FLOW.refuse(from, 'forcedRefund');
  const guests = await refundableGuests(q, tenantId, o.id, input.guestIds, [TICKET.UNUSED, TICKET.EXPIRED, TICKET.CHECKED]);
  if (!guests.length) throw bad(MSG.coNothingToRefund);
  const amount = guests.reduce((s, g) => s + Number(g.price), 0);
  const money = await moneyOf(q, tenantId, o.id);
  if (amount > money.paid - money.refunded) throw bad(MSG.coRefundAmountInvalid);
  const ids = guests.map((g) => String(g.id));
  const to = REFUND_FLOW.next(REFUND_STATUS.NONE, 'force', { refundType: REFUND_TYPE.FORCED });
  const refund = await insertRefund(q, tenantId, o, REFUND_TYPE.FORCED, to, ids, amount, input, actor);
  await releaseTickets(q, tenantId, o, ids, [TICKET.UNUSED, TICKET.EXPIRED, TICKET.CHECKED], actor);
  await refundMoney(q, tenantId, pay, refund);
  await orderLog(q, tenantId, o.id, 'refund', 'force', REFUND_STATUS.NONE, to, `${actor.name}强制退款 ${ids.length} 张, ${amount} 分`, actor);
  await move(q, tenantId, o, 'forcedRefund', actor, `退款单 ${refund.refund_no}`);
  return refund;
}

/** Unusual refund: give back money paid that no ticket stands for (paid after close, paid twice). */
export async function unusualRefund(q: Queryable, tenantId: string, orderId: string, input: RefundInput & { amount?: number }, actor: Actor) {
  const o = await lockOrder(q, tenantId, orderId);
  if (Number(o.is_unusual) !== 1) throw bad(MSG.coNothingToRefund);
  if (await q.one(sql`SELECT 1 FROM ord_refund WHERE tenant_id = ${tenantId} AND order_id = ${o.id} AND refund_status IN (10, 20)`)) throw bad(MSG.coRefundPending);
  const money = await moneyOf(q, tenantId, o.id);
  const active = [S.CLOSED, S.CANCELLED].includes(Number(o.order_status) as 4040) ? 0 : Number(o.total_money);
  const excess = money.paid - money.refunded - active;
  const amount = input.amount ?? excess;
  if (amount <= 0 || amount > excess) throw bad(MSG.coRefundAmountInvalid);
  REFUND_FLOW.next(REFUND_STATUS.NONE, 'apply', { refundType: REFUND_TYPE.UNUSUAL });
  const refund = await insertRefund(q, tenantId, o, REFUND_TYPE.UNUSUAL, REFUND_STATUS.AUDITING, [], amount, input, actor);
  await orderLog(q, tenantId, o.id, 'refund', 'apply', REFUND_STATUS.NONE, REFUND_STATUS.AUDITING, `${actor.name}申请异常退款 ${amount} 分`, actor);
  return refund;
}

// ---------------------------------------------------------------- check (gate)

/** Mark guests checked (only unused ones: the guest state guards against double checks) and move the order. */
export async function checkGuests(q: Queryable, tenantId: string, o: Row, guestIds: string[], actor: Actor, method: number): Promise<number> {
  const rows = await q.query(sql`UPDATE ord_guest SET ticket_status = ${TICKET.CHECKED}, check_time = now()
    WHERE tenant_id = ${tenantId} AND order_id = ${o.id} AND id = ANY(${guestIds}::bigint[]) AND ticket_status = ${TICKET.UNUSED} RETURNING id`);
  if (!rows.length) return 0;
  await move(q, tenantId, o, method === VERIFY_METHOD.AUTO_ON_EXPIRY ? 'autoCheck' : 'check', actor, `${rows.length} 张`);
  return rows.length;
}

// ---------------------------------------------------------------- jobs

/** Close unpaid orders older than `order.closeMinutes` (each in its own tenant-bound transaction). */
export async function closeOverdue(db: { query: Queryable['query']; tx: <T>(fn: (q: Queryable) => Promise<T>, o?: { tenantId?: string }) => Promise<T> }): Promise<number> {
  const param = await db.query<{ v: string }>(sql`SELECT param_value AS v FROM blade_param WHERE param_key = 'order.closeMinutes' AND is_deleted = 0`);
  const minutes = Math.max(1, Number(param[0]?.v ?? 30) || 30);
  const due = await db.query<{ tenant_id: string; id: string }>(sql`SELECT tenant_id, id FROM ord_order
    WHERE order_status = ${S.PENDING_PAYMENT} AND create_time < now() - make_interval(mins => ${minutes}) ORDER BY create_time LIMIT 500`);
  let n = 0;
  for (const d of due) {
    await db.tx(async (q) => {
      const o = await q.one(sql`SELECT order_status FROM ord_order WHERE tenant_id = ${d.tenant_id} AND id = ${d.id} FOR UPDATE`);
      if (Number(o?.order_status) !== S.PENDING_PAYMENT) return; // paid or cancelled meanwhile
      await endUnpaid(q, d.tenant_id, d.id, 'close', SYSTEM);
      n++;
    }, { tenantId: d.tenant_id });
  }
  return n;
}

/** After the play date, unused tickets expire or are checked automatically (method 9), by the product's rule. */
export async function expireTickets(db: Parameters<typeof closeOverdue>[0]): Promise<number> {
  const due = await db.query<{ tenant_id: string; id: string; expire_rule: number }>(sql`SELECT o.tenant_id, o.id, p.expire_rule FROM ord_order o
    JOIN prd_product p ON p.tenant_id = o.tenant_id AND p.id = o.product_id
    WHERE o.order_status IN (${S.TO_BE_USED}, ${S.IN_USE}) AND o.play_date < ${chinaToday()}::date ORDER BY o.play_date LIMIT 500`);
  let n = 0;
  for (const d of due) {
    await db.tx(async (q) => {
      const o = await q.one(sql`SELECT * FROM ord_order WHERE tenant_id = ${d.tenant_id} AND id = ${d.id} FOR UPDATE`);
      if (!o || ![S.TO_BE_USED, S.IN_USE].includes(Number(o.order_status) as 8821)) return;
      // Method 9 switched off on the check-method config page: the tickets simply expire.
      const cfg = await q.one(sql`SELECT enabled FROM vf_config WHERE tenant_id = ${d.tenant_id} AND method = ${VERIFY_METHOD.AUTO_ON_EXPIRY}`);
      if (Number(d.expire_rule) === 2 && Number(cfg?.enabled ?? 1) === 1) {
        const guests = await q.query(sql`SELECT id, guest_name FROM ord_guest WHERE tenant_id = ${d.tenant_id} AND order_id = ${o.id} AND ticket_status = 0`);
        if (!(await checkGuests(q, d.tenant_id, o, guests.map((g) => String(g.id)), SYSTEM, VERIFY_METHOD.AUTO_ON_EXPIRY))) await move(q, d.tenant_id, o, 'expire', SYSTEM);
        for (const g of guests) {
          await q.query(sql`INSERT INTO vf_record (tenant_id, order_id, guest_id, product_id, product_name, order_no, guest_name, method, result, user_name)
            VALUES (${d.tenant_id}, ${o.id}, ${g.id}, ${o.product_id}, ${o.product_name}, ${o.order_no}, ${g.guest_name}, ${VERIFY_METHOD.AUTO_ON_EXPIRY}, 1, ${SYSTEM.name})`);
        }
      } else {
        await q.query(sql`UPDATE ord_guest SET ticket_status = ${TICKET.EXPIRED} WHERE tenant_id = ${d.tenant_id} AND order_id = ${o.id} AND ticket_status = 0`);
        await move(q, d.tenant_id, o, 'expire', SYSTEM);
      }
      n++;
    }, { tenantId: d.tenant_id });
  }
  return n;
}

// ---------------------------------------------------------------- reschedule

/**
 * Move the unused guests of a paid order (8003 / 8821) to another play date. The order row is locked
 * and its play date changed by a conditional UPDATE, so the old date gets its stock back exactly once;
 * the new date's stock is taken by the same single conditional statement as a purchase.
 */
export async function reschedule(q: Queryable, tenantId: string, orderId: string, toDate: string, actor: Actor) {
  const o = await lockOrder(q, tenantId, orderId);
  const status = Number(o.order_status);
  if (status !== S.CONFIRMING && status !== S.TO_BE_USED) throw bad(MSG.coRescheduleState);
  const fromDate = String(o.play_date);
  if (toDate === fromDate) throw bad(MSG.coRescheduleSameDate);
  if (toDate < chinaToday()) throw bad(MSG.coDatePast);
  const p = await q.one(sql`SELECT weekly, dis_date FROM prd_product WHERE tenant_id = ${tenantId} AND id = ${o.product_id}`);
  if (!p || !dateAllowed(p as any, toDate)) throw bad(MSG.coDateNotBookable);
  const n = (await q.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_guest WHERE tenant_id = ${tenantId} AND order_id = ${o.id} AND ticket_status = 0`))!.n;
  if (n === 0) throw bad(MSG.coRescheduleNoTicket);
  // A date without a calendar row is not on sale; whether its stock suffices is decided by takeStock.
  if (!(await q.one(sql`SELECT 1 FROM prd_calendar WHERE tenant_id = ${tenantId} AND sku_id = ${o.sku_id} AND play_date = ${toDate}`))) throw bad(MSG.coDateNotBookable);
  const moved = await q.one(sql`UPDATE ord_order SET play_date = ${toDate}, update_time = now(), update_user = ${actor.userId}
    WHERE tenant_id = ${tenantId} AND id = ${o.id} AND play_date = ${fromDate} AND order_status = ${status} RETURNING id`);
  if (!moved) throw bad(MSG.coRescheduleState);
  const content = `改期 ${fromDate} → ${toDate}, ${n}张`;
  await orderLog(q, tenantId, o.id, 'reschedule', 'reschedule', status, status, content, actor);
  await orderLog(q, tenantId, o.id, 'operate', 'reschedule', status, status, `${actor.name}${content}`, actor);
  const stock = { productId: String(o.product_id), skuId: String(o.sku_id), n, orderId: String(o.id) };
  await returnStock(q, tenantId, { ...stock, date: fromDate, reason: 'reschedule', userId: actor.userId });
  // Last, so the new date's row is held only until commit; a refusal rolls everything back.
  if (!(await takeStock(q, tenantId, { ...stock, date: toDate, userId: actor.userId }))) throw bad(MSG.coStockNotEnough);
  return { orderId: String(o.id), fromDate, toDate, quantity: n };
}
