import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FISSION_MSG as M, type FissionMine, type fissionWithdrawForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad } from '../../../platform/errors.ts';
import { asCustomer } from '../../customer/index.ts';
import { mineOf, takeBalance } from '../promoters/service.ts';
import { configOf } from '../settings/service.ts';
import { ledgerOut, n, promoterOut, withdrawOut, yuan } from '../shared.ts';
import * as repo from './repo.ts';

// ---------------------------------------------------------------- storefront: the promoter's own page and withdrawals

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
    if (!(await takeBalance(db, promoterId, f.amount))) throw bad(M.overBalance);
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
