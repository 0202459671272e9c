import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { FISSION_KICK_TYPE_TEXT, type fissionPlanForm, type fissionPlanQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { type Column, sendXlsx } from '../../../platform/export.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { mapPage, n, planOut, yuan } from '../shared.ts';
import * as repo from './repo.ts';

export const planPage = async (ctx: Ctx, q: z.output<typeof fissionPlanQuery>) => mapPage(await repo.planPage(ctx.data, q), planOut);

export async function planDetail(db: Scoped, id: string) {
  const r = await repo.planOne(db, id);
  if (!r) throw notFound();
  return planOut(r);
}

/** Add or update a plan: its goods must be the tenant's own products (another tenant's are not found). */
export async function savePlan(ctx: Ctx, f: z.output<typeof fissionPlanForm> & { id?: string }) {
  const db = ctx.data;
  const ids = [...new Set(f.productIds)];
  if ((await repo.ownProducts(db, ids)).length !== ids.length) throw notFound();
  const data = { ...f, startDate: f.startDate, endDate: f.endDate };
  const id = f.id ? String((await db.update(repo.PLAN, f.id, data)).id) : String((await db.insert(repo.PLAN, data)).id);
  await repo.setGoods(db, id, ids);
  return planDetail(db, id);
}

export const goodsOptions = (ctx: Ctx, name?: string, ids?: string[]) => repo.goodsOptions(ctx.data, name, ids);

export async function planStatus(ctx: Ctx, id: string, planStatus: number) {
  await ctx.data.update(repo.PLAN, id, { planStatus });
  return planDetail(ctx.data, id);
}

/** Deleted plans stop paying for new orders; orders already referred keep their kickbacks. */
export const removePlans = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.PLAN, ids);

const PLAN_COLUMNS: Column<Row>[] = [
  ['方案名称', 'name'],
  ['开始日期', 'startDate', 'date'],
  ['结束日期', 'endDate', 'date'],
  ['佣金方式', (r) => FISSION_KICK_TYPE_TEXT[n(r.kickType)]],
  ['佣金', (r) => (n(r.kickType) === 1 ? `${n(r.kickValue) / 10}%` : `${yuan(n(r.kickValue))}元/件`)],
  ['商品', (r) => (r.productNames ?? []).join('、')],
  ['状态', (r) => (n(r.planStatus) === 1 ? '启用' : '停用')],
  ['分销订单数', 'orderCount', 'count'],
  ['佣金合计(元)', 'kickbackTotal', 'money'],
];
/** Plans are few per tenant (a page of settings): written from memory. */
export async function exportPlans(ctx: Ctx, reply: FastifyReply, q: { name?: string; planStatus?: number }) {
  return sendXlsx(ctx, reply, '分销方案', PLAN_COLUMNS, (await repo.planList(ctx.data, q)) as Row[]);
}

/** The plan that pays for a product today: on, within its dates; the newest wins when several do. */
export const planFor = (db: Scoped, productId: string, today: string) => repo.planFor(db, productId, today);
