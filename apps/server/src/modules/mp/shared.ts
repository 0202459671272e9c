import { MP_MSG, MSG, type MpPlatform } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, forbidden } from '../../platform/errors.ts';
import { MpRefused, type MpOpenPlatform } from '../../platform/providers/mp-open.ts';
import { type Scoped, inTenant } from '../../platform/repo.ts';

/** The open platform of a mini-program platform. */
export const openPlatform = (ctx: Ctx, p: MpPlatform): MpOpenPlatform =>
  p === 'wechat' ? ctx.svc.providers.mpWechat : ctx.svc.providers.mpAlipay;

/**
 * A short transaction of a tenant (the caller's, or any for the platform): the calls that ask the
 * platform run outside transactions, reading before and recording after in their own.
 */
export function txFor(ctx: Ctx, tenantId = ctx.tenantId) {
  if (tenantId !== ctx.tenantId && !ctx.isPlatform) throw forbidden(MSG.platformOnly);
  return <T>(fn: (db: Scoped) => Promise<T>) => inTenant(ctx.svc.db, tenantId, fn, ctx.user?.userId ?? null);
}

/** Ask the platform; its refusal reaches the merchant as a message. */
export async function ask<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof MpRefused) throw bad(e.message);
    throw e;
  }
}

export const actorName = (ctx: Ctx) => ctx.user?.realName || ctx.user?.account || '系统';
export const notAuthorised = () => bad(MP_MSG.notAuthorised);
