import { dictApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';
import { DICT } from './repo.ts';

export default defineRoutes((r) => {
  r(dictApi.list, (ctx, { query }) => service.parentPage(ctx, query));
  r(dictApi.childList, (ctx, { query }) => service.childPage(ctx, query));
  r(dictApi.tree, (ctx) => service.tree(ctx));
  r(dictApi.detail, (ctx, { query }) => ctx.data.get(DICT, query.id));
  r(dictApi.dictionary, (ctx, { query }) => service.dictionary(ctx, query.code));
  r(dictApi.submit, (ctx, { body }) => service.submit(ctx, body));
  r(dictApi.seal, (ctx, { query }) => service.seal(ctx, query.ids, query.isSealed));
  r(dictApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
});
