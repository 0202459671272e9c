import type { FastifyReply, FastifyRequest } from 'fastify';
import { smsApi } from '@yym/contract';
import type { Services } from '../../../platform/context.ts';
import { inTenant } from '../../../platform/repo.ts';
import { defineRoutes } from '../../../platform/route.ts';
import { accountById } from '../accounts/service.ts';
import { receiptToken } from '../shared.ts';
import * as service from './service.ts';

/** China time as the providers write it ('2024-05-01 10:00:00') to ISO. */
const chinaIso = (s: unknown) =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s) ? `${s.replace(' ', 'T')}+08:00` : null;

/** The providers' receipt items, read from their documented fields. */
function itemsOf(provider: 'aliyun' | 'tencent', body: unknown): service.Receipt[] {
  const list = Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
  return list.flatMap((r) => {
    if (provider === 'aliyun' && typeof r.biz_id === 'string')
      return [
        {
          bizId: r.biz_id,
          ok: r.success === true,
          reason: r.success === true ? null : String(r.err_msg ?? r.err_code ?? ''),
          at: chinaIso(r.report_time),
        },
      ];
    if (provider === 'tencent' && typeof r.sid === 'string')
      return [
        {
          bizId: r.sid,
          ok: r.report_status === 'SUCCESS',
          reason: r.report_status === 'SUCCESS' ? null : String(r.description ?? r.errmsg ?? ''),
          at: chinaIso(r.user_receive_time),
        },
      ];
    return [];
  });
}

/** A receipt: refused unless it names an account of that provider with its token; answered as the provider expects. */
async function receipt(
  svc: Services,
  provider: 'aliyun' | 'tencent',
  q: { account: string; token: string },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const answer = (ok: boolean) =>
    provider === 'aliyun' ? { code: ok ? 0 : 1, msg: ok ? '成功' : '失败' } : { result: ok ? 0 : 1, errmsg: ok ? 'OK' : 'refused' };
  const account = await accountById(svc.db, q.account);
  if (!account || account.provider !== provider || q.token !== receiptToken(svc.cfg.payKey, account.id)) {
    req.log.warn({ provider, account: q.account }, 'sms receipt refused');
    return reply.code(403).send(answer(false));
  }
  await inTenant(svc.db, '000000', (p) => service.applyReceipts(p, account.id, itemsOf(provider, req.body)));
  return reply.send(answer(true));
}

export default defineRoutes((r, svc) => {
  r(smsApi.recordPage, (ctx, { query }) => service.page(ctx, query));
  r(smsApi.recordDetail, (ctx, { query }) => service.detail(ctx, query.id));
  r(smsApi.recordRemove, (ctx, { query }) => service.remove(ctx, query.ids));
  r(smsApi.recordSubmit, (ctx, { body }) => service.send(ctx, body));
  r(smsApi.sendMessage, (ctx, { body }) => service.send(ctx, body));
  r(smsApi.recordResend, (ctx, { body }) => service.resend(ctx, body.id));
  r(smsApi.recordExport, (ctx, { query, reply }) => service.exportRecords(ctx, reply, query), { raw: true });
  r(smsApi.validateMessage, (ctx, { body }) => service.validate(ctx, body));
  const raw = { raw: true, noTx: true, log: false } as const;
  r(smsApi.receiptAliyun, (_ctx, { query, req, reply }) => receipt(svc, 'aliyun', query, req, reply), raw);
  r(smsApi.receiptTencent, (_ctx, { query, req, reply }) => receipt(svc, 'tencent', query, req, reply), raw);
});
