// 数据报表's code tables: periods, channels, order kinds and the visitor dimensions read from ID numbers.

import { PROVINCES } from '../codes.ts';

export const REPORT_PERIODS = { day: '按日', week: '按周', month: '按月' } as const;
export type ReportPeriod = keyof typeof REPORT_PERIODS;

/** Channel codes as the orders keep them; any other code reads as itself. */
export const REPORT_CHANNELS: Record<string, string> = {
  h5: 'H5商城',
  backoffice: '后台下单',
  wechat: '微信小程序',
  alipay: '支付宝小程序',
  distributor: '分销商',
  ota: 'OTA',
  window: '窗口售票',
};
export const channelName = (c: string) => REPORT_CHANNELS[c] ?? c;

/** Order kinds as the order table family keeps them; other areas' kinds read as themselves. */
export const REPORT_ORDER_KINDS: Record<string, string> = {
  ticket: '门票',
  hotel: '酒店',
  ecard: '电子卡',
  goods: '商品',
  voucher: '团购券',
  window: '窗口售票',
  team: '团队',
};
export const orderKindName = (k: string) => REPORT_ORDER_KINDS[k] ?? k;

export const REPORT_SEX = { '1': '男', '2': '女', '0': '未知' } as const;
export const REPORT_AGE_BANDS: Record<string, string> = {
  '1': '18岁以下',
  '2': '18-25岁',
  '3': '26-35岁',
  '4': '36-45岁',
  '5': '46-60岁',
  '6': '60岁以上',
  '0': '未知',
};
/** The first two digits of an ID number: the province it was issued in (00 where no number was kept). */
export const REPORT_PROVINCES: Record<string, string> = { ...PROVINCES, '00': '未知' };
