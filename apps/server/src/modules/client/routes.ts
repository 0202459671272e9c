import { CLIENT_MSG, clientApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { crudRoutes } from '../../platform/crud.ts';
import { bad } from '../../platform/errors.ts';
import { hashSecret } from '../../platform/tokens.ts';
import * as repo from './repo.ts';
import { secretFree } from './service.ts';

export default defineRoutes((r) => {
  // Reads need the page's code (the contract); no answer carries the secret's hash.
  crudRoutes(secretFree(r), clientApi, {
    spec: repo.CLIENT,
    platformWrites: true,
    where: (_ctx, q) => repo.clientFilters(q),
    // Only the secret's hash is stored; an update without a secret keeps the old one.
    beforeSave: async (ctx, form, id) => {
      if (await repo.clientIdTaken(ctx.data, form.clientId, id)) throw bad(CLIENT_MSG.idExists);
      if (!id && !form.clientSecret) throw bad(CLIENT_MSG.secretRequired);
      return form.clientSecret ? { client_secret_hash: await hashSecret(form.clientSecret) } : {};
    },
  });
});
