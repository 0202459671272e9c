import { seckillH5Api, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
export type { StoreSeckillItem } from '@yym/contract';
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's seckill calls: the home (public) and the purchase (with the customer's token). */
export const seckillH5 = {
  home: (tenantId: string) => call(seckillH5Api.home, { query: { tenantId } }, { noAuth: true, silent: true }),
  buy: (body: BodyOf<typeof seckillH5Api.buy>) => call(seckillH5Api.buy, { body }, withToken()),
};
