import { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIds } from '../schemas.ts';
import {
  addProductQuery,
  addressForm,
  addressUpdateForm,
  bundleChannelForm,
  bundleDetailForm,
  bundleInfoForm,
  bundlePartsForm,
  bundleQuery,
  bundleShelfForm,
  changeQuery,
  expressBatchForm,
  foodForm,
  foodQuery,
  foodRemoveForm,
  foodShelfForm,
  freightForm,
  freightQuery,
  freightQuoteForm,
  goodsChannelForm,
  goodsForm,
  goodsOrderFilters,
  goodsOrderId,
  goodsQuery,
  goodsRefundForm,
  goodsRemarkForm,
  goodsShelfForm,
  h5BundleBuyForm,
  h5FoodBuyForm,
  h5GoodsBuyForm,
  h5ItemQuery,
  h5LineBuyForm,
  h5OrderCode,
  lineForm,
  lineQuery,
  lineRemoveForm,
  lineShelfForm,
  productListForm,
  productListQuery,
  tempGoodsForm,
} from './forms.ts';
import type {
  AddressRow,
  BundleRow,
  ChangeRow,
  ExpressReport,
  FoodRow,
  FreightQuote,
  FreightRow,
  GoodsLogRow,
  GoodsOrderDetail,
  GoodsOrderRow,
  GoodsRow,
  LineRow,
  ListProduct,
  PlacedOrder,
  ProductListRow,
  StatusCount,
  StoreGoods,
  StoreGoodsOrder,
  StoreRegion,
} from './rows.ts';

const P = '/yym-product-api';
const GOODS = `${P}/goods`;
const FREIGHT = '/yym-biz-basics/freightTemplate';
const BUNDLE = `${P}/combinedGoods`;
const FOOD = `${P}/food`;
const LINE = `${P}/line`;
const LIST = `${P}/productList`;
const GO = '/order-api/goods-order';
const CO = '/order-api/combined-order';
const byId = z.object({ id: zId });

/** Button codes of the area's pages (menus-commerce.ts, menus-admin.ts). */
export const GOODS_PERMS = {
  goods: { add: 'goods_add', edit: 'goods_edit', remove: 'goods_delete', shelf: 'goods_shelf', copy: 'goods_copy', export: 'goods_export' },
  freight: { add: 'shipping_template_add', edit: 'shipping_template_edit', remove: 'shipping_template_delete' },
  bundle: { add: 'combined_goods_add', edit: 'combined_goods_edit', remove: 'combined_goods_delete', shelf: 'combined_goods_shelf' },
  food: { add: 'food_add', edit: 'food_edit', remove: 'food_delete', shelf: 'food_shelf' },
  line: { add: 'line_add', edit: 'line_edit', remove: 'line_delete', shelf: 'line_shelf' },
  order: {
    export: 'order_goods_export',
    refund: 'order_goods_refund',
    partRefund: 'order_goods_part_refund',
    remark: 'order_goods_remark',
    express: 'order_goods_express',
    close: 'order_goods_close',
    address: 'order_goods_address',
  },
} as const;
const G = GOODS_PERMS;
/** Who reads the catalogue: its own pages, the order page, the bundle and list editors. */
const CATALOGUE_READERS = ['goods', 'combined_goods', 'food', 'line', 'order_goods', 'shipping_template'];

// ---------------------------------------------------------------- 商品管理

export const goodsApi = {
  page: endpoint({
    method: 'GET',
    path: `${GOODS}/page`,
    summary: 'Goods: page',
    query: goodsQuery,
    perm: CATALOGUE_READERS,
    response: returns<Page<GoodsRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${GOODS}/detail`,
    summary: 'Goods: detail with specs and SKUs',
    query: byId,
    perm: CATALOGUE_READERS,
    response: returns<GoodsRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${GOODS}/submit`,
    summary: 'Goods: add or update with its SKUs (price, stock, weight); the change is recorded',
    body: goodsForm,
    perm: [G.goods.add, G.goods.edit],
    response: returns<GoodsRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${GOODS}/remove`,
    summary: 'Goods: remove (off shelf first)',
    query: z.object({ productIds: zIds }),
    perm: [G.goods.remove],
    response: returns<number>(),
  }),
  shelf: endpoint({
    method: 'POST',
    path: `${GOODS}/onOrOffShelf`,
    summary: 'Goods: on or off shelf',
    body: goodsShelfForm,
    perm: [G.goods.shelf],
    response: returns<number>(),
  }),
  copy: endpoint({
    method: 'POST',
    path: `${GOODS}/copy`,
    summary: 'Goods: copy (off shelf, SKUs with no stock)',
    query: byId,
    perm: [G.goods.copy],
    response: returns<GoodsRow>(),
  }),
  changeRecord: endpoint({
    method: 'GET',
    path: `${GOODS}/changeRecord/page`,
    summary: 'Change records of a goods, bundle, food or line',
    query: changeQuery,
    perm: CATALOGUE_READERS,
    response: returns<Page<ChangeRow>>(),
  }),
  getChannel: endpoint({
    method: 'GET',
    path: `${GOODS}/getChannel`,
    summary: 'Goods: its sales channels',
    query: byId,
    perm: CATALOGUE_READERS,
    response: returns<{ channels: string }>(),
  }),
  channel: endpoint({
    method: 'POST',
    path: `${GOODS}/channel`,
    summary: 'Goods: save its sales channels',
    body: goodsChannelForm,
    perm: [G.goods.edit],
    response: returns<boolean>(),
  }),
  exportFile: endpoint({
    method: 'GET',
    path: `${GOODS}/export`,
    summary: 'Goods: export (xlsx, one row per SKU)',
    query: goodsQuery,
    perm: [G.goods.export],
    blob: true,
  }),
  tempGoods: endpoint({
    method: 'POST',
    path: `${P}/tempGoods/add`,
    summary: 'Goods: quick add of a one-SKU goods (off shelf)',
    body: tempGoodsForm,
    perm: [G.goods.add],
    response: returns<GoodsRow>(),
  }),
  freightOf: endpoint({
    method: 'POST',
    path: `${P}/yunfei/findTempInfoByGoodsId`,
    summary: "Goods: its freight template and the freight to a region (public for the storefront's quote with tenantId)",
    auth: 'public',
    body: freightQuoteForm,
    response: returns<FreightQuote>(),
  }),
};

// ---------------------------------------------------------------- 运费模板

export const freightApi = {
  page: endpoint({
    method: 'GET',
    path: `${FREIGHT}/page`,
    summary: 'Freight templates: page',
    query: freightQuery,
    perm: ['shipping_template', 'goods'],
    response: returns<Page<FreightRow>>(),
  }),
  list: endpoint({
    method: 'GET',
    path: `${FREIGHT}/list`,
    summary: 'Freight templates: id and name of all (pickers)',
    perm: ['shipping_template', 'goods'],
    response: returns<{ id: string; name: string }[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${FREIGHT}/detail`,
    summary: 'Freight template: detail',
    query: byId,
    perm: ['shipping_template', 'goods'],
    response: returns<FreightRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${FREIGHT}/submit`,
    summary: 'Freight template: add or update (regions checked against the region tree)',
    body: freightForm,
    perm: [G.freight.add, G.freight.edit],
    response: returns<FreightRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${FREIGHT}/remove`,
    summary: 'Freight templates: remove (not while goods use them)',
    query: z.object({ ids: zIds }),
    perm: [G.freight.remove],
    response: returns<number>(),
  }),
  regions: endpoint({
    method: 'GET',
    path: `${FREIGHT}/regions`,
    summary: 'The region tree (provinces and their cities) for the rule pickers',
    perm: ['shipping_template', 'goods'],
    response: returns<StoreRegion[]>(),
  }),
};

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
    summary: 'What a bundle may be made of: goods SKUs, set meals, line departures (with stock)',
    perm: ['combined_goods'],
    response: returns<{ partKind: 'sku' | 'food' | 'line_date'; partId: string; name: string; left: number }[]>(),
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

// ---------------------------------------------------------------- 商品订单 (goods, bundle, food and line orders)

const O = G.order;
export const goodsOrderApi = {
  page: endpoint({
    method: 'POST',
    path: `${GO}/page`,
    summary: 'Goods orders (and bundle, food, line orders by kind): page',
    body: goodsOrderFilters,
    perm: ['order_goods'],
    response: returns<Page<GoodsOrderRow>>(),
  }),
  count: endpoint({
    method: 'POST',
    path: `${GO}/count`,
    summary: 'Goods orders: count per status tab (to ship and shipped apart)',
    body: goodsOrderFilters,
    perm: ['order_goods'],
    response: returns<StatusCount[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${GO}/detail`,
    summary: 'Goods order: detail with lines, refunds and tracking',
    query: goodsOrderId,
    perm: ['order_goods'],
    response: returns<GoodsOrderDetail>(),
  }),
  logs: endpoint({
    method: 'GET',
    path: `${GO}/logs`,
    summary: 'Goods order: status, refund and operation logs',
    query: goodsOrderId,
    perm: ['order_goods'],
    response: returns<GoodsLogRow[]>(),
  }),
  remark: endpoint({
    method: 'POST',
    path: `${GO}/remark`,
    summary: 'Goods order: merchant remark',
    body: goodsRemarkForm,
    perm: [O.remark],
    response: returns<boolean>(),
  }),
  close: endpoint({
    method: 'POST',
    path: `${GO}/close`,
    summary: 'Goods order: close an unpaid order (stock back once)',
    body: goodsOrderId,
    perm: [O.close],
    response: returns<{ orderStatus: number }>(),
  }),
  address: endpoint({
    method: 'POST',
    path: `${GO}/address/update`,
    summary: 'Goods order: change the delivery address before shipping',
    body: addressUpdateForm,
    perm: [O.address],
    response: returns<boolean>(),
  }),
  refund: endpoint({
    method: 'POST',
    path: `${GO}/refund`,
    summary: 'Goods order: refund all lines (freight included) or the chosen units; money back at once, stock back once',
    body: goodsRefundForm,
    perm: [O.refund, O.partRefund],
    response: returns<{ refundNo: string; amount: number; orderStatus: number }>(),
  }),
  expressAdd: endpoint({
    method: 'POST',
    path: `${GO}/express/batchAdd`,
    aliases: [`${GO}/express/batchUpdate`],
    summary: 'Goods orders: ship (or correct the courier and tracking number of) several orders; per-row report',
    body: expressBatchForm,
    perm: [O.express],
    response: returns<ExpressReport>(),
  }),
  expressImport: endpoint({
    method: 'POST',
    path: `${GO}/express/import`,
    summary: 'Goods orders: ship from an xlsx (order no, courier, tracking no); bad rows reported, good rows written',
    perm: [O.express],
    response: returns<ExpressReport>(),
  }),
  expressTemplate: endpoint({
    method: 'GET',
    path: `${GO}/express/template`,
    summary: 'Goods orders: the express import template (xlsx)',
    perm: [O.express],
    blob: true,
  }),
  exportFile: endpoint({
    method: 'POST',
    path: `${GO}/export`,
    summary: 'Goods orders: export (xlsx)',
    body: goodsOrderFilters,
    perm: [O.export],
    blob: true,
  }),
  outerDetail: endpoint({
    method: 'GET',
    path: '/order-api/outer/order/detail',
    summary: "Outer order: a customer's goods, bundle, food or line order by its code (public)",
    auth: 'public',
    query: h5OrderCode,
    response: returns<StoreGoodsOrder>(),
  }),
};

export const combinedOrderApi = {
  page: endpoint({
    method: 'POST',
    path: `${CO}/page`,
    summary: 'Combined orders: page',
    body: goodsOrderFilters,
    perm: ['order_goods'],
    response: returns<Page<GoodsOrderRow>>(),
  }),
  countOrderStatus: endpoint({
    method: 'GET',
    path: `${CO}/countOrderStatus`,
    summary: 'Combined orders: count per status',
    perm: ['order_goods'],
    response: returns<StatusCount[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${CO}/detail`,
    summary: 'Combined order: detail',
    query: goodsOrderId,
    perm: ['order_goods'],
    response: returns<GoodsOrderDetail>(),
  }),
  logs: endpoint({
    method: 'GET',
    path: `${CO}/logs`,
    summary: 'Combined order: logs',
    query: goodsOrderId,
    perm: ['order_goods'],
    response: returns<GoodsLogRow[]>(),
  }),
  refundLog: endpoint({
    method: 'GET',
    path: `${CO}/refundLog`,
    aliases: [`${CO}/refundDateSelect`],
    summary: 'Combined order: refund logs',
    query: goodsOrderId,
    perm: ['order_goods'],
    response: returns<GoodsLogRow[]>(),
  }),
  closeOrder: endpoint({
    method: 'GET',
    path: `${CO}/closeOrder`,
    summary: 'Combined order: close an unpaid order (parts back once)',
    query: goodsOrderId,
    perm: [O.close],
    response: returns<{ orderStatus: number }>(),
  }),
  refund: endpoint({
    method: 'POST',
    path: `${CO}/refund`,
    summary: "Combined order: refund (each part's stock back exactly once)",
    body: goodsRefundForm,
    perm: [O.refund, O.partRefund],
    response: returns<{ refundNo: string; amount: number; orderStatus: number }>(),
  }),
  exportFile: endpoint({
    method: 'POST',
    path: `${CO}/export`,
    summary: 'Combined orders: export (xlsx)',
    body: goodsOrderFilters,
    perm: [O.export],
    blob: true,
  }),
};

// ---------------------------------------------------------------- storefront

const h5 = storefrontCalls('/order-api/h5/goods');
export const h5GoodsApi = {
  goods: h5('GET', '/goods', 'Storefront: a goods on shelf with its SKUs', { query: h5ItemQuery }, returns<StoreGoods>()),
  bundle: h5('GET', '/bundle', 'Storefront: a combined goods on shelf', { query: h5ItemQuery }, returns<BundleRow>()),
  food: h5('GET', '/food', 'Storefront: a food item on shelf', { query: h5ItemQuery }, returns<FoodRow>()),
  line: h5('GET', '/line', 'Storefront: a line on shelf with its departures from today', { query: h5ItemQuery }, returns<LineRow>()),
  regions: h5('GET', '/regions', 'Storefront: provinces and cities for the address form', {}, returns<StoreRegion[]>()),
  buyGoods: h5(
    'POST',
    '/buy',
    'Storefront: buy one SKU with quantity and a delivery address (freight from the template)',
    { body: h5GoodsBuyForm },
    returns<PlacedOrder>(),
  ),
  buyBundle: h5(
    'POST',
    '/bundle/buy',
    "Storefront: buy a combined goods (every part's stock or none)",
    { body: h5BundleBuyForm },
    returns<PlacedOrder>(),
  ),
  buyFood: h5('POST', '/food/buy', 'Storefront: buy a food item', { body: h5FoodBuyForm }, returns<PlacedOrder>()),
  buyLine: h5('POST', '/line/buy', 'Storefront: book a line departure', { body: h5LineBuyForm }, returns<PlacedOrder>()),
  order: h5('GET', '/order', 'Storefront: the order by its code, with tracking', { query: h5OrderCode }, returns<StoreGoodsOrder>()),
  confirm: h5(
    'POST',
    '/order/confirm',
    'Storefront: confirm receipt of a shipped goods order',
    { body: h5OrderCode },
    returns<StoreGoodsOrder>(),
  ),
  myOrders: h5(
    'GET',
    '/orders',
    "Storefront: the logged-in customer's goods, bundle, food and line orders",
    {},
    returns<StoreGoodsOrder[]>(),
  ),
  addresses: h5('GET', '/address/list', "Storefront: the logged-in customer's saved addresses", {}, returns<AddressRow[]>()),
  saveAddress: h5(
    'POST',
    '/address/save',
    'Storefront: save a delivery address (logged-in customer)',
    { body: addressForm },
    returns<AddressRow>(),
  ),
  removeAddress: h5('POST', '/address/remove', 'Storefront: remove a saved address', { body: byId }, returns<boolean>()),
};
