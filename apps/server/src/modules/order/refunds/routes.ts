import type { FastifyRequest } from 'fastify';
import { REFUND_TYPE, orderApi, refundApi } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { defineRoutes } from '../../../platform/route.ts';
import { toApi } from '../../../platform/rows.ts';
import type { RefundAction } from '../flow.ts';
import { actorOf, idemKey, moneyOnce } from '../orders/service.ts';
import {
  applyRefund,
  auditRefund,
  forcedRefund,
  refundDetail,
  refundPage,
  unusualMoney,
  unusualRefund,
  unusualRefundDetail,
} from './service.ts';
import { customerApplyRefund, customerRefundDetail } from './store.ts';

/** Refunds: applications, the audit, forced and unusual refunds, the refund list, and the customer's refund page. */
export default defineRoutes((r, svc) => {
  const pay = () => svc.providers.payment;
  const text = (body: { reason?: string; refundText?: string }) => ({ reason: body.reason, text: body.refundText });

  r(orderApi.unusualMoney, (ctx, { query }) => unusualMoney(ctx.data, query.orderId));
  r(refundApi.detail, (ctx, { query }) => refundDetail(ctx.data, query.orderId));
  r(refundApi.unusualDetail, (ctx, { query }) => unusualRefundDetail(ctx.data, query.orderId));
  // Full refund (all refundable tickets) and part refund (chosen guests): both go to audit.
  r(refundApi.refund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund', async () =>
      toApi(await applyRefund(ctx.data, body.orderId, REFUND_TYPE.MERCHANT, { guestIds: undefined, ...text(body) }, actorOf(ctx))),
    ),
  );
  r(refundApi.partRefund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund', async () =>
      toApi(await applyRefund(ctx.data, body.orderId, REFUND_TYPE.MERCHANT, { guestIds: body.guestIds, ...text(body) }, actorOf(ctx))),
    ),
  );
  r(refundApi.forcedRefund, (ctx, { body, req }) =>
    moneyOnce(ctx, req, body, 'refund', async () =>
      toApi(await forcedRefund(ctx.data, pay(), body.orderId, { guestIds: body.guestIds, ...text(body) }, actorOf(ctx))),
    ),
  );
  for (const ep of [refundApi.unusualRefund, refundApi.unusualApply]) {
    r(ep, (ctx, { body, req }) =>
      moneyOnce(ctx, req, body, 'refund', async () =>
        toApi(await unusualRefund(ctx.data, body.orderId, { ...text(body), amount: body.amount }, actorOf(ctx))),
      ),
    );
  }
  // An audit step moves money: a replay with the same key answers the first result (and sends nothing).
  const audit = (
    ctx: Ctx,
    req: FastifyRequest,
    body: { refundId: string; remark?: string; idempotencyKey?: string },
    action: RefundAction,
  ) =>
    moneyOnce(ctx, req, body, 'refund-audit', async () =>
      toApi(await auditRefund(ctx.data, pay(), body.refundId, action, actorOf(ctx), body.remark)),
    );
  r(refundApi.audit, (ctx, { body, req }) => audit(ctx, req, body, body.pass ? 'pass' : 'reject'));
  r(refundApi.outAudit, (ctx, { body, req }) => audit(ctx, req, body, body.pass ? 'outPass' : 'outReject'));
  r(refundApi.unusualAudit, (ctx, { body, req }) =>
    audit(ctx, req, body, body.step === 'out' ? (body.pass ? 'outPass' : 'outReject') : body.pass ? 'pass' : 'reject'),
  );
  r(refundApi.page, (ctx, { query }) => refundPage(ctx.data, query));

  // the customer's refund page (public, by code)
  r(refundApi.customerDetail, (ctx, { query }) => customerRefundDetail(ctx.q, query.code));
  r(refundApi.customerApply, (ctx, { body, req }) => customerApplyRefund(ctx.q, body, idemKey(req)));
});
