import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ECARD_MSG, type activateForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { inTenant } from '../../../platform/repo.ts';
import { codeTry } from '../../auth/index.ts';
import { asCustomer } from '../../customer/index.ts';
import { activate as activateCode } from './service.ts';

/** The storefront's activation of a code: throttled per customer (phone) and per address. */

const FAILS_PER_PHONE = 10;
const FAILS_PER_IP = 30;

/** Activation with the throttle: each try counted before the code is checked (only a wrong code keeps its count). */
async function activateThrottled(
  ctx: Ctx,
  tenantId: string,
  f: z.output<typeof activateForm>,
  who: { operator: string; customerId?: string | null },
) {
  const counters = [
    { key: `ecode:phone:${tenantId}:${f.holderPhone}`, lockAt: FAILS_PER_PHONE },
    { key: `ecode:ip:${ctx.ip}`, lockAt: FAILS_PER_IP },
  ];
  return codeTry(
    ctx.svc,
    counters,
    ECARD_MSG.tooManyAttempts,
    () => inTenant(ctx.svc.db, tenantId, (data) => activateCode(data, f, { ...who, ip: ctx.ip }), ctx.user?.userId ?? null),
    (e) => (e as Error).message === ECARD_MSG.codeInvalid,
  );
}

export async function activate(ctx: Ctx, req: FastifyRequest, body: z.output<typeof activateForm>) {
  const c = await asCustomer(ctx, req, async (db, c) => ({ ...c, tenantId: db.tenantId }) as Row);
  return activateThrottled(ctx, c.tenantId, body, { operator: c.name || c.phone, customerId: String(c.id) });
}
