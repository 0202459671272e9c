import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zDate, zFilter, zId, zInt, zMobile, zPageQuery } from '../schemas.ts';

/** SMS (短信管理): platform accounts, merchants' signs and templates (audited), inform scenes, send records. */

export const SMS_MSG = {
  signNameRequired: '请输入签名名称',
  signNameFormat: '签名为2-12个中文、字母或数字',
  signTaken: '签名已存在',
  templateNameRequired: '请输入模板名称',
  contentRequired: '请输入模板内容',
  signRequired: '请选择签名',
  signNotApproved: '签名未通过审核',
  templateNotApproved: '模板未通过审核',
  variableUndeclared: (v: string) => `模板内容中的变量\${${v}}未声明`,
  variableUnused: (v: string) => `变量${v}未在模板内容中使用`,
  variableMissing: (v: string) => `缺少变量${v}的值`,
  rejectReasonRequired: '请输入驳回原因',
  auditedOnlyPending: '只能审核待审核的申请',
  approvedLocked: '已通过审核的不能修改, 请重新申请',
  accountNameRequired: '请输入账号名称',
  providerRequired: '请选择服务商',
  keyIdRequired: '请输入AccessKey ID',
  secretRequired: '请输入AccessKey Secret',
  appIdRequired: '腾讯云短信需要SdkAppId',
  endpointFormat: '接口地址须以http或https开头',
  noAccount: '未配置可用的短信账号',
  sceneTaken: '该场景已绑定模板',
  phoneTooFrequent: '该号码发送过于频繁, 请稍后再试',
  tenantTooFrequent: '短信发送过于频繁, 请稍后再试',
  alreadySent: '该事件的短信已发送',
  resendOnlyFailed: '只能重发失败的短信',
  codeWrong: '验证码错误或已过期',
  receiptRefused: '回执校验失败',
} as const;

export const SMS_PROVIDERS = [
  { value: 'aliyun', label: '阿里云短信' },
  { value: 'tencent', label: '腾讯云短信' },
  { value: 'sandbox', label: '沙箱(不真实发送)' },
] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number]['value'];

export const SMS_AUDIT = [
  { value: 0, label: '待审核', color: 'processing' },
  { value: 1, label: '已通过', color: 'success' },
  { value: 2, label: '已驳回', color: 'error' },
] as const;
export const SMS_SEND_STATUS = [
  { value: 0, label: '待发送', color: 'default' },
  { value: 1, label: '已提交', color: 'processing' },
  { value: 2, label: '发送成功', color: 'success' },
  { value: 3, label: '发送失败', color: 'error' },
] as const;
export const SMS_TEMPLATE_TYPES = [
  { value: 1, label: '验证码' },
  { value: 2, label: '通知' },
  { value: 3, label: '推广' },
] as const;
export const SMS_SIGN_SOURCES = [
  { value: 1, label: '企事业单位全称或简称' },
  { value: 2, label: '已上线的网站' },
  { value: 3, label: '小程序或公众号' },
  { value: 4, label: '商标名称' },
] as const;

/** Business events an inform scene binds to a template; the variables each event fills. */
export const SMS_SCENES = [
  { value: 'login_code', label: '登录验证码', variables: ['code'] },
  { value: 'order_paid', label: '订单支付成功', variables: ['orderNo', 'product'] },
  { value: 'hotel_confirmed', label: '酒店订单确认', variables: ['text'] },
  { value: 'activation_code', label: '电子卡激活码', variables: ['text'] },
  { value: 'refund', label: '退款成功', variables: ['orderNo', 'product'] },
] as const;
export type SmsSceneCode = (typeof SMS_SCENES)[number]['value'];
export const smsSceneLabel = (code: string | null | undefined) => SMS_SCENES.find((s) => s.value === code)?.label ?? code ?? '';

export const SMS_PERMS = {
  add: 'sms_add',
  edit: 'sms_edit',
  remove: 'sms_delete',
  view: 'sms_view',
  audit: 'sms_audit',
} as const;

/** `${name}` variables of a template text, in order of first use. */
export function templateVariables(content: string): string[] {
  const out: string[] = [];
  for (const m of content.matchAll(/\$\{([A-Za-z][A-Za-z0-9_]{0,31})\}/g)) if (!out.includes(m[1]!)) out.push(m[1]!);
  return out;
}
/** A template's text with its variables filled. */
export const fillTemplate = (content: string, params: Record<string, string>) =>
  content.replace(/\$\{([A-Za-z][A-Za-z0-9_]{0,31})\}/g, (_, k: string) => params[k] ?? '');
/** 138****0000. */
export const maskPhone = (p: string) => (p.length >= 11 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p.replace(/\d(?=\d{2})/g, '*'));

// ---------------------------------------------------------------- rows

export interface SmsSignRow {
  id: string;
  tenantId: string;
  signName: string;
  signSource: number;
  remark: string | null;
  auditStatus: number;
  auditReason: string | null;
  auditTime: string | null;
  createTime: string;
}
export interface SmsTemplateRow {
  id: string;
  tenantId: string;
  templateName: string;
  templateType: number;
  signId: string;
  signName: string;
  content: string;
  variables: string[];
  providerCode: string | null;
  remark: string | null;
  auditStatus: number;
  auditReason: string | null;
  auditTime: string | null;
  createTime: string;
}
export interface SmsAccountRow {
  id: string;
  accountName: string;
  provider: SmsProviderName;
  accessKeyId: string;
  appId: string;
  region: string;
  endpoint: string;
  secretTail: string;
  tenantIds: string[];
  remark: string | null;
  status: number;
  createTime: string;
}
export interface SmsSceneRow {
  scene: string;
  sceneName: string;
  variables: readonly string[];
  id: string | null;
  templateId: string | null;
  templateName: string | null;
  content: string | null;
}
export interface SmsRecordRow {
  id: string;
  phone: string;
  sceneCode: string | null;
  sceneName: string;
  signName: string | null;
  content: string;
  provider: string | null;
  bizId: string | null;
  sendStatus: number;
  failReason: string | null;
  attempts: number;
  sendTime: string | null;
  receiveTime: string | null;
  createTime: string;
}

// ---------------------------------------------------------------- forms

const zText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.paramInvalid)
    .optional()
    .nullable()
    .transform((v) => v || null);

export const smsSignForm = z.object({
  id: zId.optional(),
  signName: z
    .string({ error: SMS_MSG.signNameRequired })
    .trim()
    .min(1, SMS_MSG.signNameRequired)
    .regex(/^[\u4e00-\u9fa5A-Za-z0-9]{2,12}$/, SMS_MSG.signNameFormat),
  signSource: z.coerce.number().int().min(1).max(4).default(1),
  remark: zText(255),
});
export const smsTemplateForm = z.object({
  id: zId.optional(),
  templateName: z.string({ error: SMS_MSG.templateNameRequired }).trim().min(1, SMS_MSG.templateNameRequired).max(64),
  templateType: z.coerce.number().int().min(1).max(3).default(2),
  signId: zId.or(z.undefined()).refine((v) => !!v, SMS_MSG.signRequired),
  content: z.string({ error: SMS_MSG.contentRequired }).trim().min(1, SMS_MSG.contentRequired).max(500, MSG.paramInvalid),
  /** The declared variables; each must appear in the content and the content uses no other. */
  variables: z
    .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, MSG.paramInvalid))
    .max(20)
    .default([]),
  remark: zText(255),
});
export const smsAuditForm = z
  .object({ id: zId, auditStatus: z.coerce.number().int().min(1).max(2), auditReason: zText(255), providerCode: zText(64) })
  .refine((f) => f.auditStatus === 1 || !!f.auditReason, { message: SMS_MSG.rejectReasonRequired, path: ['auditReason'] });
export const smsAccountForm = z.object({
  id: zId.optional(),
  accountName: z.string({ error: SMS_MSG.accountNameRequired }).trim().min(1, SMS_MSG.accountNameRequired).max(64),
  provider: z.enum(['aliyun', 'tencent', 'sandbox'], { error: SMS_MSG.providerRequired }),
  accessKeyId: z.string().trim().max(128).default(''),
  /** Typed only to set or change it; an update without it keeps the stored one. */
  accessKeySecret: z.string().trim().max(256).optional(),
  appId: z.string().trim().max(64).default(''),
  region: z.string().trim().max(32).default(''),
  endpoint: z
    .string()
    .trim()
    .max(255)
    .refine((v) => !v || /^https?:\/\/[^\s]+$/.test(v), SMS_MSG.endpointFormat)
    .default(''),
  remark: zText(255),
  status: z.coerce.number().int().min(0).max(1).default(1),
});
export const smsAddTenantsForm = z.object({ id: zId, tenantIds: z.array(z.string().regex(/^\d{6}$/, MSG.paramInvalid)).max(1000) });
export const smsSceneForm = z.object({
  scene: z.enum(SMS_SCENES.map((s) => s.value) as [SmsSceneCode, ...SmsSceneCode[]]),
  templateId: zId,
});
export const smsSendForm = z.object({
  phone: zMobile,
  templateId: zId,
  params: z.record(z.string(), z.string().max(100)).default({}),
});
export const smsValidateForm = z.object({ id: zId, phone: zMobile, code: z.string().trim().min(1).max(10) });

export const smsSignQuery = zPageQuery.extend({ signName: zFilter, auditStatus: zInt().optional(), tenantId: zFilter });
export const smsTemplateQuery = zPageQuery.extend({
  templateName: zFilter,
  auditStatus: zInt().optional(),
  templateType: zInt().optional(),
  tenantId: zFilter,
});
export const smsAccountQuery = zPageQuery.extend({ accountName: zFilter, provider: zFilter });
export const smsRecordFilters = z.object({
  phone: zFilter,
  sceneCode: zFilter,
  sendStatus: zInt().optional(),
  beginTime: zDate.optional(),
  endTime: zDate.optional(),
});
export const smsRecordQuery = zPageQuery.merge(smsRecordFilters);

/** Delivery receipts posted by the providers: the account and its token in the query. */
export const smsReceiptQuery = z.object({ account: zId, token: z.string().max(128) });
