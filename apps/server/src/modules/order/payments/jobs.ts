import { ORDER_STATUS } from '@yym/contract';
import type { Database } from '../../../platform/db.ts';
import { providerOf } from '../../payconfig/index.ts';
import { SYSTEM, lockAnyOrder, scopedTo } from '../orders/service.ts';
import { endUnpaid } from '../purchase/service.ts';
import * as pays from './repo/pay.ts';
import * as sweep from './repo/jobs.ts';
import { settlePaid, settleRefund } from './service.ts';

/** Close unpaid orders older than `order.closeMinutes` (each in its own tenant-bound transaction). */
export async function closeOverdue(db: Database): Promise<number> {
  const due = await sweep.unpaidOverdue(db, await sweep.closeMinutes(db));
  let n = 0;
  for (const d of due) {
    await db.tx(
      async (q) => {
        const tenant = scopedTo(q, d.tenant_id);
        const o = await lockAnyOrder(tenant, d.id);
        if (Number(o?.order_status) !== ORDER_STATUS.PENDING_PAYMENT) return; // paid or cancelled meanwhile
        // A real provider's trade is still open: the query job asks the provider first (a lost notice).
        if (await pays.hasOpenProviderTrade(tenant, d.id)) return;
        await endUnpaid(tenant, d.id, 'close', SYSTEM);
        n++;
      },
      { tenantId: d.tenant_id },
    );
  }
  return n;
}

/**
 * Trades of real providers left open past the pay window: the provider is asked. Paid → settled as
 * its notice would have been (so a lost notice never leaves an order wrong); not paid → closed at the
 * provider, then the trade and the order are closed. Refunds the provider went on with are asked too.
 * Each provider is asked outside any transaction; what it answers is recorded in a short one after.
 */
export async function queryOpenTrades(db: Database, minutes?: number): Promise<number> {
  const due = await pays.openProviderTrades(db, minutes ?? (await sweep.closeMinutes(db)));
  let n = 0;
  const providerFor = (tenantId: string, name: string) => db.tx((q) => providerOf(scopedTo(q, tenantId), name, false), { tenantId });
  for (const d of due) {
    try {
      const pay = await providerFor(d.tenant_id, d.provider);
      // Keys that no longer open (nobody can ask the provider): the trade is given up like an unpaid one.
      const found = pay?.query ? await pay.query(d.trade_no) : { state: 'closed' as const, amount: 0, providerRef: '', raw: undefined };
      if (found.state !== 'paid') await pay?.close?.(d.trade_no);
      await db.tx(
        async (q) => {
          const tenant = scopedTo(q, d.tenant_id);
          const o = await lockAnyOrder(tenant, d.order_id);
          if (found.state === 'paid') {
            await settlePaid(tenant, pay!, { tradeNo: d.trade_no, amount: found.amount, providerRef: found.providerRef, raw: found.raw });
          } else {
            const open = await pays.openTradeOf(tenant, d.order_id);
            if (open?.trade_no === d.trade_no) await pays.closeTrade(tenant, open.id);
            if (Number(o?.order_status) === ORDER_STATUS.PENDING_PAYMENT) await endUnpaid(tenant, d.order_id, 'close', SYSTEM);
          }
          n++;
        },
        { tenantId: d.tenant_id },
      );
    } catch {
      // a provider that does not answer: asked again next round
    }
  }
  for (const r of await pays.pendingProviderRefunds(db)) {
    try {
      const pay = await providerFor(r.tenant_id, r.provider);
      if (!pay?.refundQuery || !r.pay_no) continue;
      const found = await pay.refundQuery({ tradeNo: r.pay_no, refundNo: r.refund_no });
      if (found.state === 'pending') continue;
      await db.tx(
        async (q) => {
          const tenant = scopedTo(q, r.tenant_id);
          const t = await pays.lockRefundTrade(tenant, r.refund_no);
          if (t)
            await settleRefund(tenant, {
              refundNo: r.refund_no,
              amount: Number(t.amount),
              providerRef: found.providerRef,
              ok: found.state === 'done',
            });
          n++;
        },
        { tenantId: r.tenant_id },
      );
    } catch {
      // asked again next round
    }
  }
  return n;
}
