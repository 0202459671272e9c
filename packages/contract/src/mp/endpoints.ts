import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import type { Page } from '../envelope.ts';
import { zPageQuery } from '../schemas.ts';
import {
  MP_MSG,
  type MpApp,
  type MpBatchResult,
  type MpCallbackRow,
  type MpLogRow,
  type MpTemplate,
  type MpTester,
  type MpVersionRow,
} from './rows.ts';
import {
  zVersion,
  version,
  app,
  zVersionTargets,
  zAppTargets,
  P,
  WX,
  ALI,
  get,
  post,
  authApi,
  mpUploadForm,
  mpDomainForm,
  mpPrivacyForm,
} from './forms.ts';

/** Chat-app (wechat) side: code, audit, release, settings, templates, testers (spec 3 §7). */
export const mpWxApi = {
  ...authApi(WX, 'WeChat mini program'),
  codePage: get<Page<MpVersionRow>>()(
    `${WX}/code/page`,
    'WeChat: versions of the app',
    P.view,
    zPageQuery.extend({ status: z.coerce.number().int().optional() }),
  ),
  upload: post<MpVersionRow>()(
    `${WX}/code/commit`,
    'WeChat: upload a version from a template with the tenant\u2019s configuration',
    P.upload,
    mpUploadForm.omit({ platform: true }),
  ),
  batchSubmitAudit: post<MpBatchResult>()(
    `${WX}/code/batchSubmitAudit`,
    'WeChat: submit the named versions of apps for audit',
    P.audit,
    z.object({ targets: zVersionTargets }),
  ),
  submitAudit: post<MpVersionRow>()(`${WX}/code/submitAudit`, 'WeChat: submit a version for audit', P.audit, version),
  undoAudit: post<MpVersionRow>()(`${WX}/code/undoAudit`, 'WeChat: undo an audit', P.audit, version),
  speedupAudit: post<MpVersionRow>()(`${WX}/code/speedupAudit`, 'WeChat: speed up an audit', P.audit, version),
  batchRelease: post<MpBatchResult>()(
    `${WX}/code/batchRelease`,
    'WeChat: release the named passed versions of apps',
    P.release,
    z.object({ targets: zVersionTargets }),
  ),
  release: post<MpVersionRow>()(`${WX}/code/release`, 'WeChat: release a passed version', P.release, version),
  batchUpdateVersion: post<MpBatchResult>()(
    `${WX}/code/batchUpdateVersion`,
    'WeChat: upload a template as a new version to apps',
    P.upload,
    z.object({
      targets: zAppTargets,
      templateId: z.string().min(1).max(40),
      version: zVersion,
      userDesc: z.string().max(200).optional(),
    }),
  ),
  revertRelease: post<MpVersionRow>()(
    `${WX}/code/revertCodeRelease`,
    'WeChat: revert the named online version to the previous release',
    P.revert,
    version,
  ),
  history: get<Page<MpLogRow>>()(`${WX}/code/history`, 'WeChat: version history', P.view, zPageQuery),
  lastAuditStatus: get<MpVersionRow | null>()(
    `${WX}/code/lastAuditStatus`,
    'WeChat: the last audit of the named app and its status (asked now)',
    P.view,
    app,
  ),
  changeVisitStatus: post<MpApp>()(
    `${WX}/code/changeVisitStatus`,
    'WeChat: open or close the named online version to visitors',
    P.release,
    version.extend({ action: z.enum(['open', 'close'], { error: MSG.paramInvalid }) }),
  ),
  qrcode: get<unknown>()(`${WX}/code/qrcode`, 'WeChat: the trial version\u2019s QR code (png)', P.view, undefined, { blob: true }),
  material: post<{ mediaId: string }>()(
    `${WX}/code/material`,
    'WeChat: audit material (a screenshot or video link for the reviewer)',
    P.audit,
    app.extend({ url: z.string().url(MSG.paramInvalid).max(500) }),
  ),
  modifyDomain: post<MpApp>()(
    `${WX}/domain/modify`,
    'WeChat: server and webview domains',
    P.setting,
    mpDomainForm.omit({ platform: true }),
  ),
  getDefaultVersion: get<{ version: string | null }>()(`${WX}/defaultVersion/get`, 'WeChat: lowest base library version', P.view),
  setDefaultVersion: post<MpApp>()(
    `${WX}/defaultVersion/set`,
    'WeChat: set the lowest base library version of the named app',
    P.setting,
    app.extend({ version: zVersion }),
  ),
  templateList: get<MpTemplate[]>()(`${WX}/template/list`, 'WeChat: code templates', P.view),
  templateDraft: get<MpTemplate[]>()(`${WX}/template/draft`, 'WeChat: code drafts (platform)', P.view, undefined, { platform: true }),
  addToTemplate: endpoint({
    method: 'PUT',
    path: `${WX}/template/add_to_template`,
    summary: 'WeChat: add a draft to the templates (platform)',
    perm: [P.upload],
    platform: true,
    body: z.object({ draftId: z.string().min(1).max(40) }),
    response: returns<MpTemplate>(),
  }),
  getPrivacy: get<Record<string, unknown>>()(`${WX}/privacy/get`, 'WeChat: privacy settings', P.view),
  setPrivacy: post<MpApp>()(`${WX}/privacy/set`, 'WeChat: privacy settings', P.setting, mpPrivacyForm.omit({ platform: true })),
  applyPrivacyInterface: post<{ auditId: string }>()(
    `${WX}/privacy/applyInterface`,
    'WeChat: apply for a privacy interface (e.g. location)',
    P.setting,
    app.extend({ apiName: z.string().regex(/^\w{1,60}$/, MSG.paramInvalid), content: z.string().min(1).max(300) }),
  ),
  quota: get<{ rest: number; limit: number }>()(`${WX}/quota/get`, 'WeChat: audit quota left', P.view),
  clearQuota: post<{ rest: number; limit: number }>()(`${WX}/quota/clear`, 'WeChat: clear the call quota of the named app', P.setting, app),
  testers: get<MpTester[]>()(`${WX}/tester/list`, 'WeChat: trial testers', P.view),
  bindTester: post<MpTester>()(
    `${WX}/tester/bind`,
    'WeChat: bind a trial tester',
    P.setting,
    app.extend({ wechatId: z.string({ error: MP_MSG.testerRequired }).trim().min(1, MP_MSG.testerRequired).max(64) }),
  ),
  unbindTester: post<number>()(
    `${WX}/tester/unbind`,
    'WeChat: unbind a trial tester',
    P.setting,
    app.extend({ wechatId: z.string({ error: MP_MSG.testerRequired }).min(1, MP_MSG.testerRequired).max(64) }),
  ),
  memberAuth: get<MpTester[]>()(`${WX}/tester/memberauth`, 'WeChat: members with trial rights (as the platform lists them)', P.view),
  /** The platform's event push (audit results, authorisation changes): signature and encryption checked. */
  notify: endpoint({
    method: 'POST',
    path: `${WX}/callback`,
    summary: 'WeChat: event callback (msg_signature over token, timestamp, nonce and the encrypted body)',
    auth: 'public',
    query: z.object({ timestamp: z.string().max(20), nonce: z.string().max(40), msg_signature: z.string().max(64) }),
    body: z.object({ ToUserName: z.string().max(64).optional(), Encrypt: z.string().max(20_000) }),
    response: returns<string>(),
  }),
};

/** Payment-app (alipay) side (spec 3 §7). */
export const mpAlipayApi = {
  ...authApi(ALI, 'Alipay mini program'),
  versionPage: get<Page<MpVersionRow>>()(
    `${ALI}/version/page`,
    'Alipay: versions of the app',
    P.view,
    zPageQuery.extend({ status: z.coerce.number().int().optional() }),
  ),
  upload: post<MpVersionRow>()(
    `${ALI}/version/upload`,
    'Alipay: upload a version from a template',
    P.upload,
    mpUploadForm.omit({ platform: true }),
  ),
  auditApply: post<MpVersionRow>()(`${ALI}/version/auditApply`, 'Alipay: submit a version for audit', P.audit, version),
  auditCancel: post<MpVersionRow>()(`${ALI}/version/auditCancel`, 'Alipay: cancel an audit', P.audit, version),
  online: post<MpVersionRow>()(`${ALI}/version/online`, 'Alipay: put a passed version online', P.release, version),
  rollback: post<MpVersionRow>()(
    `${ALI}/version/rollback`,
    'Alipay: roll the named online version back to the previous one',
    P.revert,
    version,
  ),
  experience: post<{ url: string }>()(
    `${ALI}/version/experience`,
    'Alipay: create the trial version of a version (its QR link)',
    P.upload,
    version,
  ),
  refreshStatus: post<MpVersionRow | null>()(
    `${ALI}/version/refreshStatus`,
    'Alipay: ask the platform for the named version\u2019s audit status now',
    P.audit,
    version,
  ),
  applyRecord: get<Page<MpLogRow>>()(`${ALI}/version/applyRecord`, 'Alipay: audit applications and every other move', P.view, zPageQuery),
  members: get<MpTester[]>()(`${ALI}/members`, 'Alipay: trial members', P.view),
  addMember: post<MpTester>()(
    `${ALI}/members/create`,
    'Alipay: add a trial member (logon id)',
    P.setting,
    app.extend({ wechatId: z.string({ error: MP_MSG.testerRequired }).trim().min(1, MP_MSG.testerRequired).max(64) }),
  ),
  removeMember: post<number>()(
    `${ALI}/members/delete`,
    'Alipay: remove a trial member',
    P.setting,
    app.extend({ wechatId: z.string({ error: MP_MSG.testerRequired }).min(1, MP_MSG.testerRequired).max(64) }),
  ),
  applyUserInfo: post<{ auditId: string }>()(
    `${ALI}/applyUserInfo`,
    'Alipay: apply for the member information interface',
    P.setting,
    app.extend({ content: z.string().min(1).max(300) }),
  ),
  setDefaultVersion: post<MpApp>()(
    `${ALI}/setDefaultVersion`,
    'Alipay: the default version a new store of the named app gets',
    P.setting,
    app.extend({ version: zVersion }),
  ),
  getDefaultVersion: get<{ version: string | null }>()(`${ALI}/getDefaultVersion`, 'Alipay: the default version', P.view),
  templateListQuery: get<MpTemplate[]>()(`${ALI}/templateListQuery`, 'Alipay: templates', P.view),
  listQuery: get<Page<MpApp>>()(`${ALI}/listQuery`, 'Alipay: authorised apps of every tenant (platform)', P.view, zPageQuery, {
    platform: true,
  }),
  callbackPage: get<Page<MpCallbackRow>>()(`${ALI}/callback/page`, 'Alipay: callbacks received (platform)', P.view, zPageQuery, {
    platform: true,
  }),
  topicSubscribe: post<{ topics: string[] }>()(
    `${ALI}/topicSubscribe`,
    'Alipay: subscribe the named app to the audit message topics',
    P.setting,
    app,
  ),
  saveMallInfo: post<MpApp>()(
    `${ALI}/saveMallInfo`,
    'Alipay: store information shown in the mini program',
    P.setting,
    app.extend({
      name: z.string().trim().min(1).max(60),
      servicePhone: z.string().max(20).optional(),
      category: z.string().max(60).optional(),
    }),
  ),
  /** The platform's notice (audit results): RSA2 signature checked with the platform's public key. */
  notify: endpoint({
    method: 'POST',
    path: `${ALI}/callback/notify`,
    summary: 'Alipay: gateway notice (RSA2 signature over the sorted parameters)',
    auth: 'public',
    body: z.record(z.string().max(40), z.string().max(20_000)),
    response: returns<string>(),
  }),
};
