import { reservationStoreApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
export type { ReservationDetail, ReservationSlot, ResOrderRow } from '@yym/contract';
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's reservation calls: the list (public), booking and my reservations (the customer's token). */
export const reservationH5 = {
  list: (tenantId: string) => call(reservationStoreApi.list, { query: { tenantId } }, { noAuth: true, silent: true }),
  book: (body: BodyOf<typeof reservationStoreApi.book>) => call(reservationStoreApi.book, { body }, withToken()),
  mine: () => call(reservationStoreApi.mine, {}, withToken()),
};
