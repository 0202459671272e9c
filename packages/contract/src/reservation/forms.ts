import { z } from 'zod';
import { zCents, zDate, zFilter, zId, zIdempotencyKey, zPageQuery, zInt } from '../schemas.ts';

/** 活动预约: messages (each written once), forms and rows of reservation products, slots and orders. */
export const RESERVATION_MSG = {
  nameRequired: '请输入活动名称',
  nameTooLong: '活动名称不能超过100个字',
  limitRange: '每人限约须为1-100的整数',
  slotsRequired: '请至少添加一个预约时段',
  slotsTooMany: '预约时段最多200个',
  slotTime: '时段须为HH:mm格式,且结束时间晚于开始时间',
  capacityRange: '可约人数须为0-100000的整数',
  capacityBelowBooked: (n: number) => `可约人数不能少于已预约人数(${n})`,
  slotBooked: '已有预约的时段不能删除',
  closed: '活动未开放预约或已下线',
  slotMissing: '预约时段不存在',
  slotPast: '该时段已过,不能预约',
  soldOut: '该时段已约满',
  overLimit: (n: number) => `每次最多预约${n}人`,
  nameOfVisitor: '请输入预约人姓名',
  notAuditing: '该预约不在待审核状态',
  cannotRefund: '当前状态不能退款',
} as const;

/** Audit of a booking: 0 none needed, 1 waiting, 2 passed, 3 rejected. */
export const RES_AUDIT = { NONE: 0, WAITING: 1, PASSED: 2, REJECTED: 3 } as const;
export const RES_AUDIT_TEXT: Record<number, string> = { 0: '无需审核', 1: '待审核', 2: '审核通过', 3: '审核驳回' };

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
export const slotForm = z
  .object({
    id: zId.optional(),
    slotDate: zDate,
    startTime: z.string().regex(hhmm, RESERVATION_MSG.slotTime),
    endTime: z.string().regex(hhmm, RESERVATION_MSG.slotTime),
    capacity: z.coerce
      .number()
      .int(RESERVATION_MSG.capacityRange)
      .min(0, RESERVATION_MSG.capacityRange)
      .max(100_000, RESERVATION_MSG.capacityRange),
  })
  .refine((s) => s.endTime > s.startTime, { message: RESERVATION_MSG.slotTime, path: ['endTime'] });

export const reservationForm = z.object({
  id: zId.optional(),
  name: z
    .string({ message: RESERVATION_MSG.nameRequired })
    .trim()
    .min(1, RESERVATION_MSG.nameRequired)
    .max(100, RESERVATION_MSG.nameTooLong),
  image: z.string().max(500).nullish(),
  address: z.string().max(255).nullish(),
  intro: z.string().max(5000).nullish(),
  rule: z.string().max(5000).nullish(),
  price: zCents.default(0),
  needAudit: z.coerce.number().int().min(0).max(1).default(0),
  limitNum: z.coerce
    .number()
    .int(RESERVATION_MSG.limitRange)
    .min(1, RESERVATION_MSG.limitRange)
    .max(100, RESERVATION_MSG.limitRange)
    .default(1),
  slots: z
    .array(slotForm, { message: RESERVATION_MSG.slotsRequired })
    .min(1, RESERVATION_MSG.slotsRequired)
    .max(200, RESERVATION_MSG.slotsTooMany),
});

export const reservationQuery = zPageQuery.extend({ name: zFilter, openStatus: z.coerce.number().int().min(0).max(1).optional() });
export const reservationOpenForm = z.object({ id: zId, openStatus: z.coerce.number().int().min(0).max(1) });

export const resOrderQuery = zPageQuery.extend({
  orderStatus: zInt().optional(),
  auditStatus: z.coerce.number().int().min(0).max(3).optional(),
  productId: zId.optional(),
  slotDate: zDate.optional(),
  phone: zFilter,
  orderNo: zFilter,
});
export const resAuditForm = z.object({
  id: zId,
  pass: z.boolean(),
  remark: z.string().max(255).nullish(),
  idempotencyKey: zIdempotencyKey,
});
export const resRefundForm = z.object({ id: zId, reason: z.string().max(255).nullish(), idempotencyKey: zIdempotencyKey });

export const h5ResListQuery = z.object({ tenantId: z.string().regex(/^\d{6}$/) });
export const h5ResBookForm = z.object({
  slotId: zId,
  quantity: z.coerce.number().int().min(1, RESERVATION_MSG.overLimit(1)).max(100, RESERVATION_MSG.overLimit(100)),
  contactName: z.string({ message: RESERVATION_MSG.nameOfVisitor }).trim().min(1, RESERVATION_MSG.nameOfVisitor).max(50),
});

export interface ReservationSlot {
  id: string;
  slotDate: string;
  startTime: string;
  endTime: string;
  capacity: number;
  booked: number;
  left: number;
}
export interface ReservationRow {
  id: string;
  name: string;
  image: string | null;
  address: string | null;
  intro: string | null;
  rule: string | null;
  price: number;
  needAudit: number;
  limitNum: number;
  openStatus: number;
  slotCount: number;
  capacity: number;
  booked: number;
  createTime: string;
}
export interface ReservationDetail extends ReservationRow {
  slots: ReservationSlot[];
}
export interface ResOrderRow {
  id: string;
  orderNo: string;
  productId: string;
  productName: string;
  slotDate: string;
  startTime: string;
  endTime: string;
  quantity: number;
  totalMoney: number;
  orderStatus: number;
  orderStatusText: string;
  auditStatus: number;
  auditStatusText: string;
  auditRemark: string | null;
  contactName: string;
  contactPhone: string;
  createTime: string;
}
export interface ResOrderDetail extends ResOrderRow {
  logs: { content: string; createTime: string }[];
}
export interface Booked {
  orderId: string;
  /** The order's public code (the cashier's link when there is money to pay). */
  code: string;
  orderNo: string;
  totalMoney: number;
  orderStatus: number;
  auditStatus: number;
}
