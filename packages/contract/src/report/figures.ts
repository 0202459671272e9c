import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { ExportQueued, Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zDate, zId, zPageQuery } from '../schemas.ts';

// 数据报表: the report pages over the rollups (sales, checks, visitors) by China day. Money in cents.

/** The longest range one report reads. */
export const REPORT_MAX_DAYS = 366;

const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000 + 1;

const rangeBase = z.object({
  startDate: zDate,
  endDate: zDate,
  period: z.enum(['day', 'week', 'month'], { message: MSG.paramInvalid }).default('day'),
  productId: zId.optional(),
  poiId: zId.optional(),
  channel: z.string().trim().max(20).optional(),
  orderKind: z.string().trim().max(10).optional(),
});
const inRange = <T extends z.infer<typeof rangeBase>>(s: z.ZodType<T>) =>
  s
    .refine((q) => q.startDate <= q.endDate, { message: MSG.paramInvalid, path: ['endDate'] })
    .refine((q) => days(q.startDate, q.endDate) <= REPORT_MAX_DAYS, { message: MSG.coBatchRangeTooLong, path: ['endDate'] });

/** Every report's filters: a range of China days, the period rows are grouped by, and dimensions. */
export const reportQuery = inRange(rangeBase);
export const reportPageQuery = inRange(rangeBase.merge(zPageQuery));

/** The reports one page exports, by name (the export names one). */
export const REPORT_SHEETS = {
  orderGather: '订单汇总',
  salesRanking: '销售排行',
  orderDetail: '订单报表明细',
  orderTypes: '订单类型汇总',
  scenicOperate: '景区运营报表',
  scenicOperateDetails: '景区运营明细',
  ticketStatistics: '检票统计',
  verifyHours: '分时检票',
  supplierCollect: '供应商汇总',
  distributorCollect: '分销商汇总',
  supplierSettlement: '供应商结算',
  userSex: '游客性别分析',
  userAge: '游客年龄分析',
  userAffiliation: '游客属地分析',
  otaStatistics: '渠道统计',
  otaDetail: '渠道明细',
  financeReport: '财务报表',
  financeDetail: '财务报表明细',
} as const;
export type ReportSheet = keyof typeof REPORT_SHEETS;
export const reportExportQuery = inRange(
  rangeBase.extend({ report: z.enum(Object.keys(REPORT_SHEETS) as [ReportSheet, ...ReportSheet[]], { message: MSG.paramInvalid }) }),
);

/** Sales figures of a group: placed (creation day), paid (pay day), refunded (refund day); cents. */
export interface SaleFigures {
  placedOrders: number;
  placedQty: number;
  placedMoney: number;
  paidOrders: number;
  paidQty: number;
  paidMoney: number;
  refundCount: number;
  refundMoney: number;
  /** paidMoney − refundMoney. */
  netMoney: number;
}
/** A row of a sales report: the group's keys (those the report groups by) and its figures. */
export interface SaleRow extends SaleFigures {
  /** The period's first day (day, Monday of the week, first of the month). */
  period?: string;
  productId?: string;
  productName?: string;
  poiId?: string;
  poiName?: string;
  channel?: string;
  channelName?: string;
  orderKind?: string;
  orderKindName?: string;
  /** Guests checked in the group (reports that show them). */
  checked?: number;
}
/** A row of a check report. */
export interface CheckRow {
  period?: string;
  hour?: number;
  productId?: string;
  productName?: string;
  poiId?: string;
  poiName?: string;
  orderKind?: string;
  checked: number;
}
/** A share: name, value and its part of the whole (0–1). */
export interface ShareRow {
  key: string;
  name: string;
  value: number;
  ratio: number;
}
/** A comparison of the range with the range of the same length just before it. */
export interface CompareRow {
  key: string;
  name: string;
  current: number;
  previous: number;
  /** (current − previous) / previous; null when previous is 0. */
  change: number | null;
}
export interface ReportTotals extends SaleFigures {
  checked: number;
}
/** A money movement (payment flow, finance detail). */
export interface MoneyFlowRow {
  id: string;
  orderId: string;
  orderNo: string;
  orderKind: string;
  productName: string;
  kind: 'pay' | 'refund';
  tradeNo: string;
  provider: string;
  amount: number;
  finishTime: string | null;
}
export interface DimOption {
  value: string;
  label: string;
}
/** The filters' choices over the range: products, scenic spots and channels that have figures. */
export interface ReportOptions {
  products: DimOption[];
  pois: DimOption[];
  channels: DimOption[];
  orderKinds: DimOption[];
}

const R = '/yym-biz-report';
const get = <Res>(path: string, perm: string, summary: string, aliases?: string[]) =>
  endpoint({ method: 'GET', path: `${R}${path}`, aliases, summary, query: reportQuery, perm: [perm], response: returns<Res>() });
const page = <Res>(path: string, perm: string, summary: string, aliases?: string[]) =>
  endpoint({
    method: 'GET',
    path: `${R}${path}`,
    aliases,
    summary,
    query: reportPageQuery,
    perm: [perm],
    response: returns<Page<Res> & { totalCapped?: boolean }>(),
  });
const exportOf = (path: string, perm: string, summary: string, aliases?: string[]) =>
  endpoint({ method: 'GET', path: `${R}${path}`, aliases, summary, query: reportExportQuery, perm: [`${perm}_export`], blob: true });

/** Every report page's code: the options and comparisons answer any of them. */
export const REPORT_PAGE_PERMS = [
  'order_report',
  'scenic_operation',
  'ticket_statistics',
  'sup_dis_report',
  'users_report',
  'supply_market_report',
  'finance_report',
] as const;

/** yym-biz-report: the 数据报表 pages' calls (the spec names them; where it gives no path, these are ours). */
export const reportFiguresApi = {
  options: endpoint({
    method: 'GET',
    path: `${R}/verify/channelList`,
    aliases: [`${R}/options`],
    summary: 'Reports: the channel, product, scenic spot and order-kind choices with figures in the range',
    query: reportQuery,
    perm: [...REPORT_PAGE_PERMS, 'real_time'],
    response: returns<ReportOptions>(),
  }),
  // 订单报表
  orderGather: get<SaleRow[]>('/newReport/orderGather', 'order_report', 'New reports: order gather (figures by period)'),
  salesRanking: get<SaleRow[]>('/newReport/salesRanking', 'order_report', 'New reports: sales ranking by product'),
  orderDetail: page<SaleRow>('/newReport/detail', 'order_report', 'New reports: detail by period, product and channel'),
  orderRatio: get<ShareRow[]>('/newReport/ratio', 'order_report', 'New reports: paid money ratio by channel'),
  orderTypesCollect: get<SaleRow[]>('/orderTypesCollect', 'order_report', 'Order types collect: figures by order kind'),
  orderExport: exportOf('/newReport/export', 'order_report', 'New reports: export (xlsx)'),
  // 景区运营
  scenicOperatePage: page<SaleRow>('/scenicOperate/page', 'scenic_operation', 'Scenic operate report: page by scenic spot'),
  scenicOperateStatistics: get<ReportTotals>('/scenicOperate/statistics', 'scenic_operation', 'Scenic operate report: totals'),
  scenicOperateDetails: get<SaleRow[]>(
    '/scenicOperate/details',
    'scenic_operation',
    'Scenic operate report: details by period and product',
  ),
  scenicOperateExport: exportOf('/scenicOperate/export', 'scenic_operation', 'Scenic operate report: export (xlsx)'),
  scenicOrderExport: endpoint({
    method: 'GET',
    path: `${R}/scenicOrder/export`,
    summary: 'Scenic order export: the orders placed in the range, one row each (xlsx, streamed in batches; kept in 报表下载)',
    query: reportQuery,
    perm: ['scenic_operation_export'],
    blob: true,
    response: returns<Blob | ExportQueued>(),
  }),
  // 检票统计
  ticketStatistics: get<CheckRow[]>(
    '/ticketStatistics/list',
    'ticket_statistics',
    'Ticket statistics: checked guests by period and product',
  ),
  verifyReportPage: get<CheckRow[]>('/verify/reportPage', 'ticket_statistics', 'Verify report: checked guests by hour of day'),
  verifyCompare: get<CompareRow[]>(
    '/verify/compare',
    'ticket_statistics',
    'Verify comparison: the range against the range before, by scenic spot',
  ),
  ticketExport: exportOf('/ticketStatistics/export', 'ticket_statistics', 'Ticket statistics: export (xlsx)'),
  // 供应分销报表
  supplierCollect: get<SaleRow[]>('/supDis/supplierCollect', 'sup_dis_report', 'Supplier collection statistics (by scenic spot)'),
  distributorCollect: get<SaleRow[]>('/supDis/distributorCollect', 'sup_dis_report', 'Distributor collection statistics (by channel)'),
  saleStatistics: get<SaleRow[]>(
    '/supDis/saleStatistics',
    'sup_dis_report',
    'Supplier and distributor sale statistics by period and channel',
  ),
  supplierSettlement: get<SaleRow[]>(
    '/supDis/supplierSettlement',
    'sup_dis_report',
    'Supplier settlement: paid, refunded and to settle by scenic spot',
  ),
  supDisExport: exportOf('/supDis/export', 'sup_dis_report', 'Supplier and distributor reports: export (xlsx)'),
  // 用户分析 (and the scenic-verify ratios: the same figures, filtered by scenic spot)
  userSex: get<ShareRow[]>('/usersReport/sex', 'users_report', 'User analysis: checked visitors by sex', [`${R}/scenicVerify/sexRatio`]),
  userAge: get<ShareRow[]>('/usersReport/age', 'users_report', 'User analysis: checked visitors by age band', [
    `${R}/scenicVerify/ageRatio`,
  ]),
  userAffiliation: get<ShareRow[]>('/usersReport/affiliation', 'users_report', 'User analysis: checked visitors by province', [
    `${R}/scenicVerify/provinceRatio`,
  ]),
  usersExport: exportOf('/usersReport/export', 'users_report', 'User analysis: export (xlsx)', [`${R}/scenicVerify/export`]),
  // 供应市场报表
  otaStatistics: get<SaleRow[]>('/bills/otaStatistics', 'supply_market_report', 'Bills: statistics by channel'),
  otaDetail: page<SaleRow>('/bills/otaDetail', 'supply_market_report', 'Bills: detail by channel and product'),
  teamCompare: get<CompareRow[]>(
    '/compare/team',
    'supply_market_report',
    'Team comparison: paid money by order kind against the range before',
  ),
  marketExport: exportOf('/bills/export', 'supply_market_report', 'Bills: export (xlsx)'),
  // 财务报表
  financeReport: get<SaleRow[]>('/finance/report', 'finance_report', 'Finance report: paid, refunded and net by period'),
  financeDetail: page<SaleRow>('/finance/detail', 'finance_report', 'Finance report detail: by period, order kind and product'),
  paymentFlow: page<MoneyFlowRow>('/paymentFlow/page', 'finance_report', 'Payment flow: money movements of the range, newest first'),
  financeExport: exportOf('/finance/export', 'finance_report', 'Finance report: export (xlsx)'),
};
