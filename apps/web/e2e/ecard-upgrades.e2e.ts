import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '@yym/contract';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// A customer on a phone renews a card that ends soon from the card pack (续卡 → combo → sandbox
// cashier) and sees the new end date; the merchant sees the order on the 升级订单 tab with its timeline.

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

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const poll = <T>(f: () => Promise<T>) => expect.poll(f, { timeout: 10_000 });

describe('e-card renewal and upgrade orders in the browser', () => {
  it('a customer renews a card from the card pack and the merchant sees it on the 升级订单 tab', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    const phone = '13912340021';
    // The demo 5-visit card (with its renewal combos) given to the customer, ending in five days.
    const card = (await t.db.one<{ id: string }>(sql`SELECT id::text FROM ec_card WHERE tenant_id = '100001' AND name = '温泉五次卡'`))!;
    const given = (await boss.post('/yym-product-api/eCard/giveAway', { cardId: card.id, holderName: '钱多多', holderPhone: phone })).body
      .data;
    const today = chinaToday();
    const end = addDays(today, 5);
    await boss.post('/yym-product-api/eCard/userCard/editValidity', { id: given.id, validStart: addDays(today, -100), validEnd: end });

    const anon = new Client(t.url);
    await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
    const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!
      .code;
    const token = (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/h5/ecard?tenantId=100001`);
    await page.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), token);
    await page.goto(`${t.url}/h5/ecard?tenantId=100001&tab=pack`);
    const held = page.getByTestId('ecard-held').filter({ hasText: '温泉五次卡' });
    await held.getByText(`至 ${end}`).waitFor();
    await held.getByRole('button', { name: /升\s*级/ }).waitFor();
    await page.screenshot({ path: '/tmp/ecard-upgrade-pack.png', fullPage: true });
    await held.getByRole('button', { name: /^续\s*卡$/ }).click();
    const option = page.getByTestId('ecard-renewal-option').filter({ hasText: '续30天' });
    await option.getByText(`续后有效期至 ${addDays(end, 30)}`).waitFor();
    await option.getByRole('button', { name: /续卡/ }).click({ trial: true }); // the sheet has slid in
    await page.screenshot({ path: '/tmp/ecard-upgrade-sheet.png' });
    await option.getByRole('button', { name: /续卡/ }).click();
    await page.waitForURL(/\/h5\/pay\?code=/);
    await poll(() => page.getByTestId('pay-amount').textContent()).toBe('¥49.00');
    await page.getByTestId('pay-confirm').click();
    await page.waitForURL(/orderDetail/);
    await page.goto(`${t.url}/h5/ecard?tenantId=100001&tab=pack`);
    await held.getByText(`至 ${addDays(end, 30)}`).waitFor();
    await page.screenshot({ path: '/tmp/ecard-upgrade-renewed.png', fullPage: true });
    // The upgrade sheet of the same card: the demo scheme to the annual pass.
    await held.getByRole('button', { name: /升\s*级/ }).click();
    const up = page.getByTestId('ecard-upgrade-option').filter({ hasText: '山水联票年卡' });
    await up.getByRole('button', { name: /升级/ }).click({ trial: true });
    await page.screenshot({ path: '/tmp/ecard-upgrade-upsheet.png' });
    await page.close();

    const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, desk, DEMO.boss);
    await desk.goto(`${t.url}/eleCardManage/order`);
    await desk.getByRole('tab', { name: '升级订单' }).click();
    const row = desk.locator('.ant-table-row:visible', { hasText: '钱多多' });
    await row.waitFor();
    await poll(() => row.textContent()).toContain('续卡');
    await desk.screenshot({ path: '/tmp/ecard-upgrade-list.png' });
    await row.getByRole('button', { name: /详\s*情/ }).click();
    const drawer = desk.locator('.ant-drawer-content', { hasText: '续卡订单' });
    await drawer.getByText(addDays(end, 30)).first().waitFor();
    await drawer.getByRole('tab', { name: '订单进度' }).waitFor();
    await drawer
      .getByText(/续卡已生效/)
      .first()
      .waitFor();
    await desk.screenshot({ path: '/tmp/ecard-upgrade-desk.png' });
    await desk.close();
  });
});
