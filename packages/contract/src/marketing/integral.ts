import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zFilter, zId, zIds, zPageQuery } from '../schemas.ts';
import { MARKETING_MSG as M } from './messages.ts';

const int = (min: number, max: number, msg: string) => z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);
export const zShopTenant = z.string().regex(/^\d{6}$/, MSG.paramInvalid);

/** An integral item (积分商品): what a customer gets for points. */
export const integralItemForm = z.object({
  name: z.string({ error: M.itemNameRequired }).trim().min(1, M.itemNameRequired).max(50, M.itemNameMax),
  image: z.string({ error: M.itemImageRequired }).trim().min(1, M.itemImageRequired).max(500),
  pointsPrice: int(1, 99_999_999, M.pointsPriceRange),
  stock: int(0, 9_999_999, M.stockRange),
  perLimit: int(0, 9999, M.perLimitRange).default(0),
  shelfStatus: z.coerce.number().int().min(0).max(1).default(0),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  description: z.string().max(5000).optional().default(''),
});
export const integralItemUpdate = integralItemForm.extend({ id: zId });
export const integralItemQuery = zPageQuery.extend({ name: zFilter, shelfStatus: z.coerce.number().int().min(0).max(1).optional() });
export const integralDetailQuery = zPageQuery.extend({ itemName: zFilter, phone: zFilter, itemId: zId.optional() });
export const integralSubmitForm = z.object({ itemId: zId, quantity: int(1, 99, M.quantityRange).default(1) });

export const SHELF_LABELS: Record<number, string> = { 0: '已下架', 1: '已上架' };

export interface IntegralItemRow {
  id: string;
  name: string;
  image: string;
  pointsPrice: number;
  stock: number;
  exchanged: number;
  perLimit: number;
  shelfStatus: number;
  sort: number;
  description: string | null;
  createTime?: string;
  [k: string]: unknown;
}
export interface IntegralExchangeRow {
  id: string;
  exchangeNo: string;
  itemId: string;
  itemName: string;
  itemImage: string | null;
  customerId: string;
  customerPhone: string;
  quantity: number;
  points: number;
  createTime: string;
  [k: string]: unknown;
}
export interface IntegralExchanged extends IntegralExchangeRow {
  /** The customer's points after the exchange. */
  pointsLeft: number;
}

/** Button codes of 积分商城 (menus-business.ts: code `point`, CRUD). */
export const POINT_PERMS = { menu: 'point', add: 'point_add', edit: 'point_edit', remove: 'point_delete', view: 'point_view' } as const;
const READ = [POINT_PERMS.menu, POINT_PERMS.view, POINT_PERMS.add, POINT_PERMS.edit];
const IP = '/yym-marketing-api/integral';
const H5 = '/yym-marketing-api/h5/integral';

/** yym-marketing-api/integral: the points mall's items and exchange records. */
export const integralApi = {
  page: endpoint({
    method: 'GET',
    path: `${IP}/product/page`,
    summary: 'Integral items: page',
    query: integralItemQuery,
    perm: READ,
    response: returns<Page<IntegralItemRow>>(),
  }),
  list: endpoint({
    method: 'GET',
    path: `${IP}/product/list`,
    summary: 'Integral items on shelf (selectors)',
    query: z.object({ name: zFilter }),
    perm: READ,
    response: returns<IntegralItemRow[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${IP}/product/detail`,
    summary: 'Integral item: detail',
    query: z.object({ id: zId }),
    perm: READ,
    response: returns<IntegralItemRow>(),
  }),
  save: endpoint({
    method: 'POST',
    path: `${IP}/product/save`,
    summary: 'Integral item: add',
    body: integralItemForm,
    perm: [POINT_PERMS.add],
    response: returns<IntegralItemRow>(),
  }),
  update: endpoint({
    method: 'POST',
    path: `${IP}/product/update`,
    summary: 'Integral item: update',
    body: integralItemUpdate,
    perm: [POINT_PERMS.edit],
    response: returns<IntegralItemRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${IP}/product/remove`,
    summary: 'Integral items: remove',
    query: z.object({ ids: zIds }),
    perm: [POINT_PERMS.remove],
    response: returns<number>(),
  }),
  records: endpoint({
    method: 'GET',
    path: `${IP}/detail`,
    summary: 'Integral exchange records (积分明细): page',
    query: integralDetailQuery,
    perm: READ,
    response: returns<Page<IntegralExchangeRow>>(),
  }),
};

/** The storefront's points mall (public; the exchange and my exchanges need the customer's login). */
export const integralStoreApi = {
  list: endpoint({
    method: 'GET',
    path: `${H5}/list`,
    summary: 'Storefront: integral items on shelf',
    auth: 'public',
    query: z.object({ tenantId: zShopTenant }),
    response: returns<IntegralItemRow[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${H5}/detail`,
    summary: 'Storefront: integral item',
    auth: 'public',
    query: z.object({ tenantId: zShopTenant, id: zId }),
    response: returns<IntegralItemRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${H5}/submit`,
    aliases: [`${IP}/submit`],
    summary: 'Storefront: exchange points for an item',
    auth: 'public',
    body: integralSubmitForm,
    response: returns<IntegralExchanged>(),
  }),
  mine: endpoint({
    method: 'GET',
    path: `${H5}/mine`,
    summary: "Storefront: the customer's exchanges",
    auth: 'public',
    query: zPageQuery,
    response: returns<Page<IntegralExchangeRow>>(),
  }),
};
