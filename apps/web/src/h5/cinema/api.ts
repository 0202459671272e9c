import { h5CinemaApi, storefrontOrderApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';

export type { StoreCinemaHome, StoreCinemaOrder, StoreSeatMap } from '@yym/contract';

/** Public calls: no token, the tenant comes from the link (then the order's code); the page shows the failures itself. */
const quiet = { noAuth: true, silent: true } as const;

export const storeCinemaApi = {
  home: (tenantId: string) => call(h5CinemaApi.home, { query: { tenantId } }, quiet),
  seats: (id: string, tenantId: string) => call(h5CinemaApi.seats, { query: { id, tenantId } }, quiet),
  buy: (body: BodyOf<typeof h5CinemaApi.buy>) => call(h5CinemaApi.buy, { body }, quiet),
  order: (code: string) => call(h5CinemaApi.order, { query: { code } }, quiet),
  cardApply: (body: BodyOf<typeof h5CinemaApi.cardApply>) => call(h5CinemaApi.cardApply, { body }, quiet),
  paySandbox: (code: string) => call(storefrontOrderApi.paySandbox, { body: { code } }, quiet),
};
