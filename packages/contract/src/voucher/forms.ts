import { z } from 'zod';
import { MSG } from '../messages.ts';
import { checkEmail, checkIdCard } from '../validation.ts';
import { withCheck, zCents, zDate, zFilter, zId, zIdempotencyKey, zIds, zInt, zMobile, zPageQuery } from '../schemas.ts';

/** The voucher area's messages, each written once (the server answers them, the forms show them). */
export const VOUCHER_MSG = {
  nameRequired: '请输入券名称',
  itemsRequired: '请至少添加一项套餐内容',
  itemNameRequired: '请输入套餐内容名称',
  priceRequired: '请输入售价',
  stockRequired: '请输入库存',
  validRequired: '请选择有效期',
  validRange: '有效期结束日期不能早于开始日期',
  stockBelowSold: (sold: number) => `库存不能小于已售数量(${sold})`,
  peopleRange: '每单最少人数不能大于最多人数',
  offShelf: '券已下架或不存在',
  onShelfNoDelete: '请先下架再删除',
  notValidYet: (d: string) => `该券${d}起可用`,
  expired: '该券已过有效期',
  stockNotEnough: '库存不足',
  quantityRange: (min: number, max: number) => `购买数量须在${min}到${max}之间`,
  namesRequired: '请填写每位出行人的姓名',
  usesUsedUp: '该券使用次数已用完',
  notUsable: '该券当前不可使用(未出票或已退款)',
  partlyUsed: '券已部分使用,不可退款',
  notRefundable: '该券不可退款',
  nothingToRefund: '没有可退款的券',
  noRefundPending: '没有待审核的退款申请',
  selectSubOrders: '请选择要退款的子订单',
  selectPoi: '请选择核销地点',
  noEmail: '请填写收件邮箱',
  emailInvalid: '邮箱格式不正确',
  weekdayNotAllowed: '该券今日不可使用',
} as const;

/** The QR a voucher shows: the prefix tells the gate it is a voucher (':' never occurs in a ticket's code). */
export const VOUCHER_QR_PREFIX = 'VC:';

/** Package-voucher order states (spec 3 §4: confirm, second confirm, second out, refund audit, out-audit). */
export const PKG_STATUS = {
  UNPAID: 0,
  CLOSED: 5,
  WAIT_CONFIRM: 10,
  WAIT_SECOND: 20,
  WAIT_OUT: 30,
  OUT_FAILED: 40,
  OUT_DONE: 50,
  REFUSED: 60,
  REFUND_AUDIT: 70,
  OUT_AUDIT: 80,
  REFUNDED: 90,
} as const;
export type PkgStatus = (typeof PKG_STATUS)[keyof typeof PKG_STATUS];
export const PKG_STATUS_TEXT: Record<number, string> = {
  0: '待支付',
  5: '已关闭',
  10: '待确认',
  20: '待二次确认',
  30: '待出票',
  40: '出票失败',
  50: '已出票',
  60: '已拒单',
  70: '退款审核中',
  80: '出账审核中',
  90: '已退款',
};
export const pkgStatusText = (s: number | null | undefined) => (s == null ? '' : (PKG_STATUS_TEXT[s] ?? '状态码错误'));
/** The tabs of 套餐券订单, in the order an order goes through them. */
export const PKG_STATUS_ORDER = [10, 20, 30, 40, 50, 70, 80, 90, 60, 0, 5] as const;
export const VOUCHER_MESSAGE_STATUS: Record<number, string> = { 0: '发送中', 1: '已发送', 2: '发送失败' };

const text = (max: number) => z.string().trim().max(max).optional().nullable();
const int = (min: number, max: number) => z.coerce.number().int(MSG.paramInvalid).min(min, MSG.paramInvalid).max(max, MSG.paramInvalid);
const flag = z.coerce.number().int().min(0).max(1);
const email = z
  .string()
  .trim()
  .max(100)
  .refine((v) => !v || !checkEmail(v), VOUCHER_MSG.emailInvalid)
  .optional()
  .nullable();
const name = z.string().trim().min(1, VOUCHER_MSG.nameRequired).max(100);
const channels = z
  .string()
  .trim()
  .regex(/^(h5|mini|window|ota)(,(h5|mini|window|ota))*$/, MSG.paramInvalid)
  .default('h5');

// ---------------------------------------------------------------- package vouchers

export const packageQuery = zPageQuery.extend({ name: zFilter, shelfStatus: flag.optional() });
export const packageItem = z.object({
  name: z.string().trim().min(1, VOUCHER_MSG.itemNameRequired).max(50),
  times: int(1, 20),
});
export const packageForm = z
  .object({
    id: zId.optional(),
    name,
    poiId: zId.optional().nullable(),
    cover: text(500),
    items: z.array(packageItem).min(1, VOUCHER_MSG.itemsRequired).max(10),
    price: zCents,
    originalPrice: zCents.default(0),
    stock: int(0, 1_000_000),
    validStart: zDate,
    validEnd: zDate,
    maxBuy: int(1, 99).default(5),
    needSecondConfirm: flag.default(0),
    refundable: flag.default(1),
    useRule: text(2000),
    notice: text(2000),
    channels,
    supplierEmail: email,
  })
  .refine((f) => f.validEnd >= f.validStart, { message: VOUCHER_MSG.validRange, path: ['validEnd'] });
export const voucherId = z.object({ id: zId });
export const voucherIds = z.object({ ids: zIds });
export const voucherShelfForm = z.object({ ids: zIds, status: flag });
export const vcRecommendForm = z.object({ id: zId, recommend: flag });
export const vcRecordQuery = zPageQuery.extend({ packageId: zId.optional() });

// ---------------------------------------------------------------- package orders

export const pkgOrderFilters = zPageQuery.extend({
  orderNo: zFilter,
  contactPhone: zFilter,
  contactName: zFilter,
  packageId: zId.optional(),
  pkgStatus: zInt().optional(),
  start: zDate.optional(),
  end: zDate.optional(),
});
export const voucherOrderId = z.object({ orderId: zId });
export const pkgConfirmForm = z.object({
  orderId: zId,
  confirmNo: z.string().trim().max(50).optional(),
  remark: z.string().trim().max(200).optional(),
});
export const pkgRefuseForm = z.object({ orderId: zId, reason: z.string().trim().max(200).optional(), idempotencyKey: zIdempotencyKey });
export const pkgOutForm = z.object({
  orderId: zId,
  /** Whether the supplier issued the vouchers (a failed issue waits for the second out). */
  ok: z.coerce.boolean().default(true),
  remark: z.string().trim().max(200).optional(),
});
export const pkgRefundForm = z.object({ orderId: zId, reason: z.string().trim().max(200).optional(), idempotencyKey: zIdempotencyKey });
export const pkgAuditForm = z.object({
  orderId: zId,
  pass: z.coerce.boolean(),
  remark: z.string().trim().max(200).optional(),
  idempotencyKey: zIdempotencyKey,
});
export const vcRemarkForm = z.object({ orderId: zId, remark: z.string().trim().min(1).max(200) });
export const voucherMailForm = z.object({
  orderId: zId,
  to: z
    .string()
    .trim()
    .min(1, VOUCHER_MSG.noEmail)
    .max(100)
    .refine((v) => !checkEmail(v), VOUCHER_MSG.emailInvalid),
  subject: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(2000),
});
export const pkgBatchVerifyForm = z.object({ orderIds: zIds, poiId: zId.optional() });

// ---------------------------------------------------------------- group-purchase vouchers

export const gpvQuery = zPageQuery.extend({ name: zFilter, shelfStatus: flag.optional() });
export const gpvBasicForm = z.object({
  id: zId.optional(),
  name,
  poiId: zId.optional().nullable(),
  cover: text(500),
  price: zCents,
  originalPrice: zCents.default(0),
  stock: int(0, 1_000_000),
});
export const gpvDetailForm = z.object({ id: zId, intro: text(5000), notice: text(2000) });
export const gpvRuleForm = z
  .object({
    id: zId,
    minPeople: int(1, 500),
    maxPeople: int(1, 500),
    realName: flag,
    validStart: zDate,
    validEnd: zDate,
    weekly: z
      .string()
      .regex(/^[0-6](,[0-6])*$/, MSG.paramInvalid)
      .default('0,1,2,3,4,5,6'),
    refundable: flag,
  })
  .refine((f) => f.maxPeople >= f.minPeople, { message: VOUCHER_MSG.peopleRange, path: ['maxPeople'] })
  .refine((f) => f.validEnd >= f.validStart, { message: VOUCHER_MSG.validRange, path: ['validEnd'] });

export const gpvOrderFilters = zPageQuery.extend({
  orderNo: zFilter,
  contactPhone: zFilter,
  gpvId: zId.optional(),
  orderStatus: zInt().optional(),
  start: zDate.optional(),
  end: zDate.optional(),
});
export const gpvLogQuery = z.object({ orderId: zId, kind: z.enum(['process', 'refund', 'operate']).default('process') });
export const gpvRefundForm = z.object({
  orderId: zId,
  guestIds: z.array(zId).min(1, VOUCHER_MSG.selectSubOrders),
  reason: z.string().trim().max(200).optional(),
  idempotencyKey: zIdempotencyKey,
});
export const vcGpvVerifyForm = z.object({
  guestIds: z.array(zId).min(1, MSG.selectAtLeastOne),
  poiId: zId,
});
export const gpvReportQuery = z.object({ start: zDate.optional(), end: zDate.optional(), gpvId: zId.optional() });

// ---------------------------------------------------------------- storefront

const contact = {
  contactName: z.string().trim().min(1, MSG.coContactRequired).max(50),
  contactPhone: zMobile,
};
export const h5VoucherQuery = z.object({ id: zId, tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) });
export const h5PackageBuyForm = z.object({
  tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid),
  packageId: zId,
  quantity: int(1, 99),
  ...contact,
  email,
  idempotencyKey: zIdempotencyKey,
});
export const h5GpvBuyForm = z.object({
  tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid),
  gpvId: zId,
  ...contact,
  people: z
    .array(
      z.object({
        name: z.string().trim().max(50).default(''),
        cardNum: withCheck(z.string().trim().max(18), (v) => (v ? checkIdCard(v) : null)).optional(),
      }),
    )
    .min(1)
    .max(500),
  idempotencyKey: zIdempotencyKey,
});
export const h5VoucherCode = z.object({ code: z.string().min(10).max(64) });
