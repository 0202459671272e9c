import { h5HotelApi, storefrontOrderApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';

export type { StoreHotel, StoreHotelOrder } from '@yym/contract';
export type BookBody = BodyOf<typeof h5HotelApi.book>;

/** Public calls: no token, the tenant comes from the link (then the order's code); the page shows the failures itself. */
const quiet = { noAuth: true, silent: true } as const;

export const storeHotelApi = {
  detail: (id: string, tenantId: string, checkIn: string, checkOut: string) =>
    call(h5HotelApi.detail, { query: { id, tenantId, checkIn, checkOut } }, quiet),
  book: (body: BookBody) => call(h5HotelApi.book, { body }, quiet),
  order: (code: string) => call(h5HotelApi.order, { query: { code } }, quiet),
  cancel: (code: string) => call(h5HotelApi.cancel, { body: { code } }, quiet),
  paySandbox: (code: string) => call(storefrontOrderApi.paySandbox, { body: { code } }, quiet),
};
