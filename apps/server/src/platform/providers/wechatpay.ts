import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import type { PayNotice, PayProvider, RawNotice, TradeQuery } from './payment.ts';
import { PayProviderError, header, type ProviderJson } from './payhttp.ts';

/** A tenant's WeChat Pay merchant settings (API v3, platform public key mode). */
export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant's API certificate (names the key that signs our requests). */
  serialNo: string;
  /** The merchant's API private key (PEM). */
  privateKey: string;
  /** The 32-character API v3 key: decrypts the notices' resource. */
  apiV3Key: string;
  /** WeChat Pay's public key (PEM) and its id (PUB_KEY_ID_…): checks answers and notices. */
  platformPublicKey: string;
  platformKeyId: string;
  baseUrl: string;
  /** Where WeChat Pay posts the paid and refund notices. */
  notifyUrl: string;
}

const NOTICE_AGE_S = 300;
/** WeChat Pay counts the description in UTF-8 bytes (127 at most): cut on a whole character. */
const bytesCut = (text: string, max: number) => {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > max) break;
    out += ch;
  }
  return out;
};
const nonce = () => randomBytes(16).toString('hex');
const TRADE_STATE: Record<string, TradeQuery['state']> = {
  SUCCESS: 'paid',
  REFUND: 'paid',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

/**
 * WeChat Pay API v3 with node:crypto, following the documented rules: requests signed with the
 * merchant key (SHA256withRSA over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n"), answers and notices
 * checked with WeChat Pay's public key over "TIMESTAMP\nNONCE\nBODY\n", notice resources decrypted
 * with AEAD_AES_256_GCM under the API v3 key. JSAPI / mini-program orders.
 */
const UNREACHABLE = '微信支付暂时无法访问, 请稍后再试';

export class WechatPay implements PayProvider {
  readonly name = 'wechat';
  readonly sandbox = false;
  private readonly key: KeyObject;
  private readonly platformKey: KeyObject;

  constructor(private readonly c: WechatPayConfig) {
    this.key = createPrivateKey(c.privateKey);
    this.platformKey = createPublicKey(c.platformPublicKey);
  }

  private sign(message: string): string {
    return createSign('RSA-SHA256').update(message).sign(this.key, 'base64');
  }

  /** Checks WeChat Pay's signature headers over the exact body; stale or foreign-key messages fail too. */
  private verified(headers: RawNotice['headers'], body: string): boolean {
    const ts = header(headers, 'wechatpay-timestamp');
    const n = header(headers, 'wechatpay-nonce');
    const sig = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!ts || !n || !sig || serial !== this.c.platformKeyId) return false;
    if (!/^\d{1,12}$/.test(ts) || Math.abs(Date.now() / 1000 - Number(ts)) > NOTICE_AGE_S) return false;
    try {
      return createVerify('RSA-SHA256').update(`${ts}\n${n}\n${body}\n`).verify(this.platformKey, sig, 'base64');
    } catch {
      return false;
    }
  }

  /** One signed call; the answer's signature is checked before anything in it is believed. */
  private async call<T = ProviderJson>(method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; data: T }> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const n = nonce();
    const signature = this.sign(`${method}\n${path}\n${ts}\n${n}\n${text}\n`);
    let res: Response;
    try {
      res = await fetch(new URL(path, this.c.baseUrl), {
        method,
        headers: {
          Authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${this.c.mchId}",nonce_str="${n}",signature="${signature}",timestamp="${ts}",serial_no="${this.c.serialNo}"`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      // one message whether nothing answered or something unverifiable did: the network's answer is never echoed
      throw new PayProviderError(UNREACHABLE);
    }
    const answer = await res.text();
    if (!this.verified(Object.fromEntries(res.headers), answer)) throw new PayProviderError(UNREACHABLE);
    const data = answer ? JSON.parse(answer) : {};
    if (res.status >= 300) throw new PayProviderError(`微信支付: ${data.message ?? data.code ?? res.status}`, res.status, data.code);
    return { status: res.status, data };
  }

  async createPayment(t: { tradeNo: string; amount: number; subject: string; payerId?: string }) {
    if (!t.payerId) throw new PayProviderError('微信支付需要付款人的 openid');
    const { data } = await this.call('POST', '/v3/pay/transactions/jsapi', {
      appid: this.c.appId,
      mchid: this.c.mchId,
      description: bytesCut(t.subject, 127),
      out_trade_no: t.tradeNo,
      notify_url: this.c.notifyUrl,
      amount: { total: t.amount, currency: 'CNY' },
      payer: { openid: t.payerId },
    });
    // What wx.requestPayment / WeixinJSBridge getBrandWCPayRequest take, signed with the merchant key.
    const timeStamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = nonce();
    const pkg = `prepay_id=${data.prepay_id}`;
    return {
      appId: this.c.appId,
      timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      paySign: this.sign(`${this.c.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`),
    };
  }

  verifyCallback() {
    return null; // WeChat Pay's notices are checked from the raw request (verifyNotice)
  }

  async verifyNotice(n: RawNotice): Promise<PayNotice | null> {
    if (!this.verified(n.headers, n.rawBody)) return null;
    const body = n.body as { event_type?: string; resource?: Record<string, string> };
    const r = body?.resource;
    if (r?.algorithm !== 'AEAD_AES_256_GCM') return null;
    let res: ProviderJson;
    try {
      res = JSON.parse(this.decrypt(r.ciphertext ?? '', r.nonce ?? '', r.associated_data ?? ''));
    } catch {
      return null;
    }
    if (res.mchid && res.mchid !== this.c.mchId) return null;
    if (String(body.event_type).startsWith('REFUND.')) {
      return {
        kind: 'refund',
        tradeNo: String(res.out_trade_no ?? ''),
        refundNo: String(res.out_refund_no ?? ''),
        amount: Number(res.amount?.refund),
        providerRef: String(res.refund_id ?? ''),
        ok: res.refund_status === 'SUCCESS',
        raw: res,
      };
    }
    if (res.appid && res.appid !== this.c.appId) return null;
    return {
      kind: 'pay',
      tradeNo: String(res.out_trade_no ?? ''),
      amount: Number(res.amount?.total),
      providerRef: String(res.transaction_id ?? ''),
      ok: res.trade_state === 'SUCCESS',
      raw: res,
    };
  }

  /** AEAD_AES_256_GCM: the ciphertext carries the 16-byte tag at its end. */
  private decrypt(ciphertext: string, iv: string, aad: string): string {
    const buf = Buffer.from(ciphertext, 'base64');
    const d = createDecipheriv('aes-256-gcm', Buffer.from(this.c.apiV3Key, 'utf8'), Buffer.from(iv, 'utf8'));
    d.setAAD(Buffer.from(aad, 'utf8'));
    d.setAuthTag(buf.subarray(buf.length - 16));
    return Buffer.concat([d.update(buf.subarray(0, buf.length - 16)), d.final()]).toString('utf8');
  }

  noticeAnswer(ok: boolean, message = '失败') {
    return ok
      ? { status: 200, type: 'application/json', body: '' }
      : { status: 400, type: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
  }

  async refund(t: { tradeNo: string; refundNo: string; amount: number; total?: number }) {
    const { data } = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: t.tradeNo,
      out_refund_no: t.refundNo,
      notify_url: this.c.notifyUrl,
      amount: { refund: t.amount, total: t.total ?? t.amount, currency: 'CNY' },
    });
    const status = String(data.status);
    return {
      ok: status === 'SUCCESS' || status === 'PROCESSING',
      pending: status === 'PROCESSING',
      providerRef: String(data.refund_id ?? ''),
    };
  }

  async query(tradeNo: string): Promise<TradeQuery> {
    const { data } = await this.call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}?mchid=${this.c.mchId}`);
    return {
      state: TRADE_STATE[String(data.trade_state)] ?? 'open',
      amount: Number(data.amount?.total ?? 0),
      providerRef: String(data.transaction_id ?? ''),
      raw: data,
    };
  }

  async close(tradeNo: string) {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}/close`, { mchid: this.c.mchId });
  }

  async refundQuery(t: { refundNo: string }) {
    const { data } = await this.call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(t.refundNo)}`);
    const s = String(data.status);
    return {
      state: s === 'SUCCESS' ? 'done' : s === 'PROCESSING' ? 'pending' : 'failed',
      providerRef: String(data.refund_id ?? ''),
    } as const;
  }
}
