import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  PAY_METHOD_TEXT,
  centsToYuan,
  type ReportRow,
  type ReportSummary,
  type WindowSaleRow,
  type WinPayMethod,
  type winReportQuery,
  type winWindowOrderQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApiRows } from '../../../platform/rows.ts';
import * as repo from './repo.ts';

/** 售票报表: paid sales less window refunds, by seller, window, day or pay method; the window's sales list. */

type RQ = z.output<typeof winReportQuery>;
const labelOf = (by: RQ['by'], key: string, r: Row) =>
  by === 'seller' ? r.seller_name : by === 'window' ? r.window_name : by === 'method' ? (PAY_METHOD_TEXT[key as WinPayMethod] ?? key) : key;

export async function summary(ctx: Ctx, q: RQ): Promise<ReportSummary> {
  const { sales, refunds } = await repo.summary(ctx.data, q);
  const keys = [...new Set([...sales.map((s) => String(s.key)), ...refunds.map((r) => String(r.key))])].sort();
  const rows: ReportRow[] = keys.map((key) => {
    const s = sales.find((x) => String(x.key) === key);
    const r = refunds.find((x) => String(x.key) === key);
    const salesMoney = Number(s?.money ?? 0);
    const refundMoney = Number(r?.money ?? 0);
    return {
      key,
      label: String(labelOf(q.by, key, (s ?? r)!) ?? key),
      sales: Number(s?.sales ?? 0),
      tickets: Number(s?.tickets ?? 0),
      salesMoney,
      refunds: Number(r?.refunds ?? 0),
      refundMoney,
      netMoney: salesMoney - refundMoney,
    };
  });
  const sum = (f: keyof Omit<ReportRow, 'key' | 'label'>) => rows.reduce((n, r) => n + r[f], 0);
  return {
    rows,
    total: {
      sales: sum('sales'),
      tickets: sum('tickets'),
      salesMoney: sum('salesMoney'),
      refunds: sum('refunds'),
      refundMoney: sum('refundMoney'),
      netMoney: sum('netMoney'),
    },
  };
}

const BY_TEXT = { seller: '售票员', window: '窗口', day: '日期', method: '支付方式' } as const;
export async function exportSummary(ctx: Ctx, reply: FastifyReply, q: RQ) {
  const s = await summary(ctx, q);
  const y = (f: keyof ReportRow) => (r: ReportRow) => centsToYuan(Number(r[f]));
  await sendXlsx(
    ctx,
    reply,
    `窗口售票报表(按${BY_TEXT[q.by]})`,
    [
      [BY_TEXT[q.by], 'label'],
      ['销售笔数', 'sales'],
      ['售出票数', 'tickets'],
      ['销售金额(元)', y('salesMoney')],
      ['退票笔数', 'refunds'],
      ['退款金额(元)', y('refundMoney')],
      ['净收入(元)', y('netMoney')],
    ],
    [...s.rows, { key: '', label: '合计', ...s.total }],
  );
}

export const salePage = (ctx: Ctx, q: z.output<typeof winWindowOrderQuery>) => repo.salePage(ctx.data, q);
export async function countDate(ctx: Ctx, q: { startDate: string; endDate: string; windowId?: string; sellerId?: string }) {
  return (await repo.countDate(ctx.data, q)).map((r) => ({ date: r.date, sales: Number(r.sales), money: Number(r.money) }));
}
export async function exportSales(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof winWindowOrderQuery>>) {
  const rows = toApiRows<WindowSaleRow>(await repo.saleRows(ctx.data, q));
  await sendXlsx(
    ctx,
    reply,
    '窗口销售记录',
    [
      ['销售单号', 'saleNo'],
      ['窗口', 'windowName'],
      ['售票员', 'sellerName'],
      ['支付方式', (r: WindowSaleRow) => PAY_METHOD_TEXT[r.payMethod] ?? r.payMethod],
      ['金额(元)', (r: WindowSaleRow) => centsToYuan(r.total)],
      ['实收(元)', (r: WindowSaleRow) => centsToYuan(r.received)],
      ['找零(元)', (r: WindowSaleRow) => centsToYuan(r.changeGiven)],
      ['窗口客户', (r: WindowSaleRow) => r.customerName ?? ''],
      ['游玩日期', 'playDate'],
      ['时间', 'createTime'],
    ],
    rows,
  );
}
