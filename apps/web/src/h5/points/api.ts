import { bannerStoreApi, customerH5Api, integralStoreApi } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
export type { BannerRow, IntegralExchanged, IntegralExchangeRow, IntegralItemRow } from '@yym/contract';
const open = { noAuth: true, silent: true };
const withToken = () => ({ ...open, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's points mall calls (public; the exchange and the customer's own rows carry the customer's token). */
export const pointsH5 = {
  list: (tenantId: string) => call(integralStoreApi.list, { query: { tenantId } }, open),
  detail: (tenantId: string, id: string) => call(integralStoreApi.detail, { query: { tenantId, id } }, open),
  submit: (itemId: string, quantity: number) => call(integralStoreApi.submit, { body: { itemId, quantity } }, withToken()),
  mine: (current: number) => call(integralStoreApi.mine, { query: { current, size: 20 } }, withToken()),
  centre: () => call(customerH5Api.centre, {}, withToken()),
  banners: (tenantId: string) => call(bannerStoreApi.list, { query: { tenantId, position: 'points' } }, open),
};
