import { blindBoxApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(blindBoxApi.selectList, (ctx, { query }) => service.page(ctx, query));
  r(blindBoxApi.detail, (ctx, { query }) => service.one(ctx.data, query.id));
  r(blindBoxApi.submitInfo, (ctx, { body }) => service.saveInfo(ctx, body));
  r(blindBoxApi.channelEcho, (ctx, { query }) => service.channels(ctx, query.boxId));
  r(blindBoxApi.updateChannel, (ctx, { body }) => service.saveChannels(ctx, body));
  r(blindBoxApi.getInstructions, (ctx, { query }) => service.instructions(ctx, query.boxId));
  r(blindBoxApi.submitInstructions, (ctx, { body }) => service.saveInstructions(ctx, body));
  r(blindBoxApi.updateShelfType, (ctx, { query }) => service.shelf(ctx, query.boxIds, query.status));
  r(blindBoxApi.remove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(blindBoxApi.exportFile, (ctx, { query, reply }) => service.exportFile(ctx, reply, query), { raw: true });
  r(blindBoxApi.jackpotDetail, (ctx, { query }) => service.jackpot(ctx, query.boxId));
  r(blindBoxApi.jackpotSave, (ctx, { body }) => service.saveJackpot(ctx, body));
  r(blindBoxApi.jackpotSubmit, (ctx, { body }) => service.submitJackpot(ctx, body.boxId));
});
