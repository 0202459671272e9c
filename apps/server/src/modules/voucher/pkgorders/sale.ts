import { ORDER_STATUS, PKG_STATUS, VOUCHER_MSG } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { type Actor, openKindOrder } from '../../order/index.ts';
import { PKG_FLOW } from '../flow.ts';
import * as packages from '../package/service.ts';
import * as vouchers from '../vouchers/service.ts';

/**
 * The sale of package vouchers: an order of kind 'package' (one ticket row per voucher, each with its
 * uses), the package's stock taken last in one statement; the order's moves drive the package flow
 * (paid → 待确认, closed → 已关闭) and give the stock back once.
 */

export interface PackageBuy {
  packageId: string;
  quantity: number;
  contactName: string;
  contactPhone: string;
  email?: string | null;
  channel: string;
}

export async function buyPackage(db: Scoped, actor: Actor, input: PackageBuy) {
  const p = await packages.sellable(db, input.packageId);
  if (input.quantity < 1 || input.quantity > p.maxBuy) throw bad(VOUCHER_MSG.quantityRange(1, p.maxBuy));
  const o = await openKindOrder(db, actor, {
    kind: 'package',
    prefix: 'P',
    productName: p.name,
    skuName: p.items
      .map((i) => `${i.name}×${i.times}`)
      .join('、')
      .slice(0, 100),
    poiName: p.poiName,
    date: p.validEnd,
    quantity: input.quantity,
    unit: p.price,
    contactName: input.contactName.trim(),
    contactPhone: input.contactPhone.trim(),
    guests: [],
    channel: input.channel,
  });
  const orderId = String(o.id);
  await vouchers.insertVoucherOrder(db, {
    orderId,
    kind: 'package',
    itemId: p.id,
    itemName: p.name,
    poiId: p.poiId,
    poiName: p.poiName,
    validStart: p.validStart,
    validEnd: p.validEnd,
    uses: p.uses,
    email: input.email || null,
    needSecond: p.needSecondConfirm,
  });
  await vouchers.insertUses(db, orderId, p.items);
  // Last: the package row is held only while this statement and the commit run; a refusal rolls all back.
  await packages.takeStock(db, p.id, input.quantity);
  return {
    orderId,
    orderNo: o.order_no as string,
    code: o.code as string,
    totalMoney: Number(o.total_money),
    orderStatus: ORDER_STATUS.PENDING_PAYMENT,
  };
}

const STOCK_BACK = new Set(['refundDone', 'forcedRefund']);

/** Inside every order move: the package flow follows payment and closing; stock comes back once per voucher. */
export async function packageMoved(m: Moved<number, string>) {
  if (m.row.order_kind !== 'package') return;
  const db = tenantData(m.q, m.tenantId);
  const id = String(m.row.id);
  const v = await vouchers.voucherOrderOf(db, id);
  if (!v) return;
  const ended = m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED;
  if (m.action === 'pay' || (ended && Number(v.pkg_status) === PKG_STATUS.UNPAID)) {
    const action = m.action === 'pay' ? 'pay' : 'close';
    const from = Number(v.pkg_status);
    const { to } = await PKG_FLOW.apply(m.q, {
      table: 'vc_order',
      column: 'pkg_status',
      tenantId: m.tenantId,
      id,
      from,
      action,
      context: {},
    });
    await vouchers.insertPkgLog(db, id, action, from, to, m.action === 'pay' ? '支付成功,待供应商确认' : '订单关闭', '系统');
  }
  if (!ended && !STOCK_BACK.has(m.action)) return;
  const target = ended ? Number(m.row.quantity) : await refundedVouchers(db, id);
  const was = Number(v.stock_returned);
  if (target <= was) return;
  if (await vouchers.setStockReturned(db, id, was, target)) await packages.returnStock(db, String(v.item_id), target - was);
}

const refundedVouchers = async (db: Scoped, orderId: string) =>
  (await vouchers.subOrders(db, orderId)).filter((g) => g.ticketStatus === 2 && g.uses.every((u) => !u.used)).length;
