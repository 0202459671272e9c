import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COUPON_MSG, type StoreCoupon, type UsableCoupon, type h5UsableQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { chinaToday } from '../../../platform/time.ts';
import { asCustomer, customerCoupons } from '../../customer/index.ts';
import * as coupons from '../coupons/service.ts';
import { offOf, presentCoupon, presentUserCoupon, refusal } from '../shared.ts';
import * as repo from './repo.ts';

/** The coupon centre (public): valid coupons on shelf; with a customer's token, what they hold already. */
export async function centre(ctx: Ctx, req: FastifyRequest, tenantId: string): Promise<StoreCoupon[]> {
  const list = (db: Scoped, customerId: string | null) =>
    coupons.centreRows(db, customerId, chinaToday()).then((rows) =>
      rows.map((r) => {
        const c = presentCoupon(r);
        return {
          id: c.id,
          name: c.name,
          couponType: c.couponType,
          ruleText: c.ruleText,
          validityText: c.validityText,
          threshold: c.threshold,
          amount: c.amount,
          discount: c.discount,
          perLimit: c.perLimit,
          received: Number(r.received),
          left: Math.max(0, c.totalCount - c.issuedCount),
        };
      }),
    );
  if (req.headers['customer-token'])
    return asCustomer(ctx, req, (db, c) => {
      if (db.tenantId !== tenantId) throw notFound();
      return list(db, String(c.id));
    });
  return inTenant(ctx.svc.db, tenantId, (data) => list(data, null));
}

/**
 * Receive a coupon: the total count is taken by one conditional statement (valid, on shelf, some
 * left), which holds the coupon's row; the customer's holdings are then counted against the limit.
 */
export const receive = (ctx: Ctx, req: FastifyRequest, couponId: string) =>
  asCustomer(ctx, req, async (db, c) => {
    const coupon = await coupons.couponOne(db, couponId);
    if (!coupon) throw notFound(COUPON_MSG.notFound);
    if (!(await coupons.takeCount(db, couponId, 1, true))) {
      if (Number(coupon.is_valid) !== 1) throw bad(COUPON_MSG.invalid);
      if (Number(coupon.shelf_status) !== 1) throw bad(COUPON_MSG.offShelf);
      throw bad(COUPON_MSG.soldOut);
    }
    const held = await repo.heldBy(db, couponId, [String(c.id)]);
    if ((held[0]?.n ?? 0) >= Number(coupon.per_limit)) throw bad(COUPON_MSG.overLimit(Number(coupon.per_limit)));
    const today = chinaToday();
    if (Number(coupon.validity_type) === 1 && coupon.end_date < today) throw bad(COUPON_MSG.expired);
    const [made] = await repo.insertUserCoupons(db, coupon, [{ customerId: String(c.id), phone: c.phone }], 'receive', null, today);
    return presentUserCoupon((await repo.userCouponOne(db, String(made!.id)))!, today);
  });

export const mine = (ctx: Ctx, req: FastifyRequest, useStatus?: number) =>
  asCustomer(ctx, req, async (db, c) => {
    const today = chinaToday();
    return (await repo.userCouponRows(db, { customerId: String(c.id), useStatus }, today, 500)).map((r) => presentUserCoupon(r, today));
  });

/** The customer's unused coupons for a prospective order: usable ones first, the largest cut first. */
export const usable = (ctx: Ctx, req: FastifyRequest, q: z.output<typeof h5UsableQuery>) =>
  asCustomer(ctx, req, async (db, c): Promise<UsableCoupon[]> => {
    const today = chinaToday();
    const rows = await repo.userCouponRows(db, { customerId: String(c.id), useStatus: 0 }, today, 500);
    const unit = Math.floor(q.amount / q.quantity);
    return rows
      .map((r) => {
        const reason = refusal(r, q.productId, q.amount, today);
        return { ...presentUserCoupon(r, today), usable: !reason, reason, off: reason ? 0 : offOf(r, q.amount, unit) };
      })
      .sort((a, b) => Number(b.usable) - Number(a.usable) || b.off - a.off);
  });

/** The user centre's coupon tab and count read the coupons here (the customer area cannot import this one). */
export function showInUserCentre() {
  customerCoupons.page = async (db, customerId, current, size) => {
    const today = chinaToday();
    const page = await repo.userCouponPage(db, { customerId, current, size }, today);
    return { ...page, records: page.records.map((r) => presentUserCoupon(r, today)) };
  };
  customerCoupons.count = (db, customerId) => repo.unusedCount(db, customerId, chinaToday());
}
