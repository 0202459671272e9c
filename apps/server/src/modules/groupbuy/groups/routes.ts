import { groupBuyApi, groupBuyH5Api } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  // the back office's preview: the activity as the storefront shows it
  r(groupBuyApi.preview, (ctx, { body }) => store.preview(ctx, body.groupBuyId));

  // the storefront
  r(groupBuyH5Api.home, (ctx, { query }) => store.home(ctx, query.tenantId));
  r(groupBuyH5Api.join, (ctx, { body, req }) => store.join(ctx, req, body), { noTx: true });
});
