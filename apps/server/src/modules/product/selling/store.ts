import { MSG, centsToYuan } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { tenantData } from '../../../platform/repo.ts';
import { chinaToday } from '../../../platform/time.ts';
import * as calendar from '../calendar/service.ts';
import * as catalog from '../catalog/service.ts';

// ---------------------------------------------------------------- the storefront (public: the tenant comes from the link)

const storefront = (ctx: Ctx, tenantId: string) => tenantData(ctx.q, tenantId);

/** The home page's search: tickets on shelf whose name holds the words, newest first. */
export async function storeSearch(ctx: Ctx, q: { tenantId: string; keyword: string; current: number; size: number }) {
  const p = await catalog.searchOnShelf(storefront(ctx, q.tenantId), q.keyword, q.current, q.size);
  return {
    ...p,
    records: p.records.map((x) => ({ id: x.id, name: x.name, image: x.image, price: Number(x.price), poiName: x.poiName })),
  };
}

export async function storeProduct(ctx: Ctx, q: { id: string; tenantId: string }) {
  const db = storefront(ctx, q.tenantId);
  const p = await catalog.onShelfProduct(db, q.id);
  if (!p) throw notFound(MSG.coProductOffShelf);
  // The ticket kinds a customer chooses from when buying (storefront purchase).
  const skus = await catalog.skusOf(db, q.id);
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    images: p.images,
    detail: p.detail,
    price: p.price,
    priceYuan: centsToYuan(p.price),
    originalPrice: p.originalPrice,
    poiName: p.poiName,
    labels: p.labels,
    weekly: p.weekly,
    disDate: p.disDate,
    etPkTime: p.etPkTime,
    etPkAddress: p.etPkAddress,
    costDesc: p.costDesc,
    cancelOrderText: p.cancelOrderText,
    advText: p.advText,
    etText: p.etText,
    needIdCard: Number(p.needIdCard ?? 0),
    maxBuy: Number(p.maxBuy ?? 1),
    skus: skus.map((s) => ({ id: String(s.id), name: s.name, price: Number(s.price), priceYuan: centsToYuan(Number(s.price)) })),
  };
}

/** Price and stock of the next 60 days: lowest price and total stock of the skus (or one sku) per date. */
export async function storeCalendar(ctx: Ctx, q: { id: string; tenantId: string; skuId?: string }) {
  const db = storefront(ctx, q.tenantId);
  const p = await catalog.onShelfProduct(db, q.id);
  if (!p) throw notFound(MSG.coProductOffShelf);
  const rows = await calendar.dailyCalendar(db, q.id, chinaToday(), chinaToday(59), q.skuId);
  const byDate = new Map(rows.map((r) => [r.play_date, r]));
  return Array.from({ length: 60 }, (_, i) => {
    const date = chinaToday(i);
    const c = byDate.get(date);
    const stock = c ? Number(c.stock) : 0;
    const allowed = calendar.dateAllowed({ weekly: p.weekly, dis_date: p.disDate }, date);
    return {
      date,
      price: c ? Number(c.price) : null,
      priceYuan: c ? centsToYuan(Number(c.price)) : null,
      stock,
      allowed,
      bookable: allowed && stock > 0,
    };
  });
}
