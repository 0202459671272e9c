import { z } from 'zod';
import { MSG } from '../messages.ts';
import { checkMobile } from '../validation.ts';
import { withCheck, zCents, zDate, zFilter, zId, zIdempotencyKey, zIds, zPageQuery } from '../schemas.ts';

/** The cinema area's messages, each written once (the server answers them, the forms show them). */
export const CINEMA_MSG = {
  cinemaNameRequired: '请输入影院名称',
  hallNameRequired: '请输入影厅名称',
  filmNameRequired: '请输入影片名称',
  durationRange: '片长须在1到600分钟之间',
  ratingRange: '评分须在0到10之间',
  layoutInvalid: '座位图格式不正确',
  layoutNoSeat: '影厅至少需要一个座位',
  layoutInUse: '该影厅有未结束且已售座的场次,不能修改座位图',
  cinemaInUse: '该影院有未结束的场次,不能删除',
  hallInUse: '该影厅有未结束的场次,不能删除',
  filmInUse: '该影片有未结束的场次,不能删除',
  screeningSold: '该场次已有售出或锁定的座位,不能删除或改动',
  screeningOverlap: '该影厅在此时间段已有排片',
  filmRequired: '请选择影片',
  hallRequired: '请选择影厅',
  startRequired: '请选择开场时间',
  filmOff: '影片已下线',
  cinemaOff: '影院已停用',
  screeningOff: '该场次已停售或不存在',
  saleClosed: '该场次已停止售票',
  seatsRequired: '请选择座位',
  seatsTooMany: (n: number) => `每单最多选择${n}个座位`,
  seatInvalid: '所选座位不存在或不可售',
  seatTaken: '所选座位已被他人选择,请重新选座',
  refundClosed: (n: number) => `开场前${n}分钟内不可退票`,
  rejectReasonRequired: '请填写驳回原因',
  auditDone: '该申请已审核',
  applyNameRequired: '请输入姓名',
} as const;

/** Seat states on a drawn seat map. */
export const SEAT_STATE = { FREE: 0, HELD: 1, SOLD: 2, DISABLED: 3 } as const;
export const CARD_AUDIT_TEXT: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };

const text = (max: number) => z.string().trim().max(max).optional().nullable();
const int = (min: number, max: number) => z.coerce.number().int(MSG.paramInvalid).min(min, MSG.paramInvalid).max(max, MSG.paramInvalid);
const flag = z.coerce.number().int().min(0).max(1);
/** An instant as the browser sends it: `YYYY-MM-DD HH:mm` (China time) or ISO. */
const zDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, CINEMA_MSG.startRequired);

/** A hall's cells: one string per row, 'S' seat, 'X' out of use, '_' aisle. */
export const zSeatLayout = z
  .array(z.string().regex(/^[SX_]{1,40}$/, CINEMA_MSG.layoutInvalid))
  .min(1, CINEMA_MSG.layoutInvalid)
  .max(30, CINEMA_MSG.layoutInvalid)
  .refine((rows) => rows.every((r) => r.length === rows[0]!.length), CINEMA_MSG.layoutInvalid)
  .refine((rows) => rows.some((r) => r.includes('S')), CINEMA_MSG.layoutNoSeat);

export const cinemaQuery = zPageQuery.extend({ name: zFilter, cinemaStatus: flag.optional() });
export const cinemaForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, CINEMA_MSG.cinemaNameRequired).max(50),
  address: text(200),
  phone: text(20),
  cover: text(500),
  remark: text(200),
});
export const cinemaIds = z.object({ ids: zIds });
export const cinemaStatusForm = z.object({ ids: zIds, status: flag });
export const cinemaId = z.object({ id: zId });
export const hallQuery = z.object({ cinemaId: zId });
export const hallForm = z.object({
  id: zId.optional(),
  cinemaId: zId,
  name: z.string().trim().min(1, CINEMA_MSG.hallNameRequired).max(30),
  layout: zSeatLayout,
});

export const filmQuery = zPageQuery.extend({ name: zFilter, filmStatus: flag.optional() });
export const filmForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, CINEMA_MSG.filmNameRequired).max(50),
  poster: text(500),
  duration: z.coerce
    .number({ message: CINEMA_MSG.durationRange })
    .int(CINEMA_MSG.durationRange)
    .min(1, CINEMA_MSG.durationRange)
    .max(600, CINEMA_MSG.durationRange),
  rating: z.coerce
    .number({ message: CINEMA_MSG.ratingRange })
    .int(CINEMA_MSG.ratingRange)
    .min(0, CINEMA_MSG.ratingRange)
    .max(100, CINEMA_MSG.ratingRange)
    .default(0),
  genre: text(30),
  director: text(50),
  actors: text(200),
  releaseDate: zDate.optional().nullable(),
  intro: text(1000),
});

export const screeningQuery = zPageQuery.extend({
  filmId: zId.optional(),
  cinemaId: zId.optional(),
  hallId: zId.optional(),
  date: zDate.optional(),
});
export const screeningForm = z.object({
  id: zId.optional(),
  filmId: z.union([z.string(), z.number()], { message: CINEMA_MSG.filmRequired }).pipe(zId),
  hallId: z.union([z.string(), z.number()], { message: CINEMA_MSG.hallRequired }).pipe(zId),
  startTime: zDateTime,
  price: zCents,
  language: text(20),
});

export const cinemaCardQuery = zPageQuery.extend({
  name: zFilter,
  phone: zFilter,
  auditStatus: z.coerce.number().int().min(0).max(2).optional(),
});
export const cinemaCardAuditQuery = z.object({
  id: zId,
  auditStatus: z.coerce.number().int().min(1, MSG.paramInvalid).max(2, MSG.paramInvalid),
  reason: z.string().trim().max(200).optional(),
});

export const resQuery = zPageQuery.extend({ name: zFilter });

export const seeFilmForm = z.object({
  holdMinutes: int(1, 120),
  maxSeats: int(1, 20),
  refundCutoffMinutes: int(0, 1440),
  stopSaleMinutes: int(0, 240),
  notice: z.string().trim().max(500).default(''),
});

// ---------------------------------------------------------------- storefront (public)

export const h5CinemaQuery = z.object({ tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) });
export const h5ScreeningQuery = h5CinemaQuery.extend({ id: zId });
export const h5SeatBuyForm = z.object({
  tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid),
  screeningId: zId,
  seats: z
    .array(z.object({ row: int(1, 30), col: int(1, 40) }))
    .min(1, CINEMA_MSG.seatsRequired)
    .max(20, CINEMA_MSG.seatsTooMany(20)),
  contactName: z.string().trim().min(1, MSG.coContactRequired).max(50),
  contactPhone: withCheck(z.string().trim(), checkMobile),
  idempotencyKey: zIdempotencyKey,
});
export const h5CinemaCode = z.object({ code: z.string().trim().min(1).max(64) });
export const h5CardApplyForm = z.object({
  tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid),
  name: z.string().trim().min(1, CINEMA_MSG.applyNameRequired).max(20),
  phone: withCheck(z.string().trim(), checkMobile),
  cardType: z.enum(['观影年卡', '观影次卡']).default('观影年卡'),
});
