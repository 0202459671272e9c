import type { CustomerRow } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { toApi } from '../../platform/rows.ts';

/** What the customers and the blacklist share: masking, the API's customer, the acting user's name. */

const mask = (s: string | null | undefined, keepStart: number, keepEnd: number) =>
  !s || s.length <= keepStart + keepEnd
    ? (s ?? null)
    : s.slice(0, keepStart) + '*'.repeat(s.length - keepStart - keepEnd) + s.slice(-keepEnd);
export const maskPhone = (s: string | null | undefined) => mask(s, 3, 4);
export const maskCard = (s: string | null | undefined) => mask(s, 3, 4);

export const actorName = (ctx: Ctx) => ctx.user?.realName || ctx.user?.account || '系统';

/** The API's customer: balances as numbers, personal data masked unless `open`. */
export function present(row: Row, open: boolean): CustomerRow {
  const c = toApi<CustomerRow>(row);
  return {
    ...c,
    growth: Number(c.growth),
    points: Number(c.points),
    orderCount: Number(c.orderCount ?? 0),
    // A customer always has a phone: its mask is never null.
    phone: open ? c.phone : maskPhone(c.phone)!,
    cardNum: open ? c.cardNum : maskCard(c.cardNum),
    unmasked: open,
  };
}
