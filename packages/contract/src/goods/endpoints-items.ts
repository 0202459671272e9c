import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIds } from '../schemas.ts';
import {
  addProductQuery,
  bundleChannelForm,
  bundleDetailForm,
  bundleInfoForm,
  bundlePartsForm,
  bundleQuery,
  bundleShelfForm,
  foodForm,
  foodQuery,
  foodRemoveForm,
  foodShelfForm,
  lineForm,
  lineQuery,
  lineRemoveForm,
  lineShelfForm,
  productListForm,
  productListQuery,
} from './forms.ts';
import type { BundlePartKind } from './forms.ts';
import type { BundleRow, FoodRow, LineRow, ListProduct, ProductListRow } from './rows.ts';

import { BUNDLE, FOOD, LINE, LIST, byId, G, CATALOGUE_READERS } from './paths.ts';

// ---------------------------------------------------------------- 组合商品

export const bundleApi = {
  page: endpoint({
    method: 'GET',
    path: `${BUNDLE}/page`,
    aliases: [`${BUNDLE}/displayAreaPage`],
    summary: 'Combined goods: page',
    query: bundleQuery,
    perm: CATALOGUE_READERS,
    response: returns<Page<BundleRow>>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${BUNDLE}/delete`,
    summary: 'Combined goods: remove (off shelf first)',
    query: z.object({ ids: zIds }),
    perm: [G.bundle.remove],
    response: returns<number>(),
  }),
  submitInfo: endpoint({
    method: 'POST',
    path: `${BUNDLE}/submitInfo`,
    summary: 'Combined goods: basic info (add or update)',
    body: bundleInfoForm,
    perm: [G.bundle.add, G.bundle.edit],
    response: returns<BundleRow>(),
  }),
  submitRelatedGoods: endpoint({
    method: 'POST',
    path: `${BUNDLE}/submitRelatedGoods`,
    summary: 'Combined goods: its parts (goods SKUs, set meals, line departures) and how many of each',
    body: bundlePartsForm,
    perm: [G.bundle.add, G.bundle.edit],
    response: returns<BundleRow>(),
  }),
  submitDetails: endpoint({
    method: 'POST',
    path: `${BUNDLE}/submitDetails`,
    summary: 'Combined goods: detail text',
    body: bundleDetailForm,
    perm: [G.bundle.add, G.bundle.edit],
    response: returns<BundleRow>(),
  }),
  infoEcho: endpoint({
    method: 'GET',
    path: `${BUNDLE}/infoEcho`,
    aliases: [`${BUNDLE}/getDetails`, `${BUNDLE}/relatedGoodsEcho`, `${BUNDLE}/channelEcho`],
    summary: 'Combined goods: everything (info, parts, detail, channels)',
    query: byId,
    perm: CATALOGUE_READERS,
    response: returns<BundleRow>(),
  }),
  updateShelve: endpoint({
    method: 'POST',
    path: `${BUNDLE}/updateShelve`,
    summary: 'Combined goods: on or off shelf',
    body: bundleShelfForm,
    perm: [G.bundle.shelf],
    response: returns<number>(),
  }),
  updateChannel: endpoint({
    method: 'POST',
    path: `${BUNDLE}/updateChannel`,
    summary: 'Combined goods: sales channels',
    body: bundleChannelForm,
    perm: [G.bundle.edit],
    response: returns<boolean>(),
  }),
  parts: endpoint({
    method: 'GET',
    path: `${BUNDLE}/partOptions`,
    summary:
      'What a bundle may be made of: goods SKUs, set meals, line departures, ticket skus, hotel rate plans, e-cards (with stock; dated ones today)',
    perm: ['combined_goods'],
    response: returns<{ partKind: BundlePartKind; partId: string; name: string; left: number; dated: boolean }[]>(),
  }),
};

// ---------------------------------------------------------------- 美食 and 线路

export const foodApi = {
  page: endpoint({
    method: 'GET',
    path: `${FOOD}/page`,
    summary: 'Food: page',
    query: foodQuery,
    perm: CATALOGUE_READERS,
    response: returns<Page<FoodRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${FOOD}/detail`,
    summary: 'Food: detail',
    query: z.object({ foodId: zId }),
    perm: CATALOGUE_READERS,
    response: returns<FoodRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${FOOD}/submit`,
    summary: 'Food: add or update',
    body: foodForm,
    perm: [G.food.add, G.food.edit],
    response: returns<FoodRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${FOOD}/remove`,
    summary: 'Food: remove (off shelf first)',
    body: foodRemoveForm,
    perm: [G.food.remove],
    response: returns<number>(),
  }),
  shelves: endpoint({
    method: 'POST',
    path: `${FOOD}/shelves`,
    summary: 'Food: on or off shelf',
    body: foodShelfForm,
    perm: [G.food.shelf],
    response: returns<number>(),
  }),
};

export const lineApi = {
  page: endpoint({
    method: 'GET',
    path: `${LINE}/page`,
    summary: 'Lines: page',
    query: lineQuery,
    perm: CATALOGUE_READERS,
    response: returns<Page<LineRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${LINE}/detail`,
    summary: 'Line: detail with itinerary and departures',
    query: byId,
    perm: CATALOGUE_READERS,
    response: returns<LineRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${LINE}/submit`,
    summary: 'Line: add or update with its departures (a departure already sold keeps at least its sold stock)',
    body: lineForm,
    perm: [G.line.add, G.line.edit],
    response: returns<LineRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${LINE}/remove`,
    summary: 'Lines: remove (off shelf first)',
    body: lineRemoveForm,
    perm: [G.line.remove],
    response: returns<number>(),
  }),
  shelves: endpoint({
    method: 'POST',
    path: `${LINE}/shelves`,
    summary: 'Lines: on or off shelf',
    body: lineShelfForm,
    perm: [G.line.shelf],
    response: returns<number>(),
  }),
};

// ---------------------------------------------------------------- 商品清单

export const productListApi = {
  listPage: endpoint({
    method: 'GET',
    path: `${LIST}/listPage`,
    summary: 'Product lists: page',
    query: productListQuery,
    perm: CATALOGUE_READERS,
    response: returns<Page<ProductListRow>>(),
  }),
  getListInfo: endpoint({
    method: 'GET',
    path: `${LIST}/getListInfo`,
    summary: 'Product list: its name and items',
    query: byId,
    perm: CATALOGUE_READERS,
    response: returns<ProductListRow>(),
  }),
  getListdetails: endpoint({
    method: 'GET',
    path: `${LIST}/getListdetails`,
    summary: "Product list: its items as the storefront shows them (on shelf only; public with tenantId for the storefront's list block)",
    auth: 'public',
    query: z.object({ id: zId, tenantId: z.string().regex(/^\d{6}$/) }),
    response: returns<ListProduct[]>(),
  }),
  getAddProduct: endpoint({
    method: 'GET',
    path: `${LIST}/getAddProduct`,
    summary: 'Product list: items that can be added (picker, by kind)',
    query: addProductQuery,
    perm: CATALOGUE_READERS,
    response: returns<Page<ListProduct>>(),
  }),
  saveProductList: endpoint({
    method: 'POST',
    path: `${LIST}/saveProductList`,
    summary: 'Product list: add or update',
    body: productListForm,
    perm: [G.goods.edit, G.bundle.edit],
    response: returns<ProductListRow>(),
  }),
  deleteProductList: endpoint({
    method: 'DELETE',
    path: `${LIST}/deleteProductList`,
    summary: 'Product list: remove',
    query: byId,
    perm: [G.goods.edit, G.bundle.edit],
    response: returns<number>(),
  }),
};
