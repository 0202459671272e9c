import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { centsToYuan, type GpvSaleDay, type GpvSaleRow, type GpvVerifyRow, type gpvReportQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { addDays, chinaToday } from '../../../platform/time.ts';
import * as repo from './repo.ts';

/** 团购券 reports: sales by day and by voucher, verifications by day and POI (default: the last 30 days). */

const range = (q: z.output<typeof gpvReportQuery>): repo.Range => {
  const end = q.end ?? chinaToday();
  return { start: q.start ?? addDays(end, -29), end, gpvId: q.gpvId };
};
const nums = <T>(rows: Row[]) =>
  toApiRows<T>(
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) && k !== 'gpv_id' ? Number(v) : v]),
      ),
    ),
  );

export const saleSummary = async (ctx: Ctx, q: z.output<typeof gpvReportQuery>) =>
  nums<GpvSaleDay>(await repo.saleByDay(ctx.data, range(q)));
export const byGpv = async (ctx: Ctx, q: z.output<typeof gpvReportQuery>) => nums<GpvSaleRow>(await repo.saleByGpv(ctx.data, range(q)));
export const verifySummary = async (ctx: Ctx, q: z.output<typeof gpvReportQuery>) =>
  nums<GpvVerifyRow>(await repo.verifyByDay(ctx.data, range(q)));

export async function exportByGpv(ctx: Ctx, reply: FastifyReply, q: z.output<typeof gpvReportQuery>) {
  await sendXlsx(
    ctx,
    reply,
    '团购券销售汇总',
    [
      ['团购券', 'gpvName'],
      ['订单数', 'orders'],
      ['人数', 'people'],
      ['实收(元)', (r) => centsToYuan(r.paid)],
      ['退款(元)', (r) => centsToYuan(r.refunded)],
      ['已核销(人)', 'verified'],
    ],
    (await byGpv(ctx, q)) as unknown as Row[],
  );
}
export async function exportVerify(ctx: Ctx, reply: FastifyReply, q: z.output<typeof gpvReportQuery>) {
  await sendXlsx(
    ctx,
    reply,
    '团购券核销汇总',
    [
      ['日期', 'day'],
      ['核销地点', 'poiName'],
      ['团购券', 'gpvName'],
      ['核销人数', 'verified'],
    ],
    (await verifySummary(ctx, q)) as unknown as Row[],
  );
}
