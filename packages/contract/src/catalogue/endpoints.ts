import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zCents, zFilter, zId, zIds, zPageQuery, zInt } from '../schemas.ts';

/** A product category; the tree answers carry children and the goods count of the whole branch. */
export interface ClassifyRow {
  id: string;
  parentId: string;
  name: string;
  type: number;
  level: number;
  icon: string | null;
  isDisplay: number;
  sort: number;
  goodsCount: number;
  children?: ClassifyRow[];
  [k: string]: unknown;
}
export interface LabelRow {
  id: string;
  name: string;
  color: string | null;
  sort: number;
  [k: string]: unknown;
}
export interface SpecRow {
  id: string;
  name: string;
  price: string;
  originalPrice: string;
  needIdCard: number;
  remark: string | null;
  sort: number;
  status: number;
  productCount?: number;
  [k: string]: unknown;
}
/** A product made (through its skus) from a spec template. */
export interface SpecProductRow {
  id: string;
  name: string;
  price: string;
  shelfStatus: number;
  spuType: number;
  poiName: string | null;
  skuNames: string[];
}

const catalogueText = (max: number) => z.string().max(max).optional().nullable();

export const classifyForm = z.object({
  id: zId.optional(),
  parentId: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => String(v ?? '0') || '0'),
  name: z.string().trim().min(1, '请输入分类名称').max(50),
  type: z.coerce.number().int().min(1).max(99).default(1),
  icon: catalogueText(500),
  isDisplay: z.coerce.number().int().min(0).max(1).default(1),
  sort: zInt().default(0),
});
export const labelForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, '请输入标签名称').max(30),
  color: catalogueText(20),
  sort: zInt().optional(),
});
export const specQuery = zPageQuery.extend({ name: zFilter, status: z.coerce.number().int().min(0).max(1).optional() });
export const specForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, '请输入规格名称').max(50, '规格名称不能超过50个字符'),
  price: zCents.default(0),
  originalPrice: zCents.optional(),
  needIdCard: z.coerce.number().int().min(0).max(1).default(0),
  remark: z.string().max(255).optional().nullable(),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

const CLASSIFY = '/yym-product-api/productClassify';
const LABEL = '/yym-product-api/product/label';
const SPECS = '/yym-product-api/productSpecsConfig';
const byId = z.object({ id: zId });
const byIds = z.object({ ids: zIds });

/** yym-product-api: categories (productClassify). */
export const classifyApi = {
  ofType: endpoint({
    method: 'GET',
    path: `${CLASSIFY}/selectList`,
    summary: 'Categories of a type',
    query: z.object({ type: zInt().optional() }),
    response: returns<ClassifyRow[]>(),
  }),
  children: endpoint({
    method: 'GET',
    path: `${CLASSIFY}/selectChildrenList`,
    summary: 'Child categories',
    query: z.object({ parentId: zId.optional(), id: zId.optional() }),
    response: returns<ClassifyRow[]>(),
  }),
  tree: endpoint({
    method: 'GET',
    path: `${CLASSIFY}/selectAllTypeList`,
    aliases: [`${CLASSIFY}/selectTypeList`],
    summary: 'Category tree with goods counts',
    response: returns<ClassifyRow[]>(),
  }),
  titles: endpoint({
    method: 'GET',
    path: `${CLASSIFY}/titleList`,
    summary: 'Top-level category names',
    response: returns<ClassifyRow[]>(),
  }),
  poiParents: endpoint({
    method: 'GET',
    path: `${CLASSIFY}/getPoiParentCategory`,
    summary: 'Top-level categories (POI parent types)',
    response: returns<ClassifyRow[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${CLASSIFY}/detail`,
    summary: 'Category detail',
    query: byId,
    response: returns<ClassifyRow>(),
  }),
  show: endpoint({
    method: 'GET',
    path: `${CLASSIFY}/changeIsShow`,
    summary: 'Category: show or hide',
    perm: ['product_classify_show'],
    query: z.object({ id: zId, isDisplay: z.coerce.number().int().min(0).max(1) }),
    response: returns<ClassifyRow>(),
  }),
  save: endpoint({
    method: 'POST',
    path: `${CLASSIFY}/save`,
    summary: 'Category: add',
    body: classifyForm,
    perm: ['product_classify_add'],
    response: returns<ClassifyRow>(),
  }),
  update: endpoint({
    method: 'POST',
    path: `${CLASSIFY}/update`,
    summary: 'Category: update',
    body: classifyForm,
    perm: ['product_classify_edit'],
    response: returns<ClassifyRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${CLASSIFY}/remove`,
    summary: 'Categories: remove',
    query: byIds,
    perm: ['product_classify_delete'],
    response: returns<boolean>(),
  }),
  transferGoods: endpoint({
    method: 'POST',
    path: `${CLASSIFY}/transferGoods`,
    summary: 'Category: move its goods to another',
    perm: ['product_classify_transfer'],
    body: z.object({ fromId: zId, toId: zId, productIds: z.array(zId).optional() }),
    response: returns<number>(),
  }),
};

/** yym-product-api: product labels. */
export const labelApi = {
  list: endpoint({ method: 'GET', path: `${LABEL}/list`, summary: 'Product labels', response: returns<LabelRow[]>() }),
  add: endpoint({
    method: 'POST',
    path: `${LABEL}/add`,
    summary: 'Product label: add',
    body: labelForm,
    perm: ['product_label_add'],
    response: returns<LabelRow>(),
  }),
  update: endpoint({
    method: 'POST',
    path: `${LABEL}/update`,
    summary: 'Product label: update',
    body: labelForm,
    perm: ['product_label_edit'],
    response: returns<LabelRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${LABEL}/delete`,
    summary: 'Product labels: remove',
    query: byIds,
    perm: ['product_label_delete'],
    response: returns<boolean>(),
  }),
};

/** yym-product-api: spec templates (the skus a ticket can be made from). */
export const specApi = {
  page: endpoint({
    method: 'GET',
    path: `${SPECS}/query`,
    summary: 'Spec templates: page',
    query: specQuery,
    perm: ['product_specs_view', 'product_ticket_inventory'],
    response: returns<Page<SpecRow>>(),
  }),
  detail: endpoint({ method: 'GET', path: `${SPECS}/detail`, summary: 'Spec template: detail', query: byId, response: returns<SpecRow>() }),
  products: endpoint({
    method: 'GET',
    path: `${SPECS}/productLowerPage`,
    summary: 'Spec template: products using it (page)',
    query: zPageQuery.extend({ id: zId, name: zFilter }),
    response: returns<Page<SpecProductRow>>(),
  }),
  save: endpoint({
    method: 'POST',
    path: `${SPECS}/save`,
    summary: 'Spec template: add',
    perm: ['product_specs_add'],
    body: specForm,
    response: returns<SpecRow>(),
  }),
  update: endpoint({
    method: 'POST',
    path: `${SPECS}/update`,
    summary: 'Spec template: update',
    perm: ['product_specs_edit'],
    body: specForm,
    response: returns<SpecRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${SPECS}/remove`,
    summary: 'Spec templates: remove (skus made from them keep their values)',
    perm: ['product_specs_delete'],
    query: byIds,
    response: returns<number>(),
  }),
};
