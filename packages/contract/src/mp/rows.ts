/** Mini-program publishing (小程序发布) on the chat app (wechat) and the payment app (alipay). */
export const MP_PLATFORMS = { wechat: '微信小程序', alipay: '支付宝小程序' } as const;
export type MpPlatform = keyof typeof MP_PLATFORMS;

/**
 * A version's states (spec 3 §4): uploaded from a template, submitted for audit, audit cancelled,
 * rejected or passed, released (online), superseded by a later release, rolled back. Sped-up audits,
 * visit-status changes and the default version are moves that keep the state.
 */
export const MP_STATUS = {
  UPLOADED: 1,
  AUDITING: 2,
  REJECTED: 3,
  PASSED: 4,
  CANCELLED: 5,
  RELEASED: 6,
  OFFLINE: 7,
  ROLLED_BACK: 8,
} as const;
export type MpStatus = (typeof MP_STATUS)[keyof typeof MP_STATUS];
export const MP_STATUS_TEXT: Record<MpStatus, string> = {
  1: '已上传(体验版)',
  2: '审核中',
  3: '审核驳回',
  4: '审核通过',
  5: '已撤回审核',
  6: '线上版本',
  7: '已下线',
  8: '已回退',
};
export const MP_ACTIONS = {
  upload: '上传代码',
  submit: '提交审核',
  cancel: '撤回审核',
  speedup: '加急审核',
  pass: '审核通过',
  reject: '审核驳回',
  release: '发布',
  supersede: '被新版本替换',
  rollback: '版本回退',
  restore: '回退后恢复上线',
  visit: '修改服务状态',
  setDefault: '设为默认版本',
} as const;
export type MpAction = keyof typeof MP_ACTIONS;

export const MP_MSG = {
  platformInvalid: '不支持的小程序平台',
  notAuthorised: '尚未授权该平台的小程序',
  authExpired: '授权链接已失效,请重新发起授权',
  authFailed: '授权失败',
  versionInvalid: '版本号格式为 x.y.z',
  versionExists: '该版本号已存在',
  templateRequired: '请选择代码模板',
  templateNotFound: '代码模板不存在',
  nothingToRollback: '没有可回退的上一个线上版本',
  quotaUsedUp: '本月提审次数已用完',
  testerRequired: '请输入体验者微信号',
  domainInvalid: '域名须以 https:// 开头',
  callbackSignature: '回调签名校验失败',
  sandboxOnly: '沙箱模式下的模拟操作',
  appRequired: '请指定要操作的小程序(appId)',
  appNotYours: '该小程序未授权给本商户',
  versionRequired: '请指定要操作的版本',
  versionNotFound: '版本不存在或不属于本商户',
  notOnline: '该版本不是线上版本',
} as const;

export interface MpApp {
  id: string;
  platform: MpPlatform;
  appId: string;
  appName: string;
  authTime: string;
  visitStatus: 'open' | 'close';
  defaultVersion: string | null;
  domains: Record<string, string[]>;
  privacy: Record<string, unknown>;
  mallInfo: Record<string, unknown>;
  tenantId?: string;
  tenantName?: string;
}
export interface MpPanel {
  platform: MpPlatform;
  name: string;
  sandbox: boolean;
  app: MpApp | null;
  online: MpVersionRow | null;
  quota: { rest: number; limit: number } | null;
}
export interface MpVersionRow {
  id: string;
  appId: string;
  platform: MpPlatform;
  templateId: string;
  version: string;
  userDesc: string | null;
  status: MpStatus;
  auditId: string | null;
  reason: string | null;
  submitTime: string | null;
  auditTime: string | null;
  releaseTime: string | null;
  createTime: string;
  /** Moves the flow allows from this state (buttons). */
  actions: MpAction[];
  tenantId?: string;
}
export interface MpLogRow {
  id: string;
  versionId: string;
  version: string;
  action: MpAction;
  fromStatus: number | null;
  toStatus: number;
  remark: string | null;
  createName: string | null;
  createTime: string;
}
export interface MpTemplate {
  templateId: string;
  draftId?: string;
  version: string;
  desc: string;
  createTime: string;
}
export interface MpTester {
  wechatId: string;
  userstr: string;
  createTime: string;
}
export interface MpCallbackRow {
  id: string;
  platform: MpPlatform;
  ok: number;
  reason: string | null;
  body: string | null;
  createTime: string;
}
export interface MpBatchResult {
  done: number;
  failed: { tenantId: string; msg: string }[];
}
