import { goodsOrderApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as shipping from './service.ts';

/** Shipping goods orders: by hand, by xlsx import, and the import template. */
export default defineRoutes((r) => {
  r(
    goodsOrderApi.expressAdd,
    (ctx, { body }) =>
      shipping.shipRows(
        ctx,
        body.rows.map((data, i) => ({ row: i + 1, data })),
      ),
    { noTx: true },
  );
  r(goodsOrderApi.expressImport, (ctx, { req }) => shipping.importExpress(ctx, req.body), { noTx: true, bodyLimit: 3 * 1024 * 1024 });
  r(goodsOrderApi.expressTemplate, (ctx, { reply }) => shipping.expressTemplate(ctx, reply), { raw: true });
});
