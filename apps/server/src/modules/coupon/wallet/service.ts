import type { z } from 'zod';
import type { userCouponQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { chinaToday } from '../../../platform/time.ts';
import { presentUserCoupon } from '../shared.ts';
import * as repo from './repo.ts';

export type { NewUserCoupon } from './repo.ts';

/** The customers' coupons (用户券), searched by coupon, batch, phone and state. */
export async function userCouponPage(ctx: Ctx, q: z.output<typeof userCouponQuery>) {
  const today = chinaToday();
  const page = await repo.userCouponPage(ctx.data, q, today);
  return { ...page, records: page.records.map((r) => presentUserCoupon(r, today)) };
}

/** How many of the coupon each of these customers holds (any state). */
export const heldBy = (db: Scoped, couponId: string, customerIds: string[]) => repo.heldBy(db, couponId, customerIds);

/** Issue the coupon `c` to these customers (dates from its validity, counted from `today`). */
export const insertUserCoupons = (db: Scoped, c: Row, rows: repo.NewUserCoupon[], source: string, batchId: string | null, today: string) =>
  repo.insertUserCoupons(db, c, rows, source, batchId, today);

/** The customers' coupons of a filter (the batch's export). */
export const userCouponRows = (db: Scoped, f: repo.UserCouponFilter, today: string) => repo.userCouponRows(db, f, today);
