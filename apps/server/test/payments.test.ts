import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey, createVerify } from 'node:crypto';
import { ORDER_STATUS as S } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { queryOpenTrades } from '../src/modules/order/payments/jobs.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok } from './commerce-helpers.ts';
import { wechatPayDouble, type WechatPayDouble } from './fixtures/wechatpay-double.ts';
import { alipayDouble, type AlipayDouble } from './fixtures/alipay-double.ts';

// Payments with real provider adapters against local doubles that check our signatures the way
// WeChat Pay and Alipay document them and sign their answers and notices.

const PRICE = 6600;
let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let anon: Client;
let wx: WechatPayDouble;
let ali: AlipayDouble;
let productId: string;

beforeAll(async () => {
  wx = await wechatPayDouble();
  ali = await alipayDouble();
  // the providers' doubles are gateways the operator allows (PAY_GATEWAYS), as a staging server would
  t = await startApp({ payGateways: [wx.url, ali.url] });
  [boss, boss2, checker] = await Promise.all([login(t, ...DEMO.boss), login(t, ...DEMO.boss2), login(t, ...DEMO.checker)]).then((r) =>
    r.map((x) => x.client),
  );
  anon = new Client(t.url);
  productId = (await makeTicket(boss, { stock: 50, price: PRICE, dates: [day(0), day(1)] })).productId;
});
afterAll(async () => {
  await Promise.all([t?.close(), wx?.close(), ali?.close()]);
});

const wechatForm = () => {
  const { privateKey, apiV3Key, platformPublicKey, ...fields } = wx.merchant;
  return {
    payType: 'wechat',
    fields: { ...fields, baseUrl: wx.url, notifyBase: t.url },
    secrets: { privateKey, apiV3Key, platformPublicKey },
  };
};
const alipayForm = () => {
  const { privateKey, alipayPublicKey, appId } = ali.merchant;
  return { payType: 'alipay', fields: { appId, gatewayUrl: ali.url, notifyBase: t.url }, secrets: { privateKey, alipayPublicKey } };
};
const detail = async (c: Client, payType: string) => ok(await c.get('/yym-biz-basics/payConfig/detail', { payType }));

/** A customer's order on the storefront: its code and id. */
async function customerOrder() {
  const placed = ok(
    await anon.post('/order-api/h5/order/place', {
      tenantId: '100001',
      productId,
      touristDate: day(1),
      quantity: 1,
      contactName: '李游客',
      contactPhone: '13900139001',
    }),
  );
  return { code: placed.code as string, orderId: placed.orderId as string };
}
const start = (code: string, payType: string, payerId?: string) => anon.post('/order-api/h5/pay/start', { code, payType, payerId });
const status = async (orderId: string) => ok(await boss.get('/order-api/pay/trade/status', { orderId }));
const notices = (tradeNo: string) =>
  t.db.query<{ outcome: string }>(sql`SELECT outcome FROM pay_notice WHERE trade_no = ${tradeNo} ORDER BY id`);

describe('payment configuration', () => {
  it('saves WeChat Pay, seals the secrets and never answers them: 已设置 and the last four characters only', async () => {
    const form = wechatForm();
    const saved = await boss.post('/yym-biz-basics/payConfig/save', form);
    expect(saved.body.code).toBe(200);
    for (const answer of [saved.body, (await boss.get('/yym-biz-basics/payConfig/detail', { payType: 'wechat' })).body]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(form.secrets.apiV3Key);
      expect(text).not.toContain('PRIVATE KEY');
      expect(answer.data.secrets.apiV3Key).toEqual({ set: true, tail: form.secrets.apiV3Key.slice(-4) });
      expect(answer.data.fields.mchId).toBe(wx.merchant.mchId);
      expect(answer.data.configured).toBe(true);
    }
    const row = await t.db.one<{ secrets: unknown }>(
      sql`SELECT secrets FROM pay_config WHERE tenant_id = '100001' AND pay_type = 'wechat'`,
    );
    expect(JSON.stringify(row!.secrets)).not.toContain(form.secrets.apiV3Key);
    expect(JSON.stringify(row!.secrets)).not.toContain('PRIVATE');
    // the change is in the operation log, without its secrets
    const log = await t.db.query<{ title: string; request_uri: string }>(
      sql`SELECT title, request_uri FROM blade_log_api WHERE tenant_id = '100001' AND route = '/yym-biz-basics/payConfig/save'`,
    );
    expect(log.length).toBeGreaterThan(0);
    expect(JSON.stringify(log)).not.toContain(form.secrets.apiV3Key);
  });

  it('a blank secret keeps the stored one; a broken field is refused with its message and changes nothing', async () => {
    const form = wechatForm();
    const kept = ok(await boss.post('/yym-biz-basics/payConfig/save', { ...form, secrets: {} }));
    expect(kept.secrets.privateKey.set).toBe(true);
    const bad = await boss.post('/yym-biz-basics/payConfig/save', { ...form, fields: { ...form.fields, mchId: '12ab' }, secrets: {} });
    expect(bad.body.msg).toBe('商户号为 8-12 位数字');
    const badKey = await boss.post('/yym-biz-basics/payConfig/save', { ...form, secrets: { apiV3Key: 'short' } });
    expect(badKey.body.msg).toBe('APIv3 密钥为 32 位字符');
    expect((await detail(boss, 'wechat')).fields.mchId).toBe(wx.merchant.mchId);
    const unreadable = await boss.post('/yym-biz-basics/payConfig/save', {
      ...form,
      secrets: { privateKey: `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(120)}\n-----END PRIVATE KEY-----` },
    });
    expect(unreadable.body.msg).toContain('密钥无法读取');
  });

  it("a gateway outside the provider's own and the operator's list is refused and never called", async () => {
    const form = wechatForm();
    const before = await detail(boss, 'wechat');
    for (const baseUrl of ['http://127.0.0.1:5432', 'http://10.0.0.1', 'https://api.mch.weixin.qq.com.evil.example']) {
      const r = await boss.post('/yym-biz-basics/payConfig/save', { ...form, fields: { ...form.fields, baseUrl }, secrets: {} });
      expect(r.body.msg).toBe('接口地址只能是微信支付的地址');
    }
    const ali = alipayForm();
    const r = await boss.post('/yym-biz-basics/payConfig/save', {
      ...ali,
      fields: { ...ali.fields, gatewayUrl: 'http://169.254.169.254/' },
    });
    expect(r.body.msg).toBe('网关地址只能是支付宝的网关');
    expect((await detail(boss, 'wechat')).fields).toEqual(before.fields);
    // the provider's own production gateway is accepted without the operator's list
    const own = await boss.post('/yym-biz-basics/payConfig/save', {
      ...form,
      fields: { ...form.fields, baseUrl: 'https://api2.mch.weixin.qq.com' },
      secrets: {},
    });
    expect(own.body.code).toBe(200);
    ok(await boss.post('/yym-biz-basics/payConfig/save', { ...form, secrets: {} }));
  });

  it('switches a provider on only when configured and adapted; lists every provider', async () => {
    expect((await boss.post('/yym-biz-basics/payConfig/startOrClosePayConfig', { payType: 'alipay', enable: 1 })).body.msg).toBe(
      '请先完成配置再启用',
    );
    expect((await boss.post('/yym-biz-basics/payConfig/startOrClosePayConfig', { payType: 'lakala', enable: 1 })).body.msg).toBe(
      '该支付方式暂未接入, 仅可保存配置',
    );
    expect(ok(await boss.post('/yym-biz-basics/payConfig/startOrClosePayConfig', { payType: 'wechat', enable: 1 })).enabled).toBe(1);
    ok(await boss.post('/yym-biz-basics/payConfig/save', alipayForm()));
    ok(await boss.post('/yym-biz-basics/payConfig/startOrClosePayConfig', { payType: 'alipay', enable: 1 }));
    const all = ok(await boss.get('/yym-biz-basics/payConfig/getPayStartConfig'));
    expect(all.map((p: { payType: string }) => p.payType)).toEqual(['wechat', 'alipay', 'unionpay', 'douyin', 'lakala', 'bank']);
    expect(all.filter((p: { enabled: number }) => p.enabled).map((p: { name: string }) => p.name)).toEqual(['微信支付', '支付宝']);
  });

  it('refuses a ticket checker and keeps tenants apart', async () => {
    expect((await checker.get('/yym-biz-basics/payConfig/detail', { payType: 'wechat' })).body.code).toBe(403);
    expect((await checker.post('/yym-biz-basics/payConfig/save', wechatForm())).body.code).toBe(403);
    expect((await checker.post('/yym-biz-basics/payConfig/startOrClosePayConfig', { payType: 'wechat', enable: 0 })).body.code).toBe(403);
    const other = await detail(boss2, 'wechat');
    expect(other.configured).toBe(false);
    expect(other.fields).toEqual({});
    expect((await boss2.post('/yym-biz-basics/payConfig/startOrClosePayConfig', { payType: 'wechat', enable: 1 })).body.code).not.toBe(200);
    expect((await boss.get('/yym-biz-basics/payConfig/detail', { payType: 'paypal' })).body.code).toBe(400);
  });
});

describe('WeChat Pay API v3', () => {
  it('pays: the cashier offers it, the JSAPI parameters are signed, the notice pays the order once', async () => {
    const o = await customerOrder();
    const methods = ok(await anon.get('/order-api/h5/pay/methods', { code: o.code }));
    expect(methods.map((m: { name: string }) => m.name)).toContain('微信支付');
    expect((await start(o.code, 'wechat')).body.msg).toContain('openid');
    const s = ok(await start(o.code, 'wechat', 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'));
    const p = s.payParams;
    const signed = createVerify('RSA-SHA256').update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`);
    expect(signed.verify(createPublicKey(wx.merchant.privateKey), p.paySign, 'base64')).toBe(true);
    expect(wx.trades.get(s.tradeNo)?.total).toBe(PRICE);

    const first = await wx.pay(s.tradeNo);
    expect(first.status).toBe(200);
    expect((await status(o.orderId)).orderStatus).toBe(S.TO_BE_USED);
    const again = await wx.pay(s.tradeNo); // replayed by the provider
    expect(again.status).toBe(200);
    const st = await status(o.orderId);
    expect(st.paid).toBe(PRICE);
    expect(st.trades.filter((x: { kind: string }) => x.kind === 'pay')).toHaveLength(1);
    expect((await notices(s.tradeNo)).map((n) => n.outcome)).toEqual(['accepted', 'replayed']);
    const kept = await t.db.one<{ provider_trade_no: string; raw_notice: { out_trade_no: string } }>(
      sql`SELECT provider_trade_no, raw_notice FROM ord_trade WHERE trade_no = ${s.tradeNo}`,
    );
    expect(kept!.provider_trade_no).toBe(wx.trades.get(s.tradeNo)!.transactionId);
    expect(kept!.raw_notice.out_trade_no).toBe(s.tradeNo);
  });

  it('a burst of the same notice at once pays once (the order row is locked, the rest are replays)', async () => {
    const o = await customerOrder();
    const s = ok(await start(o.code, 'wechat', 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'));
    const answers = await Promise.all(Array.from({ length: 8 }, () => wx.pay(s.tradeNo)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const st = await status(o.orderId);
    expect(st.paid).toBe(PRICE);
    expect(st.trades.filter((x: { kind: string }) => x.kind !== 'pay')).toEqual([]);
    const outcomes = (await notices(s.tradeNo)).map((n) => n.outcome).sort();
    expect(outcomes).toEqual(['accepted', ...Array(7).fill('replayed')]);
  });

  it('refuses forged, wrong-amount and unknown-trade notices (the signed ones recorded); the order stays unpaid', async () => {
    const o = await customerOrder();
    const s = ok(await start(o.code, 'wechat', 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'));
    const forged = await wx.pay(s.tradeNo, { forge: true });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.text).code).toBe('FAIL');
    const wrong = await wx.pay(s.tradeNo, { amount: 1 });
    expect(wrong.status).toBe(400);
    const unknown = await wx.strayNotice(wx.trades.get(s.tradeNo)!.notifyUrl, 'P000000000000000001', 100);
    expect(unknown.status).toBe(400);
    expect((await status(o.orderId)).orderStatus).toBe(S.PENDING_PAYMENT);
    expect((await notices(s.tradeNo)).map((n) => n.outcome)).toEqual(['wrongAmount']);
    expect((await notices('P000000000000000001')).map((n) => n.outcome)).toEqual(['unknownTrade']);
    // a notice meant for another tenant's keys does not pass there
    const foreign = await fetch(`${t.url}/api/order-api/pay/notify/wechat?tenantId=100002`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(foreign.status).toBe(400);
  });

  it('refunds through WeChat Pay with the refund number as key; the refund notice closes it, once', async () => {
    const o = await customerOrder();
    const s = ok(await start(o.code, 'wechat', 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'));
    await wx.pay(s.tradeNo);
    const refund = ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId, reason: '行程变更' }));
    expect(wx.refunds.get(refund.refundNo)?.amount).toBe(PRICE);
    let st = await status(o.orderId);
    expect(st.refunded).toBe(0); // PROCESSING at WeChat Pay: the notice ends it
    expect((await wx.refundDone(refund.refundNo)).status).toBe(200);
    expect((await wx.refundDone(refund.refundNo)).status).toBe(200);
    st = await status(o.orderId);
    expect(st.refunded).toBe(PRICE);
    expect(st.orderStatus).toBe(S.CANCELLED);
    expect((await notices(refund.refundNo)).map((n) => n.outcome)).toEqual(['accepted', 'replayed']);
  });

  it('the query job completes a trade whose notice was lost and closes one left unpaid', async () => {
    const paid = await customerOrder();
    const s1 = ok(await start(paid.code, 'wechat', 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'));
    await wx.pay(s1.tradeNo, { send: false });
    const unpaid = await customerOrder();
    const s2 = ok(await start(unpaid.code, 'wechat', 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'));
    expect(await queryOpenTrades(t.db, 0)).toBeGreaterThanOrEqual(2);
    expect((await status(paid.orderId)).orderStatus).toBe(S.TO_BE_USED);
    expect((await status(unpaid.orderId)).orderStatus).toBe(S.CLOSED);
    expect(wx.trades.get(s2.tradeNo)!.state).toBe('CLOSED');
  });
});

describe('Alipay', () => {
  it('pre-creates, pays by RSA2-signed notice once, refuses forged and wrong-amount notices, refunds at once', async () => {
    const o = await customerOrder();
    const s = ok(await start(o.code, 'alipay'));
    expect(s.payParams.qrCode).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect((await ali.pay(s.tradeNo, { forge: true })).text).toBe('failure');
    expect((await ali.pay(s.tradeNo, { amount: '0.01' })).text).toBe('failure');
    expect((await status(o.orderId)).orderStatus).toBe(S.PENDING_PAYMENT);
    expect((await ali.pay(s.tradeNo)).text).toBe('success');
    expect((await ali.pay(s.tradeNo)).text).toBe('success');
    expect((await status(o.orderId)).paid).toBe(PRICE);
    expect((await notices(s.tradeNo)).map((n) => n.outcome)).toEqual(['wrongAmount', 'accepted', 'replayed']);
    const refund = ok(await boss.post('/order-api/generic-poi/biz/forced-refund', { orderId: o.orderId }));
    expect(ali.trades.get(s.tradeNo)!.refunds.get(refund.refundNo)).toBe('66.00');
    expect((await status(o.orderId)).refunded).toBe(PRICE);
  });

  it('choosing another provider closes the open trade at the first one', async () => {
    const o = await customerOrder();
    const w = ok(await start(o.code, 'wechat', 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'));
    const a = ok(await start(o.code, 'alipay'));
    expect(a.tradeNo).not.toBe(w.tradeNo);
    expect(wx.trades.get(w.tradeNo)!.state).toBe('CLOSED');
    expect((await ali.pay(a.tradeNo)).text).toBe('success');
    expect((await status(o.orderId)).orderStatus).toBe(S.TO_BE_USED);
  });

  it('a provider switched off is not offered and cannot be started', async () => {
    ok(await boss.post('/yym-biz-basics/payConfig/startOrClosePayConfig', { payType: 'alipay', enable: 0 }));
    const o = await customerOrder();
    const methods = ok(await anon.get('/order-api/h5/pay/methods', { code: o.code }));
    expect(methods.map((m: { payType: string }) => m.payType)).not.toContain('alipay');
    expect((await start(o.code, 'alipay')).body.msg).toBe('该支付方式未开启');
  });
});

describe('sealed secrets that no longer open (the key changed)', () => {
  it('the provider is not offered and saving asks for the secrets again', async () => {
    ok(await boss.post('/yym-biz-basics/payConfig/save', wechatForm()));
    ok(await boss.post('/yym-biz-basics/payConfig/startOrClosePayConfig', { payType: 'wechat', enable: 1 }));
    await t.db.query(
      sql`UPDATE pay_config SET secrets = jsonb_set(secrets, '{tag}', '"AAAAAAAAAAAAAAAAAAAAAA=="') WHERE tenant_id = '100001' AND pay_type = 'wechat'`,
    );
    const o = await customerOrder();
    const methods = ok(await anon.get('/order-api/h5/pay/methods', { code: o.code }));
    expect(methods.map((m: { payType: string }) => m.payType)).not.toContain('wechat');
    expect((await boss.post('/yym-biz-basics/payConfig/save', { ...wechatForm(), secrets: {} })).body.msg).toBe('请输入商户 API 私钥');
    ok(await boss.post('/yym-biz-basics/payConfig/save', wechatForm()));
    const again = ok(await anon.get('/order-api/h5/pay/methods', { code: o.code }));
    expect(again.map((m: { payType: string }) => m.payType)).toContain('wechat');
  });
});
