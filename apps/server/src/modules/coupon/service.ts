import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  COUPON_MSG,
  COUPON_SHELF_TEXT,
  USER_COUPON_SOURCE_TEXT,
  checkMobile,
  type couponBatchForm,
  type couponBatchQuery,
  type couponForm,
  type couponQuery,
  type submitCouponForm,
  type userCouponQuery,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { sendXlsx } from '../../platform/export.ts';
import { chinaToday } from '../../platform/time.ts';
import { toApi } from '../../platform/rows.ts';
import { ensureCustomer } from '../customer/index.ts';
import { tenantProducts } from '../product/index.ts';
import * as repo from './repo.ts';
import { presentCoupon, presentUserCoupon } from './rules.ts';

type Form = z.output<typeof couponForm>;
const idList = (ids: string) => ids.split(',');

/** The coupon row of the tenant (another tenant's is not found). */
async function couponOf(db: Scoped, id: string): Promise<Row> {
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
  return couponDetail(ctx, String((row as any).id));
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
  const c = toApi<any>(await couponOf(ctx.data, id));
  const name = `${c.name}-复制`.slice(0, 30);
  const row = await ctx.data.insert(repo.COUPON, { ...c, name, id: undefined });
  return couponDetail(ctx, String((row as any).id));
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
      ['每人限领', 'perLimit'],
      ['发放总量', 'totalCount'],
      ['已发放', 'issuedCount'],
      ['状态', (r: any) => (r.isValid ? COUPON_SHELF_TEXT[r.shelfStatus] : '已作废')],
      ['创建时间', 'createTime'],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- issuing

/**
 * Issue the coupon to customers by phone (customers are created for new phones): one each (or `count`),
 * skipping those at the per-customer limit; the total count is taken in one conditional statement.
 */
export async function issue(db: Scoped, couponId: string, phones: string[], count: number, source: string, batchId: string | null) {
  for (const p of phones) if (checkMobile(p)) throw bad(COUPON_MSG.phoneInvalid(p));
  const c = await couponOf(db, couponId);
  if (Number(c.is_valid) !== 1) throw bad(COUPON_MSG.invalid);
  const customers = [];
  for (const phone of phones) customers.push({ phone, customerId: String((await ensureCustomer(db, phone, null, 'coupon')).id) });
  // Take the count first: the coupon row is then held, so the holdings read below are not raced.
  const want = customers.length * count;
  if (!(await repo.takeCount(db, couponId, want, false))) throw bad(COUPON_MSG.soldOut);
  const held = new Map(
    (
      await repo.heldBy(
        db,
        couponId,
        customers.map((x) => x.customerId),
      )
    ).map((h) => [h.customer_id, h.n]),
  );
  const rows: repo.NewUserCoupon[] = [];
  const skipped: string[] = [];
  for (const x of customers) {
    const n = Math.min(count, Number(c.per_limit) - (held.get(x.customerId) ?? 0));
    if (n <= 0) skipped.push(x.phone);
    for (let i = 0; i < n; i++) rows.push(x);
  }
  // Give back what was taken beyond what was issued.
  if (rows.length < want) await repo.takeCount(db, couponId, rows.length - want, false);
  if (rows.length) await repo.insertUserCoupons(db, c, rows, source, batchId, chinaToday());
  return { coupon: c, issued: rows.length, skipped };
}

export async function submitBatch(ctx: Ctx, f: z.output<typeof couponBatchForm>) {
  const c = await couponOf(ctx.data, f.couponId);
  const batch = await repo.insertBatch(ctx.data, c, f.phones.length, f.remark ?? null);
  const r = await issue(ctx.data, f.couponId, f.phones, 1, 'batch', String(batch!.id));
  await repo.setBatchIssued(ctx.data, String(batch!.id), r.issued);
  return { batchId: String(batch!.id), issued: r.issued, skipped: r.skipped };
}

export async function submitCoupon(ctx: Ctx, f: z.output<typeof submitCouponForm>) {
  const msg = checkMobile(f.phone);
  if (msg) throw bad(msg);
  return (await issue(ctx.data, f.couponId, [f.phone], f.count, 'submit', null)).issued;
}

const presentBatch = (r: Row) => ({ ...toApi<any>(r), id: String(r.id), couponId: String(r.coupon_id) });
export const batchPage = async (ctx: Ctx, q: z.output<typeof couponBatchQuery>) => {
  const page = await repo.batchPage(ctx.data, q);
  return { ...page, records: page.records.map((r: any) => ({ ...r, id: String(r.id), couponId: String(r.couponId) })) };
};
export async function batchDetail(ctx: Ctx, id: string) {
  const b = await repo.batchOne(ctx.data, id);
  if (!b) throw notFound();
  return presentBatch(b);
}

export async function userCouponPage(ctx: Ctx, q: z.output<typeof userCouponQuery>) {
  const today = chinaToday();
  const page = await repo.userCouponPage(ctx.data, q, today);
  return { ...page, records: page.records.map((r) => presentUserCoupon(r, today)) };
}

export async function exportBatch(ctx: Ctx, reply: FastifyReply, batchId: string) {
  const b = await batchDetail(ctx, batchId);
  const today = chinaToday();
  const rows = (await repo.userCouponRows(ctx.data, { batchId }, today)).map((r) => presentUserCoupon(r, today));
  await sendXlsx(
    ctx,
    reply,
    `优惠券发放批次${b.id}`,
    [
      ['券ID', 'id'],
      ['优惠券', 'couponName'],
      ['手机号', 'phone'],
      ['来源', (r: any) => USER_COUPON_SOURCE_TEXT[r.source] ?? r.source],
      ['有效期', (r: any) => `${r.startDate} 至 ${r.endDate}`],
      ['状态', 'useStatusText'],
      ['使用订单', 'orderId'],
      ['发放时间', 'createTime'],
    ],
    rows,
  );
}
