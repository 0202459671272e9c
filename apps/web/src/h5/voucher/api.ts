import { h5VoucherApi, storefrontOrderApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';

export type { StoreGpv, StorePackage, StoreVoucherOrder } from '@yym/contract';

/** Public calls: no token, the tenant comes from the link (then the order's code); the page shows the failures itself. */
const quiet = { noAuth: true, silent: true } as const;

export const storeVoucherApi = {
  packageDetail: (id: string, tenantId: string) => call(h5VoucherApi.packageDetail, { query: { id, tenantId } }, quiet),
  packageBuy: (body: BodyOf<typeof h5VoucherApi.packageBuy>) => call(h5VoucherApi.packageBuy, { body }, quiet),
  gpvDetail: (id: string, tenantId: string) => call(h5VoucherApi.gpvDetail, { query: { id, tenantId } }, quiet),
  gpvBuy: (body: BodyOf<typeof h5VoucherApi.gpvBuy>) => call(h5VoucherApi.gpvBuy, { body }, quiet),
  order: (code: string) => call(h5VoucherApi.order, { query: { code } }, quiet),
  paySandbox: (code: string) => call(storefrontOrderApi.paySandbox, { body: { code } }, quiet),
};
