import type { FastifyReply } from 'fastify';
import {
  ORDER_STATUS,
  REFUND_STATUS_TEXT,
  REFUND_TYPE_TEXT,
  UNUSUAL_TYPE_TEXT,
  centsToYuan,
  orderStatusText,
  type OrderFilters,
  type OrderLogKind,
  type refundFilters,
} from '@yym/contract';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import type { Scoped } from '../../platform/repo.ts';
import { notFound } from '../../platform/errors.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';
import { defineExport, exportXlsx } from '../../platform/export.ts';
import * as views from './repo/views.ts';
import * as orders from './repo/order.ts';
import { refundPage as refundRows } from './repo/refund.ts';
import { unusualExcess } from './refund.ts';
import { actorOf, lockOrder, moneyOf, orderLog } from './service.ts';

const withText = (o: any) => ({ ...o, orderStatusText: orderStatusText(o.orderStatus), totalMoneyYuan: centsToYuan(o.totalMoney) });
const refundText = (r: any) => ({
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
  return { ...page, records: page.records.map((x: any) => ({ ...x, unusualTypeText: UNUSUAL_TYPE_TEXT[x.unusualType] ?? '' })) };
}

export const unusualTypes = async () => Object.entries(UNUSUAL_TYPE_TEXT).map(([k, v]) => ({ type: Number(k), name: v }));

export async function orderInfo(db: Scoped, id: string) {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const row = await views.orderWithMoney(db, id);
  if (!row) throw notFound();
  const guests = await views.guestsOf(db, id);
  const refunds = (await views.refundsOf(db, id)).map(refundText);
  const trades = await views.tradesOf(db, id);
  return { ...withText(toApi(row)), guests, refunds, trades };
}

const statusText = (kind: OrderLogKind, s: number | null) =>
  s == null ? '' : kind === 'refund' ? REFUND_STATUS_TEXT[s] : orderStatusText(s);
export const logs = async (db: Scoped, orderId: string, kind: OrderLogKind) =>
  (await views.logsOf(db, orderId, kind)).map((l: any) => ({
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
  const trades = toApiRows(await orders.tradesOf(db, o.id));
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
  await orders.setRemark(ctx.data, o.id, remark);
  await orderLog(ctx.data, o.id, 'operate', 'remark', o.order_status, o.order_status, `备注: ${remark}`, actorOf(ctx));
  return true;
}

/** Finished (cancelled or closed) orders leave the list; anything else is not found. */
export async function removeEnded(db: Scoped, ids: string) {
  const rows = await orders.removeEnded(db, ids.split(','), [ORDER_STATUS.CANCELLED, ORDER_STATUS.CLOSED]);
  if (!rows.length) throw notFound();
  return rows.length;
}

export async function refundDetail(db: Scoped, orderId: string) {
  const info = await orderInfo(db, orderId);
  const refundable = info.guests.filter((g: any) => g.ticketStatus === 0 || g.ticketStatus === 3);
  return {
    orderId: info.id,
    orderNo: info.orderNo,
    refundable,
    refundableMoney: refundable.reduce((s: number, g: any) => s + Number(g.price), 0),
    paidMoney: Number(info.paidMoney),
    refundMoney: Number(info.refundMoney),
    refunds: info.refunds,
  };
}
export const unusualRefundDetail = async (db: Scoped, orderId: string) => {
  const info = await orderInfo(db, orderId);
  return { ...info, unusualTypeText: UNUSUAL_TYPE_TEXT[info.unusualType] ?? '' };
};
export async function unusualMoney(db: Scoped, orderId: string) {
  const { paid, refunded, excess } = await unusualExcess(db, await lockOrder(db, orderId));
  return { paid, refunded, refundable: Math.max(0, excess) };
}

export async function refundPage(db: Scoped, q: z.output<typeof refundFilters>) {
  const page = await refundRows(db, q);
  return { ...page, records: page.records.map(refundText) };
}

const ORDER_XLSX: [string, string | ((x: any) => unknown)][] = [
  ['订单号', 'orderNo'],
  ['商品', 'productName'],
  ['票种', 'skuName'],
  ['景区', 'poiName'],
  ['游玩日期', 'playDate'],
  ['数量', 'quantity'],
  ['订单金额(元)', (x) => centsToYuan(x.totalMoney)],
  ['已付(元)', (x) => centsToYuan(x.paidMoney)],
  ['已退(元)', (x) => centsToYuan(x.refundMoney)],
  ['状态', (x) => orderStatusText(x.orderStatus)],
  ['联系人', 'contactName'],
  ['手机号', 'contactPhone'],
  ['渠道', 'channel'],
  ['下单时间', 'createTime'],
];
const ORDER_EXPORT = defineExport<Partial<OrderFilters>>('scenic-order', {
  title: '景区订单',
  columns: ORDER_XLSX,
  count: views.orderExportCount,
  batch: views.orderExportBatch,
});
export const exportOrders = (ctx: Ctx, reply: FastifyReply, q: Partial<OrderFilters>) => exportXlsx(ctx, reply, ORDER_EXPORT, q);
