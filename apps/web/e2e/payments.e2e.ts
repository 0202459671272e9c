import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { day, makeTicket, ok } from '../../server/test/commerce-helpers.ts';
import { wechatPayDouble, type WechatPayDouble } from '../../server/test/fixtures/wechatpay-double.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

let t: TestApp;
let browser: TestBrowser;
let wx: WechatPayDouble;
beforeAll(async () => {
  wx = await wechatPayDouble({ refundStatus: 'SUCCESS' });
  // the double is a gateway the operator allows (PAY_GATEWAYS); the merchant picks it from the list
  t = await startApp({ payGateways: [wx.url] });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([t?.close(), wx?.close()]);
});

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 150 });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/pay-${name}.png`, fullPage: true, style: '.ant-message, .k-toasts { display: none !important; }' });

describe('payments with WeChat Pay', () => {
  it('the merchant configures WeChat Pay, a customer pays with it and sees 待使用, the merchant refunds', async () => {
    // 1. The merchant fills the WeChat Pay configuration (a key pair made for this test) and switches it on.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/merchantGeneral/payConfig`);
    const pane = page.locator('.ant-tabs-tabpane-active');
    await pane.getByLabel('商户号').waitFor();
    const m = wx.merchant;
    await pane.getByLabel('商户号').fill(m.mchId);
    await pane.getByLabel('AppID').fill(m.appId);
    await pane.getByLabel('商户证书序列号').fill(m.serialNo);
    await pane.getByLabel('商户 API 私钥').fill(m.privateKey);
    await pane.getByLabel('APIv3 密钥').fill(m.apiV3Key);
    await pane.getByLabel('微信支付公钥 ID').fill(m.platformKeyId);
    await pane.getByLabel('微信支付公钥', { exact: true }).fill(m.platformPublicKey);
    await pane.getByLabel('接口地址').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: wx.url }).click();
    await pane.getByLabel('回调域名').fill(t.url);
    await pane.getByTestId('pay-save-wechat').click();
    await page.getByText('保存成功').waitFor();
    await pane.getByTestId('pay-switch-wechat').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确定启用吗').waitFor();
    await confirm.getByRole('button', { name: /启\s*用/ }).click();
    await page.getByText('已启用').first().waitFor();

    // After a reload the secrets are not there: only 已设置 and their last four characters.
    await page.reload();
    await pane.getByLabel('商户号').waitFor();
    await poll(() => pane.getByLabel('商户号').inputValue()).toBe(m.mchId);
    await poll(() => pane.getByText(`已设置 (尾号 ${m.apiV3Key.slice(-4)})`).count()).toBe(1);
    expect(await pane.getByLabel('APIv3 密钥').inputValue()).toBe('');
    expect(await page.content()).not.toContain(m.apiV3Key);
    expect(await page.content()).not.toContain('BEGIN PRIVATE KEY');
    expect(await page.getByTestId('pay-switch-wechat').getAttribute('aria-checked')).toBe('true');
    await shot(page, 'config');

    // 2. A customer pays with WeChat Pay in the cashier; the WeChat client (its bridge) pays at the double.
    const boss = (await login(t, ...DEMO.boss)).client;
    const tk = await makeTicket(boss, { stock: 10, price: 8800, dates: [day(0), day(1)] });
    const placed = ok(
      await boss.post('/order-api/h5/order/place', {
        tenantId: '100001',
        productId: tk.productId,
        touristDate: day(1),
        quantity: 1,
        contactName: '周游客',
        contactPhone: '13611112222',
      }),
    );
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.exposeFunction('__wxPay', async (pkg: string) => {
      const tradeNo = wx.tradeOfPackage(pkg);
      if (!tradeNo) return 'get_brand_wcpay_request:fail';
      await wx.pay(tradeNo);
      return 'get_brand_wcpay_request:ok';
    });
    await h5.addInitScript(() => {
      (window as any).WeixinJSBridge = {
        invoke: (_name: string, params: { package: string }, cb: (r: { err_msg: string }) => void) =>
          (window as any).__wxPay(params.package).then((err_msg: string) => cb({ err_msg })),
      };
    });
    await h5.goto(`${t.url}/h5/pay?code=${placed.code}&openid=oUpF8uMuAJO_M2pxb1Q9zNjWeS6o`);
    await h5.getByTestId('pay-methods').getByText('微信支付').waitFor();
    await shot(h5, 'cashier');
    await h5.getByTestId('pay-methods').getByText('微信支付').click();
    await h5.getByTestId('pay-confirm').click();
    await h5.waitForURL('**/orderDetail?code=*');
    await poll(() => h5.getByText('待使用').count()).toBeGreaterThan(0);
    await shot(h5, 'paid');

    // 3. The merchant refunds the ticket; the money goes back through WeChat Pay and the order shows it.
    await page.goto(`${t.url}/merchantOrder/scenic`);
    await page.getByTestId('search-phone').fill('13611112222');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('共 1 条').waitFor();
    const row = page.locator('.ant-table-row', { hasText: placed.orderNo });
    await row.getByRole('button', { name: /详\s*情/ }).click();
    await page.getByRole('button', { name: /退\s*款/ }).click();
    await page.locator('.ant-modal').getByText('周游客').click();
    await page.locator('.ant-modal').getByRole('button', { name: '确定退款' }).click();
    await page.getByRole('button', { name: /通\s*过/ }).click();
    await page.locator('.ant-drawer').getByText('已退款').first().waitFor();
    await shot(page, 'refunded');
    expect([...wx.refunds.values()].map((r) => r.amount)).toEqual([8800]);
    const money = ok(await boss.get('/order-api/pay/trade/status', { orderId: placed.orderId }));
    expect(money.refunded).toBe(8800);
    await h5.close();
    await page.close();
  });

  it('the merchant publishes a scenic spot to an Alipay mini-program and syncs its ticket', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/merchantGeneral/payConfig`);
    await page.getByRole('tab', { name: '支付宝票务同步' }).click();
    const pane = page.locator('.ant-tabs-tabpane-active');
    await pane.getByRole('button', { name: '新增配置' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增同步配置' });
    await dialog.getByLabel('配置名称').fill('西湖小程序');
    await dialog.getByLabel('景区').click();
    await page.locator('.ant-select-item-option').first().click();
    const poi = await dialog.locator('.ant-select-selection-item').textContent();
    await dialog.getByLabel('支付宝小程序 AppID').fill('2021004100000001');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await pane.locator('.ant-table-row', { hasText: '西湖小程序' }).waitFor();
    await pane.locator('.ant-table-row', { hasText: '西湖小程序' }).getByRole('switch').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('已启用').first().waitFor();
    const ticket = pane
      .locator('.ant-table-row', { hasText: poi ?? '' })
      .filter({ has: page.getByRole('button', { name: '同步' }) })
      .first();
    await ticket.getByRole('button', { name: '同步' }).click();
    await poll(() => ticket.getByText('已同步').count()).toBe(1);
    await shot(page, 'alipay-sync');
    await page.close();
  });
});
