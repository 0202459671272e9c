import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// The distributor portal in the browser: the demo distributor account (fenxiao, 携程旅行) logs in on
// its link /outLogin?code=&id= with the distributor captcha, sees its order list, opens an order and
// checks one of its cards (one use taken); the merchant sees the order under 电子卡订单 · 分销商订单.

let t: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  t = await startApp();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/ecard-portal-${name}.png`, fullPage: true });

describe('the distributor portal', () => {
  it('a distributor logs in at /outLogin, sees its orders and checks a card', async () => {
    const dis = await t.db.one<{ key: string }>(
      sql`SELECT portal_key AS key FROM dis_distributor WHERE tenant_id = '100001' AND name = '携程旅行' AND is_deleted = 0`,
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const state = { key: '' };
    page.on('response', async (r) => {
      if (r.url().includes('/eCard/distributor/out/captcha')) state.key = (await r.json().catch(() => ({})))?.data?.key ?? state.key;
    });
    await page.goto(`${t.url}/outLogin?code=100001&id=${dis!.key}`);
    await page.getByText('分销商电子卡平台 · 携程旅行').waitFor();
    await page.getByLabel('账号').fill('fenxiao');
    await page.getByLabel('密码').fill('Demo1234');
    await expect.poll(() => state.key).not.toBe('');
    const row = await t.db.one<{ answer: string }>(sql`SELECT answer FROM auth_captcha WHERE key = ${state.key}`);
    await page.getByPlaceholder('验证码').fill(row!.answer);
    await shot(page, 'login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/distributorDataList');

    // The demo order of two 山水联票年卡, paid on account.
    const order = page.locator('.ant-table-row', { hasText: '山水联票年卡' }).first();
    await order.waitFor();
    await expect.poll(() => order.textContent()).toContain('待使用');
    await shot(page, 'orders');
    await order.getByRole('button', { name: '详情' }).click();
    await page.waitForURL('**/distributionDetail?id=*');
    const cardRow = page.locator('.ant-table-row').nth(1);
    await cardRow.waitFor();
    const cardNo = (await cardRow.locator('td').first().textContent())!.trim();
    const before = (await cardRow.textContent())!;
    expect(before).toMatch(/0\/365/);
    await page.getByLabel('电子卡二维码或卡号').fill(cardNo);
    await page.getByRole('button', { name: /^核\s*销$/ }).click();
    await page.getByText('核销成功').waitFor();
    await expect.poll(async () => (await page.locator('.ant-table-row').nth(1).textContent()) ?? '').toMatch(/1\/365/);
    await shot(page, 'detail');

    // Records and daily uses (chart), then the phone width.
    await page.goto(`${t.url}/distributorDataList`);
    await page.getByRole('tab', { name: '核销记录' }).click();
    await page.locator('.ant-table-row:visible', { hasText: cardNo }).first().waitFor();
    await page.getByRole('tab', { name: '每日使用' }).click();
    await page.getByTestId('ecp-day-chart').locator('canvas').first().waitFor();
    await page.waitForTimeout(1500); // the bars finish growing before the screenshot
    await shot(page, 'days');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: '我的订单' }).click();
    await page.locator('.ant-table-row:visible', { hasText: '山水联票年卡' }).first().waitFor();
    await shot(page, 'phone');
    const uses = await t.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ec_use WHERE tenant_id = '100001' AND card_no = ${cardNo}`,
    );
    expect(uses!.n).toBe(1);
    await page.close();

    // The merchant's 分销商订单 tab lists it.
    const boss = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, boss, DEMO.boss);
    await boss.goto(`${t.url}/eleCardManage/order`);
    await boss.getByRole('tab', { name: '分销商订单' }).click();
    await boss.locator('.ant-table-row:visible', { hasText: '山水联票年卡' }).first().waitFor();
    await boss.locator('.ant-table-row:visible', { hasText: 'fenxiao' }).first().waitFor();
    await shot(boss, 'merchant');
    await boss.close();
  });

  it('with captchas off the portal login asks for none, as the server, and logs in', async () => {
    const off = await startApp({ captcha: false });
    try {
      const dis = await off.db.one<{ key: string }>(
        sql`SELECT portal_key AS key FROM dis_distributor WHERE tenant_id = '100001' AND name = '携程旅行' AND is_deleted = 0`,
      );
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${off.url}/outLogin?code=100001&id=${dis!.key}`);
      await page.getByText('分销商电子卡平台 · 携程旅行').waitFor();
      await page.getByLabel('账号').fill('fenxiao');
      await page.getByLabel('密码').fill('Demo1234');
      await expect.poll(() => page.getByPlaceholder('验证码').count()).toBe(0);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.waitForURL('**/distributorDataList');
      await page.close();
    } finally {
      await off.close();
    }
  });
});
