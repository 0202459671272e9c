import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zDate, zFilter, zId, zIds, zMobile, zPageQuery } from '../schemas.ts';

/** Partner accounts: distributors (分销商) and suppliers (供应商) with a balance, adjustments and the capital flow. */
export const PARTNER_MSG = {
  nameRequired: '请输入名称',
  phoneInvalid: '请输入正确的手机号',
  limitInvalid: '授信额度须为不小于0的整数(分)',
  limitBelowDebt: (owed: string) => `授信额度不能低于当前欠款 ${owed} 元`,
  amountInvalid: '调账金额须为非0的整数(分)',
  reasonRequired: '请填写调账原因',
  overLimit: '账户余额不足(已超出授信额度)',
  adjustDone: '该调账已审批,不能重复操作',
  distributorOff: '分销商不存在或已停用',
  notAuthorised: '该分销商未获授权销售此商品',
  hasMoney: '账户仍有余额或欠款,不能删除',
} as const;

/** 1 distributor, 2 supplier: the account kinds, each with its menu's button codes. */
export const PARTY_KINDS = { 1: '分销商', 2: '供应商' } as const;
export type PartyKind = keyof typeof PARTY_KINDS;
export const ADJUST_STATUS = { 0: '待审批', 1: '已通过', 2: '已驳回' } as const;
export const FLOW_KINDS = { adjust: '调账', order: '订单扣款', refund: '订单退款' } as const;

export interface PartnerRow {
  id: string;
  name: string;
  contactName: string | null;
  phone: string | null;
  /** Cents; negative means the partner owes (credit in use). */
  balance: number;
  creditLimit: number;
  /** What may still be spent: balance + credit limit. */
  available: number;
  status: number;
  remark: string | null;
  createTime: string;
}
export interface AdjustRow {
  id: string;
  partyId: string;
  partyName: string;
  amount: number;
  reason: string;
  status: number;
  applyName: string | null;
  auditName: string | null;
  auditRemark: string | null;
  auditTime: string | null;
  createTime: string;
}
export interface FlowRow {
  id: string;
  partyId: string;
  partyName: string;
  kind: keyof typeof FLOW_KINDS;
  amount: number;
  balanceAfter: number;
  orderId: string | null;
  orderNo: string | null;
  remark: string | null;
  createName: string | null;
  createTime: string;
}
export interface AmountSummary {
  count: number;
  balance: number;
  creditLimit: number;
  owed: number;
  pendingAdjust: number;
}

const zLimit = z.coerce
  .number()
  .int(PARTNER_MSG.limitInvalid)
  .min(0, PARTNER_MSG.limitInvalid)
  .max(99_999_999_99, PARTNER_MSG.limitInvalid);
export const partnerForm = z.object({
  id: zId.optional(),
  name: z.string({ error: PARTNER_MSG.nameRequired }).trim().min(1, PARTNER_MSG.nameRequired).max(100, MSG.paramInvalid),
  contactName: z.string().trim().max(50, MSG.paramInvalid).optional().nullable(),
  phone: z
    .union([z.literal(''), zMobile])
    .optional()
    .nullable(),
  creditLimit: zLimit.default(0),
  status: z.coerce.number().int().min(0).max(1).default(1),
  remark: z.string().trim().max(200, MSG.paramInvalid).optional().nullable(),
});
export const partnerQuery = zPageQuery.extend({ name: zFilter, status: z.coerce.number().int().min(0).max(1).optional() });
export const adjustForm = z.object({
  partyId: zId,
  amount: z.coerce
    .number()
    .int(PARTNER_MSG.amountInvalid)
    .min(-99_999_999_99, PARTNER_MSG.amountInvalid)
    .max(99_999_999_99, PARTNER_MSG.amountInvalid)
    .refine((n) => n !== 0, PARTNER_MSG.amountInvalid),
  reason: z.string({ error: PARTNER_MSG.reasonRequired }).trim().min(1, PARTNER_MSG.reasonRequired).max(200, MSG.paramInvalid),
});
export const adjustAuditForm = z.object({
  id: zId,
  pass: z.coerce.number().int().min(0).max(1),
  remark: z.string().trim().max(200, MSG.paramInvalid).optional(),
});
export const adjustQuery = zPageQuery.extend({ partyId: zId.optional(), status: z.coerce.number().int().min(0).max(2).optional() });
export const flowFilters = z.object({
  partyId: zId.optional(),
  kind: z.enum(['adjust', 'order', 'refund']).optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export const flowQuery = zPageQuery.extend(flowFilters.shape);
/** A ticket order a distributor places on account (代下单): paid from its account at once. */
export const accountOrderForm = z.object({
  distributorId: zId,
  productId: zId,
  skuId: zId.optional(),
  touristDate: zDate,
  quantity: z.coerce.number().int().min(1, MSG.paramInvalid).max(200, MSG.paramInvalid),
  contactName: z.string().trim().min(1, MSG.paramInvalid).max(50),
  contactPhone: zMobile,
  idempotencyKey: z.string().max(100).optional(),
});

/** Button codes of the two account pages (menus-admin.ts). */
export const partnerPerms = (kind: PartyKind) => {
  const m = kind === 1 ? 'cooperative_distributor' : 'cooperative_supplier';
  return {
    view: `${m}_view`,
    add: `${m}_add`,
    edit: `${m}_edit`,
    remove: `${m}_delete`,
    export: `${m}_export`,
    adjust: `${m}_adjust`,
    approve: `${m}_approve`,
    order: `${m}_order`,
  };
};

const accountApi = (kind: PartyKind) => {
  const base = kind === 1 ? '/yym-biz-basics/distributor-account' : '/yym-biz-basics/supplier-account';
  const who = kind === 1 ? 'Distributor account' : 'Supplier account';
  const p = partnerPerms(kind);
  return {
    page: endpoint({
      method: 'GET',
      path: `${base}/page`,
      aliases: [`${base}/list`],
      summary: `${who}: page`,
      query: partnerQuery,
      perm: [p.view],
      response: returns<Page<PartnerRow>>(),
    }),
    detail: endpoint({
      method: 'GET',
      path: `${base}/detail`,
      summary: `${who}: detail`,
      query: z.object({ id: zId }),
      perm: [p.view],
      response: returns<PartnerRow>(),
    }),
    submit: endpoint({
      method: 'POST',
      path: `${base}/submit`,
      summary: `${who}: add or update (the credit limit never below what is owed)`,
      body: partnerForm,
      perm: [p.add, p.edit],
      response: returns<PartnerRow>(),
    }),
    remove: endpoint({
      method: 'POST',
      path: `${base}/remove`,
      summary: `${who}: remove (only with no money on it)`,
      query: z.object({ ids: zIds }),
      perm: [p.remove],
      response: returns<number>(),
    }),
    amount: endpoint({
      method: 'GET',
      path: `${base}/amount`,
      summary: `${who}: totals (balances, credit, owed, adjustments waiting)`,
      perm: [p.view],
      response: returns<AmountSummary>(),
    }),
    adjust: endpoint({
      method: 'POST',
      path: `${base}/adjustment`,
      summary: `${who}: apply for an adjustment (applied once approved)`,
      body: adjustForm,
      perm: [p.adjust],
      response: returns<AdjustRow>(),
    }),
    adjustPage: endpoint({
      method: 'GET',
      path: `${base}/adjustment/page`,
      summary: `${who}: adjustments`,
      query: adjustQuery,
      perm: [p.view],
      response: returns<Page<AdjustRow>>(),
    }),
    adjustAudit: endpoint({
      method: 'POST',
      path: `${base}/adjustment/audit`,
      summary: `${who}: approve (the balance moves, one flow row) or reject an adjustment`,
      body: adjustAuditForm,
      perm: [p.approve],
      response: returns<AdjustRow>(),
    }),
    flowPage: endpoint({
      method: 'GET',
      path: `${base}/capital-flow/page`,
      summary: `${who}: capital flow (append-only; sums to the balance)`,
      query: flowQuery,
      perm: [p.view],
      response: returns<Page<FlowRow>>(),
    }),
    flowExport: endpoint({
      method: 'GET',
      path: `${base}/capital-flow/export`,
      summary: `${who}: capital flow (xlsx)`,
      query: flowFilters,
      perm: [p.export],
      blob: true,
      response: returns<unknown>(),
    }),
    export: endpoint({
      method: 'GET',
      path: `${base}/export`,
      summary: `${who}: accounts (xlsx)`,
      query: partnerQuery.omit({ current: true, size: true }),
      perm: [p.export],
      blob: true,
      response: returns<unknown>(),
    }),
  };
};

export const distributorAccountApi = {
  ...accountApi(1),
  placeOrder: endpoint({
    method: 'POST',
    path: '/yym-biz-basics/distributor-account/order/submit',
    summary: "Distributor account: place a ticket order on the distributor's account (paid from it at once)",
    body: accountOrderForm,
    perm: [partnerPerms(1).order],
    response: returns<{ orderId: string; orderNo: string; totalMoney: number; balance: number }>(),
  }),
};
export const supplierAccountApi = accountApi(2);
export type AccountApi = ReturnType<typeof accountApi>;
