import { http } from '../../app/http.ts';

/** The storefront's product, as the public detail call answers it (money in cents). */
export interface StoreProduct {
  id: string;
  name: string;
  image: string | null;
  images: string | null;
  detail: string | null;
  price: number;
  priceYuan: string;
  poiName: string | null;
  weekly: string;
  disDate: string;
  etPkTime: string | null;
  etPkAddress: string | null;
  costDesc: string | null;
  cancelOrderText: string | null;
  advText: string | null;
  etText: string | null;
  /** 1: one guest per ticket with name and ID card. */
  needIdCard: number;
  maxBuy: number;
  skus: { id: string; name: string; price: number; priceYuan: string }[];
}

export interface PlaceGuest { guestName: string; cardType: number; cardNum: string }
export interface PlaceBody {
  tenantId: string; productId: string; skuId?: string; touristDate: string; quantity: number; contactName: string; contactPhone: string;
  guests?: PlaceGuest[]; idempotencyKey: string;
}
export interface Placed { orderId: string; orderNo: string; code: string; totalMoney: number; orderStatus: number }

export interface CalendarDay { date: string; price: number | null; priceYuan: string | null; stock: number; allowed: boolean; bookable: boolean }

/** Public calls: no token, the tenant comes from the link. */
export const storeProductApi = {
  detail: (id: string, tenantId: string) => http.get<StoreProduct>('/yym-product-api/h5/product/detail', { id, tenantId }, { noAuth: true, silent: true }),
  calendar: (id: string, tenantId: string, skuId?: string) =>
    http.get<CalendarDay[]>('/yym-product-api/h5/product/calendar', { id, tenantId, skuId }, { noAuth: true, silent: true }),
  place: (body: PlaceBody) => http.post<Placed>('/order-api/h5/order/place', body, undefined, { noAuth: true, silent: true }),
  paySandbox: (code: string) => http.post<{ code: string; orderStatus: number }>('/order-api/h5/pay/sandbox', { code }, undefined, { noAuth: true, silent: true }),
};
