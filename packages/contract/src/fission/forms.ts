import { z } from 'zod';
import { zDate, zFilter, zId, zIdText, zMobile, zPageQuery } from '../schemas.ts';

/** The messages of 分销裂变, each written once for the forms, the server and the storefront. */
export const FISSION_MSG = {
  nameRequired: '请输入方案名称',
  dateRequired: '请选择方案有效期',
  dateOrder: '结束日期不能早于开始日期',
  goodsRequired: '请选择参与分销的商品',
  rateRange: '佣金比例为0.1%-50%',
  fixedRange: '固定佣金为0.01-10000.00元',
  specialNameRequired: '请输入分销商名称',
  minWithdrawRange: '最低提现金额为0-10000.00元',
  settleDaysRange: '结算天数为0-365天',
  notEnabled: '分销功能未开启',
  alreadyApplied: '您已申请成为推广员',
  notPromoter: '您还不是推广员',
  notPassed: '推广员资格审核中或未通过',
  alreadyAudited: '该申请已审核',
  withdrawAudited: '该提现申请已审核',
  amountRequired: '请输入提现金额',
  belowMin: (yuan: string) => `提现金额不能低于${yuan}元`,
  overBalance: '提现金额超过可提现余额',
  accountRequired: '请输入收款账户',
  phoneTaken: '该手机号已是分销商',
  rejectReasonRequired: '请输入驳回原因',
} as const;
const M = FISSION_MSG;

const zName = (msg: string) => z.string({ error: msg }).trim().min(1, msg).max(50);
/** Kickback by rate (‰ of the paid money) or a fixed amount in cents per unit sold. */
const planBase = z.object({
  name: zName(M.nameRequired),
  startDate: zDate.or(z.literal('').transform(() => null)).nullish(),
  endDate: zDate.or(z.literal('').transform(() => null)).nullish(),
  productIds: z.array(zIdText).min(1, M.goodsRequired).max(200),
  kickType: z.coerce.number().int().min(1).max(2).default(1),
  kickValue: z.coerce.number({ error: M.rateRange }).int(M.rateRange).min(1, M.rateRange),
  planStatus: z.coerce.number().int().min(0).max(1).default(1),
  remark: z.string().trim().max(200).nullish(),
});
type PlanBase = z.output<typeof planBase>;
const planChecks = (v: PlanBase, ctx: z.RefinementCtx) => {
  if (!v.startDate || !v.endDate) ctx.addIssue({ code: 'custom', message: M.dateRequired, path: ['startDate'] });
  else if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', message: M.dateOrder, path: ['endDate'] });
  if (v.kickType === 1 && v.kickValue > 500) ctx.addIssue({ code: 'custom', message: M.rateRange, path: ['kickValue'] });
  if (v.kickType === 2 && v.kickValue > 1_000_000) ctx.addIssue({ code: 'custom', message: M.fixedRange, path: ['kickValue'] });
};
export const fissionPlanForm = planBase.superRefine(planChecks);
export const fissionPlanUpdate = planBase.extend({ id: zId }).superRefine(planChecks);
export const fissionPlanQuery = zPageQuery.extend({
  name: zFilter,
  planStatus: z.coerce.number().int().min(0).max(1).optional(),
});
export const fissionStatusForm = z.object({ id: zId, planStatus: z.coerce.number().int().min(0).max(1) });

/** 特殊分销商: a named person with an own rate (‰), paid on every ticket order they bring. */
const specialBase = z.object({
  name: zName(M.specialNameRequired),
  phone: zMobile,
  ratePermille: z.coerce.number({ error: M.rateRange }).int(M.rateRange).min(1, M.rateRange).max(500, M.rateRange),
  remark: z.string().trim().max(200).nullish(),
  status: z.coerce.number().int().min(0).max(1).default(1),
});
export const fissionSpecialForm = specialBase;
export const fissionSpecialUpdate = specialBase.extend({ id: zId });
export const fissionPromoterQuery = zPageQuery.extend({
  name: zFilter,
  phone: zFilter,
  auditStatus: z.coerce.number().int().min(0).max(2).optional(),
});
export const fissionAccountQuery = zPageQuery.extend({ promoterId: zId.optional(), kind: zFilter });
export const fissionAuditForm = z
  .object({ id: zId, pass: z.coerce.boolean(), remark: z.string().trim().max(200).nullish() })
  .superRefine((v, ctx) => {
    if (!v.pass && !v.remark) ctx.addIssue({ code: 'custom', message: M.rejectReasonRequired, path: ['remark'] });
  });
export const fissionOrderQuery = zPageQuery.extend({
  orderNo: zFilter,
  promoterId: zId.optional(),
  promoterName: zFilter,
  state: z.coerce.number().int().min(0).max(4).optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export const fissionWithdrawQuery = zPageQuery.extend({
  promoterName: zFilter,
  state: z.coerce.number().int().min(0).max(2).optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});

export const fissionConfigForm = z.object({
  enabled: z.coerce.number().int().min(0).max(1),
  /** 1 anyone becomes a promoter at once, 2 after the merchant's audit. */
  joinMode: z.coerce.number().int().min(1).max(2),
  settleDays: z.coerce.number({ error: M.settleDaysRange }).int(M.settleDaysRange).min(0, M.settleDaysRange).max(365, M.settleDaysRange),
  minWithdraw: z.coerce
    .number({ error: M.minWithdrawRange })
    .int(M.minWithdrawRange)
    .min(0, M.minWithdrawRange)
    .max(1_000_000, M.minWithdrawRange),
  rule: z.string().trim().max(2000).nullish(),
});

export const fissionApplyForm = z.object({ name: zName('请输入姓名') });
export const fissionWithdrawForm = z.object({
  amount: z.coerce.number({ error: M.amountRequired }).int(M.amountRequired).min(1, M.amountRequired).max(99_999_999_99),
  accountName: z.string({ error: M.accountRequired }).trim().min(1, M.accountRequired).max(50),
  accountNo: z.string({ error: M.accountRequired }).trim().min(1, M.accountRequired).max(64),
});

export const FISSION_AUDIT_TEXT: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
export const FISSION_WITHDRAW_TEXT: Record<number, string> = { 0: '待审核', 1: '已打款', 2: '已驳回' };
/** A referred order: 0 unpaid, 1 kickback earned, 2 partly reversed (refund), 3 reversed, 4 closed unpaid. */
export const FISSION_ORDER_TEXT: Record<number, string> = { 0: '待支付', 1: '已入账', 2: '部分退款', 3: '已退款冲回', 4: '已关闭' };
export const FISSION_KICK_TYPE_TEXT: Record<number, string> = { 1: '按比例', 2: '固定金额' };
export const FISSION_LEDGER_TEXT: Record<string, string> = {
  earn: '佣金入账',
  reverse: '退款冲回',
  withdraw: '提现',
  reject: '提现驳回退回',
};
export const FISSION_KIND_TEXT: Record<number, string> = { 1: '推广员', 2: '特殊分销商' };
