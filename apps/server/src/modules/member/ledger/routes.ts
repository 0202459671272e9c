import { customerApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as ledger from './service.ts';

/** The user centre's ledgers (points = integral, growth, level changes) are this area's rows. */
export default defineRoutes((r) => {
  r(customerApi.integral, (ctx, { query }) => ledger.ledgerOf(ctx, 'points', query));
  r(customerApi.growth, (ctx, { query }) => ledger.ledgerOf(ctx, 'growth', query));
  r(customerApi.levelLog, (ctx, { query }) => ledger.levelLogOf(ctx, query));
});
