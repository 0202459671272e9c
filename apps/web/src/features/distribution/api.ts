import { distributionApi, type BodyOf, type DisRow } from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export { DIS_MODEL_OPTIONS, WEEKDAY_NAMES as WEEK, type DisCalendar, type DisRow } from '@yym/contract';
export { productApi } from '../product/api.ts';

/** The tickets with their distribution model, price rule and distributors. */
export const disGoods = defineResource<DisRow>({ key: 'dis-goods', list: (query) => call(distributionApi.page, { query }) });

export const distributionCalls = {
  distributors: () => call(distributionApi.distributors, { query: {} }),
  changeModel: (productIds: string[], disModel: number) => call(distributionApi.changeModel, { body: { productIds, disModel } }),
  autoPrice: (productIds: string[], priceType: number, priceValue: number) =>
    call(distributionApi.autoPrice, { body: { productIds, priceType, priceValue } }),
  authorize: (productIds: string[], distributorIds: string[]) => call(distributionApi.authorize, { body: { productIds, distributorIds } }),
  priceCalendar: (query: { productId: string; skuId?: string; startDate?: string; endDate?: string }) =>
    call(distributionApi.priceCalendar, { query }),
  batchInventory: (body: BodyOf<typeof distributionApi.quota>) => call(distributionApi.quota, { body }),
};
