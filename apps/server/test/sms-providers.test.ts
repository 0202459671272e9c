import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSms, aliyunSignature } from '../src/platform/providers/sms-aliyun.ts';
import { TencentSms } from '../src/platform/providers/sms-tencent.ts';

// The SMS adapters against local servers that check each request's signature the way the providers'
// documentation specifies it, written here independently of the adapters: a wrong key must fail.

const ALIYUN = { id: 'LTAI5tTestKeyId', secret: 'aliyun-test-secret' };
const TENCENT = { id: 'AKIDtestSecretId', secret: 'tencent-test-secret-key', app: '1400123456' };

/** RFC 3986 percent-encoding as Aliyun's "POP signature" documentation gives it (Java URLEncoder, then +→%20, *→%2A, %7E→~). */
const popEncode = (s: string) =>
  encodeURIComponent(s)
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/\*/g, '%2A');

function aliyunExpected(method: string, params: Record<string, string>, secret: string) {
  const query = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${popEncode(k)}=${popEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${popEncode('/')}&${popEncode(query)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

function tencentExpected(req: IncomingMessage, body: string, secretKey: string) {
  const ts = Number(req.headers['x-tc-timestamp']);
  const date = new Date(ts * 1000).toISOString().slice(0, 10);
  const h = (s: string) => createHash('sha256').update(s).digest('hex');
  const canonical = `POST\n/\n\ncontent-type:${req.headers['content-type']}\nhost:${req.headers.host}\n\ncontent-type;host\n${h(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${ts}\n${date}/sms/tc3_request\n${h(canonical)}`;
  const k = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();
  const signing = k(k(k(`TC3${secretKey}`, date), 'sms'), 'tc3_request');
  return `TC3-HMAC-SHA256 Credential=${TENCENT.id}/${date}/sms/tc3_request, SignedHeaders=content-type;host, Signature=${createHmac('sha256', signing).update(toSign).digest('hex')}`;
}

const seen: { aliyun: Record<string, string>[]; tencent: Record<string, unknown>[] } = { aliyun: [], tencent: [] };
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/aliyun') {
        const params = Object.fromEntries(new URLSearchParams(body));
        const ok = params.Signature === aliyunExpected('POST', params, ALIYUN.secret) && params.AccessKeyId === ALIYUN.id;
        if (ok) seen.aliyun.push(params);
        return res.end(
          JSON.stringify(
            ok
              ? { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'r1' }
              : { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' },
          ),
        );
      }
      if (req.url === '/tencent') {
        const ok = req.headers.authorization === tencentExpected(req, body, TENCENT.secret) && req.headers['x-tc-action'] === 'SendSms';
        if (ok) seen.tencent.push(JSON.parse(body));
        return res.end(
          JSON.stringify({
            Response: ok
              ? {
                  SendStatusSet: [{ SerialNo: '2645:3216', Code: 'Ok', Message: 'send success', PhoneNumber: '+8613800138000' }],
                  RequestId: 'r2',
                }
              : {
                  Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' },
                  RequestId: 'r2',
                },
          }),
        );
      }
      // /hang: never answers.
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const message = { phone: '13800138000', signName: '云游票务', templateCode: 'SMS_71390007', params: { code: '123456' }, order: ['code'] };

describe('Aliyun SMS (RPC signature, HMAC-SHA1)', () => {
  it('matches the documentation’s worked example', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends a signed SendSms the server accepts, with the template variables as JSON', async () => {
    const sms = new AliyunSms({ accessKeyId: ALIYUN.id, accessKeySecret: ALIYUN.secret, endpoint: `${base}/aliyun` });
    expect(await sms.send(message)).toEqual({ bizId: '900619746936498440^0' });
    const p = seen.aliyun.at(-1)!;
    expect([p.Action, p.PhoneNumbers, p.SignName, p.TemplateCode, p.TemplateParam]).toEqual([
      'SendSms',
      '13800138000',
      '云游票务',
      'SMS_71390007',
      '{"code":"123456"}',
    ]);
  });

  it('a wrong secret is refused by the server and the send throws its reason', async () => {
    const sms = new AliyunSms({ accessKeyId: ALIYUN.id, accessKeySecret: 'not-the-secret', endpoint: `${base}/aliyun` });
    await expect(sms.send(message)).rejects.toThrow('阿里云短信: Specified signature is not matched');
  });
});

describe('Tencent Cloud SMS (TC3-HMAC-SHA256)', () => {
  it('sends a signed SendSms the server accepts, variables in their declared order', async () => {
    const sms = new TencentSms({ secretId: TENCENT.id, secretKey: TENCENT.secret, sdkAppId: TENCENT.app, endpoint: `${base}/tencent` });
    const r = await sms.send({ ...message, params: { orderNo: 'T1', product: '门票' }, order: ['product', 'orderNo'] });
    expect(r).toEqual({ bizId: '2645:3216' });
    expect(seen.tencent.at(-1)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: TENCENT.app,
      SignName: '云游票务',
      TemplateId: 'SMS_71390007',
      TemplateParamSet: ['门票', 'T1'],
    });
  });

  it('a wrong key is refused by the server and the send throws its reason', async () => {
    const sms = new TencentSms({ secretId: TENCENT.id, secretKey: 'wrong', sdkAppId: TENCENT.app, endpoint: `${base}/tencent` });
    await expect(sms.send(message)).rejects.toThrow('腾讯云短信: The provided credentials could not be validated.');
  });
});
