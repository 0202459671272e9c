import { teamStoreApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
export type { TeamBookingRow } from '@yym/contract';
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's 团队预约 calls: the spots (public), apply, mine and cancel (the customer's token). */
export const teamH5 = {
  spots: (tenantId: string) => call(teamStoreApi.spots, { query: { tenantId } }, { noAuth: true, silent: true }),
  apply: (body: BodyOf<typeof teamStoreApi.apply>) => call(teamStoreApi.apply, { body }, withToken()),
  mine: () => call(teamStoreApi.mine, { query: { current: 1, size: 50 } }, withToken()),
  cancel: (id: string) => call(teamStoreApi.cancel, { query: { id } }, withToken()),
};
