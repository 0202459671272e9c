import { ecardDistributorOrderApi as D, ecardPortalApi as P } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as admin from './service.ts';
import * as portal from './store.ts';

// The distributor portal's calls are public routes: each reads the distributor's token itself
// (Merchant-Token) and opens its own transaction in the distributor's tenant.
const own = { noTx: true } as const;

export default defineRoutes((r) => {
  r(P.usedRecordLoginPage, (ctx, { query }) => portal.loginPage(ctx, 'usedRecord', query), own);
  r(P.outLoginPage, (ctx, { query }) => portal.loginPage(ctx, 'out', query), own);
  r(P.usedRecordCaptcha, (ctx) => portal.captcha(ctx), own);
  r(P.outCaptcha, (ctx) => portal.captcha(ctx), own);
  r(P.usedRecordLogin, (ctx, { body, req }) => portal.login(ctx, req, body), own);
  r(P.outLogin, (ctx, { body, req }) => portal.login(ctx, req, body), own);
  r(P.me, (ctx, { req }) => portal.me(ctx, req), own);
  r(P.cards, (ctx, { req }) => portal.cards(ctx, req), own);
  r(P.place, (ctx, { body, req }) => portal.place(ctx, req, body), own);
  r(P.orderStatus, (ctx, { req }) => portal.orderStatus(ctx, req), own);
  r(P.orderPage, (ctx, { query, req }) => portal.orderPage(ctx, req, query), own);
  r(P.orderDetail, (ctx, { query, req }) => portal.orderDetailOf(ctx, req, query.orderId), own);
  r(P.appointmentPage, (ctx, { query, req }) => portal.appointmentPage(ctx, req, query), own);
  r(P.verifyPage, (ctx, { query, req }) => portal.verifyPage(ctx, req, query), own);
  r(P.exports, (ctx, { query, req, reply }) => portal.exportsOf(ctx, req, reply, query), { noTx: true, raw: true });
  r(P.gpvVerify, (ctx, { body, req }) => portal.gpvVerify(ctx, req, body), own);

  // the merchant's 分销商订单
  r(D.page, (ctx, { query }) => admin.page(ctx, query));
  r(D.detail, (ctx, { query }) => admin.detail(ctx, query.orderId));
  r(D.distributors, (ctx) => admin.distributors(ctx));
  r(D.switch, (ctx, { body }) => admin.setSwitch(ctx, body));
  r(D.account, (ctx, { body }) => admin.bindAccount(ctx, body));
  r(D.disable, (ctx, { body }) => admin.disable(ctx, body));
  r(D.export, (ctx, { query, reply }) => admin.exportOrders(ctx, reply, query), { raw: true });
});
