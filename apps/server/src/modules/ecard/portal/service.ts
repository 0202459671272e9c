import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  PORTAL_MSG,
  USER_CARD_FROZEN,
  orderStatusText,
  verifyMethodText,
  type DistributorSetting,
  type disAccountForm,
  type disOrderDisableForm,
  type disOrderExportQuery,
  type disOrderQuery,
  type disSwitchForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx, type Column } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { orderDetail } from '../orders/service.ts';
import * as repo from './repo.ts';

/**
 * The merchant's 分销商订单 (a tab of 电子卡订单): the distributors' e-card orders, their switch and accounts;
 * and how a distributor order and a check record read, here and in the distributors' portal (store.ts).
 */

export const presentOrder = (r: Row) => ({
  ...r,
  id: String(r.id),
  cardId: String(r.cardId),
  distributorId: String(r.distributorId),
  unitPrice: Number(r.unitPrice),
  totalMoney: Number(r.totalMoney),
  paidMoney: Number(r.paidMoney),
  refundMoney: Number(r.refundMoney),
  usedCards: Number(r.usedCards),
  frozenCards: Number(r.frozenCards),
  orderStatusText: orderStatusText(r.orderStatus),
});

/** An order with its cards; of this distributor only (any other answers not found). */
export async function distributorOrderDetail(db: Scoped, orderId: string, distributorId?: string) {
  const row = await repo.orderOne(db, orderId, distributorId);
  if (!row) throw notFound();
  const o = presentOrder(toApi(row));
  return { ...(await orderDetail(db, orderId)), ...o };
}
export const presentUse = (r: Row) => ({
  ...r,
  id: String(r.id),
  userCardId: String(r.userCardId),
  methodText: verifyMethodText(r.method),
});

export const ORDER_COLUMNS: Column[] = [
  ['订单号', 'orderNo'],
  ['电子卡', 'productName'],
  ['数量', 'quantity', 'count'],
  ['订单金额(元)', 'totalMoney', 'money'],
  ['状态', 'orderStatusText'],
  ['已使用卡数', 'usedCards', 'count'],
  ['已冻结卡数', 'frozenCards', 'count'],
  ['联系人', 'contactName'],
  ['联系电话', 'contactPhone'],
  ['下单时间', 'createTime', 'time'],
];

export async function page(ctx: Ctx, q: z.output<typeof disOrderQuery>) {
  const p = await repo.orderPage(ctx.data, q);
  return { ...p, records: p.records.map(presentOrder) };
}

export const detail = (ctx: Ctx, orderId: string) => distributorOrderDetail(ctx.data, orderId);

export const distributors = async (ctx: Ctx): Promise<DistributorSetting[]> =>
  (await repo.distributorSettings(ctx.data)).map((d) => ({
    ...(d as DistributorSetting),
    sellEnabled: Number(d.sellEnabled),
    orders: Number(d.orders),
  }));

/** Stop (0) or allow (1) a distributor's new e-card orders; the orders it has stay as they are. */
export async function setSwitch(ctx: Ctx, f: z.output<typeof disSwitchForm>) {
  if (!(await repo.distributorExists(ctx.data, f.distributorId))) throw notFound();
  const r = await repo.setSellEnabled(ctx.data, f.distributorId, f.enabled);
  return { distributorId: String(r!.distributor_id), sellEnabled: Number(r!.sell_enabled) };
}

/** Bind a distributor account (created in 用户管理 with user type 分销商) to the distributor it logs in for. */
export async function bindAccount(ctx: Ctx, f: z.output<typeof disAccountForm>) {
  if (!(await repo.distributorExists(ctx.data, f.distributorId))) throw notFound();
  const u = await repo.distributorUser(ctx.data, f.account);
  if (!u) throw bad(PORTAL_MSG.accountMissing);
  await repo.bindAccount(ctx.data, String(u.id), f.distributorId, f.readOnly);
  return { distributorId: f.distributorId, account: u.account as string };
}

/**
 * 禁用: freeze the order's cards in use (the gate then refuses them as not active), or unfreeze the
 * frozen ones; one conditional statement each way, and nothing to move answers why.
 */
export async function disable(ctx: Ctx, f: z.output<typeof disOrderDisableForm>) {
  if (!(await repo.orderOne(ctx.data, f.orderId))) throw notFound();
  const moved = f.disabled
    ? await repo.moveCards(ctx.data, f.orderId, 1, USER_CARD_FROZEN)
    : await repo.moveCards(ctx.data, f.orderId, USER_CARD_FROZEN, 1);
  if (!moved.length) throw bad(f.disabled ? PORTAL_MSG.alreadyFrozen : PORTAL_MSG.notFrozen);
  return moved.length;
}

export async function exportOrders(ctx: Ctx, reply: FastifyReply, q: z.output<typeof disOrderExportQuery>) {
  const rows = (await repo.orderRows(ctx.data, q)).map(presentOrder);
  await sendXlsx(ctx, reply, '分销商电子卡订单', [['分销商', 'distributorName'], ...ORDER_COLUMNS], rows);
}
