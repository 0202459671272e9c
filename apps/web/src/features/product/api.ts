import type { Page } from '@yym/contract';
import { http } from '../../app/http.ts';

export interface ProductRow {
  id: string; name: string; poiId: string | null; poiName: string | null; classifyId: string | null; classifyName: string | null; spuType: number;
  price: string; originalPrice: string; shelfStatus: number; labels: string[]; labelIds: string[]; weekly: string; disDate: string;
  needConfirm: number; needIdCard: number; maxBuy: number; refundRule: number; expireRule: number; createTime: string; [k: string]: unknown;
}
export interface Sku { id: string; name: string; price: string; originalPrice: string; calendar: { skuId: string; playDate: string; price: string; stock: number; sold: number }[] }

const P = '/yym-product-api';
export const productApi = {
  page: (params: Record<string, unknown>) => http.get<Page<ProductRow>>(`${P}/b/product/page`, { spuType: 1, ...params }),
  detail: (id: string) => http.get<ProductRow>(`${P}/b/product/detail`, { id }),
  saveInfo: (body: Record<string, unknown>) => http.post<ProductRow>(`${P}/b/product/ticket/info/save`, body),
  saveRule: (body: Record<string, unknown>) => http.post(`${P}/b/product/ticket/rule/save`, body),
  inventory: (id: string) => http.get<{ id: string; skus: Sku[] }>(`${P}/b/product/ticket/inventory`, { id }),
  saveInventory: (body: Record<string, unknown>) => http.post<{ skuIds: string[]; days: number }>(`${P}/b/product/ticket/inventory/save`, body),
  shelf: (ids: string[], status: 0 | 1) => http.post(`${P}/b/product/onOrOffShelf`, undefined, { productIds: ids.join(','), status }),
  copy: (id: string) => http.post(`${P}/b/product/copy`, undefined, { id }),
  remove: (ids: string[]) => http.post(`${P}/b/product/remove`, undefined, { productIds: ids.join(',') }),
  pois: () => http.get<{ id: string; name: string }[]>(`${P}/poi/select`),
  classifies: () => http.get<{ id: string; name: string; children: unknown[] }[]>(`${P}/productClassify/selectAllTypeList`),
  labels: () => http.get<{ id: string; name: string }[]>(`${P}/product/label/list`),
  poiPage: (params: Record<string, unknown>) => http.get<Page<Record<string, any>>>(`${P}/poi/page`, params),
  poiSubmit: (row: Record<string, unknown>) => http.post(`${P}/poi/submit`, row),
  poiRemove: (ids: string[]) => http.post(`${P}/poi/delete`, undefined, { ids: ids.join(',') }),
  poiDetail: (id: string) => http.get<Record<string, any>>(`${P}/poi/info`, { id }),
  poiExport: (params: Record<string, unknown>) => http.post<Blob>(`${P}/poi/export`, undefined, params, { blob: true }),
  poiShelf: (ids: string[], status: 0 | 1) => http.post(`${P}/poi/shelves`, undefined, { ids: ids.join(','), status }),
  poiRecommend: (id: string, offlineRecommend: 0 | 1) => http.post(`${P}/poi/offlineRecommend/submit`, { id, offlineRecommend }),
};
