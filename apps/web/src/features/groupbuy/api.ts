import { groupBuyApi, type BodyOf, type GroupBuyActivity, type GroupBuySkuOption } from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { GroupBuyActivity, GroupBuyGoods, GroupBuySkuOption } from '@yym/contract';

export const groupBuys = defineResource<GroupBuyActivity>({
  key: 'group-buys',
  list: (query) => call(groupBuyApi.page, { body: query as BodyOf<typeof groupBuyApi.page> }),
  remove: (ids) => call(groupBuyApi.remove, { body: { ids } }),
});

/** On-shelf ticket skus for the goods picker (at most five chosen). */
export const groupBuySkus = defineResource<GroupBuySkuOption & { id: string }>({
  key: 'group-buy-skus',
  list: async (query) => {
    const p = await call(groupBuyApi.skuPage, { query });
    return { ...p, records: p.records.map((r) => ({ ...r, id: r.skuId })) };
  },
});

export const groupBuyActions = {
  info: (groupBuyId: string) => call(groupBuyApi.info, { query: { groupBuyId } }),
  goods: (groupBuyId: string) => call(groupBuyApi.goodsList, { query: { groupBuyId } }),
  submit: (body: BodyOf<typeof groupBuyApi.submit>) => call(groupBuyApi.submit, { body }),
  share: (body: BodyOf<typeof groupBuyApi.shareUpdate>) => call(groupBuyApi.shareUpdate, { body }),
  channel: (body: BodyOf<typeof groupBuyApi.channel>) => call(groupBuyApi.channel, { body }),
  copy: (groupBuyId: string) => call(groupBuyApi.copy, { body: { groupBuyId } }),
  effective: (ids: string[], status: number) => call(groupBuyApi.effective, { body: { ids, status } }),
};
