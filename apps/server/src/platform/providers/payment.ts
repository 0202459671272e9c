import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A provider's notice (or query answer) once its signature held: what it says happened. */
export interface PayNotice {
  kind: 'pay' | 'refund';
  /** Our trade number (the provider's out_trade_no). */
  tradeNo: string;
  /** Our refund number (out_refund_no), on refund notices. */
  refundNo?: string;
  /** Cents: the amount paid (pay) or refunded (refund). */
  amount: number;
  /** The provider's number for the payment or the refund. */
  providerRef: string;
  /** Paid / refunded; false: the provider says it failed or was closed. */
  ok: boolean;
  /** What the provider sent (decrypted), kept with the trade. */
  raw?: Record<string, unknown>;
}

/** A notice as it arrived: the exact body (signatures cover the bytes) and the headers. */
export interface RawNotice {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: unknown;
}

export interface TradeQuery {
  state: 'paid' | 'open' | 'closed';
  amount: number;
  providerRef: string;
  raw?: Record<string, unknown>;
}

/**
 * Payment providers behind one small interface. The sandbox is the embedded default: it "pays" when
 * its signed callback is posted (by a test, the demo, or the customer page in sandbox mode) and refunds
 * at once. The real adapters (wechatpay.ts, alipay.ts) add query, close and refund query, and their
 * notices are checked from the raw request (verifyNotice).
 */
export interface PayProvider {
  readonly name: string;
  /** Pretends: never allowed to take money in production (see providers/index.ts). */
  readonly sandbox: boolean;
  /** What the client needs to pay (for the sandbox: the signed callback body). */
  createPayment(t: { tradeNo: string; amount: number; subject: string; payerId?: string }): Promise<Record<string, unknown>>;
  /** Check a callback and read it; null when the signature does not hold (the sandbox's JSON body). */
  verifyCallback(body: Record<string, unknown>): { tradeNo: string; amount: number; providerRef: string } | null;
  /** Check a notice as it arrived (signature, decryption); null when it does not hold. */
  verifyNotice?(n: RawNotice): Promise<PayNotice | null>;
  /** The answer the provider expects once a notice is taken (or refused). */
  noticeAnswer?(ok: boolean, message?: string): { status: number; type: string; body: string };
  /** Refund a paid trade; `pending`: the provider goes on with it and its refund notice (or query) ends it. */
  refund(t: {
    tradeNo: string;
    refundNo: string;
    amount: number;
    total?: number;
  }): Promise<{ ok: boolean; providerRef: string; pending?: boolean }>;
  /** Ask the provider about a trade (the job for trades left open). */
  query?(tradeNo: string): Promise<TradeQuery>;
  /** Close an unpaid trade at the provider, so it can no longer be paid. */
  close?(tradeNo: string): Promise<void>;
  /** Ask the provider about a refund. */
  refundQuery?(t: { tradeNo: string; refundNo: string }): Promise<{ state: 'done' | 'pending' | 'failed'; providerRef: string }>;
}

export class SandboxPay implements PayProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  constructor(private readonly secret: string) {}

  private sign(tradeNo: string, amount: number, providerRef: string): string {
    return createHmac('sha256', this.secret).update(`${tradeNo}|${amount}|${providerRef}`).digest('hex');
  }

  async createPayment(t: { tradeNo: string; amount: number }) {
    return { callback: this.signedNotice(t.tradeNo, t.amount) };
  }

  /** The paid notice the sandbox's customer posts (signed here, nothing leaves the process): demo data uses it directly. */
  signedNotice(tradeNo: string, amount: number) {
    const providerRef = `SBX${randomBytes(8).toString('hex')}`;
    return { tradeNo, amount, providerRef, sign: this.sign(tradeNo, amount, providerRef) };
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
