import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MSG,
  ORDER_STATUS,
  REFUND_STATUS_TEXT,
  REFUND_TYPE_TEXT,
  UNUSUAL_TYPE_TEXT,
  centsToYuan,
  orderStatusText,
  type OrderFilters,
  type OrderLogKind,
  type OrderRow,
} from '@yym/contract';
import type { Queryable, Row } from '../../../platform/db.ts';
import type { Ctx } from '../../../platform/context.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad, conflict, notFound } from '../../../platform/errors.ts';
import { toApi, toApiRows } from '../../../platform/rows.ts';
import { type Column, defineExport, exportXlsx } from '../../../platform/export.ts';
import { chinaStamp } from '../../../platform/time.ts';
import { orderMoved } from '../../../platform/checkout.ts';
import { ORDER_FLOW, type OrderAction } from '../flow.ts';
import * as repo from './repo/order.ts';
import type { Actor, LogKind } from './repo/order.ts';
import * as views from './repo/views.ts';

// Areas above the orders (members: growth and points) follow the order's moves through the platform.
ORDER_FLOW.onMove(orderMoved);

export type { Actor } from './repo/order.ts';
export const SYSTEM: Actor = { userId: null, name: '系统' };
export const CUSTOMER: Actor = { userId: null, name: '用户' };
export const actorOf = (ctx: Ctx): Actor => ({ userId: ctx.user?.userId ?? null, name: ctx.user?.realName || ctx.user?.account || '系统' });
/** Data access bound to a tenant named by the row itself (jobs, public pages, the payment notice). */
export const scopedTo = (q: Queryable, tenantId: string) => tenantData(q, tenantId);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Prefix + China time to the second + 6 digits of a sequence: unique, readable, sortable. */
export async function orderNo(db: Scoped, prefix: string): Promise<string> {
  return orderNoOf(prefix, await repo.nextOrderSeq(db));
}
/** The order number of a sequence value already drawn (see placeOrder: drawn beside its first read). */
export const orderNoOf = (prefix: string, seq: number) => `${prefix}${chinaStamp()}${pad(seq, 6)}`;
export const nextOrderSeq = repo.nextOrderSeq;

// ---------------------------------------------------------------- logs and transitions

export const orderLog = (
  db: Scoped,
  orderId: string,
  kind: LogKind,
  action: string,
  from: number | null,
  to: number | null,
  content: string,
  actor: Actor,
) => repo.insertLog(db, orderId, kind, action, from, to, content, actor);

/** A new order's first entries (process and operate). */
export const logCreated = (db: Scoped, orderId: string, actor: Actor) =>
  repo.insertMoveLogs(
    db,
    orderId,
    'create',
    null,
    ORDER_STATUS.PENDING_PAYMENT,
    { process: '创建订单', operate: `${actor.name}创建订单` },
    actor,
  );

/** The order row, locked for this transaction; another tenant's order is simply not found. */
export async function lockOrder(db: Scoped, id: string): Promise<Row> {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const o = await repo.lockOrder(db, id);
  if (!o) throw notFound();
  return o;
}

/**
 * Move an order by the transition table: the guests are already updated, so the target state is
 * computed from them; the UPDATE is conditional on the state read, and both logs are written.
 */
export async function move(
  db: Scoped,
  order: Row,
  action: OrderAction,
  actor: Actor,
  content = '',
  needConfirm = false,
  /** The order's ticket counts, when the caller has just read them in this transaction. */
  counts?: repo.GuestCounts,
): Promise<Row> {
  const from = Number(order.order_status);
  // Orders of another kind than tickets (hotel stays) always wait for the merchant's confirmation once paid.
  const context = {
    ...(counts ?? (await repo.guestCounts(db, order.id))),
    needConfirm: needConfirm || (order.order_kind ?? 'ticket') !== 'ticket',
    before: order.status_before_refund,
  };
  const to = ORDER_FLOW.next(from, action, context);
  const before = action === 'applyRefund' ? from : to === ORDER_STATUS.REFUNDING ? order.status_before_refund : null;
  const text = ORDER_FLOW.actionText[action];
  const operate = `${actor.name}${text}${content ? `: ${content}` : ''}`;
  // The log goes out with the move (one write on PostgreSQL); a refused move fails the transaction, log and all.
  const [{ row }] = await Promise.all([
    ORDER_FLOW.apply(db.q, {
      table: 'ord_order',
      column: 'order_status',
      tenantId: db.tenantId,
      id: order.id,
      from,
      action,
      context,
      userId: actor.userId,
      set: repo.moveSet(action, to, before),
    }),
    repo.insertMoveLogs(db, order.id, action, from, to, { process: content || text, operate }, actor),
  ]);
  return row;
}

/**
 * Run a money-path call once per key: the first stores its answer; a replay gets the same answer and
 * changes nothing. A concurrent replay waits on the key's unique index until the first commits.
 */
export async function idempotent<T>(db: Scoped, scope: string, key: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!key) return fn();
  if (!/^[\w.:-]{1,100}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  if (!(await repo.claimKey(db, key, scope))) {
    const row = await repo.keyAnswer(db, key);
    if (!row || row.response == null || row.scope !== scope) throw conflict(MSG.coDuplicateRequest);
    return row.response as T;
  }
  const result = await fn();
  db.q.defer(repo.saveAnswer(db, key, result));
  return result;
}

/** The caller's idempotency key: the header, else the body's. */
export const idemKey = (req: FastifyRequest, body?: { idempotencyKey?: string }) =>
  (req.headers['idempotency-key'] as string | undefined) ?? body?.idempotencyKey;

/** A money call of any area (a refund, its audit) run once per the caller's key; without a key it just runs. */
export const moneyOnce = <T>(
  ctx: Ctx,
  req: FastifyRequest,
  body: { idempotencyKey?: string },
  scope: 'refund' | 'refund-audit',
  fn: () => Promise<T>,
) => idempotent(ctx.data, scope, idemKey(req, body), fn);

// ---------------------------------------------------------------- what the other parts of the area read

export const moneyOf = repo.moneyOf;
/** The order row, locked, removed or not (the jobs, the checks and the payment notices). */
export const lockAnyOrder = repo.lockAnyOrder;
/** The order's ticket counts after a change in this transaction (what a move decides by). */
export const guestCounts = repo.guestCounts;
/** The product's rules an order follows (confirmation, refunds, bookable days). */
export const productRules = repo.productRules;
export const setOrderRemark = (db: Scoped, id: string, remark: string) => repo.setRemark(db, id, remark);

/** The customer's pages (public): the order's unguessable code names the order, and so its tenant. */
export async function orderByCode(q: Queryable, code: string) {
  const o = await views.orderByCode(q, code);
  if (!o) throw notFound();
  return { o, db: scopedTo(q, o.tenant_id as string) };
}

// ---------------------------------------------------------------- the scenic and unusual order lists, details, logs

// Added to the order read (its own fresh object), not to a copy: a list page copied each of its rows.
const withText = <T extends views.OrderRecord>(o: T) =>
  Object.assign(o, { orderStatusText: orderStatusText(o.orderStatus), totalMoneyYuan: centsToYuan(o.totalMoney) });
/** A refund row with its status and type in words (the order's detail and the refund list). */
export const refundText = <T extends { refundStatus: number; refundType: number }>(r: T) => ({
  ...r,
  refundStatusText: REFUND_STATUS_TEXT[r.refundStatus],
  refundTypeText: REFUND_TYPE_TEXT[r.refundType],
});

export async function orderPage(db: Scoped, q: OrderFilters) {
  const page = await views.orderPage(db, q);
  return { ...page, records: page.records.map(withText) };
}

export async function unusualPage(db: Scoped, q: OrderFilters) {
  const page = await orderPage(db, { ...q, isUnusual: q.isUnusual ?? 1 });
  return {
    ...page,
    records: page.records.map((x) => ({ ...x, unusualTypeText: (x.unusualType == null ? '' : UNUSUAL_TYPE_TEXT[x.unusualType]) ?? '' })),
  };
}

export const unusualTypes = async () => Object.entries(UNUSUAL_TYPE_TEXT).map(([k, v]) => ({ type: Number(k), name: v }));

export async function orderInfo(db: Scoped, id: string) {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const row = await views.orderWithMoney(db, id);
  if (!row) throw notFound();
  const guests = await views.guestsOf(db, id);
  const refunds = (await views.refundsOf(db, id)).map(refundText);
  const trades = await views.tradesOf(db, id);
  return { ...withText(toApi<views.OrderRecord>(row)), guests, refunds, trades };
}

const statusText = (kind: OrderLogKind, s: number | null) =>
  s == null ? '' : kind === 'refund' ? REFUND_STATUS_TEXT[s] : orderStatusText(s);
export const logs = async (db: Scoped, orderId: string, kind: OrderLogKind) =>
  (await views.logsOf(db, orderId, kind)).map((l) => ({
    ...l,
    fromStatusText: statusText(kind, l.fromStatus),
    toStatusText: statusText(kind, l.toStatus),
  }));
export const unusualLogs = async (db: Scoped, orderId: string) => [
  ...(await logs(db, orderId, 'operate')),
  ...(await logs(db, orderId, 'refund')),
];

export async function tradeStatus(db: Scoped, orderId: string) {
  const o = await lockOrder(db, orderId);
  const trades = toApiRows(await repo.tradesOf(db, o.id));
  return {
    orderId: String(o.id),
    orderStatus: Number(o.order_status),
    orderStatusText: orderStatusText(o.order_status),
    ...(await moneyOf(db, o.id)),
    trades,
  };
}

export const getRemark = async (db: Scoped, orderId: string) => ({ orderId, remark: (await lockOrder(db, orderId)).remark ?? '' });
export async function addRemark(ctx: Ctx, orderId: string, remark: string) {
  const o = await lockOrder(ctx.data, orderId);
  await repo.setRemark(ctx.data, o.id, remark);
  await orderLog(ctx.data, o.id, 'operate', 'remark', o.order_status, o.order_status, `备注: ${remark}`, actorOf(ctx));
  return true;
}

/** Finished (cancelled or closed) orders leave the list; anything else is not found. */
export async function removeEnded(db: Scoped, ids: string) {
  const rows = await repo.removeEnded(db, ids.split(','), [ORDER_STATUS.CANCELLED, ORDER_STATUS.CLOSED]);
  if (!rows.length) throw notFound();
  return rows.length;
}

const ORDER_XLSX: Column<Pick<OrderRow, 'totalMoney' | 'paidMoney' | 'refundMoney' | 'orderStatus'>>[] = [
  ['订单号', 'orderNo'],
  ['商品', 'productName'],
  ['票种', 'skuName'],
  ['景区', 'poiName'],
  ['游玩日期', 'playDate', 'date'],
  ['数量', 'quantity', 'count'],
  ['订单金额(元)', 'totalMoney', 'money'],
  ['已付(元)', 'paidMoney', 'money'],
  ['已退(元)', 'refundMoney', 'money'],
  ['状态', (x) => orderStatusText(x.orderStatus)],
  ['联系人', 'contactName'],
  ['手机号', 'contactPhone'],
  ['渠道', 'channel'],
  ['下单时间', 'createTime', 'time'],
];
const ORDER_EXPORT = defineExport<Partial<OrderFilters>>('scenic-order', {
  title: '景区订单',
  columns: ORDER_XLSX,
  count: views.orderExportCount,
  batch: views.orderExportBatch,
});
export const exportOrders = (ctx: Ctx, reply: FastifyReply, q: Partial<OrderFilters>) => exportXlsx(ctx, reply, ORDER_EXPORT, q);
