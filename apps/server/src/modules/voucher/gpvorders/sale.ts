import { ORDER_STATUS, VOUCHER_MSG } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { type Actor, SYSTEM, move, openKindOrder } from '../../order/index.ts';
import * as gpvs from '../gpv/service.ts';
import * as vouchers from '../vouchers/service.ts';

/** The sale of a group-purchase voucher: one order of kind 'gpv' with one sub-order (ticket row) per person. */

export interface GpvBuy {
  gpvId: string;
  contactName: string;
  contactPhone: string;
  people: { name?: string; cardNum?: string }[];
  channel: string;
}

export async function buyGpv(db: Scoped, actor: Actor, input: GpvBuy) {
  const g = await gpvs.sellable(db, input.gpvId);
  const n = input.people.length;
  if (n < g.minPeople || n > g.maxPeople) throw bad(VOUCHER_MSG.quantityRange(g.minPeople, g.maxPeople));
  if (g.realName && input.people.some((p) => !p.name?.trim())) throw bad(VOUCHER_MSG.namesRequired);
  const o = await openKindOrder(db, actor, {
    kind: 'gpv',
    prefix: 'G',
    productName: g.name,
    skuName: `${n}人团`,
    poiName: g.poiName,
    date: g.validEnd,
    quantity: n,
    unit: g.price,
    contactName: input.contactName.trim(),
    contactPhone: input.contactPhone.trim(),
    guests: input.people.map((p) => ({
      guestName: p.name?.trim() || input.contactName.trim(),
      ...(p.cardNum ? { cardType: 1, cardNum: p.cardNum.toUpperCase() } : {}),
    })),
    channel: input.channel,
  });
  const orderId = String(o.id);
  await vouchers.insertVoucherOrder(db, {
    orderId,
    kind: 'gpv',
    itemId: g.id,
    itemName: g.name,
    poiId: g.poiId,
    poiName: g.poiName,
    validStart: g.validStart,
    validEnd: g.validEnd,
    uses: 1,
    email: null,
    needSecond: 0,
  });
  await gpvs.takeStock(db, g.id, n);
  return {
    orderId,
    orderNo: o.order_no as string,
    code: o.code as string,
    totalMoney: Number(o.total_money),
    orderStatus: ORDER_STATUS.PENDING_PAYMENT,
  };
}

/** Inside every order move: a paid gpv order needs no confirmation; persons leaving the order give stock back once. */
export async function gpvMoved(m: Moved<number, string>) {
  if (m.row.order_kind !== 'gpv') return;
  const db = tenantData(m.q, m.tenantId);
  const id = String(m.row.id);
  if (m.action === 'pay' && m.to === ORDER_STATUS.CONFIRMING) {
    await move(db, m.row, 'confirm', SYSTEM, '团购券无需确认,自动确认');
    return;
  }
  const ended = m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED;
  if (!ended && m.action !== 'refundDone' && m.action !== 'forcedRefund') return;
  const v = await vouchers.voucherOrderOf(db, id);
  if (!v) return;
  const target = ended ? Number(m.row.quantity) : (await vouchers.subOrders(db, id)).filter((s) => s.ticketStatus === 2).length;
  const was = Number(v.stock_returned);
  if (target <= was) return;
  if (await vouchers.setStockReturned(db, id, was, target)) await gpvs.returnStock(db, String(v.item_id), target - was);
}
