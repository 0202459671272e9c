import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zDate, zFilter, zId, zPageQuery } from '../schemas.ts';
import { MSG } from '../messages.ts';
import { zIdList, zWeekdays } from '../product/forms.ts';

export interface DistributorRow {
  id: string;
  name: string;
  contactName: string | null;
  phone: string | null;
  [k: string]: unknown;
}
/** A ticket with its distribution model, price rule and the distributors allowed to sell it. */
export interface DisRow {
  id: string;
  name: string;
  poiName: string | null;
  price: string;
  shelfStatus: number;
  disModel: number;
  disPriceType: number;
  disPriceValue: string;
  distributors: { id: string; name: string }[];
}
export interface DisCalendar {
  productId: string;
  name: string;
  disModel: number;
  disPriceType: number;
  disPriceValue: number;
  skus: {
    skuId: string;
    skuName: string;
    defaultPrice: number;
    calendar: { date: string; salePrice: number; stock: number; sold: number; distributionPrice: number | null; quota: number | null }[];
  }[];
}

export const disQuery = zPageQuery.extend({
  name: zFilter,
  disModel: z.coerce.number().int().min(0).max(2).optional(),
  distributorId: zId.optional(),
  shelfStatus: z.coerce.number().int().min(0).max(1).optional(),
});
export const disAutoPriceForm = z.object({
  productIds: zIdList(200),
  priceType: z.coerce.number().int().min(0).max(2),
  priceValue: z.coerce.number().int().min(-99_999_999_99).max(99_999_999_99).default(0),
});
export const disQuotaForm = z.object({
  productId: zId,
  skuIds: z.array(zId).min(1, MSG.coSkuRequired).max(50),
  startDate: zDate,
  endDate: zDate,
  weekdays: zWeekdays.optional(),
  quota: z.coerce.number().int().min(0, MSG.paramInvalid).max(10_000_000),
});
export const disCalendarQuery = z.object({ productId: zId, skuId: zId.optional(), startDate: zDate.optional(), endDate: zDate.optional() });

const DIS = '/yym-product-api/distribution';

/** yym-product-api: distributing the tenant's tickets to its distributors (models, price rules, quotas). */
export const distributionApi = {
  distributors: endpoint({
    method: 'GET',
    path: `${DIS}/distributor/list`,
    summary: "Distribution: the tenant's distributors",
    query: z.object({ name: zFilter }),
    response: returns<DistributorRow[]>(),
  }),
  page: endpoint({
    method: 'GET',
    path: `${DIS}/page`,
    summary: 'Distribution: products with their model, price rule and distributors',
    query: disQuery,
    perm: ['distribution_goods_view'],
    response: returns<Page<DisRow>>(),
  }),
  changeModel: endpoint({
    method: 'POST',
    path: `${DIS}/changeModel`,
    summary: 'Distribution: set the model of products (0 off revokes the distributors)',
    perm: ['distribution_goods_model'],
    body: z.object({ productIds: zIdList(200), disModel: z.coerce.number().int().min(0).max(2) }),
    response: returns<number>(),
  }),
  authorize: endpoint({
    method: 'POST',
    path: `${DIS}/batchAuthorization`,
    summary: 'Distribution: set which distributors may sell the products',
    perm: ['distribution_goods_authorize'],
    body: z.object({ productIds: zIdList(200), distributorIds: z.array(zId).max(100) }),
    response: returns<{ products: number; distributors: number }>(),
  }),
  autoPrice: endpoint({
    method: 'POST',
    path: `${DIS}/batchAutoPrice`,
    summary: 'Distribution: automatic price rule (1 add cents, 2 percent of the sale price)',
    perm: ['distribution_goods_price'],
    body: disAutoPriceForm,
    response: returns<number>(),
  }),
  priceCalendar: endpoint({
    method: 'GET',
    path: `${DIS}/getPriceCalendar`,
    summary: 'Distribution: per-date sale price, free stock, distribution price and quota of the skus',
    perm: ['distribution_goods_view'],
    query: disCalendarQuery,
    response: returns<DisCalendar>(),
  }),
  quota: endpoint({
    method: 'POST',
    path: `${DIS}/batchInventory`,
    summary: 'Distribution: set the per-date quota of skus (never above the free stock)',
    perm: ['distribution_goods_inventory'],
    body: disQuotaForm,
    response: returns<{ cellCount: number; skipped: number }>(),
  }),
};
