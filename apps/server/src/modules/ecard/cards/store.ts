import { ECARD_MSG } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { scopedTo } from '../../order/index.ts';
import * as repo from './repo.ts';
import { storeCard } from './service.ts';

/** The storefront's cards on sale (a named tenant's). */

export async function storeCards(ctx: Ctx, tenantId: string) {
  const db = scopedTo(ctx.q, tenantId);
  return Promise.all((await repo.onShelf(db)).map(async (c) => storeCard(db, (await db.find(repo.CARD, String(c.id)))!)));
}

export async function storeCardOne(ctx: Ctx, tenantId: string, id: string) {
  const db = scopedTo(ctx.q, tenantId);
  const c = await db.find(repo.CARD, id);
  if (!c || Number(c.shelf_status) !== 1) throw notFound(ECARD_MSG.offShelf);
  return storeCard(db, c);
}
