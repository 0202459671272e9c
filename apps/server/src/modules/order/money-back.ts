import { PAY_MSG } from '@yym/contract';
import type { Database, Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { BizError, conflict } from '../../platform/errors.ts';
import type { PayProvider } from '../../platform/providers/index.ts';
import { providerOf } from '../payconfig/index.ts';
import * as pays from './repo/pay.ts';
import { markRefundFailed } from './repo/refund.ts';
import { scopedTo } from './service.ts';

/**
 * Money going back through a provider (a refund, a stray payment's return), the one path for every
 * caller (orders, hotels, e-cards, group buys, the jobs…). The caller's transaction writes the intent:
 * an open ord_trade row with the request the provider gets, the refund's (or return's) number as its
 * idempotency key. Once that transaction commits (`afterCommit`: its row locks are gone), a sender
 * claims the row, calls the provider with the key, and records its answer in a short transaction of
 * its own. A row left open (a crash before the call, a failed record after it) is sent again by the
 * job under the same key, which the provider answers with the same refund: money goes back once.
 */

/** How long a sender holds its claim before the job may take the row: longer than a provider's timeout. */
const CLAIM_SECONDS = 300;

type Answer = { ok: boolean; providerRef: string; pending?: boolean };
const FAILED: Answer = { ok: false, providerRef: '' };

/** Send the intent `tradeId` once the caller's transaction has committed. */
export function sendAfterCommit(db: Scoped, fallback: PayProvider, tradeId: string): void {
  const tenantId = db.tenantId;
  // A refusal the caller must hear (a stray return refused) is thrown; anything else is the job's to finish.
  db.q.afterCommit((d) =>
    sendMoneyBack(d, tenantId, fallback, tradeId).catch((e) => {
      if (e instanceof BizError) throw e;
    }),
  );
}

/**
 * Claim, call, record. Answers what became of it: 'busy' when another sender holds it or it is no
 * longer open. A stray return the provider refused stays open and fails the call (the provider then
 * delivers its notice again); a refund it refused is failed and its order marked unusual.
 */
export async function sendMoneyBack(
  d: Database,
  tenantId: string,
  fallback: PayProvider,
  tradeId: string,
): Promise<'done' | 'failed' | 'pending' | 'busy' | 'unrecorded'> {
  const claimed = await d.tx(
    async (q) => {
      const db = scopedTo(q, tenantId);
      const t = await pays.claimSend(db, tradeId, CLAIM_SECONDS);
      if (!t) return null;
      const via = t.provider === fallback.name ? fallback : await providerOf(db, t.provider, false);
      return { t, via };
    },
    { tenantId },
  );
  if (!claimed) return 'busy';
  const { t, via } = claimed;
  // Keys that no longer open (nobody can ask the provider), or a provider that throws: failed, as before.
  const answer: Answer =
    via && t.pay_no
      ? await via
          .refund({ tradeNo: t.pay_no, refundNo: t.idem_key, amount: Number(t.amount), total: Number(t.pay_total) })
          .catch(() => FAILED)
      : FAILED;
  const outcome = await d
    .tx((q) => recordAnswer(scopedTo(q, tenantId), t, answer), { tenantId })
    // Not recorded (the database failed): the row stays open and claimed; the job asks again under the
    // same key once the claim has run out, and records the provider's (same) answer then.
    .catch(() => 'unrecorded' as const);
  if (outcome === 'refused') throw conflict(PAY_MSG.strayReturnFailed);
  return outcome;
}

async function recordAnswer(db: Scoped, t: Row, answer: Answer) {
  if (answer.ok && answer.pending) {
    await pays.markSent(db, t.id, answer.providerRef);
    return 'pending' as const;
  }
  if (t.kind === 'return' && !answer.ok) {
    await pays.releaseSend(db, t.id);
    return 'refused' as const;
  }
  const finished = await pays.finishSend(db, t.id, answer.ok, answer.providerRef);
  if (finished && !answer.ok) await markRefundFailed(db, t.order_id);
  return answer.ok ? ('done' as const) : ('failed' as const);
}

/** The job: money going back that no sender finished, sent again under its key. */
export async function sendUnsent(d: Database, fallback: PayProvider): Promise<number> {
  let n = 0;
  for (const r of await pays.unsentMoneyBack(d)) {
    const outcome = await sendMoneyBack(d, r.tenant_id, fallback, r.id).catch(() => 'busy' as const);
    if (outcome !== 'busy') n++;
  }
  return n;
}
