import type { z } from 'zod';
import {
  orderKindName,
  type CompareRow,
  type ReportTotals,
  type SaleRow,
  type ShareRow,
  type MoneyFlowRow,
  type reportPageQuery,
  type reportQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { addDays } from '../../../platform/time.ts';
import * as rollup from '../rollup/service.ts';
import { ZERO_SALE, everyPeriod } from '../shared.ts';
import * as repo from './repo.ts';

// The sales reports (订单报表, 景区运营, 供应分销, 供应市场, 财务): every figure from the rpt_sale rollup.

type Q = z.output<typeof reportQuery>;
type PQ = z.output<typeof reportPageQuery>;

const trend = async (ctx: Ctx, q: Q) => everyPeriod(q, await rollup.sales(ctx.data, q, ['period']), (period) => ({ period, ...ZERO_SALE }));

// 订单报表
export const orderGather = trend;
export const salesRanking = (ctx: Ctx, q: Q) => rollup.sales(ctx.data, q, ['product'], 'paid_money DESC, product_id');
export const orderDetail = (ctx: Ctx, q: PQ) =>
  rollup.salesPage(ctx.data, q, ['period', 'product', 'channel'], 'period DESC, paid_money DESC, product_id, channel');
export const orderRatio = async (ctx: Ctx, q: Q): Promise<ShareRow[]> =>
  rollup.shares((await rollup.sales(ctx.data, q, ['channel'])).map((r) => ({ key: r.channel!, name: r.channelName!, value: r.paidMoney })));
export const orderTypesCollect = (ctx: Ctx, q: Q) => rollup.sales(ctx.data, q, ['kind'], 'paid_money DESC, order_kind');

// 景区运营: each scenic spot's sales beside its checked guests.
async function withChecked(ctx: Ctx, q: Q, rows: SaleRow[]): Promise<SaleRow[]> {
  const checked = new Map((await rollup.checks(ctx.data, q, ['poi'])).map((c) => [c.poiId, c.checked]));
  return rows.map((r) => ({ ...r, checked: checked.get(r.poiId) ?? 0 }));
}
export async function scenicOperatePage(ctx: Ctx, q: PQ) {
  const page = await rollup.salesPage(ctx.data, q, ['poi'], 'paid_money DESC, poi_id');
  return { ...page, records: await withChecked(ctx, q, page.records) };
}
export const scenicOperateRows = async (ctx: Ctx, q: Q) =>
  withChecked(ctx, q, await rollup.sales(ctx.data, q, ['poi'], 'paid_money DESC, poi_id'));
export async function scenicOperateStatistics(ctx: Ctx, q: Q): Promise<ReportTotals> {
  const [sales, checks] = await Promise.all([rollup.sales(ctx.data, q, []), rollup.checks(ctx.data, q, [])]);
  return { ...(sales[0] ?? ZERO_SALE), checked: checks[0]?.checked ?? 0 };
}
export const scenicOperateDetails = (ctx: Ctx, q: Q) =>
  rollup.sales(ctx.data, q, ['period', 'product'], 'period, paid_money DESC, product_id');

// 供应分销报表: suppliers are the scenic spots the products belong to; distributors are the channels sold through.
export const supplierCollect = (ctx: Ctx, q: Q) => rollup.sales(ctx.data, q, ['poi'], 'paid_money DESC, poi_id');
export const distributorCollect = (ctx: Ctx, q: Q) => rollup.sales(ctx.data, q, ['channel'], 'paid_money DESC, channel');
export const saleStatistics = (ctx: Ctx, q: Q) => rollup.sales(ctx.data, q, ['period', 'channel'], 'period, channel');
/**
 * What each scenic spot is owed for the range: paid less refunded (netMoney). An ORDER BY expression
 * reads its names as the table's columns, not the sums': the sums are written out.
 */
export const supplierSettlement = (ctx: Ctx, q: Q) =>
  rollup.sales(ctx.data, q, ['poi'], 'sum(paid_money) - sum(refund_money) DESC, poi_id');

// 供应市场报表
export const otaStatistics = (ctx: Ctx, q: Q) => rollup.sales(ctx.data, q, ['period', 'channel'], 'period, channel');
export const otaDetail = (ctx: Ctx, q: PQ) => rollup.salesPage(ctx.data, q, ['channel', 'product'], 'paid_money DESC, channel, product_id');

/** The range just before the given one, of the same length. */
export function previousRange<T extends { startDate: string; endDate: string }>(q: T): T {
  const len = Math.round((Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000) + 1;
  return { ...q, startDate: addDays(q.startDate, -len), endDate: addDays(q.startDate, -1) };
}
export const compare = (rows: { key: string; name: string; current: number; previous: number }[]): CompareRow[] =>
  rows.map((r) => ({ ...r, change: r.previous ? (r.current - r.previous) / r.previous : null }));

/** Paid money by order kind (team, tickets, hotels …) against the range before. */
export async function teamCompare(ctx: Ctx, q: Q): Promise<CompareRow[]> {
  const [now, before] = await Promise.all([rollup.sales(ctx.data, q, ['kind']), rollup.sales(ctx.data, previousRange(q), ['kind'])]);
  const keys = [...new Set([...now, ...before].map((r) => r.orderKind!))].sort();
  const of = (rows: SaleRow[], k: string) => rows.find((r) => r.orderKind === k)?.paidMoney ?? 0;
  return compare(keys.map((k) => ({ key: k, name: orderKindName(k), current: of(now, k), previous: of(before, k) })));
}

// 财务报表
export const financeReport = trend;
export const financeDetail = (ctx: Ctx, q: PQ) =>
  rollup.salesPage(ctx.data, q, ['period', 'kind', 'product'], 'period DESC, paid_money DESC, order_kind, product_id');
export const paymentFlow = (ctx: Ctx, q: PQ) =>
  repo.tradePage(ctx.data, q) as Promise<{ records: MoneyFlowRow[]; total: number; size: number; current: number; pages: number }>;

/** The filters' choices of the range. */
export const options = (ctx: Ctx, q: Q) => rollup.options(ctx.data, q);
