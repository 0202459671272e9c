import type { z } from 'zod';
import type { fissionOrderQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { orderLedger } from '../accounts/service.ts';
import { ledgerOut, mapPage, n, orderOut } from '../shared.ts';
import * as repo from './repo.ts';

// ---------------------------------------------------------------- referred orders

export const orderPage = async (ctx: Ctx, q: z.output<typeof fissionOrderQuery>) => mapPage(await repo.orderPage(ctx.data, q), orderOut);

export async function kickbackDetail(ctx: Ctx, orderId: string) {
  const o = await repo.orderOne(ctx.data, orderId);
  if (!o) throw notFound();
  return { order: orderOut(o), ledger: (await orderLedger(ctx.data, orderId)).map(ledgerOut) };
}

export async function daily(ctx: Ctx, days: number) {
  const rows = await repo.daily(ctx.data, days);
  return rows.map((r) => ({ day: r.day, orders: n(r.orders), kickback: n(r.kickback) }));
}

/** What a paid order earns: ‰ of the money paid, or a fixed amount per unit (never above the money paid). */
export function kickbackOf(f: { kick_type?: unknown; kick_value?: unknown }, paid: number, quantity: number): number {
  const value = Number(f.kick_value);
  if (Number(f.kick_type) === 2) return Math.min(value * quantity, paid);
  return Math.floor((paid * value) / 1000);
}
