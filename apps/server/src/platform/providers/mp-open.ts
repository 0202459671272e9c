/**
 * The mini-program platforms' third-party open APIs (WeChat's 第三方平台, Alipay's 第三方应用): the
 * authorisation of a merchant's app, code templates, upload, audit, release, rollback and settings.
 * One provider per platform; a sandbox that keeps state outside production, a real adapter by
 * configuration. Callbacks are checked here as each platform documents (WeChat: msg_signature over the
 * sorted token, timestamp, nonce and the AES-encrypted body; Alipay: RSA2 over the sorted parameters).
 */
export type MpPlatformName = 'wechat' | 'alipay';

export interface MpAudit {
  status: 'auditing' | 'pass' | 'reject';
  reason?: string;
}
export interface MpAuditEvent {
  appId: string;
  auditId: string;
  pass: boolean;
  reason?: string;
}
export interface MpTemplateInfo {
  templateId: string;
  draftId?: string;
  version: string;
  desc: string;
  createTime: string;
}
/** A callback as the platform sends it: the query string and the body. */
export interface MpCallback {
  query: Record<string, string>;
  body: Record<string, string>;
}

export interface MpOpenPlatform {
  readonly platform: MpPlatformName;
  readonly name: string;
  readonly sandbox: boolean;
  /** The platform's authorisation page for a tenant; `redirect` gets the auth code and the state back. */
  authPage(state: string, redirect: string): Promise<{ url: string; preAuthCode: string; expiresIn: number }>;
  /** The authoriser's app from the code the redirect carried. */
  queryAuth(authCode: string): Promise<{ appId: string; appName: string; refreshToken: string }>;
  unbind(appId: string): Promise<void>;
  templates(): Promise<MpTemplateInfo[]>;
  drafts(): Promise<MpTemplateInfo[]>;
  addToTemplate(draftId: string): Promise<MpTemplateInfo>;
  upload(appId: string, m: { templateId: string; version: string; desc: string; extJson: string }): Promise<void>;
  submitAudit(appId: string, version: string, desc: string): Promise<{ auditId: string }>;
  cancelAudit(appId: string, auditId: string): Promise<void>;
  speedupAudit(appId: string, auditId: string): Promise<void>;
  auditStatus(appId: string, auditId: string): Promise<MpAudit>;
  release(appId: string, version: string): Promise<void>;
  rollback(appId: string, toVersion: string): Promise<void>;
  setVisit(appId: string, open: boolean): Promise<void>;
  quota(appId: string): Promise<{ rest: number; limit: number }>;
  clearQuota(appId: string): Promise<{ rest: number; limit: number }>;
  bindTester(appId: string, id: string): Promise<{ userstr: string }>;
  unbindTester(appId: string, id: string): Promise<void>;
  /** Domains, privacy, default version, store info, interface applications: settings the platform keeps. */
  setting(appId: string, key: string, value: unknown): Promise<{ auditId?: string }>;
  trialCode(appId: string): Promise<Buffer>;
  /** The audit event of a callback, or an Error when its signature or encryption does not check. */
  readCallback(c: MpCallback): MpAuditEvent | null;
}

export class MpRefused extends Error {}

/** Production without the platform configured: every call is refused with a reason (the app still starts). */
export class UnconfiguredMpPlatform implements MpOpenPlatform {
  readonly name = 'none';
  readonly sandbox = false;
  constructor(readonly platform: MpPlatformName) {}
  private refuse(): never {
    throw new MpRefused(`未配置${this.platform === 'wechat' ? '微信' : '支付宝'}第三方平台,请联系平台管理员`);
  }
  authPage = async (): Promise<never> => this.refuse();
  queryAuth = async (): Promise<never> => this.refuse();
  unbind = async (): Promise<never> => this.refuse();
  templates = async (): Promise<never> => this.refuse();
  drafts = async (): Promise<never> => this.refuse();
  addToTemplate = async (): Promise<never> => this.refuse();
  upload = async (): Promise<never> => this.refuse();
  submitAudit = async (): Promise<never> => this.refuse();
  cancelAudit = async (): Promise<never> => this.refuse();
  speedupAudit = async (): Promise<never> => this.refuse();
  auditStatus = async (): Promise<never> => this.refuse();
  release = async (): Promise<never> => this.refuse();
  rollback = async (): Promise<never> => this.refuse();
  setVisit = async (): Promise<never> => this.refuse();
  quota = async (): Promise<never> => this.refuse();
  clearQuota = async (): Promise<never> => this.refuse();
  bindTester = async (): Promise<never> => this.refuse();
  unbindTester = async (): Promise<never> => this.refuse();
  setting = async (): Promise<never> => this.refuse();
  trialCode = async (): Promise<never> => this.refuse();
  readCallback(): never {
    throw new Error('signature');
  }
}
