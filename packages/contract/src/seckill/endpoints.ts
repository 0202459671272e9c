import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import type { Placed } from '../order/rows.ts';
import { zFilter, zPageQuery } from '../schemas.ts';
import {
  h5SeckillBuyForm,
  h5SeckillQuery,
  posterQuery,
  seckillChannelForm,
  seckillEffectiveQuery,
  seckillGoodsForm,
  seckillIdQuery,
  seckillIdsQuery,
  seckillInfoForm,
  seckillQuery,
  seckillShareForm,
} from './forms.ts';
import type { SeckillGoods, SeckillRow, SeckillShare, StoreSeckillHome } from './rows.ts';

const SK = '/yym-marketing-api/seckill';
const H5 = '/yym-marketing-api/h5/seckill';

/** Button codes of 秒杀活动 (menus-business.ts: CRUD + effective + copy). */
export const SECKILL_PERMS = {
  view: 'seckill_view',
  add: 'seckill_add',
  edit: 'seckill_edit',
  remove: 'seckill_delete',
  effective: 'seckill_effective',
  copy: 'seckill_copy',
} as const;
const P = SECKILL_PERMS;
const ANY = [P.view, P.add, P.edit];

/** A ticket sku on shelf the seckill may sell (the goods picker). */
export interface SeckillSkuOption {
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  image: string | null;
  /** What the sku sells for now (cents). */
  price: number;
  /** 原价: the higher of its list price and its price (cents); the sale price may not exceed it. */
  originalPrice: number;
}
export const seckillSkuQuery = zPageQuery.extend({ name: zFilter });

export const seckillApi = {
  page: endpoint({
    method: 'POST',
    path: `${SK}/page`,
    summary: 'Seckill: page',
    body: seckillQuery,
    perm: ANY,
    response: returns<Page<SeckillRow>>(),
  }),
  submitInfo: endpoint({
    method: 'POST',
    path: `${SK}/submitInfo`,
    summary: 'Seckill: save basic info (step 1; add: add, update: edit)',
    body: seckillInfoForm,
    perm: [P.add, P.edit],
    response: returns<SeckillRow>(),
  }),
  checkActivity: endpoint({
    method: 'POST',
    path: `${SK}/checkActivity`,
    summary: 'Seckill: check the goods (max 5, on shelf, price, stock) without saving',
    body: seckillGoodsForm,
    perm: [P.add, P.edit],
    response: returns<boolean>(),
  }),
  submitActivity: endpoint({
    method: 'POST',
    path: `${SK}/submitActivity`,
    summary: 'Seckill: save the goods with seckill price and stock (step 2; stock split over buckets)',
    body: seckillGoodsForm,
    perm: [P.add, P.edit],
    response: returns<SeckillGoods[]>(),
  }),
  submitShare: endpoint({
    method: 'POST',
    path: `${SK}/submitShare`,
    summary: 'Seckill: save the share title and image (step 3)',
    body: seckillShareForm,
    perm: [P.add, P.edit],
    response: returns<SeckillShare>(),
  }),
  updateChannel: endpoint({
    method: 'POST',
    path: `${SK}/updateChannel`,
    summary: 'Seckill: sale channels',
    body: seckillChannelForm,
    perm: [P.edit],
    response: returns<SeckillShare>(),
  }),
  seckillShare: endpoint({
    method: 'POST',
    path: `${SK}/seckillShare`,
    summary: 'Seckill: what a share carries (title, image, storefront page)',
    body: seckillIdQuery,
    perm: ANY,
    response: returns<SeckillShare>(),
  }),
  remove: endpoint({
    method: 'GET',
    path: `${SK}/delete`,
    summary: 'Seckill: delete (not while running)',
    query: seckillIdsQuery,
    perm: [P.remove],
    response: returns<number>(),
  }),
  copy: endpoint({
    method: 'GET',
    path: `${SK}/copy`,
    summary: 'Seckill: copy (a new, invalid activity with the same goods)',
    query: seckillIdQuery,
    perm: [P.copy],
    response: returns<SeckillRow>(),
  }),
  effective: endpoint({
    method: 'GET',
    path: `${SK}/effective`,
    summary: 'Seckill: effective (1) or invalid (0)',
    query: seckillEffectiveQuery,
    perm: [P.effective],
    response: returns<number>(),
  }),
  infoEcho: endpoint({
    method: 'GET',
    path: `${SK}/infoEcho`,
    summary: 'Seckill: basic info',
    query: seckillIdQuery,
    perm: ANY,
    response: returns<SeckillRow>(),
  }),
  activityEcho: endpoint({
    method: 'GET',
    path: `${SK}/activityEcho`,
    summary: 'Seckill: goods with remaining stock',
    query: seckillIdQuery,
    perm: ANY,
    response: returns<SeckillGoods[]>(),
  }),
  shareEcho: endpoint({
    method: 'GET',
    path: `${SK}/shareEcho`,
    summary: 'Seckill: share info',
    query: seckillIdQuery,
    perm: ANY,
    response: returns<SeckillShare>(),
  }),
  generatePoster: endpoint({
    method: 'GET',
    path: `${SK}/generatePoster`,
    summary: 'Seckill: share poster (PNG with the mini-program code)',
    query: posterQuery,
    perm: ANY,
    blob: true,
    response: returns<unknown>(),
  }),
  skuPage: endpoint({
    method: 'GET',
    path: `${SK}/skuPage`,
    summary: 'Seckill: on-shelf ticket skus to pick',
    query: seckillSkuQuery,
    perm: [P.add, P.edit],
    response: returns<Page<SeckillSkuOption>>(),
  }),
};

/** The storefront: the seckill home (public) and the purchase (a logged-in customer). */
export const seckillH5Api = {
  home: endpoint({
    method: 'GET',
    path: `${H5}/home`,
    auth: 'public',
    summary: 'Storefront: running and upcoming seckill items with countdown and remaining stock',
    query: h5SeckillQuery,
    response: returns<StoreSeckillHome>(),
  }),
  buy: endpoint({
    method: 'POST',
    path: `${H5}/buy`,
    auth: 'public',
    summary: 'Storefront: buy a seckill item (customer login; an ordinary ticket order at the seckill price)',
    body: h5SeckillBuyForm,
    response: returns<Placed>(),
  }),
};
