import { fissionApi as A, fissionStoreApi as H } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  r(A.specialAccountPage, (ctx, { query }) => service.accountPage(ctx, query));
  r(A.withdrawPage, (ctx, { query }) => service.withdrawPage(ctx, query));
  r(A.withdrawAudit, (ctx, { body }) => service.auditWithdraw(ctx, body));
  r(A.withdrawExport, (ctx, { query, reply }) => service.exportWithdrawals(ctx, reply, query), { raw: true });

  r(H.mine, (ctx, { query, req }) => store.mine(ctx, req, query), { noTx: true });
  r(H.withdraw, (ctx, { body, req }) => store.withdraw(ctx, req, body), { noTx: true });
});
