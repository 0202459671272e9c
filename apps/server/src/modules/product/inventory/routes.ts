import { productApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  // the product form's inventory step (skus and their calendar)
  r(productApi.inventory, (ctx, { query }) => service.inventory(ctx, query));
  r(productApi.saveInventory, (ctx, { body }) => service.saveInventory(ctx, body));

  // batch changes and skus from spec templates
  r(productApi.batch, (ctx, { body }) => service.batchChange(ctx, body));
  r(productApi.skusFromSpecs, (ctx, { body }) => service.skusFromSpecs(ctx, body.productId, body.specIds));
});
