import { h5BlindBoxApi, storefrontOrderApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };

export type { StoreBlindBox, StoreBlindBoxOrder } from '@yym/contract';

/** Public calls: no token, the tenant comes from the link (then the order's code); the page shows the failures itself. */
const quiet = { noAuth: true, silent: true } as const;

export const storeBoxApi = {
  detail: (id: string, tenantId: string) => call(h5BlindBoxApi.detail, { query: { id, tenantId } }, quiet),
  buy: (body: BodyOf<typeof h5BlindBoxApi.buy>) => call(h5BlindBoxApi.buy, { body }, quiet),
  order: (code: string) => call(h5BlindBoxApi.order, { query: { code } }, quiet),
  mine: () => call(h5BlindBoxApi.myPrizes, {}, { ...quiet, headers: { 'Customer-Token': customerToken.get() ?? '' } }),
  paySandbox: (code: string) => call(storefrontOrderApi.paySandbox, { body: { code } }, quiet),
};
