import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zIds } from '../schemas.ts';
import {
  changeQuery,
  freightForm,
  freightQuery,
  freightQuoteForm,
  goodsChannelForm,
  goodsForm,
  goodsQuery,
  goodsShelfForm,
  tempGoodsForm,
} from './forms.ts';
import type { ChangeRow, FreightQuote, FreightRow, GoodsRow, StoreRegion } from './rows.ts';

import { P, GOODS, FREIGHT, byId, G, CATALOGUE_READERS } from './paths.ts';

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
