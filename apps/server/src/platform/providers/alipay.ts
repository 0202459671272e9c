import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import type { PayNotice, PayProvider, RawNotice, TradeQuery } from './payment.ts';
import { PayProviderError, pem, type ProviderJson } from './payhttp.ts';

/** A tenant's Alipay open-platform app (public key mode, RSA2). */
export interface AlipayConfig {
  appId: string;
  /** The app's private key (PKCS#8 PEM or bare base64). */
  privateKey: string;
  /** Alipay's public key: checks answers and notices. */
  alipayPublicKey: string;
  gatewayUrl: string;
  notifyUrl: string;
}

/** "12.30" → 1230 and back, without floating point. */
export const yuanToCents = (y: string): number => {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(String(y).trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : Number.NaN;
};
export const centsToYuanText = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** Alipay's sign content: parameters sorted by name, empty ones and the signature left out, "k=v" joined by "&". */
export function signContent(params: Record<string, string>, skip: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !skip.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

const chinaTime = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const TRADE_STATE: Record<string, TradeQuery['state']> = { TRADE_SUCCESS: 'paid', TRADE_FINISHED: 'paid', TRADE_CLOSED: 'closed' };

/**
 * Alipay's open API with node:crypto, as documented: every call a form post to the gateway signed
 * RSA2 (SHA256withRSA) over the sorted parameters with the app's key; the answer's `<method>_response`
 * node checked with Alipay's public key over its exact text; notices checked over their sorted
 * parameters without sign and sign_type.
 */
const UNREACHABLE = '支付宝暂时无法访问, 请稍后再试';

export class Alipay implements PayProvider {
  readonly name = 'alipay';
  readonly sandbox = false;
  private readonly key: KeyObject;
  private readonly alipayKey: KeyObject;

  constructor(private readonly c: AlipayConfig) {
    this.key = createPrivateKey(pem(c.privateKey, 'PRIVATE KEY'));
    this.alipayKey = createPublicKey(pem(c.alipayPublicKey, 'PUBLIC KEY'));
  }

  private verify(content: string, sig: string): boolean {
    try {
      return createVerify('RSA-SHA256').update(content, 'utf8').verify(this.alipayKey, sig, 'base64');
    } catch {
      return false;
    }
  }

  private async call(method: string, biz: object, notify = false): Promise<ProviderJson> {
    const params: Record<string, string> = {
      app_id: this.c.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaTime(),
      version: '1.0',
      ...(notify ? { notify_url: this.c.notifyUrl } : {}),
      biz_content: JSON.stringify(biz),
    };
    params.sign = createSign('RSA-SHA256').update(signContent(params), 'utf8').sign(this.key, 'base64');
    let text: string;
    try {
      const res = await fetch(this.c.gatewayUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      text = await res.text();
    } catch {
      // one message whether nothing answered or something unverifiable did: the network's answer is never echoed
      throw new PayProviderError(UNREACHABLE);
    }
    const node = `${method.replace(/\./g, '_')}_response`;
    const raw = responseNode(text, node);
    let sig = '';
    try {
      sig = (JSON.parse(text) as { sign?: string }).sign ?? '';
    } catch {
      throw new PayProviderError(UNREACHABLE);
    }
    if (!raw || !this.verify(raw, sig)) throw new PayProviderError(UNREACHABLE);
    return JSON.parse(raw);
  }

  /** A business failure answers code ≠ 10000 with sub_code / sub_msg. */
  private static fail(r: ProviderJson): never {
    throw new PayProviderError(`支付宝: ${r.sub_msg ?? r.msg ?? r.code}`, 0, r.sub_code);
  }

  async createPayment(t: { tradeNo: string; amount: number; subject: string; payerId?: string }) {
    const biz = { out_trade_no: t.tradeNo, total_amount: centsToYuanText(t.amount), subject: t.subject.slice(0, 256) };
    // A mini-program customer has a buyer id (trade.create, paid with my.tradePay); else a QR code to scan (precreate).
    if (t.payerId) {
      const r = await this.call('alipay.trade.create', { ...biz, buyer_id: t.payerId, product_code: 'JSAPI_PAY' }, true);
      if (r.code !== '10000') Alipay.fail(r);
      return { tradeNO: r.trade_no };
    }
    const r = await this.call('alipay.trade.precreate', biz, true);
    if (r.code !== '10000') Alipay.fail(r);
    return { qrCode: r.qr_code };
  }

  verifyCallback() {
    return null; // Alipay's notices are form posts, checked by verifyNotice
  }

  async verifyNotice(n: RawNotice): Promise<PayNotice | null> {
    const p = Object.fromEntries(new URLSearchParams(n.rawBody)) as Record<string, string>;
    if (!p.sign || p.sign_type !== 'RSA2' || p.app_id !== this.c.appId) return null;
    if (!this.verify(signContent(p, ['sign', 'sign_type']), p.sign)) return null;
    // A refund shows in the trade's notice with the refund's number (out_biz_no) and refund_fee.
    if (p.out_biz_no && p.refund_fee) {
      return {
        kind: 'refund',
        tradeNo: p.out_trade_no ?? '',
        refundNo: p.out_biz_no,
        amount: yuanToCents(p.refund_fee),
        providerRef: p.trade_no ?? '',
        ok: true,
        raw: p,
      };
    }
    return {
      kind: 'pay',
      tradeNo: p.out_trade_no ?? '',
      amount: yuanToCents(p.total_amount ?? ''),
      providerRef: p.trade_no ?? '',
      ok: p.trade_status === 'TRADE_SUCCESS' || p.trade_status === 'TRADE_FINISHED',
      raw: p,
    };
  }

  noticeAnswer(ok: boolean) {
    return { status: 200, type: 'text/plain', body: ok ? 'success' : 'failure' };
  }

  async refund(t: { tradeNo: string; refundNo: string; amount: number }) {
    const r = await this.call('alipay.trade.refund', {
      out_trade_no: t.tradeNo,
      refund_amount: centsToYuanText(t.amount),
      out_request_no: t.refundNo,
    });
    if (r.code !== '10000') return { ok: false, providerRef: '' };
    return { ok: true, providerRef: String(r.trade_no ?? '') };
  }

  async query(tradeNo: string): Promise<TradeQuery> {
    const r = await this.call('alipay.trade.query', { out_trade_no: tradeNo });
    // A pre-created trade nobody scanned does not exist at Alipay yet: still open.
    if (r.code !== '10000') {
      if (r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'open', amount: 0, providerRef: '' };
      Alipay.fail(r);
    }
    return {
      state: TRADE_STATE[String(r.trade_status)] ?? 'open',
      amount: yuanToCents(r.total_amount),
      providerRef: String(r.trade_no ?? ''),
      raw: r,
    };
  }

  async close(tradeNo: string) {
    const r = await this.call('alipay.trade.close', { out_trade_no: tradeNo });
    if (r.code !== '10000' && r.sub_code !== 'ACQ.TRADE_NOT_EXIST') Alipay.fail(r);
  }

  async refundQuery(t: { tradeNo: string; refundNo: string }) {
    const r = await this.call('alipay.trade.fastpay.refund.query', { out_trade_no: t.tradeNo, out_request_no: t.refundNo });
    if (r.code !== '10000') Alipay.fail(r);
    return { state: r.refund_status === 'REFUND_SUCCESS' ? 'done' : 'pending', providerRef: String(r.trade_no ?? '') } as const;
  }
}

/** The exact text of the answer's node (the signature covers those bytes, not a re-serialisation). */
export function responseNode(text: string, node: string): string | null {
  const at = text.indexOf(`"${node}"`);
  if (at < 0) return null;
  const start = text.indexOf('{', at);
  const signAt = text.lastIndexOf('"sign"');
  const end = text.lastIndexOf('}', signAt > start ? signAt : text.length - 2);
  return start < 0 || end < start ? null : text.slice(start, end + 1);
}
