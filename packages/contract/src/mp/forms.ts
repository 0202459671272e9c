import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zId, zIdText, zPageQuery } from '../schemas.ts';
import { MP_MSG, type MpApp, type MpLogRow, type MpPanel } from './rows.ts';

export const zPlatform = z.enum(['wechat', 'alipay'], { error: MP_MSG.platformInvalid });
export const zVersion = z.string({ error: MP_MSG.versionInvalid }).regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, MP_MSG.versionInvalid);
export const zDomain = z.string().regex(/^https:\/\/[\w.-]+(:\d+)?$/, MP_MSG.domainInvalid);
/** The platform's id of the caller's authorised app (wx…, 2021…): every call that changes an app names it. */
export const zAppId = z
  .string({ error: MP_MSG.appRequired })
  .trim()
  .min(1, MP_MSG.appRequired)
  .max(64, MP_MSG.appRequired)
  .regex(/^[\w-]+$/, MP_MSG.appRequired);
/** A version's id: every call that moves a version names it. */
export const zVersionId = z
  .union([z.string(), z.number()], { error: MP_MSG.versionRequired })
  .transform((v) => String(v))
  .pipe(zIdText);
export const version = z.object({ id: zVersionId });
export const app = z.object({ appId: zAppId });
const zTenant = z.string().regex(/^\d{6}$/, MSG.paramInvalid);
const targets = <T extends z.ZodType>(item: T) => z.array(item).min(1, MSG.paramInvalid).max(200, MSG.paramInvalid);
/** Versions of tenants' apps for the platform's batch calls, each named (a merchant names only its own). */
export const zVersionTargets = targets(z.object({ tenantId: zTenant, platform: zPlatform, id: zVersionId }));
/** Tenants' apps for the platform's batch upload, each named. */
export const zAppTargets = targets(z.object({ tenantId: zTenant, platform: zPlatform, appId: zAppId }));
export const mpUploadForm = z.object({
  platform: zPlatform,
  appId: zAppId,
  templateId: z.string({ error: MP_MSG.templateRequired }).min(1, MP_MSG.templateRequired).max(40),
  version: zVersion,
  userDesc: z.string().trim().max(200, MSG.paramInvalid).optional(),
});
export const mpDomainForm = z.object({
  platform: zPlatform,
  appId: zAppId,
  requestDomain: z.array(zDomain).max(20).default([]),
  uploadDomain: z.array(zDomain).max(20).default([]),
  downloadDomain: z.array(zDomain).max(20).default([]),
  webviewDomain: z.array(zDomain).max(20).default([]),
});
export const mpPrivacyForm = z.object({
  platform: zPlatform,
  appId: zAppId,
  contactPhone: z
    .string()
    .regex(/^1\d{10}$/, MSG.paramInvalid)
    .optional(),
  storeExpire: z.string().max(50).optional(),
  items: z
    .array(z.object({ key: z.string().max(40), text: z.string().max(200) }))
    .max(30)
    .default([]),
});
export const mpPerms = {
  view: 'mp',
  auth: 'mp_auth',
  upload: 'mp_upload',
  audit: 'mp_audit',
  release: 'mp_release',
  revert: 'mp_revert',
  setting: 'mp_setting',
};
export const P = mpPerms;

export const WX = '/yym-biz-advanced/wx';
export const ALI = '/yym-biz-advanced/alipay';
/** A GET / POST of the area, its response type first, its schema inferred (so the handler's input is typed). */
export const get =
  <R>() =>
  <Q extends z.ZodType | undefined = undefined>(
    path: string,
    summary: string,
    perm: string,
    query?: Q,
    more: { platform?: boolean; blob?: boolean } = {},
  ) =>
    endpoint({ method: 'GET', path, summary, perm: [perm], query: query as Q, response: returns<R>(), ...more });
export const post =
  <R>() =>
  <B extends z.ZodType | undefined = undefined>(path: string, summary: string, perm: string, body?: B, more: { platform?: boolean } = {}) =>
    endpoint({ method: 'POST', path, summary, perm: [perm], body: body as B, response: returns<R>(), ...more });

/** The authorisation calls of one platform (the third-party platform flow). */
export const authApi = (base: string, name: string) => ({
  preAuthCode: get<{ preAuthCode: string; expiresIn: number }>()(`${base}/auth/pre_auth_code`, `${name}: pre-auth code`, P.auth),
  redirectAuthPage: get<{ url: string }>()(
    `${base}/auth/redirectAuthPage`,
    `${name}: the platform's authorisation page for this tenant`,
    P.auth,
  ),
  link: post<{ url: string; expiresAt: string }>()(`${base}/auth/link`, `${name}: an authorisation link to send to the merchant`, P.auth),
  appDetail: get<MpApp | null>()(`${base}/auth/appDetail`, `${name}: the authorised app`, P.view),
  unbind: post<number>()(`${base}/auth/unbind`, `${name}: unbind the named app of the tenant`, P.auth, app),
  /** The platform's redirect after consent: binds the app to the tenant named by the state, then the authSuccess / authError page. */
  callback: endpoint({
    method: 'GET',
    path: `${base}/auth/callback`,
    summary: `${name}: authorisation callback (bind to tenant)`,
    auth: 'public',
    query: z.object({
      state: z.string().max(64),
      auth_code: z.string().max(200).optional(),
      app_auth_code: z.string().max(200).optional(),
    }),
    response: returns<unknown>(),
  }),
});

export const mpApi = {
  panels: get<MpPanel[]>()(
    '/yym-biz-advanced/mp/panels',
    'Mini programs: both platforms with the authorised app, online version and quota',
    P.view,
  ),
  versionLogs: get<Page<MpLogRow>>()(
    '/yym-biz-advanced/mp/history',
    'Mini programs: every move of the versions (flow)',
    P.view,
    zPageQuery.extend({ platform: zPlatform.optional(), versionId: zId.optional() }),
  ),
  batchApps: get<Page<MpApp>>()(
    '/yym-biz-advanced/mp/apps',
    'Mini programs: every tenant\u2019s authorised apps (platform)',
    P.view,
    zPageQuery.extend({ platform: zPlatform.optional() }),
    { platform: true },
  ),
  sandboxElapse: post<number>()(
    '/yym-biz-advanced/mp/sandbox/elapse',
    'Mini programs (sandbox): let the platform\u2019s audit time pass, then poll',
    P.audit,
    z.object({ seconds: z.coerce.number().int().min(1).max(86_400) }),
  ),
};
