import { ORDER_STATUS } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { tenantData } from '../../../platform/repo.ts';
import * as slots from '../slots/service.ts';
import * as repo from './repo.ts';

/** Runs inside every order move: an order that ends gives its places back to the slot, once. */
export async function releaseSlot(m: Moved<number, string>) {
  if (m.row.order_kind !== 'reserve') return;
  if (m.to !== ORDER_STATUS.CANCELLED && m.to !== ORDER_STATUS.CLOSED) return;
  const db = tenantData(m.q, m.tenantId);
  const r = await repo.markReturned(db, String(m.row.id));
  if (r) await slots.giveSlot(db, String(r.slot_id), Number(r.quantity));
}
