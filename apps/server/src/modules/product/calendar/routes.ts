import { productApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  // stock records
  r(productApi.stockRecords, (ctx, { query }) => service.stockRecordPage(ctx, query));
  r(productApi.stockExport, (ctx, { query, reply }) => service.exportStockRecords(ctx, query, reply), { raw: true });
});
