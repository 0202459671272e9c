import type { z } from 'zod';
import { type FreeTicketCheck, type FreeTicketRow, type freeTicketForm, type freeTicketQuery, checkIdCard } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { bad, notFound } from '../../platform/errors.ts';
import type { Scoped } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import { chinaToday } from '../../platform/time.ts';
import * as repo from './repo.ts';

const num = (v: unknown) => (v == null ? null : Number(v));
const present = (r: Row): FreeTicketRow => {
  const a = toApi<FreeTicketRow>(r);
  return {
    ...a,
    id: String(a.id),
    productIds: (a.productIds ?? []).map(String),
    productNames: a.productNames ?? [],
    ageMin: num(a.ageMin),
    ageMax: num(a.ageMax),
    dailyQuota: Number(a.dailyQuota),
    policyStatus: Number(a.policyStatus),
  };
};

export async function page(ctx: Ctx, q: z.output<typeof freeTicketQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map((r) => present(r as Row)) };
}

export async function detail(db: Scoped, id: string) {
  const r = await repo.one(db, id);
  if (!r) throw notFound();
  return present(r);
}

/** Add or update; the tickets must be the tenant's own (another tenant's are not found). */
export async function submit(ctx: Ctx, f: z.output<typeof freeTicketForm>) {
  const db = ctx.data;
  const ids = [...new Set(f.productIds)];
  if ((await repo.ownProducts(db, ids)) !== ids.length) throw notFound();
  const data = { ...f, ageMin: f.ageMin ?? null, ageMax: f.ageMax ?? null };
  const id = f.id ? String((await db.update(repo.POLICY, f.id, data)).id) : String((await db.insert(repo.POLICY, data)).id);
  await repo.setGoods(db, id, ids);
  return detail(db, id);
}

export async function status(ctx: Ctx, id: string, policyStatus: number) {
  await ctx.data.update(repo.POLICY, id, { policyStatus });
  return detail(ctx.data, id);
}

export const remove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.POLICY, ids);
export const goods = (ctx: Ctx, name?: string, ids?: string[]) => repo.goods(ctx.data, name, ids);

/** Full years between an ID card's birth date and a China day. */
export function ageOn(cardNum: string, today: string): number {
  const birth = cardNum.slice(6, 14);
  const [y, m, d] = [birth.slice(0, 4), birth.slice(4, 6), birth.slice(6, 8)].map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Does the traveller qualify today: a valid ID card, the policy on and in its dates, the age within its range. */
export async function check(ctx: Ctx, id: string, cardNum: string): Promise<FreeTicketCheck> {
  const p = await detail(ctx.data, id);
  const why = checkIdCard(cardNum.toUpperCase());
  if (why) throw bad(why);
  const today = chinaToday();
  const age = ageOn(cardNum, today);
  const inDates = p.startDate <= today && today <= p.endDate;
  const inAge = (p.ageMin == null || age >= p.ageMin) && (p.ageMax == null || age < p.ageMax);
  return { age, eligible: p.policyStatus === 1 && inDates && inAge };
}
