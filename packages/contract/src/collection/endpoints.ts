import { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import type {
  CollBought,
  CollChain,
  CollectionRow,
  CollOrderDetail,
  CollOrderRow,
  CollPreview,
  CollStateCount,
  MyCollectionRow,
  StoreCollection,
} from './rows.ts';
import { zIds, zPageQuery } from '../schemas.ts';
import { zShopTenant } from '../marketing/integral.ts';
import {
  collBuyForm,
  collChannelForm,
  collDownloadQuery,
  collIdBody,
  collInfoForm,
  collOrderAction,
  collOrderIdQuery,
  collOrderQuery,
  collQuery,
  collRackingForm,
  collRuleForm,
  collShowForm,
} from './forms.ts';

/** Button codes of 数字藏品 (menus-commerce.ts: code `digital_collection`, SHELF); its orders live on the same page. */
export const COLLECTION_PERMS = {
  menu: 'digital_collection',
  add: 'digital_collection_add',
  edit: 'digital_collection_edit',
  remove: 'digital_collection_delete',
  view: 'digital_collection_view',
  export: 'digital_collection_export',
  shelf: 'digital_collection_shelf',
} as const;
const P = COLLECTION_PERMS;
const READ = [P.menu, P.view, P.add, P.edit];
const CP = '/yym-product-api/b/culturalProduct';
const get = <Q extends z.ZodType | undefined, R>(path: string, summary: string, query: Q, response: z.ZodType<R>) =>
  endpoint({ method: 'GET', path: `${CP}${path}`, summary, query, perm: READ, response });

/** yym-product-api/b/culturalProduct: 数字藏品, the spec's cultural product calls. */
export const collectionApi = {
  page: get('/page', 'Cultural products: page', collQuery, returns<Page<CollectionRow>>()),
  infoDetail: get('/infoDetail', 'Cultural product: basic info', collIdBody, returns<CollectionRow>()),
  showDetail: get('/showDetail', 'Cultural product: showcase (artwork, description, creator)', collIdBody, returns<CollectionRow>()),
  ruleDetail: get(
    '/ruleDetail',
    'Cultural product: sale rules (edition, limit, sale time, price, chain)',
    collIdBody,
    returns<CollectionRow>(),
  ),
  chains: get('/chainConfg/list', 'Cultural products: the chains a product may be minted on', undefined, returns<CollChain[]>()),
  submitInfo: endpoint({
    method: 'POST',
    path: `${CP}/submitInfo`,
    summary: 'Cultural product: add (no id) or update the basic info',
    body: collInfoForm,
    perm: [P.add, P.edit],
    response: returns<CollectionRow>(),
  }),
  submitShow: endpoint({
    method: 'POST',
    path: `${CP}/submitShow`,
    summary: 'Cultural product: save the showcase',
    body: collShowForm,
    perm: [P.add, P.edit],
    response: returns<CollectionRow>(),
  }),
  submitRule: endpoint({
    method: 'POST',
    path: `${CP}/submitRule`,
    summary: 'Cultural product: save the sale rules',
    body: collRuleForm,
    perm: [P.add, P.edit],
    response: returns<CollectionRow>(),
  }),
  cochain: endpoint({
    method: 'POST',
    path: `${CP}/cochain`,
    summary: 'Cultural product: mint the edition on its chain',
    body: collIdBody,
    perm: [P.edit],
    response: returns<CollectionRow>(),
  }),
  racking: endpoint({
    method: 'POST',
    path: `${CP}/racking`,
    summary: 'Cultural product: shelf on (1) or off (0)',
    body: collRackingForm,
    perm: [P.shelf],
    response: returns<CollectionRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${CP}/remove`,
    summary: 'Cultural products: delete (off shelf, without orders)',
    query: z.object({ ids: zIds }),
    perm: [P.remove],
    response: returns<number>(),
  }),
  preview: endpoint({
    method: 'POST',
    path: `${CP}/preview`,
    summary: 'Cultural product: the storefront link to preview',
    query: collIdBody,
    perm: READ,
    response: returns<CollPreview>(),
  }),
  download: endpoint({
    method: 'POST',
    path: `${CP}/download`,
    summary: 'Cultural product: the artwork at the asked size (PNG resized; px of the longer side)',
    query: collDownloadQuery,
    perm: READ,
    blob: true,
    response: returns<unknown>(),
  }),
  updateChannel: endpoint({
    method: 'POST',
    path: `${CP}/updateChannel`,
    summary: 'Cultural product: the sale channels',
    body: collChannelForm,
    perm: [P.edit],
    response: returns<CollectionRow>(),
  }),
};

const CO = '/order-api/collection/order';
/** order-api/collection/order: 藏品订单, a tab of the 数字藏品 page. */
export const collOrderApi = {
  typeCount: endpoint({
    method: 'GET',
    path: `${CO}/type/count`,
    summary: 'Collection orders: count by state',
    query: collOrderQuery.omit({ current: true, size: true, state: true }),
    perm: READ,
    response: returns<CollStateCount[]>(),
  }),
  page: endpoint({
    method: 'GET',
    path: `${CO}/page`,
    summary: 'Collection orders: page',
    query: collOrderQuery,
    perm: READ,
    response: returns<Page<CollOrderRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${CO}/detail`,
    summary: 'Collection order: detail with its tokens',
    query: collOrderIdQuery,
    perm: READ,
    response: returns<CollOrderDetail>(),
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${CO}/cancel`,
    summary: 'Collection order: cancel (unpaid)',
    body: collOrderAction,
    perm: [P.edit],
    response: returns<CollOrderDetail>(),
  }),
  grant: endpoint({
    method: 'POST',
    path: `${CO}/grant`,
    summary: 'Collection order: grant the tokens again (paid, grant failed)',
    body: collOrderAction,
    perm: [P.edit],
    response: returns<CollOrderDetail>(),
  }),
  refund: endpoint({
    method: 'POST',
    path: `${CO}/refund`,
    summary: 'Collection order: refund (paid, not yet granted) through the refund path',
    body: collOrderAction,
    perm: [P.edit],
    response: returns<CollOrderDetail>(),
  }),
};

const h5 = storefrontCalls('/yym-product-api/h5/collection');
/** The storefront's 数字藏品: the collections on sale, one collection, the purchase and my collections (customer token). */
export const collStoreApi = {
  list: h5('GET', '/list', 'Storefront: collections on sale', { query: z.object({ tenantId: zShopTenant }) }, returns<StoreCollection[]>()),
  detail: h5(
    'GET',
    '/detail',
    'Storefront: one collection',
    { query: z.object({ tenantId: zShopTenant, id: collIdBody.shape.id }) },
    returns<StoreCollection>(),
  ),
  buy: h5('POST', '/buy', 'Storefront: buy editions (customer token)', { body: collBuyForm }, returns<CollBought>()),
  mine: h5('GET', '/mine', "Storefront: the customer's collections", { query: zPageQuery }, returns<Page<MyCollectionRow>>()),
};
