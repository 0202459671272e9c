import { hotelApi, hotelSupplierApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as supplier from './service.ts';

/** Hotel suppliers, the pull of their hotels, and a hotel's or plan's sync with its supplier. */
export default defineRoutes((r) => {
  r(hotelSupplierApi.page, (ctx, { query }) => supplier.supplierPage(ctx, query));
  r(hotelSupplierApi.details, (ctx, { query }) => supplier.supplierDetails(ctx, query.id));
  r(hotelSupplierApi.submit, (ctx, { body }) => supplier.submitSupplier(ctx, body));
  r(hotelSupplierApi.pull, (ctx, { body }) => supplier.pullSupplier(ctx, body.id));

  r(hotelApi.syncUpdate, (ctx, { body }) => supplier.syncHotel(ctx, body.id));
  r(hotelApi.supplierHotelUpdate, (ctx, { body }) => supplier.linkHotel(ctx, body));
  r(hotelApi.planSync, (ctx, { query }) => supplier.syncPlan(ctx, query.id));
});
