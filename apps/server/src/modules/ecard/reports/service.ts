import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ECARD_REPORTS,
  type EcardActivationDay,
  type EcardProjectVerify,
  type EcardReportName,
  type EcardSalesDay,
  type EcardSignedProject,
  type EcardVerifyDay,
  type ecardReportExportQuery,
  type ecardReportQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { sendXlsx, type Column } from '../../../platform/export.ts';
import { datesBetween } from '../../../platform/time.ts';
import * as repo from './repo.ts';

/** 电子卡报表: daily sales, daily activations, checks by day and by project, signed projects. */

type Q = z.output<typeof ecardReportQuery>;

/** One row a day of the range (days without figures read zero, so a chart shows the gaps). */
function everyDay<T extends { day: string }>(q: Q, rows: T[], zero: (day: string) => T): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return datesBetween(q.startDate, q.endDate).map((day) => byDay.get(day) ?? zero(day));
}

export const dailySales = async (ctx: Ctx, q: Q): Promise<EcardSalesDay[]> =>
  everyDay(
    q,
    (await repo.salesByDay(ctx.data, q)).map((r) => ({
      day: r.day,
      orders: r.orders,
      cards: r.cards,
      saleMoney: Number(r.sale_money),
      refundMoney: Number(r.refund_money),
    })),
    (day) => ({ day, orders: 0, cards: 0, saleMoney: 0, refundMoney: 0 }),
  );

export const dailyActivation = async (ctx: Ctx, q: Q): Promise<EcardActivationDay[]> =>
  everyDay(
    q,
    (await repo.activationsByDay(ctx.data, q)).map((r) => ({ ...r, total: r.purchased + r.codes + r.gifts })),
    (day) => ({ day, purchased: 0, codes: 0, gifts: 0, total: 0 }),
  );

export const verifySummary = async (ctx: Ctx, q: Q): Promise<EcardVerifyDay[]> =>
  everyDay(q, await repo.usesByDay(ctx.data, q), (day) => ({ day, uses: 0, cards: 0 }));

export const projectVerify = async (ctx: Ctx, q: Q): Promise<EcardProjectVerify[]> =>
  (await repo.usesByProject(ctx.data, q)).map((r) => ({
    projectName: r.project_name,
    cardName: r.card_name,
    uses: r.uses,
    cards: r.cards,
  }));

export const signedProjects = async (ctx: Ctx, q: Q): Promise<EcardSignedProject[]> =>
  (await repo.signedProjects(ctx.data, q)).map((r) => {
    const allowed = Number(r.allowed);
    const used = Number(r.used);
    return { projectName: r.project_name, cardName: r.card_name, cards: r.cards, allowed, used, rate: allowed ? used / allowed : 0 };
  });

const SHEETS: Record<EcardReportName, { read: (ctx: Ctx, q: Q) => Promise<object[]>; columns: Column[] }> = {
  dailySales: {
    read: dailySales,
    columns: [
      ['日期', 'day', 'date'],
      ['订单数', 'orders', 'count'],
      ['售卡数', 'cards', 'count'],
      ['销售金额(元)', 'saleMoney', 'money'],
      ['退款金额(元)', 'refundMoney', 'money'],
    ],
  },
  dailyActivation: {
    read: dailyActivation,
    columns: [
      ['日期', 'day', 'date'],
      ['购买', 'purchased', 'count'],
      ['激活码', 'codes', 'count'],
      ['赠送', 'gifts', 'count'],
      ['合计', 'total', 'count'],
    ],
  },
  verifySummary: {
    read: verifySummary,
    columns: [
      ['日期', 'day', 'date'],
      ['核销次数', 'uses', 'count'],
      ['核销卡数', 'cards', 'count'],
    ],
  },
  projectVerify: {
    read: projectVerify,
    columns: [
      ['项目', 'projectName'],
      ['电子卡', 'cardName'],
      ['核销次数', 'uses', 'count'],
      ['核销卡数', 'cards', 'count'],
    ],
  },
  signedProjects: {
    read: signedProjects,
    columns: [
      ['项目', 'projectName'],
      ['电子卡', 'cardName'],
      ['签约卡数', 'cards', 'count'],
      ['可用次数', 'allowed', 'count'],
      ['已用次数', 'used', 'count'],
      ['使用率', 'rate', 'percent'],
    ],
  },
};

/** One report as xlsx, named after it (a year of days at most: a small file sent at once). */
export async function exportReport(ctx: Ctx, reply: FastifyReply, q: z.output<typeof ecardReportExportQuery>) {
  const sheet = SHEETS[q.report];
  const rows = (await sheet.read(ctx, q)) as Record<string, unknown>[];
  await sendXlsx(ctx, reply, `电子卡${ECARD_REPORTS[q.report]}`, sheet.columns, rows);
}
