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
