import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 人脸管理 from the 会员卡 page: the merchant uploads a holder's face photo and sees it listed; on the
// 激活码 page the merchant sends a batch's codes to customers by SMS and sees the progress.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/ecard-faces-${name}.png`, fullPage: true });
// A real (tiny) PNG: 1×1 pixel.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5d6e5d90000000049454e44ae426082',
  'hex',
);

describe('face management and the batch SMS in the browser', () => {
  it('uploads a face photo from the 会员卡 page and sees it listed', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/memberCardManage/index`);
    await page.locator('.ant-table-row:visible').first().waitFor();
    await page.getByTestId('face-manage').click();
    const drawer = page.locator('.ant-drawer', { hasText: '人脸管理' });
    const row = drawer.locator('.ant-table-row', { hasText: '刘芳' });
    await row.waitFor();
    expect(await row.textContent()).toContain('未上传');
    expect(await row.textContent()).toContain('138****8021');
    const id = (await row.getAttribute('data-row-key'))!;
    await row.locator('input[type=file]').setInputFiles({ name: '刘芳.png', mimeType: 'image/png', buffer: PNG });
    await row.locator('img').waitFor();
    expect(await row.textContent()).toContain('替换');
    const face = await t.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ec_user_card_face WHERE user_card_id = ${id} AND is_deleted = 0`,
    );
    expect(face!.n).toBe(1);
    // The filter: only cards with a photo.
    await drawer.locator('.ant-select', { hasText: '照片' }).click();
    await page.locator('.ant-select-item-option', { hasText: '已上传' }).click();
    await drawer.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => drawer.locator('.ant-table-row').count()).toBe(1);
    await shot(page, 'drawer');
    await drawer.locator('.ant-drawer-close').click();
    // The held card's 详情: its bound people (the demo bound one family member) and coupons.
    await page.locator('.ant-table-row:visible', { hasText: '刘芳' }).getByRole('button', { name: '详情' }).click();
    const held = page.locator('.ant-drawer', { hasText: '会员卡 ' }).last();
    await held.getByRole('tab', { name: '绑定人员' }).click();
    await held.locator('.ant-table-row', { hasText: '刘小芳' }).waitFor();
    expect(await held.locator('.ant-table-row', { hasText: '刘小芳' }).textContent()).toContain('110***********1698');
    await shot(page, 'people');
    await page.close();
  });

  it('sends the batch SMS to customers and sees the progress', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/eleCardManage/activationCode`);
    const row = page.locator('.ant-table-row:visible', { hasText: 'B20260101DEMO' });
    await row.waitFor();
    // The demo sent three, one of which failed.
    await expect.poll(() => row.textContent()).toContain('成功 2 · 失败 1');
    expect(await row.textContent()).toContain('重试失败(1)');
    await shot(page, 'codes');
    await row.getByRole('button', { name: '发送短信' }).click();
    const dlg = page.locator('.ant-modal', { hasText: '发送激活码短信' });
    await dlg.getByTestId('sms-recipients').fill('陈静,13800138041\n13800138042\n17000001999');
    await dlg.getByTestId('sms-send').click();
    await expect.poll(() => dlg.textContent()).toContain('成功 4 · 失败 2');
    await expect.poll(() => dlg.locator('.ant-table-row').count()).toBe(6);
    await shot(page, 'sms');
    await dlg.getByRole('button', { name: /重试失败/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect
      .poll(async () => (await t.db.query(sql`SELECT 1 FROM ec_code_message WHERE msg_status = 2 AND attempts = 2`)).length)
      .toBe(2);
    await page.close();
  });
});
