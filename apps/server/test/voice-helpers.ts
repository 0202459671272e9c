import { expect } from 'vitest';
import { type Client, sendUpload, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

export const VP = '/yym-product-api/voice';
export const VO = '/order-api/voice/order';
export const H5 = {
  detail: '/yym-product-api/h5/voice/detail',
  audio: '/yym-product-api/h5/voice/audio',
  buy: '/order-api/h5/voice/order/place',
};

/**
 * Real audio bytes, made here: MPEG-1 layer III frames (128 kbps and 192 kbps, 44.1 kHz: 1152 samples
 * each) behind an ID3 tag; 16-bit PCM WAV; an M4A whose movie header gives its length.
 */
export function mp3Bytes(seconds: number): Buffer {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const tag = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0x10]), Buffer.alloc(16)]);
  const parts = [tag];
  for (let i = 0; i < frames; i++) {
    const fast = i % 3 === 0; // 192 kbps: 626 bytes; 128 kbps: 417 bytes
    const f = Buffer.alloc(fast ? 626 : 417);
    f.set([0xff, 0xfb, fast ? 0xb0 : 0x90, 0x64]);
    parts.push(f);
  }
  return Buffer.concat(parts);
}
export function wavBytes(seconds: number, rate = 8000): Buffer {
  const data = Buffer.alloc(Math.round(seconds * rate) * 2);
  for (let i = 0; i < data.length / 2; i++) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
export function m4aBytes(seconds: number): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A '), Buffer.alloc(4), Buffer.from('M4A isom')]);
  const mvhd = Buffer.alloc(8 + 100);
  mvhd.writeUInt32BE(mvhd.length, 0);
  mvhd.write('mvhd', 4);
  mvhd.writeUInt32BE(1000, 8 + 12); // time scale
  mvhd.writeUInt32BE(seconds * 1000, 8 + 16); // duration
  const moov = Buffer.concat([Buffer.alloc(8), mvhd]);
  moov.writeUInt32BE(moov.length, 0);
  moov.write('moov', 4);
  return Buffer.concat([ftyp, moov]);
}

const TYPES: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4' };
/** Upload through the checked path (credential, then the signed PUT): the stored key. */
export async function upload(t: TestApp, c: Client, name: string, bytes: Buffer): Promise<string> {
  const type = TYPES[name.split('.').pop()!]!;
  const cred = JSON.parse(
    ok(await c.post('/yym-external-server/oss/endpoint/token', { fileName: name, size: bytes.length, contentType: type })),
  );
  const r = await sendUpload(t, cred, bytes);
  expect(r.body.code).toBe(200);
  return cred.key as string;
}

/** The storefront's audio: its bytes and whether it is the whole file. */
export async function audioOf(t: TestApp, id: string, code?: string, tenantId = '100001') {
  const q = new URLSearchParams({ id, tenantId, ...(code ? { code } : {}) });
  const r = await fetch(`${t.url}/api${H5.audio}?${q}`);
  return {
    status: r.status,
    full: r.headers.get('x-voice-full'),
    type: r.headers.get('content-type'),
    bytes: Buffer.from(await r.arrayBuffer()),
  };
}

/** A listed paid voice of `seconds` (mp3) with a trial: its id and the uploaded bytes. */
export async function makeVoice(t: TestApp, c: Client, o: { seconds?: number; trial?: number; price?: number; name?: string } = {}) {
  const bytes = mp3Bytes(o.seconds ?? 12);
  const audioKey = await upload(t, c, 'guide.mp3', bytes);
  const v = ok(
    await c.post(`${VP}/saveInfo`, {
      voiceType: 1,
      name: o.name ?? '测试讲解',
      audioKey,
      priceType: o.price === 0 ? 1 : 2,
      currentPrice: o.price ?? 500,
      trialTime: o.trial ?? 5,
    }),
  );
  ok(await c.post(`${VP}/updateStatus`, { ids: [v.id], status: 1 }));
  return { id: String(v.id), bytes };
}

/** Buy on the storefront and pay in the sandbox: the order's id and code. */
export async function buyPaid(anon: Client, voiceId: string, tenantId = '100001') {
  const b = ok(await anon.post(H5.buy, { tenantId, voiceId, contactName: '游客乙', contactPhone: '13900139000' }));
  ok(await anon.post('/order-api/h5/pay/sandbox', { code: b.code }));
  return b as { orderId: string; code: string; orderNo: string };
}
