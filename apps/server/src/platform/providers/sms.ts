/** Text messages to phones (login codes, notices). */
export interface SmsProvider {
  readonly name: string;
  readonly sandbox: boolean;
  send(m: { tenantId: string; phone: string; template: 'login-code' | 'notice'; params: Record<string, string> }): Promise<void>;
}

/**
 * What a login-code answer adds for a demo: the code itself, where the sandbox texts nothing and the
 * server is not in production (a staging server with ALLOW_SANDBOX_PROVIDERS shows no codes).
 */
export const demoCode = (sms: SmsProvider, production: boolean, code: string) => (sms.sandbox && !production ? { demoCode: code } : {});

/** Phones starting with this are unreachable in the sandbox (1700000xxxx). */
export const SANDBOX_UNREACHABLE = '1700000';

/** Sends nothing: the message goes to the server log, where a developer reads the code. */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  /** Numbers the sandbox treats as unreachable, so a failing send can be tried (a test may set its own rule). */
  refuse: (phone: string) => boolean = (phone) => phone.startsWith(SANDBOX_UNREACHABLE);
  constructor(private readonly log: (obj: object, msg: string) => void) {}

  async send(m: { tenantId: string; phone: string; template: string; params: Record<string, string> }) {
    if (this.refuse(m.phone)) throw new Error('号码无法接收短信(沙箱)');
    this.log({ sms: m }, 'sandbox sms');
  }
}

/**
 * A provider's sending API as the SMS area drives it: one message with an audited sign and template
 * (the provider's template code), its variables by name and in their declared order (Tencent's
 * templates number them). Answers the provider's message id, matched later by its delivery receipt;
 * throws with the provider's reason when it refuses.
 */
export interface SmsGateway {
  readonly name: 'aliyun' | 'tencent' | 'sandbox';
  send(m: {
    phone: string;
    signName: string;
    templateCode: string;
    params: Record<string, string>;
    order: string[];
  }): Promise<{ bizId: string }>;
}

/** The SMS area's sandbox gateway: refuses the unreachable numbers like SandboxSms and sends nothing. */
export class SandboxSmsGateway implements SmsGateway {
  readonly name = 'sandbox';
  private n = 0;
  constructor(private readonly sms: SmsProvider) {}
  async send(m: { phone: string; params: Record<string, string> }) {
    const box = this.sms as Partial<SandboxSms>;
    if (box.refuse?.(m.phone)) throw new Error('号码无法接收短信(沙箱)');
    return { bizId: `sandbox-${Date.now()}-${++this.n}` };
  }
}

/** How long a provider may take before a send counts as failed (the job retries it later). */
export const SMS_TIMEOUT_MS = 10_000;
