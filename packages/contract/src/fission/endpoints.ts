import { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIds, zPageQuery } from '../schemas.ts';
import {
  fissionAccountQuery,
  fissionApplyForm,
  fissionAuditForm,
  fissionConfigForm,
  fissionOrderQuery,
  fissionPlanForm,
  fissionPlanQuery,
  fissionPlanUpdate,
  fissionPromoterQuery,
  fissionSpecialForm,
  fissionSpecialUpdate,
  fissionStatusForm,
  fissionWithdrawForm,
  fissionWithdrawQuery,
} from './forms.ts';

export interface FissionPlanRow {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  kickType: number;
  /** ‰ of the paid money (kickType 1) or cents per unit (kickType 2). */
  kickValue: number;
  planStatus: number;
  remark: string | null;
  productIds: string[];
  productNames: string[];
  /** Referred orders and kickbacks earned under the plan (net of reversals). */
  orderCount: number;
  kickbackTotal: number;
  createTime: string;
  [k: string]: unknown;
}

export interface PromoterRow {
  id: string;
  /** 1 promoter (a customer who applied), 2 special distributor. */
  kind: number;
  customerId: string | null;
  name: string;
  phone: string;
  code: string;
  ratePermille: number | null;
  auditStatus: number;
  auditRemark: string | null;
  auditTime: string | null;
  /** Cents: withdrawable now, still in the settlement delay, earned in all (net), paid out. */
  balance: number;
  frozen: number;
  totalEarned: number;
  withdrawn: number;
  orderCount: number;
  status: number;
  remark: string | null;
  createTime: string;
  [k: string]: unknown;
}

export interface FissionOrderRow {
  orderId: string;
  orderNo: string;
  productName: string;
  quantity: number;
  contactPhone: string;
  promoterId: string;
  promoterName: string;
  promoterKind: number;
  planId: string | null;
  planName: string | null;
  kickType: number;
  kickValue: number;
  /** Cents: what the order paid, the kickback earned, what was reversed since. */
  totalMoney: number;
  kickback: number;
  reversed: number;
  state: number;
  createTime: string;
  paidTime: string | null;
  [k: string]: unknown;
}

export interface FissionLedgerRow {
  id: string;
  promoterId: string;
  promoterName?: string;
  kind: 'earn' | 'reverse' | 'withdraw' | 'reject';
  amount: number;
  orderId: string | null;
  orderNo?: string | null;
  withdrawId: string | null;
  settled: number;
  settleAt: string | null;
  remark: string | null;
  createTime: string;
  [k: string]: unknown;
}

export interface KickbackDetail {
  order: FissionOrderRow;
  ledger: FissionLedgerRow[];
}

export interface WithdrawRow {
  id: string;
  promoterId: string;
  promoterName: string;
  promoterPhone: string;
  amount: number;
  accountName: string;
  accountNo: string;
  state: number;
  auditRemark: string | null;
  auditTime: string | null;
  createTime: string;
  [k: string]: unknown;
}

export interface FissionConfig {
  enabled: number;
  joinMode: number;
  settleDays: number;
  minWithdraw: number;
  rule: string | null;
}

export interface FissionDaily {
  day: string;
  orders: number;
  kickback: number;
}

/** The storefront's 我的分销: the promoter (or null), the rules, the recent movements. */
export interface FissionMine {
  config: FissionConfig;
  promoter: PromoterRow | null;
  ledger: FissionLedgerRow[];
  withdrawals: WithdrawRow[];
}

/** Button codes of 分销裂变 (menus-business.ts: code `distribution`, CRUD + export + audit). */
export const FISSION_PERMS = {
  menu: 'distribution',
  add: 'distribution_add',
  edit: 'distribution_edit',
  remove: 'distribution_delete',
  view: 'distribution_view',
  export: 'distribution_export',
  audit: 'distribution_audit',
} as const;
const P = FISSION_PERMS;
const READ = [P.menu, P.view, P.add, P.edit, P.audit];
const FP = '/yym-marketing-api/fission';

const get = <Q extends z.ZodType | undefined, R>(
  path: string,
  summary: string,
  query: Q,
  perm: readonly string[],
  response: z.ZodType<R>,
) => endpoint({ method: 'GET', path: `${FP}/${path}`, summary, query, perm, response });
const post = <Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R>(
  path: string,
  summary: string,
  io: { query?: Q; body?: B },
  perm: readonly string[],
  response: z.ZodType<R>,
) => endpoint({ method: 'POST', path: `${FP}/${path}`, summary, query: io.query as Q, body: io.body as B, perm, response });
const idQuery = z.object({ id: zId });

/** yym-marketing-api/fission: 分销裂变, plans, promoters, special distributors, kickbacks and withdrawals. */
export const fissionApi = {
  queryPage: get('queryPage', 'Fission plans: page', fissionPlanQuery, READ, returns<Page<FissionPlanRow>>()),
  getInfo: get('getInfo', 'Fission plan: detail', idQuery, READ, returns<FissionPlanRow>()),
  saveInfo: post('saveInfo', 'Fission plan: add', { body: fissionPlanForm }, [P.add], returns<FissionPlanRow>()),
  updateInfo: post('updateInfo', 'Fission plan: update', { body: fissionPlanUpdate }, [P.edit], returns<FissionPlanRow>()),
  updateStatus: post('updateStatus', 'Fission plan: switch on or off', { body: fissionStatusForm }, [P.edit], returns<FissionPlanRow>()),
  deleteInfo: post('deleteInfo', 'Fission plans: delete', { query: z.object({ ids: zIds }) }, [P.remove], returns<number>()),
  export: endpoint({
    method: 'GET',
    path: `${FP}/export`,
    summary: 'Fission plans (xlsx)',
    query: fissionPlanQuery.omit({ current: true, size: true }),
    perm: [P.export],
    blob: true,
    response: returns<unknown>(),
  }),
  goodsOptions: get(
    'goods/options',
    "Fission plan: the shop's ticket products to pick (50 at most, by name)",
    z.object({ name: z.string().trim().max(50).optional(), ids: zIds.optional() }),
    READ,
    returns<{ id: string; name: string }[]>(),
  ),
  promoterPage: get('promoter/page', 'Promoters: page', fissionPromoterQuery, READ, returns<Page<PromoterRow>>()),
  personAudit: post(
    'person/audit',
    'Promoter application: pass or reject (per-person distribution audit)',
    { body: fissionAuditForm },
    [P.audit],
    returns<PromoterRow>(),
  ),
  querySpecialPage: get('querySpecialPage', 'Special distributors: page', fissionPromoterQuery, READ, returns<Page<PromoterRow>>()),
  specialSave: post('special/save', 'Special distributor: add', { body: fissionSpecialForm }, [P.add], returns<PromoterRow>()),
  specialUpdate: post('special/update', 'Special distributor: update', { body: fissionSpecialUpdate }, [P.edit], returns<PromoterRow>()),
  specialAccountPage: get(
    'special/accountPage',
    "Distributors' account movements: page",
    fissionAccountQuery,
    READ,
    returns<Page<FissionLedgerRow>>(),
  ),
  orderPage: get('order/page', 'Fission orders: page', fissionOrderQuery, READ, returns<Page<FissionOrderRow>>()),
  orderDaily: get(
    'order/daily',
    'Fission orders: orders and kickbacks per day (last 30 days)',
    z.object({ days: z.coerce.number().int().min(7).max(90).default(30) }),
    READ,
    returns<FissionDaily[]>(),
  ),
  kickbackDetail: get('kickback/detail', 'Fission order: kickback detail', z.object({ orderId: zId }), READ, returns<KickbackDetail>()),
  withdrawPage: get('withdraw/page', 'Withdrawals: page', fissionWithdrawQuery, READ, returns<Page<WithdrawRow>>()),
  withdrawAudit: post(
    'withdraw/audit',
    'Withdrawal: pay out or reject (once)',
    { body: fissionAuditForm },
    [P.audit],
    returns<WithdrawRow>(),
  ),
  withdrawExport: endpoint({
    method: 'GET',
    path: `${FP}/withdraw/export`,
    summary: 'Withdrawals (xlsx)',
    query: fissionWithdrawQuery.omit({ current: true, size: true }),
    perm: [P.export],
    blob: true,
    response: returns<unknown>(),
  }),
  configGetInfo: get('config/getInfo', 'Fission config', undefined, READ, returns<FissionConfig>()),
  configSaveInfo: post('config/saveInfo', 'Fission config: save', { body: fissionConfigForm }, [P.edit], returns<FissionConfig>()),
};

const h5 = storefrontCalls('/yym-marketing-api/h5/fission');
/** The storefront's 我的分销 (customer token): apply, my code and kickbacks, withdraw. */
export const fissionStoreApi = {
  apply: h5('POST', '/apply', 'Storefront: apply to be a promoter (customer token)', { body: fissionApplyForm }, returns<PromoterRow>()),
  mine: h5('GET', '/mine', "Storefront: the customer's promoter account (customer token)", { query: zPageQuery }, returns<FissionMine>()),
  withdraw: h5(
    'POST',
    '/withdraw',
    'Storefront: request a withdrawal (customer token)',
    { body: fissionWithdrawForm },
    returns<WithdrawRow>(),
  ),
};
