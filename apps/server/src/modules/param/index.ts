import type { Ctx } from '../../platform/context.ts';
import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { paramValueOf } from './repo.ts';

/** System parameters (product-wide settings such as the initial password). */
export default defineModule({ name: 'param', routes });

/** The value of a parameter, or undefined when it is not set. */
export const paramValue = (ctx: Ctx, key: string) => paramValueOf(ctx.data, key);
