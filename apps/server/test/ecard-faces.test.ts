import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIND_LIMIT, FACE_MSG, MSG, VERIFY_METHOD } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, STORAGE_KINDS, startAppOn, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { CP_H5, couponKit } from './coupon-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';

// 人脸管理 and a held card's people and coupons as the merchant sees them: a face photo uploaded,
// replaced and removed on a card that checks faces; a text file named .png refused; another tenant's
// card not found; a checker without the codes refused; the gate refusing a face check without a
// photo; people bound with the contract's ID-card rule up to the limit; the holder's coupons.

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let k: ReturnType<typeof ecardKit>;
const E = '/yym-product-api/eCard';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)]);
const JPG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(300, 9)]);
// ID cards with valid GB 11643 check digits.
const IDS = [
  '110101199003074514',
  '110101199003070054',
  '110101199003071698',
  '110101199003073175',
  '11010119900307707X',
  '110101199003079411',
];

// Face photos and invoices are kept on both storage providers: local folders and a bucket.
describe.each(STORAGE_KINDS)('on %s storage', (storage) => {
  beforeAll(async () => {
    t = await startAppOn(storage);
    boss = (await login(t, ...DEMO.boss)).client;
    boss2 = (await login(t, ...DEMO.boss2)).client;
    checker = (await login(t, ...DEMO.checker)).client;
    k = ecardKit(t, boss);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A complete card on shelf that checks faces (or not), and a held card of it given to a customer. */
  async function faceCard(faceCheck = 1) {
    const cardId = await k.makeCard();
    ok(await boss.post(`${E}/submitRule`, { id: cardId, validityType: 2, validDays: 30, faceCheck }));
    const u = ok(await boss.post(`${E}/giveAway`, { cardId, holderName: '周八', holderPhone: '13800000088' }));
    return { cardId, id: u.id as string, qrCode: u.qrCode as string };
  }
  /** The photo as the browser sends it: the bytes as the body, the name in the query. */
  async function send(c: Client, path: string, id: string, fileName: string, bytes: Buffer, type: string) {
    const u = new URL(`/api${E}/face/${path}`, t.url);
    u.searchParams.set('id', id);
    u.searchParams.set('fileName', fileName);
    const r = await fetch(u, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${c.token}`, 'content-type': type },
      body: new Uint8Array(bytes),
    });
    return { status: r.status, body: (await r.json()) as any };
  }
  const photo = (c: Client, id: string) =>
    fetch(new URL(`/api${E}/face/photo?id=${id}`, t.url), { headers: { 'Blade-Auth': `bearer ${c.token}` } });

  describe('face management', () => {
    it('uploads, lists, serves, replaces and removes the face photo of a held card', async () => {
      const u = await faceCard();
      const before = ok(await boss.get(`${E}/face/page`, { hasPhoto: 0, current: 1, size: 50 }));
      const row = before.records.find((r: any) => r.id === u.id);
      expect(row).toMatchObject({ hasPhoto: false, holderName: '周八', holderPhone: '138****0088' });

      const up = ok(await send(boss, 'upload', u.id, '我的照片.png', PNG, 'image/png'));
      expect(up).toMatchObject({ id: u.id, hasPhoto: true, fileSize: PNG.length });
      const again = await send(boss, 'upload', u.id, 'b.png', PNG, 'image/png');
      expect([again.status, again.body.msg]).toEqual([400, FACE_MSG.faceExists]);
      const withPhoto = ok(await boss.get(`${E}/face/page`, { hasPhoto: 1, holderName: '周', current: 1, size: 50 }));
      expect(withPhoto.records.map((r: any) => r.id)).toContain(u.id);

      const served = await photo(boss, u.id);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      // Private: stored under a generated key, never under the public files folder or the uploaded name.
      const key = (await t.db.one<{ file_key: string }>(sql`SELECT file_key FROM ec_user_card_face WHERE user_card_id = ${u.id}`))!
        .file_key;
      expect(key).toMatch(/^100001\/face\/\d{8}\/[a-f0-9]{32}\.png$/);
      expect((await fetch(new URL(`/files/${key}`, t.url))).status).toBe(404);

      ok(await send(boss, 'replace', u.id, 'new.jpg', JPG, 'image/jpeg'));
      const replaced = await photo(boss, u.id);
      expect(replaced.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await replaced.arrayBuffer()).equals(JPG)).toBe(true);

      expect(ok(await boss.post(`${E}/face/remove`, undefined, { id: u.id }))).toBe(true);
      expect((await photo(boss, u.id)).status).toBe(404);
      const gone = await boss.post(`${E}/face/remove`, undefined, { id: u.id });
      expect(gone.body.msg).toBe(FACE_MSG.faceMissing);
      const replaceNone = await send(boss, 'replace', u.id, 'x.png', PNG, 'image/png');
      expect(replaceNone.body.msg).toBe(FACE_MSG.faceMissing);
    });

    it('refuses a text file named .png, a wrong extension, and a card that does not check faces', async () => {
      const u = await faceCard();
      const text = await send(boss, 'upload', u.id, 'face.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
      expect([text.status, text.body.msg]).toEqual([400, MSG.uploadType]);
      const gif = await send(boss, 'upload', u.id, 'face.gif', Buffer.from('47494638396101000100', 'hex'), 'image/gif');
      expect(gif.body.msg).toBe(FACE_MSG.faceType);
      const lying = await send(boss, 'upload', u.id, 'face.png', JPG, 'image/png');
      expect(lying.body.msg).toBe(MSG.uploadType);
      const big = await send(boss, 'upload', u.id, 'face.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
      expect(big.body.msg).toBe(FACE_MSG.faceSize(2));
      expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ec_user_card_face WHERE user_card_id = ${u.id}`))!.n).toBe(
        0,
      );

      const plain = await faceCard(0);
      const r = await send(boss, 'upload', plain.id, 'face.png', PNG, 'image/png');
      expect(r.body.msg).toBe(FACE_MSG.faceNotNeeded);
      const list = ok(await boss.get(`${E}/face/page`, { current: 1, size: 100 }));
      expect(list.records.map((x: any) => x.id)).not.toContain(plain.id);
    });

    it("answers another tenant's held card as not found and a checker without the codes as refused", async () => {
      const u = await faceCard();
      ok(await send(boss, 'upload', u.id, 'a.png', PNG, 'image/png'));
      const other = await send(boss2, 'replace', u.id, 'a.png', JPG, 'image/jpeg');
      expect([other.status, other.body.msg]).toEqual([404, MSG.notFound]);
      expect((await boss2.post(`${E}/face/remove`, undefined, { id: u.id })).status).toBe(404);
      expect((await photo(boss2, u.id)).status).toBe(404);
      expect(ok(await boss2.get(`${E}/face/page`, { current: 1, size: 100 })).records.map((r: any) => r.id)).not.toContain(u.id);
      const denied = await send(checker, 'upload', u.id, 'a.png', PNG, 'image/png');
      expect([denied.status, denied.body.msg]).toEqual([403, `${MSG.noPermission}: member_card_edit`]);
      expect((await checker.get(`${E}/face/page`)).status).toBe(403);
      expect((await photo(checker, u.id)).status).toBe(403);
    });

    it('the gate refuses a face check without a photo, and takes one use once the photo is on file', async () => {
      const u = await faceCard();
      const face = (code: string) => checker.post('/yym-verification-api/manPower/verify/submit', { method: VERIFY_METHOD.FACE, code });
      const refused = await face(u.qrCode);
      expect([refused.status, refused.body.msg]).toEqual([400, FACE_MSG.noFacePhoto]);
      ok(await send(boss, 'upload', u.id, 'a.jpeg', JPG, 'image/jpeg'));
      const checked = ok(await face(u.qrCode));
      expect(checked.checked).toBe(1);
      // A QR scan needs no photo.
      ok(await k.gate(checker, u.qrCode));
    });
  });

  describe("a held card's people and coupons", () => {
    it('binds people by real name up to the limit, refuses a bad ID card and a duplicate, unbinds', async () => {
      const u = await faceCard(0);
      const people0 = ok(await boss.get(`${E}/userCard/bindingUsers`, { id: u.id }));
      expect(people0).toEqual([expect.objectContaining({ holder: true, name: '周八', phone: '138****0088' })]);

      const badId = await boss.post(`${E}/userCard/bind`, { id: u.id, name: '家人', idCard: '110101199003074515' });
      expect([badId.status, badId.body.msg]).toEqual([400, MSG.idCheckDigit]);
      const shortId = await boss.post(`${E}/userCard/bind`, { id: u.id, name: '家人', idCard: '1101011990' });
      expect(shortId.body.msg).toBe(MSG.idLength);
      const noName = await boss.post(`${E}/userCard/bind`, { id: u.id, name: ' ', idCard: IDS[0] });
      expect(noName.body.msg).toBe(FACE_MSG.bindName);

      for (let i = 0; i < BIND_LIMIT; i++) ok(await boss.post(`${E}/userCard/bind`, { id: u.id, name: `家人${i}`, idCard: IDS[i] }));
      const full = await boss.post(`${E}/userCard/bind`, { id: u.id, name: '第六人', idCard: IDS[5] });
      expect([full.status, full.body.msg]).toEqual([400, FACE_MSG.bindLimit(BIND_LIMIT)]);
      const people = ok(await boss.get(`${E}/userCard/bindingUsers`, { id: u.id }));
      expect(people).toHaveLength(BIND_LIMIT + 1);
      expect(people[1]).toMatchObject({ holder: false, name: '家人0', idCard: '110***********4514' });

      ok(await boss.post(`${E}/userCard/unbind`, { id: u.id, memberId: people[1].id }));
      const dup = await boss.post(`${E}/userCard/bind`, { id: u.id, name: '重复', idCard: IDS[1] });
      expect(dup.body.msg).toBe(FACE_MSG.bindDuplicate);
      // The refused duplicate gave its place back: one more still fits.
      ok(await boss.post(`${E}/userCard/bind`, { id: u.id, name: '第六人', idCard: IDS[5] }));
      expect(ok(await boss.get(`${E}/userCard/bindingUsers`, { id: u.id }))).toHaveLength(BIND_LIMIT + 1);

      expect((await boss2.get(`${E}/userCard/bindingUsers`, { id: u.id })).status).toBe(404);
      expect((await boss2.post(`${E}/userCard/bind`, { id: u.id, name: '外人', idCard: IDS[0] })).status).toBe(404);
      expect((await checker.post(`${E}/userCard/bind`, { id: u.id, name: '外人', idCard: IDS[0] })).status).toBe(403);
    });

    it("lists the holder's coupons", async () => {
      const cp = couponKit(t);
      const cust = await cp.customer();
      const cardId = await k.makeCard();
      const u = ok(await boss.post(`${E}/giveAway`, { cardId, holderName: '郑十', holderPhone: cust.phone }));
      expect(ok(await boss.get(`${E}/userCard/coupons`, { id: u.id }))).toEqual([]);
      const couponId = await cp.make(boss);
      ok(await cp.h5('POST', `${CP_H5}/receive`, cust.token, { body: { couponId } }));
      const list = ok(await boss.get(`${E}/userCard/coupons`, { id: u.id }));
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ couponId, useStatus: 0 });
      expect((await boss2.get(`${E}/userCard/coupons`, { id: u.id })).status).toBe(404);
    });
  });
});
