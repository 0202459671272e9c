import { createHash, createHmac } from 'node:crypto';
import { SMS_TIMEOUT_MS, type SmsGateway } from './sms.ts';

/**
 * Tencent Cloud SMS (API 3.0, SendSms, version 2021-01-11) through its documented TC3-HMAC-SHA256
 * signature: a canonical request (method, '/', empty query, the content-type and host headers, the
 * body's SHA-256), signed with a key derived from 'TC3' + secret, the UTC date, 'sms' and 'tc3_request'.
 */
export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com/';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

/** The Authorization header of a call: what the provider recomputes from the request it receives. */
export function tencentAuthorization(o: { secretId: string; secretKey: string; host: string; timestamp: number; body: string }): string {
  const date = new Date(o.timestamp * 1000).toISOString().slice(0, 10);
  const canonical = ['POST', '/', '', `content-type:${CONTENT_TYPE}\nhost:${o.host}\n`, 'content-type;host', sha256(o.body)].join('\n');
  const scope = `${date}/sms/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(o.timestamp), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${o.secretKey}`, date), 'sms'), 'tc3_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${o.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

export class TencentSms implements SmsGateway {
  readonly name = 'tencent';
  constructor(private readonly o: { secretId: string; secretKey: string; sdkAppId: string; region?: string; endpoint?: string }) {}

  async send(m: { phone: string; signName: string; templateCode: string; params: Record<string, string>; order: string[] }) {
    const url = new URL(this.o.endpoint || TENCENT_SMS_ENDPOINT);
    const body = JSON.stringify({
      PhoneNumberSet: [`+86${m.phone}`],
      SmsSdkAppId: this.o.sdkAppId,
      SignName: m.signName,
      TemplateId: m.templateCode,
      TemplateParamSet: m.order.map((k) => m.params[k] ?? ''),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: tencentAuthorization({ secretId: this.o.secretId, secretKey: this.o.secretKey, host: url.host, timestamp, body }),
        'content-type': CONTENT_TYPE,
        'x-tc-action': 'SendSms',
        'x-tc-timestamp': String(timestamp),
        'x-tc-version': '2021-01-11',
        'x-tc-region': this.o.region || 'ap-guangzhou',
      },
      body,
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    type Answer = {
      Response?: { Error?: { Code: string; Message: string }; SendStatusSet?: { SerialNo: string; Code: string; Message: string }[] };
    };
    const answer = ((await res.json().catch(() => ({}))) as Answer).Response;
    if (answer?.Error) throw new Error(`腾讯云短信: ${answer.Error.Message || answer.Error.Code}`);
    const status = answer?.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') throw new Error(`腾讯云短信: ${status?.Message ?? `HTTP ${res.status}`}`);
    return { bizId: status.SerialNo };
  }
}
