import { voiceApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

/** 语音导览: voices and packs in the back office, and the editor's voice picker. */
export default defineRoutes((r) => {
  r(voiceApi.queryPage, (ctx, { query }) => service.page(ctx, query));
  r(voiceApi.updateStatus, (ctx, { body }) => service.updateStatus(ctx, body.ids, body.status));
  r(voiceApi.deleteInfo, (ctx, { query }) => service.remove(ctx, query.ids));
  r(voiceApi.exportFile, (ctx, { query, reply }) => service.exportFile(ctx, reply, query), { raw: true });
  r(voiceApi.getInfo, (ctx, { query }) => service.one(ctx.data, query.id));
  r(voiceApi.saveInfo, (ctx, { body }) => service.save(ctx, body));
  r(voiceApi.preview, (ctx, { query }) => service.preview(ctx, query.id));
  r(voiceApi.page, (ctx, { query }) => service.pick(ctx, query));
});
