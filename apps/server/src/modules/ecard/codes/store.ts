import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ECARD_MSG, type activateForm } from '@yym/contract';
import type { Ctx, Services } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { inTenant } from '../../../platform/repo.ts';
import { tooMany } from '../../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { asCustomer } from '../../customer/index.ts';
import { activate as activateCode } from './service.ts';

/** The storefront's activation of a code: throttled per customer (phone) and per address. */

const FAILS_PER_PHONE = 10;
const FAILS_PER_IP = 30;

/** Refuse while the phone or the address is locked; the caller counts failures with `failed`. */
async function throttle(svc: Services, phone: string, ip: string) {
  const keys = [`ecode:phone:${phone}`, `ecode:ip:${ip}`];
  if (await lockedKeys(svc, keys)) throw tooMany(ECARD_MSG.tooManyAttempts);
  return async () => {
    await recordFailure(svc, keys[0]!, FAILS_PER_PHONE);
    await recordFailure(svc, keys[1]!, FAILS_PER_IP);
  };
}

/** Activation with the throttle: the attempt runs in its own transaction, a failure is counted after it. */
async function activateThrottled(
  ctx: Ctx,
  tenantId: string,
  f: z.output<typeof activateForm>,
  who: { operator: string; customerId?: string | null },
) {
  const failed = await throttle(ctx.svc, `${tenantId}:${f.holderPhone}`, ctx.ip);
  try {
    return await inTenant(ctx.svc.db, tenantId, (data) => activateCode(data, f, { ...who, ip: ctx.ip }), ctx.user?.userId ?? null);
  } catch (e) {
    if ((e as Error).message === ECARD_MSG.codeInvalid) await failed();
    throw e;
  }
}

export async function activate(ctx: Ctx, req: FastifyRequest, body: z.output<typeof activateForm>) {
  const c = await asCustomer(ctx, req, async (db, c) => ({ ...c, tenantId: db.tenantId }) as Row);
  return activateThrottled(ctx, c.tenantId, body, { operator: c.name || c.phone, customerId: String(c.id) });
}
