import { MP_MSG, MP_STATUS as S, type MpPlatform } from '@yym/contract';
import type { Ctx, Services } from '../../../platform/context.ts';
import { BizError, bad } from '../../../platform/errors.ts';
import type { MpCallback, MpOpenPlatform } from '../../../platform/providers/mp-open.ts';
import { SandboxMpPlatform } from '../../../platform/providers/mp-sandbox.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import * as repo from './repo.ts';
import { move } from './service.ts';

// ---------------------------------------------------------------- audit results: callback and polling

/** Settle an audit once (the callback and the polling job may both bring it). */
async function settle(db: Scoped, id: string, pass: boolean, reason: string | undefined) {
  const v = await repo.version(db, id);
  if (!v || Number(v.status) !== S.AUDITING) return false;
  await move(
    db,
    v,
    pass ? 'pass' : 'reject',
    '平台审核',
    repo.sets({ audit_time: 'now()', reason: pass ? null : (reason ?? '') }),
    pass ? null : reason,
  );
  return true;
}

const providerFor = (svc: Services, platform: string): MpOpenPlatform =>
  platform === 'wechat' ? svc.providers.mpWechat : svc.providers.mpAlipay;

/** The platform's push: checked (signature, encryption), logged, and the audit settled in its tenant. */
export async function callback(svc: Services, platform: MpPlatform, c: MpCallback) {
  const raw = JSON.stringify(c);
  let event: ReturnType<MpOpenPlatform['readCallback']>;
  try {
    event = providerFor(svc, platform).readCallback(c);
  } catch {
    await repo.logCallback(svc.db, platform, false, MP_MSG.callbackSignature, raw);
    throw new BizError(401, MP_MSG.callbackSignature);
  }
  await repo.logCallback(svc.db, platform, true, null, raw);
  if (!event) return 'success';
  const e = event;
  const v = await repo.byAudit(svc.db, platform, e.appId, e.auditId);
  if (v) await svc.db.tx((q) => settle(tenantData(q, v.tenant_id), v.id, e.pass, e.reason), { tenantId: v.tenant_id });
  return 'success';
}

/** Ask the platform about one auditing version (outside any transaction), settle what it says. */
export async function pollOne(svc: Services, tenantId: string, id: string) {
  const v = await svc.db.tx((q) => repo.version(tenantData(q, tenantId), id), { tenantId });
  if (!v || Number(v.status) !== S.AUDITING) return false;
  const r = await providerFor(svc, String(v.platform))
    .auditStatus(String(v.open_app_id), String(v.audit_id))
    .catch(() => null);
  if (!r || r.status === 'auditing') return false;
  return svc.db.tx((q) => settle(tenantData(q, tenantId), id, r.status === 'pass', r.reason), { tenantId });
}

/** The polling job: every version under audit in every tenant (a lost callback never leaves one waiting). */
export async function pollAudits(svc: Services) {
  let n = 0;
  for (const v of await repo.auditingEverywhere(svc.db)) if (await pollOne(svc, v.tenant_id, v.id)) n++;
  return n;
}

/** Rehearsal on the sandbox: let the audit time pass, deliver the platforms' callbacks, poll the rest. */
export async function sandboxElapse(ctx: Ctx, seconds: number) {
  let n = 0;
  for (const p of [ctx.svc.providers.mpWechat, ctx.svc.providers.mpAlipay]) {
    if (!(p instanceof SandboxMpPlatform)) throw bad(MP_MSG.sandboxOnly);
    p.elapse(seconds);
    for (const c of p.takeCallbacks()) await callback(ctx.svc, p.platform, c);
  }
  n += await pollAudits(ctx.svc);
  return n;
}
