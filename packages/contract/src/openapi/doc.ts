import { z } from 'zod';
import { OPEN_API_PREFIX, OPEN_HEADERS, OPEN_SCOPES, OPEN_SKEW_SECONDS, openApi } from './index.ts';

/** Signing a call in Node (no dependency). */
export const NODE_EXAMPLE = `const crypto = require('node:crypto');

async function call(method, path, body, { base, keyId, secret }) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = crypto.randomUUID();
  const toSign = [method, path, timestamp, nonce, crypto.createHash('sha256').update(text).digest('hex')].join('\\n');
  const signature = crypto.createHmac('sha256', secret).update(toSign).digest('hex');
  const res = await fetch(base + '/api' + path, {
    method,
    headers: { 'content-type': 'application/json', '${OPEN_HEADERS.key}': keyId, '${OPEN_HEADERS.timestamp}': timestamp,
      '${OPEN_HEADERS.nonce}': nonce, '${OPEN_HEADERS.signature}': signature },
    body: text || undefined,
  });
  return res.json();
}

// call('GET', '${OPEN_API_PREFIX}/products?current=1&size=10', undefined, { base: 'https://your-host', keyId: 'ak…', secret: '…' });`;

/** Signing a call in Python 3 (standard library only). */
export const PYTHON_EXAMPLE = `import hashlib, hmac, json, time, uuid, urllib.request

def call(method, path, body, base, key_id, secret):
    text = '' if body is None else json.dumps(body, separators=(',', ':'), ensure_ascii=False)
    timestamp = str(int(time.time()))
    nonce = uuid.uuid4().hex
    to_sign = '\\n'.join([method, path, timestamp, nonce, hashlib.sha256(text.encode()).hexdigest()])
    signature = hmac.new(secret.encode(), to_sign.encode(), hashlib.sha256).hexdigest()
    req = urllib.request.Request(base + '/api' + path, method=method, data=text.encode() or None, headers={
        'content-type': 'application/json', '${OPEN_HEADERS.key}': key_id, '${OPEN_HEADERS.timestamp}': timestamp,
        '${OPEN_HEADERS.nonce}': nonce, '${OPEN_HEADERS.signature}': signature})
    with urllib.request.urlopen(req) as res:
        return json.load(res)

# call('POST', '${OPEN_API_PREFIX}/orders/pay', {'orderId': '123'}, 'https://your-host', 'ak…', '…')`;

const SCOPE_OF: Record<string, string> = {
  products: 'products:read',
  place: 'orders:create',
  pay: 'orders:create',
  order: 'orders:read',
  refund: 'orders:refund',
  check: 'checks',
};

/** The partner API as an OpenAPI 3.1 document, with the signing rule and examples in its description. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of Object.entries(openApi)) {
    if (!e.path.startsWith(OPEN_API_PREFIX) || name === 'spec') continue;
    const op: Record<string, unknown> = {
      operationId: name,
      summary: e.summary,
      security: [{ signed: [] }],
      'x-scope': SCOPE_OF[name],
      responses: {
        '200': { description: '{ code: 200, success: true, data, msg }' },
        '401': { description: '签名、时间戳、nonce 或 AccessKey 不正确' },
        '403': { description: '停用、IP 或权限不符' },
        '429': { description: '超过每分钟调用次数' },
      },
      'x-code-samples': [
        { lang: 'JavaScript', label: 'Node', source: NODE_EXAMPLE },
        { lang: 'Python', source: PYTHON_EXAMPLE },
      ],
    };
    const query = 'query' in e ? e.query : undefined;
    const body = 'body' in e ? e.body : undefined;
    if (query) {
      const schema = z.toJSONSchema(query as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      op.parameters = Object.entries(schema.properties ?? {}).map(([n, s]) => ({
        name: n,
        in: 'query',
        required: schema.required?.includes(n) ?? false,
        schema: s,
      }));
    }
    if (body)
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: z.toJSONSchema(body as z.ZodType, { io: 'input', unrepresentable: 'any' }) } },
      };
    paths[`/api${e.path}`] = { ...paths[`/api${e.path}`], [e.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '开放接口 (Partner API)',
      version: '1.0.0',
      description: [
        '每个请求带四个请求头签名: ' + Object.values(OPEN_HEADERS).join(', ') + '.',
        `签名 = hex(HMAC-SHA256(secret, METHOD + "\\n" + PATH + "\\n" + TIMESTAMP + "\\n" + NONCE + "\\n" + hex(SHA256(BODY))))。`,
        'PATH 为 /api 之后的路径及查询串(原样), BODY 为请求体原始字节(无请求体时为空串), TIMESTAMP 为 Unix 秒。',
        `时间戳与服务器相差超过 ${OPEN_SKEW_SECONDS} 秒、nonce 重复、签名不符均被拒绝; 每个账号有每分钟调用上限(429)。`,
        '权限: ' + OPEN_SCOPES.map((s) => `${s.value} (${s.label})`).join(', ') + '.',
        '',
        'Node:',
        NODE_EXAMPLE,
        '',
        'Python:',
        PYTHON_EXAMPLE,
      ].join('\n'),
    },
    components: { securitySchemes: { signed: { type: 'apiKey', in: 'header', name: OPEN_HEADERS.signature } } },
    paths,
  };
}
