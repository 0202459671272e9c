import { classifyApi, labelApi, specApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(classifyApi.ofType, (ctx, { query }) => service.categoriesOfType(ctx, query.type));
  r(classifyApi.children, (ctx, { query }) => service.childCategories(ctx, query.parentId ?? query.id ?? '0'));
  r(classifyApi.tree, (ctx) => service.categoryTree(ctx));
  r(classifyApi.titles, (ctx) => service.topCategories(ctx, true));
  r(classifyApi.poiParents, (ctx) => service.topCategories(ctx, false));
  r(classifyApi.detail, (ctx, { query }) => service.categoryDetail(ctx, query.id));
  r(classifyApi.show, (ctx, { query }) => service.showCategory(ctx, query.id, query.isDisplay));
  r(classifyApi.save, (ctx, { body }) => service.saveCategory(ctx, { ...body, id: undefined }));
  r(classifyApi.update, (ctx, { body }) => service.updateCategory(ctx, body));
  r(classifyApi.remove, (ctx, { query }) => service.removeCategories(ctx, query.ids));
  r(classifyApi.transferGoods, (ctx, { body }) => service.transferGoods(ctx, body));

  r(labelApi.list, (ctx) => service.labels(ctx));
  r(labelApi.add, (ctx, { body }) => service.addLabel(ctx, body));
  r(labelApi.update, (ctx, { body }) => service.updateLabel(ctx, body));
  r(labelApi.remove, (ctx, { query }) => service.removeLabels(ctx, query.ids));

  r(specApi.page, (ctx, { query }) => service.specPage(ctx, query));
  r(specApi.detail, (ctx, { query }) => service.specDetail(ctx, query.id));
  r(specApi.products, (ctx, { query }) => service.specProducts(ctx, query));
  r(specApi.save, (ctx, { body }) => service.addSpec(ctx, body));
  r(specApi.update, (ctx, { body }) => service.updateSpec(ctx, body));
  r(specApi.remove, (ctx, { query }) => service.removeSpecs(ctx, query.ids));
});
