import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FISSION_MSG as M, type FissionMine, type fissionWithdrawForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { bad } from '../../platform/errors.ts';
import type { Scoped } from '../../platform/repo.ts';
import { asCustomer } from '../customer/index.ts';
import { ledgerOut, n, promoterOut, withdrawOut, yuan } from './present.ts';
import * as repo from './repo/index.ts';
import { configOf, insertWithCode } from './service.ts';

// ---------------------------------------------------------------- storefront

/** The customer's promoter row: their application, or a special distributor with their phone. */
async function mineOf(db: Scoped, c: Row) {
  return (await repo.promoterOfCustomer(db, String(c.id))) ?? (await repo.promoterOfSpecialPhone(db, String(c.phone)));
}

/** Apply to be a promoter: passed at once when anyone may join, else waiting for the per-person audit. */
export const apply = (ctx: Ctx, req: FastifyRequest, f: { name: string }) =>
  asCustomer(ctx, req, async (db, c) => {
    const cfg = await configOf(db);
    if (!cfg.enabled) throw bad(M.notEnabled);
    const status = cfg.joinMode === 1 ? 1 : 0;
    const had = await mineOf(db, c);
    if (had) {
      if (n(had.kind) === 1 && n(had.audit_status) === 2 && (await repo.reapply(db, String(had.id), f.name, status)))
        return promoterOut((await repo.promoterOne(db, String(had.id)))!, false);
      throw bad(M.alreadyApplied);
    }
    const r = await insertWithCode(db, { kind: 1, customerId: String(c.id), name: f.name, phone: String(c.phone), auditStatus: status });
    if (!r) throw bad(M.alreadyApplied);
    return promoterOut((await repo.promoterOne(db, String(r.id)))!, false);
  });

export const mine = (ctx: Ctx, req: FastifyRequest, q: { current: number; size: number }) =>
  asCustomer(ctx, req, async (db, c): Promise<FissionMine> => {
    const config = await configOf(db);
    const p = await mineOf(db, c);
    if (!p) return { config, promoter: null, ledger: [], withdrawals: [] };
    const promoterId = String(p.id);
    const ledger = await repo.ledgerPage(db, { promoterId, current: q.current, size: q.size });
    const withdrawals = await repo.withdrawPage(db, { promoterId, current: 1, size: 20 });
    return {
      config,
      promoter: promoterOut(p, false),
      ledger: ledger.records.map((r) => ledgerOut(r as Row)),
      withdrawals: withdrawals.records.map((r) => withdrawOut(r as Row, false)),
    };
  });

/**
 * Request a withdrawal: at least the tenant's minimum, and never more than the balance — the money
 * is taken with one conditional UPDATE (balance >= amount), so parallel requests cannot overdraw.
 */
export const withdraw = (ctx: Ctx, req: FastifyRequest, f: z.output<typeof fissionWithdrawForm>) =>
  asCustomer(ctx, req, async (db, c) => {
    const cfg = await configOf(db);
    if (!cfg.enabled) throw bad(M.notEnabled);
    const p = await mineOf(db, c);
    if (!p) throw bad(M.notPromoter);
    if (n(p.audit_status) !== 1 || n(p.status) !== 1) throw bad(M.notPassed);
    if (f.amount < cfg.minWithdraw) throw bad(M.belowMin(yuan(cfg.minWithdraw)));
    const promoterId = String(p.id);
    if (!(await repo.takeBalance(db, promoterId, f.amount))) throw bad(M.overBalance);
    const w = (await repo.insertWithdraw(db, { promoterId, ...f }))!;
    await repo.append(db, {
      promoterId,
      kind: 'withdraw',
      amount: -f.amount,
      withdrawId: String(w.id),
      ref: `withdraw:${w.id}`,
      remark: f.accountNo,
    });
    return withdrawOut((await repo.withdrawOne(db, String(w.id)))!, false);
  });
