import { festivalStoreApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
export type { FestivalRow, SignupRow } from '@yym/contract';
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's 活动报名 calls: the list (public), sign-up, mine and cancel (the customer's token). */
export const festivalH5 = {
  list: (tenantId: string) => call(festivalStoreApi.list, { query: { tenantId } }, { noAuth: true, silent: true }),
  signup: (body: BodyOf<typeof festivalStoreApi.signup>) => call(festivalStoreApi.signup, { body }, withToken()),
  mine: () => call(festivalStoreApi.mine, { query: { current: 1, size: 50 } }, withToken()),
  cancel: (id: string) => call(festivalStoreApi.cancel, { query: { id } }, withToken()),
};
