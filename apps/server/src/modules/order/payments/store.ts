import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG, PAY_CONFIG_MSG, type PayMethod, type PayType } from '@yym/contract';
import type { Ctx, Services } from '../../../platform/context.ts';
import { bad, notFound, tooMany } from '../../../platform/errors.ts';
import type { PayProvider, RawNotice } from '../../../platform/providers/index.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { enabledMethods, providerOf } from '../../payconfig/index.ts';
import { scopedTo } from '../orders/service.ts';
import * as pays from './repo/pay.ts';
import { createTrade, settlePaid, settleRefund } from './service.ts';

/**
 * The cashier with the tenant's real providers (public, by order code), and the providers' notices.
 * Each runs in a transaction bound to the order's (or the notice's) tenant.
 */

const ATTEMPTS_PER_WINDOW = 30;

export async function payMethods(ctx: Ctx, code: string): Promise<PayMethod[]> {
  const found = await pays.orderByCode(ctx.q, code);
  if (!found) throw notFound();
  const methods = await enabledMethods(scopedTo(ctx.q, found.tenant_id));
  // The sandbox pays without money: offered only where it may run (never in production).
  const sandbox = ctx.svc.providers.payment.sandbox && !ctx.svc.cfg.production;
  return sandbox ? [...methods, { payType: 'sandbox', name: '沙箱支付' }] : methods;
}

export async function startPay(ctx: Ctx, body: { code: string; payType: PayType; payerId?: string }) {
  const svc = ctx.svc;
  const key = `h5pay:ip:${ctx.ip}`;
  if (await lockedKeys(svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(svc, key, ATTEMPTS_PER_WINDOW);
  const found = await pays.orderByCode(svc.db, body.code);
  if (!found) throw notFound();
  const t = await svc.db.tx(
    async (q) => {
      const db = scopedTo(q, found.tenant_id);
      const pay = await providerOf(db, body.payType, true);
      if (!pay) throw bad(PAY_CONFIG_MSG.methodClosed);
      const previous = async (name: string): Promise<PayProvider | null> =>
        name === svc.providers.payment.name ? svc.providers.payment : providerOf(db, name, false);
      return createTrade(db, pay, String(found.id), body.payerId, previous);
    },
    { tenantId: found.tenant_id },
  );
  // The provider's parameters are there once the transaction has committed (see createTrade).
  return { tradeNo: t.tradeNo, amount: t.amount, payType: body.payType, payParams: t.payParams };
}

/**
 * A provider's notice: checked with the tenant's keys, then settled; every signed notice is recorded
 * with what became of it. Forged ones are only logged (a stranger must not fill the table).
 */
export async function providerNotice(
  svc: Services,
  payType: 'wechat' | 'alipay',
  tenantId: string,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const raw: RawNotice = { headers: req.headers, rawBody: (req as FastifyRequest & { rawBody?: string }).rawBody ?? '', body: req.body };
  let answerWith: PayProvider | null = null;
  let ok = false;
  let why = '';
  try {
    ok = await svc.db.tx(
      async (q) => {
        const db = scopedTo(q, tenantId);
        const pay = await providerOf(db, payType, false);
        answerWith = pay;
        const n = pay?.verifyNotice ? await pay.verifyNotice(raw) : null;
        if (!pay || !n) {
          why = PAY_CONFIG_MSG.noticeInvalid;
          req.log.warn({ tenantId, payType }, 'payment notice refused: signature');
          return false;
        }
        const record = (outcome: pays.NoticeRecord['outcome'], detail?: string) =>
          pays.recordNotice(db, {
            provider: payType,
            kind: n.kind,
            tradeNo: n.refundNo ?? n.tradeNo,
            providerNo: n.providerRef,
            amount: n.amount,
            outcome,
            detail,
            raw: n.raw,
          });
        if (n.kind === 'refund') {
          const r = await settleRefund(db, n);
          await record(r);
          why = r;
          return r === 'accepted' || r === 'replayed';
        }
        if (!n.ok) {
          await record('refused', 'not paid');
          return true; // a "not paid" notice changes nothing, and needs no second delivery
        }
        const r = await settlePaid(db, pay, n);
        await record(r.outcome, r.outcome === 'wrongAmount' ? `amount ${n.amount}` : undefined);
        why = r.outcome;
        return r.outcome === 'accepted' || r.outcome === 'replayed';
      },
      { tenantId },
    );
  } catch (e) {
    // e.g. a stray payment whose return failed: nothing kept, the provider delivers the notice again.
    why = (e as Error).message;
    ok = false;
  }
  const a = (answerWith as PayProvider | null)?.noticeAnswer?.(ok, why) ?? {
    status: ok ? 200 : 400,
    type: 'text/plain',
    body: ok ? 'success' : 'fail',
  };
  return reply.status(a.status).type(a.type).send(a.body);
}
