import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { day, makeTicket, ok, pay } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 分销裂变: the merchant creates a plan on a ticket; a customer applies and is passed, a friend buys
// through the promoter's code; the promoter asks for a withdrawal on the phone (390×844); the merchant
// sees the order and its kickback on 分销订单 and pays the withdrawal out on 提现审核.

let t: TestApp;
let browser: TestBrowser;
let boss: Client;
beforeAll(async () => {
  t = await startApp();
  browser = await launch();
  boss = (await login(t, ...DEMO.boss)).client;
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/fission-${name}.png`, fullPage: true });
const FP = '/yym-marketing-api/fission';

async function customerToken(phone: string) {
  const anon = new Client(t.url);
  await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
  const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!.code;
  return (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;
}

describe('分销裂变 in the browser', () => {
  it('the merchant creates a plan; an order through a promoter shows with its kickback; the promoter withdraws and the merchant pays out', async () => {
    const ticket = await makeTicket(boss, { name: '分销专享票', price: 8000, stock: 20 });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/distribution/index`);
    await page.locator('.ant-table-row', { hasText: '景区门票全民分销' }).waitFor();

    // 分销方案: a 10% plan on the new ticket
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dlg = page.locator('.ant-modal', { hasText: '新增' });
    await dlg.getByLabel('方案名称').fill('春季门票推广');
    await dlg.locator('.ant-select').first().click();
    await page.keyboard.type('分销专享');
    await page.locator('.ant-select-item-option', { hasText: '分销专享票' }).click();
    await page.keyboard.press('Escape');
    await dlg.getByLabel('开始日期').fill(day(-1));
    await dlg.getByLabel('结束日期').fill(day(60));
    await dlg.getByLabel('佣金', { exact: true }).fill('10');
    await shot(page, '01-plan-dialog');
    await dlg.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    const planRow = page.locator('.ant-table-row', { hasText: '春季门票推广' });
    await expect.poll(() => planRow.textContent()).toContain('成交额的10%');
    expect(await planRow.textContent()).toContain('分销专享票');

    // a promoter (applied on the storefront, passed) brings a friend's order of two tickets: 16 yuan
    const phone = '13912345678';
    const token = await customerToken(phone);
    const h5Client = new Client(t.url, null, { 'Customer-Token': token });
    const applied = ok(await h5Client.post('/yym-marketing-api/h5/fission/apply', { name: '林推广' }));
    ok(await boss.post(`${FP}/person/audit`, { id: applied.id, pass: true }));
    const o = ok(
      await new Client(t.url).post('/order-api/h5/order/place', {
        tenantId: '100001',
        productId: ticket.productId,
        touristDate: day(0),
        quantity: 2,
        contactName: '好友',
        contactPhone: '13812345678',
        promoterCode: applied.code,
      }),
    );
    await pay(t, boss, o.orderId);

    // the promoter at phone size: code, balance, a withdrawal of 10 yuan
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/fission?tenantId=100001`);
    await h5.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), token);
    await h5.reload();
    await expect.poll(() => h5.getByTestId('fission-balance').textContent()).toBe('16.00');
    expect(await h5.getByTestId('fission-code').textContent()).toBe(applied.code);
    await h5.getByTestId('fission-amount').fill('10');
    await h5.getByPlaceholder('收款人姓名').fill('林推广');
    await h5.getByPlaceholder('收款账户(支付宝/银行卡)').fill('lin@example.com');
    await h5.getByTestId('fission-withdraw').click();
    await h5.getByRole('alert').filter({ hasText: '提现申请已提交' }).waitFor();
    await expect.poll(() => h5.getByTestId('fission-balance').textContent()).toBe('6.00');
    expect(await h5.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(h5, '02-h5');

    // 分销订单: the order, its kickback and the chart
    await page.getByRole('tab', { name: '分销订单' }).click();
    const orderRow = page.locator('.ant-table-row', { hasText: o.orderNo });
    await expect.poll(() => orderRow.textContent()).toContain('16.00');
    expect(await orderRow.textContent()).toContain('已入账');
    await page.getByTestId('fission-daily').waitFor();
    await orderRow.getByRole('button', { name: '佣金明细' }).click();
    const detail = page.locator('.ant-modal', { hasText: '佣金明细' });
    await expect.poll(() => detail.textContent()).toContain('佣金入账');
    expect(await detail.textContent()).toContain('春季门票推广');
    await shot(page, '03-orders');
    await detail.getByRole('button', { name: 'Close' }).click();

    // 提现审核: pay the withdrawal out, once
    await page.getByRole('tab', { name: '提现审核' }).click();
    const wRow = page.locator('.ant-table-row', { hasText: '林推广' });
    await expect.poll(() => wRow.textContent()).toContain('待审核');
    await wRow.getByRole('button', { name: '打款通过' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|O\s*K/ })
      .click();
    await expect.poll(() => wRow.textContent()).toContain('已打款');
    expect(await wRow.getByRole('button', { name: '打款通过' }).count()).toBe(0);
    await shot(page, '04-withdrawals');
    // the other tabs show the demo rows (pictures for review)
    await page.getByRole('tab', { name: '推广员' }).click();
    await page.locator('.ant-table-row', { hasText: '赵一鸣' }).waitFor();
    await shot(page, '05-promoters');
    await page.getByRole('tab', { name: '特殊分销商' }).click();
    await page.locator('.ant-table-row', { hasText: '青旅国际旅行社' }).waitFor();
    await shot(page, '06-specials');
    await page.getByRole('tab', { name: '分销设置' }).click();
    await page.getByLabel('最低提现金额').waitFor();
    await expect.poll(() => page.getByLabel('开启分销').getAttribute('aria-checked')).toBe('true');
    await shot(page, '07-config');
    const w = await t.db.one<{ state: number }>(sql`SELECT state FROM fis_withdraw WHERE promoter_id = ${applied.id}`);
    expect(Number(w!.state)).toBe(1);
    await page.close();
    await h5.close();
  });
});
