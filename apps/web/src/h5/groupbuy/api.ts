import { groupBuyH5Api, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
export type { GroupBuyGoods, StoreGroupBuy, StoreGroup } from '@yym/contract';
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's group-buy calls: the page (public) and open / join (with the customer's token). */
export const groupBuyH5 = {
  home: (tenantId: string) => call(groupBuyH5Api.home, { query: { tenantId } }, { noAuth: true, silent: true }),
  join: (body: BodyOf<typeof groupBuyH5Api.join>) => call(groupBuyH5Api.join, { body }, withToken()),
};
