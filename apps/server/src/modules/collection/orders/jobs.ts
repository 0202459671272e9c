import { ORDER_STATUS } from '@yym/contract';
import type { Database } from '../../../platform/db.ts';
import type { ChainProvider } from '../../../platform/providers/index.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { SYSTEM, lockOrder, move } from '../../order/index.ts';
import { treasuryOf } from '../products/service.ts';
import * as repo from './repo.ts';

/**
 * 发放: the editions of a paid order are transferred on the chain from the tenant's treasury to the
 * buyer. The order's transaction records the intent (grant_status 1, each edition's key); the chain is
 * called after its commit, each answer is recorded in a short transaction of its own, and the order is
 * settled (granted → the order completes; failed → the merchant may grant again or refund).
 */

/** The chain of each app's database (an order move's after-commit work is handed only the database). */
const chains = new WeakMap<Database, ChainProvider>();
export const bindChain = (db: Database, chain: ChainProvider) => void chains.set(db, chain);

/** Inside the order's transaction: start granting and hand the chain calls to after the commit. */
export async function beginGrant(db: Scoped, orderId: string) {
  const started = await repo.startGrant(db, orderId);
  if (started) db.q.afterCommit((base) => runGrant(base, db.tenantId, orderId));
  return !!started;
}

export async function runGrant(base: Database, tenantId: string, orderId: string) {
  const chain = chains.get(base);
  if (!chain) return;
  const c = await inTenant(base, tenantId, (db) => repo.collOrderOf(db, orderId));
  const tokens = await inTenant(base, tenantId, (db) => repo.tokensGranting(db, orderId));
  if (!c) return;
  for (const k of tokens) {
    let tx: string | null = null;
    let error: string | null = null;
    try {
      const answer = await chain.transfer({
        key: k.grant_key,
        contract: c.contract_address,
        tokenId: Number(k.token_id),
        from: treasuryOf(tenantId),
        to: k.owner_address,
      });
      tx = answer.txHash;
    } catch (e) {
      error = (e as Error).message || '发放失败';
    }
    await inTenant(base, tenantId, (db) => repo.tokenDone(db, String(k.id), orderId, tx, error));
  }
  await inTenant(base, tenantId, async (db) => {
    const o = await lockOrder(db, orderId);
    const settled = await repo.settleGrant(db, orderId);
    if (settled && Number(settled.grant_status) === 2 && Number(o.order_status) === ORDER_STATUS.TO_BE_USED)
      await move(db, o, 'autoCheck', SYSTEM, '数字藏品已发放至买家');
  });
}

/** Grants whose answers were never recorded (the process stopped): sent again with the same keys. */
export async function finishGrants(base: Database) {
  for (const { tenant_id } of await repo.tenantsGranting(base)) {
    const stuck = await inTenant(base, tenant_id, (db) => repo.stuckGrants(db));
    for (const s of stuck) await runGrant(base, tenant_id, String(s.id));
  }
}
