import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ORDER_STATUS, VOICE_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { readAudio } from '../src/modules/voice/shared.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { H5, VO, VP, audioOf, buyPaid, m4aBytes, makeVoice, mp3Bytes, upload, wavBytes } from './voice-helpers.ts';

// 语音导览 and 语音订单: the length of every voice is read from its own bytes on the server, a paid
// voice's trial is cut there (the rest of the file never reaches a stranger), the purchase and the
// forced refund go through the order area, and one merchant never reaches another's voices or orders.

describe('reading audio from its bytes', () => {
  it('MP3 frames (two bit rates behind an ID3 tag), WAV and M4A give their lengths', () => {
    expect(Math.round(readAudio('mp3', mp3Bytes(12))!.ms / 1000)).toBe(12);
    expect(Math.round(readAudio('mp3', mp3Bytes(185))!.ms / 1000)).toBe(185);
    expect(readAudio('wav', wavBytes(9))!.ms).toBe(9000);
    expect(readAudio('m4a', m4aBytes(15))!.ms).toBe(15000);
  });
  it('the trial is a playable file of its own of the trial seconds', () => {
    const mp3 = readAudio('mp3', readAudio('mp3', mp3Bytes(12))!.cut(5)!)!;
    expect(mp3.ms).toBeGreaterThanOrEqual(5000);
    expect(mp3.ms).toBeLessThan(5100);
    expect(readAudio('wav', readAudio('wav', wavBytes(9))!.cut(4)!)!.ms).toBe(4000);
    expect(readAudio('m4a', m4aBytes(15))!.cut(4)).toBeNull();
  });
  it('bytes that only look like audio are not read as audio', () => {
    expect(readAudio('mp3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(7), Buffer.from('<html>not audio</html>')]))).toBeNull();
    expect(readAudio('wav', Buffer.from('RIFF\0\0\0\0WAVEjunk'))).toBeNull();
    expect(readAudio('m4a', Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from('ftypM4A '), Buffer.alloc(4)]))).toBeNull();
  });
});

describe('voice guides', () => {
  let t: TestApp;
  let boss: Client;
  let boss2: Client;
  let checker: Client;
  let anon: Client;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    boss2 = (await login(t, ...DEMO.boss2)).client;
    checker = (await login(t, ...DEMO.checker)).client;
    anon = new Client(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the demo merchant has voices, a pack and orders', async () => {
    const p = ok(await boss.get(`${VP}/queryPage`, { size: 50 }));
    expect(p.records.map((r: any) => r.name)).toEqual(expect.arrayContaining(['景区总览讲解', '古建筑群讲解', '全景语音包']));
    const pack = p.records.find((r: any) => r.voiceType === 2);
    expect([pack.voiceNum, pack.voiceTime, pack.currentPriceStr]).toEqual([2, 300, '6.80']);
    const counts = ok(await boss.get(`${VO}/count-voice-type`));
    expect(counts.find((c: any) => c.voiceType === 2).count).toBeGreaterThan(0);
  });

  it('saveInfo reads the length from the uploaded file, not from the form', async () => {
    const key = await upload(t, boss, 'hall.mp3', mp3Bytes(12));
    const v = ok(
      await boss.post(`${VP}/saveInfo`, {
        voiceType: 1,
        name: '大殿讲解',
        audioKey: key,
        priceType: 2,
        currentPrice: 990,
        trialTime: 5,
        voiceTime: 9999,
      }),
    );
    expect([v.voiceTime, v.voiceNum, v.currentPriceStr, v.trialTime, v.audioUrl]).toEqual([12, 1, '9.90', 5, `/files/${key}`]);
    const wav = ok(
      await boss.post(`${VP}/saveInfo`, {
        voiceType: 1,
        name: '钟楼',
        audioKey: await upload(t, boss, 'b.wav', wavBytes(9)),
        priceType: 1,
      }),
    );
    expect(wav.voiceTime).toBe(9);
    const m4a = ok(
      await boss.post(`${VP}/saveInfo`, {
        voiceType: 1,
        name: '鼓楼',
        audioKey: await upload(t, boss, 'c.m4a', m4aBytes(15)),
        priceType: 1,
      }),
    );
    expect([m4a.voiceTime, m4a.priceType, m4a.currentPrice]).toEqual([15, 1, 0]);
  });

  it('refuses what cannot be read or cut, a trial not shorter than the audio, and a missing audio', async () => {
    const save = (b: object) =>
      boss.post(`${VP}/saveInfo`, { voiceType: 1, name: '坏文件', priceType: 2, currentPrice: 100, trialTime: 5, ...b });
    const fake = await upload(t, boss, 'fake.mp3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(7), Buffer.from('<html>x</html>')]));
    expect((await save({ audioKey: fake })).body.msg).toBe(VOICE_MSG.audioUnreadable);
    expect((await save({ audioKey: await upload(t, boss, 'd.m4a', m4aBytes(20)) })).body.msg).toBe(VOICE_MSG.paidNeedsCut);
    expect((await save({ audioKey: await upload(t, boss, 'e.mp3', mp3Bytes(4)) })).body.msg).toBe(VOICE_MSG.trialRange);
    expect((await save({ audioKey: '100001/audio/20260101/0123456789abcdef0123456789abcdef.mp3' })).body.msg).toBe(VOICE_MSG.audioNotFound);
    expect((await save({})).body.msg).toBe(VOICE_MSG.audioRequired);
    expect((await save({ audioKey: fake, currentPrice: 0 })).body.msg).toBe(VOICE_MSG.priceRequired);
    // another merchant's file is not this merchant's audio
    const theirs = await upload(t, boss2, 'f.mp3', mp3Bytes(8));
    expect((await save({ audioKey: theirs })).body.msg).toBe(VOICE_MSG.audioNotFound);
  });

  it('a pack sums its voices, lists only when they are listed, and the picker lists listed ones', async () => {
    const a = await makeVoice(t, boss, { seconds: 12, name: '甲段' });
    const key = await upload(t, boss, 'b.mp3', mp3Bytes(20));
    const b = ok(
      await boss.post(`${VP}/saveInfo`, { voiceType: 1, name: '乙段', audioKey: key, priceType: 2, currentPrice: 300, trialTime: 5 }),
    );
    const pack = ok(
      await boss.post(`${VP}/saveInfo`, { voiceType: 2, name: '甲乙语音包', voiceIds: [a.id, b.id], priceType: 2, currentPrice: 600 }),
    );
    expect([pack.voiceTime, pack.voiceNum, pack.items.map((i: any) => i.name)]).toEqual([32, 2, ['甲段', '乙段']]);
    expect((await boss.post(`${VP}/updateStatus`, { ids: [pack.id], status: 1 })).body.msg).toBe(VOICE_MSG.packItemsOff);
    ok(await boss.post(`${VP}/updateStatus`, { ids: [b.id], status: 1 }));
    expect(ok(await boss.post(`${VP}/updateStatus`, { ids: [pack.id], status: 1 }))).toBe(1);
    const picked = ok(await boss.get(`${VP}/page`, { voiceType: 2, keyword: '甲乙' }));
    expect(picked.records.map((r: any) => r.id)).toEqual([pack.id]);
    expect(ok(await boss.get(`${VP}/page`, { voiceType: 1, keyword: '鼓楼' })).total).toBe(0); // saved, not listed
    // a pack holds voices only
    expect((await boss.post(`${VP}/saveInfo`, { voiceType: 2, name: '套娃', voiceIds: [pack.id], priceType: 1 })).body.msg).toBe(
      VOICE_MSG.itemNotVoice,
    );
    // delete: listed refused; a voice in a pack refused
    expect((await boss.post(`${VP}/deleteInfo?ids=${a.id}`)).body.msg).toBe(VOICE_MSG.onShelfNoDelete);
    ok(await boss.post(`${VP}/updateStatus`, { ids: [a.id], status: 0 }));
    expect((await boss.post(`${VP}/deleteInfo?ids=${a.id}`)).body.msg).toBe(VOICE_MSG.inPack);
  });

  it('a stranger hears the trial only; the buyer hears the whole file after paying, and a pack unlocks its voices', async () => {
    const v = await makeVoice(t, boss, { seconds: 12, trial: 5 });
    const d = ok(await anon.get(H5.detail, { id: v.id, tenantId: '100001' }));
    expect([d.voiceTime, d.trialTime, d.priceType]).toEqual([12, 5, 2]);
    const trial = await audioOf(t, v.id);
    expect([trial.status, trial.full, trial.type]).toEqual([200, '0', 'audio/mpeg']);
    expect(Math.round(readAudio('mp3', trial.bytes)!.ms / 1000)).toBe(5);
    expect(trial.bytes.length).toBeLessThan(v.bytes.length / 2);

    const b = ok(await anon.post(H5.buy, { tenantId: '100001', voiceId: v.id, contactName: '游客', contactPhone: '13900139001' }));
    expect((await audioOf(t, v.id, b.code)).full).toBe('0'); // not paid yet
    ok(await anon.post('/order-api/h5/pay/sandbox', { code: b.code }));
    const full = await audioOf(t, v.id, b.code);
    expect(full.full).toBe('1');
    expect(full.bytes.equals(v.bytes)).toBe(true);
    expect(ok(await anon.get('/order-api/h5/voice/order', { code: b.code })).unlocked).toBe(true);
    // the code of this voice does not open another voice
    const other = await makeVoice(t, boss, { seconds: 12, trial: 5 });
    expect((await audioOf(t, other.id, b.code)).full).toBe('0');

    // the demo pack's code opens both its voices
    const demoPack = ok(await boss.get(`${VP}/queryPage`, { voiceType: 2, name: '全景' })).records[0];
    const info = ok(await boss.get(`${VP}/getInfo`, { id: demoPack.id }));
    const p = await buyPaid(anon, demoPack.id);
    for (const item of info.items) expect((await audioOf(t, item.id, p.code)).full).toBe('1');
    // a free voice plays whole for anyone; buying it is refused
    const free = ok(await boss.get(`${VP}/queryPage`, { name: '景区总览' })).records[0];
    expect((await audioOf(t, free.id)).full).toBe('1');
    expect(
      (await anon.post(H5.buy, { tenantId: '100001', voiceId: free.id, contactName: '游客', contactPhone: '13900139001' })).body.msg,
    ).toBe(VOICE_MSG.free);
  });

  it('voice orders: filters, detail, logs, remarks; the forced refund is idempotent and locks the audio again', async () => {
    const v = await makeVoice(t, boss, { seconds: 12, trial: 5, name: '退款讲解' });
    const b = await buyPaid(anon, v.id);
    const list = ok(await boss.post(`${VO}/page`, { voiceName: '退款讲解', orderStatus: ORDER_STATUS.TO_BE_USED }));
    expect(list.records.map((r: any) => r.id)).toEqual([b.orderId]);
    expect(list.records[0]).toMatchObject({ totalMoney: 500, paidMoney: 500, refundMoney: 0, voiceTypeText: '语音' });
    ok(await boss.post(`${VO}/remarks`, { orderId: b.orderId, remark: '游客来电咨询' }));
    expect(
      ok(await boss.get(`${VO}/operate-log`, { orderId: b.orderId }))
        .map((l: any) => l.content)
        .join(),
    ).toContain('游客来电咨询');
    expect(ok(await boss.get(`${VO}/process`, { orderId: b.orderId })).length).toBeGreaterThan(0);
    expect(ok(await boss.get(`${VO}/detail`, { orderId: b.orderId })).refundable).toBe(500);

    const key = 'voice-refund-key-0001';
    const first = ok(await boss.post(`${VO}/force-refund`, { orderId: b.orderId, reason: '设备故障', idempotencyKey: key }));
    const replay = ok(await boss.post(`${VO}/force-refund`, { orderId: b.orderId, reason: '设备故障', idempotencyKey: key }));
    expect(replay).toEqual(first);
    expect(first.amount).toBe(500);
    expect((await boss.post(`${VO}/force-refund`, { orderId: b.orderId })).body.msg).toBe(VOICE_MSG.nothingToRefund);
    const refunds = ok(await boss.get(`${VO}/refund-detail`, { orderId: b.orderId }));
    expect(refunds.map((r: any) => [r.amount, r.refundTypeText, r.refundStatusText])).toEqual([[500, '强制退款', '已退款']]);
    expect(ok(await boss.get(`${VO}/refund-log`, { orderId: b.orderId })).length).toBeGreaterThan(0);
    const after = ok(await boss.get(`${VO}/detail`, { orderId: b.orderId }));
    expect([after.refundMoney, after.refundable]).toEqual([500, 0]);
    expect((await audioOf(t, v.id, b.code)).full).toBe('0');
    expect(ok(await anon.get('/order-api/h5/voice/order', { code: b.code })).unlocked).toBe(false);
  });

  it('exports open as xlsx files', async () => {
    const file = (method: string, path: string) =>
      fetch(`${t.url}/api${path}`, {
        method,
        headers: { 'Blade-Auth': `bearer ${boss.token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        body: method === 'POST' ? '{}' : undefined,
      });
    for (const r of [await file('GET', `${VP}/export`), await file('POST', `${VO}/export`)]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('spreadsheetml');
    }
  });

  it("another merchant cannot read or touch 100001's voices and orders; a role without the codes is refused", async () => {
    const v = await makeVoice(t, boss, { name: '本店讲解' });
    const b = await buyPaid(anon, v.id);
    expect((await boss2.get(`${VP}/getInfo`, { id: v.id })).body.code).toBe(404);
    expect(ok(await boss2.get(`${VP}/queryPage`, { name: '本店讲解' })).total).toBe(0);
    expect((await boss2.post(`${VP}/updateStatus`, { ids: [v.id], status: 0 })).body.code).toBe(404);
    expect((await boss2.post(`${VP}/deleteInfo?ids=${v.id}`)).body.code).toBe(404);
    expect((await boss2.post(`${VP}/saveInfo`, { id: v.id, voiceType: 1, name: 'x', audioKey: 'x', priceType: 1 })).body.code).not.toBe(
      200,
    );
    expect((await boss2.get(`${VO}/detail`, { orderId: b.orderId })).body.code).toBe(404);
    expect((await boss2.post(`${VO}/force-refund`, { orderId: b.orderId })).body.code).toBe(404);
    expect(ok(await boss2.post(`${VO}/page`, { size: 100 })).records.some((r: any) => r.id === b.orderId)).toBe(false);
    // the storefront: the link's tenant must be the voice's; the code of one merchant's order opens nothing at another
    expect((await audioOf(t, v.id, b.code, '100002')).status).toBe(404);
    for (const [path, call] of [
      [`${VP}/queryPage`, () => checker.get(`${VP}/queryPage`)],
      [`${VO}/page`, () => checker.post(`${VO}/page`, {})],
      [`${VO}/force-refund`, () => checker.post(`${VO}/force-refund`, { orderId: b.orderId })],
    ] as const)
      expect([path, (await call()).body.msg.startsWith(MSG.noPermission)]).toEqual([path, true]);
    const row = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ord_refund WHERE order_id = ${b.orderId}`);
    expect(Number(row!.n)).toBe(0);
  });
});
