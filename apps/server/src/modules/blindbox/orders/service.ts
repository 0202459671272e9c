import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  BLINDBOX_AFTER_SALE,
  BLINDBOX_AFTER_SALE_TEXT,
  BLINDBOX_MSG,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  REFUND_TYPE,
  centsToYuan,
  drawInput,
  orderStatusText,
  type BlindBoxAfterSaleRow,
  type BlindBoxLogRow,
  type BlindBoxOrderDetail,
  type BlindBoxOrderRow,
  type blindBoxAfterSaleForm,
  type blindBoxOrderFilters,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { SYSTEM, actorOf, applyRefund, auditRefund, endUnpaid, lockOrder, orderLog } from '../../order/index.ts';
import * as pools from '../pools/service.ts';
import * as repo from './repo.ts';

/** 盲盒订单: list, counts by status, detail with its draws, logs, after-sale (exchange, refund, reship), close, export. */

export const toOrderRow = (r: Row): BlindBoxOrderRow => {
  const a = toApi<Record<string, unknown>>(r);
  return {
    id: String(a.id),
    orderNo: String(a.orderNo),
    boxId: String(a.boxId),
    boxName: String(a.boxName),
    poolId: String(a.poolId),
    quantity: Number(a.quantity),
    unitPrice: Number(a.unitPrice),
    totalMoney: Number(a.totalMoney),
    paidMoney: Number(a.paidMoney),
    refundMoney: Number(a.refundMoney),
    contactName: String(a.contactName),
    contactPhone: String(a.contactPhone),
    orderStatus: Number(a.orderStatus),
    orderStatusText: orderStatusText(Number(a.orderStatus)),
    prizes: String(a.prizes ?? ''),
    afterSale: Number(a.afterSale ?? 0),
    createTime: String(a.createTime ?? ''),
    payTime: (a.payTime as string | null) ?? null,
  };
};

export async function page(ctx: Ctx, f: z.output<typeof blindBoxOrderFilters>) {
  const p = await repo.orderPage(ctx.data, f);
  return { ...p, records: p.records.map(toOrderRow) };
}
export async function counts(ctx: Ctx) {
  const rows = await repo.countByStatus(ctx.data);
  return Object.entries(ORDER_STATUS_LABELS).map(([s, l]) => ({
    status: Number(s),
    label: l.zh,
    count: Number(rows.find((r) => Number(r.order_status) === Number(s))?.n ?? 0),
  }));
}
async function row(ctx: Ctx, id: string) {
  const r = await repo.orderOne(ctx.data, id);
  if (!r) throw notFound();
  return r;
}

export async function detail(ctx: Ctx, id: string): Promise<BlindBoxOrderDetail> {
  const r = await row(ctx, id);
  const o = toOrderRow(r);
  const [draws, pool] = await Promise.all([pools.drawsOfOrders(ctx.data, [id]), pools.findPool(ctx.data, o.poolId)]);
  return {
    ...o,
    seedHash: pool?.seed_hash ?? null,
    seed: pool?.reveal_time ? pool.seed : null,
    draws: draws.map((d) => ({
      id: String(d.id),
      drawIndex: Number(d.draw_index),
      seq: Number(d.seq),
      input: drawInput(o.orderNo, Number(d.draw_index)),
      prizeId: String(d.prize_id),
      prizeName: d.prize_name,
      snapshot: d.snapshot,
      createTime: d.create_text,
    })),
  };
}

export async function logs(ctx: Ctx, id: string, kind: 'operate' | 'process'): Promise<BlindBoxLogRow[]> {
  await row(ctx, id);
  return (await repo.logs(ctx.data, id, kind)).map((l) => ({
    id: String(l.id),
    action: l.action,
    fromStatus: l.from_status ?? null,
    toStatus: l.to_status ?? null,
    content: l.content ?? null,
    userName: l.user_name ?? null,
    createTime: String(toApi<Record<string, unknown>>(l).createTime),
  }));
}

const afterSaleRow = (a: Row): BlindBoxAfterSaleRow => ({
  id: String(a.id),
  kind: Number(a.kind),
  kindText: BLINDBOX_AFTER_SALE_TEXT[Number(a.kind)] ?? '',
  reason: a.reason ?? '',
  expressNo: a.express_no ?? '',
  amount: Number(a.amount),
  userName: a.user_name ?? null,
  createTime: String(toApi<Record<string, unknown>>(a).createTime),
});
export async function afterSales(ctx: Ctx, id: string, date?: string) {
  await row(ctx, id);
  return (await repo.afterSales(ctx.data, id, date)).map(afterSaleRow);
}
export async function afterSaleDates(ctx: Ctx, id: string) {
  await row(ctx, id);
  return (await repo.afterSaleDates(ctx.data, id)).map((r) => r.d);
}

const DRAWN: number[] = [ORDER_STATUS.TO_BE_USED, ORDER_STATUS.IN_USE, ORDER_STATUS.COMPLETED, ORDER_STATUS.EXPIRED];

/**
 * After-sale of an opened order: exchange and reship are recorded (the prize goes out again); a refund
 * goes through the refund path (applied and approved at once, the money back the way it came). A
 * refunded box's prizes stay drawn: the pool's log is append-only, so the draws remain recomputable.
 */
export async function operateAfterSale(ctx: Ctx, f: z.output<typeof blindBoxAfterSaleForm>) {
  const o = await lockOrder(ctx.data, f.orderId);
  if (o.order_kind !== 'blindbox') throw notFound();
  if (!DRAWN.includes(Number(o.order_status)))
    throw bad(Number(o.order_status) === ORDER_STATUS.CANCELLED ? BLINDBOX_MSG.refunded : BLINDBOX_MSG.notDrawn);
  const actor = actorOf(ctx);
  let amount = 0;
  const reason = f.reason || BLINDBOX_AFTER_SALE_TEXT[f.type]!;
  if (f.type === BLINDBOX_AFTER_SALE.REFUND) {
    const guestIds = (await repo.unusedGuests(ctx.data, f.orderId)).map((g) => String(g.id));
    if (!guestIds.length) throw bad(BLINDBOX_MSG.refunded);
    const r = await applyRefund(ctx.data, f.orderId, REFUND_TYPE.MERCHANT, { guestIds, reason }, actor);
    await auditRefund(ctx.data, ctx.svc.providers.payment, String(r.id), 'pass', SYSTEM, '商家售后退款,自动通过');
    amount = Number(r.amount);
  } else {
    const s = Number(o.order_status);
    const text = `${actor.name}${BLINDBOX_AFTER_SALE_TEXT[f.type]}${f.expressNo ? `(快递单号 ${f.expressNo})` : ''}: ${reason}`;
    await orderLog(ctx.data, f.orderId, 'operate', f.type === BLINDBOX_AFTER_SALE.EXCHANGE ? 'exchange' : 'reship', s, s, text, actor);
  }
  await repo.countAfterSale(ctx.data, f.orderId);
  const a = await repo.insertAfterSale(ctx.data, {
    orderId: f.orderId,
    kind: f.type,
    reason,
    expressNo: f.expressNo ?? '',
    amount,
    userId: actor.userId,
    userName: actor.name,
  });
  return afterSaleRow(a!);
}

/** Close an unpaid order by hand: the order path's close; its units go back to the pool through the move hook. */
export async function closeOrder(ctx: Ctx, id: string) {
  const o = await lockOrder(ctx.data, id);
  if (o.order_kind !== 'blindbox') throw notFound();
  if (Number(o.order_status) !== ORDER_STATUS.PENDING_PAYMENT) throw bad(BLINDBOX_MSG.notUnpaid);
  const r = await endUnpaid(ctx.data, id, 'close', actorOf(ctx));
  return { orderStatus: r.orderStatus };
}

export async function exportFile(ctx: Ctx, reply: FastifyReply, f: z.output<typeof blindBoxOrderFilters>) {
  await sendXlsx(
    ctx,
    reply,
    '盲盒订单',
    [
      ['订单号', 'orderNo'],
      ['盲盒', 'boxName'],
      ['数量', 'quantity'],
      ['奖品', 'prizes'],
      ['联系人', 'contactName'],
      ['手机号', 'contactPhone'],
      ['订单金额(元)', (r) => centsToYuan(r.totalMoney)],
      ['已退(元)', (r) => centsToYuan(r.refundMoney)],
      ['状态', 'orderStatusText'],
      ['下单时间', 'createTime'],
    ],
    (await repo.orderRows(ctx.data, f)).map(toOrderRow) as unknown as Row[],
  );
}
