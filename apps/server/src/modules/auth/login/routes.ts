import { authApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { BizError } from '../../../platform/errors.ts';
import * as service from './service.ts';

export default defineRoutes((r, svc) => {
  // Parameters may come in the query (as the spec's client sends them) or a form body; errors answer in the OAuth shape.
  r(
    authApi.token,
    async (_ctx, { req, reply }) => {
      try {
        return reply.send(
          await service.grantToken(svc, { ...(req.query as object), ...((req.body as object) ?? {}) }, req.headers, req.ip),
        );
      } catch (e) {
        if (!(e instanceof BizError)) throw e;
        return reply.status(e.code === 401 ? 401 : 400).send({
          code: e.code,
          success: false,
          msg: e.message,
          error_code: e.code,
          error_description: e.message,
          data: null,
        });
      }
    },
    { raw: true, noTx: true },
  );
  r(authApi.smsSend, (_ctx, { body, req }) => service.sendLoginCode(svc, body, req.headers['tenant-id'], req.ip), { noTx: true });
  r(authApi.distributorLogin, (_ctx, { body, req }) => service.staffLogin(svc, 'distributor', body, req.headers, req.ip), { noTx: true });
  r(authApi.poiLogin, (_ctx, { body, req }) => service.staffLogin(svc, 'poi', body, req.headers, req.ip), { noTx: true });
});
