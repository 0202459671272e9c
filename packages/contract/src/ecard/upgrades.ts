import { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zDate, zFilter, zId, zIdempotencyKey, zPageQuery, zInt } from '../schemas.ts';
import { ECARD_PERMS } from './endpoints.ts';
import type { UserCardProject } from './rows.ts';

/**
 * Upgrade and renewal orders of held cards (升级订单, 续卡): the storefront offers a held card's
 * upgrade schemes and renewal combos; buying one is an order of kind 'ec_upgrade' that, once paid,
 * changes the held card exactly once. The back office lists them under 电子卡订单 → 升级订单.
 */

export const UPGRADE_MSG = {
  cardNotUsable: '该卡已作废或正在退款,不能升级或续卡',
  cardExpiredUpgrade: '该卡已过期,请先续卡再升级',
  noScheme: '升级方案不存在或已停用',
  noCombo: '续卡套餐不存在',
  notRenewable: '该卡暂不可续卡(到期前30天内或已过期的卡可续)',
  otherUnpaid: '该卡有未支付的升级或续卡订单,请先完成支付或等待订单关闭',
  usedSinceApplied: '卡已使用,不能退款',
  notApplied: '订单未生效,不能退款',
  laterOrder: '该卡之后还有已生效的升级或续卡订单,请先退该订单',
  alreadyRefunded: '订单已退款',
  remarkTooLong: '备注不能超过200字',
} as const;

/** 1 upgrade, 2 renewal. */
export const UPGRADE_ORDER_TYPE: Record<number, string> = { 1: '升级', 2: '续卡' };
/** 1 unpaid, 2 applied, 3 ended unpaid, 4 reverted (refunded). */
export const UPGRADE_ORDER_STATE: Record<number, string> = { 1: '待支付', 2: '已生效', 3: '已关闭', 4: '已退款' };
/** A held card can be renewed from this many days before its end (and any time after it). */
export const RENEW_WINDOW_DAYS = 30;

export const upgradeOrderFilters = zPageQuery.extend({
  orderNo: zFilter,
  contactPhone: zFilter,
  cardNo: zFilter,
  cardId: zId.optional(),
  orderType: z.coerce.number().int().min(1).max(2).optional(),
  orderStatus: zInt().optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export const upgradeOrderId = z.object({ orderId: zId });
export const upgradeRefundForm = z.object({ orderId: zId, reason: z.string().trim().max(200).optional(), idempotencyKey: zIdempotencyKey });
export const upgradeRemarkQuery = z.object({ orderId: zId, remark: z.string().trim().max(200, UPGRADE_MSG.remarkTooLong).default('') });
export const h5UserCardQuery = z.object({ userCardId: zId });
export const h5UpgradeBuyForm = z.object({ userCardId: zId, upgradeId: zId });
export const h5RenewalBuyForm = z.object({ userCardId: zId, comboId: zId });

export interface UpgradeOrderRow {
  id: string;
  orderNo: string;
  orderType: number;
  orderTypeText: string;
  orderStatus: number;
  orderStatusText: string;
  state: number;
  stateText: string;
  userCardId: string;
  cardNo: string;
  holderName: string | null;
  fromCardId: string;
  fromCardName: string;
  toCardId: string;
  toCardName: string;
  upgradeName: string | null;
  comboDays: number | null;
  totalMoney: number;
  paidMoney: number;
  refundMoney: number;
  contactPhone: string;
  remark: string | null;
  createTime: string;
  appliedTime: string | null;
}
export interface UpgradeLogRow {
  id: string;
  kind: string;
  action: string;
  content: string;
  userName: string;
  fromStatusText: string;
  toStatusText: string;
  createTime: string;
}
export interface UpgradeOrderInfo extends UpgradeOrderRow {
  validStart: string | null;
  validEnd: string | null;
  /** The held card now. */
  cardStatus: number;
  projects: UserCardProject[];
  /** The held card before the order was applied (what a refund puts back). */
  before: {
    cardName: string;
    validStart: string | null;
    validEnd: string | null;
    projects: { name: string; used: number; totalLimit: number }[];
  } | null;
  canRefund: boolean;
  refundBlock: string | null;
}
export interface UpgradeRefundRow {
  id: string;
  refundNo: string;
  amount: number;
  refundStatus: number;
  refundStatusText: string;
  reason: string | null;
  createTime: string;
}
export interface UpgradeOption {
  upgradeId: string;
  name: string;
  toCardId: string;
  toCardName: string;
  price: number;
  validityText: string;
  projects: { name: string; totalLimit: number; dayLimit: number }[];
}
export interface RenewalOption {
  comboId: string;
  name: string;
  days: number;
  price: number;
  /** The end date the card would have if renewed today. */
  newValidEnd: string;
  projects: { name: string; totalLimit: number; dayLimit: number }[];
}
export interface UpgradeBought {
  orderId: string;
  code: string;
  orderNo: string;
  totalMoney: number;
}

const UO = '/order-api/eCard/upgrade/order';
const P = ECARD_PERMS;
const view = <R>(path: string, summary: string, response: z.ZodType<R>) =>
  endpoint({ method: 'GET', path: `${UO}/${path}`, summary, query: upgradeOrderId, perm: [P.order], response });

/** order-api/eCard/upgrade/order: the upgrade and renewal orders of held cards. */
export const upgradeOrderApi = {
  page: endpoint({
    method: 'POST',
    path: `${UO}/page`,
    summary: 'Upgrade orders: page (order no, phone, card, type, status, dates)',
    body: upgradeOrderFilters,
    perm: [P.order],
    response: returns<Page<UpgradeOrderRow>>(),
  }),
  export: endpoint({
    method: 'POST',
    path: `${UO}/export`,
    summary: 'Upgrade orders: export (xlsx)',
    body: upgradeOrderFilters,
    perm: [P.orderExport],
    blob: true,
    response: returns<unknown>(),
  }),
  refund: endpoint({
    method: 'POST',
    path: `${UO}/refund`,
    summary: 'Upgrade order: refund at once, the held card put back (refused once the card was used since)',
    body: upgradeRefundForm,
    perm: [P.orderRefund],
    response: returns<{ orderStatus: number; amount: number }>(),
  }),
  orderInfo: view('order-info', 'Upgrade order: detail with the held card before and now', returns<UpgradeOrderInfo>()),
  refundLog: view('refund-log', 'Upgrade order: refund log', returns<UpgradeLogRow[]>()),
  operateLog: view('operate-log', 'Upgrade order: operate log', returns<UpgradeLogRow[]>()),
  orderProcess: view('order-process', 'Upgrade order: process log (timeline)', returns<UpgradeLogRow[]>()),
  refundDetail: view('refund-detail', 'Upgrade order: its refunds', returns<UpgradeRefundRow[]>()),
  remark: endpoint({
    method: 'GET',
    path: `${UO}/remark`,
    summary: 'Upgrade order: set the remark',
    query: upgradeRemarkQuery,
    perm: [P.orderRemark],
    response: returns<boolean>(),
  }),
};

const h5 = storefrontCalls('/yym-product-api/h5/eCard');

/** The storefront: a held card's upgrade and renewal offers, and buying one (the customer's login). */
export const upgradeStoreApi = {
  upgradeOptions: h5(
    'GET',
    '/upgrade/options',
    "Storefront: a held card's upgrade schemes",
    { query: h5UserCardQuery },
    returns<UpgradeOption[]>(),
  ),
  upgradeBuy: h5(
    'POST',
    '/upgrade/buy',
    'Storefront: upgrade a held card (an unpaid order; pay at the cashier)',
    { body: h5UpgradeBuyForm },
    returns<UpgradeBought>(),
  ),
  renewalOptions: h5(
    'GET',
    '/renewal/options',
    "Storefront: a held card's renewal combos",
    { query: h5UserCardQuery },
    returns<RenewalOption[]>(),
  ),
  renewalBuy: h5(
    'POST',
    '/renewal/buy',
    'Storefront: renew a held card (an unpaid order; pay at the cashier)',
    { body: h5RenewalBuyForm },
    returns<UpgradeBought>(),
  ),
};
