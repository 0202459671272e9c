import { couponStoreApi } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
export type { StoreCoupon, UsableCoupon, UserCouponRow } from '@yym/contract';
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's coupon calls (public; receiving and the customer's coupons carry the customer's token). */
export const couponH5 = {
  centre: (tenantId: string) =>
    call(couponStoreApi.centre, { query: { tenantId } }, customerToken.get() ? withToken() : { noAuth: true, silent: true }),
  receive: (couponId: string) => call(couponStoreApi.receive, { body: { couponId } }, withToken()),
  mine: (useStatus?: number) => call(couponStoreApi.mine, { query: { useStatus } }, withToken()),
  usable: (productId: string, amount: number, quantity: number) =>
    call(couponStoreApi.usable, { query: { productId, amount, quantity } }, withToken()),
};
