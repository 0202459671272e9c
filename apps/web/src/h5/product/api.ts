import { h5ProductApi, storefrontOrderApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export type { CalendarDay, StoreProduct } from '@yym/contract';
export type PlaceBody = BodyOf<typeof storefrontOrderApi.place>;
/** One guest of a real-name order. */
export interface PlaceGuest {
  guestName: string;
  cardType: number;
  cardNum: string;
}

/** Public calls: no token, the tenant comes from the link; the page shows the failures itself. */
const quiet = { noAuth: true, silent: true } as const;

export const storeProductApi = {
  detail: (id: string, tenantId: string) => call(h5ProductApi.detail, { query: { id, tenantId } }, quiet),
  calendar: (id: string, tenantId: string, skuId?: string) => call(h5ProductApi.calendar, { query: { id, tenantId, skuId } }, quiet),
  search: (tenantId: string, keyword: string) => call(h5ProductApi.search, { query: { tenantId, keyword, current: 1, size: 20 } }, quiet),
  // A coupon is the logged-in customer's: the order then carries the customer's token.
  place: (body: PlaceBody) =>
    call(
      storefrontOrderApi.place,
      { body },
      body.couponId ? { ...quiet, headers: { 'Customer-Token': customerToken.get() ?? '' } } : quiet,
    ),
  paySandbox: (code: string) => call(storefrontOrderApi.paySandbox, { body: { code } }, quiet),
};
