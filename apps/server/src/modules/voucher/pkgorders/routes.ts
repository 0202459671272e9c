import { h5VoucherApi, packageOrderApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { moneyOnce } from '../../order/index.ts';
import * as messages from '../pkgmessages/service.ts';
import * as service from './service.ts';
import * as store from './store.ts';

/** 套餐券订单 in the back office, and the storefront's package page and purchase. */
export default defineRoutes((r) => {
  const A = packageOrderApi;
  r(A.page, (ctx, { body }) => service.page(ctx, body));
  r(A.countStatus, (ctx) => service.countStatus(ctx));
  r(A.exportFile, (ctx, { body, reply }) => service.exportOrders(ctx, reply, body), { raw: true });
  r(A.orderInfo, (ctx, { query }) => service.detail(ctx, query.orderId));
  r(A.spOrderInfo, (ctx, { query }) => service.spOrders(ctx, query.orderId));
  r(A.process, (ctx, { query }) => service.logs(ctx, query.orderId, 'process'));
  r(A.refundLog, (ctx, { query }) => service.logs(ctx, query.orderId, 'refund'));
  r(A.operateLog, (ctx, { query }) => service.logs(ctx, query.orderId, 'operate'));
  r(A.remark, (ctx, { body }) => service.remark(ctx, body.orderId, body.remark));
  r(A.refundDetail, (ctx, { query }) => service.refundDetail(ctx, query.orderId));
  r(A.refund, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => service.refund(ctx, body.orderId, body.reason)));
  r(A.auditRefund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund-audit', () => service.auditRefundStep(ctx, body.orderId, body.pass, body.remark)),
  );
  r(A.auditOut, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund-audit', () => service.auditOut(ctx, body.orderId, body.pass, body.remark)),
  );
  r(A.confirm, (ctx, { body }) => service.confirm(ctx, body.orderId, body.confirmNo, body.remark));
  r(A.refuse, (ctx, { body, req }) => moneyOnce(ctx, req, body, 'refund', () => service.refuse(ctx, body.orderId, body.reason)));
  r(A.outConfirm, (ctx, { body }) => service.outConfirm(ctx, body.orderId, body.ok, body.remark));
  r(A.sendSms, (ctx, { body }) => messages.sendSms(ctx, body.orderId));
  r(A.confirmEmail, (ctx, { body }) => messages.sendMail(ctx, body));
  r(A.mailTemplate, (ctx, { query }) => messages.mailTemplate(ctx, query.orderId));
  r(A.orderStatus, async () => service.statusOptions());
  r(A.batchVerify, (ctx, { body }) => service.batchVerify(ctx, body.orderIds, body.poiId));
  r(A.secondConfirm, (ctx, { body }) => service.secondConfirm(ctx, body.orderId, body.remark));
  r(A.secondOut, (ctx, { body }) => service.secondOut(ctx, body.orderId, body.ok, body.remark));
  r(A.secondLog, (ctx, { query }) => service.secondLog(ctx, query.orderId));
  r(A.secondInfo, (ctx, { query }) => service.secondInfo(ctx, query.orderId));
  r(A.emailLog, (ctx, { query }) => messages.messages(ctx, query.orderId));

  // storefront (public): each opens its own transaction bound to the tenant the link names
  r(h5VoucherApi.packageDetail, (ctx, { query }) => store.packageDetail(ctx, query.id, query.tenantId));
  r(h5VoucherApi.packageBuy, (ctx, { body, req }) => store.buy(ctx, body, req), { noTx: true });
});
