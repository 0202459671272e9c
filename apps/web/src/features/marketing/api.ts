import {
  bannerApi,
  integralApi,
  jumpQrApi,
  oneCodePassApi,
  productApi,
  type BannerRow,
  type BodyOf,
  type IntegralExchangeRow,
  type IntegralItemRow,
  type JumpQrRow,
  type OneCodePassRow,
  type ProductRow,
  type QueryOf,
  type WelcomeRow,
  tenantLabelApi,
  welcomeApi,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type {
  BannerRow,
  IntegralExchangeRow,
  IntegralItemRow,
  JumpQrRow,
  OneCodePassRow,
  ProductRow,
  TenantLabelRow,
  WelcomeRow,
} from '@yym/contract';

/** 积分商城: the integral items. */
export const integralItems = defineResource<IntegralItemRow>({
  key: 'integral-items',
  list: (query) => call(integralApi.page, { query: query as QueryOf<typeof integralApi.page> }),
  detail: (id) => call(integralApi.detail, { query: { id } }),
  add: (row) => call(integralApi.save, { body: row as BodyOf<typeof integralApi.save> }),
  update: (row) => call(integralApi.update, { body: row as BodyOf<typeof integralApi.update> }),
  remove: (ids) => call(integralApi.remove, { query: { ids: idList(ids) } }),
});

/** 兑换记录: the customers' exchanges. */
export const integralRecords = defineResource<IntegralExchangeRow>({
  key: 'integral-records',
  list: ({ customerPhone, ...query }) =>
    call(integralApi.records, { query: { ...query, phone: customerPhone } as QueryOf<typeof integralApi.records> }),
});

/** 广告位 */
export const banners = defineResource<BannerRow>({
  key: 'ad-banners',
  list: (query) => call(bannerApi.page, { query: query as QueryOf<typeof bannerApi.page> }),
  detail: (id) => call(bannerApi.detail, { query: { id } }),
  add: (row) => call(bannerApi.save, { body: row as BodyOf<typeof bannerApi.save> }),
  update: (row) => call(bannerApi.update, { body: row as BodyOf<typeof bannerApi.update> }),
  remove: (ids) => call(bannerApi.remove, { query: { ids: idList(ids) } }),
});
export const bannerOpen = (id: string, status: number) => call(bannerApi.openOrClose, { query: { id, status } });

/** 一码通 */
export const oneCodePasses = defineResource<OneCodePassRow>({
  key: 'one-code-passes',
  list: (query) => call(oneCodePassApi.page, { query: query as QueryOf<typeof oneCodePassApi.page> }),
  detail: (id) => call(oneCodePassApi.detail, { query: { id } }),
  add: (row) => call(oneCodePassApi.submit, { body: row as BodyOf<typeof oneCodePassApi.submit> }),
  update: (row) => call(oneCodePassApi.submit, { body: row as BodyOf<typeof oneCodePassApi.submit> }),
  remove: (ids) => call(oneCodePassApi.remove, { query: { ids: idList(ids) } }),
});

/** The tenant's ticket products (the one-code pass's product picker). */
export const ticketProducts = defineResource<ProductRow>({
  key: 'one-code-products',
  list: (params) => call(productApi.page, { query: { ...params, spuType: 1 } as QueryOf<typeof productApi.page> }),
});

/** 欢迎页: the storefront's opening screen (one enabled at a time). */
export const welcomePages = defineResource<WelcomeRow>({
  key: 'welcome-pages',
  list: (query) => call(welcomeApi.page, { query: query as QueryOf<typeof welcomeApi.page> }),
  detail: (id) => call(welcomeApi.detail, { query: { id } }),
  add: (row) => call(welcomeApi.save, { body: row as BodyOf<typeof welcomeApi.save> }),
  update: (row) => call(welcomeApi.save, { body: row as BodyOf<typeof welcomeApi.save> }),
  remove: (ids) => call(welcomeApi.remove, { query: { ids: idList(ids) } }),
});
export const welcomeEnable = (id: string, enableFlag: number) => call(welcomeApi.enable, { query: { id, enableFlag } });

/** 跳转二维码: the mini-program's "scan an ordinary QR code" rules. */
export const jumpQrs = defineResource<JumpQrRow>({
  key: 'jump-qrs',
  list: (query) => call(jumpQrApi.page, { query: query as QueryOf<typeof jumpQrApi.page> }),
  add: (row) => call(jumpQrApi.submit, { body: row as BodyOf<typeof jumpQrApi.submit> }),
  update: (row) => call(jumpQrApi.submit, { body: row as BodyOf<typeof jumpQrApi.submit> }),
  remove: (ids) => call(jumpQrApi.remove, { query: { ids: idList(ids) } }),
});
export const jumpQrVerifyFile = (body: BodyOf<typeof jumpQrApi.verifyFile>) => call(jumpQrApi.verifyFile, { body });
export const jumpQrPublish = (id: string) => call(jumpQrApi.publish, { query: { id } });

/** 商户标签: the tenant's labels, saved as a whole list. */
export const tenantLabels = () => call(tenantLabelApi.list, {});
export const saveTenantLabels = (body: BodyOf<typeof tenantLabelApi.save>) => call(tenantLabelApi.save, { body });
