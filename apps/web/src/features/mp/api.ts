import { MP_STATUS, type MpPlatform, mpAlipayApi as ALI, mpApi, mpWxApi as WX } from '@yym/contract';
import { call } from '../../app/call.ts';

export {
  MP_ACTIONS,
  MP_MSG,
  MP_PLATFORMS,
  MP_STATUS,
  MP_STATUS_TEXT,
  mpPerms,
  type MpAction,
  type MpLogRow,
  type MpPanel,
  type MpPlatform,
  type MpStatus,
  type MpTemplate,
  type MpTester,
  type MpVersionRow,
} from '@yym/contract';

const page = { current: 1, size: 50 };

/** The calls of 小程序发布, the same for both platforms (each under its own paths). */
export const mpCalls = {
  panels: () => call(mpApi.panels),
  elapse: (seconds: number) => call(mpApi.sandboxElapse, { body: { seconds } }),
  history: (platform: MpPlatform) => call(mpApi.versionLogs, { query: { platform, ...page } }),
  authUrl: async (p: MpPlatform) => (await call(p === 'wechat' ? WX.redirectAuthPage : ALI.redirectAuthPage)).url,
  unbind: (p: MpPlatform, appId: string) => call(p === 'wechat' ? WX.unbind : ALI.unbind, { body: { appId } }),
  versions: (p: MpPlatform) => (p === 'wechat' ? call(WX.codePage, { query: page }) : call(ALI.versionPage, { query: page })),
  templates: (p: MpPlatform) => call(p === 'wechat' ? WX.templateList : ALI.templateListQuery),
  upload: (p: MpPlatform, body: { appId: string; templateId: string; version: string; userDesc?: string }) =>
    call(p === 'wechat' ? WX.upload : ALI.upload, { body }),
  submit: (p: MpPlatform, id: string) => call(p === 'wechat' ? WX.submitAudit : ALI.auditApply, { body: { id } }),
  cancel: (p: MpPlatform, id: string) => call(p === 'wechat' ? WX.undoAudit : ALI.auditCancel, { body: { id } }),
  // The payment app has no speed-up: the same call is refused by the flow's button list there.
  speedup: (_p: MpPlatform, id: string) => call(WX.speedupAudit, { body: { id } }),
  release: (p: MpPlatform, id: string) => call(p === 'wechat' ? WX.release : ALI.online, { body: { id } }),
  /** Roll the named online version back to the one released before it. */
  rollback: (p: MpPlatform, id: string) => call(p === 'wechat' ? WX.revertRelease : ALI.rollback, { body: { id } }),
  /** The chat app asks for the app's last audit; the payment app for each version under audit. */
  refresh: async (p: MpPlatform, appId: string) => {
    if (p === 'wechat') return void (await call(WX.lastAuditStatus, { query: { appId } }));
    const auditing = await call(ALI.versionPage, { query: { ...page, status: MP_STATUS.AUDITING } });
    for (const v of auditing.records) await call(ALI.refreshStatus, { body: { id: v.id } });
  },
  visit: (id: string, action: 'open' | 'close') => call(WX.changeVisitStatus, { body: { id, action } }),
  trialCode: async (p: MpPlatform, versionId?: string) =>
    p === 'wechat' ? URL.createObjectURL((await call(WX.qrcode)) as Blob) : (await call(ALI.experience, { body: { id: versionId! } })).url,
  testers: (p: MpPlatform) => call(p === 'wechat' ? WX.testers : ALI.members),
  bindTester: (p: MpPlatform, appId: string, wechatId: string) =>
    call(p === 'wechat' ? WX.bindTester : ALI.addMember, { body: { appId, wechatId } }),
  unbindTester: (p: MpPlatform, appId: string, wechatId: string) =>
    call(p === 'wechat' ? WX.unbindTester : ALI.removeMember, { body: { appId, wechatId } }),
};
