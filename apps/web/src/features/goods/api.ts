import {
  bundleApi,
  foodApi,
  freightApi,
  goodsApi,
  goodsOrderApi,
  lineApi,
  type BodyOf,
  type BundleRow,
  type FoodRow,
  type FreightRow,
  type GoodsOrderRow,
  type GoodsRow,
  type LineRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type {
  BundleRow,
  FoodRow,
  FreightRow,
  GoodsOrderDetail,
  GoodsOrderRow,
  GoodsRow,
  LineRow,
  ProductListRow,
  StoreRegion,
} from '@yym/contract';

export const goods = defineResource<GoodsRow>({
  key: 'goods',
  list: (query) => call(goodsApi.page, { query }),
  detail: (id) => call(goodsApi.detail, { query: { id } }),
  add: (row) => call(goodsApi.submit, { body: row as BodyOf<typeof goodsApi.submit> }),
  update: (row) => call(goodsApi.submit, { body: row as BodyOf<typeof goodsApi.submit> }),
  remove: (ids) => call(goodsApi.remove, { query: { productIds: idList(ids) } }),
  exportFile: (query) => call(goodsApi.exportFile, { query }) as Promise<Blob>,
});
export const goodsActions = {
  shelf: (ids: string[], status: number) => call(goodsApi.shelf, { body: { productIds: ids, status } }),
  copy: (id: string) => call(goodsApi.copy, { query: { id } }),
  changes: (id: string, kind: 'goods' | 'bundle' | 'food' | 'line' = 'goods') =>
    call(goodsApi.changeRecord, { query: { id, kind, size: 50 } }),
};

export const freights = defineResource<FreightRow>({
  key: 'goods-freight',
  list: (query) => call(freightApi.page, { query }),
  detail: (id) => call(freightApi.detail, { query: { id } }),
  add: (row) => call(freightApi.submit, { body: row as BodyOf<typeof freightApi.submit> }),
  update: (row) => call(freightApi.submit, { body: row as BodyOf<typeof freightApi.submit> }),
  remove: (ids) => call(freightApi.remove, { query: { ids: idList(ids) } }),
});
export const freightActions = {
  options: () => call(freightApi.list),
  regions: () => call(freightApi.regions),
};

export const bundles = defineResource<BundleRow>({
  key: 'goods-bundles',
  list: (query) => call(bundleApi.page, { query }),
  detail: (id) => call(bundleApi.infoEcho, { query: { id } }),
  add: (row) => call(bundleApi.submitInfo, { body: row as BodyOf<typeof bundleApi.submitInfo> }),
  update: (row) => call(bundleApi.submitInfo, { body: row as BodyOf<typeof bundleApi.submitInfo> }),
  remove: (ids) => call(bundleApi.remove, { query: { ids: idList(ids) } }),
});
export const bundleActions = {
  shelf: (ids: string[], status: number) => call(bundleApi.updateShelve, { body: { ids, status } }),
  parts: (body: BodyOf<typeof bundleApi.submitRelatedGoods>) => call(bundleApi.submitRelatedGoods, { body }),
  options: () => call(bundleApi.parts),
};

export const foods = defineResource<FoodRow>({
  key: 'goods-food',
  list: (query) => call(foodApi.page, { query }),
  detail: (id) => call(foodApi.detail, { query: { foodId: id } }),
  add: (row) => call(foodApi.submit, { body: row as BodyOf<typeof foodApi.submit> }),
  update: (row) => call(foodApi.submit, { body: row as BodyOf<typeof foodApi.submit> }),
  remove: (ids) => call(foodApi.remove, { body: { foodIds: ids } }),
});
export const foodActions = { shelf: (ids: string[], status: number) => call(foodApi.shelves, { body: { foodIds: ids, status } }) };

export const lines = defineResource<LineRow>({
  key: 'goods-lines',
  list: (query) => call(lineApi.page, { query }),
  detail: (id) => call(lineApi.detail, { query: { id } }),
  add: (row) => call(lineApi.submit, { body: row as BodyOf<typeof lineApi.submit> }),
  update: (row) => call(lineApi.submit, { body: row as BodyOf<typeof lineApi.submit> }),
  remove: (ids) => call(lineApi.remove, { body: { lineIds: ids } }),
});
export const lineActions = { shelf: (ids: string[], status: number) => call(lineApi.shelves, { body: { lineIds: ids, status } }) };

type OrderFilters = BodyOf<typeof goodsOrderApi.page>;
export const goodsOrders = defineResource<GoodsOrderRow>({
  key: 'goods-orders',
  list: (body) => call(goodsOrderApi.page, { body: body as OrderFilters }),
  exportFile: (body) => call(goodsOrderApi.exportFile, { body: body as OrderFilters }) as Promise<Blob>,
});
export const orderActions = {
  counts: (body: OrderFilters) => call(goodsOrderApi.count, { body }),
  detail: (orderId: string) => call(goodsOrderApi.detail, { query: { orderId } }),
  logs: (orderId: string) => call(goodsOrderApi.logs, { query: { orderId } }),
  remark: (orderId: string, remark: string) => call(goodsOrderApi.remark, { body: { orderId, remark } }),
  close: (orderId: string) => call(goodsOrderApi.close, { body: { orderId } }),
  address: (body: BodyOf<typeof goodsOrderApi.address>) => call(goodsOrderApi.address, { body }),
  refund: (orderId: string, guestIds?: string[]) =>
    call(goodsOrderApi.refund, {
      body: { orderId, guestIds, idempotencyKey: `gr-${orderId}-${(guestIds ?? ['all']).join('.')}-${Date.now()}` },
    }),
  ship: (rows: BodyOf<typeof goodsOrderApi.expressAdd>['rows']) => call(goodsOrderApi.expressAdd, { body: { rows } }),
  importFile: (file: Blob) => call(goodsOrderApi.expressImport, { body: file as never }),
  template: () => call(goodsOrderApi.expressTemplate) as Promise<Blob>,
  regions: () => call(freightApi.regions),
};
