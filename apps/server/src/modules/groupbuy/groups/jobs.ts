import { ORDER_STATUS } from '@yym/contract';
import type { Database } from '../../../platform/db.ts';
import type { PayProvider } from '../../../platform/providers/index.ts';
import { ORDER_FLOW, SYSTEM, endUnpaid, forcedRefund, lockOrder, scopedTo } from '../../order/index.ts';
import * as groups from './repo.ts';

/**
 * Groups past their time limit that did not form: each is claimed by one conditional UPDATE (open →
 * 未成团) in its tenant's transaction, then its unpaid orders are closed and its paid ones refunded
 * in full. A second runner's claim finds the group no longer open and does nothing, so each order is
 * refunded once; a failure rolls the claim back and the next run tries again.
 */
export async function refundUnformed(db: Database, pay: PayProvider): Promise<number> {
  const due = await groups.overdue(db);
  let n = 0;
  for (const d of due) {
    await db.tx(
      async (q) => {
        const t = scopedTo(q, d.tenant_id);
        if (!(await groups.claimFailed(t, String(d.id)))) return;
        for (const m of await groups.membersOf(t, String(d.id))) {
          const o = await lockOrder(t, String(m.order_id));
          const status = Number(o.order_status);
          if (status === ORDER_STATUS.PENDING_PAYMENT) await endUnpaid(t, String(m.order_id), 'close', SYSTEM);
          else if (ORDER_FLOW.rule(status, 'forcedRefund') && (await groups.moveMember(t, String(m.order_id), 2, 4)))
            await forcedRefund(t, pay, String(m.order_id), { reason: '拼团未成团，自动退款' }, SYSTEM);
        }
        n++;
      },
      { tenantId: d.tenant_id },
    );
  }
  return n;
}
