import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { alipayAuditEvent, alipaySignText, alipayVerify, wxAuditEvent, wxDecrypt, wxEncrypt, wxSignature } from './mp-crypto.ts';
import {
  type MpAudit,
  type MpAuditEvent,
  type MpCallback,
  type MpOpenPlatform,
  type MpPlatformName,
  MpRefused,
  type MpTemplateInfo,
} from './mp-open.ts';

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
