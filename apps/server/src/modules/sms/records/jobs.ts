import type { Services } from '../../../platform/context.ts';
import type { JobHandler } from '../../../platform/jobs.ts';
import { inTenant } from '../../../platform/repo.ts';
import type { SmsGateway, SmsProvider } from '../../../platform/providers/sms.ts';
import { gatewayFor } from '../accounts/service.ts';
import { SMS_TRIES } from '../shared.ts';
import * as repo from './repo.ts';

/**
 * The sending job: takes the waiting record (its own short transaction), calls the provider outside
 * any transaction, and writes the answer in another. A refusal is retried by the job's backoff
 * (SMS_TRIES in all); the last one leaves the record 发送失败 with the provider's reason.
 */
export const sendJob =
  (svc: Services): JobHandler =>
  async (payload: { id: string }, job) => {
    const tenantId = job.tenantId!;
    const rec = await inTenant(svc.db, tenantId, (db) => repo.claim(db, payload.id));
    if (!rec) return; // sent, removed or taken by another runner
    const params = Object.fromEntries(Object.entries(rec.params as Record<string, unknown>).filter(([k]) => k !== 'used'));
    const message = {
      phone: rec.phone,
      signName: rec.sign_name ?? '',
      templateCode: rec.template_code ?? `SMS_${rec.template_id ?? 0}`,
      params: params as Record<string, string>,
      order: rec.variables ?? Object.keys(params),
    };
    // The last try leaves the record 发送失败; an earlier one is retried by the job's backoff.
    const final = Number(rec.attempts) >= SMS_TRIES;
    await deliver(svc, tenantId, payload.id, message, final).catch((e) => {
      if (!final) throw e;
    });
  };

/**
 * Send a recorded message through the tenant's gateway, outside any transaction, and write the
 * provider's answer to its record; throws the provider's reason when it refuses (`final` marks the
 * record 发送失败, else it waits for another try).
 */
export async function deliver(svc: Services, tenantId: string, id: string, message: Parameters<SmsGateway['send']>[0], final: boolean) {
  const { gateway, accountId, provider } = await gatewayFor(svc.db, tenantId, svc.cfg.payKey, svc.providers.sms);
  try {
    if (!gateway) throw new Error('短信账号密钥无法读取, 请重新填写');
    const { bizId } = await gateway.send(message);
    // The sandbox has no receipts: what it takes counts as delivered.
    await inTenant(svc.db, tenantId, (db) => repo.sent(db, id, { provider, accountId, bizId, status: provider === 'sandbox' ? 2 : 1 }));
  } catch (e) {
    const reason = (e as Error)?.name === 'TimeoutError' ? '短信服务商响应超时' : (e as Error)?.message || '发送失败';
    await inTenant(svc.db, tenantId, (db) => repo.failed(db, id, provider, reason, final));
    throw new Error(reason);
  }
}

type Legacy = Parameters<SmsProvider['send']>[0];

/**
 * The areas that send through `svc.providers.sms` directly (login codes, activation codes, hotel
 * notices) keep their contract: the send happens in their call and throws when it fails. Each such
 * send is also written to the records, after the caller's transaction (it waits for PGlite's one
 * connection), so 短信管理 shows every message the product sent. Codes are not kept.
 */
export function recordingSms(svc: Services, inner: SmsProvider): SmsProvider {
  const record = (m: Legacy, failReason: string | null) => {
    const login = m.template === 'login-code';
    const content = login ? '验证码: ******' : String(m.params.text ?? '');
    void inTenant(svc.db, m.tenantId, (db) =>
      repo.insert(db, {
        phone: m.phone,
        sceneCode: login ? 'login_code' : null,
        templateId: null,
        signName: null,
        content: content.slice(0, 1000),
        params: {},
        eventKey: null,
        provider: inner.name,
        sendStatus: failReason ? 3 : 2,
        failReason,
      }),
    ).catch(() => {}); // a record is not worth failing a login for
  };
  return new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop !== 'send') return Reflect.get(target, prop, receiver);
      return async (m: Legacy) => {
        try {
          await target.send(m);
        } catch (e) {
          record(m, (e as Error)?.message || '发送失败');
          throw e;
        }
        record(m, null);
      };
    },
  });
}
