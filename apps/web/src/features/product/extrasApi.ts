import type { Page } from '@yym/contract';
import { http } from '../../app/http.ts';

const P = '/yym-product-api';

export interface BatchBody {
  productId: string; skuIds: string[]; startDate: string; endDate: string; weekdays?: number[];
  /** cents */
  price?: number;
  /** total stock of a date, sold included */
  stock?: number;
  dryRun?: boolean;
}
export interface BatchSummary { dateCount: number; cellCount: number; skipped: number; dates: string[] }

export interface SpecRow { id: string; name: string; price: string; originalPrice: string; needIdCard: number; remark: string | null; sort: number; status: number; productCount?: number }

export interface DisRow {
  id: string; name: string; poiName: string | null; price: string; shelfStatus: number; disModel: number; disPriceType: number; disPriceValue: string;
  distributors: { id: string; name: string }[];
}
export interface DisCalendar {
  productId: string; name: string; disModel: number; disPriceType: number; disPriceValue: number;
  skus: { skuId: string; skuName: string; defaultPrice: number;
    calendar: { date: string; salePrice: number; stock: number; sold: number; distributionPrice: number | null; quota: number | null }[] }[];
}

export const DIS_MODEL_OPTIONS = [{ value: 0, label: '不分销' }, { value: 1, label: '统一价' }, { value: 2, label: '按日历价' }];
export const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Product extras: batch changes, spec templates, distribution. */
export const extrasApi = {
  batch: (body: BatchBody) => http.post<BatchSummary>(`${P}/b/product/ticket/batch`, body),
  specPage: (params: Record<string, unknown>) => http.get<Page<SpecRow>>(`${P}/productSpecsConfig/query`, params),
  specDetail: (id: string) => http.get<SpecRow>(`${P}/productSpecsConfig/detail`, { id }),
  specSave: (row: Record<string, unknown>) => http.post(`${P}/productSpecsConfig/save`, row),
  specUpdate: (row: Record<string, unknown>) => http.post(`${P}/productSpecsConfig/update`, row),
  specRemove: (ids: string[]) => http.post(`${P}/productSpecsConfig/remove`, undefined, { ids: ids.join(',') }),
  specProducts: (params: Record<string, unknown>) => http.get<Page<Record<string, any>>>(`${P}/productSpecsConfig/productLowerPage`, params),
  skusFromSpecs: (productId: string, specIds: string[]) =>
    http.post<{ added: { id: string; name: string }[]; skipped: string[] }>(`${P}/b/product/ticket/sku/fromSpecs`, { productId, specIds }),
  distributors: () => http.get<{ id: string; name: string }[]>(`${P}/distribution/distributor/list`),
  disPage: (params: Record<string, unknown>) => http.get<Page<DisRow>>(`${P}/distribution/page`, params),
  changeModel: (productIds: string[], disModel: number) => http.post<number>(`${P}/distribution/changeModel`, { productIds, disModel }),
  autoPrice: (productIds: string[], priceType: number, priceValue: number) => http.post<number>(`${P}/distribution/batchAutoPrice`, { productIds, priceType, priceValue }),
  authorize: (productIds: string[], distributorIds: string[]) => http.post(`${P}/distribution/batchAuthorization`, { productIds, distributorIds }),
  priceCalendar: (params: { productId: string; skuId?: string; startDate?: string; endDate?: string }) => http.get<DisCalendar>(`${P}/distribution/getPriceCalendar`, params),
  batchInventory: (body: { productId: string; skuIds: string[]; startDate: string; endDate: string; weekdays?: number[]; quota: number }) =>
    http.post<{ cellCount: number; skipped: number }>(`${P}/distribution/batchInventory`, body),
};
