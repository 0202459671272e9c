import { z } from 'zod';
import { MSG } from '../messages.ts';

// The small schema builders every block schema shares (not exported from the package).

export const color = (d: string) =>
  z
    .string()
    .regex(/^(#[0-9a-fA-F]{3,8}|transparent|)$/, MSG.paramInvalid)
    .default(d);
export const text = (max: number, d = '') => z.string().max(max, MSG.edMaxLength(max)).default(d);
export const url = () => z.string().max(1000).default('');
export const flag = (d: boolean) => z.boolean().default(d);
export const int = (min: number, max: number, d: number, msg: string = MSG.paramInvalid) =>
  z.number({ message: msg }).int(msg).min(min, msg).max(max, msg).default(d);
export const list = <T extends z.ZodType>(item: T, max: number, msg?: string) =>
  z
    .array(item)
    .max(max, msg ?? MSG.paramInvalid)
    .default(() => []);
export const ids = () => list(z.string().max(50), 500);
export const id = () => z.string().max(50).default('');

export const zGroup = z.object({ type: list(z.string().max(50), 50) }).prefault({});

export function tabCount(min: 1 | 2, max: number, maxMsg: string) {
  return (v: { tab?: boolean; isTab?: boolean; tabs: unknown[] }, ctx: z.RefinementCtx) => {
    const on = v.tab ?? v.isTab;
    if (!on) return;
    if (v.tabs.length < min) ctx.addIssue({ code: 'custom', path: ['tabs'], message: min === 1 ? MSG.edTabsMin1 : MSG.edTabsMin2 });
    if (v.tabs.length > max) ctx.addIssue({ code: 'custom', path: ['tabs'], message: maxMsg });
  };
}
