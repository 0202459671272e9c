/** E-mail (hotel confirmations, report deliveries). */
export interface MailProvider {
  readonly name: string;
  readonly sandbox: boolean;
  send(m: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** Keeps the messages in memory (the newest 100) and logs them: demos and tests read what was sent. */
export class SandboxMail implements MailProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  readonly sent: { to: string; subject: string; text: string; html?: string; at: Date }[] = [];
  constructor(private readonly log: (obj: object, msg: string) => void) {}

  async send(m: { to: string; subject: string; text: string; html?: string }) {
    this.sent.push({ ...m, at: new Date() });
    if (this.sent.length > 100) this.sent.shift();
    this.log({ mail: { to: m.to, subject: m.subject } }, 'sandbox mail');
  }
}
