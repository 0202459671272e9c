import { z } from 'zod';
import { MSG } from '../messages.ts';

/** Link types of spec 2 §9 (0 = no link). */
export const LINK_TYPES = [
  { value: 0, label: '无链接' },
  { value: 1, label: 'H5页面' },
  { value: 3, label: '小程序页面' },
  { value: 4, label: '其他小程序' },
  { value: 5, label: '拨打电话' },
  { value: 6, label: '打卡' },
  { value: 7, label: '分享' },
] as const;
export const LINK_TYPE_VALUES = LINK_TYPES.map((t) => t.value) as number[];
export const PHONE_MAX = 2;

/** Mini-program page paths the storefront knows how to open (spec 2 §2: home, POI detail, product detail). */
export const MP_PAGES = {
  custom: 'pages/custom/custom',
  productDetail: 'pages/product/detail',
  poiDetail: 'pages/poi/detail',
  voiceDetail: 'pages/voice/detail',
  hotelList: 'pages/hotel/list',
  foodList: 'pages/food/list',
} as const;

export interface CatalogueNode {
  value: string;
  label: string;
  /** Mini-program path reached by this leaf; a picker adds its id parameter. */
  path?: string;
  /** Which picker chooses the id of a detail page (its parameter name is `param`). */
  picker?: 'page' | 'product' | 'voucher' | 'guide' | 'voice' | 'activity' | 'poi';
  param?: string;
  children?: CatalogueNode[];
}

/**
 * Page templates of the internal-page cascader (spec 2 §9: 6,2 product; 9,2 voucher; 12,2 guide;
 * 15,2 voice; 18,2 activity; each with a list and a detail page).
 */
export const PAGE_TEMPLATES: CatalogueNode[] = [
  { value: 'custom', label: '自定义页面', path: MP_PAGES.custom, picker: 'page', param: 'pageId' },
  { value: 'poi', label: '景点详情', path: MP_PAGES.poiDetail, picker: 'poi', param: 'poiId' },
  {
    value: '6',
    label: '商品',
    children: [
      { value: '1', label: '商品列表', path: 'pages/product/list' },
      { value: '2', label: '商品详情', path: MP_PAGES.productDetail, picker: 'product', param: 'productId' },
    ],
  },
  {
    value: '9',
    label: '电子券',
    children: [
      { value: '1', label: '电子券列表', path: 'pages/voucher/list' },
      { value: '2', label: '电子券详情', path: 'pages/voucher/detail', picker: 'voucher', param: 'id' },
    ],
  },
  {
    value: '12',
    label: '攻略',
    children: [
      { value: '1', label: '攻略列表', path: 'pages/guide/list' },
      { value: '2', label: '攻略详情', path: 'pages/guide/detail', picker: 'guide', param: 'id' },
    ],
  },
  {
    value: '15',
    label: '语音',
    children: [
      { value: '1', label: '语音列表', path: 'pages/voice/list' },
      { value: '2', label: '语音详情', path: MP_PAGES.voiceDetail, picker: 'voice', param: 'id' },
    ],
  },
  {
    value: '18',
    label: '活动',
    children: [
      { value: '1', label: '活动列表', path: 'pages/activity/list' },
      { value: '2', label: '活动详情', path: 'pages/activity/detail', picker: 'activity', param: 'id' },
    ],
  },
  { value: 'commonList', label: '通用列表', path: 'pages/common/list' },
  { value: 'productList', label: '商品分类列表', path: 'pages/product/classify' },
];

/** The function-page catalogue (spec 2 §9). */
export const FUNCTION_PAGES: CatalogueNode[] = [
  {
    value: 'coupon',
    label: '优惠券',
    children: [
      { value: 'mine', label: '我的优惠券', path: 'pages/coupon/mine' },
      { value: 'center', label: '领券中心', path: 'pages/coupon/center' },
      { value: 'scenic', label: '领券中心(景区)', path: 'pages/coupon/center?type=scenic' },
      { value: 'hotel', label: '领券中心(酒店)', path: 'pages/coupon/center?type=hotel' },
      { value: 'annual', label: '领券中心(年卡)', path: 'pages/coupon/center?type=annual' },
    ],
  },
  { value: 'seckill', label: '秒杀首页', path: 'pages/seckill/index' },
  {
    value: 'ecard',
    label: '电子卡',
    children: [
      { value: 'home', label: '电子卡首页', path: 'pages/ecard/index' },
      { value: 'pack', label: '卡包', path: 'pages/ecard/pack' },
      { value: 'code', label: '激活码使用', path: 'pages/ecard/activate' },
      { value: 'entry', label: '入园凭证', path: 'pages/ecard/entry' },
      { value: 'buy', label: '购卡', path: 'pages/ecard/buy' },
      { value: 'records', label: '使用记录', path: 'pages/ecard/records' },
    ],
  },
  {
    value: 'team',
    label: '团队预约',
    children: [
      { value: 'home', label: '团队预约首页', path: 'pages/team/index' },
      { value: 'orders', label: '团队订单', path: 'pages/team/orders' },
    ],
  },
  { value: 'member', label: '会员中心', path: 'pages/member/index' },
  {
    value: 'blindBox',
    label: '盲盒',
    children: [
      { value: 'home', label: '盲盒首页', path: 'pages/blindbox/index' },
      { value: 'list', label: '盲盒列表', path: 'pages/blindbox/list' },
    ],
  },
  { value: 'combined', label: '组合商品列表', path: 'pages/combined/list' },
  { value: 'package', label: '套餐券列表', path: 'pages/package/list' },
  {
    value: 'voice',
    label: '语音包',
    children: [
      { value: 'list', label: '语音包列表', path: 'pages/voice/packs' },
      { value: 'mine', label: '我的语音', path: 'pages/voice/mine' },
    ],
  },
  { value: 'guide', label: '攻略', path: 'pages/guide/list' },
  { value: 'hotels', label: '酒店民宿', path: MP_PAGES.hotelList },
  { value: 'foods', label: '美食餐饮', path: MP_PAGES.foodList },
  { value: 'groupBuy', label: '团购券列表', path: 'pages/groupbuy/list' },
  { value: 'cinema', label: '影院列表', path: 'pages/cinema/list' },
  { value: 'signup', label: '活动报名列表', path: 'pages/activity/signup' },
];

/** Link data of spec 2 §3, shared by every clickable item. Values only. */
export const linkShape = {
  linkType: z
    .number()
    .int()
    .refine((v) => LINK_TYPE_VALUES.includes(v), MSG.paramInvalid)
    .default(0),
  webUrl: z.string().max(500).default(''),
  /** Cascader path; for internal pages entries 2 to 4 are type code, name and id. */
  linkUrl: z
    .array(z.string().max(200))
    .max(10)
    .default(() => []),
  /** The resolved mini-program path with its query, e.g. pages/product/detail?productId=12. */
  linkUrl1: z.string().max(500).default(''),
  linkSName: z.string().max(100).default(''),
  linkParmas: z
    .object({ typeCode: z.string().max(50).default(''), name: z.string().max(200).default(''), id: z.string().max(50).default('') })
    .prefault({}),
  appid: z.string().max(64).default(''),
  path: z.string().max(500).default(''),
  extarData: z.string().max(1000).default(''),
  navigationType: z.union([z.literal(0), z.literal(1)]).default(0),
  tell: z
    .array(z.string().trim().max(20))
    .max(PHONE_MAX, MSG.edPhoneMax)
    .default(() => []),
};
export const zLink = z.object(linkShape);
export type Link = z.output<typeof zLink>;

/** Where a published link goes in the H5 storefront (the mini-program paths mapped to web routes). */
export function linkTarget(l: Partial<Link> | undefined): { href?: string; tel?: string[]; note?: string } {
  if (!l?.linkType) return {};
  switch (l.linkType) {
    case 1:
      return /^https?:\/\//.test(l.webUrl ?? '') ? { href: l.webUrl } : {};
    case 3: {
      const [path, query = ''] = (l.linkUrl1 ?? '').split('?');
      const p = new URLSearchParams(query);
      if (path === MP_PAGES.custom && p.get('pageId')) return { href: `/h5/page/${p.get('pageId')}` };
      if (path === MP_PAGES.productDetail && p.get('productId')) return { href: `/h5/product/${p.get('productId')}` };
      if (path === MP_PAGES.voiceDetail && p.get('id')) return { href: `/h5/voice/${p.get('id')}` };
      if (path === MP_PAGES.hotelList) return { href: '/h5/hotels' };
      if (path === MP_PAGES.foodList) return { href: '/h5/foods' };
      return { note: '请在小程序中打开' };
    }
    case 5:
      return l.tell?.length ? { tel: l.tell } : {};
    default:
      return { note: '请在小程序中打开' };
  }
}
