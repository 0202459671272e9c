import { h5ProductApi, sellingApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as catalog from '../catalog/service.ts';
import * as service from './service.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  // selling side (resource/*)
  r(sellingApi.products, (ctx, { query }) => catalog.listedProducts(ctx, query));
  r(sellingApi.product, (ctx, { query }) => catalog.loadProduct(ctx, query.productId));
  r(sellingApi.confirm, (ctx, { query }) => service.bookable(ctx, query.productId, query.touristDate));
  r(sellingApi.stockOfDate, (ctx, { query }) => service.stockOfDate(ctx, query.productId, query.touristDate));
  r(sellingApi.checkIdentity, async (_ctx, { query }) => service.checkIdentityOrPhone(query.type, query.value));
  r(sellingApi.guestTemplate, (_ctx, { reply }) => service.sendGuestTemplate(reply), { raw: true });
  r(sellingApi.guestUpload, (_ctx, { req }) => service.readGuests(req.body), { log: false });

  // the public storefront
  r(h5ProductApi.detail, (ctx, { query }) => store.storeProduct(ctx, query));
  r(h5ProductApi.calendar, (ctx, { query }) => store.storeCalendar(ctx, query));
  r(h5ProductApi.search, (ctx, { query }) => store.storeSearch(ctx, query));
});
