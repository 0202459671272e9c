import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { day, makeTicket } from '../../server/test/commerce-helpers.ts';
import { at } from '../../server/test/seckill-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// The merchant creates a group-buy activity in the back-office dialog (goods picked in the picker, group
// price typed); a customer opens a group; another customer at 390×844 sees the activity with the group
// price, the open group with the members needed and its countdown, joins it and pays at the cashier:
// the group forms.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/groupbuy-${name}.png`, fullPage: true });
const NAME = '周末两人团';
const TICKET = '拼团专享门票';

async function customer(phone: string) {
  const anon = new Client(t.url);
  await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
  const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!.code;
  const token = (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;
  return { anon, token };
}

describe('group buying in the browser', () => {
  it('the merchant creates a group buy; a customer at 390×844 joins an open group and pays: the group forms', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    await makeTicket(boss, { name: TICKET, price: 8000, stock: 20 });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/activityNew/groupBuy`);
    await page.getByTestId('gb-new').click();
    const dlg = page.locator('.ant-modal', { hasText: '新建拼团活动' });
    await dlg.getByTestId('gb-save').click();
    await dlg.getByText('请输入活动名称').waitFor();
    await dlg.getByLabel('活动名称').fill(NAME);
    const inputs = dlg.locator('.ant-picker-input input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(at(-5));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(at(600));
    await inputs.nth(1).press('Enter');
    await dlg.getByLabel('成团时限(小时)').fill('12');
    await dlg.getByTestId('gb-pick').click();
    const picker = page.locator('.ant-modal', { hasText: '已上架商品' });
    await picker.locator('.ant-table-row', { hasText: TICKET }).locator('.ant-checkbox-input').check();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await dlg.getByTestId('gb-price').fill('39.9');
    await shot(page, '01-editor');
    await dlg.getByTestId('gb-save').click();
    const row = page.locator('.ant-table-row:visible', { hasText: NAME }).first();
    await expect.poll(() => row.textContent()).toContain('进行中');
    expect(await row.textContent()).toContain('12小时');
    await shot(page, '02-list');
    await page.close();
    const a = (await t.db.one(sql`SELECT id, group_size, hours FROM gb_activity WHERE name = ${NAME}`))!;
    expect([Number(a.group_size), Number(a.hours)]).toEqual([2, 12]);
    const g = (await t.db.one(sql`SELECT id, group_price FROM gb_goods WHERE activity_id = ${a.id}`))!;
    expect(Number(g.group_price)).toBe(3990);

    // The first customer opens a group (by the API); the second one joins it in the browser.
    const first = await customer('13912340071');
    const opened = await first.anon.req('POST', '/yym-marketing-api/h5/groupBuy/join', {
      body: { groupBuyId: a.id, goodsId: g.id, touristDate: day(0), contactName: '团长' },
      headers: { 'Customer-Token': first.token },
    });
    expect(opened.body.code).toBe(200);
    const second = await customer('13912340072');
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/pages/groupbuy/list?tenantId=100001`);
    await h5.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), second.token);
    await h5.reload();
    const card = h5.getByTestId('gb-activity').filter({ hasText: NAME });
    await card.waitFor();
    expect(await card.getByTestId('gb-price').textContent()).toContain('¥39.90');
    expect(await card.getByTestId('gb-size').textContent()).toBe('2人团 · 12小时内成团');
    const group = card.getByTestId('gb-group');
    expect(await group.textContent()).toContain('已有1人,还差1人');
    await expect.poll(() => group.getByTestId('gb-countdown').textContent()).toMatch(/^剩余 11:5\d:\d\d$/);
    const before = await group.getByTestId('gb-countdown').textContent();
    await expect.poll(() => group.getByTestId('gb-countdown').textContent(), { timeout: 5000 }).not.toBe(before);
    await shot(h5, '03-h5-list');
    await group.getByTestId('gb-join').click();
    await h5.getByPlaceholder('联系人姓名').fill('团员');
    await shot(h5, '04-h5-join');
    await h5.getByTestId('gb-submit').click();
    await h5.waitForURL(/\/h5\/pay\?code=/);
    await expect.poll(() => h5.getByTestId('pay-amount').textContent()).toBe('¥39.90');
    await h5.getByTestId('pay-confirm').click();
    await h5.waitForURL(/\/orderDetail\?code=/);
    await shot(h5, '05-paid');
    // The opener pays too: the group forms.
    const firstOrder = opened.body.data.orderId as string;
    const trade = await boss.post('/order-api/pay/trade', { orderId: firstOrder });
    await new Client(t.url).post('/order-api/pay/notify/sandbox', trade.body.data.payParams.callback);
    const formed = (await t.db.one(sql`SELECT state, paid FROM gb_group WHERE activity_id = ${a.id}`))!;
    expect([Number(formed.state), Number(formed.paid)]).toEqual([2, 2]);
  }, 180_000);
});
