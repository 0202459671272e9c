import type { z } from 'zod';
import type { FissionConfig, fissionConfigForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { n } from '../shared.ts';
import * as repo from './repo.ts';

/** The tenant's config; a tenant that never saved one runs with these (on, audited, no delay, 1 yuan). */
export async function configOf(db: Scoped): Promise<FissionConfig> {
  const c = await repo.config(db);
  return {
    enabled: c ? n(c.enabled) : 1,
    joinMode: c ? n(c.join_mode) : 2,
    settleDays: c ? n(c.settle_days) : 0,
    minWithdraw: c ? n(c.min_withdraw) : 100,
    rule: c?.rule ?? null,
  };
}
export const getConfig = (ctx: Ctx) => configOf(ctx.data);
export async function saveConfig(ctx: Ctx, f: z.output<typeof fissionConfigForm>) {
  await repo.saveConfig(ctx.data, f);
  return configOf(ctx.data);
}
