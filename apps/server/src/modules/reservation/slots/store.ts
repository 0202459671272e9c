import { chinaToday } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { tenantData } from '../../../platform/repo.ts';
import * as repo from './repo.ts';
import { detail } from './service.ts';

/** The storefront's open reservation products of a tenant, each with its slots from today. */
export async function storeList(ctx: Ctx, tenantId: string) {
  const db = tenantData(ctx.q, tenantId);
  const today = chinaToday();
  return Promise.all((await repo.openProducts(db)).map((p) => detail(db, String(p.id), today)));
}
