import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zFilter, zId, zIds, zMobile, zPageQuery } from '../schemas.ts';

/** The user centre's own messages (written once; the pages show the same). */
export const CUSTOMER_MSG = {
  blacklisted: '您的账号已被列入黑名单,暂时无法下单,如有疑问请联系商家',
  lockReasonRequired: '请输入拉黑原因',
  lockReasonMax: '拉黑原因最多200个字',
  labelNameRequired: '请输入标签名称',
  labelNameMax: '标签名称最多20个字',
  labelExists: '标签名称已存在',
  labelTooMany: '最多选择10个标签',
  informTitleRequired: '请输入通知标题',
  informTitleMax: '通知标题最多100个字',
  informContentMax: '通知内容最多2000个字',
  replyRequired: '请输入回复内容',
  replyMax: '回复内容最多1000个字',
  setupCount: '退款次数须为1到100的整数',
  setupDays: '天数须为1到365的整数',
  notLoggedIn: '请先登录',
  codeRequired: '请输入验证码',
} as const;

/** Who the page is about: the customer's id (string). */
export const zCustomerId = z.object({ customerId: zId });
export const zCustomerPage = zPageQuery.extend({ customerId: zId });

export const customerQuery = zPageQuery.extend({
  phone: zFilter,
  name: zFilter,
  levelId: zId.optional(),
  label: zFilter,
  /** 1: blacklisted only, 0: not blacklisted */
  lockStatus: z.coerce.number().int().min(0).max(1).optional(),
});

export const customerLabelNameForm = z.object({
  id: zId.optional(),
  name: z
    .string({ error: CUSTOMER_MSG.labelNameRequired })
    .trim()
    .min(1, CUSTOMER_MSG.labelNameRequired)
    .max(20, CUSTOMER_MSG.labelNameMax),
  color: z.string().max(20).optional().default(''),
});
/** Set a customer's labels (names of the tenant's labels). */
export const customerLabelForm = z.object({
  customerId: zId,
  labels: z.array(z.string().trim().min(1).max(20)).max(10, CUSTOMER_MSG.labelTooMany),
});

export const informForm = z.object({
  id: zId.optional(),
  customerId: zId.optional(),
  title: z
    .string({ error: CUSTOMER_MSG.informTitleRequired })
    .trim()
    .min(1, CUSTOMER_MSG.informTitleRequired)
    .max(100, CUSTOMER_MSG.informTitleMax),
  content: z.string().max(2000, CUSTOMER_MSG.informContentMax).optional().default(''),
  scene: z.enum(['notice', 'activity', 'order']).optional().default('notice'),
});
export const informQuery = zPageQuery.extend({ title: zFilter, customerId: zId.optional() });

export const replyForm = z.object({
  id: zId,
  reply: z.string({ error: CUSTOMER_MSG.replyRequired }).trim().min(1, CUSTOMER_MSG.replyRequired).max(1000, CUSTOMER_MSG.replyMax),
  /** Comments: 1 shown, 0 hidden. */
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export const commentQuery = zPageQuery.extend({
  customerId: zId.optional(),
  targetName: zFilter,
  score: z.coerce.number().int().min(1).max(5).optional(),
});
export const feedbackQuery = zPageQuery.extend({ customerId: zId.optional(), content: zFilter });
export const realNameQuery = zPageQuery.extend({ customerId: zId.optional(), realName: zFilter });

// ---------------------------------------------------------------- blacklist
export const blacklistQuery = zPageQuery.extend({ phone: zFilter, name: zFilter, lockSource: z.enum(['manual', 'auto']).optional() });
const zReason = z.string().trim().max(200, CUSTOMER_MSG.lockReasonMax).optional().default('');
/** Blacklist a phone (the customer is created when the phone has not bought yet). */
export const blacklistSaveForm = z.object({ phone: zMobile, name: z.string().trim().max(50).optional(), lockReason: zReason });
export const blacklistLockForm = z.object({ ids: zIds, lockReason: zReason });
export const blacklistUnlockForm = z.object({ ids: zIds });
export const blacklistSetupForm = z.object({
  enabled: z.coerce.number().int().min(0).max(1),
  refundCount: z.coerce
    .number({ error: CUSTOMER_MSG.setupCount })
    .int(CUSTOMER_MSG.setupCount)
    .min(1, CUSTOMER_MSG.setupCount)
    .max(100, CUSTOMER_MSG.setupCount),
  refundDays: z.coerce
    .number({ error: CUSTOMER_MSG.setupDays })
    .int(CUSTOMER_MSG.setupDays)
    .min(1, CUSTOMER_MSG.setupDays)
    .max(365, CUSTOMER_MSG.setupDays),
  lockDays: z.coerce
    .number({ error: CUSTOMER_MSG.setupDays })
    .int(CUSTOMER_MSG.setupDays)
    .min(1, CUSTOMER_MSG.setupDays)
    .max(365, CUSTOMER_MSG.setupDays),
});

// ---------------------------------------------------------------- storefront login
export const zTenantId = z.string().regex(/^\d{6}$/, MSG.paramInvalid);
export const h5SmsForm = z.object({ tenantId: zTenantId, phone: zMobile });
export const h5LoginForm = z.object({
  tenantId: zTenantId,
  phone: zMobile,
  code: z
    .string({ error: CUSTOMER_MSG.codeRequired })
    .trim()
    .regex(/^\d{6}$/, MSG.captchaWrong),
});
export const h5PageQuery = zPageQuery;
export { zIds };
