import { codeMessageApi, ecardApi, ecardCodeApi, ecardOrderApi, ecardStoreApi, heldCardApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { actorOf } from '../../order/index.ts';
import * as codes from './service.ts';
import * as store from './store.ts';

/** Activation code batches, their codes and SMS, the exchange records; activating a code (back office and storefront). */
export default defineRoutes((r) => {
  r(ecardCodeApi.page, (ctx, { query }) => codes.batchPage(ctx.data, query));
  r(ecardCodeApi.detail, (ctx, { query }) => codes.batchDetail(ctx.data, query.id));
  r(ecardCodeApi.submit, (ctx, { body }) => codes.prefabricate(ctx.data, body));
  r(ecardCodeApi.list, (ctx, { query }) => codes.codePage(ctx.data, query));
  r(ecardCodeApi.export, (ctx, { query, reply }) => codes.exportCodes(ctx, reply, query.batchId), { raw: true });
  r(ecardCodeApi.forbidden, (ctx, { body }) => codes.setBatchStatus(ctx.data, body.ids, 0));
  r(ecardCodeApi.start, (ctx, { body }) => codes.setBatchStatus(ctx.data, body.ids, 1));
  r(ecardCodeApi.mark, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'marked', body.value));
  r(ecardCodeApi.exWarehouse, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'outStatus', body.value));
  r(ecardCodeApi.remark, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'remark', body.text));
  r(ecardCodeApi.userRemark, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'userRemark', body.text));
  r(ecardCodeApi.customerName, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'customerName', body.text));
  r(ecardCodeApi.payPrice, (ctx, { body }) => codes.setBatchField(ctx.data, body.id, 'payPrice', body.payPrice));
  r(ecardCodeApi.remove, (ctx, { query }) => codes.removeBatches(ctx.data, query.ids));
  r(ecardCodeApi.verifyPage, (ctx, { query }) => codes.exchangePage(ctx.data, query));
  r(heldCardApi.postponeBatches, (ctx, { body }) => codes.postponeBatches(ctx.data, body.ids, body.validEnd));

  // exchange records, activating and forbidding a code
  r(ecardApi.exchangePage, (ctx, { query }) => codes.exchangePage(ctx.data, query));
  r(ecardApi.exchangeExport, (ctx, { query, reply }) => codes.exportExchanges(ctx, reply, query), { raw: true });
  r(ecardOrderApi.activateVerify, (ctx, { body }) => codes.activate(ctx.data, body, { ip: ctx.ip, operator: actorOf(ctx).name }));
  r(ecardOrderApi.activationCodeForbidden, (ctx, { query }) => codes.forbidCode(ctx.data, query.id));

  // The sends open their own short transactions (a claim commits before its messages go out).
  r(codeMessageApi.sendMessage, (ctx, { body }) => codes.sendMessage(ctx, body), { noTx: true });
  r(codeMessageApi.retry, (ctx, { body }) => codes.retry(ctx, body.batchId), { noTx: true });
  r(codeMessageApi.process, (ctx, { query }) => codes.progressOf(ctx.data, query.batchId));
  r(codeMessageApi.messages, (ctx, { query }) => codes.messagePage(ctx.data, query));

  // storefront (the customer's call opens its own transactions)
  r(ecardStoreApi.activate, (ctx, { body, req }) => store.activate(ctx, req, body), { noTx: true });
});
