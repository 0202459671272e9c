import type { FastifyRequest } from 'fastify';
import { FISSION_MSG as M } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad } from '../../../platform/errors.ts';
import { asCustomer } from '../../customer/index.ts';
import { configOf } from '../settings/service.ts';
import { n, promoterOut } from '../shared.ts';
import * as repo from './repo.ts';
import { insertWithCode, mineOf } from './service.ts';

// ---------------------------------------------------------------- storefront

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
