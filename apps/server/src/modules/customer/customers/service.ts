import type { z } from 'zod';
import {
  CUSTOMER_MSG,
  CUSTOMER_PERMS,
  CUSTOMER_SOURCE_LABELS,
  MSG,
  type CustomerCounts,
  type CustomerRow,
  type blacklistQuery,
  type commentQuery,
  type customerLabelNameForm,
  type customerQuery,
  type feedbackQuery,
  type informForm,
  type informQuery,
  type realNameQuery,
  type replyForm,
} from '@yym/contract';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../../../platform/context.ts';
import { sendXlsx } from '../../../platform/export.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { actorName, maskCard, maskPhone, present } from '../shared.ts';
import * as repo from './repo/customer.ts';
import * as rec from './repo/records.ts';

/** May the caller see this unmasked? Only when asked and holding the code; every such view is logged. */
async function opened(ctx: Ctx, asked: number | undefined, rows: Row[]): Promise<boolean> {
  if (asked !== 1 || !rows.length || !(await ctx.can(CUSTOMER_PERMS.unmask))) return false;
  await repo.opLog(
    ctx.data,
    rows.map((r) => ({ customerId: String(r.id), action: 'unmask', content: `查看完整信息: ${maskPhone(r.phone)}` })),
    actorName(ctx),
  );
  return true;
}

/** 用户列表's export: the filtered customers, phones and ID numbers masked. */
export async function exportCustomers(ctx: Ctx, q: Partial<z.output<typeof customerQuery>>, reply: FastifyReply) {
  const rows = (await repo.customerRows(ctx.data, q)).map((r) => present(r, false));
  await sendXlsx(
    ctx,
    reply,
    '用户列表',
    [
      ['手机号', 'phone'],
      ['姓名', 'name'],
      ['会员等级', 'levelName'],
      ['成长值', 'growth', 'count'],
      ['积分', 'points', 'count'],
      ['订单数', 'orderCount', 'count'],
      ['标签', (x: CustomerRow) => x.labels.join('、')],
      ['来源', (x: CustomerRow) => CUSTOMER_SOURCE_LABELS[x.source] ?? x.source],
      ['状态', (x: CustomerRow) => (x.lockStatus === 1 ? '黑名单' : '正常')],
      ['首次下单时间', 'createTime', 'time'],
    ],
    rows,
  );
}

export async function customerPage(ctx: Ctx, q: z.output<typeof customerQuery> & { unmask?: number }) {
  const page = await repo.customerPage(ctx.data, q);
  const open = await opened(ctx, q.unmask, page.records);
  return { ...page, records: page.records.map((r) => present(r, open)) };
}

/** The customer row; another tenant's customer (or a bad id) is not found. */
export async function customerRow(ctx: Ctx, id: string): Promise<Row> {
  const row = await repo.customerRow(ctx.data, id);
  if (!row) throw notFound();
  return row;
}

export async function customerDetail(ctx: Ctx, id: string, unmask?: number) {
  const row = await customerRow(ctx, id);
  return present(row, await opened(ctx, unmask, [row]));
}

export async function countDetail(ctx: Ctx, id: string): Promise<CustomerCounts> {
  const c = await customerRow(ctx, id);
  const n = (await repo.counts(ctx.data, c.phone))!;
  return {
    orderCount: n.order_count,
    paidOrderCount: n.paid_count,
    spend: Number(n.paid) - Number(n.refunded),
    memberDiscount: Number(n.discount),
    // No e-card area yet: nothing held. Coupons: the unused ones of the coupon area.
    cardCount: 0,
    couponCount: customerCoupons.count ? await customerCoupons.count(ctx.data, String(c.id)) : 0,
    points: Number(c.points),
    growth: Number(c.growth),
    levelName: c.level_name ?? null,
  };
}

export async function ordersOf(ctx: Ctx, q: { customerId: string; current: number; size: number }) {
  const c = await customerRow(ctx, q.customerId);
  return repo.ordersOf(ctx.data, c.phone, q.current, q.size);
}

type RecordKind = keyof typeof rec.TABLES;
export async function records(ctx: Ctx, kind: RecordKind, q: { customerId: string; current: number; size: number }) {
  await customerRow(ctx, q.customerId);
  const page = await rec.recordPage(ctx.data, rec.TABLES[kind], q);
  return { ...page, records: page.records.map((r) => ({ ...r, cardNum: maskCard(r.cardNum), phone: maskPhone(r.phone) })) };
}

/**
 * The customer's coupons come from the coupon area, which imports this module: it registers its
 * readers here (no import cycle). Without it, nothing is held.
 */
export const customerCoupons: {
  page?: (db: Scoped, customerId: string, current: number, size: number) => Promise<unknown>;
  count?: (db: Scoped, customerId: string) => Promise<number>;
} = {};
export const couponPage = async (ctx: Ctx, q: { customerId: string; current: number; size: number }) => {
  await customerRow(ctx, q.customerId);
  if (customerCoupons.page) return customerCoupons.page(ctx.data, q.customerId, q.current, q.size);
  return { records: [], total: 0, size: q.size, current: q.current, pages: 0 };
};

export const opLogPage = (ctx: Ctx, q: { customerId?: string; current: number; size: number }) =>
  repo.opLogPage(ctx.data, q.customerId, q.current, q.size);

// ---------------------------------------------------------------- labels

export const labels = (ctx: Ctx) => ctx.data.list(rec.LABEL, [], 'name', 200);

export async function submitLabel(ctx: Ctx, form: z.output<typeof customerLabelNameForm>) {
  const same = await rec.labelByName(ctx.data, form.name);
  if (same && same.id !== form.id) throw bad(CUSTOMER_MSG.labelExists);
  return form.id ? ctx.data.update(rec.LABEL, form.id, form) : ctx.data.insert(rec.LABEL, form);
}

export async function removeLabels(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(rec.LABEL, ids);
  if (!n) throw notFound();
  return n;
}

/** Set a customer's labels: only the tenant's own labels. */
export async function setLabels(ctx: Ctx, customerId: string, labels: string[]) {
  await customerRow(ctx, customerId);
  const known = new Set(await rec.labelNames(ctx.data));
  const unknown = labels.find((l) => !known.has(l));
  if (unknown) throw bad(`${MSG.notFound}: ${unknown}`);
  const row = await rec.setLabels(ctx.data, customerId, [...new Set(labels)]);
  await repo.opLog(ctx.data, [{ customerId, action: 'label', content: `标签: ${labels.join('、') || '无'}` }], actorName(ctx));
  return row!.labels as string[];
}

// ---------------------------------------------------------------- informs, feedback, comments, real names

export const informPage = (ctx: Ctx, q: z.output<typeof informQuery>) => rec.recordPage(ctx.data, rec.INFORM, q, rec.informFilters(q));
export const informDetail = (ctx: Ctx, id: string) => ctx.data.get(rec.INFORM, id);
export async function submitInform(ctx: Ctx, form: z.output<typeof informForm>) {
  if (form.customerId) await customerRow(ctx, form.customerId);
  return form.id ? ctx.data.update(rec.INFORM, form.id, form) : ctx.data.insert(rec.INFORM, form);
}
export async function removeInforms(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(rec.INFORM, ids);
  if (!n) throw notFound();
  return n;
}

export const feedbackPage = (ctx: Ctx, q: z.output<typeof feedbackQuery>) =>
  rec.recordPage(ctx.data, rec.FEEDBACK, q, rec.feedbackFilters(q));
export const replyFeedback = (ctx: Ctx, f: z.output<typeof replyForm>) =>
  ctx.data.update(rec.FEEDBACK, f.id, { reply: f.reply }, { reply_time: new Date() });

export const commentPage = (ctx: Ctx, q: z.output<typeof commentQuery>) => rec.recordPage(ctx.data, rec.COMMENT, q, rec.commentFilters(q));
export const commentDetail = (ctx: Ctx, id: string) => ctx.data.get(rec.COMMENT, id);
export const updateComment = (ctx: Ctx, f: z.output<typeof replyForm>) =>
  ctx.data.update(rec.COMMENT, f.id, { reply: f.reply, status: f.status }, { reply_time: new Date() });
export async function removeComments(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(rec.COMMENT, ids);
  if (!n) throw notFound();
  return n;
}

export async function realNamePage(ctx: Ctx, q: z.output<typeof realNameQuery>) {
  const page = await rec.recordPage(ctx.data, rec.REALNAME, q, rec.realNameFilters(q));
  return {
    ...page,
    records: page.records.map((r) => ({ ...r, cardNum: maskCard(r.cardNum), customerPhone: maskPhone(r.customerPhone) })),
  };
}

/** The tenant's customer of a phone (undefined: none). */
export const customerByPhone = (db: Scoped, phone: string) => repo.customerByPhone(db, phone);

/** The tenant's customer of a phone, made on its first order, registration or coupon. */
export const ensureCustomer = (db: Scoped, phone: string, name: string | null, source: string) =>
  repo.ensureCustomer(db, phone, name, source);

/** Growth and points added to a customer (the member ledger's balances): the new totals and level. */
export const setBalances = (db: Scoped, id: string, d: { growth: number; points: number }) => repo.setBalances(db, id, d);

/** A customer's member level (null: none). */
export const setLevel = (db: Scoped, id: string, levelId: string | null) => repo.setLevel(db, id, levelId);

/** The customer by id with the list's columns (undefined: none). */
export const customerRowOf = (db: Scoped, id: string) => repo.customerRow(db, id);

/** The blacklisted customers, with the customer list's columns. */
export const blacklistRows = (db: Scoped, q: z.output<typeof blacklistQuery>) => repo.blacklistPage(db, q);

/** Entries of the customers' operation log (who did what to which customer). */
export const opLog = repo.opLog;
