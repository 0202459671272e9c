import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { COUPON_MSG, COUPON_SHELF_TEXT, type CouponRow, type couponForm, type couponQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { tenantProducts } from '../../product/index.ts';
import * as repo from './repo.ts';
import { presentCoupon } from '../shared.ts';

type Form = z.output<typeof couponForm>;
const idList = (ids: string) => ids.split(',');

/** The coupon row of the tenant (another tenant's is not found). */
export async function couponOf(db: Scoped, id: string): Promise<Row> {
  const c = await repo.couponOne(db, id);
  if (!c) throw notFound(COUPON_MSG.notFound);
  return c;
}

async function productNames(ctx: Ctx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tenantProducts(ctx, ids);
  return rows.map((r: Row) => r.name);
}

function columns(f: Form) {
  const free = f.couponType === 3;
  return {
    ...f,
    amount: f.couponType === 1 ? f.amount : 0,
    discount: f.couponType === 2 ? f.discount : 100,
    productIds: f.scope === 1 ? [...new Set(f.productIds)] : [],
    startDate: f.validityType === 1 ? f.startDate : null,
    endDate: f.validityType === 1 ? f.endDate : null,
    validDays: f.validityType === 2 ? f.validDays : 0,
    threshold: free ? 0 : f.threshold,
    remark: f.remark ?? null,
  };
}

export const couponPage = async (ctx: Ctx, q: z.output<typeof couponQuery>) => {
  const page = await repo.couponPage(ctx.data, q);
  return { ...page, records: page.records.map((r) => presentCoupon(r)) };
};
export const rewardPage = (ctx: Ctx, q: z.output<typeof couponQuery>) => couponPage(ctx, { ...q, isValid: 1 });
export const renewCard = async (ctx: Ctx) => (await repo.couponRows(ctx.data, { isValid: 1 }, 200)).map((r) => presentCoupon(r));

export async function couponDetail(ctx: Ctx, id: string) {
  const c = await couponOf(ctx.data, id);
  const ids = (c.product_ids as string[]).map(String);
  return presentCoupon(c, ids.length ? await productNames(ctx, ids).catch(() => []) : []);
}

export async function createCoupon(ctx: Ctx, f: Form) {
  const cols = columns(f);
  await productNames(ctx, cols.productIds);
  const row = await ctx.data.insert(repo.COUPON, { ...cols, id: undefined });
  return couponDetail(ctx, String(row.id));
}

export async function updateCoupon(ctx: Ctx, f: Form) {
  if (!f.id) throw notFound(COUPON_MSG.notFound);
  const c = await couponOf(ctx.data, f.id);
  if (f.totalCount < Number(c.issued_count)) throw bad(COUPON_MSG.totalBelowIssued(Number(c.issued_count)));
  const cols = columns(f);
  await productNames(ctx, cols.productIds);
  await ctx.data.update(repo.COUPON, f.id, { ...cols, id: undefined });
  return couponDetail(ctx, f.id);
}

/** A copy: off shelf, nothing issued; the name says it is a copy. */
export async function cloneCoupon(ctx: Ctx, id: string) {
  const c = toApi(await couponOf(ctx.data, id));
  const name = `${c.name}-复制`.slice(0, 30);
  const row = await ctx.data.insert(repo.COUPON, { ...c, name, id: undefined });
  return couponDetail(ctx, String(row.id));
}

export async function rackUpAndDown(ctx: Ctx, ids: string, status: number) {
  const list = idList(ids);
  for (const id of list) {
    const c = await couponOf(ctx.data, id);
    if (status === 1 && Number(c.is_valid) !== 1) throw bad(COUPON_MSG.invalid);
  }
  return (await repo.setShelf(ctx.data, list, status)).length;
}

export async function setValid(ctx: Ctx, id: string, valid: number) {
  await couponOf(ctx.data, id);
  await repo.setValid(ctx.data, id, valid);
  return true;
}

export async function removeCoupons(ctx: Ctx, ids: string) {
  const list = idList(ids);
  for (const id of list) if (Number((await couponOf(ctx.data, id)).issued_count) > 0) throw bad(COUPON_MSG.removeIssued);
  return (await repo.removeUnissued(ctx.data, list)).length;
}

export async function exportCoupons(ctx: Ctx, reply: FastifyReply, q: z.output<typeof couponQuery>) {
  const rows = (await repo.couponRows(ctx.data, q)).map((r) => presentCoupon(r));
  await sendXlsx(
    ctx,
    reply,
    '优惠券',
    [
      ['ID', 'id'],
      ['名称', 'name'],
      ['类型', 'couponTypeText'],
      ['规则', 'ruleText'],
      ['有效期', 'validityText'],
      ['每人限领', 'perLimit', 'count'],
      ['发放总量', 'totalCount', 'count'],
      ['已发放', 'issuedCount', 'count'],
      ['状态', (r: CouponRow) => (r.isValid ? COUPON_SHELF_TEXT[r.shelfStatus] : '已作废')],
      ['创建时间', 'createTime', 'time'],
    ],
    rows,
  );
}

/** Take `n` of the coupon's total count (valid, and on shelf when asked): one conditional statement; null: refused. */
export const takeCount = (db: Scoped, id: string, n: number, onShelf: boolean) => repo.takeCount(db, id, n, onShelf);

/** The coupon row of the tenant, or nothing. */
export const couponOne = (db: Scoped, id: string) => repo.couponOne(db, id);

/** The storefront's coupon centre: valid coupons on shelf with the customer's holdings. */
export const centreRows = (db: Scoped, customerId: string | null, today: string) => repo.centre(db, customerId, today);
