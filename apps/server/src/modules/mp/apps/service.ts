import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MP_MSG, type MpApp, type MpPlatform, type MpTester, type mpDomainForm, type mpPrivacyForm } from '@yym/contract';
import type { Ctx, Services } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad } from '../../../platform/errors.ts';
import { MpRefused } from '../../../platform/providers/mp-open.ts';
import { seal } from '../../../platform/providers/paysecret.ts';
import { sendOnCommit } from '../../../platform/raw.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { ask, notAuthorised, openPlatform, txFor } from '../shared.ts';
import * as repo from './repo.ts';

export const presentApp = (r: Row): MpApp => ({ ...toApi<MpApp>(r), id: String(r.id) });

/** The tenant's app of a platform (refused when not authorised). */
export async function appOf(db: Scoped, platform: MpPlatform) {
  const a = await repo.app(db, platform);
  if (!a) throw notAuthorised();
  return a;
}
/** The app a call names: the tenant's authorised app of the platform with that app id, or a refusal. */
export async function appNamed(db: Scoped, platform: MpPlatform, appId: string) {
  const a = await appOf(db, platform);
  if (a.app_id !== appId) throw bad(MP_MSG.appNotYours);
  return a;
}
export const appOrNull = (db: Scoped, platform: MpPlatform) => repo.app(db, platform);
export const keepVisit = (db: Scoped, platform: MpPlatform, appId: string, status: 'open' | 'close') =>
  repo.setAppColumn(db, platform, appId, 'visit_status', status);

// ---------------------------------------------------------------- authorisation

const PATHS: Record<MpPlatform, string> = {
  wechat: '/api/yym-biz-advanced/wx/auth/callback',
  alipay: '/api/yym-biz-advanced/alipay/auth/callback',
};
const origin = (ctx: Ctx, req: FastifyRequest) => ctx.svc.cfg.publicUrl.replace(/\/$/, '') || `${req.protocol}://${req.headers.host}`;

/** The platform's authorisation page for the caller's tenant; the state names the tenant for 30 minutes, once. */
export async function authPage(ctx: Ctx, req: FastifyRequest, platform: MpPlatform) {
  const state = randomBytes(16).toString('hex');
  const page = await ask(() => openPlatform(ctx, platform).authPage(state, `${origin(ctx, req)}${PATHS[platform]}`));
  await repo.saveState(ctx.svc.db, state, ctx.tenantId, platform);
  return { ...page, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };
}

const bound = (tenantId: string, platform: MpPlatform) => `${tenantId}:mp:${platform}`;

/**
 * The platform's redirect after the merchant consented: the state names the tenant, the code names the
 * app; the app is bound to the tenant, then the back office shows authSuccess (or authError with why).
 */
export async function authCallback(
  svc: Services,
  reply: FastifyReply,
  platform: MpPlatform,
  q: { state: string; auth_code?: string; app_auth_code?: string },
) {
  const to = (path: string) => sendOnCommit(reply, () => reply.redirect(path));
  const code = q.auth_code ?? q.app_auth_code;
  const s = code ? await repo.takeState(svc.db, q.state, platform) : undefined;
  if (!s) return to(`/merchantManage/mp/authError?platform=${platform}&msg=${encodeURIComponent(MP_MSG.authExpired)}`);
  const provider = platform === 'wechat' ? svc.providers.mpWechat : svc.providers.mpAlipay;
  try {
    const a = await provider.queryAuth(code!);
    await inTenant(svc.db, s.tenant_id, (db) =>
      repo.bindApp(db, platform, { ...a, refreshToken: seal(svc.cfg.payKey, a.refreshToken, bound(s.tenant_id, platform)) }),
    );
    return to(`/merchantManage/mp/authSuccess?platform=${platform}&appName=${encodeURIComponent(a.appName)}`);
  } catch (e) {
    const msg = e instanceof MpRefused ? e.message : MP_MSG.authFailed;
    return to(`/merchantManage/mp/authError?platform=${platform}&msg=${encodeURIComponent(msg)}`);
  }
}

export async function appDetail(ctx: Ctx, platform: MpPlatform) {
  const a = await repo.app(ctx.data, platform);
  return a ? presentApp(a) : null;
}

export async function unbind(ctx: Ctx, platform: MpPlatform, appId: string) {
  const tx = txFor(ctx);
  await tx((db) => appNamed(db, platform, appId));
  await ask(() => openPlatform(ctx, platform).unbind(appId));
  return (await tx((db) => repo.unbindApp(db, platform, appId))).length;
}

// ---------------------------------------------------------------- settings kept by the platform

/** Ask the platform to change a setting of the app, then keep it (column) as it now is. */
async function setting(
  ctx: Ctx,
  platform: MpPlatform,
  appId: string,
  key: string,
  value: unknown,
  column?: Parameters<typeof repo.setAppColumn>[3],
) {
  const tx = txFor(ctx);
  await tx((db) => appNamed(db, platform, appId));
  const r = await ask(() => openPlatform(ctx, platform).setting(appId, key, value));
  if (column) await tx((db) => repo.setAppColumn(db, platform, appId, column, value));
  return { app: presentApp((await tx((db) => repo.app(db, platform)))!), auditId: r.auditId };
}

export const modifyDomain = async (ctx: Ctx, f: z.output<typeof mpDomainForm>) => {
  const { platform, appId, ...domains } = f;
  return (await setting(ctx, platform, appId, 'domains', domains, 'domains')).app;
};
export const setPrivacy = async (ctx: Ctx, f: z.output<typeof mpPrivacyForm>) => {
  const { platform, appId, ...privacy } = f;
  return (await setting(ctx, platform, appId, 'privacy', privacy, 'privacy')).app;
};
export const getPrivacy = async (ctx: Ctx, platform: MpPlatform) =>
  toApi<{ privacy: Record<string, unknown> }>(await appOf(ctx.data, platform)).privacy;
export const applyInterface = async (ctx: Ctx, platform: MpPlatform, key: string, f: { appId: string }) => {
  const { appId, ...value } = f;
  const r = await setting(ctx, platform, appId, key, value);
  return { auditId: r.auditId ?? '' };
};
export const setDefaultVersion = async (ctx: Ctx, platform: MpPlatform, f: { appId: string; version: string }) =>
  (await setting(ctx, platform, f.appId, 'defaultVersion', f.version, 'default_version')).app;
export const getDefaultVersion = async (ctx: Ctx, platform: MpPlatform) => ({
  version: (await appOf(ctx.data, platform)).default_version ?? null,
});
export const saveMallInfo = async (ctx: Ctx, f: { appId: string }) => {
  const { appId, ...info } = f;
  return (await setting(ctx, 'alipay', appId, 'mallInfo', info, 'mall_info')).app;
};
export const topicSubscribe = async (ctx: Ctx, appId: string) => {
  const topics = ['alipay.open.mini.version.audit.passed', 'alipay.open.mini.version.audit.rejected'];
  await setting(ctx, 'alipay', appId, 'topics', topics);
  return { topics };
};
export const material = async (ctx: Ctx, f: { appId: string; url: string }) => {
  await setting(ctx, 'wechat', f.appId, 'material', f.url);
  return { mediaId: randomBytes(12).toString('hex') };
};

export async function quota(ctx: Ctx, platform: MpPlatform) {
  const a = await txFor(ctx)((db) => appOf(db, platform));
  return ask(() => openPlatform(ctx, platform).quota(String(a.app_id)));
}
export async function clearQuota(ctx: Ctx, platform: MpPlatform, appId: string) {
  await txFor(ctx)((db) => appNamed(db, platform, appId));
  return ask(() => openPlatform(ctx, platform).clearQuota(appId));
}

// ---------------------------------------------------------------- testers (体验者 / 体验成员)

const presentTester = (r: Row): MpTester => toApi<MpTester>(r);

export async function testers(ctx: Ctx, platform: MpPlatform) {
  const a = await appOf(ctx.data, platform);
  return (await repo.testers(ctx.data, String(a.id))).map(presentTester);
}
export async function bindTester(ctx: Ctx, platform: MpPlatform, { appId, wechatId }: { appId: string; wechatId: string }) {
  const tx = txFor(ctx);
  const a = await tx((db) => appNamed(db, platform, appId));
  const { userstr } = await ask(() => openPlatform(ctx, platform).bindTester(String(a.app_id), wechatId));
  return presentTester((await tx((db) => repo.addTester(db, String(a.id), wechatId, userstr)))!);
}
export async function unbindTester(ctx: Ctx, platform: MpPlatform, { appId, wechatId }: { appId: string; wechatId: string }) {
  const tx = txFor(ctx);
  const a = await tx((db) => appNamed(db, platform, appId));
  await ask(() => openPlatform(ctx, platform).unbindTester(String(a.app_id), wechatId));
  const n = (await tx((db) => repo.removeTester(db, String(a.id), wechatId))).length;
  if (!n) throw bad(MP_MSG.testerRequired);
  return n;
}

// ---------------------------------------------------------------- the platform's views

export async function allApps(ctx: Ctx, q: { platform?: MpPlatform; current: number; size: number }) {
  const p = await repo.allApps(ctx.data, q);
  return { ...p, records: p.records.map((r) => presentApp(r as Row)) };
}
export const callbackPage = (ctx: Ctx, q: { current: number; size: number }) => repo.callbackPage(ctx.q, q);
