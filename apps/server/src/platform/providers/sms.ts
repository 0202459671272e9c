/** Text messages to phones (login codes, notices). */
export interface SmsProvider {
  readonly name: string;
  readonly sandbox: boolean;
  send(m: { tenantId: string; phone: string; template: 'login-code' | 'notice'; params: Record<string, string> }): Promise<void>;
}

/** Sends nothing: the message goes to the server log, where a developer reads the code. */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  constructor(private readonly log: (obj: object, msg: string) => void) {}

  async send(m: { tenantId: string; phone: string; template: string; params: Record<string, string> }) {
    this.log({ sms: m }, 'sandbox sms');
  }
}
