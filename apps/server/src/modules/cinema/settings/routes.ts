import { cinemaCardApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as s from './service.ts';

/** 观影设置 (seeFilm). */
export default defineRoutes((r) => {
  r(A.settings, (ctx) => s.get(ctx));
  r(A.settingsSubmit, (ctx, { body }) => s.submit(ctx, body));
});
