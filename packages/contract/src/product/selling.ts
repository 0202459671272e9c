import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zDate, zId } from '../schemas.ts';
import { productQuery, storeSearchQuery, zTenantCode } from './forms.ts';
import type { CalendarDay, GuestRow, ProductDetail, ProductRow, SkuStockOfDate, StoreProduct, StoreProductCard } from './types.ts';

const PRD = '/yym-product-api';

/** yym-product-api resource/*: what the merchant (or a distributor) sells, read for placing orders. */
export const sellingApi = {
  products: endpoint({
    method: 'GET',
    path: `${PRD}/resource/product/list`,
    summary: 'Selling: listed products',
    query: productQuery,
    response: returns<Page<ProductRow>>(),
  }),
  product: endpoint({
    method: 'GET',
    path: `${PRD}/resource/product/detail`,
    aliases: [`${PRD}/resource/product/brief`],
    summary: 'Selling: product detail',
    query: z.object({ productId: zId }),
    response: returns<ProductDetail>(),
  }),
  confirm: endpoint({
    method: 'GET',
    path: `${PRD}/resource/order/confirm`,
    summary: 'Selling: what can be booked on a date',
    query: z.object({ productId: zId, touristDate: zDate }),
    response: returns<{ product: ProductDetail; touristDate: string; bookable: boolean; skus: SkuStockOfDate[] }>(),
  }),
  stockOfDate: endpoint({
    method: 'GET',
    path: `${PRD}/resource/order/inventory`,
    summary: 'Selling: stock of a date',
    query: z.object({ productId: zId, touristDate: zDate, tenantId: z.string().optional() }),
    response: returns<SkuStockOfDate[]>(),
  }),
  checkIdentity: endpoint({
    method: 'GET',
    path: `${PRD}/resource/validator/checkIdentityOrPhone`,
    summary: 'Selling: check an ID card or phone number',
    query: z.object({ type: z.enum(['identity', 'phone', '1', '2']).default('identity'), value: z.string().max(30).default('') }),
    response: returns<{ valid: boolean; msg: string }>(),
  }),
  guestTemplate: endpoint({
    method: 'GET',
    path: `${PRD}/resource/template/download`,
    summary: 'Selling: guest list template (xlsx)',
    blob: true,
  }),
  guestUpload: endpoint({
    method: 'POST',
    path: `${PRD}/resource/template/upload`,
    summary: 'Selling: read a filled guest list (xlsx body) and check each row',
    perm: ['order_scenic_place'],
    response: returns<GuestRow[]>(),
  }),
};

/** The storefront's public product reads (no token: the tenant comes from the link). */
export const h5ProductApi = {
  detail: endpoint({
    method: 'GET',
    path: `${PRD}/h5/product/detail`,
    summary: 'Storefront: product detail (on shelf only)',
    auth: 'public',
    query: z.object({ id: zId, tenantId: zTenantCode }),
    response: returns<StoreProduct>(),
  }),
  calendar: endpoint({
    method: 'GET',
    path: `${PRD}/h5/product/calendar`,
    summary: 'Storefront: price and stock of the next 60 days (on shelf only)',
    auth: 'public',
    query: z.object({ id: zId, tenantId: zTenantCode, skuId: zId.optional() }),
    response: returns<CalendarDay[]>(),
  }),
  search: endpoint({
    method: 'GET',
    path: `${PRD}/h5/product/search`,
    summary: "Storefront: the tenant's tickets on shelf whose name holds the words (the home page's search box)",
    auth: 'public',
    query: storeSearchQuery,
    response: returns<Page<StoreProductCard>>(),
  }),
};
