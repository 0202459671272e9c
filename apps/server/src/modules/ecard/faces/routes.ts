import { faceApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as faces from './service.ts';

/** 人脸管理: the face photos of held cards whose card checks faces. */
export default defineRoutes((r) => {
  r(faceApi.page, (ctx, { query }) => faces.facePage(ctx.data, query));
  r(faceApi.upload, (ctx, { query, req }) => faces.savePhoto(ctx, req, query, false), { bodyLimit: 3 * 1024 * 1024 });
  r(faceApi.replace, (ctx, { query, req }) => faces.savePhoto(ctx, req, query, true), { bodyLimit: 3 * 1024 * 1024 });
  r(faceApi.remove, (ctx, { query }) => faces.removePhoto(ctx.data, query.id));
  r(faceApi.photo, (ctx, { query, reply }) => faces.sendPhoto(ctx, reply, query.id), { raw: true });
});
