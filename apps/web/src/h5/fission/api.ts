import { fissionStoreApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
export type { FissionMine } from '@yym/contract';
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's 我的分销 calls (the customer's token). */
export const fissionH5 = {
  mine: () => call(fissionStoreApi.mine, { query: { current: 1, size: 30 } }, withToken()),
  apply: (name: string) => call(fissionStoreApi.apply, { body: { name } }, withToken()),
  withdraw: (body: BodyOf<typeof fissionStoreApi.withdraw>) => call(fissionStoreApi.withdraw, { body }, withToken()),
};
