import { MSG } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import type { TableSpec } from '../../platform/repo.ts';

/** What the e-card sub-areas share: the held-card table (read by the held, holders and faces repositories) and a permission check. */

export const USER_CARD: TableSpec = { name: 'ec_user_card', tenant: true, writable: ['valid_start', 'valid_end', 'remark'] };

/** Adding and editing have their own button codes, either of which opens the route. */
export async function mustHave(ctx: Ctx, code: string) {
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}
