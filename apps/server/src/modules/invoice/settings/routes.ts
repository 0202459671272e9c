import { invoiceApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(invoiceApi.seller.page, (ctx, { query }) => service.sellers(ctx.data, query));
  r(invoiceApi.seller.submit, (ctx, { body }) => service.mustHave(ctx, !!body.id).then(() => service.saveSeller(ctx.data, body)));
  r(invoiceApi.seller.remove, (ctx, { query }) => service.removeSellers(ctx.data, query.ids));
  r(invoiceApi.taxDisk.page, (ctx, { query }) => service.disks(ctx.data, query));
  r(invoiceApi.taxDisk.submit, (ctx, { body }) => service.mustHave(ctx, !!body.id).then(() => service.saveDisk(ctx.data, body)));
  r(invoiceApi.taxDisk.remove, (ctx, { query }) => service.removeDisks(ctx.data, query.ids));
  r(invoiceApi.taxClass.page, (ctx, { query }) => service.taxClasses(ctx.data, query));
  r(invoiceApi.taxClass.submit, (ctx, { body }) => service.mustHave(ctx, !!body.id).then(() => service.saveTaxClass(ctx.data, body)));
  r(invoiceApi.taxClass.remove, (ctx, { query }) => service.removeTaxClasses(ctx.data, query.ids));
});
