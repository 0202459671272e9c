import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { makeTicket } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

let t: TestApp;
let browser: TestBrowser;
let boss: Client;
let ticket: { productId: string };
const PHONE = '13655551234';
const NAME = '门票满100减20';
beforeAll(async () => {
  t = await startApp();
  browser = await launch();
  boss = (await login(t, ...DEMO.boss)).client;
  ticket = await makeTicket(boss, { price: 6000, stock: 20, name: '优惠测试门票' });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });
// SHOTS_DIR=/tmp/shots-x keeps a screenshot of every step.
const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return;
  mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: `${process.env.SHOTS_DIR}/${name}.png`,
    fullPage: true,
    style: '.ant-message, .k-toasts { display: none !important; }',
  });
};

describe('coupons', () => {
  it('the merchant creates a coupon and puts it on shelf', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/couponManagement/index`);
    await page.getByRole('button', { name: '新增优惠券' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增优惠券' });
    // Saving an empty form: the contract's message at the field, nothing written. (Once the dialog has
    // filled its defaults: filling them clears a message shown before.)
    await poll(() => dialog.locator('.ant-form-item', { hasText: '发放总量' }).locator('input').inputValue()).toBe('100');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => dialog.getByText('请输入优惠券名称').count()).toBeGreaterThan(0);
    await dialog.getByPlaceholder('如: 门票满100减20').fill(NAME);
    await dialog.locator('.ant-form-item', { hasText: '使用门槛' }).locator('input').fill('100');
    await dialog.locator('.ant-form-item', { hasText: '优惠金额' }).locator('input').fill('20');
    await dialog.getByText('领取后N天').click();
    await dialog.locator('.ant-form-item', { hasText: '天内有效' }).locator('input').fill('30');
    await shot(page, '01-coupon-dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.waitFor();
    expect(await row.textContent()).toContain('满100.00元减20.00元');
    await row.getByRole('button', { name: '上架' }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await poll(() => row.getByText('已上架').count()).toBe(1);
    await shot(page, '02-coupon-list');
    // Issue to a list of phones: a batch of two; the batch tab lists it.
    await row.getByRole('button', { name: '发放' }).click();
    const issue = page.locator('.ant-modal', { hasText: '发放优惠券' });
    await issue.getByTestId('coupon-phones').fill('13700000031\n13700000032');
    await issue.getByRole('button', { name: /发\s*放/ }).click();
    await poll(() => row.textContent()).toContain('2 / 0 / 100');
    await page.getByRole('tab', { name: '发放批次' }).click();
    const batch = page.locator('.ant-table-row', { hasText: NAME }).last();
    await batch.waitFor();
    expect(await batch.locator('td').allTextContents()).toEqual(expect.arrayContaining(['2', '2']));
    await shot(page, '02b-coupon-batches');
    await page.getByRole('tab', { name: '用户优惠券' }).click();
    await poll(() => page.locator('.ant-table-row', { hasText: '13700000031' }).count()).toBe(1);
    await shot(page, '02c-user-coupons');
    const c = await t.db.one<{ shelf_status: number; threshold: string; amount: string; valid_days: number }>(
      sql`SELECT shelf_status, threshold, amount, valid_days FROM cp_coupon WHERE tenant_id = '100001' AND name = ${NAME}`,
    );
    expect({ ...c, threshold: Number(c!.threshold), amount: Number(c!.amount) }).toEqual({
      shelf_status: 1,
      threshold: 10000,
      amount: 2000,
      valid_days: 30,
    });
    await page.close();
  });

  it('a customer on a phone receives it, buys two tickets with it and sees the discounted amount', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/h5/member?tenantId=100001`);
    await page.getByLabel('手机号').fill(PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    const code = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${PHONE} ORDER BY id DESC LIMIT 1`))!
      .code;
    await page.getByLabel('验证码').fill(code);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('退出登录').waitFor();

    await page.goto(`${t.url}/h5/coupon/center?tenantId=100001`);
    const card = page.getByTestId('coupon-centre-item').filter({ hasText: NAME });
    await card.getByRole('button', { name: '立即领取' }).click();
    await poll(() => page.getByRole('alert').textContent()).toBe('领取成功');
    await poll(() => card.getByRole('button', { name: '已领取' }).count()).toBe(1);
    await shot(page, '03-coupon-centre');
    await page.getByRole('link', { name: '我的优惠券' }).click();
    await poll(() => page.getByTestId('my-coupon').filter({ hasText: NAME }).count()).toBe(1);
    await shot(page, '04-my-coupons');

    await page.goto(`${t.url}/h5/product/${ticket.productId}?tenantId=100001`);
    await page.locator('.h5p-day:not([disabled])').first().click();
    await page.getByTestId('qty-plus').click();
    await page.getByTestId('contact-name').fill('周游客');
    await page.getByTestId('contact-phone').fill(PHONE);
    // The best coupon is chosen by default: 120 − 20.
    await poll(() => page.getByTestId('coupon-off').textContent()).toBe('-¥20.00');
    await poll(() => page.getByTestId('total').textContent()).toBe('¥100.00');
    await shot(page, '05-purchase-with-coupon');
    await page.getByTestId('place-submit').click();
    await page.waitForURL(/\/h5\/pay\?code=/);
    await poll(() => page.getByTestId('pay-amount').textContent()).toBe('¥100.00');
    await page.getByTestId('pay-confirm').click();
    await page.waitForURL(/\/orderDetail\?code=/);
    await poll(() => page.getByTestId('order-state').textContent()).toBe('待使用');
    expect(await page.getByTestId('pay-money').textContent()).toBe('¥100.00');
    expect(await page.getByTestId('coupon-discount').textContent()).toBe('-¥20.00');
    await shot(page, '06-order-detail');
    const o = (await t.db.one(sql`SELECT * FROM ord_order WHERE product_id = ${ticket.productId}`))!;
    expect([Number(o.total_money), Number(o.coupon_discount)]).toEqual([10000, 2000]);
    const uc = (await t.db.one(sql`SELECT use_status, order_id::text FROM cp_user_coupon WHERE phone = ${PHONE}`))!;
    expect(uc).toEqual({ use_status: 1, order_id: String(o.id) });
    await page.close();
  });
});
