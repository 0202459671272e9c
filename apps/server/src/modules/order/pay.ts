import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Payment providers behind one small interface. The sandbox is the embedded default: it "pays" when
 * its signed callback is posted (by a test, the demo, or the customer page in sandbox mode) and refunds
 * at once. A real provider adapter implements the same three calls.
 */
export interface PayProvider {
  readonly name: string;
  /** What the client needs to pay (for the sandbox: the signed callback body). */
  createPayment(t: { tradeNo: string; amount: number; subject: string }): Promise<Record<string, unknown>>;
  /** Check a callback and read it; null when the signature does not hold. */
  verifyCallback(body: Record<string, unknown>): { tradeNo: string; amount: number; providerRef: string } | null;
  refund(t: { tradeNo: string; refundNo: string; amount: number }): Promise<{ ok: boolean; providerRef: string }>;
}

export class SandboxPay implements PayProvider {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  private sign(tradeNo: string, amount: number, providerRef: string): string {
    return createHmac('sha256', this.secret).update(`${tradeNo}|${amount}|${providerRef}`).digest('hex');
  }

  async createPayment(t: { tradeNo: string; amount: number }) {
    const providerRef = `SBX${randomBytes(8).toString('hex')}`;
    return { callback: { tradeNo: t.tradeNo, amount: t.amount, providerRef, sign: this.sign(t.tradeNo, t.amount, providerRef) } };
  }

  verifyCallback(body: Record<string, unknown>) {
    const tradeNo = String(body.tradeNo ?? '');
    const amount = Number(body.amount);
    const providerRef = String(body.providerRef ?? '');
    const given = Buffer.from(String(body.sign ?? ''), 'hex');
    const want = Buffer.from(this.sign(tradeNo, amount, providerRef), 'hex');
    if (!tradeNo || !Number.isInteger(amount) || given.length !== want.length || !timingSafeEqual(given, want)) return null;
    return { tradeNo, amount, providerRef };
  }

  async refund(t: { refundNo: string }) {
    return { ok: true, providerRef: `SBXR${t.refundNo}` };
  }
}

/** The configured provider (sandbox unless a real adapter is configured; none exists yet). */
export function payProvider(secret: string): PayProvider {
  return new SandboxPay(createHmac('sha256', secret).update('sandbox-pay').digest('hex'));
}
