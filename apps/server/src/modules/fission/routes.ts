import { fissionApi as A, fissionStoreApi as H } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';
import * as store from './store.ts';

export default defineRoutes((r) => {
  r(A.queryPage, (ctx, { query }) => service.planPage(ctx, query));
  r(A.getInfo, (ctx, { query }) => service.planDetail(ctx.data, query.id));
  r(A.saveInfo, (ctx, { body }) => service.savePlan(ctx, body));
  r(A.updateInfo, (ctx, { body }) => service.savePlan(ctx, body));
  r(A.updateStatus, (ctx, { body }) => service.planStatus(ctx, body.id, body.planStatus));
  r(A.deleteInfo, (ctx, { query }) => service.removePlans(ctx, query.ids));
  r(A.export, (ctx, { query, reply }) => service.exportPlans(ctx, reply, query), { raw: true });
  r(A.goodsOptions, (ctx, { query }) => service.goodsOptions(ctx, query.name, query.ids));
  r(A.promoterPage, (ctx, { query }) => service.promoterPage(ctx, query));
  r(A.personAudit, (ctx, { body }) => service.auditPromoter(ctx, body));
  r(A.querySpecialPage, (ctx, { query }) => service.specialPage(ctx, query));
  r(A.specialSave, (ctx, { body }) => service.saveSpecial(ctx, body));
  r(A.specialUpdate, (ctx, { body }) => service.saveSpecial(ctx, body));
  r(A.specialAccountPage, (ctx, { query }) => service.accountPage(ctx, query));
  r(A.orderPage, (ctx, { query }) => service.orderPage(ctx, query));
  r(A.orderDaily, (ctx, { query }) => service.daily(ctx, query.days));
  r(A.kickbackDetail, (ctx, { query }) => service.kickbackDetail(ctx, query.orderId));
  r(A.withdrawPage, (ctx, { query }) => service.withdrawPage(ctx, query));
  r(A.withdrawAudit, (ctx, { body }) => service.auditWithdraw(ctx, body));
  r(A.withdrawExport, (ctx, { query, reply }) => service.exportWithdrawals(ctx, reply, query), { raw: true });
  r(A.configGetInfo, (ctx) => service.getConfig(ctx));
  r(A.configSaveInfo, (ctx, { body }) => service.saveConfig(ctx, body));

  r(H.apply, (ctx, { body, req }) => store.apply(ctx, req, body), { noTx: true });
  r(H.mine, (ctx, { query, req }) => store.mine(ctx, req, query), { noTx: true });
  r(H.withdraw, (ctx, { body, req }) => store.withdraw(ctx, req, body), { noTx: true });
});
