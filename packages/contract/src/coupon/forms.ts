import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zCents, zDate, zFilter, zId, zIdText, zPageQuery, zIdCsv, zInt } from '../schemas.ts';

/** The coupon area's messages (each written once; the server and the pages show them). */
export const COUPON_MSG = {
  nameRequired: '请输入优惠券名称',
  nameLong: '优惠券名称不能超过30个字',
  typeRequired: '请选择优惠券类型',
  amountRequired: '请输入优惠金额',
  amountOverThreshold: '优惠金额须小于使用门槛',
  discountRange: '折扣须在1到99之间(80即8折)',
  productsRequired: '请选择适用商品',
  dateRequired: '请选择有效期',
  dateOrder: '有效期结束日期不能早于开始日期',
  daysRange: '领取后有效天数须在1到3650之间',
  limitRange: '每人限领数量须在1到99之间',
  totalRange: '发放总量须在1到1000000之间',
  totalBelowIssued: (n: number) => `已发放${n}张,发放总量不能少于已发放数量`,
  phonesRequired: '请输入手机号',
  phonesTooMany: '一次最多发放1000个手机号',
  phoneInvalid: (p: string) => `手机号格式不正确: ${p}`,
  notFound: '优惠券不存在',
  invalid: '优惠券已作废',
  offShelf: '优惠券未上架',
  soldOut: '优惠券已领完',
  overLimit: (n: number) => `每人限领${n}张`,
  expired: '优惠券已过期',
  notStarted: '优惠券未到使用时间',
  used: '优惠券已被使用',
  notYours: '该优惠券不属于下单用户',
  notApplicable: '该优惠券不适用于此商品',
  belowThreshold: (yuan: string) => `订单金额未满${yuan}元,不能使用该优惠券`,
  removeIssued: '优惠券已发放,请先作废',
} as const;

export const COUPON_TYPE = { REDUCTION: 1, DISCOUNT: 2, FREE: 3 } as const;
export const COUPON_TYPE_TEXT: Record<number, string> = { 1: '满减券', 2: '折扣券', 3: '免票券' };
export const COUPON_VALIDITY_TEXT: Record<number, string> = { 1: '固定日期', 2: '领取后N天' };
export const COUPON_SHELF_TEXT: Record<number, string> = { 0: '已下架', 1: '已上架' };
/** A user coupon's state as shown (2 is computed: unused and past its end date). */
export const USER_COUPON_STATUS = { UNUSED: 0, USED: 1, EXPIRED: 2 } as const;
export const USER_COUPON_STATUS_TEXT: Record<number, string> = { 0: '未使用', 1: '已使用', 2: '已过期' };
export const USER_COUPON_SOURCE_TEXT: Record<string, string> = { receive: '领券中心', batch: '批量发放', submit: '商家赠送' };
/** Storefront pages (the editor's link catalogue: coupon → pages/coupon/center, pages/coupon/mine). */
export const COUPON_PAGES = { center: '/h5/coupon/center', mine: '/h5/coupon/mine' } as const;

const int = (msg: string, min: number, max: number) => z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

export const couponQuery = zPageQuery.extend({
  name: zFilter,
  couponType: z.coerce.number().int().min(1).max(3).optional(),
  shelfStatus: z.coerce.number().int().min(0).max(1).optional(),
  isValid: z.coerce.number().int().min(0).max(1).optional(),
});

export const couponForm = z
  .object({
    id: zId.optional(),
    name: z.string({ error: COUPON_MSG.nameRequired }).trim().min(1, COUPON_MSG.nameRequired).max(30, COUPON_MSG.nameLong),
    couponType: z.coerce.number({ error: COUPON_MSG.typeRequired }).int().min(1, COUPON_MSG.typeRequired).max(3, COUPON_MSG.typeRequired),
    threshold: zCents.default(0),
    amount: zCents.default(0),
    discount: zInt().default(100),
    scope: z.coerce.number().int().min(0).max(1).default(0),
    productIds: z.array(zIdText).max(200).default([]),
    validityType: z.coerce.number().int().min(1).max(2).default(1),
    startDate: zDate.nullish(),
    endDate: zDate.nullish(),
    validDays: zInt().default(0),
    perLimit: int(COUPON_MSG.limitRange, 1, 99),
    totalCount: int(COUPON_MSG.totalRange, 1, 1_000_000),
    remark: z.string().trim().max(200).nullish(),
  })
  .superRefine((f, c) => {
    const say = (message: string, path: string) => c.addIssue({ code: 'custom', message, path: [path] });
    if (f.couponType === COUPON_TYPE.REDUCTION) {
      if (f.amount < 1) say(COUPON_MSG.amountRequired, 'amount');
      else if (f.threshold > 0 && f.amount >= f.threshold) say(COUPON_MSG.amountOverThreshold, 'amount');
    }
    if (f.couponType === COUPON_TYPE.DISCOUNT && (f.discount < 1 || f.discount > 99)) say(COUPON_MSG.discountRange, 'discount');
    if (f.scope === 1 && !f.productIds.length) say(COUPON_MSG.productsRequired, 'productIds');
    if (f.validityType === 1) {
      if (!f.startDate || !f.endDate) say(COUPON_MSG.dateRequired, 'startDate');
      else if (f.endDate < f.startDate) say(COUPON_MSG.dateOrder, 'endDate');
    } else if (f.validDays < 1 || f.validDays > 3650) say(COUPON_MSG.daysRange, 'validDays');
  });

export const couponIdQuery = z.object({ id: zId });
export const couponIdsQuery = z.object({ ids: zIdCsv });
export const couponShelfQuery = z.object({
  ids: zIdCsv,
  status: z.coerce.number().int().min(0).max(1),
});
export const couponValidQuery = z.object({ id: zId, isValid: z.coerce.number().int().min(0).max(1) });

const zPhones = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(/[\s,，;；]+/)).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string()).min(1, COUPON_MSG.phonesRequired).max(1000, COUPON_MSG.phonesTooMany));

/** Issue a batch: one user coupon per phone (customers are created for phones not seen yet). */
export const couponBatchForm = z.object({ couponId: zId, phones: zPhones, remark: z.string().trim().max(200).nullish() });
export const couponBatchQuery = zPageQuery.extend({ couponId: zId.optional(), couponName: zFilter });
export const couponBatchIdQuery = z.object({ id: zId });
export const userCouponQuery = zPageQuery.extend({
  couponId: zId.optional(),
  batchId: zId.optional(),
  phone: zFilter,
  useStatus: z.coerce.number().int().min(0).max(2).optional(),
});
/** The merchant gives one coupon to one customer (user coupon submitCoupon). */
export const submitCouponForm = z.object({ couponId: zId, phone: z.string().trim(), count: int(COUPON_MSG.limitRange, 1, 99).default(1) });

// ---------------------------------------------------------------- storefront

export const h5CentreQuery = z.object({ tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) });
export const h5ReceiveForm = z.object({ couponId: zId });
export const h5MineQuery = z.object({ useStatus: z.coerce.number().int().min(0).max(2).optional() });
/** The coupons usable for a prospective order: the product and the order's amount in cents. */
export const h5UsableQuery = z.object({ productId: zId, amount: zCents, quantity: z.coerce.number().int().min(1).max(99).default(1) });
