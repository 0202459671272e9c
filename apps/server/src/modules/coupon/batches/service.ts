import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  COUPON_MSG,
  USER_COUPON_SOURCE_TEXT,
  checkMobile,
  type CouponBatchRow,
  type UserCouponRow,
  type couponBatchForm,
  type couponBatchQuery,
  type submitCouponForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { chinaToday } from '../../../platform/time.ts';
import { ensureCustomer } from '../../customer/index.ts';
import * as coupons from '../coupons/service.ts';
import { presentUserCoupon } from '../shared.ts';
import * as wallet from '../wallet/service.ts';
import * as repo from './repo.ts';

/**
 * Issue the coupon to customers by phone (customers are created for new phones): one each (or `count`),
 * skipping those at the per-customer limit; the total count is taken in one conditional statement.
 */
export async function issue(db: Scoped, couponId: string, phones: string[], count: number, source: string, batchId: string | null) {
  for (const p of phones) if (checkMobile(p)) throw bad(COUPON_MSG.phoneInvalid(p));
  const c = await coupons.couponOf(db, couponId);
  if (Number(c.is_valid) !== 1) throw bad(COUPON_MSG.invalid);
  const customers = [];
  for (const phone of phones) customers.push({ phone, customerId: String((await ensureCustomer(db, phone, null, 'coupon')).id) });
  // Take the count first: the coupon row is then held, so the holdings read below are not raced.
  const want = customers.length * count;
  if (!(await coupons.takeCount(db, couponId, want, false))) throw bad(COUPON_MSG.soldOut);
  const held = new Map(
    (
      await wallet.heldBy(
        db,
        couponId,
        customers.map((x) => x.customerId),
      )
    ).map((h) => [h.customer_id, h.n]),
  );
  const rows: wallet.NewUserCoupon[] = [];
  const skipped: string[] = [];
  for (const x of customers) {
    const n = Math.min(count, Number(c.per_limit) - (held.get(x.customerId) ?? 0));
    if (n <= 0) skipped.push(x.phone);
    for (let i = 0; i < n; i++) rows.push(x);
  }
  // Give back what was taken beyond what was issued.
  if (rows.length < want) await coupons.takeCount(db, couponId, rows.length - want, false);
  if (rows.length) await wallet.insertUserCoupons(db, c, rows, source, batchId, chinaToday());
  return { coupon: c, issued: rows.length, skipped };
}

export async function submitBatch(ctx: Ctx, f: z.output<typeof couponBatchForm>) {
  const c = await coupons.couponOf(ctx.data, f.couponId);
  const batch = await repo.insertBatch(ctx.data, c, f.phones.length, f.remark ?? null);
  const r = await issue(ctx.data, f.couponId, f.phones, 1, 'batch', String(batch!.id));
  await repo.setBatchIssued(ctx.data, String(batch!.id), r.issued);
  return { batchId: String(batch!.id), issued: r.issued, skipped: r.skipped };
}

export async function submitCoupon(ctx: Ctx, f: z.output<typeof submitCouponForm>) {
  const msg = checkMobile(f.phone);
  if (msg) throw bad(msg);
  return (await issue(ctx.data, f.couponId, [f.phone], f.count, 'submit', null)).issued;
}

const presentBatch = (r: Row): CouponBatchRow => ({ ...toApi<CouponBatchRow>(r), id: String(r.id), couponId: String(r.coupon_id) });
export const batchPage = async (ctx: Ctx, q: z.output<typeof couponBatchQuery>) => {
  const page = await repo.batchPage(ctx.data, q);
  return { ...page, records: page.records.map((r) => ({ ...r, id: String(r.id), couponId: String(r.couponId) })) };
};
export async function batchDetail(ctx: Ctx, id: string) {
  const b = await repo.batchOne(ctx.data, id);
  if (!b) throw notFound();
  return presentBatch(b);
}

export async function exportBatch(ctx: Ctx, reply: FastifyReply, batchId: string) {
  const b = await batchDetail(ctx, batchId);
  const today = chinaToday();
  const rows = (await wallet.userCouponRows(ctx.data, { batchId }, today)).map((r) => presentUserCoupon(r, today));
  await sendXlsx(
    ctx,
    reply,
    `优惠券发放批次${b.id}`,
    [
      ['券ID', 'id'],
      ['优惠券', 'couponName'],
      ['手机号', 'phone'],
      ['来源', (r: UserCouponRow) => USER_COUPON_SOURCE_TEXT[r.source] ?? r.source],
      ['有效期', (r: UserCouponRow) => `${r.startDate} 至 ${r.endDate}`],
      ['状态', 'useStatusText'],
      ['使用订单', 'orderId'],
      ['发放时间', 'createTime', 'time'],
    ],
    rows,
  );
}
