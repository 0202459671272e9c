import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  FESTIVAL_MSG as M,
  type FestivalRow,
  type SignupRow,
  type festivalForm,
  type festivalQuery,
  type festivalSignupForm,
  type signupQuery,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { defineExport, exportXlsx } from '../../platform/export.ts';
import { type Scoped, inTenant } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import { asCustomer, maskPhone } from '../customer/index.ts';
import * as repo from './repo.ts';

const present = (r: Row): FestivalRow => {
  const a = toApi<FestivalRow>(r);
  return { ...a, capacity: Number(a.capacity), signed: Number(a.signed), perPhone: Number(a.perPhone), phase: Number(a.phase) };
};
const signupOut = (r: Row): SignupRow => ({ ...toApi<SignupRow>(r), people: Number(r.people) });

export async function page(ctx: Ctx, q: z.output<typeof festivalQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map(present) };
}

export async function detail(db: Scoped, id: string): Promise<FestivalRow> {
  const r = await repo.one(db, id);
  if (!r) throw notFound();
  return present(r);
}

/** Add or update. A change never takes the places below what customers already hold. */
export async function submit(ctx: Ctx, f: z.output<typeof festivalForm>) {
  const db = ctx.data;
  const data = { ...f, capacity: f.signupEnabled ? f.capacity : 0 };
  if (!f.id) return detail(db, String((await db.insert(repo.ACTIVITY, data)).id));
  const held = await repo.lockActivity(db, f.id);
  if (!held) throw notFound();
  if (data.capacity < Number(held.signed)) throw bad(M.capacityBelowSigned(Number(held.signed)));
  await db.update(repo.ACTIVITY, f.id, data);
  return detail(db, f.id);
}

export async function publish(ctx: Ctx, id: string, publishStatus: number) {
  await ctx.data.update(repo.ACTIVITY, id, { publishStatus });
  return detail(ctx.data, id);
}

export async function remove(ctx: Ctx, ids: string[]) {
  if ((await repo.busy(ctx.data, ids)).length) throw bad(M.hasSignups);
  return ctx.data.remove(repo.ACTIVITY, ids);
}

/** The merchant's list masks the phones, as 用户列表 and the export do. */
export async function signupPage(ctx: Ctx, q: z.output<typeof signupQuery>) {
  const p = await repo.signupPage(ctx.data, q);
  return { ...p, records: p.records.map((r: Row) => ({ ...r, phone: maskPhone(String(r.phone)), people: Number(r.people) })) };
}

const SIGNUP_EXPORT = defineExport<{ activityId: string; phone?: string; state?: number }>('festival-signups', {
  title: '活动报名',
  columns: [
    ['活动', 'activityTitle'],
    ['姓名', 'name'],
    ['手机号', (r) => maskPhone(String(r.phone))],
    ['人数', 'people', 'count'],
    ['状态', (r) => (Number(r.state) === 1 ? '已报名' : '已取消')],
    ['报名时间', 'createTime', 'time'],
  ],
  count: repo.signupCount,
  batch: repo.signupBatch,
});
export async function signupExport(ctx: Ctx, reply: FastifyReply, q: { activityId: string; phone?: string; state?: number }) {
  await detail(ctx.data, q.activityId);
  return exportXlsx(ctx, reply, SIGNUP_EXPORT, q);
}

/** The merchant cancels a sign-up: the places come back once. */
export async function cancelByMerchant(ctx: Ctx, id: string) {
  const s = await repo.signupOne(ctx.data, id);
  if (!s) throw notFound();
  const done = await repo.cancelSignup(ctx.data, id);
  if (!done) throw bad(M.alreadyCancelled);
  return signupOut(done);
}

// ---------------------------------------------------------------- storefront

export const shopList = (ctx: Ctx, tenantId: string) =>
  inTenant(ctx.svc.db, tenantId, async (data) => (await repo.published(data)).map(present));

/**
 * A logged-in customer signs up: the customer's own sign-ups of the activity are serialised, the
 * per-phone limit is checked, then the places are taken in one conditional statement.
 */
export const signup = (ctx: Ctx, req: FastifyRequest, f: z.output<typeof festivalSignupForm>) =>
  asCustomer(ctx, req, async (db, c) => {
    const a = await repo.one(db, f.activityId);
    if (!a?.signup_open) throw bad(M.notOpen);
    const customerId = String(c.id);
    await repo.lockCustomer(db, f.activityId, customerId);
    const limit = Number(a.per_phone);
    if ((await repo.peopleOf(db, f.activityId, customerId)) + f.people > limit) throw bad(M.overLimit(limit));
    if (!(await repo.takePlaces(db, f.activityId, f.people))) {
      const now = await repo.one(db, f.activityId);
      throw bad(now?.signup_open ? M.full : M.notOpen);
    }
    const s = await repo.insertSignup(db, { activityId: f.activityId, customerId, name: f.name, phone: c.phone, people: f.people });
    return signupOut(s!);
  });

export const mine = (ctx: Ctx, req: FastifyRequest, q: { current: number; size: number }) =>
  asCustomer(ctx, req, async (db, c) => {
    const p = await repo.signupPage(db, { ...q, customerId: String(c.id) });
    return { ...p, records: p.records.map((r: Row) => ({ ...r, people: Number(r.people) })) };
  });

export const cancelMine = (ctx: Ctx, req: FastifyRequest, id: string) =>
  asCustomer(ctx, req, async (db, c) => {
    const s = await repo.signupOne(db, id);
    if (!s || String(s.customer_id) !== String(c.id)) throw notFound();
    const done = await repo.cancelSignup(db, id, String(c.id));
    if (!done) throw bad(M.alreadyCancelled);
    return signupOut(done);
  });

/** The page editor's activity picker reads the published activities (null while there are none: the stored rows answer). */
export async function pickerActivities(db: Scoped, q: { name?: string; current: number; size: number }) {
  if (!(await repo.pickerPage(db, { current: 1, size: 1 })).total) return null;
  const p = await repo.pickerPage(db, q);
  return {
    ...p,
    records: p.records.map((r) => {
      const a = present(r);
      return { ...a, name: a.title, totalStock: a.signupEnabled ? a.capacity - a.signed : 0, levelType: '' };
    }),
  };
}
