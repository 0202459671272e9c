import { ORDER_STATUS } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { tenantData } from '../../../platform/repo.ts';
import { SYSTEM, move } from '../../order/index.ts';
import { cardById, returnStock } from '../cards/service.ts';
import * as held from '../held/service.ts';
import * as repo from './repo.ts';

/**
 * Runs inside every order move: paid → one held card per guest row; ended unpaid → stock back once;
 * refunds → the cards follow their guest rows (refunding, cancelled, or back in use).
 */
export async function orderMoved(m: Moved<number, string>) {
  if (m.row.order_kind !== 'ecard') return;
  const db = tenantData(m.q, m.tenantId);
  const id = String(m.row.id);
  const e = await repo.ecOrderOf(db, id);
  if (!e) return;
  if (m.action === 'pay') {
    const card = await cardById(db, String(e.card_id));
    for (const g of await repo.guestsOf(db, id))
      await held.issueCard(db, card!, {
        source: 1,
        orderId: id,
        guestId: String(g.id),
        customerId: e.customer_id ? String(e.customer_id) : null,
        holderName: e.holder_name ?? g.guest_name,
        holderPhone: m.row.contact_phone,
      });
    // The order area holds paid orders of other kinds for the merchant's confirmation (hotel stays);
    // an e-card needs none: its cards are issued, so the order is ready to use at once.
    if (m.to === ORDER_STATUS.CONFIRMING) await move(db, m.row, 'confirm', SYSTEM, '电子卡已发放,自动确认');
    return;
  }
  if (m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED) {
    const paidCards = (await held.userCardsOfOrder(db, id)).length;
    if (!paidCards && (await repo.markReturned(db, id))) await returnStock(db, String(e.card_id), Number(m.row.quantity));
  }
  await held.syncWithGuests(db, id);
}
