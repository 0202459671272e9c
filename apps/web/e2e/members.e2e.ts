import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MSG } from '@yym/contract';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { day, makeTicket, ok, pay } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

let t: TestApp;
let browser: TestBrowser;
let boss: Client;
let ticket: { productId: string };
const PHONE = '13655550123';
beforeAll(async () => {
  t = await startApp();
  browser = await launch();
  boss = (await login(t, ...DEMO.boss)).client;
  ticket = await makeTicket(boss, { price: 15000, stock: 20 });
  // The customer bought two tickets and paid (300 yuan: 300 points, 300 growth → 白银会员).
  const o = ok(
    await boss.post('/order-api/place-order', {
      productId: ticket.productId,
      touristDate: day(1),
      quantity: 2,
      contactName: '林小雨',
      contactPhone: PHONE,
    }),
  );
  await pay(t, boss, o.orderId);
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const placeH5 = () =>
  new Client(t.url).post('/order-api/h5/order/place', {
    tenantId: '100001',
    productId: ticket.productId,
    touristDate: day(1),
    quantity: 1,
    contactName: '林小雨',
    contactPhone: PHONE,
  });

describe('the customer on a phone', () => {
  it('logs in with phone and SMS code and sees the points, growth and order in the member centre', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/h5/member?tenantId=100001`);
    await page.getByLabel('手机号').fill(PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    const code = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${PHONE} ORDER BY id DESC LIMIT 1`))!
      .code;
    // a demo texts nothing: the page shows the code under the field
    await expect.poll(() => page.getByTestId('demo-code').textContent()).toContain(code);
    await page.getByLabel('验证码').fill(code);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByTestId('member-points').textContent()).toBe('300');
    expect(await page.getByTestId('member-growth').textContent()).toBe('300');
    expect(await page.getByTestId('member-level').textContent()).toBe('白银会员');
    await page.locator('.h5m-order').first().waitFor();
    expect(await page.locator('.h5m-order').count()).toBe(1);
    await page.screenshot({ path: '/tmp/member-h5-centre.png', fullPage: true });
    await page.getByRole('tab', { name: '积分明细' }).click();
    await page.getByText('+300').waitFor();
    await page.close();
  });
});

describe('the merchant', () => {
  it('finds the customer in 用户列表 with order count and points, blacklists them, and the next order is refused', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/merchantUser/index`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByPlaceholder('请输入手机号').fill(PHONE.slice(-4));
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const row = page.locator('.ant-table-row', { hasText: '林小雨' });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells).toContain('136****0123');
    expect(cells).toContain('300'); // points (and growth)
    expect(cells).toContain('1'); // orders
    await page.screenshot({ path: '/tmp/member-user-list.png' });

    await row.getByRole('button', { name: /详\s*情/ }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('累计消费').waitFor();
    await expect.poll(() => drawer.locator('.ant-table-row').count()).toBe(1);
    await page.screenshot({ path: '/tmp/member-user-detail.png' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: /拉\s*黑/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '拉黑用户' });
    await dialog.getByLabel('拉黑原因').fill('恶意退票');
    await dialog.getByRole('button', { name: '确定拉黑' }).click();
    await page.getByText('已拉黑,该用户将无法下单').waitFor();
    await row.getByText('黑名单').waitFor();

    const refused = await placeH5();
    expect([refused.body.code, refused.body.msg]).toEqual([400, CUSTOMER_MSG.blacklisted]);

    await page.goto(`${t.url}/merchantUser/blacklist`);
    await page.locator('.ant-table-row', { hasText: '136****0123' }).waitFor();
    await page.screenshot({ path: '/tmp/member-blacklist.png' });
    await page.close();
  });

  it('shows the member settings and the discount pages', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/memberManagement/settings`);
    await page.locator('.ant-table-row', { hasText: '黄金会员' }).waitFor();
    await page.screenshot({ path: '/tmp/member-settings.png', fullPage: true });
    await page.goto(`${t.url}/memberManagement/discount`);
    await page.locator('.ant-table-row', { hasText: '白银会员' }).waitFor();
    await page.getByLabel('白银会员启用折扣').click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('更新成功').waitFor();
    await page.screenshot({ path: '/tmp/member-discount.png', fullPage: true });
    const l = await t.db.one<{ discount_enabled: number }>(
      sql`SELECT discount_enabled FROM mem_level WHERE tenant_id = '100001' AND name = '白银会员'`,
    );
    expect(l!.discount_enabled).toBe(1);

    // A demo customer's comment gets the merchant's reply from the customer's detail.
    await page.goto(`${t.url}/merchantUser/index`);
    await page.getByPlaceholder('请输入手机号').fill('13800000101');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page
      .locator('.ant-table-row', { hasText: '王小明' })
      .getByRole('button', { name: /详\s*情/ })
      .click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('tab', { name: '评价与反馈' }).click();
    await drawer.getByText('西湖风景很美').waitFor();
    await drawer
      .getByRole('button', { name: /回\s*复/ })
      .first()
      .click();
    await page.getByLabel('回复内容').fill('感谢您的好评');
    await page
      .locator('.ant-modal', { hasText: '回复' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await drawer.getByText('感谢您的好评').waitFor();
    await page.screenshot({ path: '/tmp/member-interaction.png' });
    await page.close();
  });

  it('shows loading, not a wrong figure, while the blacklist counts and the payment states are on their way', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    // hold both answers back for a while, as a slow network would
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    for (const path of ['**/blacklist/count**', '**/getPayStartConfig**'])
      await page.route(path, async (route) => {
        await held;
        await route.continue();
      });
    await page.goto(`${t.url}/merchantUser/blacklist`);
    const total = page.locator('.ant-statistic', { hasText: '黑名单人数' });
    await total.locator('.ant-skeleton').waitFor();
    expect(await total.locator('.ant-statistic-content').count()).toBe(0);
    await page.goto(`${t.url}/merchantGeneral/payConfig`);
    await page.getByTestId('pay-tab-wechat').waitFor();
    expect(await page.getByText('暂未接入').count()).toBe(0);
    release();
    await page.getByTestId('pay-tab-lakala').getByText('暂未接入').waitFor();
    await page.goto(`${t.url}/merchantUser/blacklist`);
    await total.locator('.ant-statistic-content-value').waitFor();
    await page.close();
  });
});
