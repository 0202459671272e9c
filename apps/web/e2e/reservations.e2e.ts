import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { day } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// The merchant creates a reservation product with one slot (audit required) and opens it; a customer at
// 390×844 books two places of the slot and sees it under 我的预约; the merchant finds the order on
// 预约商品订单 and passes its audit; the customer's reservation then shows 待使用.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/reservation-${name}.png`, fullPage: true });
const NAME = '非遗剪纸体验课';

describe('activity reservations in the browser', () => {
  it('create with a slot, book at phone size, audit on 预约商品订单', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/activityNew/reservation`);
    await page.getByText('暂无活动预约').or(page.locator('.ant-table-row').first()).first().waitFor();
    await shot(page, '00-page');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dlg = page.locator('.ant-modal', { hasText: '新增活动预约' });
    await dlg.getByLabel('活动名称').fill(NAME);
    await dlg.getByLabel('活动地址').fill('游客中心二楼');
    await dlg.getByLabel('活动介绍').fill('非遗传承人现场教学');
    await dlg.getByLabel('每次限约人数').fill('3');
    await dlg.getByRole('radio', { name: '是' }).check();
    await dlg.getByLabel('预约须知').fill('请提前10分钟到场');
    const slot = dlg.getByTestId('res-slot-0');
    const date = slot.locator('.ant-picker-input input');
    await date.click();
    await date.fill(day(2));
    await date.press('Enter');
    await slot.getByPlaceholder('开始 09:00').fill('09:00');
    await slot.getByPlaceholder('结束 10:00').fill('10:30');
    await slot.getByPlaceholder('可约人数').fill('8');
    await shot(page, '01-dialog');
    await dlg.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await expect.poll(() => row.textContent()).toContain('0 / 8');
    await row.locator('.ant-switch').click();
    await expect.poll(() => row.locator('.ant-switch').getAttribute('aria-checked')).toBe('true');
    await shot(page, '02-list');

    // The customer: logged in by phone, at phone size.
    const anon = new Client(t.url);
    const phone = '13912347766';
    await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
    const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!
      .code;
    const token = (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/reservation?tenantId=100001`);
    await h5.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), token);
    await h5.reload();
    const item = h5.getByTestId('res-item').filter({ hasText: NAME });
    await item.getByTestId('res-slot').first().waitFor();
    expect(await item.getByTestId('res-slot').first().textContent()).toContain('剩余 8');
    await item.getByTestId('res-slot').first().click();
    await item.getByRole('spinbutton').fill('2');
    await item.getByTestId('res-name').fill('陈小雨');
    await shot(h5, '03-h5-book');
    await item.getByTestId('res-submit').click();
    await h5.getByRole('alert').filter({ hasText: '等待商家审核' }).waitFor();
    await expect.poll(() => item.getByTestId('res-slot').first().textContent()).toContain('剩余 6');
    await h5.getByTestId('res-tab-mine').click();
    const mine = h5.getByTestId('res-mine').filter({ hasText: NAME });
    await expect.poll(() => mine.textContent()).toContain('待审核');
    await shot(h5, '04-h5-mine');

    // The merchant audits it on 预约商品订单.
    await page.goto(`${t.url}/merchantOrder/bookGoodsList`);
    const o = page.locator('.ant-table-row', { hasText: NAME });
    await expect.poll(() => o.textContent()).toContain('待审核');
    expect(await o.textContent()).toContain(phone);
    await shot(page, '05-orders');
    await o.getByRole('button', { name: '通过' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(() => o.textContent()).toContain('审核通过');
    expect(await o.textContent()).toContain('待使用');
    await o.getByRole('button', { name: '详情' }).click();
    await page.locator('.ant-drawer').getByText('审核通过').first().waitFor();
    await shot(page, '06-detail');
    await h5.reload();
    await h5.getByTestId('res-tab-mine').click();
    await expect.poll(() => h5.getByTestId('res-mine').filter({ hasText: NAME }).textContent()).toContain('待使用');
    await shot(h5, '07-h5-confirmed');
  });
});
