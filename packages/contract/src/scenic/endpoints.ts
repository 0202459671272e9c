import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zFilter, zId, zIds, zPageQuery, zInt } from '../schemas.ts';

/** A scenic spot (POI) as the API shows it. */
export interface PoiRow {
  id: string;
  name: string;
  poiType: number | null;
  level: string | null;
  image: string | null;
  images: string | null;
  province: string | null;
  city: string | null;
  address: string | null;
  lng: number | null;
  lat: number | null;
  openTime: string | null;
  phone: string | null;
  intro: string | null;
  notice: string | null;
  supplierCode: string | null;
  sort: number;
  shelfStatus: number;
  offlineRecommend: number;
  createTime: string;
  [k: string]: unknown;
}
export interface PoiOption {
  id: string;
  name: string;
  shelfStatus: number;
}
export interface SupplierCodeRow {
  id: string;
  supplierName: string;
  supplierCode: string;
  poiId: string | null;
  contact: string | null;
  phone: string | null;
  remark: string | null;
  createTime: string;
  [k: string]: unknown;
}

/** Shelf states of a scenic spot, as the list shows them. */
export const POI_SHELF_LABELS = [
  { label: '已上架', value: 1 },
  { label: '已下架', value: 0 },
];

const poiText = (max: number) => z.string().max(max).optional().nullable();

export const poiQuery = zPageQuery.extend({
  name: zFilter,
  shelfStatus: zInt().optional(),
  poiType: zInt().optional(),
});
export const poiForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, '请输入景区名称').max(100),
  poiType: zInt().optional(),
  level: poiText(20),
  image: poiText(500),
  images: poiText(5000),
  province: poiText(20),
  city: poiText(20),
  address: poiText(255),
  lng: z.coerce.number().optional().nullable(),
  lat: z.coerce.number().optional().nullable(),
  openTime: poiText(100),
  phone: poiText(30),
  intro: poiText(20000),
  notice: poiText(20000),
  supplierCode: poiText(50),
  sort: zInt().optional(),
});
export const supplierCodeQuery = zPageQuery.extend({ supplierName: zFilter, supplierCode: zFilter });
export const supplierCodeForm = z.object({
  id: zId.optional(),
  supplierName: z.string().trim().min(1, '请输入供应商名称').max(100),
  supplierCode: z.string().trim().min(1, '请输入供应商编码').max(50),
  poiId: zId.optional().nullable(),
  contact: poiText(50),
  phone: poiText(20),
  remark: poiText(255),
});

const PRD = '/yym-product-api';
const byId = z.object({ id: zId });
const byIds = z.object({ ids: zIds });

/** yym-product-api: scenic spots (POI) and supplier codes (spec 3 §7). */
export const scenicApi = {
  page: endpoint({
    method: 'GET',
    path: `${PRD}/poi/page`,
    aliases: [`${PRD}/scenic/page`],
    summary: 'Scenic spots: page',
    query: poiQuery,
    response: returns<Page<PoiRow>>(),
  }),
  options: endpoint({
    method: 'GET',
    path: `${PRD}/poi/select`,
    aliases: [`${PRD}/poi/selectPoi`],
    summary: 'Scenic spots: options',
    query: z.object({ name: zFilter }),
    response: returns<PoiOption[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${PRD}/poi/info`,
    aliases: [`${PRD}/poi/preview`],
    summary: 'Scenic spot: detail',
    query: byId,
    response: returns<PoiRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${PRD}/poi/submit`,
    aliases: [`${PRD}/scenic/submit`],
    summary: 'Scenic spot: add or update',
    body: poiForm,
    perm: ['scenic_add', 'scenic_edit'],
    response: returns<PoiRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${PRD}/poi/delete`,
    summary: 'Scenic spots: remove',
    query: byIds,
    perm: ['scenic_delete'],
    response: returns<boolean>(),
  }),
  shelves: endpoint({
    method: 'POST',
    path: `${PRD}/poi/shelves`,
    summary: 'Scenic spots: on or off shelf',
    query: z.object({ ids: zIds, status: z.coerce.number().int().min(0).max(1) }),
    perm: ['scenic_shelf'],
    response: returns<boolean>(),
  }),
  recommend: endpoint({
    method: 'POST',
    path: `${PRD}/poi/offlineRecommend/submit`,
    summary: 'Scenic spot: offline recommendation',
    perm: ['scenic_recommend'],
    body: z.object({ id: zId, offlineRecommend: z.coerce.number().int().min(0).max(1) }),
    response: returns<PoiRow>(),
  }),
  exportFile: endpoint({
    method: 'POST',
    path: `${PRD}/poi/export`,
    summary: 'Scenic spots: export xlsx',
    perm: ['scenic_export'],
    query: poiQuery.partial(),
    blob: true,
  }),
  /** Selling side: the listed scenic spots. */
  listedPage: endpoint({
    method: 'GET',
    path: `${PRD}/resource/scenic/page`,
    summary: 'Selling: listed scenic spots',
    query: poiQuery,
    response: returns<Page<PoiRow>>(),
  }),
  listedDetail: endpoint({
    method: 'GET',
    path: `${PRD}/resource/scenic/detail`,
    summary: 'Selling: scenic spot detail',
    query: z.object({ poiId: zId }),
    response: returns<PoiRow>(),
  }),
};

const SUPPLIER = `${PRD}/supplierCode`;
const supplierCodes = ['supplier_code_add', 'supplier_code_edit'];

/** yym-product-api: supplier codes. */
export const supplierCodeApi = {
  page: endpoint({
    method: 'GET',
    path: `${SUPPLIER}/page`,
    aliases: [`${SUPPLIER}/list`],
    summary: 'Supplier codes: page',
    query: supplierCodeQuery,
    response: returns<Page<SupplierCodeRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${SUPPLIER}/detail`,
    summary: 'Supplier codes: detail',
    query: byId,
    response: returns<SupplierCodeRow>(),
  }),
  info: endpoint({
    method: 'GET',
    path: `${SUPPLIER}/info`,
    summary: 'Supplier code: detail',
    query: byId,
    response: returns<SupplierCodeRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${SUPPLIER}/submit`,
    summary: 'Supplier codes: add or update',
    body: supplierCodeForm,
    perm: supplierCodes,
    response: returns<SupplierCodeRow>(),
  }),
  save: endpoint({
    method: 'POST',
    path: `${SUPPLIER}/save`,
    summary: 'Supplier codes: add',
    body: supplierCodeForm,
    perm: ['supplier_code_add'],
    response: returns<SupplierCodeRow>(),
  }),
  update: endpoint({
    method: 'POST',
    path: `${SUPPLIER}/update`,
    summary: 'Supplier codes: update',
    body: supplierCodeForm,
    perm: ['supplier_code_edit'],
    response: returns<SupplierCodeRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${SUPPLIER}/remove`,
    summary: 'Supplier codes: remove',
    query: byIds,
    perm: ['supplier_code_delete'],
    response: returns<number>(),
  }),
  delete: endpoint({
    method: 'POST',
    path: `${SUPPLIER}/delete`,
    summary: 'Supplier codes: remove',
    query: byIds,
    perm: ['supplier_code_delete'],
    response: returns<boolean>(),
  }),
};
