import type { z } from 'zod';
import type { CheckRow, CompareRow, reportQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import * as rollup from '../rollup/service.ts';
import { compare, previousRange } from '../sales/service.ts';

// 检票统计 and 用户分析: checked guests from the rpt_check and rpt_visitor rollups.

type Q = z.output<typeof reportQuery>;

/** Checked guests by period and product. */
export const ticketStatistics = (ctx: Ctx, q: Q) => rollup.checks(ctx.data, q, ['period', 'product', 'poi'], 'period, n DESC, product_id');

/** Checked guests by hour of the day, every hour 0–23. */
export async function verifyHours(ctx: Ctx, q: Q): Promise<CheckRow[]> {
  const by = new Map((await rollup.checks(ctx.data, q, ['hour'])).map((r) => [r.hour, r.checked]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, checked: by.get(hour) ?? 0 }));
}

/** Checked guests by scenic spot against the range before. */
export async function verifyCompare(ctx: Ctx, q: Q): Promise<CompareRow[]> {
  const [now, before] = await Promise.all([rollup.checks(ctx.data, q, ['poi']), rollup.checks(ctx.data, previousRange(q), ['poi'])]);
  const names = new Map([...before, ...now].map((r) => [r.poiId!, r.poiName ?? '']));
  const of = (rows: CheckRow[], k: string) => rows.find((r) => r.poiId === k)?.checked ?? 0;
  return compare([...names].map(([key, name]) => ({ key, name, current: of(now, key), previous: of(before, key) })));
}

export const userSex = (ctx: Ctx, q: Q) => rollup.visitors(ctx.data, q, 's');
export const userAge = (ctx: Ctx, q: Q) => rollup.visitors(ctx.data, q, 'a');
export const userAffiliation = (ctx: Ctx, q: Q) => rollup.visitors(ctx.data, q, 'p');
