import { storefrontPageApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { drawArt } from './service.ts';

/** The drawn placeholder pictures (public, cached a day). */
export default defineRoutes((r) => {
  r(
    storefrontPageApi.art,
    async (_ctx, { query, reply }) => {
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(drawArt(query));
    },
    { raw: true, noTx: true },
  );
});
