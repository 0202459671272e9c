import { storefrontOrderApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

// Each opens its own transactions, bound to the tenant the body (or the order's code) names.
export default defineRoutes((r) => {
  r(storefrontOrderApi.place, (ctx, { body, req }) => service.place(ctx, body, req), { noTx: true });
  r(storefrontOrderApi.paySandbox, (ctx, { body }) => service.paySandbox(ctx, body.code), { noTx: true });
});
