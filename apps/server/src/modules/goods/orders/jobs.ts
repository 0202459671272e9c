import { ORDER_STATUS } from '@yym/contract';
import type { Database } from '../../../platform/db.ts';
import { inTenant } from '../../../platform/repo.ts';
import { lockOrder } from '../../order/index.ts';
import * as repo from './repo.ts';
import { receive } from './store.ts';

/** Days after shipping when a parcel the customer never confirmed counts as received. */
export const AUTO_RECEIVE_DAYS = 10;

/**
 * Confirm receipt of parcels shipped AUTO_RECEIVE_DAYS ago and still open (sweeps every tenant, one
 * short transaction per order, so one failure does not hold the others). Answers how many completed.
 */
export async function autoReceive(db: Database, days = AUTO_RECEIVE_DAYS) {
  let done = 0;
  for (const r of await repo.shippedBefore(db, days)) {
    const ok = await inTenant(db, r.tenant_id, async (t) => {
      const o = await lockOrder(t, String(r.order_id));
      if (Number(o.order_status) !== ORDER_STATUS.TO_BE_USED || !(await repo.setReceived(t, String(r.order_id)))) return false;
      await receive(t, String(r.order_id));
      return true;
    }).catch(() => false);
    if (ok) done++;
  }
  return done;
}
