import type { z } from 'zod';
import { WINDOW_MSG as M, type SettingRow, type WindowRow, type winSettingForm, type winWindowForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import * as repo from './repo.ts';

/** 售票设置 and grouping: windows, and per window (or per seller at a window) what it sells, how it is paid and prints, shift rules. */

export const windows = (ctx: Ctx) => repo.windows(ctx.data);
export const windowSubmit = (ctx: Ctx, f: z.output<typeof winWindowForm>) =>
  f.id ? ctx.data.update<WindowRow>(repo.WINDOW, f.id, f) : ctx.data.insert<WindowRow>(repo.WINDOW, f);
export const windowRemove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.WINDOW, ids);

export const settings = (ctx: Ctx) => repo.settings(ctx.data);

export async function settingSubmit(ctx: Ctx, f: z.output<typeof winSettingForm>): Promise<SettingRow> {
  await ctx.data.get(repo.WINDOW, f.windowId);
  const same = await repo.sameSetting(ctx.data, f.windowId, f.sellerId ?? null);
  if (same && String(same.id) !== f.id) throw bad(M.settingExists);
  const row = { ...f, productIds: JSON.stringify(f.productIds), payMethods: JSON.stringify(f.payMethods), sellerId: f.sellerId ?? null };
  const saved = f.id ? await ctx.data.update(repo.SETTING, f.id, row) : await ctx.data.insert(repo.SETTING, row);
  return (await repo.settings(ctx.data)).find((s) => s.id === String(saved.id))!;
}
export const settingRemove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.SETTING, ids);

export const effectiveSetting = (db: Scoped, windowId: string, sellerId: string) => repo.effective(db, windowId, sellerId);
export const sellers = (ctx: Ctx) => repo.sellers(ctx.data);
export const sellersOf = (db: Scoped) => repo.sellers(db);
/** The tenant's window (数据不存在 otherwise). */
export const getWindow = (db: Scoped, id: string) => db.get<WindowRow>(repo.WINDOW, id);
export const ticketOptions = (ctx: Ctx) => repo.ticketOptions(ctx.data);
