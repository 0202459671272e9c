import { orderApi, refundApi, storefrontOrderApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';

export type { CustomerOrder, CustomerRefundDetail } from '@yym/contract';

/** No token, and failures are shown on the page: the order code in the link decides. */
const publicCall = { noAuth: true, silent: true };

/** Public calls of the customer pages and the sandbox cashier. */
export const customerApi = {
  order: (code: string) => call(orderApi.customerOrder, { query: { code } }, publicCall),
  refundDetail: (code: string) => call(refundApi.customerDetail, { query: { code } }, publicCall),
  applyRefund: (body: BodyOf<typeof refundApi.customerApply>) => call(refundApi.customerApply, { body }, publicCall),
  paySandbox: (code: string) => call(storefrontOrderApi.paySandbox, { body: { code } }, publicCall),
};
