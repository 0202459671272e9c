import { customerApi, customerH5Api } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';
import * as h5 from './store.ts';

/** The user centre (用户列表 and a customer's records) and the storefront customer's login and orders. */
export default defineRoutes((r) => {
  r(customerApi.page, (ctx, { query }) => service.customerPage(ctx, query));
  r(customerApi.exportFile, (ctx, { query, reply }) => service.exportCustomers(ctx, query, reply), { raw: true });
  r(customerApi.detail, (ctx, { query }) => service.customerDetail(ctx, query.id, query.unmask));
  r(customerApi.countDetail, (ctx, { query }) => service.countDetail(ctx, query.customerId));
  r(customerApi.orders, (ctx, { query }) => service.ordersOf(ctx, query));
  r(customerApi.contacts, (ctx, { query }) => service.records(ctx, 'contact', query));
  r(customerApi.favorites, (ctx, { query }) => service.records(ctx, 'favorite', query));
  r(customerApi.punch, (ctx, { query }) => service.records(ctx, 'punch', query));
  r(customerApi.coupons, (ctx, { query }) => service.couponPage(ctx, query));
  r(customerApi.opLog, (ctx, { query }) => service.opLogPage(ctx, query));
  r(customerApi.labels, (ctx) => service.labels(ctx));
  r(customerApi.labelSubmit, (ctx, { body }) => service.submitLabel(ctx, body));
  r(customerApi.labelRemove, (ctx, { query }) => service.removeLabels(ctx, query.ids));
  r(customerApi.setLabels, (ctx, { body }) => service.setLabels(ctx, body.customerId, body.labels));
  r(customerApi.informPage, (ctx, { query }) => service.informPage(ctx, query));
  r(customerApi.informDetail, (ctx, { query }) => service.informDetail(ctx, query.id));
  r(customerApi.informSubmit, (ctx, { body }) => service.submitInform(ctx, body));
  r(customerApi.informRemove, (ctx, { query }) => service.removeInforms(ctx, query.ids));
  r(customerApi.feedback, (ctx, { query }) => service.feedbackPage(ctx, query));
  r(customerApi.feedbackReply, (ctx, { body }) => service.replyFeedback(ctx, body));
  r(customerApi.comments, (ctx, { query }) => service.commentPage(ctx, query));
  r(customerApi.commentDetail, (ctx, { query }) => service.commentDetail(ctx, query.id));
  r(customerApi.commentUpdate, (ctx, { body }) => service.updateComment(ctx, body));
  r(customerApi.commentRemove, (ctx, { query }) => service.removeComments(ctx, query.ids));
  r(customerApi.authRecords, (ctx, { query }) => service.realNamePage(ctx, query));
  r(customerApi.realNames, (ctx, { query }) => service.realNamePage(ctx, query));

  // Public: each opens its own transaction bound to the tenant of the form or of the customer's token.
  r(customerH5Api.sendCode, (ctx, { body }) => h5.sendCode(ctx, body.tenantId, body.phone.trim()), { noTx: true });
  r(customerH5Api.login, (ctx, { body }) => h5.login(ctx, { ...body, phone: body.phone.trim() }), { noTx: true, log: false });
  r(customerH5Api.logout, (ctx, { req }) => h5.logout(ctx, req), { noTx: true });
  r(customerH5Api.orders, (ctx, { query, req }) => h5.myOrders(ctx, req, query), { noTx: true });
});
