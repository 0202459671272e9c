import { GROUPBUY_MSG, GROUPBUY_STATUS } from '@yym/contract';
import type { CheckoutRule } from '../../../platform/checkout.ts';
import { bad } from '../../../platform/errors.ts';
import type { Moved } from '../../../platform/flow.ts';
import { tenantData } from '../../../platform/repo.ts';
import { orderEnded, saleRule } from '../../timed-sale/index.ts';
import * as groups from './repo.ts';
import { sale } from '../activities/service.ts';

/**
 * A group-buy purchase is an ordinary ticket order placed with a group-buy id (and the group joined,
 * if any: offers `groupBuyId`, `groupId`). This rule (after seckill, before coupons) checks the activity runs and the buyer's limit,
 * takes a seat of the group (one conditional UPDATE: a full or expired group refuses) or opens a new
 * one, and sets the unit price to the group price; once the order row exists the member is recorded.
 */
export const groupBuySale: CheckoutRule = saleRule({
  offer: (offers) => offers.groupBuyId,
  item: sale.saleItem,
  running: GROUPBUY_STATUS.RUNNING,
  notIn: GROUPBUY_MSG.notInActivity,
  notRunning: GROUPBUY_MSG.notRunning,
  take: async ({ db, phone, quantity, offers }, g, groupBuyId) => {
    const limit = Number(g.limit_num);
    await groups.lockBuyer(db, groupBuyId, phone);
    if ((await groups.bought(db, groupBuyId, phone)) + quantity > limit) throw bad(GROUPBUY_MSG.overLimit(limit));
    const { groupId } = offers;
    let seat: string;
    if (groupId) {
      if (!(await groups.takeSeat(db, groupId, String(g.id), phone))) throw bad(GROUPBUY_MSG.groupClosed);
      seat = groupId;
    } else seat = String((await groups.openGroup(db, groupBuyId, String(g.id), Number(g.group_size), Number(g.hours)))!.id);
    return {
      price: Number(g.group_price),
      placed: async (orderId: string) =>
        void (await groups.addMember(db, { orderId, groupId: seat, activityId: groupBuyId, phone, quantity })),
    };
  },
});

/**
 * The paid move counts the member: the group forms (成团) when its last seat is paid. An unpaid order
 * that ends (cancel, close) frees its seat while the group is open. Each member moves once.
 */
export async function memberMoved(m: Moved<number, string>) {
  const paid = m.action === 'pay';
  const ended = orderEnded(m);
  if (!paid && !ended) return;
  const db = tenantData(m.q, m.tenantId);
  const r = await groups.moveMember(db, String(m.row.id), 1, paid ? 2 : 3);
  if (!r) return;
  if (paid) await groups.countPaid(db, String(r.group_id));
  else await groups.freeSeat(db, String(r.group_id));
}
