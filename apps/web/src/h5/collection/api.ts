import { collStoreApi, storefrontOrderApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export type { MyCollectionRow, StoreCollection } from '@yym/contract';
export { customerToken };

/** Public calls: the tenant comes from the link; buying and 我的藏品 carry the customer's token. The page shows failures itself. */
const quiet = { noAuth: true, silent: true } as const;
const withToken = () => ({ ...quiet, headers: { 'Customer-Token': customerToken.get() ?? '' } });

export const collectionH5 = {
  list: (tenantId: string) => call(collStoreApi.list, { query: { tenantId } }, quiet),
  detail: (tenantId: string, id: string) => call(collStoreApi.detail, { query: { tenantId, id } }, quiet),
  buy: (body: BodyOf<typeof collStoreApi.buy>) => call(collStoreApi.buy, { body }, withToken()),
  mine: () => call(collStoreApi.mine, { query: { current: 1, size: 100 } }, withToken()),
  paySandbox: (code: string) => call(storefrontOrderApi.paySandbox, { body: { code } }, quiet),
};
