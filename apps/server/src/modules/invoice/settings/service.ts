import { INVOICE_MSG, type sellerForm, type taxClassForm, type taxDiskForm } from '@yym/contract';
import type { z } from 'zod';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import type { Ctx } from '../../../platform/context.ts';
import { MSG } from '@yym/contract';
import { forbidden } from '../../../platform/errors.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import * as repo from './repo.ts';

type PageQ = { current: number; size: number };

/** Adding and editing have their own button codes, either of which opens the submit route. */
export async function mustHave(ctx: Ctx, editing: boolean) {
  const code = editing ? 'invoice_edit' : 'invoice_add';
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}

export const sellers = (db: Scoped, q: PageQ & { name?: string }) => db.page(repo.SELLER, { where: [repo.nameLike(q.name)], ...q });

export async function saveSeller(db: Scoped, body: z.output<typeof sellerForm>) {
  const row = body.id ? await db.update<Row>(repo.SELLER, body.id, body) : await db.insert<Row>(repo.SELLER, body);
  if (body.isDefault === 1) await repo.clearDefault(db, String(row.id));
  return row;
}

export async function removeSellers(db: Scoped, ids: string[]) {
  // A seller still issuing through a tax disk keeps it: remove the disks first.
  if ((await repo.disksOfSellers(db, ids))!.n > 0) throw bad('销售方下还有税盘,请先删除税盘');
  const n = await db.remove(repo.SELLER, ids);
  if (!n) throw notFound();
  return n;
}

export async function disks(db: Scoped, q: PageQ & { sellerId?: string }) {
  const page = await db.page<Row>(repo.DISK, { where: [repo.bySeller(q.sellerId)], ...q });
  const names = await repo.sellerNames(db, [...new Set(page.records.map((r) => String(r.sellerId)))]);
  return { ...page, records: page.records.map((r) => ({ ...r, sellerName: names.get(String(r.sellerId)) ?? null })) };
}

export async function saveDisk(db: Scoped, body: z.output<typeof taxDiskForm>) {
  if (!(await repo.sellerFor(db, body.sellerId))) throw bad(INVOICE_MSG.sellerRequired);
  return body.id ? db.update(repo.DISK, body.id, body) : db.insert(repo.DISK, body);
}

export async function removeDisks(db: Scoped, ids: string[]) {
  const n = await db.remove(repo.DISK, ids);
  if (!n) throw notFound();
  return n;
}

/** Tax classes with the names of their products (a removed product keeps its id, named as removed). */
export async function taxClasses(db: Scoped, q: PageQ & { name?: string }) {
  const page = await db.page<Row>(repo.TAX_CLASS, { where: [repo.nameLike(q.name)], ...q });
  const ids = [...new Set(page.records.flatMap((r) => (r.productIds ?? []).map(String)))];
  const names = ids.length ? await repo.productNames(db, ids) : new Map<string, string>();
  return {
    ...page,
    records: page.records.map((r) => {
      const productIds = (r.productIds ?? []).map(String);
      return { ...r, productIds, products: productIds.map((id: string) => ({ id, name: names.get(id) ?? '(已删除)' })) };
    }),
  };
}

export async function saveTaxClass(db: Scoped, body: z.output<typeof taxClassForm>) {
  // Only the tenant's own products (another tenant's id is simply not found).
  const ids = [...new Set(body.productIds)];
  if (ids.length && (await repo.productNames(db, ids)).size !== ids.length) throw notFound();
  const row = { ...body, productIds: ids };
  return body.id ? db.update(repo.TAX_CLASS, body.id, row) : db.insert(repo.TAX_CLASS, row);
}

export async function removeTaxClasses(db: Scoped, ids: string[]) {
  const n = await db.remove(repo.TAX_CLASS, ids);
  if (!n) throw notFound();
  return n;
}

export const products = (db: Scoped) => repo.products(db);
export const sellerFor = repo.sellerFor;
export const diskFor = repo.diskFor;
export const classOf = repo.classOf;
