import { fissionApi as A, fissionStoreApi as H } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  r(A.promoterPage, (ctx, { query }) => service.promoterPage(ctx, query));
  r(A.personAudit, (ctx, { body }) => service.auditPromoter(ctx, body));
  r(A.querySpecialPage, (ctx, { query }) => service.specialPage(ctx, query));
  r(A.specialSave, (ctx, { body }) => service.saveSpecial(ctx, body));
  r(A.specialUpdate, (ctx, { body }) => service.saveSpecial(ctx, body));

  r(H.apply, (ctx, { body, req }) => store.apply(ctx, req, body), { noTx: true });
});
