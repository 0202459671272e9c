import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zDate, zFilter, zId, zIdempotencyKey, zPageQuery, zIdCsv, zInt } from '../schemas.ts';

/** One guest of an order (a ticket): name, ID card and phone as the product asks for them. */
export const zGuest = z.object({
  guestName: z.string().max(50).optional(),
  cardType: z.coerce.number().int().min(1).max(10).optional(),
  cardNum: z.string().max(30).optional(),
  phone: z.string().max(20).optional(),
});

/** The back office's order form (the tenant is the caller's). */
export const orderPlaceForm = z.object({
  productId: zId,
  skuId: zId.optional(),
  touristDate: zDate,
  quantity: z.coerce.number().int().min(1).max(99),
  contactName: z.string().max(50).default(''),
  contactPhone: z.string().max(20).default(''),
  guests: z.array(zGuest).max(99).optional(),
  channel: z.string().max(20).optional(),
  idempotencyKey: zIdempotencyKey,
  /** A user coupon of the buyer (the contact phone's customer) spent on the order. */
  couponId: zId.optional(),
});

export const zOrderId = z.object({ orderId: zId });
/** The customer's order code (public pages): unguessable, in the link. */
export const zOrderCode = z.object({ code: z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid) });

/** Search of the scenic and unusual order lists (create dates are China days). */
export const orderFilters = zPageQuery.extend({
  orderNo: zFilter,
  contactName: zFilter,
  contactPhone: zFilter,
  productName: zFilter,
  productId: zId.optional(),
  orderStatus: zInt().optional(),
  channel: zFilter,
  startDate: zDate.optional(),
  endDate: zDate.optional(),
  playStartDate: zDate.optional(),
  playEndDate: zDate.optional(),
  isUnusual: zInt().optional(),
  unusualType: zInt().optional(),
});
export type OrderFilters = z.output<typeof orderFilters>;

export const payNotifyForm = z.object({
  tradeNo: z.string().max(40),
  amount: zInt(),
  providerRef: z.string().max(64),
  sign: z.string().max(128),
});
export const rescheduleForm = z.object({ orderId: zId, touristDate: zDate });
export const remarkForm = z.object({ orderId: zId, remark: z.string().max(500) });
export const orderIdList = z.object({ ids: zIdCsv });

/** A refund by the merchant: all refundable tickets, or the chosen guests. */
export const refundForm = z.object({
  orderId: zId,
  guestIds: z.array(zId).max(99).optional(),
  reason: z.string().max(100).optional(),
  refundText: z.string().max(100).optional(),
  idempotencyKey: zIdempotencyKey,
});
export const unusualRefundForm = refundForm.extend({ amount: zInt().min(1).optional() });
export const auditForm = z.object({
  refundId: zId,
  pass: z.coerce.boolean(),
  remark: z.string().max(255).optional(),
  idempotencyKey: zIdempotencyKey,
});
export const unusualAuditForm = auditForm.extend({ step: z.enum(['audit', 'out']).default('audit') });
export const refundFilters = zPageQuery.extend({
  refundStatus: zInt().optional(),
  refundType: zInt().optional(),
  orderNo: zFilter,
});
