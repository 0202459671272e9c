import type { z } from 'zod';
import {
  WINDOW_MSG as M,
  type ShiftRow,
  type ShiftSummary,
  centsToYuan,
  type winShiftCloseForm,
  type winShiftOpenForm,
  type winShiftQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import { chinaStamp } from '../../../platform/time.ts';
import { effectiveSetting, getWindow } from '../settings/service.ts';
import * as repo from './repo.ts';

/**
 * Shifts: a seller opens one at a window (one open shift per seller, held by a unique index), sells in
 * it, and closes it counting the till: the close shows the cash expected (opening cash, cash taken,
 * cash given back) against the cash counted, and sales and refunds by method.
 */

/** The caller as a seller: the back-office user. */
export function sellerOf(ctx: Ctx) {
  const u = ctx.requireUser();
  return { id: u.userId, name: u.realName || u.account };
}

export const openShiftOf = (db: Scoped, sellerId: string) => repo.openOf(db, sellerId);

const money = (r: Row) => ({
  ...toApi<ShiftRow>(r),
  openingCash: Number(r.opening_cash),
  expectedCash: r.expected_cash == null ? null : Number(r.expected_cash),
  countedCash: r.counted_cash == null ? null : Number(r.counted_cash),
});

async function summaryOf(db: Scoped, shift: Row): Promise<ShiftSummary> {
  const { byMethod, tickets } = await repo.totals(db, String(shift.id));
  const cash = byMethod.find((m) => m.payMethod === 'cash')!;
  const openingCash = Number(shift.opening_cash);
  return { openingCash, expectedCash: openingCash + cash.salesMoney - cash.refundMoney, tickets, byMethod };
}

export async function current(ctx: Ctx) {
  const s = await repo.openOf(ctx.data, sellerOf(ctx).id);
  return s ? { ...money(s), live: await summaryOf(ctx.data, s) } : null;
}

export const open = (ctx: Ctx, f: z.output<typeof winShiftOpenForm>) => openAs(ctx.data, sellerOf(ctx), f);
export const close = (ctx: Ctx, f: z.output<typeof winShiftCloseForm>) => closeAs(ctx.data, sellerOf(ctx), f);

type Seller = { id: string; name: string };
export async function openAs(db: Scoped, seller: Seller, f: z.output<typeof winShiftOpenForm>) {
  await getWindow(db, f.windowId);
  const row = await repo.open(db, {
    no: `S${chinaStamp()}${seller.id.slice(-4)}`,
    windowId: f.windowId,
    sellerId: seller.id,
    sellerName: seller.name,
    openingCash: f.openingCash,
  });
  if (!row) throw bad(M.shiftOpen);
  return money({ ...row, window_name: '' });
}

export async function closeAs(db: Scoped, seller: Seller, f: z.output<typeof winShiftCloseForm>) {
  const s = await repo.openOf(db, seller.id);
  if (!s) throw bad(M.shiftNotOpen);
  const summary = await summaryOf(db, s);
  const rule = await effectiveSetting(db, String(s.window_id), seller.id);
  const diff = f.countedCash - summary.expectedCash;
  // Past the allowed difference the cashier must say why (the remark), so a short till is never silent.
  if (rule && Math.abs(diff) > rule.maxDiff && !f.remark) throw bad(M.diffTooLarge(centsToYuan(diff)));
  const row = await repo.close(db, String(s.id), { expected: summary.expectedCash, counted: f.countedCash, summary, remark: f.remark });
  if (!row) throw bad(M.shiftNotOpen);
  return money({ ...row, window_name: s.window_name });
}

export async function page(ctx: Ctx, q: z.output<typeof winShiftQuery>) {
  const p = await repo.page(ctx.data, q);
  return {
    ...p,
    records: p.records.map((r) => ({
      ...r,
      openingCash: Number(r.openingCash),
      expectedCash: r.expectedCash == null ? null : Number(r.expectedCash),
      countedCash: r.countedCash == null ? null : Number(r.countedCash),
    })),
  };
}
