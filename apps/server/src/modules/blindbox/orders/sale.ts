import { BLINDBOX_MSG, ORDER_STATUS } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { chinaToday } from '../../../platform/time.ts';
import { type Actor, SYSTEM, move, openKindOrder } from '../../order/index.ts';
import * as boxes from '../boxes/service.ts';
import * as pools from '../pools/service.ts';
import * as repo from './repo.ts';

/**
 * The sale of blind boxes: one order of kind 'blindbox' (one guest row per box) through the order path,
 * its units reserved in the box's live pool in one statement. Paying draws every unit (inside the pay
 * move, under the pool's lock); an order that ends unpaid gives its units back once.
 */

export interface BoxBuy {
  boxId: string;
  quantity: number;
  contactName: string;
  contactPhone: string;
  channel: string;
}

export async function buyBox(db: Scoped, actor: Actor, input: BoxBuy) {
  const b = await boxes.sellable(db, input.boxId);
  if (input.quantity < 1 || input.quantity > b.perOrder) throw bad(BLINDBOX_MSG.quantityRange(b.perOrder));
  const poolId = await pools.reserve(db, b.id, input.quantity);
  const name = input.contactName.trim();
  const o = await openKindOrder(db, actor, {
    kind: 'blindbox',
    prefix: 'B',
    productName: b.name,
    skuName: `${input.quantity}个`,
    poiName: b.poiName,
    date: chinaToday(),
    quantity: input.quantity,
    unit: b.price,
    contactName: name,
    contactPhone: input.contactPhone.trim(),
    guests: Array.from({ length: input.quantity }, () => ({ guestName: name })),
    channel: input.channel,
  });
  const orderId = String(o.id);
  await repo.insertBbOrder(db, { id: orderId, boxId: b.id, poolId, boxName: b.name });
  return {
    orderId,
    orderNo: o.order_no as string,
    code: o.code as string,
    totalMoney: Number(o.total_money),
    orderStatus: ORDER_STATUS.PENDING_PAYMENT,
  };
}

/** Inside every order move: paid → every unit drawn and the order confirmed; ended unpaid → units back once. */
export async function blindBoxMoved(m: Moved<number, string>) {
  if (m.row.order_kind !== 'blindbox') return;
  const db = tenantData(m.q, m.tenantId);
  const id = String(m.row.id);
  const bb = await repo.bbOrderOf(db, id);
  if (!bb) return;
  if (m.action === 'pay' && m.to === ORDER_STATUS.CONFIRMING) {
    await pools.drawOrder(db, String(bb.pool_id), id, m.row.order_no, Number(m.row.quantity));
    await move(db, m.row, 'confirm', SYSTEM, '已开盒,奖品已抽出');
    return;
  }
  const unpaidEnd = m.from === ORDER_STATUS.PENDING_PAYMENT && (m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED);
  if (!unpaidEnd) return;
  const n = Number(m.row.quantity);
  if (await repo.markReturned(db, id, n)) await pools.unreserve(db, String(bb.pool_id), n);
}
