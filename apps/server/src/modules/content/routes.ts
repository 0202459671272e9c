import { contentApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

/** The image-text dictionary (图文字典): its management page and the page editor's picker list. */
export default defineRoutes((r) => {
  r(contentApi.imageTextList, (ctx, { query }) => service.imageTextList(ctx, query));
  r(contentApi.imageTextPage, (ctx, { query }) => service.imageTextPage(ctx, query));
  r(contentApi.imageTextDetail, (ctx, { query }) => service.imageTextDetail(ctx, query.id));
  r(contentApi.imageTextSubmit, (ctx, { body }) => service.submitImageText(ctx, body));
  r(contentApi.imageTextSave, (ctx, { body }) => service.addImageText(ctx, body));
  r(contentApi.imageTextUpdate, (ctx, { body }) => service.updateImageText(ctx, body));
  r(contentApi.imageTextRemove, (ctx, { query }) => service.removeImageTexts(ctx, query.ids));
});
