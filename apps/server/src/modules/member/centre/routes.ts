import { customerH5Api } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as centre from './store.ts';

/** The storefront's member centre and the customer's own points. */
export default defineRoutes((r) => {
  r(customerH5Api.centre, (ctx, { req }) => centre.centre(ctx, req), { noTx: true });
  r(customerH5Api.points, (ctx, { query, req }) => centre.myPoints(ctx, req, query), { noTx: true });
});
