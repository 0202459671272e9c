import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { md5 } from '../src/platform/tokens.ts';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BASIC,
  Client,
  DEMO,
  captchaHeaders,
  deployedConfig,
  login,
  sendUpload,
  solveCaptcha,
  startTwoApps,
  type TestApp,
  type UploadCred,
} from './harness.ts';
import { startS3Server } from './s3.ts';
import { wechatPayDouble } from './fixtures/wechatpay-double.ts';

// Two server processes on one database: nothing that must hold across requests may live in one
// process's memory. PGlite is a single process, so this file runs on PostgreSQL only.
const pg = !!process.env.DATABASE_URL;

describe.skipIf(!pg)('two server processes on one PostgreSQL database (skipped without DATABASE_URL: PGlite is one process)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await startTwoApps();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const tokenCall = (t: TestApp, query: Record<string, string>, headers: Record<string, string> = {}) =>
    new Client(t.url).req('POST', '/blade-auth/oauth/token', { query, headers: { Authorization: BASIC, ...headers } });
  const guess = async (t: TestApp, password: string) =>
    tokenCall(
      t,
      { tenantId: '100001', username: 'checker', password: md5(password), grant_type: 'password' },
      { 'X-Forwarded-For': '198.51.100.5', ...(await captchaHeaders(t)) },
    );

  it('login throttling counts across both: guesses split over the two lock the same way', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(i % 2 ? a : b, `wrong-${i}`)));
    const failed = burst.filter((r) => r.body.error_description === MSG.loginFailed);
    expect(failed).toHaveLength(4);
    expect(burst.filter((r) => r.body.error_description === MSG.loginLocked)).toHaveLength(8);
    for (const t of [a, b]) expect((await guess(t, DEMO.checker[2])).body.error_description).toBe(MSG.loginLocked);
  }, 30_000);

  it('a captcha issued by one process and spent on the other cannot be used again', async () => {
    const cap = await solveCaptcha(a);
    const q = { tenantId: '100001', username: 'boss', password: md5(DEMO.boss[2]), grant_type: 'captcha', scope: 'all' };
    const headers = { 'Captcha-Key': cap.key, 'Captcha-Code': cap.code };
    expect((await tokenCall(b, q, headers)).status).toBe(200);
    for (const t of [a, b]) expect((await tokenCall(t, q, headers)).body.error_description).toBe(MSG.captchaWrong);
  });

  it('refresh rotation and reuse detection behave as with one process', async () => {
    const cap = await solveCaptcha(a);
    const login = await tokenCall(
      a,
      { tenantId: '100001', username: 'finance', password: md5(DEMO.finance[2]), grant_type: 'captcha' },
      { 'Captcha-Key': cap.key, 'Captcha-Code': cap.code },
    );
    const refresh = (t: TestApp, token: string) => tokenCall(t, { grant_type: 'refresh_token', refresh_token: token });
    // the same token at once on both processes: both keep the session (the grace), with the same successor
    const [x, y] = await Promise.all([refresh(a, login.body.refresh_token), refresh(b, login.body.refresh_token)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.jti).toBe(y.body.jti);
    const next = await refresh(b, y.body.refresh_token);
    expect(next.status).toBe(200);
    // a reuse after the grace, on the other process, revokes the whole session
    await a.db.query(sql`UPDATE auth_refresh_token SET used_at = used_at - interval '31 seconds' WHERE used_at IS NOT NULL`);
    expect((await refresh(a, y.body.refresh_token)).status).toBe(401);
    expect((await new Client(b.url, next.body.access_token).get('/blade-auth/oauth/user-info')).body.code).toBe(411);
    expect((await refresh(b, next.body.refresh_token)).status).toBe(401);
  });

  /** Takes the boss's roles' grant of a button code away through process b while `during` runs, then gives it back. */
  const withoutGrant = async (code: string, during: () => Promise<void>) => {
    const granted = await b.db.query<{ role_id: string; menu_id: string }>(sql`
      DELETE FROM blade_role_menu rm USING blade_menu m, blade_user u
       WHERE m.id = rm.menu_id AND m.code = ${code} AND u.tenant_id = '100001' AND u.account = 'boss'
         AND rm.tenant_id = u.tenant_id AND rm.role_id = ANY(u.role_ids)
      RETURNING rm.role_id, rm.menu_id`);
    expect(granted.length).toBeGreaterThan(0);
    await during();
    for (const g of granted) {
      await b.db.query(sql`INSERT INTO blade_role_menu (tenant_id, role_id, menu_id) VALUES ('100001', ${g.role_id}, ${g.menu_id})`);
    }
  };

  it('a list on one process answers as who the caller now is after a change made through the other', async () => {
    // Each process keeps the caller it last saw on a session; the number the request reads first
    // tells it when anything changed, wherever: a change made elsewhere shows on the very next request.
    const scenicPage = '/order-api/generic-poi/biz/page';
    const { client } = await login(a, ...DEMO.boss);
    const page = () => client.get(scenicPage, { current: 1, size: 5 });
    for (let i = 0; i < 2; i++) expect((await page()).body.code).toBe(200);
    await withoutGrant('order_scenic', async () => expect((await page()).status).toBe(403));
    expect((await page()).body.code).toBe(200);
    expect((await new Client(b.url, client.token).post('/blade-auth/oauth/logout')).status).toBe(200);
    expect((await page()).status).toBe(401);
  });

  it('a change through one process refuses the next change on the other: the button code of a mutating route', async () => {
    // An empty body: the caller is settled before the input, so an allowed caller hears 400, a refused one 403.
    const { client } = await login(a, ...DEMO.boss);
    const save = () => client.post('/blade-system/post/save', {});
    for (let i = 0; i < 2; i++) expect((await save()).status).toBe(400);
    await withoutGrant('post_add', async () => expect((await save()).status).toBe(403));
    expect((await save()).status).toBe(400);
  });

  it('a job enqueued once runs once when both runners drain', async () => {
    const ran: string[] = [];
    for (const [name, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      t.app.svc.jobs.register('test.two-processes', async () => {
        ran.push(name);
        await new Promise((r) => setTimeout(r, 50));
      });
    }
    await a.app.svc.jobs.enqueue(a.db, 'test.two-processes', { n: 1 });
    const [x, y] = await Promise.all([a.app.svc.jobs.drain(), b.app.svc.jobs.drain()]);
    expect(x + y).toBe(1);
    expect(ran).toHaveLength(1);
    const job = await b.db.one<{ status: string; attempts: number }>(
      sql`SELECT status, attempts FROM sys_job WHERE queue = 'test.two-processes'`,
    );
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe.skipIf(!pg)('two processes with their own DATA_DIRs (PostgreSQL only)', () => {
  const dirs = () => [mkdtempSync(join(tmpdir(), 'yym-dir-a-')), mkdtempSync(join(tmpdir(), 'yym-dir-b-'))];
  const infoOn = (t: TestApp, token: string | null) => new Client(t.url, token).get('/blade-user/info');

  it("without shared secrets each makes up its own, and one refuses the other's token (what the README's secrets prevent)", async () => {
    const [dirA, dirB] = dirs();
    const [x, y] = await startTwoApps({}, [deployedConfig({ DATA_DIR: dirA! }), deployedConfig({ DATA_DIR: dirB! })]);
    try {
      const { client } = await login(x, ...DEMO.boss);
      expect((await infoOn(y, client.token)).status).toBe(401);
    } finally {
      await x.close();
      await y.close();
    }
  });

  it("with the same secrets from the environment each accepts the other's tokens and opens the other's sealed payment keys", async () => {
    const wx = await wechatPayDouble();
    const env = { ACCESS_TOKEN_SECRET: 'a1'.repeat(32), REFRESH_TOKEN_SECRET: 'b2'.repeat(32), PAY_CONFIG_KEY: 'c3'.repeat(32) };
    const [dirA, dirB] = dirs();
    const [x, y] = await startTwoApps({}, [
      deployedConfig({ ...env, DATA_DIR: dirA! }, { payGateways: [wx.url] }),
      deployedConfig({ ...env, DATA_DIR: dirB! }, { payGateways: [wx.url] }),
    ]);
    try {
      const { client } = await login(x, ...DEMO.boss);
      expect((await infoOn(y, client.token)).body.data.account).toBe('boss');
      // sealed by x; saved again through y with blank secrets, which y must open to keep them
      const { privateKey, apiV3Key, platformPublicKey, ...fields } = wx.merchant;
      const form = { payType: 'wechat', fields: { ...fields, baseUrl: wx.url }, secrets: { privateKey, apiV3Key, platformPublicKey } };
      expect((await client.post('/yym-biz-basics/payConfig/save', form)).body.code).toBe(200);
      const again = await new Client(y.url, client.token).post('/yym-biz-basics/payConfig/save', { ...form, secrets: {} });
      expect([again.body.code, again.body.data?.secrets?.privateKey?.set]).toEqual([200, true]);
      expect(existsSync(join(dirA!, 'secrets.json')) || existsSync(join(dirB!, 'pay-config.key'))).toBe(false);
    } finally {
      await x.close();
      await y.close();
      await wx.close();
    }
  });
});

describe.skipIf(!pg)('two processes with their own DATA_DIRs and one bucket (PostgreSQL only)', () => {
  it('an upload, an export and a face photo kept through one are read through the other', async () => {
    const s3 = await startS3Server();
    const env = { ACCESS_TOKEN_SECRET: 'd4'.repeat(32), REFRESH_TOKEN_SECRET: 'e5'.repeat(32), PAY_CONFIG_KEY: 'f6'.repeat(32) };
    const [dirA, dirB] = [mkdtempSync(join(tmpdir(), 'yym-dir-a-')), mkdtempSync(join(tmpdir(), 'yym-dir-b-'))];
    const [x, y] = await startTwoApps({}, [
      deployedConfig({ ...env, DATA_DIR: dirA! }, { storage: s3.config }),
      deployedConfig({ ...env, DATA_DIR: dirB! }, { storage: s3.config }),
    ]);
    try {
      const { client } = await login(x, ...DEMO.boss);
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const cred = JSON.parse(
        (await client.post('/yym-external-server/oss/endpoint/token', { fileName: 'a.png', size: png.length, contentType: 'image/png' }))
          .body.data,
      ) as UploadCred;
      // the browser PUTs to the bucket, not to either process
      expect(cred.uploadUrl.startsWith(s3.config.endpoint)).toBe(true);
      expect((await sendUpload(y, cred, png)).body.code).toBe(200);
      for (const t of [x, y]) expect(Buffer.from(await (await fetch(t.url + cred.url)).arrayBuffer()).equals(png)).toBe(true);
      // nothing under either DATA_DIR: the bucket holds the file
      expect(existsSync(join(dirA!, 'files')) || existsSync(join(dirB!, 'files'))).toBe(false);

      // an export kept through x is downloaded again through y (报表下载)
      const auth = { 'Blade-Auth': `bearer ${client.token}` };
      const exported = await fetch(`${x.url}/api/order-api/generic-poi/biz/export`, { method: 'POST', headers: auth });
      const first = Buffer.from(await exported.arrayBuffer());
      expect(first.subarray(0, 2).toString()).toBe('PK');
      const rec = (await new Client(y.url, client.token).get('/yym-biz-report/export/record/page')).body.data.records[0];
      const again = await fetch(`${y.url}/api/yym-biz-report/export/record/download?id=${rec.id}`, { headers: auth });
      expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
      expect(existsSync(join(dirA!, 'exports'))).toBe(false);
    } finally {
      await x.close();
      await y.close();
      await s3.stop();
    }
  }, 180_000);
});
