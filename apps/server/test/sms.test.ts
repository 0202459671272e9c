import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MSG } from '@yym/contract';
import { inTenant } from '../src/platform/repo.ts';
import { sql } from '../src/platform/sql.ts';
import { sendScene } from '../src/modules/sms/index.ts';
import { receiptToken } from '../src/modules/sms/shared.ts';
import { BASIC, Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

// 短信管理 end to end: a merchant applies for a sign and a template, the platform audits them, a scene
// binds an event, sends are queued and sent by the job through the tenant's account (the sandbox, or
// an Aliyun account against a local server), receipts settle them; limits, idempotency, isolation.

let t: TestApp;
let admin: Client;
let boss: Client;
let boss2: Client;
let checker: Client;
let gateway: Server;
let gatewayUrl = '';
const S = '/blade-sms';

beforeAll(async () => {
  t = await startApp();
  [admin, boss, boss2, checker] = await Promise.all(
    [DEMO.admin, DEMO.boss, DEMO.boss2, DEMO.checker].map(
      async ([tenant, user, password]) => (await login(t, tenant, user, password)).client,
    ),
  );
  // A stand-in for Aliyun's endpoint: answers every SendSms with a message id, except /hang, which never answers.
  gateway = createServer((req, res) => {
    if (req.url === '/hang') return;
    req
      .resume()
      .on('end', () =>
        res.setHeader('content-type', 'application/json').end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: `biz-${Date.now()}` })),
      );
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as { port: number }).port}`;
});
afterAll(async () => {
  gateway?.closeAllConnections();
  gateway?.close();
  await t?.close();
});

const record = (id: string) =>
  t.db.one<{ send_status: number; biz_id: string | null; fail_reason: string | null; provider: string | null }>(
    sql`SELECT send_status, biz_id, fail_reason, provider FROM sms_record WHERE id = ${id}`,
  );

/** A sign and a template of the client's tenant, both approved by the platform. */
async function approved(c: Client, signName: string) {
  const sign = ok(await c.post(`${S}/sign/save`, { signName, signSource: 1 }));
  ok(await admin.post(`${S}/sign/audit`, { id: sign.id, auditStatus: 1 }));
  const tpl = ok(
    await c.post(`${S}/template/save`, {
      templateName: `${signName}订单`,
      signId: sign.id,
      templateType: 2,
      content: '订单${orderNo}(${product})已支付',
      variables: ['orderNo', 'product'],
    }),
  );
  ok(await admin.post(`${S}/template/audit`, { id: tpl.id, auditStatus: 1, providerCode: 'SMS_100' }));
  return { sign, tpl };
}

describe('signs and templates: applied for by the merchant, audited by the platform', () => {
  it('a sign waits for the platform, is refused without a reason, approved once, and stays the merchant’s own', async () => {
    const sign = ok(await boss.post(`${S}/sign/save`, { signName: '湖光山色', signSource: 1, remark: '景区简称' }));
    expect(sign.auditStatus).toBe(0);
    const mine = ok(await boss.get(`${S}/sign/page`, { signName: '湖光' })).records;
    expect(mine.map((s: { signName: string }) => s.signName)).toEqual(['湖光山色']);
    expect(ok(await boss2.get(`${S}/sign/page`, { signName: '湖光' })).records).toEqual([]);
    expect((await boss2.get(`${S}/sign/detail`, { id: sign.id })).status).toBe(404);
    // The platform sees every tenant's applications, waiting ones first.
    expect(
      ok(await admin.get(`${S}/sign/page`, { tenantId: '100001', auditStatus: 0 })).records.some((s: { id: string }) => s.id === sign.id),
    ).toBe(true);

    expect((await boss.post(`${S}/sign/audit`, { id: sign.id, auditStatus: 1 })).status).toBe(403);
    const noReason = await admin.post(`${S}/sign/audit`, { id: sign.id, auditStatus: 2 });
    expect([noReason.status, noReason.body.msg]).toEqual([400, SMS_MSG.rejectReasonRequired]);
    const rejected = ok(await admin.post(`${S}/sign/audit`, { id: sign.id, auditStatus: 2, auditReason: '请提供营业执照' }));
    expect([rejected.auditStatus, rejected.auditReason]).toEqual([2, '请提供营业执照']);
    // Changed and applied again: back to 待审核, then approved; a second verdict changes nothing.
    expect(
      ok(await boss.post(`${S}/sign/save`, { id: sign.id, signName: '湖光山色', signSource: 1, remark: '已补充执照' })).auditStatus,
    ).toBe(0);
    expect(ok(await admin.post(`${S}/sign/audit`, { id: sign.id, auditStatus: 1 })).auditStatus).toBe(1);
    expect((await admin.post(`${S}/sign/audit`, { id: sign.id, auditStatus: 2, auditReason: 'x' })).body.msg).toBe(
      SMS_MSG.auditedOnlyPending,
    );
    expect((await boss.post(`${S}/sign/save`, { id: sign.id, signName: '湖光山色二', signSource: 1 })).body.msg).toBe(
      SMS_MSG.approvedLocked,
    );
    expect((await boss.post(`${S}/sign/save`, { signName: '湖光山色', signSource: 1 })).body.msg).toBe(SMS_MSG.signTaken);
    expect((await checker.post(`${S}/sign/save`, { signName: '验票员签名' })).status).toBe(403);
  });

  it('a template declares exactly the variables it uses and needs an approved sign', async () => {
    const pending = ok(await boss.post(`${S}/sign/save`, { signName: '待审签名' }));
    const base = { templateName: '验证码', templateType: 1, content: '验证码${code}, ${minutes}分钟有效', variables: ['code', 'minutes'] };
    expect((await boss.post(`${S}/template/save`, { ...base, signId: pending.id })).body.msg).toBe(SMS_MSG.signNotApproved);
    const { sign } = await approved(boss, '模板测试');
    expect((await boss.post(`${S}/template/save`, { ...base, signId: sign.id, variables: ['code'] })).body.msg).toBe(
      SMS_MSG.variableUndeclared('minutes'),
    );
    expect((await boss.post(`${S}/template/save`, { ...base, signId: sign.id, variables: ['code', 'minutes', 'x'] })).body.msg).toBe(
      SMS_MSG.variableUnused('x'),
    );
    const tpl = ok(await boss.post(`${S}/template/save`, { ...base, signId: sign.id }));
    expect([tpl.auditStatus, tpl.signName, tpl.variables]).toEqual([0, '模板测试', ['code', 'minutes']]);
    const approvedTpl = ok(await admin.post(`${S}/template/audit`, { id: tpl.id, auditStatus: 1 }));
    expect([approvedTpl.auditStatus, approvedTpl.providerCode]).toEqual([1, `SMS_${tpl.id}`]);
    expect(ok(await boss.get(`${S}/params/list`, { id: tpl.id }))).toEqual(['code', 'minutes']);
    expect((await boss.post(`${S}/template/update`, { ...base, id: tpl.id, signId: sign.id })).body.msg).toBe(SMS_MSG.approvedLocked);
    expect((await boss2.get(`${S}/template/detail`, { id: tpl.id })).status).toBe(404);
  });
});

describe('sending', () => {
  it('a message is queued at once, sent by the job through the sandbox account, and listed with the phone masked', async () => {
    const { tpl } = await approved(boss, '发送测试');
    const r = ok(
      await boss.post(`${S}/endpoint/send-message`, {
        phone: '13800001111',
        templateId: tpl.id,
        params: { orderNo: 'T1', product: '门票' },
      }),
    );
    expect([r.sendStatus, r.phone, r.content]).toEqual([0, '138****1111', '订单T1(门票)已支付']);
    await t.app.svc.jobs.drain();
    expect(await record(r.id)).toMatchObject({ send_status: 2, provider: 'sandbox' });
    const listed = ok(await boss.get(`${S}/record/page`, { phone: '1111', sendStatus: 2 })).records;
    expect(listed[0]).toMatchObject({ id: r.id, phone: '138****1111', sendStatus: 2 });
    expect(listed[0].params).toBeUndefined();
    expect(
      (await boss.post(`${S}/endpoint/send-message`, { phone: '13800001111', templateId: tpl.id, params: { orderNo: 'T1' } })).body.msg,
    ).toBe(SMS_MSG.variableMissing('product'));
    expect((await boss.post(`${S}/record/resend`, { id: r.id })).body.msg).toBe(SMS_MSG.resendOnlyFailed);
    expect((await boss2.get(`${S}/record/detail`, { id: r.id })).status).toBe(404);
    expect((await checker.post(`${S}/endpoint/send-message`, { phone: '13800001111', templateId: tpl.id, params: {} })).status).toBe(403);
  });

  it('an unreachable number fails after the job’s tries and can be sent again', async () => {
    const { tpl } = await approved(boss, '失败测试');
    const r = ok(
      await boss.post(`${S}/record/submit`, { phone: '17000009999', templateId: tpl.id, params: { orderNo: 'T2', product: '票' } }),
    );
    for (let i = 0; i < 3; i++) {
      await t.db.query(sql`UPDATE sys_job SET run_at = now() WHERE queue = 'sms.send' AND status = 'queued'`);
      await t.app.svc.jobs.drain();
    }
    expect(await record(r.id)).toMatchObject({ send_status: 3, fail_reason: '号码无法接收短信(沙箱)' });
    expect(ok(await boss.post(`${S}/record/resend`, { id: r.id })).sendStatus).toBe(0);
  });

  it('a phone gets at most 10 messages an hour', async () => {
    const { tpl } = await approved(boss, '限流测试');
    const send = () =>
      boss.post(`${S}/endpoint/send-message`, { phone: '13900002222', templateId: tpl.id, params: { orderNo: 'X', product: 'Y' } });
    for (let i = 0; i < 10; i++) ok(await send());
    const over = await send();
    expect([over.status, over.body.msg]).toEqual([429, SMS_MSG.phoneTooFrequent]);
  });

  it('a business event is sent once, however often it is raised, and only when its scene is bound', async () => {
    const { tpl } = await approved(boss2, '事件测试');
    const raise = () =>
      inTenant(t.db, '100002', (db) =>
        sendScene(db, t.app.svc.jobs, 'order_paid', '13700003333', { orderNo: 'E1', product: '门票' }, 'order_paid:E1'),
      );
    expect(await raise()).toBe(false); // no scene bound: nothing sent
    const bound = ok(await boss2.post(`${S}/inform/submit`, { scene: 'order_paid', templateId: tpl.id }));
    expect([bound.templateId, bound.sceneName]).toEqual([tpl.id, '订单支付成功']);
    expect(await raise()).toBe(true);
    expect(await raise()).toBe(true);
    const rows = await t.db.query(sql`SELECT id FROM sms_record WHERE tenant_id = '100002' AND event_key = 'order_paid:E1'`);
    expect(rows.length).toBe(1);
    const jobs = await t.db.query(sql`SELECT id FROM sys_job WHERE queue = 'sms.send' AND unique_key = ${`sms:100002:${rows[0]!.id}`}`);
    expect(jobs.length).toBe(1);
  });
});

describe('an Aliyun account of the platform', () => {
  it('sends a tenant’s messages through it; the receipt settles them; a wrong token changes nothing', async () => {
    const created = ok(
      await admin.post(`${S}/account/submit`, {
        accountName: '阿里云主账号',
        provider: 'aliyun',
        accessKeyId: 'LTAI5tKey',
        accessKeySecret: 'very-secret-1234',
        endpoint: `${gatewayUrl}/aliyun`,
      }),
    );
    expect(created).toMatchObject({ provider: 'aliyun', secretTail: '1234' });
    expect(JSON.stringify(created)).not.toContain('very-secret');
    ok(await admin.post(`${S}/account/addTenants`, { id: created.id, tenantIds: ['100002'] }));
    expect((await boss2.get(`${S}/account/page`)).status).toBe(403);
    expect((await admin.post(`${S}/account/submit`, { accountName: '缺密钥', provider: 'aliyun', accessKeyId: 'K2' })).body.msg).toBe(
      SMS_MSG.secretRequired,
    );

    const { tpl } = await approved(boss2, '阿里云测试');
    const r = ok(
      await boss2.post(`${S}/endpoint/send-message`, {
        phone: '13600004444',
        templateId: tpl.id,
        params: { orderNo: 'A1', product: '票' },
      }),
    );
    await t.app.svc.jobs.drain();
    const sent = await record(r.id);
    expect(sent).toMatchObject({ send_status: 1, provider: 'aliyun' });
    const receipt = (token: string, success: boolean) =>
      fetch(`${t.url}/api${S}/receipt/aliyun?account=${created.id}&token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          {
            phone_number: '13600004444',
            success,
            biz_id: sent!.biz_id,
            err_code: success ? 'DELIVERED' : 'MK:0001',
            err_msg: success ? '用户接收成功' : '空号',
            report_time: '2026-05-01 10:00:00',
          },
        ]),
      });
    const forged = await receipt('0'.repeat(32), false);
    expect(forged.status).toBe(403);
    expect((await record(r.id))!.send_status).toBe(1);
    const real = await receipt(receiptToken(t.cfg.payKey, created.id), true);
    expect(await real.json()).toEqual({ code: 0, msg: '成功' });
    expect((await record(r.id))!.send_status).toBe(2);
  });

  it('a provider that hangs does not hold the request that caused the message', async () => {
    const acc = ok(
      await admin.post(`${S}/account/submit`, {
        accountName: '不响应的通道',
        provider: 'aliyun',
        accessKeyId: 'HANG',
        accessKeySecret: 'x-secret',
        endpoint: `${gatewayUrl}/hang`,
      }),
    );
    ok(await admin.post(`${S}/account/addTenants`, { id: acc.id, tenantIds: ['100002'] }));
    const { tpl } = await approved(boss2, '挂起测试');
    const started = Date.now();
    const r = await boss2.post(`${S}/endpoint/send-message`, {
      phone: '13600005555',
      templateId: tpl.id,
      params: { orderNo: 'H', product: 'H' },
    });
    expect(r.body.code).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await record(r.body.data.id))!.send_status).toBe(0);
  });
});

describe('the other areas’ messages', () => {
  const recordOf = async (tenantId: string, phone: string) => {
    for (let i = 0; i < 50; i++) {
      const row = await t.db.one<{ content: string; scene_code: string; send_status: number; template_id: string | null }>(
        sql`SELECT content, scene_code, send_status, template_id FROM sms_record WHERE tenant_id = ${tenantId} AND phone = ${phone}
          ORDER BY create_time DESC LIMIT 1`,
      );
      if (row) return row;
      await new Promise((res) => setTimeout(res, 20));
    }
  };

  it('a login code goes through the scene the merchant bound: queued, its code masked, sent by the job; the code logs in', async () => {
    const r = await new Client(t.url).post('/blade-auth/sms/send', { tenantId: '100001', phone: '13900000002' });
    expect(r.body.code).toBe(200);
    expect(await recordOf('100001', '13900000002')).toMatchObject({
      scene_code: 'login_code',
      content: '您的验证码为******, 5分钟内有效, 请勿泄露。',
    });
    await t.app.svc.jobs.drain();
    expect((await recordOf('100001', '13900000002'))!.send_status).toBe(2);
    const login = await new Client(t.url).req('POST', '/blade-auth/oauth/token', {
      query: { grant_type: 'sms', scope: 'all', tenantId: '100001', phone: '13900000002', code: r.body.data.demoCode },
      headers: { Authorization: BASIC },
    });
    expect([login.status, login.body.account]).toEqual([200, 'finance']);
  });

  it('a merchant that bound no login scene texts through the server’s provider, recorded without its code', async () => {
    const r = await new Client(t.url, null, { 'X-Forwarded-For': '10.9.0.1' }).post('/yym-usercenter-api/h5/sms/send', {
      tenantId: '100002',
      phone: '13700009999',
    });
    expect(r.body.code).toBe(200);
    expect(await recordOf('100002', '13700009999')).toMatchObject({
      scene_code: 'login_code',
      content: '验证码: ******',
      template_id: null,
      send_status: 2,
    });
  });
});
