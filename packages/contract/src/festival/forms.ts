import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zFilter, zId, zPageQuery } from '../schemas.ts';

/** The messages of 新春活动, each written once for the form, the server and the storefront. */
export const FESTIVAL_MSG = {
  titleRequired: '请输入活动标题',
  timeRequired: '请选择活动时间',
  timeOrder: '结束时间不能早于开始时间',
  deadlineAfterEnd: '报名截止时间不能晚于活动结束时间',
  capacityRange: '报名名额为1-100000人',
  perPhoneRange: '每人可报名1-20人',
  contentMax: '活动内容最多20000个字',
  capacityBelowSigned: (n: number) => `报名名额不能少于已报名人数(${n}人)`,
  hasSignups: '该活动还有未取消的报名且尚未结束,不能删除',
  notOpen: '活动未发布或已结束报名',
  full: '报名名额已满',
  overLimit: (n: number) => `每人最多报名${n}人`,
  nameRequired: '请输入报名人姓名',
  alreadyCancelled: '该报名已取消',
} as const;
const M = FESTIVAL_MSG;

/** 'YYYY-MM-DD HH:mm(:ss)' China time, stored as text the way the page shows it. */
const zStamp = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, MSG.paramInvalid)
  .transform((v) => (v.length === 16 ? `${v}:00` : v));

const activityBase = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(50),
  cover: z.string().trim().max(500).optional().nullable(),
  place: z.string().trim().max(100).optional().nullable(),
  startTime: zStamp,
  endTime: zStamp,
  content: z.string().max(20000, M.contentMax).optional().nullable(),
  signupEnabled: z.coerce.number().int().min(0).max(1).default(0),
  capacity: z.coerce.number({ error: M.capacityRange }).int().min(0).max(100000, M.capacityRange).default(0),
  perPhone: z.coerce.number({ error: M.perPhoneRange }).int().min(1, M.perPhoneRange).max(20, M.perPhoneRange).default(1),
  signupDeadline: zStamp
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  publishStatus: z.coerce.number().int().min(0).max(1).default(0),
});
type Base = z.output<typeof activityBase>;
const checks = (v: Base, ctx: z.RefinementCtx) => {
  if (v.endTime < v.startTime) ctx.addIssue({ code: 'custom', message: M.timeOrder, path: ['endTime'] });
  if (v.signupDeadline && v.signupDeadline > v.endTime)
    ctx.addIssue({ code: 'custom', message: M.deadlineAfterEnd, path: ['signupDeadline'] });
  if (v.signupEnabled && v.capacity < 1) ctx.addIssue({ code: 'custom', message: M.capacityRange, path: ['capacity'] });
};
export const festivalForm = activityBase.extend({ id: zId.optional() }).superRefine(checks);

export const festivalQuery = zPageQuery.extend({
  title: zFilter,
  publishStatus: z.coerce.number().int().min(0).max(1).optional(),
  /** 1 not started, 2 running, 3 ended. */
  phase: z.coerce.number().int().min(1).max(3).optional(),
});
export const signupQuery = zPageQuery.extend({
  activityId: zId,
  phone: zFilter,
  state: z.coerce.number().int().min(1).max(2).optional(),
});
export const publishForm = z.object({ id: zId, publishStatus: z.coerce.number().int().min(0).max(1) });

/** The storefront's sign-up: the logged-in customer signs up `people` (name as typed). */
export const festivalSignupForm = z.object({
  activityId: zId,
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50),
  people: z.coerce.number().int().min(1).max(20),
});

export const SIGNUP_STATE_TEXT: Record<number, string> = { 1: '已报名', 2: '已取消' };
export const FESTIVAL_PHASE_TEXT: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };
