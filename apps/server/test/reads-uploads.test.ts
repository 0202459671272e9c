import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, RESOURCE_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, sendUpload, STORAGE_KINDS, startApp, startAppOn, type TestApp, type UploadCred } from './harness.ts';

let t: TestApp;
let admin: Client;
let boss: Client;
let checker: Client;
beforeAll(async () => {
  t = await startApp();
  admin = (await login(t, ...DEMO.admin)).client;
  boss = (await login(t, ...DEMO.boss)).client;
  checker = (await login(t, ...DEMO.checker)).client;
});
afterAll(async () => {
  await t?.close();
});

/** A refusal: 403 and the permission message naming the codes. */
const refused = (r: { status: number; body: { code: number; msg: string; data: unknown } }) => {
  expect({ code: r.body.code, data: r.body.data }).toEqual({ code: 403, data: null });
  expect(r.body.msg).toContain(MSG.noPermission);
};

describe('reads of configuration, staff and grants need their codes', () => {
  it('system parameters (the initial password) are the platform administrator’s', async () => {
    refused(await checker.get('/blade-system/param/page'));
    refused(await checker.get('/blade-system/param/list'));
    const first = await t.db.one<{ id: string }>(sql`SELECT id FROM blade_param ORDER BY id LIMIT 1`);
    refused(await checker.get('/blade-system/param/detail', { id: first!.id }));
    refused(await boss.get('/blade-system/param/page')); // a merchant's administrator has no platform page
    const page = await admin.get('/blade-system/param/page', { size: 50 });
    expect(page.body.code).toBe(200);
    expect(page.body.data.records.map((p: any) => p.paramKey)).toContain('account.initPassword');
  });

  it("OAuth clients: no answer carries the secret's hash, and the checker is refused", async () => {
    const page = await admin.get('/blade-system/client/page');
    expect(page.body.code).toBe(200);
    const saber = page.body.data.records.find((c: any) => c.clientId === 'saber');
    expect(saber).toBeDefined();
    const detail = await admin.get('/blade-system/client/detail', { id: saber.id });
    expect(detail.body.data.clientId).toBe('saber');
    const added = await admin.post('/blade-system/client/submit', { clientId: 'reader-test', clientSecret: 'Secret-12345' });
    expect(added.body.code).toBe(200);
    for (const answer of [...page.body.data.records, detail.body.data, added.body.data]) {
      expect(Object.keys(answer).filter((k) => /secret/i.test(k))).toEqual([]);
    }
    const list = await admin.get('/blade-system/client/list');
    expect(JSON.stringify(list.body.data)).not.toContain('argon2');
    refused(await checker.get('/blade-system/client/page'));
    refused(await checker.get('/blade-system/client/detail', { id: saber.id }));
  });

  it("other users' profiles: the user page's code; one's own stays readable", async () => {
    refused(await checker.get('/blade-user/page'));
    refused(await checker.get('/blade-user/list'));
    const me = (await checker.get('/blade-user/info')).body.data;
    expect(me.account).toBe('checker');
    const own = await checker.get('/blade-user/detail', { id: me.id });
    expect(own.body.code).toBe(200);
    expect(own.body.data.account).toBe('checker');
    const bossRow = await t.db.one<{ id: string }>(sql`SELECT id FROM blade_user WHERE tenant_id = '100001' AND account = 'boss'`);
    refused(await checker.get('/blade-user/detail', { id: bossRow!.id }));
    refused(await checker.get('/blade-user/platform-detail', { id: bossRow!.id }));
    const page = await boss.get('/blade-user/page', { size: 50 });
    expect(page.body.data.records.map((u: any) => u.account)).toEqual(expect.arrayContaining(['boss', 'checker']));
    expect((await boss.get('/blade-user/detail', { id: me.id })).body.data.account).toBe('checker');
  });

  it('the dashboard summary: refused to the checker, served to the boss', async () => {
    refused(await checker.get('/blade-desk/dashboard/summary'));
    const d = await boss.get('/blade-desk/dashboard/summary');
    expect(d.body.code).toBe(200);
    expect(d.body.data.users).toBeGreaterThanOrEqual(3);
  });

  it('roles, grants, departments, posts, dictionaries and top menus: the checker is refused, the boss served', async () => {
    const bossRole = await t.db.one<{ id: string }>(sql`SELECT id FROM blade_role WHERE tenant_id = '100001' AND role_alias = 'admin'`);
    const dept = await t.db.one<{ id: string }>(sql`SELECT id FROM blade_dept WHERE tenant_id = '100001' ORDER BY id LIMIT 1`);
    const sex = await t.db.one<{ id: string }>(sql`SELECT id FROM blade_dict WHERE code = 'sex' AND parent_id = 0`);
    const reads: [string, Record<string, unknown>?][] = [
      ['/blade-system/role/list'],
      ['/blade-system/role/tree'],
      ['/blade-system/role/detail', { id: bossRole!.id }],
      ['/blade-system/menu/grant-tree'],
      ['/blade-system/menu/role-tree-keys', { roleIds: bossRole!.id }],
      ['/blade-system/menu/tree'],
      ['/blade-system/dept/list'],
      ['/blade-system/dept/lazy-list'],
      ['/blade-system/dept/tree'],
      ['/blade-system/dept/lazy-tree'],
      ['/blade-system/dept/detail', { id: dept!.id }],
      ['/blade-system/post/page'],
      ['/blade-system/post/select'],
      ['/blade-system/dict/list'],
      ['/blade-system/dict/child-list', { parentId: sex!.id }],
      ['/blade-system/dict/tree'],
      ['/blade-system/topmenu/page'],
    ];
    for (const [path, query] of reads) {
      const denied = await checker.get(path, query);
      expect([path, denied.body.code]).toEqual([path, 403]);
      const served = await boss.get(path, query);
      expect([path, served.body.code]).toEqual([path, 200]);
    }
    // The product's menu and the scopes are the platform's pages.
    for (const path of ['/blade-system/menu/list', '/blade-system/data-scope/page', '/blade-system/api-scope/page']) {
      expect([path, (await boss.get(path)).body.code]).toEqual([path, 403]);
      expect([path, (await admin.get(path)).body.code]).toEqual([path, 200]);
    }
  });

  it("the shell's own calls stay open to every user", async () => {
    for (const [path, query] of [
      ['/blade-system/menu/routes'],
      ['/blade-system/menu/buttons'],
      ['/blade-system/menu/top-menu'],
      ['/blade-auth/oauth/user-info'],
      ['/blade-desk/notice/top'],
      ['/blade-system/dict/dictionary', { code: 'sex' }],
      ['/blade-system/region/lazy-tree', { parentCode: '00' }],
    ] as [string, Record<string, unknown>?][]) {
      expect([path, (await checker.get(path, query)).body.code]).toEqual([path, 200]);
    }
  });
});

// Uploads are kept on both storage providers: local folders and a bucket (its presigned PUT and the confirm).
describe.each(STORAGE_KINDS)('uploads on %s storage', (storage) => {
  let t: TestApp;
  let boss: Client;
  let checker: Client;
  beforeAll(async () => {
    t = await startAppOn(storage);
    boss = (await login(t, ...DEMO.boss)).client;
    checker = (await login(t, ...DEMO.checker)).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  const credential = async (fileName: string, contentType: string, size: number) => {
    const r = await boss.post('/yym-external-server/oss/endpoint/token', { fileName, size, contentType });
    expect(r.body.code).toBe(200);
    return JSON.parse(r.body.data) as UploadCred;
  };
  /** The URL that carries the signature: this server's PUT, or the confirm after the bucket's PUT. */
  const signedOf = (c: UploadCred) => c.confirmUrl ?? c.uploadUrl;
  const put = (c: UploadCred, body: Buffer, signed?: string) => sendUpload(t, c, body, signed);
  const served = async (url: string) => Buffer.from(await (await fetch(t.url + url)).arrayBuffer());

  describe('uploads', () => {
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>');
    const media: [string, string, Buffer][] = [
      ['a.mp3', 'audio/mpeg', Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(32)])],
      ['b.mp3', 'audio/mpeg', Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(32)])],
      ['c.wav', 'audio/wav', Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(24)])],
      ['d.aac', 'audio/aac', Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), Buffer.alloc(32)])],
      ['e.m4a', 'audio/mp4', Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(24)])],
      ['f.mp4', 'video/mp4', Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(24)])],
      ['g.mov', 'video/quicktime', Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(24)])],
    ];

    it('audio and video are checked by their first bytes: a page renamed .mp3 is refused', async () => {
      for (const [name, type] of media) {
        const c = await credential(name, type, html.length);
        const r = await put(c, html);
        expect([name, r.body.msg]).toEqual([name, MSG.uploadType]);
      }
      for (const [name, type, bytes] of media) {
        const c = await credential(name, type, bytes.length);
        const r = await put(c, bytes);
        expect([name, r.body.code]).toEqual([name, 200]);
        expect((await served(c.url)).equals(bytes)).toBe(true);
      }
    });

    it('a signed upload URL stores once: a replay cannot overwrite the file', async () => {
      const first = media[0]![2];
      const c = await credential('song.mp3', 'audio/mpeg', 1000);
      expect((await put(c, first)).body.code).toBe(200);
      const evil = Buffer.concat([Buffer.from('ID3'), Buffer.from('<script>replayed</script>')]);
      const replay = await put(c, evil);
      expect(replay.body.code).toBe(409);
      expect(replay.body.msg).toBe(RESOURCE_MSG.uploadUsed);
      expect((await served(c.url)).equals(first)).toBe(true);
    });

    it('two parallel PUTs of one URL store one file', async () => {
      const c = await credential('twice.mp3', 'audio/mpeg', 1000);
      const a = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 1)]);
      const b = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 2)]);
      const [ra, rb] = await Promise.all([put(c, a), put(c, b)]);
      expect([ra.body.code, rb.body.code].sort()).toEqual([200, 409]);
      // A bucket keeps the last PUT it took before the confirm; this server keeps the PUT that won.
      const kept = await served(c.url);
      if (c.confirmUrl) expect(kept.equals(a) || kept.equals(b)).toBe(true);
      else expect(kept.equals(ra.body.code === 200 ? a : b)).toBe(true);
      const rows = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM blade_attach WHERE key = ${c.key}`);
      expect(rows!.n).toBe(1);
    });

    it('the file name is signed too: a changed or dropped name is refused', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const c = await credential('logo.png', 'image/png', png.length);
      const renamed = signedOf(c).replace(/name=[^&]*/, `name=${encodeURIComponent('<img src=x onerror=alert(1)>.png')}`);
      expect(renamed).not.toBe(signedOf(c));
      expect((await put(c, png, renamed)).body.code).toBe(403);
      expect((await put(c, png, signedOf(c).replace(/&?name=[^&]*/, ''))).body.code).toBe(403);
      expect((await put(c, png)).body.code).toBe(200);
      const row = await t.db.one<{ original_name: string }>(sql`SELECT original_name FROM blade_attach WHERE key = ${c.key}`);
      expect(row!.original_name).toBe('logo.png');
    });

    it("the uploaded-files list shows the caller's own files only", async () => {
      const c = await credential('mine.png', 'image/png', 29);
      await put(c, Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
      expect((await boss.get('/blade-resource/attach/page', { size: 200 })).body.data.records.map((f: any) => f.key)).toContain(c.key);
      const theirs = (await checker.get('/blade-resource/attach/page', { size: 200 })).body.data.records;
      expect(theirs.map((f: any) => f.key)).not.toContain(c.key);
    });
  });
});
