import type { Row } from '../../../platform/db.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import type { OrderMoveHook } from '../../../platform/checkout.ts';
import { ensureCustomer } from '../../customer/index.ts';
import { settingsOf } from '../settings/service.ts';
import * as ledger from './repo.ts';
import { apply } from './service.ts';

/** The ledger's side of an order's moves: a paid order earns growth and points, a finished refund takes them back. */

const perYuan = (cents: number, rate: number) => Math.floor((cents * rate) / 100);

/** What an order's net paid money earns. */
function earned(s: Awaited<ReturnType<typeof settingsOf>>, cents: number) {
  const growth = perYuan(cents, s.growthPerYuan);
  return {
    growth: s.growthMaxPerOrder > 0 ? Math.min(growth, s.growthMaxPerOrder) : growth,
    points: s.enabled ? perYuan(cents, s.pointsPerYuan) : 0,
  };
}

async function orderPaid(db: Scoped, o: Row) {
  const s = await settingsOf(db);
  const c = await ensureCustomer(db, o.contact_phone, o.contact_name, o.channel === 'h5' ? 'h5' : 'backoffice');
  const e = earned(s, Number(o.total_money));
  const expireAt = s.pointsValidDays > 0 ? new Date(Date.now() + s.pointsValidDays * 86_400_000) : null;
  const base = { customerId: String(c.id), orderId: String(o.id), reason: 'earn' as const, remark: o.order_no };
  await apply(
    db,
    String(c.id),
    [
      { ...base, kind: 'growth', ref: `order:${o.id}:earn`, amount: e.growth },
      { ...base, kind: 'points', ref: `order:${o.id}:earn`, amount: e.points, expireAt },
    ],
    `订单 ${o.order_no} 支付`,
  );
}

/** Take back what the refunded share earned: the order then holds what its net paid money earns. */
async function orderRefunded(db: Scoped, o: Row) {
  const refunded = await ledger.refundedOf(db, String(o.id));
  if (!refunded) return;
  const c = await ensureCustomer(db, o.contact_phone, o.contact_name, 'backoffice');
  const entries: ledger.Entry[] = [];
  for (const kind of ['growth', 'points'] as const) {
    const { held, earned: full } = await ledger.orderSums(db, String(o.id), kind);
    // What the order still earns: proportional to the money kept.
    const total = Number(o.total_money);
    const keep = total > 0 ? Math.floor((full * Math.max(total - refunded, 0)) / total) : 0;
    const take = held - keep;
    if (take > 0)
      entries.push({
        customerId: String(c.id),
        kind,
        reason: 'refund',
        orderId: String(o.id),
        ref: `order:${o.id}:refund:${refunded}`,
        amount: -take,
        remark: o.order_no,
      });
  }
  await apply(db, String(c.id), entries, `订单 ${o.order_no} 退款`);
}

// The order flow's moves (forwarded by the platform): paid orders earn, finished refunds take back.
// A failure here never fails the payment or the refund: the step is undone and the job's sweep can redo it.
export const ledgerMoved: OrderMoveHook = async (m) => {
  const isPay = m.action === 'pay';
  const isRefund = m.action === 'refundDone' || m.action === 'forcedRefund';
  if (!isPay && !isRefund) return;
  const db = tenantData(m.q, m.tenantId);
  await ledger.guarded(
    m.q,
    () => (isPay ? orderPaid(db, m.row) : orderRefunded(db, m.row)),
    (e) => console.error('member ledger step failed', e),
  );
};
