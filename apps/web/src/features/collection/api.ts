import { collectionApi, collOrderApi, type BodyOf, type CollectionRow, type CollOrderRow, type QueryOf } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { CollChain, CollectionRow, CollOrderDetail, CollOrderRow, CollStateCount } from '@yym/contract';

/**
 * 数字藏品: a product is saved in its three parts (基础信息, 藏品展示, 发售规则), one call each, in that
 * order: a new one gets its id from the first.
 */
async function save(row: Partial<CollectionRow>) {
  const info = await call(collectionApi.submitInfo, { body: row as BodyOf<typeof collectionApi.submitInfo> });
  const id = info.id;
  await call(collectionApi.submitShow, { body: { ...row, id } as BodyOf<typeof collectionApi.submitShow> });
  return call(collectionApi.submitRule, { body: { ...row, id } as BodyOf<typeof collectionApi.submitRule> });
}

export const collections = defineResource<CollectionRow>({
  key: 'collections',
  list: (query) => call(collectionApi.page, { query: query as QueryOf<typeof collectionApi.page> }),
  detail: (id) => call(collectionApi.infoDetail, { query: { id } }),
  add: save,
  update: save,
  remove: (ids) => call(collectionApi.remove, { query: { ids: idList(ids) } }),
});

export const collectionCalls = {
  chains: () => call(collectionApi.chains, {}),
  cochain: (id: string) => call(collectionApi.cochain, { body: { id } }),
  racking: (id: string, status: number) => call(collectionApi.racking, { body: { id, status } }),
  preview: (id: string) => call(collectionApi.preview, { query: { id } }),
  download: (id: string, size: number) => call(collectionApi.download, { query: { id, size } }) as Promise<Blob>,
  updateChannel: (id: string, channels: string[]) => call(collectionApi.updateChannel, { body: { id, channels } }),
};

export const collOrders = defineResource<CollOrderRow>({
  key: 'collection-orders',
  list: (query) => call(collOrderApi.page, { query: query as QueryOf<typeof collOrderApi.page> }),
});

export const collOrderCalls = {
  detail: (orderId: string) => call(collOrderApi.detail, { query: { orderId } }),
  counts: (query: QueryOf<typeof collOrderApi.typeCount>) => call(collOrderApi.typeCount, { query }),
  cancel: (orderId: string) => call(collOrderApi.cancel, { body: { orderId } }),
  grant: (orderId: string) => call(collOrderApi.grant, { body: { orderId } }),
  refund: (orderId: string, reason?: string) => call(collOrderApi.refund, { body: { orderId, reason } }),
};
