import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { GROUPBUY_MSG, type StoreGroupBuy, type StoreGroupBuyHome, type h5GroupBuyJoinForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { formatTime } from '../../../platform/time.ts';
import { scopedTo } from '../../order/index.ts';
import { buyItem } from '../../timed-sale/index.ts';
import { goodsRow, sale } from '../activities/service.ts';
import * as groups from './repo.ts';

/** Activities as the storefront shows them: goods at the group price and the open groups to join. */
async function activities(db: Scoped, id?: string): Promise<StoreGroupBuy[]> {
  const rows = await groups.running(db, id);
  if (!rows.length) return [];
  const open = await groups.openGroups(
    db,
    rows.map((a) => String(a.id)),
  );
  const out: StoreGroupBuy[] = [];
  for (const a of rows)
    out.push({
      groupBuyId: String(a.id),
      name: a.name,
      groupSize: Number(a.group_size),
      hours: Number(a.hours),
      limitNum: Number(a.limit_num),
      endTime: formatTime(new Date(a.end_time)),
      goods: (await sale.goodsOf(db, String(a.id))).map(goodsRow),
      groups: open
        .filter((g) => String(g.activity_id) === String(a.id))
        .map((g) => ({
          groupId: String(g.id),
          goodsId: String(g.goods_id),
          members: Number(g.members),
          needed: Number(g.size) - Number(g.members),
          countdownMs: Math.max(0, Number(g.countdown_ms)),
        })),
    });
  return out;
}

/** The storefront's group-buy page (public). */
export const home = async (ctx: Ctx, tenantId: string): Promise<StoreGroupBuyHome> => ({
  now: formatTime(new Date()),
  activities: await activities(scopedTo(ctx.q, tenantId)),
});

/** The back office's preview: the activity as the storefront would show it, whatever its state. */
export async function preview(ctx: Ctx, id: string) {
  const [a] = await activities(ctx.data, id);
  if (!a) throw notFound();
  return a;
}

/**
 * A logged-in customer opens a group (no group id) or joins one: an ordinary ticket order placed with
 * the group-buy id, so the group-buy checkout rule prices it and takes the seat. Idempotent by the key.
 */
export const join = (ctx: Ctx, req: FastifyRequest, f: z.output<typeof h5GroupBuyJoinForm>) =>
  buyItem(ctx, req, f, {
    item: (db, goodsId) => sale.goodsById(db, f.groupBuyId, goodsId),
    missing: GROUPBUY_MSG.notInActivity,
    keyPrefix: 'h5gb-',
    offers: { groupBuyId: f.groupBuyId, groupId: f.groupId },
  });
