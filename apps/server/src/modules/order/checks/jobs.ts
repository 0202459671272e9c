import { ORDER_STATUS, TICKET_STATUS, VERIFY_METHOD } from '@yym/contract';
import type { Database } from '../../../platform/db.ts';
import { chinaToday } from '../../product/index.ts';
import { SYSTEM, lockAnyOrder, move, scopedTo } from '../orders/service.ts';
import * as repo from './repo.ts';
import { checkGuests, ticketChecks } from './service.ts';

/** After the play date, unused tickets expire or are checked automatically (method 9), by the product's rule. */
export async function expireTickets(db: Database): Promise<number> {
  const due = await repo.pastPlayDate(db, chinaToday());
  let n = 0;
  for (const d of due) {
    await db.tx(
      async (q) => {
        const tenant = scopedTo(q, d.tenant_id);
        const o = await lockAnyOrder(tenant, d.id);
        if (!o || ![ORDER_STATUS.TO_BE_USED, ORDER_STATUS.IN_USE].includes(Number(o.order_status) as 8821)) return;
        // Method 9 switched off on the check-method config page: the tickets simply expire.
        if (Number(d.expire_rule) === 2 && (await ticketChecks.autoCheckEnabled(tenant))) {
          const guests = await repo.unusedGuests(tenant, o.id);
          if (
            !(await checkGuests(
              tenant,
              o.id,
              guests.map((g) => String(g.id)),
              SYSTEM,
              VERIFY_METHOD.AUTO_ON_EXPIRY,
            ))
          )
            await move(tenant, o, 'expire', SYSTEM);
        } else {
          await repo.expireUnused(tenant, o.id, TICKET_STATUS.EXPIRED);
          await move(tenant, o, 'expire', SYSTEM);
        }
        n++;
      },
      { tenantId: d.tenant_id },
    );
  }
  return n;
}
