import { z } from 'zod';
import { MSG } from './messages.ts';
import {
  checkConfirmPassword,
  checkDict,
  checkMobile,
  checkNewPassword,
  checkParam,
  checkRefundText,
  checkRegistration,
  type Check,
} from './validation.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

/** Attach a spec rule to a zod schema so its message is the spec's. */
export function withCheck<S extends z.ZodType>(schema: S, check: Check): S {
  return schema.superRefine((v, ctx) => {
    const m = check(v);
    if (m) ctx.addIssue({ code: 'custom', message: m });
  }) as unknown as S;
}

const INT8_MAX = 9223372036854775807n;
/** A row id: 1 to 19 digits within PostgreSQL's bigint (a larger one would fail in the database, not here). */
export const isId = (v: string): boolean => /^\d{1,19}$/.test(v) && BigInt(v) <= INT8_MAX;
/** One id as a string schema (inside arrays and objects). */
export const zIdText = z.string().refine(isId, MSG.paramInvalid);

/** Comma-separated ids kept as the text the spec sends, each within bigint. */
export const zIdCsv = z.string().refine((s) => s.split(',').every(isId), MSG.paramInvalid);
/** An id used as a list filter: absent or '' means no filter. */
export const zIdFilter = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(zIdText.optional());
const INT4 = 2_147_483_647;
/** A whole number that fits the database's integer column (codes, counts, statuses). */
export const zInt = () =>
  z.coerce
    .number()
    .int(MSG.paramInvalid)
    .min(-INT4 - 1, MSG.paramInvalid)
    .max(INT4, MSG.paramInvalid);

/** Ids travel as strings; accept numbers too. */
/** A money call's idempotency key: a replay with it answers the first result (the Idempotency-Key header may carry it instead). */
export const zIdempotencyKey = z.string().max(100).optional();

export const zId = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .pipe(zIdText);
/** Comma-separated ids, as the spec's remove calls send them. */
export const zIds = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(zIdText).min(1, MSG.selectAtLeastOne));

export const zPageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Optional text filter from a query string ('' means no filter). */
export const zFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

export const zMobile = withCheck(z.string(), checkMobile);

export const zTokenForm = z.object({
  tenantId: z.string().trim().max(12).optional(),
  username: z.string().trim().max(50).optional(),
  password: z.string().max(200).optional(),
  grant_type: z.enum(['password', 'captcha', 'refresh_token', 'social', 'sms']),
  phone: z.string().trim().max(20).optional(),
  scope: z.string().optional(),
  type: z.string().optional(),
  refresh_token: z.string().optional(),
  source: z.string().optional(),
  code: z.string().optional(),
  state: z.string().optional(),
});

export const zRegisterForm = z
  .object({
    tenantId: z.string().trim().optional(),
    name: z.string().trim().max(50).optional(),
    account: z.string().trim().max(50).optional(),
    password: z.string().optional(),
    password2: z.string().optional(),
    oauthId: z.string().optional(),
  })
  .superRefine((f, ctx) => {
    const m = checkRegistration({ ...f, password2: f.password2 ?? f.password });
    if (m) ctx.addIssue({ code: 'custom', message: m });
  });

export const zPasswordChange = z
  .object({ oldPassword: z.string().min(1, MSG.oldPasswordWrong), newPassword: z.string().optional(), newPassword1: z.string().optional() })
  .superRefine((f, ctx) => {
    const m = checkNewPassword(f.newPassword) ?? checkConfirmPassword(f.newPassword1, f.newPassword);
    if (m) ctx.addIssue({ code: 'custom', message: m });
  });

export const zDictForm = z
  .object({
    id: zId.optional(),
    parentId: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || v === '' ? '0' : String(v))),
    code: z.string().trim().max(64).optional(),
    dictKey: z.string().trim().max(64).optional(),
    dictValue: z.string().trim().max(100).optional(),
    sort: z.union([z.string(), z.number()]).optional(),
    isSealed: z.union([z.string(), z.number()]).optional(),
    remark: z.string().max(255).optional().nullable(),
  })
  .superRefine((f, ctx) => {
    const m = checkDict(f);
    if (m) ctx.addIssue({ code: 'custom', message: m });
  })
  .transform((f) => ({ ...f, sort: Number(f.sort), isSealed: Number(f.isSealed) }));

export const zParamForm = z
  .object({
    id: zId.optional(),
    paramName: z.string().trim().max(100).optional(),
    paramKey: z.string().trim().max(100).optional(),
    paramValue: z.string().max(2000).optional(),
    remark: z.string().max(255).optional().nullable(),
  })
  .superRefine((f, ctx) => {
    const m = checkParam(f);
    if (m) ctx.addIssue({ code: 'custom', message: m });
  });

export const zRefundApply = z.object({
  code: z.string().min(1),
  refundTextNumber: z.coerce.number().int().min(0),
  returnReason: z.string().max(100),
  refundText: withCheck(z.string(), checkRefundText),
});

/** A calendar date 'YYYY-MM-DD'. */
export const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.paramInvalid);
/** An amount in cents (integer, 0 to 9,999,999,999). */
export const zCents = z.coerce.number().int(MSG.coPriceInvalid).min(0, MSG.coPriceInvalid).max(99_999_999_99, MSG.coPriceInvalid);
