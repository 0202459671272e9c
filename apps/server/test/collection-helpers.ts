import { deflateSync } from 'node:zlib';
import { sql } from '../src/platform/sql.ts';
import { ok } from './commerce-helpers.ts';
import { Client, sendUpload, type TestApp, type UploadCred } from './harness.ts';

export const CP = '/yym-product-api/b/culturalProduct';
export const CO = '/order-api/collection/order';
export const H5 = '/yym-product-api/h5/collection';

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (name: string, body: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(name, 'latin1'), body])));
  return Buffer.concat([len, Buffer.from(name, 'latin1'), body, crc]);
};

/** A real RGB PNG of `w`×`h`: a red-to-blue gradient (what an artist's upload would be). */
export function gradientPng(w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) raw.set([Math.round((255 * x) / w), 80, Math.round((255 * y) / h)], y * (w * 3 + 1) + 1 + x * 3);
  const sig = Buffer.from('89504e470d0a1a0a', 'hex');
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Upload through the checked path (credential, signed PUT): the file's URL. */
export async function upload(t: TestApp, c: Client, name: string, type: string, bytes: Buffer): Promise<string> {
  const cred = JSON.parse(
    ok(await c.post('/yym-external-server/oss/endpoint/token', { fileName: name, size: bytes.length, contentType: type })),
  ) as UploadCred;
  const r = await sendUpload(t, cred, bytes);
  if (r.status !== 200) throw new Error(`upload failed ${r.status}`);
  return cred.url;
}

let seq = 0;
/** A collection with info, showcase and rules (not minted): its id. */
export async function makeCollection(
  t: TestApp,
  c: Client,
  o: { edition?: number; perLimit?: number; price?: number; start?: number } = {},
) {
  const info = ok(await c.post(`${CP}/submitInfo`, { name: `测试藏品${++seq}`, issuer: '测试发行方', category: '文创', intro: '简介' }));
  const artwork = await upload(t, c, 'art.png', 'image/png', gradientPng(64, 32));
  ok(await c.post(`${CP}/submitShow`, { id: info.id, artwork, description: '作品描述', creator: '创作者甲' }));
  const at = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  ok(
    await c.post(`${CP}/submitRule`, {
      id: info.id,
      edition: o.edition ?? 10,
      perLimit: o.perLimit ?? 2,
      saleStart: at(o.start ?? -1),
      saleEnd: at(10),
      price: o.price ?? 1000,
      chainId: 'sandbox',
    }),
  );
  return String(info.id);
}

/** Minted and on shelf. */
export async function mintAndShelve(c: Client, id: string) {
  const m = ok(await c.post(`${CP}/cochain`, { id }));
  if (m.mintStatus !== 2) throw new Error(`not minted: ${JSON.stringify(m)}`);
  ok(await c.post(`${CP}/racking`, { id, status: 1 }));
  return m;
}

/** A storefront customer logged in by SMS code: a client carrying the customer's token, and the customer id. */
export async function customer(t: TestApp, phone: string, tenantId = '100001', ip?: string) {
  const from: Record<string, string> = ip ? { 'X-Forwarded-For': ip } : {};
  const anon = new Client(t.url, null, from);
  ok(await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId, phone }));
  const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!.code;
  const s = ok(await anon.post('/yym-usercenter-api/h5/login', { tenantId, phone, code: sms }));
  return {
    client: new Client(t.url, null, { ...from, 'Customer-Token': s.token }),
    customerId: String(s.customerId),
    token: s.token as string,
  };
}

/** Buy and pay in the sandbox cashier: the order's id and code. */
export async function buyAndPay(buyer: Client, id: string, quantity = 1) {
  const b = ok(await buyer.post(`${H5}/buy`, { id, quantity }));
  ok(await new Client(buyer.base).post('/order-api/h5/pay/sandbox', { code: b.code }));
  return b as { orderId: string; code: string };
}
