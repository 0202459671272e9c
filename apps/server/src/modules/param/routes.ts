import { PARAM_MSG, paramApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { crudRoutes } from '../../platform/crud.ts';
import { bad } from '../../platform/errors.ts';
import * as repo from './repo.ts';

export default defineRoutes((r) => {
  crudRoutes(r, paramApi, {
    spec: repo.PARAM,
    platformWrites: true,
    where: (_ctx, q) => repo.paramFilters(q),
    beforeSave: async (ctx, form, id) => {
      if (await repo.keyTaken(ctx.data, form.paramKey, id)) throw bad(PARAM_MSG.keyExists);
    },
  });
});
