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
}

export interface CalendarDay { date: string; price: number | null; priceYuan: string | null; stock: number; allowed: boolean; bookable: boolean }

/** Public calls: no token, the tenant comes from the link. */
export const storeProductApi = {
  detail: (id: string, tenantId: string) => http.get<StoreProduct>('/yym-product-api/h5/product/detail', { id, tenantId }, { noAuth: true, silent: true }),
  calendar: (id: string, tenantId: string) => http.get<CalendarDay[]>('/yym-product-api/h5/product/calendar', { id, tenantId }, { noAuth: true, silent: true }),
};
