import { z } from 'zod';
import { MSG } from '../messages.ts';
import { checkEmail, checkIdCard, checkMobile } from '../validation.ts';
import { zCents, zDate, zFilter, zId, zIdempotencyKey, zIds, zPageQuery, zInt } from '../schemas.ts';

/** The hotel area's messages, each written once (the server answers them, the forms show them). */
export const HOTEL_MSG = {
  nameRequired: '请输入酒店名称',
  roomNameRequired: '请输入房型名称',
  planNameRequired: '请输入产品名称',
  roomTypeRequired: '请选择房型',
  hotelRequired: '请选择酒店',
  supplierNameRequired: '请输入供应商名称',
  supplierCodeRequired: '请输入供应商编码',
  supplierCodeExists: '供应商编码已存在',
  phoneInvalid: '联系电话格式不正确',
  emailInvalid: '邮箱格式不正确',
  timeInvalid: '时间格式应为HH:mm',
  checkOutAfterIn: '离店日期须晚于入住日期',
  checkInPast: '入住日期不能早于今天',
  stayTooLong: '单次预订不能超过30晚',
  minNights: (n: number) => `该产品至少连住${n}晚`,
  advanceDays: (n: number) => `该产品须提前${n}天预订`,
  roomsRange: (max: number) => `预订间数须在1到${max}之间`,
  guestRequired: '请填写每间房的入住人姓名',
  nightNotOnSale: (date: string) => `${date} 未设置房价房量,不可预订`,
  roomsNotEnough: '所选日期房量不足',
  planOffShelf: '酒店产品已下架或不存在',
  stockBelowSold: (date: string, plan: string, sold: number) => `${date} ${plan} 已售${sold}间,房量不能小于已售数量`,
  hotelHasPlans: '酒店下存在在售产品,请先下架',
  roomHasPlans: '房型下存在酒店产品,无法删除',
  roomDisabled: '房型已停用',
  planOnShelf: '请先下架再删除',
  noEmail: '请填写收件邮箱',
  notCancellable: '该订单已超过免费取消时间,不可取消',
  notRefundable: '该产品不可取消',
  noSupplier: '酒店未关联供应商',
  supplierHotelMissing: '供应商未找到该酒店',
  noRefundPending: '没有待确认的退款申请',
  rescheduleState: '当前订单状态不可改期',
  rescheduleSame: '新入住日期与原日期相同',
  rescheduleNights: '改期须保持相同的间夜数',
} as const;

/** Code tables of the area. */
export const HOTEL_STARS: Record<number, string> = { 0: '经济型', 2: '二星', 3: '三星', 4: '四星', 5: '五星' };
export const BREAKFAST_TEXT = (n: number) => (n <= 0 ? '无早' : n === 1 ? '单早' : n === 2 ? '双早' : `${n}份早餐`);
export const CANCEL_RULES: Record<number, string> = { 0: '不可取消', 1: '限时取消', 2: '随时取消' };
export const cancelRuleText = (rule: number, days: number) =>
  rule === 0 ? '预订后不可取消' : rule === 2 ? '入住前随时可免费取消' : `入住日前${days}天(含)之前可免费取消`;
export const BED_TYPES = ['大床', '双床', '单人床', '三床', '榻榻米', '圆床'] as const;
/** Hotel order statuses in the order a stay goes through them (tabs, counts, the report's chart). */
export const HOTEL_STATUS_ORDER = [8100, 8003, 8821, 8824, 8826, 7600, 7700, 5050, 4040] as const;
export const HOTEL_EMAIL_STATUS: Record<number, string> = { 0: '未发送', 1: '已发送', 2: '发送失败' };

const text = (max: number) => z.string().trim().max(max).optional().nullable();
const phone = z
  .string()
  .trim()
  .max(20)
  .regex(/^([\d-]{5,20})?$/, HOTEL_MSG.phoneInvalid)
  .optional()
  .nullable();
const email = z
  .string()
  .trim()
  .max(100)
  .refine((v) => !v || !checkEmail(v), HOTEL_MSG.emailInvalid)
  .optional()
  .nullable();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, HOTEL_MSG.timeInvalid);
const int = (min: number, max: number) => z.coerce.number().int(MSG.paramInvalid).min(min, MSG.paramInvalid).max(max, MSG.paramInvalid);
export const zShelfStatus = z.coerce.number().int().min(0).max(1);

export const hotelQuery = zPageQuery.extend({
  name: zFilter,
  shelfStatus: zShelfStatus.optional(),
  star: int(0, 5).optional(),
  supplierId: zId.optional(),
});
export const hotelForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, HOTEL_MSG.nameRequired).max(100),
  star: int(0, 5).default(0),
  phone,
  email,
  address: text(255),
  cover: text(500),
  images: text(5000),
  intro: text(5000),
  facilities: text(500),
  checkInTime: hhmm.default('14:00'),
  checkOutTime: hhmm.default('12:00'),
  notice: text(2000),
  sort: int(0, 9999).optional(),
});
export const hotelShelfForm = z.object({ hotelIds: zIds, status: zShelfStatus });
export const hotelRecommendForm = z.object({ id: zId, recommend: zShelfStatus });
export const supplierHotelForm = z.object({ id: zId, supplierId: zId, supplierHotelCode: z.string().trim().min(1).max(64) });

export const roomQuery = zPageQuery.extend({ hotelId: zId.optional(), name: zFilter, status: zShelfStatus.optional() });
export const roomForm = z.object({
  id: zId.optional(),
  hotelId: zId,
  name: z.string().trim().min(1, HOTEL_MSG.roomNameRequired).max(100),
  images: text(5000),
  bedType: z.string().trim().min(1).max(20).default('大床'),
  bedCount: int(1, 10).default(1),
  area: int(0, 10000).default(0),
  maxGuests: int(1, 20).default(2),
  floor: text(20),
  hasWindow: zShelfStatus.default(1),
  facilities: text(500),
  remark: text(500),
  sort: int(0, 9999).optional(),
  status: zShelfStatus.optional(),
});
export const roomStatusForm = z.object({ ids: zIds, status: zShelfStatus });

export const planQuery = zPageQuery.extend({
  hotelId: zId.optional(),
  roomTypeId: zId.optional(),
  name: zFilter,
  shelfStatus: zShelfStatus.optional(),
});
export const planForm = z.object({
  id: zId.optional(),
  hotelId: zId,
  roomTypeId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,19}$/, HOTEL_MSG.roomTypeRequired)),
  name: z.string().trim().min(1, HOTEL_MSG.planNameRequired).max(100),
  breakfast: int(0, 10).default(0),
  cancelRule: int(0, 2).default(1),
  cancelDays: int(0, 365).default(1),
  minNights: int(1, 30).default(1),
  advanceDays: int(0, 365).default(0),
  maxRooms: int(1, 20).default(5),
  channel: z.string().max(20).default('h5'),
  basePrice: zCents.default(0),
  sort: int(0, 9999).optional(),
});
export const planShelfForm = z.object({ ids: z.array(zId).min(1, MSG.selectAtLeastOne).max(200), status: zShelfStatus });
export const planShelvesAllForm = z.object({ hotelId: zId, status: zShelfStatus });

/** The room status board: a hotel's plans × nights (default 14 nights from today). */
export const boardQuery = z.object({ hotelId: zId, startDate: zDate.optional(), days: int(1, 62).default(14) });
export const stockDetailQuery = z.object({ planId: zId, startDate: zDate.optional(), endDate: zDate.optional() });
export const nightForm = z.object({ planId: zId, night: zDate, price: zCents, stock: int(0, 9999) });
export const nightBatchForm = z.object({
  planIds: z.array(zId).min(1, MSG.selectAtLeastOne).max(100),
  startDate: zDate,
  endDate: zDate,
  weekdays: z.array(int(0, 6)).min(1, MSG.coBatchNoDates).max(7),
  price: zCents.optional(),
  stock: int(0, 9999).optional(),
});

export const supplierQuery = zPageQuery.extend({ name: zFilter });
export const supplierForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, HOTEL_MSG.supplierNameRequired).max(100),
  code: z.string().trim().min(1, HOTEL_MSG.supplierCodeRequired).max(50),
  contactName: text(50),
  phone,
  remark: text(255),
});

// ---------------------------------------------------------------- orders

export const hotelOrderFilters = zPageQuery.extend({
  orderNo: zFilter,
  contactName: zFilter,
  contactPhone: zFilter,
  hotelName: zFilter,
  hotelId: zId.optional(),
  supplierId: zId.optional(),
  orderStatus: zInt().optional(),
  checkInStart: zDate.optional(),
  checkInEnd: zDate.optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export const hotelOrderId = z.object({ orderId: zId });
export const hotelRemarkForm = z.object({ orderId: zId, remark: z.string().max(500) });
export const hotelConfirmForm = z.object({ orderId: zId, confirmNo: z.string().trim().max(40).optional() });
export const hotelRefundForm = z.object({ orderId: zId, reason: z.string().trim().max(100).optional(), idempotencyKey: zIdempotencyKey });
export const hotelRefundConfirmForm = z.object({
  orderId: zId,
  pass: z.coerce.boolean().default(true),
  remark: z.string().max(255).optional(),
  idempotencyKey: zIdempotencyKey,
});
export const hotelRescheduleForm = z.object({ orderId: zId, checkIn: zDate, checkOut: zDate });
export const hotelMailForm = z.object({
  orderId: zId,
  to: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !checkEmail(v), HOTEL_MSG.emailInvalid),
  subject: z.string().trim().min(1).max(200),
  content: z.string().min(1).max(5000),
});
export const hotelReportQuery = zPageQuery.extend({
  startDate: zDate.optional(),
  endDate: zDate.optional(),
  hotelId: zId.optional(),
  supplierId: zId.optional(),
});

// ---------------------------------------------------------------- storefront

const guestName = z.string().trim().min(1, HOTEL_MSG.guestRequired).max(50);
export const hotelGuest = z
  .object({
    guestName,
    cardType: int(1, 10).optional(),
    cardNum: z.string().trim().max(30).optional(),
  })
  .superRefine((g, ctx) => {
    const m = g.cardNum && (g.cardType ?? 1) === 1 ? checkIdCard(g.cardNum.toUpperCase()) : null;
    if (m) ctx.addIssue({ code: 'custom', message: m, path: ['cardNum'] });
  });
export const hotelBookForm = z.object({
  tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid),
  planId: zId,
  checkIn: zDate,
  checkOut: zDate,
  rooms: int(1, 20),
  contactName: z.string().trim().min(1, MSG.coContactRequired).max(50),
  contactPhone: z
    .string()
    .trim()
    .max(20)
    .superRefine((v, ctx) => {
      const m = checkMobile(v);
      if (m) ctx.addIssue({ code: 'custom', message: m });
    }),
  email,
  guests: z.array(hotelGuest).min(1, HOTEL_MSG.guestRequired).max(20),
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{16,64}$/, MSG.coIdempotencyKeyInvalid)
    .optional(),
});
export const h5HotelQuery = z.object({
  id: zId,
  tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid),
  checkIn: zDate.optional(),
  checkOut: zDate.optional(),
});
export const hotelOrderCode = z.object({ code: z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid) });
