import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zFilter, zId, zIds, zPageQuery } from '../schemas.ts';
import { zShopTenant } from './integral.ts';
import { MARKETING_MSG as M } from './messages.ts';

/** Where a banner shows on the storefront. */
export const BANNER_POSITIONS = {
  home: '首页轮播',
  mall: '商城页',
  points: '积分商城',
  member: '会员中心',
  popup: '弹窗广告',
} as const;
export type BannerPosition = keyof typeof BANNER_POSITIONS;
export const OPEN_LABELS: Record<number, string> = { 0: '已关闭', 1: '已开启' };

const zStamp = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, MSG.paramInvalid)
  .transform((v) => (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v))
  .optional()
  .nullable()
  .or(z.literal('').transform(() => null));
export const zAdLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => !v || /^(https?:\/\/|\/)/.test(v), M.linkInvalid)
  .optional()
  .default('');

const bannerBase = z.object({
  name: z.string({ error: M.bannerNameRequired }).trim().min(1, M.bannerNameRequired).max(50),
  position: z.enum(Object.keys(BANNER_POSITIONS) as [BannerPosition, ...BannerPosition[]], { error: M.positionRequired }),
  image: z.string({ error: M.bannerImageRequired }).trim().min(1, M.bannerImageRequired).max(500),
  link: zAdLink,
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  startTime: zStamp,
  endTime: zStamp,
  openStatus: z.coerce.number().int().min(0).max(1).default(1),
});
const timesInOrder = (v: { startTime?: string | null; endTime?: string | null }) => !v.startTime || !v.endTime || v.startTime <= v.endTime;
export const bannerForm = bannerBase.refine(timesInOrder, { message: M.timeOrder, path: ['endTime'] });
export const bannerUpdate = bannerBase.extend({ id: zId }).refine(timesInOrder, { message: M.timeOrder, path: ['endTime'] });
export const bannerQuery = zPageQuery.extend({
  name: zFilter,
  position: zFilter,
  openStatus: z.coerce.number().int().min(0).max(1).optional(),
});

export interface BannerRow {
  id: string;
  name: string;
  position: BannerPosition;
  image: string;
  link: string | null;
  sort: number;
  startTime: string | null;
  endTime: string | null;
  openStatus: number;
  [k: string]: unknown;
}

/** Button codes of 广告位 (menus-business.ts: code `ad_banner`, CRUD + open). */
export const BANNER_PERMS = {
  menu: 'ad_banner',
  add: 'ad_banner_add',
  edit: 'ad_banner_edit',
  remove: 'ad_banner_delete',
  view: 'ad_banner_view',
  open: 'ad_banner_open',
} as const;
const P = BANNER_PERMS;
const READ = [P.menu, P.view, P.add, P.edit];
const BP = '/yym-marketing-api/banner';

/** yym-marketing-api/banner: the ad banners (广告位). */
export const bannerApi = {
  page: endpoint({
    method: 'GET',
    path: `${BP}/page`,
    summary: 'Banners: page',
    query: bannerQuery,
    perm: READ,
    response: returns<Page<BannerRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${BP}/detail`,
    summary: 'Banner: detail',
    query: z.object({ id: zId }),
    perm: READ,
    response: returns<BannerRow>(),
  }),
  save: endpoint({
    method: 'POST',
    path: `${BP}/save`,
    summary: 'Banner: add',
    body: bannerForm,
    perm: [P.add],
    response: returns<BannerRow>(),
  }),
  update: endpoint({
    method: 'POST',
    path: `${BP}/update`,
    summary: 'Banner: update',
    body: bannerUpdate,
    perm: [P.edit],
    response: returns<BannerRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${BP}/remove`,
    summary: 'Banners: delete',
    query: z.object({ ids: zIds }),
    perm: [P.remove],
    response: returns<number>(),
  }),
  openOrClose: endpoint({
    method: 'GET',
    path: `${BP}/openOrClose`,
    summary: 'Banner: open or close',
    query: z.object({ id: zId, status: z.coerce.number().int().min(0).max(1) }),
    perm: [P.open],
    response: returns<BannerRow>(),
  }),
};

/** The storefront's banners of one position: open, within their times, by sort. */
export const bannerStoreApi = {
  list: endpoint({
    method: 'GET',
    path: '/yym-marketing-api/h5/banner/list',
    summary: 'Storefront: open banners of a position',
    auth: 'public',
    query: z.object({ tenantId: zShopTenant, position: z.enum(Object.keys(BANNER_POSITIONS) as [BannerPosition, ...BannerPosition[]]) }),
    response: returns<BannerRow[]>(),
  }),
};
