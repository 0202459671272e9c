import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { WINDOW_MSG as M, centsToYuan, type WindowCustomerRow, type winCustomerForm, type winCustomerQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import * as repo from './repo.ts';

/** 窗口客户: travel agencies and schools that buy on account up to a limit; enabled or closed in batch. */

const money = <T extends WindowCustomerRow>(r: T): T => ({ ...r, creditLimit: Number(r.creditLimit), owed: Number(r.owed) });
export async function page(ctx: Ctx, q: z.output<typeof winCustomerQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map(money) };
}

export async function save(ctx: Ctx, f: z.output<typeof winCustomerForm>) {
  if (f.id) {
    const old = await ctx.data.get<WindowCustomerRow>(repo.CUSTOMER, f.id);
    // A limit below what is owed would refuse every later sale and hide the debt: not allowed.
    if (f.creditLimit < Number(old.owed)) throw bad(M.creditExceeded);
    return money(await ctx.data.update<WindowCustomerRow>(repo.CUSTOMER, f.id, f));
  }
  return money(await ctx.data.insert<WindowCustomerRow>(repo.CUSTOMER, f));
}
export const remove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.CUSTOMER, ids);
export const setStatus = (ctx: Ctx, ids: string[], status: number) => repo.setStatus(ctx.data, ids, status);

export async function exportCustomers(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof winCustomerQuery>>) {
  const rows = await repo.all(ctx.data, q);
  await sendXlsx(
    ctx,
    reply,
    '窗口客户',
    [
      ['客户名称', 'name'],
      ['类型', 'kind'],
      ['联系人', 'contactName'],
      ['电话', 'phone'],
      ['挂账额度(元)', (r: WindowCustomerRow) => centsToYuan(r.creditLimit)],
      ['已挂账(元)', (r: WindowCustomerRow) => centsToYuan(r.owed)],
      ['状态', (r: WindowCustomerRow) => (Number(r.customerStatus) === 1 ? '启用' : '停用')],
      ['备注', 'remark'],
    ],
    rows,
  );
}

/** The counter's view: an enabled customer's contact for the order. */
export async function contactOf(db: Scoped, id: string) {
  const c = await repo.contact(db, id);
  if (!c) throw notFound();
  if (Number(c.customer_status) !== 1) throw bad(M.customerClosed);
  return c;
}
export async function chargeAccount(db: Scoped, id: string, amount: number) {
  if (!(await repo.charge(db, id, amount))) throw bad(M.creditExceeded);
}
export const creditAccount = (db: Scoped, id: string, amount: number) => repo.credit(db, id, amount);
export const enabledCustomers = async (db: Scoped) =>
  (await repo.enabled(db)).map((c) => ({ id: c.id, name: c.name, creditLimit: Number(c.credit_limit), owed: Number(c.owed) }));
