import { MSG } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';

/** What the goods sub-areas share (no SQL). */

export type ItemKind = 'goods' | 'bundle' | 'food' | 'line';

/** The name a change record or a log carries. */
export const who = (ctx: Ctx) => ctx.user?.realName || ctx.user?.account || '系统';

/** Add needs the add button, update the edit button (one submit call serves both). */
export async function guardSave(ctx: Ctx, id: string | undefined | null, perms: { add: string; edit: string }) {
  const code = id ? perms.edit : perms.add;
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}

/** A comma list of pictures as an array. */
export const list = (s: string | null | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

export const num = (v: unknown) => (v == null ? 0 : Number(v));
