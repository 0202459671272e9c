import { goodsApi, h5GoodsApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };

export type { AddressRow, BundleRow, FoodRow, LineRow, StoreGoods, StoreGoodsOrder, StoreRegion } from '@yym/contract';

/** Public calls: no token, the tenant comes from the link (then the order's code); the page shows the failures itself. */
const quiet = { noAuth: true, silent: true } as const;
/** The logged-in customer's token in its own header (when there is one): saved addresses, and the order is theirs. */
const asCustomer = () => {
  const token = customerToken.get();
  return token ? { ...quiet, headers: { 'Customer-Token': token } } : quiet;
};

export const storeGoodsApi = {
  goods: (id: string, tenantId: string) => call(h5GoodsApi.goods, { query: { id, tenantId } }, quiet),
  bundle: (id: string, tenantId: string) => call(h5GoodsApi.bundle, { query: { id, tenantId } }, quiet),
  food: (id: string, tenantId: string) => call(h5GoodsApi.food, { query: { id, tenantId } }, quiet),
  line: (id: string, tenantId: string) => call(h5GoodsApi.line, { query: { id, tenantId } }, quiet),
  regions: () => call(h5GoodsApi.regions, {}, quiet),
  quote: (body: BodyOf<typeof goodsApi.freightOf>) => call(goodsApi.freightOf, { body }, quiet),
  buyGoods: (body: BodyOf<typeof h5GoodsApi.buyGoods>) => call(h5GoodsApi.buyGoods, { body }, asCustomer()),
  addresses: () => call(h5GoodsApi.addresses, {}, asCustomer()),
  saveAddress: (body: BodyOf<typeof h5GoodsApi.saveAddress>) => call(h5GoodsApi.saveAddress, { body }, asCustomer()),
  buyBundle: (body: BodyOf<typeof h5GoodsApi.buyBundle>) => call(h5GoodsApi.buyBundle, { body }, quiet),
  buyFood: (body: BodyOf<typeof h5GoodsApi.buyFood>) => call(h5GoodsApi.buyFood, { body }, quiet),
  buyLine: (body: BodyOf<typeof h5GoodsApi.buyLine>) => call(h5GoodsApi.buyLine, { body }, quiet),
  order: (code: string) => call(h5GoodsApi.order, { query: { code } }, quiet),
  confirm: (code: string) => call(h5GoodsApi.confirm, { body: { code } }, quiet),
};
