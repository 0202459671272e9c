import type { Ctx } from '../../platform/context.ts';
import { paramValueOf } from './repo.ts';

/** The value of a parameter, or undefined when it is not set. */
export const paramValue = (ctx: Ctx, key: string) => paramValueOf(ctx.data, key);
