import { createHmac, randomUUID } from 'node:crypto';
import { SMS_TIMEOUT_MS, type SmsGateway } from './sms.ts';

/**
 * Aliyun SMS (dysmsapi, SendSms, version 2017-05-25) through its documented RPC signature: the
 * parameters sorted by name, each percent-encoded (RFC 3986: space %20, * %2A, ~ kept), joined with
 * & and =; the string to sign is `POST&%2F&` + the encoded query; the signature is
 * base64(HMAC-SHA1(secret + '&', that string)). No SDK: one signed form POST.
 */
export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export const aliyunEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The RPC signature of a parameter set (without Signature). */
export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k]!)}`)
    .join('&');
  const toSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

export class AliyunSms implements SmsGateway {
  readonly name = 'aliyun';
  constructor(private readonly o: { accessKeyId: string; accessKeySecret: string; endpoint?: string; regionId?: string }) {}

  async send(m: { phone: string; signName: string; templateCode: string; params: Record<string, string> }) {
    const params: Record<string, string> = {
      AccessKeyId: this.o.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: m.phone,
      RegionId: this.o.regionId || 'cn-hangzhou',
      SignName: m.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: m.templateCode,
      TemplateParam: JSON.stringify(m.params),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = aliyunSignature('POST', params, this.o.accessKeySecret);
    const body = Object.entries(params)
      .map(([k, v]) => `${aliyunEncode(k)}=${aliyunEncode(v)}`)
      .join('&');
    const res = await fetch(this.o.endpoint || ALIYUN_SMS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string; BizId?: string };
    if (answer.Code !== 'OK' || !answer.BizId) throw new Error(`阿里云短信: ${answer.Message ?? answer.Code ?? `HTTP ${res.status}`}`);
    return { bizId: answer.BizId };
  }
}
