import { seckillH5Api } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as store from './store.ts';

// the storefront
export default defineRoutes((r) => {
  r(seckillH5Api.home, (ctx, { query }) => store.home(ctx, query.tenantId));
  r(seckillH5Api.buy, (ctx, { body, req }) => store.buy(ctx, req, body), { noTx: true });
});
