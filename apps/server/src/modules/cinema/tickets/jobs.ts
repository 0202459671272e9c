import { ORDER_STATUS } from '@yym/contract';
import type { Database } from '../../../platform/db.ts';
import { SYSTEM, endUnpaid, lockOrder, scopedTo } from '../../order/index.ts';
import { overdueHolds } from '../settings/service.ts';

/**
 * Seats held by unpaid orders past the tenant's hold minutes: the order is closed through the order
 * path (its move gives the seats back), each in its own tenant-bound transaction.
 */
export async function releaseOverdue(db: Database): Promise<number> {
  let n = 0;
  for (const d of await overdueHolds(db)) {
    await db.tx(
      async (q) => {
        const tenant = scopedTo(q, d.tenant_id);
        const o = await lockOrder(tenant, d.order_id);
        if (Number(o.order_status) !== ORDER_STATUS.PENDING_PAYMENT) return; // paid or closed meanwhile
        await endUnpaid(tenant, d.order_id, 'close', SYSTEM);
        n++;
      },
      { tenantId: d.tenant_id },
    );
  }
  return n;
}
