import { h5GoodsApi, h5HotelApi } from '@yym/contract';
import { call } from '../../app/call.ts';

/** Public calls: no token, the tenant comes from the link; the page shows the failures itself. */
const quiet = { noAuth: true, silent: true } as const;

export const shelfApi = {
  hotels: (tenantId: string, current: number) => call(h5HotelApi.list, { query: { tenantId, current, size: 10 } }, quiet),
  foods: (tenantId: string, current: number) => call(h5GoodsApi.foods, { query: { tenantId, current, size: 10 } }, quiet),
};
