import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

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

// ---------------------------------------------------------------- WeChat message crypto (as documented)

/** msg_signature: sha1 of the sorted token, timestamp, nonce and encrypted text. */
export const wxSignature = (token: string, timestamp: string, nonce: string, encrypt: string) =>
  createHash('sha1').update([token, timestamp, nonce, encrypt].sort().join('')).digest('hex');

/** AES-256-CBC with the 43-character EncodingAESKey: random(16) + length(4, BE) + message + appId, PKCS#7 to 32. */
export function wxEncrypt(aesKey: string, appId: string, message: string): string {
  const key = Buffer.from(`${aesKey}=`, 'base64');
  const msg = Buffer.from(message);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(msg.length);
  const plain = Buffer.concat([randomBytes(16), len, msg, Buffer.from(appId)]);
  const pad = 32 - (plain.length % 32);
  const c = createCipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  return Buffer.concat([c.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), c.final()]).toString('base64');
}

export function wxDecrypt(aesKey: string, appId: string, encrypt: string): string {
  const key = Buffer.from(`${aesKey}=`, 'base64');
  const d = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  const plain = Buffer.concat([d.update(Buffer.from(encrypt, 'base64')), d.final()]);
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > 32) throw new Error('bad padding');
  const body = plain.subarray(16, plain.length - pad);
  const len = body.readUInt32BE(0);
  if (body.subarray(4 + len).toString() !== appId) throw new Error('another component');
  return body.subarray(4, 4 + len).toString();
}

/** The audit event in a decrypted WeChat push (weapp_audit_success / _fail / _delay). */
export function wxAuditEvent(text: string): MpAuditEvent | null {
  const m = JSON.parse(text) as Record<string, string>;
  if (!/^weapp_audit_(success|fail)$/.test(m.Event ?? '')) return null;
  return { appId: m.ToUserName ?? '', auditId: String(m.auditid ?? ''), pass: m.Event === 'weapp_audit_success', reason: m.Reason };
}

// ---------------------------------------------------------------- Alipay notice signing (RSA2)

/** The text an Alipay notice signs: every parameter but sign and sign_type, sorted, k=v joined by &. */
export const alipaySignText = (p: Record<string, string>) =>
  Object.keys(p)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && p[k] !== '')
    .sort()
    .map((k) => `${k}=${p[k]}`)
    .join('&');
export const alipayVerify = (p: Record<string, string>, publicKey: KeyObject) =>
  !!p.sign && createVerify('RSA-SHA256').update(alipaySignText(p)).verify(publicKey, p.sign, 'base64');

/** The audit event of an Alipay notice (alipay.open.mini.version.audit.passed / rejected). */
export function alipayAuditEvent(p: Record<string, string>): MpAuditEvent | null {
  const passed = p.msg_method === 'alipay.open.mini.version.audit.passed';
  if (!passed && p.msg_method !== 'alipay.open.mini.version.audit.rejected') return null;
  const biz = JSON.parse(p.biz_content ?? '{}') as Record<string, string>;
  return { appId: biz.mini_app_id ?? '', auditId: biz.mini_app_version ?? '', pass: passed, reason: biz.audit_reason };
}

// ---------------------------------------------------------------- the sandbox

interface SandboxApp {
  quota: number;
  audits: Map<string, { version: string; desc: string; at: number; speed: boolean; cancelled: boolean }>;
  online: string | null;
  uploaded: Set<string>;
  testers: Set<string>;
  visit: boolean;
}

export const SANDBOX_AUDIT_SECONDS = 60;
/** A version whose description asks for it is rejected, so a rejection can be rehearsed. */
export const SANDBOX_REJECT_WORD = '测试驳回';

/**
 * A platform that keeps its state in the process: authorisation consents at once; an audit takes
 * SANDBOX_AUDIT_SECONDS (a sped-up one a third) and is rejected with a reason when the description
 * contains SANDBOX_REJECT_WORD; the monthly quota counts down; finished audits queue signed callbacks
 * (`takeCallbacks`) exactly as the platform would send them. `elapse` moves its clock for rehearsals.
 */
export class SandboxMpPlatform implements MpOpenPlatform {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private readonly apps = new Map<string, SandboxApp>();
  private readonly drafted: MpTemplateInfo[];
  private readonly tpl: MpTemplateInfo[];
  private readonly outbox: MpCallback[] = [];
  private skew = 0;
  private seq = 0;
  // The sandbox signs with its own secrets, checked by the same code as the real ones.
  readonly token = randomBytes(8).toString('hex');
  readonly aesKey = randomBytes(32).toString('base64').slice(0, 43);
  readonly componentAppId: string;
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

  constructor(
    readonly platform: MpPlatformName,
    private readonly publicUrl: string,
  ) {
    this.componentAppId = platform === 'wechat' ? 'wxsandbox0component' : '2021000000000001';
    const at = '2026-01-01 10:00:00';
    this.tpl = [
      { templateId: '1', version: '1.0.0', desc: '景区票务商城基础版', createTime: at },
      { templateId: '2', version: '1.1.0', desc: '景区票务商城(含电子卡、会员)', createTime: at },
    ];
    this.drafted = [{ draftId: '7', templateId: '', version: '1.2.0', desc: '新增分时预约与优惠券', createTime: at }];
  }

  private now = () => Date.now() + this.skew;
  private app(appId: string): SandboxApp {
    let a = this.apps.get(appId);
    if (!a) {
      a = { quota: 10, audits: new Map(), online: null, uploaded: new Set(), testers: new Set(), visit: true };
      this.apps.set(appId, a);
    }
    return a;
  }

  /** Rehearsal: let `seconds` pass on the platform (audits finish, callbacks queue). */
  elapse(seconds: number) {
    this.skew += seconds * 1000;
    for (const [appId, a] of this.apps) for (const [auditId] of a.audits) this.finish(appId, auditId);
  }

  /** The callbacks the platform has sent since the last call (signed and encrypted as it does). */
  takeCallbacks(): MpCallback[] {
    return this.outbox.splice(0);
  }

  async authPage(state: string, redirect: string) {
    const preAuthCode = `preauth@@@${randomBytes(12).toString('hex')}`;
    // The sandbox's consent page is the redirect itself: the merchant consents at once.
    const code = `sandbox-${this.platform}-${randomBytes(6).toString('hex')}`;
    const param = this.platform === 'wechat' ? 'auth_code' : 'app_auth_code';
    return { url: `${redirect}?state=${encodeURIComponent(state)}&${param}=${code}`, preAuthCode, expiresIn: 1800 };
  }

  async queryAuth(authCode: string) {
    if (!authCode.startsWith(`sandbox-${this.platform}-`)) throw new MpRefused('授权码无效');
    const tail = authCode.slice(-6);
    const appId =
      this.platform === 'wechat' ? `wx${createHash('md5').update(authCode).digest('hex').slice(0, 16)}` : `2021${Date.now() % 1e12}`;
    return {
      appId,
      appName: `${this.platform === 'wechat' ? '微信' : '支付宝'}沙箱小程序${tail.slice(0, 4)}`,
      refreshToken: `refresh-${tail}`,
    };
  }

  async unbind(appId: string) {
    this.apps.delete(appId);
  }

  async templates() {
    return [...this.tpl];
  }
  async drafts() {
    return [...this.drafted];
  }
  async addToTemplate(draftId: string) {
    const i = this.drafted.findIndex((d) => d.draftId === draftId);
    if (i < 0) throw new MpRefused('草稿不存在');
    const [d] = this.drafted.splice(i, 1);
    const t = {
      templateId: String(Math.max(...this.tpl.map((x) => Number(x.templateId))) + 1),
      version: d!.version,
      desc: d!.desc,
      createTime: d!.createTime,
    };
    this.tpl.push(t);
    return t;
  }

  async upload(appId: string, m: { templateId: string; version: string }) {
    if (!this.tpl.some((t) => t.templateId === m.templateId)) throw new MpRefused('代码模板不存在');
    this.app(appId).uploaded.add(m.version);
  }

  async submitAudit(appId: string, version: string, desc: string) {
    const a = this.app(appId);
    if (!a.uploaded.has(version)) throw new MpRefused('该版本尚未上传');
    if ([...a.audits.values()].some((x) => !x.cancelled && this.pending(x))) throw new MpRefused('已有版本在审核中');
    if (a.quota <= 0) throw new MpRefused('本月提审次数已用完');
    a.quota--;
    const auditId = String(Date.now() * 100 + (++this.seq % 100));
    a.audits.set(auditId, { version, desc, at: this.now(), speed: false, cancelled: false });
    return { auditId };
  }

  private pending(x: { at: number; speed: boolean }) {
    return this.now() - x.at < (x.speed ? SANDBOX_AUDIT_SECONDS / 3 : SANDBOX_AUDIT_SECONDS) * 1000;
  }

  private audit(appId: string, auditId: string) {
    const x = this.app(appId).audits.get(auditId);
    if (!x) throw new MpRefused('审核单不存在');
    return x;
  }

  async cancelAudit(appId: string, auditId: string) {
    const x = this.audit(appId, auditId);
    if (!this.pending(x)) throw new MpRefused('审核已结束,不能撤回');
    x.cancelled = true;
  }

  async speedupAudit(appId: string, auditId: string) {
    const x = this.audit(appId, auditId);
    if (!this.pending(x)) throw new MpRefused('审核已结束');
    x.speed = true;
  }

  private verdict(x: { desc: string }): MpAudit {
    return x.desc.includes(SANDBOX_REJECT_WORD)
      ? { status: 'reject', reason: '小程序内容与所选服务类目不符,请补充相关资质(沙箱模拟驳回)' }
      : { status: 'pass' };
  }

  /** An audit that ended queues its callback once. */
  private finish(appId: string, auditId: string) {
    const x = this.audit(appId, auditId) as { desc: string; at: number; speed: boolean; cancelled: boolean; sent?: boolean };
    if (x.cancelled || x.sent || this.pending(x)) return;
    x.sent = true;
    const v = this.verdict(x);
    this.outbox.push(this.signedCallback({ appId, auditId, pass: v.status === 'pass', reason: v.reason }));
  }

  async auditStatus(appId: string, auditId: string): Promise<MpAudit> {
    const x = this.audit(appId, auditId);
    if (x.cancelled) throw new MpRefused('审核已撤回');
    return this.pending(x) ? { status: 'auditing' } : this.verdict(x);
  }

  async release(appId: string, version: string) {
    this.app(appId).online = version;
  }
  async rollback(appId: string, toVersion: string) {
    this.app(appId).online = toVersion;
  }
  async setVisit(appId: string, open: boolean) {
    this.app(appId).visit = open;
  }
  async quota(appId: string) {
    return { rest: this.app(appId).quota, limit: 10 };
  }
  async clearQuota(appId: string) {
    this.app(appId).quota = 10;
    return this.quota(appId);
  }
  async bindTester(appId: string, id: string) {
    this.app(appId).testers.add(id);
    return { userstr: createHash('md5').update(`${appId}:${id}`).digest('hex') };
  }
  async unbindTester(appId: string, id: string) {
    this.app(appId).testers.delete(id);
  }
  async setting(_appId: string, key: string) {
    return key === 'privacyInterface' || key === 'userInfo' ? { auditId: String(Date.now()) } : {};
  }
  async trialCode(appId: string) {
    const { default: QRCode } = await import('qrcode');
    const link = `${this.publicUrl.replace(/\/$/, '')}/?mp=${this.platform}&appId=${appId}&trial=1`;
    return QRCode.toBuffer(link, { type: 'png', width: 280, margin: 1 });
  }

  /** The callback the platform sends for an audit result, signed (and for WeChat encrypted) as documented. */
  signedCallback(e: MpAuditEvent): MpCallback {
    const timestamp = String(Math.floor(this.now() / 1000));
    const nonce = randomBytes(6).toString('hex');
    if (this.platform === 'wechat') {
      const message = JSON.stringify({
        ToUserName: e.appId,
        Event: e.pass ? 'weapp_audit_success' : 'weapp_audit_fail',
        auditid: e.auditId,
        Reason: e.reason ?? '',
        CreateTime: timestamp,
      });
      const encrypt = wxEncrypt(this.aesKey, this.componentAppId, message);
      return {
        query: { timestamp, nonce, msg_signature: wxSignature(this.token, timestamp, nonce, encrypt) },
        body: { ToUserName: e.appId, Encrypt: encrypt },
      };
    }
    const p: Record<string, string> = {
      app_id: this.componentAppId,
      msg_method: e.pass ? 'alipay.open.mini.version.audit.passed' : 'alipay.open.mini.version.audit.rejected',
      utc_timestamp: timestamp,
      notify_id: nonce,
      biz_content: JSON.stringify({ mini_app_id: e.appId, mini_app_version: e.auditId, audit_reason: e.reason ?? '' }),
      charset: 'utf-8',
      version: '1.1',
      sign_type: 'RSA2',
    };
    p.sign = createSign('RSA-SHA256').update(alipaySignText(p)).sign(this.keys.privateKey, 'base64');
    return { query: {}, body: p };
  }

  readCallback(c: MpCallback): MpAuditEvent | null {
    if (this.platform === 'wechat') {
      const { timestamp = '', nonce = '', msg_signature: sig = '' } = c.query;
      const encrypt = c.body.Encrypt ?? '';
      if (wxSignature(this.token, timestamp, nonce, encrypt) !== sig) throw new Error('signature');
      return wxAuditEvent(wxDecrypt(this.aesKey, this.componentAppId, encrypt));
    }
    if (!alipayVerify(c.body, this.keys.publicKey)) throw new Error('signature');
    return alipayAuditEvent(c.body);
  }
}

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
