import { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zDate, zFilter, zId, zMobile, zPageQuery } from '../schemas.ts';
import { zShopTenant } from '../marketing/integral.ts';

/** The messages of 团队预约, written once for the form, the server and the storefront. */
export const TEAM_MSG = {
  spotRequired: '请选择景区',
  dateRequired: '请选择参观日期',
  dateFuture: '参观日期须在今天之后、180天以内',
  teamRequired: '请输入团队名称',
  leaderRequired: '请输入领队姓名',
  headcountRange: '团队人数为10-500人',
  spotMissing: '景区不存在或已下架',
  notPending: '该预约已处理,不能重复操作',
  reasonRequired: '请输入驳回原因',
  notCancellable: '只有待审核的预约可以取消',
} as const;
const M = TEAM_MSG;

/** 1 待审核, 2 已通过, 3 已驳回, 4 已取消. */
export const TEAM_STATE = { PENDING: 1, PASSED: 2, REJECTED: 3, CANCELLED: 4 } as const;
export const TEAM_STATE_TEXT: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已驳回', 4: '已取消' };

export const teamApplyForm = z.object({
  poiId: zId.or(z.literal('').transform(() => undefined)).refine((v) => !!v, M.spotRequired),
  visitDate: zDate,
  teamName: z.string({ error: M.teamRequired }).trim().min(1, M.teamRequired).max(50),
  leaderName: z.string({ error: M.leaderRequired }).trim().min(1, M.leaderRequired).max(20),
  leaderPhone: zMobile,
  headcount: z.coerce.number({ error: M.headcountRange }).int().min(10, M.headcountRange).max(500, M.headcountRange),
  remark: z.string().trim().max(200).optional().default(''),
});
export const teamQuery = zPageQuery.extend({
  state: z.coerce.number().int().min(1).max(4).optional(),
  teamName: zFilter,
  leaderPhone: zFilter,
  visitStart: zDate.optional().or(z.literal('').transform(() => undefined)),
  visitEnd: zDate.optional().or(z.literal('').transform(() => undefined)),
});
export const teamAuditForm = z
  .object({ id: zId, pass: z.coerce.number().int().min(0).max(1), reason: z.string().trim().max(200).optional().default('') })
  .refine((v) => v.pass === 1 || !!v.reason, { message: M.reasonRequired, path: ['reason'] });

export interface TeamBookingRow {
  id: string;
  bookingNo: string;
  poiId: string;
  poiName: string;
  visitDate: string;
  teamName: string;
  leaderName: string;
  leaderPhone: string;
  headcount: number;
  remark: string;
  state: number;
  rejectReason: string | null;
  auditTime: string | null;
  createTime: string;
  [k: string]: unknown;
}

/** Button codes of 团队订单 (menus-commerce.ts: code `order_team`, the order buttons). */
export const TEAM_PERMS = { menu: 'order_team', view: 'order_team_view', export: 'order_team_export', audit: 'order_team_audit' } as const;
const P = TEAM_PERMS;
const READ = [P.menu, P.view, P.audit];
const TP = '/order-api/team';

/** order-api/team: the team visits leaders ask for (团队订单), audited by the merchant. */
export const teamApi = {
  page: endpoint({
    method: 'GET',
    path: `${TP}/page`,
    summary: 'Team bookings: page',
    query: teamQuery,
    perm: READ,
    response: returns<Page<TeamBookingRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${TP}/detail`,
    summary: 'Team booking: detail',
    query: z.object({ id: zId }),
    perm: READ,
    response: returns<TeamBookingRow>(),
  }),
  audit: endpoint({
    method: 'POST',
    path: `${TP}/audit`,
    summary: 'Team booking: pass or reject (once)',
    body: teamAuditForm,
    perm: [P.audit],
    response: returns<TeamBookingRow>(),
  }),
  export: endpoint({
    method: 'GET',
    path: `${TP}/export`,
    summary: 'Team bookings: export (xlsx)',
    query: teamQuery.omit({ current: true, size: true }),
    perm: [P.export],
    blob: true,
    response: returns<unknown>(),
  }),
};

const h5 = storefrontCalls('/order-api/h5/team');
/** The storefront's 团队预约 (links team: pages/team/index and pages/team/orders). */
export const teamStoreApi = {
  spots: h5(
    'GET',
    '/spots',
    'Storefront: scenic spots a team may visit',
    { query: z.object({ tenantId: zShopTenant }) },
    returns<{ id: string; name: string }[]>(),
  ),
  apply: h5('POST', '/apply', 'Storefront: ask for a team visit (customer token)', { body: teamApplyForm }, returns<TeamBookingRow>()),
  mine: h5('GET', '/mine', "Storefront: the customer's team bookings", { query: zPageQuery }, returns<Page<TeamBookingRow>>()),
  cancel: h5('POST', '/cancel', 'Storefront: cancel a pending team booking', { query: z.object({ id: zId }) }, returns<TeamBookingRow>()),
};
