import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { makeTicket } from '../../server/test/commerce-helpers.ts';
import { at } from '../../server/test/seckill-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// The merchant creates a seckill on one ticket in the three-step editor (goods picked in the picker,
// seckill price and stock typed), sees it listed and opens its poster; once it runs, a customer at
// 390×844 sees the countdown and the remaining stock on the seckill home and buys at the seckill price.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/seckill-${name}.png`, fullPage: true });
const NAME = '周末门票秒杀';
const TICKET = '秒杀专享门票';

describe('seckill in the browser', () => {
  it('the merchant creates a seckill; a customer sees the countdown and remaining stock and buys at the seckill price', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    const tk = await makeTicket(boss, { name: TICKET, price: 8000, stock: 20 });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/activityNew/seckill`);
    await page.getByTestId('sk-new').click();
    const dlg = page.locator('.ant-modal', { hasText: '新建秒杀活动' });
    await dlg.getByRole('button', { name: '下一步' }).click();
    await dlg.getByText('请输入活动名称').waitFor();
    await dlg.getByLabel('活动名称').fill(NAME);
    // Starts shortly (goods are fixed once a sale runs), ends in two hours; typed as China time.
    const inputs = dlg.locator('.ant-picker-input input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(at(0.75));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(at(120));
    await inputs.nth(1).press('Enter');
    await dlg.getByLabel('每人限购(件)').fill('2');
    await dlg.getByRole('button', { name: '下一步' }).click();
    await dlg.getByTestId('sk-pick').click();
    const picker = page.locator('.ant-modal', { hasText: '已上架商品' });
    await picker.locator('.ant-table-row', { hasText: TICKET }).locator('.ant-checkbox-input').check();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await dlg.getByTestId('sk-price').fill('19.9');
    await dlg.getByTestId('sk-stock').fill('50');
    await shot(page, '01-editor-goods');
    await dlg.getByRole('button', { name: '下一步' }).click();
    await dlg.getByTestId('sk-share-title').fill('周末门票19.9元秒杀');
    await dlg.getByRole('button', { name: /完\s*成/ }).click();
    const row = page.locator('.ant-table-row:visible', { hasText: NAME }).first();
    await expect.poll(() => row.textContent()).toContain('50 / 50');
    // the step refused by its form (no name yet) showed the message on the field, and nothing was thrown
    expect(pageErrors).toEqual([]);
    const a = (await t.db.one<{ id: string; limit_num: number }>(sql`SELECT id, limit_num FROM sk_activity WHERE name = ${NAME}`))!;
    expect(Number(a.limit_num)).toBe(2);
    await shot(page, '02-list');
    await row.getByTestId('sk-poster-open').click();
    const poster = page.getByAltText('秒杀海报');
    await poster.waitFor();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    // the poster's code has its link beside it, which copies and opens the activity on a phone
    const link = page.getByTestId('link-copy').getByRole('link');
    const href = (await link.getAttribute('href'))!;
    expect(decodeURIComponent(href)).toContain(`seckillId=${a.id}&channel=wechat`);
    await page.getByTestId('link-copy').getByRole('button', { name: '复制链接' }).click();
    await page.getByText('链接已复制').waitFor();
    await shot(page, '03-poster');
    const opened = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await opened.goto(href);
    await opened.getByRole('heading', { name: '限时秒杀' }).waitFor();
    await opened.close();
    await page.close();

    // The customer: logged in by phone, at phone size.
    const anon = new Client(t.url);
    const phone = '13912340088';
    await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
    const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!
      .code;
    const token = (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;
    // a coupon of the merchant's (满10减5) the customer has received: the buy sheet takes it off the seckill price
    const coupon = (
      await boss.post('/yym-marketing-api/coupon/create', {
        name: '秒杀叠加券',
        couponType: 1,
        threshold: 1000,
        amount: 500,
        validityType: 2,
        validDays: 30,
        perLimit: 1,
        totalCount: 10,
      })
    ).body.data;
    await boss.get('/yym-marketing-api/coupon/rackUpAndDown', { ids: coupon.id, status: 1 });
    const got = await anon.req('POST', '/yym-marketing-api/h5/coupon/receive', {
      body: { couponId: coupon.id },
      headers: { 'Customer-Token': token },
    });
    expect(got.body.code).toBe(200);
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/seckill?tenantId=100001`);
    await h5.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), token);
    await h5.reload();
    const item = h5.getByTestId('sk-item').filter({ hasText: TICKET });
    await item.waitFor();
    expect(await item.getByTestId('sk-remaining').textContent()).toBe('剩余 50 件');
    expect(await item.getByTestId('sk-price').textContent()).toContain('¥19.90');
    // Upcoming first (距开始), then running (距结束) once its start passes.
    await expect
      .poll(() => item.getByTestId('sk-countdown').textContent(), { timeout: 90_000, interval: 1000 })
      .toMatch(/^距结束 01:5\d:\d\d$/);
    const before = await item.getByTestId('sk-countdown').textContent();
    await expect.poll(() => item.getByTestId('sk-countdown').textContent(), { timeout: 5000 }).not.toBe(before);
    await shot(h5, '04-h5-home');
    await item.getByTestId('sk-buy').click();
    await h5.getByPlaceholder('联系人姓名').fill('秒杀游客');
    await expect.poll(() => h5.getByTestId('sk-total').textContent()).toBe('¥14.90');
    await shot(h5, '05-h5-buy');
    await h5.getByTestId('sk-submit').click();
    await h5.waitForURL(/\/h5\/pay\?code=/);
    await expect.poll(() => h5.getByTestId('pay-amount').textContent()).toBe('¥14.90');
    await h5.getByTestId('pay-confirm').click();
    await h5.waitForURL(/\/orderDetail\?code=/);
    await expect.poll(() => h5.getByTestId('order-state').textContent()).toBe('待使用');
    expect(await h5.getByTestId('coupon-discount').textContent()).toBe('-¥5.00');
    await shot(h5, '06-order');
    const o = (await t.db.one(sql`SELECT unit_price, total_money, contact_phone FROM ord_order WHERE product_id = ${tk.productId}`))!;
    expect([Number(o.unit_price), Number(o.total_money), o.contact_phone]).toEqual([1990, 1490, phone]);
    await h5.goto(`${t.url}/h5/seckill?tenantId=100001`);
    await expect
      .poll(() => h5.getByTestId('sk-item').filter({ hasText: TICKET }).getByTestId('sk-remaining').textContent())
      .toBe('剩余 49 件');
  }, 240_000);
});
