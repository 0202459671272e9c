import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MP_ACTIONS, MP_MSG, MP_STATUS as S, type MpAction, type MpStatus } from '@yym/contract';
import { MP_FLOW } from '../src/modules/mp/flow.ts';
import type { SandboxMpPlatform } from '../src/platform/providers/mp-sandbox.ts';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

const WX = '/yym-biz-advanced/wx';
const ALI = '/yym-biz-advanced/alipay';
const MP = '/yym-biz-advanced/mp';

/** The same calls under each platform's own paths. */
const CALLS = {
  wechat: {
    base: WX,
    page: 'code/page',
    upload: 'code/commit',
    submit: 'code/submitAudit',
    release: 'code/release',
    rollback: 'code/revertCodeRelease',
  },
  alipay: {
    base: ALI,
    page: 'version/page',
    upload: 'version/upload',
    submit: 'version/auditApply',
    release: 'version/online',
    rollback: 'version/rollback',
  },
} as const;

describe('mini-program publishing on the sandbox platforms', () => {
  let t: TestApp;
  let boss: Client;
  let boss2: Client;
  let checker: Client;
  beforeAll(async () => {
    t = await startApp();
    [boss, boss2, checker] = await Promise.all([
      login(t, ...DEMO.boss).then((x) => x.client),
      login(t, ...DEMO.boss2).then((x) => x.client),
      login(t, ...DEMO.checker).then((x) => x.client),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the demo merchant has both apps authorised with a released version', async () => {
    const panels = ok(await boss.get(`${MP}/panels`));
    expect(
      panels.map((p: { platform: string; app: { appName: string }; online: { version: string } }) => [
        p.platform,
        p.app.appName,
        p.online.version,
      ]),
    ).toEqual([
      ['wechat', '西湖景区票务', '1.1.0'],
      ['alipay', '西湖景区票务', '1.1.0'],
    ]);
  });

  for (const platform of ['wechat', 'alipay'] as const) {
    it(`${platform}: authorise, upload, audit rejected then passed, release, roll back`, async () => {
      const c = CALLS[platform];
      // authorise: the platform's page (the sandbox consents at once) redirects to our callback, which binds and shows authSuccess
      const { url } = ok(await boss2.get(`${c.base}/auth/redirectAuthPage`));
      const r = await fetch(url, { redirect: 'manual' });
      expect(r.status).toBe(302);
      expect(r.headers.get('location')).toContain('/merchantManage/mp/authSuccess');
      // the state is used once
      const again = await fetch(url, { redirect: 'manual' });
      expect(again.headers.get('location')).toContain('/merchantManage/mp/authError');
      const app = ok(await boss2.get(`${c.base}/auth/appDetail`));
      expect(app).toMatchObject({ platform, visitStatus: 'open' });

      const upload = (version: string, userDesc: string) =>
        boss2.post(`${c.base}/${c.upload}`, { appId: app.appId, templateId: '2', version, userDesc });
      const elapse = async () => ok(await boss2.post(`${MP}/sandbox/elapse`, { seconds: 3600 }));
      const bad = ok(await upload('1.0.0', '首发版本(测试驳回)'));
      expect((await upload('1.0.0', '重复')).body.msg).toBe(MP_MSG.versionExists);
      expect(ok(await boss2.post(`${c.base}/${c.submit}`, { id: bad.id }))).toMatchObject({ status: S.AUDITING });
      // audit takes time: asking now finds it still under audit
      const refresh = (id: string) =>
        platform === 'wechat'
          ? boss2.get(`${WX}/code/lastAuditStatus`, { appId: app.appId })
          : boss2.post(`${ALI}/version/refreshStatus`, { id });
      expect(ok(await refresh(bad.id))).toMatchObject({ status: S.AUDITING });
      await elapse();
      const rejected = ok(await refresh(bad.id));
      expect(rejected).toMatchObject({ status: S.REJECTED, reason: expect.stringContaining('沙箱模拟驳回') });

      const good = ok(await upload('1.0.1', '首发版本'));
      ok(await boss2.post(`${c.base}/${c.submit}`, { id: good.id }));
      await elapse();
      const list = ok(await boss2.get(`${c.base}/${c.page}`, { current: 1, size: 10 }));
      expect(list.records.find((v: { id: string }) => v.id === good.id)).toMatchObject({ status: S.PASSED, actions: ['release'] });
      expect(ok(await boss2.post(`${c.base}/${c.release}`, { id: good.id }))).toMatchObject({ status: S.RELEASED });

      const next = ok(await upload('1.0.2', '新增优惠券'));
      ok(await boss2.post(`${c.base}/${c.submit}`, { id: next.id }));
      await elapse();
      ok(await boss2.post(`${c.base}/${c.release}`, { id: next.id }));
      // a rollback names the online version: none, or one that is not online, is refused
      expect((await boss2.post(`${c.base}/${c.rollback}`, {})).body.msg).toBe(MP_MSG.versionRequired);
      expect((await boss2.post(`${c.base}/${c.rollback}`, { id: good.id })).body.msg).toBe(MP_MSG.notOnline);
      const back = ok(await boss2.post(`${c.base}/${c.rollback}`, { id: next.id }));
      expect(back).toMatchObject({ version: '1.0.1', status: S.RELEASED });
      const after = ok(await boss2.get(`${c.base}/${c.page}`, { current: 1, size: 10 }));
      expect(Object.fromEntries(after.records.map((v: { version: string; status: number }) => [v.version, v.status]))).toEqual({
        '1.0.2': S.ROLLED_BACK,
        '1.0.1': S.RELEASED,
        '1.0.0': S.REJECTED,
      });
      // nothing before 1.0.1 to roll back to
      expect((await boss2.post(`${c.base}/${c.rollback}`, { id: good.id })).body.msg).toBe(MP_MSG.nothingToRollback);
      const history = ok(await boss2.get(`${MP}/history`, { platform, current: 1, size: 50 }));
      expect(history.records.map((h: { action: string }) => h.action)).toEqual(
        expect.arrayContaining(['upload', 'submit', 'reject', 'pass', 'release', 'supersede', 'rollback', 'restore']),
      );
    });
  }

  it('callbacks: a wrong signature is refused and logged; a signed one settles the audit once', async () => {
    const sandbox = t.app.svc.providers.mpWechat as SandboxMpPlatform;
    const app = ok(await boss2.get(`${WX}/auth/appDetail`));
    const v = ok(await boss2.post(`${WX}/code/commit`, { appId: app.appId, templateId: '1', version: '2.0.0', userDesc: '回调测试' }));
    const sent = ok(await boss2.post(`${WX}/code/submitAudit`, { id: v.id }));
    const good = sandbox.signedCallback({ appId: app.appId, auditId: sent.auditId, pass: true });
    const post = (cb: { query: Record<string, string>; body: Record<string, string> }) =>
      fetch(`${t.url}/api${WX}/callback?${new URLSearchParams(cb.query)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(cb.body),
      });
    const forged = { ...good, query: { ...good.query, msg_signature: '0'.repeat(40) } };
    expect((await post(forged)).status).toBe(401);
    const tampered = sandbox.signedCallback({ appId: app.appId, auditId: sent.auditId, pass: true });
    tampered.body.Encrypt = sandbox.signedCallback({ appId: app.appId, auditId: 'other', pass: false }).body.Encrypt;
    expect((await post(tampered)).status).toBe(401);
    expect(ok(await boss2.get(`${WX}/code/page`, { current: 1, size: 10 })).records[0]).toMatchObject({ id: v.id, status: S.AUDITING });
    expect((await post(good)).status).toBe(200);
    expect((await post(good)).status).toBe(200);
    expect(ok(await boss2.get(`${WX}/code/page`, { current: 1, size: 10 })).records[0]).toMatchObject({ id: v.id, status: S.PASSED });
    const admin = (await login(t, ...DEMO.admin)).client;
    const log = ok(await admin.get(`${ALI}/callback/page`, { current: 1, size: 10 }));
    expect(log.records.slice(0, 4).map((l: { ok: number }) => l.ok)).toEqual([1, 1, 0, 0]);
    // the platform's list is the platform tenant's only
    expect((await boss2.get(`${ALI}/callback/page`, { current: 1, size: 10 })).status).toBe(403);
  });

  it('settings, testers and quota; another tenant and a role without the codes are refused', async () => {
    const appId = ok(await boss.get(`${WX}/auth/appDetail`)).appId;
    expect((await boss.post(`${WX}/tester/bind`, { wechatId: 'tester_wx_01' })).body.msg).toBe(MP_MSG.appRequired);
    ok(await boss.post(`${WX}/tester/bind`, { appId, wechatId: 'tester_wx_01' }));
    expect(ok(await boss.get(`${WX}/tester/list`)).map((x: { wechatId: string }) => x.wechatId)).toEqual(['tester_wx_01']);
    expect(ok(await boss2.get(`${WX}/tester/list`)).some((x: { wechatId: string }) => x.wechatId === 'tester_wx_01')).toBe(false);
    expect((await boss.post(`${WX}/domain/modify`, { appId, requestDomain: ['http://plain.example'] })).body.msg).toBe(
      MP_MSG.domainInvalid,
    );
    expect(ok(await boss.post(`${WX}/domain/modify`, { appId, requestDomain: ['https://api.example.cn'] })).domains.requestDomain).toEqual([
      'https://api.example.cn',
    ]);
    const q = ok(await boss.get(`${WX}/quota/get`));
    expect(q.limit).toBe(10);
    expect((await checker.post(`${WX}/tester/bind`, { appId, wechatId: 'x' })).status).toBe(403);
    expect((await checker.get(`${MP}/panels`)).status).toBe(403);
    // a merchant's batch names only its own tenant
    const online = ok(await boss.get(`${WX}/code/page`, { current: 1, size: 10, status: S.RELEASED })).records[0];
    const batch = await boss.post(`${WX}/code/batchSubmitAudit`, { targets: [{ tenantId: '100002', platform: 'wechat', id: online.id }] });
    expect(batch.status).toBe(403);
  });

  it('every action names its target: none, or another tenant\u2019s, is refused and changes nothing', async () => {
    const mine = ok(await boss.get(`${WX}/auth/appDetail`));
    const online = ok(await boss.get(`${WX}/code/page`, { current: 1, size: 10, status: S.RELEASED })).records[0];
    const before = ok(await boss.get(`${MP}/panels`));
    // unbind: no app, or an app id that is not the tenant's, unbinds nothing
    expect((await boss.post(`${WX}/auth/unbind`, {})).body.msg).toBe(MP_MSG.appRequired);
    expect((await boss.post(`${WX}/auth/unbind`, { appId: 'wx_not_mine' })).body.msg).toBe(MP_MSG.appNotYours);
    expect((await boss.post(`${ALI}/auth/unbind`, { appId: mine.appId })).body.msg).toBe(MP_MSG.appNotYours);
    // tenant 100002 names 100001's app and versions: refused
    // (whether 100002 has an app of its own or none)
    const refusedApp = [MP_MSG.appNotYours, MP_MSG.notAuthorised];
    expect(refusedApp).toContain((await boss2.post(`${WX}/auth/unbind`, { appId: mine.appId })).body.msg);
    for (const path of ['code/revertCodeRelease', 'code/release', 'code/undoAudit', 'code/speedupAudit', 'code/submitAudit']) {
      expect((await boss2.post(`${WX}/${path}`, { id: online.id })).body.msg, path).toBe(MP_MSG.versionNotFound);
      expect((await boss.post(`${WX}/${path}`, {})).body.msg, path).toBe(MP_MSG.versionRequired);
    }
    expect((await boss2.post(`${WX}/code/changeVisitStatus`, { id: online.id, action: 'close' })).body.msg).toBe(MP_MSG.versionNotFound);
    expect((await boss.post(`${WX}/code/changeVisitStatus`, { action: 'close' })).body.msg).toBe(MP_MSG.versionRequired);
    expect(
      (await boss2.get(`${WX}/code/page`, { current: 1, size: 50 })).body.data.records.some((v: { id: string }) => v.id === online.id),
    ).toBe(false);
    for (const [path, body] of [
      ['defaultVersion/set', { version: '2.0.0' }],
      ['quota/clear', {}],
      ['code/material', { url: 'https://x.example/a.png' }],
    ] as const) {
      expect((await boss.post(`${WX}/${path}`, body)).body.msg, path).toBe(MP_MSG.appRequired);
      expect(refusedApp, path).toContain((await boss2.post(`${WX}/${path}`, { ...body, appId: mine.appId })).body.msg);
    }
    expect(ok(await boss.get(`${MP}/panels`))).toEqual(before);
    // the named app and version, by its own tenant: done
    expect(ok(await boss.post(`${WX}/defaultVersion/set`, { appId: mine.appId, version: '2.30.0' })).defaultVersion).toBe('2.30.0');
    expect(ok(await boss.post(`${WX}/code/changeVisitStatus`, { id: online.id, action: 'close' })).visitStatus).toBe('close');
    expect(ok(await boss.post(`${WX}/code/changeVisitStatus`, { id: online.id, action: 'open' })).visitStatus).toBe('open');
    // the platform's batch names each version with its tenant: a version named under another tenant is that target's failure only
    const up = ok(await boss.post(`${WX}/code/commit`, { appId: mine.appId, templateId: '2', version: '3.0.0', userDesc: '批量提审' }));
    const admin = (await login(t, ...DEMO.admin)).client;
    const r = ok(
      await admin.post(`${WX}/code/batchSubmitAudit`, {
        targets: [
          { tenantId: '100001', platform: 'wechat', id: up.id },
          { tenantId: '100002', platform: 'wechat', id: up.id },
        ],
      }),
    );
    expect(r).toEqual({ done: 1, failed: [{ tenantId: '100002', msg: MP_MSG.versionNotFound }] });
    expect(ok(await boss.get(`${WX}/code/page`, { current: 1, size: 10 })).records[0]).toMatchObject({ id: up.id, status: S.AUDITING });
  });
});

describe('the version flow table (property)', () => {
  const ACTIONS = Object.keys(MP_ACTIONS) as MpAction[];
  const STATES = Object.values(S) as MpStatus[];
  it('any sequence of moves stays in the table: allowed moves land where it says, the others are refused', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ACTIONS), { maxLength: 40 }), (moves) => {
        let state: MpStatus = S.UPLOADED;
        let releasedSinceUpload = false;
        for (const a of moves) {
          const rule = MP_FLOW.rule(state, a);
          if (!rule) {
            expect(() => MP_FLOW.next(state, a, undefined)).toThrow();
            continue;
          }
          const to = MP_FLOW.next(state, a, undefined);
          expect(STATES).toContain(to);
          // only a passed audit can be released; only an audit can pass or be rejected
          if (a === 'release') expect(state).toBe(S.PASSED);
          if (a === 'pass' || a === 'reject') expect(state).toBe(S.AUDITING);
          if (to === S.RELEASED) releasedSinceUpload = true;
          state = to;
        }
        // a rolled-back or superseded version was online before
        if (state === S.ROLLED_BACK || state === S.OFFLINE) expect(releasedSinceUpload).toBe(true);
      }),
    );
  });
});
