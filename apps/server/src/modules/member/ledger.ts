import { MEMBER_MSG } from '@yym/contract';
import type { Database, Row } from '../../platform/db.ts';
import { type Scoped, tenantData } from '../../platform/repo.ts';
import { bad } from '../../platform/errors.ts';
import type { OrderMoveHook } from '../../platform/checkout.ts';
import { ensureCustomer, setBalances, setLevel } from '../customer/index.ts';
import * as ledger from './repo/ledger.ts';
import * as repo from './repo/programme.ts';
import { settingsOf } from './settings.ts';

/**
 * Growth and points: an append-only ledger per customer. A paid order earns by the member settings
 * (once: ref order:<id>:earn); a finished refund takes back the refunded share (once per refunded
 * amount); the level follows the growth. Balances on the customer move only with a new ledger row.
 */

/** Add movements and move the customer's balances and level with them. */
async function apply(db: Scoped, customerId: string, entries: ledger.Entry[], reason: string) {
  let growth = 0;
  let points = 0;
  for (const e of entries) {
    if (!e.amount || !(await ledger.append(db, e))) continue;
    if (e.kind === 'growth') growth += e.amount;
    else points += e.amount;
  }
  if (!growth && !points) return;
  const after = (await setBalances(db, customerId, { growth, points }))!;
  if (growth) await followLevel(db, customerId, Number(after.growth), after.level_id ? String(after.level_id) : null, reason);
}

/** The level the growth reaches; a change is logged. */
export async function followLevel(db: Scoped, customerId: string, growth: number, currentId: string | null, reason: string) {
  const target = await repo.levelFor(db, growth);
  const targetId = target ? String(target.id) : null;
  if (targetId === currentId) return;
  const current = await repo.levelById(db, currentId);
  await setLevel(db, customerId, targetId);
  await ledger.levelLog(db, customerId, current?.name ?? null, target?.name ?? null, growth, reason);
}

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

/** Spend points (the points mall): refused when the balance is short; once per ref. */
export async function spendPoints(db: Scoped, customerId: string, points: number, ref: string, remark = '') {
  const c = await ledger.balanceForUpdate(db, customerId);
  if (!c || Number(c.points) < points) throw bad(MEMBER_MSG.notEnoughPoints);
  await apply(db, customerId, [{ customerId, kind: 'points', reason: 'spend', ref: `spend:${ref}`, amount: -points, remark }], '积分兑换');
}

/** The job: points past their validity expire (every tenant; each customer in its own tenant's transaction). */
export async function expirePoints(dbAll: Database): Promise<number> {
  let n = 0;
  for (const d of await ledger.dueToExpire(dbAll)) {
    await dbAll.tx(
      async (q) => {
        const db = tenantData(q, d.tenant_id);
        const day = new Date().toISOString().slice(0, 10);
        const e: ledger.Entry = {
          customerId: d.customer_id,
          kind: 'points',
          reason: 'expire',
          ref: `expire:${d.customer_id}:${day}`,
          amount: -Number(d.due),
        };
        await apply(db, d.customer_id, [e], '积分过期');
        n++;
      },
      { tenantId: d.tenant_id },
    );
  }
  return n;
}
