import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  GOODS_MSG,
  GOODS_PERMS,
  MSG,
  ORDER_STATUS,
  REFUND_STATUS_TEXT,
  REFUND_TYPE_TEXT,
  SALE_KIND_TEXT,
  TICKET_STATUS_TEXT,
  centsToYuan,
  orderStatusText,
  type GoodsOrderDetail,
  type StatusCount,
  type TrackStep,
  type addressUpdateForm,
  type goodsOrderFilters,
  type goodsRefundForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { bad, forbidden, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import type { ExpressProvider } from '../../../platform/providers/index.ts';
import { actorOf, endUnpaid, forcedRefund, lockOrder, orderLog, setOrderRemark } from '../../order/index.ts';
import * as bundles from '../bundles/service.ts';
import * as freight from '../freight/service.ts';
import * as repo from './repo.ts';

/**
 * 商品订单 in the back office: goods orders with their parcels (ship, correct, import), and the bundle,
 * food and line orders beside them; refunds go through the order area's one refund path.
 */

type Kind = 'goods' | 'bundle' | 'food' | 'line';
const O = GOODS_PERMS.order;

export const orderPage = (ctx: Ctx, q: z.output<typeof goodsOrderFilters>) => repo.orderPage(ctx.data, q);

const TABS: [string, string][] = [
  ['8100', '待付款'],
  ['toShip', '待发货'],
  ['shipped', '已发货'],
  ['8821', '待使用'],
  ['8826', '已完成'],
  ['7600', '退款中'],
  ['7700', '已取消'],
  ['4040', '已关闭'],
];
/** Counts of the status tabs under the list's filters (goods split paid orders into to ship and shipped). */
export async function countStatus(ctx: Ctx, q: Partial<z.output<typeof goodsOrderFilters>>): Promise<StatusCount[]> {
  const rows = await repo.counts(ctx.data, q);
  const kind = q.kind ?? 'goods';
  const n = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((s, r) => s + Number(r.n), 0);
  return TABS.filter(([s]) => (kind === 'goods' ? s !== '8821' : s !== 'toShip' && s !== 'shipped')).map(([status, name]) => ({
    status,
    name,
    count:
      status === 'toShip'
        ? n((r) => r.order_status === ORDER_STATUS.TO_BE_USED && r.delivery_status === 0)
        : status === 'shipped'
          ? n((r) => r.order_status === ORDER_STATUS.TO_BE_USED && r.delivery_status === 1)
          : n((r) => r.order_status === Number(status)),
  }));
}

async function lockKindOrder(db: Scoped, id: string, kinds: Kind[]) {
  const o = await lockOrder(db, id);
  if (!kinds.includes(o.order_kind)) throw notFound();
  return o;
}

/** What the order allows now (the buttons the page shows; each call checks again). */
const can = (o: repo.OrderRead) => {
  const paid = o.orderStatus === ORDER_STATUS.TO_BE_USED;
  const goods = o.saleKind === 'goods';
  return {
    close: o.orderStatus === ORDER_STATUS.PENDING_PAYMENT,
    ship: goods && paid && o.deliveryStatus < 2,
    address: goods && o.deliveryStatus === 0 && (paid || o.orderStatus === ORDER_STATUS.PENDING_PAYMENT),
    refund: ([ORDER_STATUS.TO_BE_USED, ORDER_STATUS.IN_USE, ORDER_STATUS.COMPLETED] as number[]).includes(o.orderStatus),
  };
};

/** The courier's steps of a shipped parcel (a provider call: never inside a transaction). */
export async function trackOf(
  express: ExpressProvider,
  o: { expressCode: string | null; trackingNo: string | null; receiverPhone?: string | null },
): Promise<TrackStep[]> {
  if (!o.expressCode || !o.trackingNo) return [];
  const t = await express
    .track({ expressCode: o.expressCode, trackingNo: o.trackingNo, phone: o.receiverPhone ?? undefined })
    .catch(() => null);
  return t?.steps ?? [];
}

export async function readDetail(db: Scoped, id: string, kinds: Kind[]) {
  const o = await repo.orderOne(db, id);
  if (!o || !kinds.includes(o.saleKind as Kind)) throw notFound();
  const [guests, refunds, parts] = await Promise.all([
    repo.guestsOf(db, id),
    repo.refundsOf(db, id),
    o.saleKind === 'bundle' ? bundles.salePartsOf(db, [id]) : undefined,
  ]);
  return {
    o,
    parts: parts?.get(id) ?? [],
    lines: guests.map((g) => ({
      id: String(g.id),
      guestName: String(g.guest_name ?? ''),
      price: Number(g.price),
      ticketStatus: Number(g.ticket_status),
      ticketStatusText: TICKET_STATUS_TEXT[Number(g.ticket_status)] ?? '',
      qrCode: String(g.qr_code),
      isFreight: String(g.id) === o.freightGuestId,
    })),
    refunds: refunds.map((r) => ({
      refundNo: String(r.refund_no),
      amount: Number(r.amount),
      refundStatusText: REFUND_STATUS_TEXT[Number(r.refund_status)] ?? '',
      refundTypeText: REFUND_TYPE_TEXT[Number(r.refund_type)] ?? '',
      createTime: r.create_time instanceof Date ? r.create_time.toISOString() : String(r.create_time),
    })),
  };
}

/** The detail is read in a short transaction of its own, then the parcel's tracking is asked outside it. */
export async function orderDetail(ctx: Ctx, id: string, kinds: Kind[]): Promise<GoodsOrderDetail> {
  const d = await inTenant(ctx.svc.db, ctx.tenantId, (db) => readDetail(db, id, kinds));
  const { freightGuestId: _, regionCode: __, ...row } = d.o;
  return {
    ...row,
    lines: d.lines,
    refunds: d.refunds,
    parts: d.parts,
    track: await trackOf(ctx.svc.providers.express, d.o),
    can: can(d.o),
  };
}

export async function logs(ctx: Ctx, id: string, kinds: Kind[], only?: string[]) {
  await lockKindOrder(ctx.data, id, kinds);
  const rows = await repo.logsOf(ctx.data, id, only ?? ['process', 'refund', 'operate']);
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

export async function remark(ctx: Ctx, id: string, text: string) {
  const o = await lockKindOrder(ctx.data, id, ['goods', 'bundle', 'food', 'line']);
  await setOrderRemark(ctx.data, id, text);
  const s = Number(o.order_status);
  await orderLog(ctx.data, id, 'operate', 'remark', s, s, `${actorOf(ctx).name}备注: ${text}`, actorOf(ctx));
  return true;
}

/** Close an unpaid order: the order area ends it, our hook gives its stock back once. */
export async function close(ctx: Ctx, id: string, kinds: Kind[]) {
  const o = await lockKindOrder(ctx.data, id, kinds);
  if (Number(o.order_status) !== ORDER_STATUS.PENDING_PAYMENT) throw bad(GOODS_MSG.notClosable);
  const r = await endUnpaid(ctx.data, id, 'close', actorOf(ctx));
  return { orderStatus: r.orderStatus };
}

export async function changeAddress(ctx: Ctx, f: z.output<typeof addressUpdateForm>) {
  const o = await lockKindOrder(ctx.data, f.orderId, ['goods']);
  const status = Number(o.order_status);
  if (status !== ORDER_STATUS.PENDING_PAYMENT && status !== ORDER_STATUS.TO_BE_USED) throw bad(GOODS_MSG.notShippable);
  const regionName = await freight.regionName(ctx, f.regionCode);
  if (!(await repo.setAddress(ctx.data, f.orderId, { ...f, regionName }))) throw bad(GOODS_MSG.alreadyShipped);
  const a = actorOf(ctx);
  await orderLog(
    ctx.data,
    f.orderId,
    'operate',
    'address',
    status,
    status,
    `${a.name}修改收货地址: ${f.receiverName} ${regionName}${f.address}`,
    a,
  );
  return true;
}

/**
 * Refund all lines (freight too) or the chosen units, at once, through the order area's forced-refund
 * path (money back through the payment provider, after commit). The order's lock makes parallel
 * refunds of one order run one after another: the second finds nothing left to refund.
 */
export async function refund(ctx: Ctx, f: z.output<typeof goodsRefundForm>, kinds: Kind[]) {
  const partial = !!f.guestIds?.length;
  const code = partial ? O.partRefund : O.refund;
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
  await lockKindOrder(ctx.data, f.orderId, kinds);
  const r = await forcedRefund(
    ctx.data,
    ctx.svc.providers.payment,
    f.orderId,
    { guestIds: partial ? f.guestIds : undefined, reason: f.reason || (partial ? '商家部分退款' : '商家退款') },
    actorOf(ctx),
  );
  const after = await lockOrder(ctx.data, f.orderId);
  return { refundNo: String(r.refund_no), amount: Number(r.amount), orderStatus: Number(after.order_status) };
}

export async function exportOrders(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof goodsOrderFilters>>) {
  const rows = await repo.exportRows(ctx.data, q);
  const kind = q.kind ?? 'goods';
  await sendXlsx(
    ctx,
    reply,
    `${SALE_KIND_TEXT[kind]}订单`,
    [
      ['订单号', 'orderNo'],
      ['商品', 'productName'],
      ['规格', 'skuName'],
      ['数量', 'quantity'],
      ['订单金额(元)', (r: repo.OrderRead) => centsToYuan(r.totalMoney)],
      ['运费(元)', (r: repo.OrderRead) => centsToYuan(r.freight)],
      ['已退(元)', (r: repo.OrderRead) => centsToYuan(r.refundMoney)],
      ['订单状态', (r: repo.OrderRead) => orderStatusText(r.orderStatus)],
      ['发货状态', 'deliveryStatusText'],
      ['联系人', 'contactName'],
      ['联系电话', 'contactPhone'],
      ['收货人', 'receiverName'],
      ['收货电话', 'receiverPhone'],
      ['收货地址', (r: repo.OrderRead) => (r.regionName ? `${r.regionName}${r.address ?? ''}` : '')],
      ['快递公司', 'expressName'],
      ['快递单号', 'trackingNo'],
      ['下单时间', 'createTime'],
      ['备注', 'remark'],
    ],
    rows as unknown as Row[],
  );
}
