import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  REFUND_STATUS_TEXT,
  UPGRADE_ORDER_STATE,
  UPGRADE_ORDER_TYPE,
  orderStatusText,
  type UpgradeLogRow,
  type UpgradeOrderInfo,
  type UpgradeOrderRow,
  type UpgradeRefundRow,
  type upgradeForm,
  type upgradeOrderFilters,
  type upgradeQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { actorOf, forcedRefund, lockOrder, orderLog, setOrderRemark } from '../../order/index.ts';
import { cardInfo } from '../cards/service.ts';
import { userCardDetail } from '../held/service.ts';
import { mustHave } from '../shared.ts';
import * as repo from './repo.ts';
import { refundBlock } from './sale.ts';

/**
 * 升级方案 (a held card of one kind becomes another for a price) and 升级订单 in the back office: the
 * list, its xlsx, one order with the card before and now, logs, remark, refund (rules in sale.ts).
 */

const present = (r: Row): UpgradeOrderRow => ({
  id: String(r.id),
  orderNo: r.orderNo,
  orderType: Number(r.orderType),
  orderTypeText: UPGRADE_ORDER_TYPE[r.orderType] ?? '',
  orderStatus: Number(r.orderStatus),
  orderStatusText: orderStatusText(r.orderStatus),
  state: Number(r.state),
  stateText: UPGRADE_ORDER_STATE[r.state] ?? '',
  userCardId: String(r.userCardId),
  cardNo: r.cardNo,
  holderName: r.holderName,
  fromCardId: String(r.fromCardId),
  fromCardName: r.fromCardName,
  toCardId: String(r.toCardId),
  toCardName: r.toCardName,
  upgradeName: r.upgradeName ?? null,
  comboDays: r.comboDays == null ? null : Number(r.comboDays),
  totalMoney: Number(r.totalMoney),
  paidMoney: Number(r.paidMoney),
  refundMoney: Number(r.refundMoney),
  contactPhone: r.contactPhone,
  remark: r.remark ?? null,
  createTime: r.createTime,
  appliedTime: r.appliedTime ?? null,
});

// ---------------------------------------------------------------- upgrade schemes

const presentUpgrade = (r: Row) => ({
  ...r,
  id: String(r.id),
  fromCardId: String(r.fromCardId),
  toCardId: String(r.toCardId),
  price: Number(r.price ?? 0),
});
export async function upgradePage(db: Scoped, q: z.output<typeof upgradeQuery>) {
  const page = await repo.upgradePage(db, q);
  return { ...page, records: page.records.map(presentUpgrade) };
}
export const upgradeDetail = async (db: Scoped, id: string) => presentUpgrade(await db.get(repo.UPGRADE, id));
export async function submitUpgrade(ctx: Ctx, f: z.output<typeof upgradeForm>) {
  await mustHave(ctx, f.id ? 'ele_card_upgrade_edit' : 'ele_card_upgrade_add');
  await cardInfo(ctx.data, f.fromCardId);
  await cardInfo(ctx.data, f.toCardId);
  const { id, ...row } = f;
  return presentUpgrade(id ? await ctx.data.update(repo.UPGRADE, id, row) : await ctx.data.insert(repo.UPGRADE, row));
}
export async function enableUpgrade(db: Scoped, id: string, enabled: number) {
  await db.update(repo.UPGRADE, id, { enabled });
  return true;
}
export async function copyUpgrade(db: Scoped, id: string) {
  const u = await db.get(repo.UPGRADE, id);
  return presentUpgrade(await db.insert(repo.UPGRADE, { ...u, name: `${u.name}(副本)`.slice(0, 100), enabled: 0 }));
}
export async function removeUpgrades(db: Scoped, ids: string[]) {
  const n = await db.remove(repo.UPGRADE, ids);
  if (!n) throw notFound();
  return n;
}
export const upgradeNames = (db: Scoped) => repo.upgradeNames(db);

// ---------------------------------------------------------------- upgrade orders

export async function orderPage(ctx: Ctx, q: z.output<typeof upgradeOrderFilters>) {
  const page = await repo.orderPage(ctx.data, q);
  return { ...page, records: page.records.map(present) };
}

async function oneRow(db: Scoped, id: string) {
  const row = await repo.orderOne(db, id);
  if (!row) throw notFound();
  return row;
}

/** Why a refund is refused now, or null. */
export async function orderInfo(ctx: Ctx, id: string): Promise<UpgradeOrderInfo> {
  const r = await oneRow(ctx.data, id);
  const card = await userCardDetail(ctx.data, String(r.user_card_id));
  const before = r.before as Row | null;
  const block = await refundBlock(ctx.data, r);
  return {
    ...present(toApi(r)),
    validStart: card.validStart,
    validEnd: card.validEnd,
    cardStatus: card.cardStatus,
    projects: card.projects,
    before: before
      ? {
          cardName: before.cardName,
          validStart: before.validStart,
          validEnd: before.validEnd,
          projects: (before.projects as repo.HeldProject[]).map((p) => ({ name: p.name, used: p.used, totalLimit: p.total_limit })),
        }
      : null,
    canRefund: !block,
    refundBlock: block,
  };
}

const statusText = (kind: string, s: number | null) =>
  s == null ? '' : kind === 'refund' ? (REFUND_STATUS_TEXT[s] ?? '') : orderStatusText(s);
/**
 * The order area writes a move's lines after the hooks inside it, so the pay line follows the confirm
 * and complete our hook made: put it back before the line that moved on from where it led.
 */
function inOrder(rows: Row[]) {
  const i = rows.findIndex((l) => l.action === 'pay');
  if (i < 0) return rows;
  const [pay] = rows.splice(i, 1);
  const j = rows.findIndex((l) => l.fromStatus === pay.toStatus);
  rows.splice(j < 0 ? rows.length : j, 0, pay);
  return rows;
}
export async function logs(ctx: Ctx, id: string, kind: 'process' | 'refund' | 'operate'): Promise<UpgradeLogRow[]> {
  await oneRow(ctx.data, id);
  return inOrder(await repo.logsOf(ctx.data, id, kind)).map((l) => ({
    id: String(l.id),
    kind: l.kind,
    action: l.action,
    content: l.content,
    userName: l.userName,
    fromStatusText: statusText(kind, l.fromStatus),
    toStatusText: statusText(kind, l.toStatus),
    createTime: l.createTime,
  }));
}

export async function refundDetail(ctx: Ctx, id: string): Promise<UpgradeRefundRow[]> {
  await oneRow(ctx.data, id);
  return (await repo.refundsOf(ctx.data, id)).map((r) => ({
    id: String(r.id),
    refundNo: r.refundNo,
    amount: Number(r.amount),
    refundStatus: Number(r.refundStatus),
    refundStatusText: REFUND_STATUS_TEXT[r.refundStatus] ?? '',
    reason: r.reason ?? null,
    createTime: r.createTime,
  }));
}

/** The upgrade order, locked for this transaction (another tenant's or another kind's is not found). */
async function lockUpgradeOrder(db: Scoped, id: string) {
  const o = await lockOrder(db, id);
  if (o.order_kind !== repo.KIND) throw notFound();
  return o;
}

export async function remark(ctx: Ctx, id: string, text: string) {
  const o = await lockUpgradeOrder(ctx.data, id);
  await setOrderRemark(ctx.data, id, text);
  const s = Number(o.order_status);
  await orderLog(ctx.data, id, 'operate', 'remark', s, s, `${actorOf(ctx).name}备注: ${text}`, actorOf(ctx));
  return true;
}

/** Money back at once and the card put back; refused by the rule above (checked before any money moves). */
export async function refund(ctx: Ctx, id: string, reason?: string) {
  await lockUpgradeOrder(ctx.data, id);
  const u = await repo.upgradeOrderOf(ctx.data, id);
  if (!u) throw notFound();
  await repo.lockUserCard(ctx.data, String(u.user_card_id));
  const block = await refundBlock(ctx.data, u);
  if (block) throw bad(block);
  const r = await forcedRefund(ctx.data, ctx.svc.providers.payment, id, { reason: reason || '商家退款' }, actorOf(ctx));
  return { orderStatus: Number((await lockOrder(ctx.data, id)).order_status), amount: Number(r.amount) };
}

export async function exportOrders(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof upgradeOrderFilters>>) {
  const rows = (await repo.orderRows(ctx.data, q)).map(present);
  await sendXlsx(
    ctx,
    reply,
    '电子卡升级订单',
    [
      ['订单号', 'orderNo'],
      ['类型', 'orderTypeText'],
      ['卡号', 'cardNo'],
      ['持卡人', 'holderName'],
      ['原卡', 'fromCardName'],
      ['新卡', 'toCardName'],
      ['续卡天数', 'comboDays', 'count'],
      ['订单金额(元)', 'totalMoney', 'money'],
      ['实付(元)', 'paidMoney', 'money'],
      ['退款(元)', 'refundMoney', 'money'],
      ['订单状态', 'orderStatusText'],
      ['生效状态', 'stateText'],
      ['联系电话', 'contactPhone'],
      ['下单时间', 'createTime', 'time'],
    ],
    rows,
  );
}
