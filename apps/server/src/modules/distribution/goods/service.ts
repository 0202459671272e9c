import type { z } from 'zod';
import { MSG, DIS_MODELS, type disAutoPriceForm, type disCalendarQuery, type disQuery, type disQuotaForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { chinaToday, changeRecord, loadProduct, productSkus, rangeDates, setDistribution, tenantProducts } from '../../product/index.ts';
import * as repo from './repo.ts';

/** The distribution price of a sale price under a product's rule (integer cents, half up). */
export function distributionPrice(sale: number, type: number, value: number): number {
  if (type === 1) return Math.max(0, sale + value);
  if (type === 2) return Math.floor((sale * value + 50) / 100);
  return sale;
}

export const distributors = (ctx: Ctx, name?: string) => repo.distributors(ctx.data, [repo.nameLike(name)], 500);
export const distributionPage = (ctx: Ctx, q: z.output<typeof disQuery>) => repo.distributionPage(ctx.data, q);

/** Products that leave distribution lose their distributors (also when the product form sets model 0). */
export const revokeAll = (ctx: Ctx, productIds: string[]) => repo.revokeAll(ctx.data, productIds);

/** A quota never stays above the free stock a batch change left. */
export const capQuotas = (ctx: Ctx, skuIds: string[], dates: string[]) => repo.capQuotas(ctx.data, skuIds, dates);

export async function changeModel(ctx: Ctx, productIds: string[], disModel: number) {
  await tenantProducts(ctx, productIds);
  await setDistribution(ctx, productIds, { disModel });
  if (disModel === 0) await revokeAll(ctx, productIds);
  for (const id of productIds) await changeRecord(ctx, id, 'disModel', `分销模式: ${DIS_MODELS[disModel as 0 | 1 | 2]}`);
  return productIds.length;
}

export async function authorize(ctx: Ctx, productIds: string[], distributorIds: string[]) {
  const products = await tenantProducts(ctx, productIds);
  const ids = [...new Set(distributorIds)];
  if (ids.length) {
    const found = await repo.distributors(ctx.data, [repo.idAmong(ids)]);
    if (found.length !== ids.length) throw bad(MSG.coDistributorNotFound);
    if (products.some((p) => Number(p.dis_model) === 0)) throw bad(MSG.coDisModelOff);
  }
  await repo.revokeAll(ctx.data, productIds);
  if (ids.length) await repo.authorize(ctx.data, productIds, ids);
  for (const id of productIds) await changeRecord(ctx, id, 'disAuth', `分销授权: ${ids.length} 个分销商`);
  return { products: productIds.length, distributors: ids.length };
}

export async function autoPrice(ctx: Ctx, body: z.output<typeof disAutoPriceForm>) {
  if (body.priceType === 2 && (body.priceValue < 1 || body.priceValue > 100)) throw bad(MSG.coDisRateInvalid);
  const value = body.priceType === 0 ? 0 : body.priceValue;
  await tenantProducts(ctx, body.productIds);
  await setDistribution(ctx, body.productIds, { disPriceType: body.priceType, disPriceValue: value });
  const text =
    body.priceType === 1
      ? `销售价${value >= 0 ? '加' : '减'}${(Math.abs(value) / 100).toFixed(2)}元`
      : body.priceType === 2
        ? `销售价的${value}%`
        : '同销售价';
  for (const id of body.productIds) await changeRecord(ctx, id, 'disPrice', `分销自动调价: ${text}`);
  return body.productIds.length;
}

/** Per-date sale price, free stock, distribution price and quota of the product's skus (30 days from today by default). */
export async function priceCalendar(ctx: Ctx, q: z.output<typeof disCalendarQuery>) {
  const p = await loadProduct(ctx, q.productId);
  const dates = rangeDates(q.startDate ?? chinaToday(), q.endDate ?? chinaToday(29));
  const skus = p.skus.filter((s) => !q.skuId || String(s.id) === q.skuId);
  if (q.skuId && !skus.length) throw notFound();
  const rows = await repo.calendarWithQuota(
    ctx.data,
    skus.map((s) => String(s.id)),
    dates[0]!,
    dates[dates.length - 1]!,
  );
  const model = Number(p.disModel);
  const rule = (sale: number) => (model === 0 ? null : distributionPrice(sale, Number(p.disPriceType), Number(p.disPriceValue)));
  return {
    productId: p.id,
    name: p.name,
    disModel: model,
    disPriceType: Number(p.disPriceType),
    disPriceValue: Number(p.disPriceValue),
    skus: skus.map((s) => ({
      skuId: String(s.id),
      skuName: s.name,
      defaultPrice: Number(s.price),
      calendar: rows
        .filter((c) => String(c.sku_id) === String(s.id))
        .map((c) => ({
          date: c.play_date,
          salePrice: Number(c.price),
          stock: Number(c.stock),
          sold: Number(c.sold),
          distributionPrice: rule(model === 1 ? Number(s.price) : Number(c.price)),
          // Orders keep taking stock after a quota is set: it never counts above what is free.
          quota: c.quota === null ? null : Math.min(Number(c.quota), Number(c.stock)),
        })),
    })),
  };
}

/** Set the per-date quota of skus, never above the free stock. */
export async function setQuota(ctx: Ctx, body: z.output<typeof disQuotaForm>) {
  const dates = rangeDates(body.startDate, body.endDate, body.weekdays);
  if (!dates.length) throw bad(MSG.coBatchNoDates);
  const { skus } = await productSkus(ctx, body.productId, body.skuIds);
  const rows = await repo.lockedStock(
    ctx.data,
    skus.map((s) => String(s.id)),
    dates,
  );
  const byKey = new Map(rows.map((x) => [`${x.sku_id}|${x.play_date}`, Number(x.stock)]));
  const cells: { skuId: string; date: string }[] = [];
  for (const date of dates) {
    for (const s of skus) {
      const free = byKey.get(`${s.id}|${date}`);
      if (free === undefined) continue; // no price/stock on that date: nothing to distribute
      if (body.quota > free) throw bad(MSG.coDisQuotaOverStock(date, s.name, free));
      cells.push({ skuId: String(s.id), date });
    }
  }
  if (!cells.length) throw bad(MSG.coDisNoCalendar(`${body.startDate}~${body.endDate}`, skus.map((s) => s.name).join(',')));
  await repo.setQuotas(ctx.data, cells, body.quota);
  await changeRecord(
    ctx,
    body.productId,
    'disStock',
    `分销库存: ${body.startDate}~${body.endDate} 票种[${skus.map((s) => s.name).join(',')}] 每日${body.quota}, 共${cells.length}条`,
  );
  return { cellCount: cells.length, skipped: dates.length * skus.length - cells.length };
}
