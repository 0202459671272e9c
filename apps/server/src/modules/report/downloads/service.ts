import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  MSG,
  REPORT_SHEETS,
  channelName,
  orderKindName,
  orderStatusText,
  type CheckRow,
  type ReportSheet,
  type SaleRow,
  type ShareRow,
  type reportExportQuery,
  type reportQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad } from '../../../platform/errors.ts';
import { defineExport, exportXlsx, sendXlsx, type Column } from '../../../platform/export.ts';
import type { Row } from '../../../platform/db.ts';
import * as checks from '../checks/service.ts';
import * as sales from '../sales/service.ts';
import { SALE_COLUMNS, withTotals } from '../shared.ts';
import * as repo from './repo.ts';

// The report pages' xlsx: the rows the page shows, with a totals row, as typed cells (amounts and counts
// are numbers Excel sums, periods are dates). Kept in 报表下载.

type Q = z.output<typeof reportExportQuery>;
type Sheet = { read: (ctx: Ctx, q: Q) => Promise<Row[]>; columns: Column[] };

const ALL = { current: 1, size: 10_000 };
// A period is a date cell (its first day); the totals row's label stays text.
const period = (q: Q): Column<SaleRow> => [q.period === 'day' ? '日期' : q.period === 'week' ? '周(起始日)' : '月份', 'period', 'date'];
const saleSheet = (keys: (q: Q) => Column<SaleRow>[], read: (ctx: Ctx, q: Q) => Promise<SaleRow[]>, total: Partial<SaleRow>) => ({
  columns: keys,
  read: async (ctx: Ctx, q: Q) => withTotals(await read(ctx, q), total) as unknown as Row[],
});
const shareSheet = (label: string, read: (ctx: Ctx, q: Q) => Promise<ShareRow[]>): Sheet => ({
  columns: [
    [label, 'name'],
    ['人数', 'value', 'count'],
    ['占比', 'ratio', 'percent'],
  ],
  read: async (ctx, q) => {
    const rows = await read(ctx, q);
    return [
      ...rows,
      { key: '', name: '合计', value: rows.reduce((s, r) => s + r.value, 0), ratio: rows.length ? 1 : 0 },
    ] as unknown as Row[];
  },
});
const checkTotal = (rows: CheckRow[], label: Partial<CheckRow>) => [
  ...rows,
  { ...label, checked: rows.reduce((s, r) => s + r.checked, 0) },
];

const SHEETS: Record<ReportSheet, { columns: (q: Q) => Column[]; read: (ctx: Ctx, q: Q) => Promise<Row[]> }> = {
  orderGather: saleSheet((q) => [period(q), ...SALE_COLUMNS], sales.orderGather, { period: '合计' }),
  salesRanking: saleSheet(() => [['产品', 'productName'], ...SALE_COLUMNS], sales.salesRanking, { productName: '合计' }),
  orderDetail: saleSheet(
    (q) => [period(q), ['产品', 'productName'], ['渠道', 'channelName'], ...SALE_COLUMNS],
    async (ctx, q) => (await sales.orderDetail(ctx, { ...q, ...ALL })).records,
    { period: '合计' },
  ),
  orderTypes: saleSheet(() => [['订单类型', 'orderKindName'], ...SALE_COLUMNS], sales.orderTypesCollect, { orderKindName: '合计' }),
  scenicOperate: saleSheet(() => [['景区', 'poiName'], ...SALE_COLUMNS, ['检票人数', 'checked', 'count']], sales.scenicOperateRows, {
    poiName: '合计',
  }),
  scenicOperateDetails: saleSheet((q) => [period(q), ['产品', 'productName'], ...SALE_COLUMNS], sales.scenicOperateDetails, {
    period: '合计',
  }),
  ticketStatistics: {
    columns: (q) => [period(q), ['产品', 'productName'], ['景区', 'poiName'], ['检票人数', 'checked', 'count']],
    read: async (ctx, q) => checkTotal(await checks.ticketStatistics(ctx, q), { period: '合计' }) as unknown as Row[],
  },
  verifyHours: {
    columns: () => [
      [
        '时段',
        (r: CheckRow) =>
          r.hour === undefined ? '合计' : `${String(r.hour).padStart(2, '0')}:00-${String(r.hour + 1).padStart(2, '0')}:00`,
      ],
      ['检票人数', 'checked', 'count'],
    ],
    read: async (ctx, q) => checkTotal(await checks.verifyHours(ctx, q), {}) as unknown as Row[],
  },
  supplierCollect: saleSheet(() => [['供应商(景区)', 'poiName'], ...SALE_COLUMNS], sales.supplierCollect, { poiName: '合计' }),
  distributorCollect: saleSheet(() => [['分销渠道', 'channelName'], ...SALE_COLUMNS], sales.distributorCollect, { channelName: '合计' }),
  supplierSettlement: saleSheet(
    () => [
      ['供应商(景区)', 'poiName'],
      ['支付金额(元)', 'paidMoney', 'money'],
      ['退款金额(元)', 'refundMoney', 'money'],
      ['应结算金额(元)', 'netMoney', 'money'],
    ],
    sales.supplierSettlement,
    { poiName: '合计' },
  ),
  userSex: { columns: () => shareSheet('性别', checks.userSex).columns, read: shareSheet('性别', checks.userSex).read },
  userAge: { columns: () => shareSheet('年龄段', checks.userAge).columns, read: shareSheet('年龄段', checks.userAge).read },
  userAffiliation: {
    columns: () => shareSheet('属地', checks.userAffiliation).columns,
    read: shareSheet('属地', checks.userAffiliation).read,
  },
  otaStatistics: saleSheet(
    (q) => [period(q), ['渠道', (r: SaleRow) => (r.channel ? channelName(r.channel) : '')], ...SALE_COLUMNS],
    sales.otaStatistics,
    { period: '合计' },
  ),
  otaDetail: saleSheet(
    () => [['渠道', 'channelName'], ['产品', 'productName'], ...SALE_COLUMNS],
    async (ctx, q) => (await sales.otaDetail(ctx, { ...q, ...ALL })).records,
    { channelName: '合计' },
  ),
  financeReport: saleSheet((q) => [period(q), ...SALE_COLUMNS], sales.financeReport, { period: '合计' }),
  financeDetail: saleSheet(
    (q) => [period(q), ['订单类型', 'orderKindName'], ['产品', 'productName'], ...SALE_COLUMNS],
    async (ctx, q) => (await sales.financeDetail(ctx, { ...q, ...ALL })).records,
    { period: '合计' },
  ),
};

/** The sheets each page's export may write (its button code guards only its own). */
export const PAGE_SHEETS = {
  order: ['orderGather', 'salesRanking', 'orderDetail', 'orderTypes'],
  scenic: ['scenicOperate', 'scenicOperateDetails'],
  ticket: ['ticketStatistics', 'verifyHours'],
  supDis: ['supplierCollect', 'distributorCollect', 'supplierSettlement'],
  users: ['userSex', 'userAge', 'userAffiliation'],
  market: ['otaStatistics', 'otaDetail'],
  finance: ['financeReport', 'financeDetail'],
} as const satisfies Record<string, readonly ReportSheet[]>;

/** One report of a page as an xlsx (kept in 报表下载). */
export async function exportSheet(ctx: Ctx, reply: FastifyReply, page: keyof typeof PAGE_SHEETS, q: Q) {
  if (!(PAGE_SHEETS[page] as readonly ReportSheet[]).includes(q.report)) throw bad(MSG.paramInvalid);
  const sheet = SHEETS[q.report];
  const title = `${REPORT_SHEETS[q.report]}_${q.startDate}_${q.endDate}`;
  await sendXlsx(ctx, reply, title, sheet.columns(q), await sheet.read(ctx, q));
}

// ---------------------------------------------------------------- scenic order export

type OrderLine = Record<string, string | number | null>;
const ORDER_COLUMNS: Column<OrderLine>[] = [
  ['订单号', 'orderNo'],
  ['景区', (r) => r.poiName ?? (r.poiId ? '' : '未关联景区')],
  ['产品', 'productName'],
  ['票种', 'skuName'],
  ['订单类型', (r) => orderKindName(String(r.orderKind))],
  ['渠道', (r) => channelName(String(r.channel))],
  ['下单时间', 'createTime', 'time'],
  ['支付时间', 'payTime', 'time'],
  ['游玩日期', 'playDate', 'date'],
  ['数量', 'quantity', 'count'],
  ['订单金额(元)', 'totalMoney', 'money'],
  ['已退金额(元)', 'refundMoney', 'money'],
  ['检票人数', 'checked', 'count'],
  ['订单状态', (r) => orderStatusText(Number(r.orderStatus))],
];
const SCENIC_ORDERS = defineExport<z.output<typeof reportQuery>>('report-scenic-orders', {
  title: '景区订单明细',
  columns: ORDER_COLUMNS,
  count: repo.scenicOrderCount,
  batch: repo.scenicOrderBatch,
});

/** The orders placed in the range (the report's filters), one row each: streamed, kept in 报表下载. */
export const exportScenicOrders = (ctx: Ctx, reply: FastifyReply, q: z.output<typeof reportQuery>) =>
  exportXlsx(ctx, reply, SCENIC_ORDERS, q);
