import { productListApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as lists from './service.ts';

/** 商品清单. */
export default defineRoutes((r) => {
  r(productListApi.listPage, (ctx, { query }) => lists.listPage(ctx, query));
  r(productListApi.getListInfo, (ctx, { query }) => lists.listInfo(ctx, query.id));
  r(productListApi.getListdetails, (ctx, { query }) => lists.listDetails(ctx, query.id, query.tenantId));
  r(productListApi.getAddProduct, (ctx, { query }) => lists.addableItems(ctx, query));
  r(productListApi.saveProductList, (ctx, { body }) => lists.saveList(ctx, body));
  r(productListApi.deleteProductList, (ctx, { query }) => lists.deleteList(ctx, query.id));
});
