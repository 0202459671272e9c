import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import type { SandboxMail } from '../../server/src/platform/providers/index.ts';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

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

const china = (n = 0) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const HOTEL = '云栖精品酒店';
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/hotel-${name}.png`, fullPage: true });

/** Pick an option of an antd select (opened by clicking it). */
async function pick(page: Page, select: ReturnType<Page['locator']>, option: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

describe('hotels from the back office to the storefront and back', () => {
  let hotelId = '';
  let planId = '';

  it('the merchant creates a hotel, a room type and a rate plan, and sets a week of prices and rooms on the board', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/hotel/index`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('酒店名称').fill(HOTEL);
    await dialog.getByLabel('确认邮箱').fill('booking@yunqi.example.com');
    await dialog.getByLabel('地址').fill('浙江省杭州市西湖区云栖路8号');
    // the contract's check refuses it in the browser before anything is sent: the message shows
    // under the field and at the top, and the dialog stays open to fix it
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
    await dialog.getByLabel('电话').fill('abc');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-message', { hasText: '联系电话格式不正确' }).waitFor();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '联系电话格式不正确' }).waitFor();
    expect(sent.filter((u) => u.includes('/hotel'))).toEqual([]);
    await dialog.getByLabel('电话').fill('0571-88886666');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    // the new hotel waits off shelf, and the save says so
    await page.locator('.ant-message', { hasText: MSG.addedOffShelf }).waitFor();
    const row = page.locator('.ant-table-row', { hasText: HOTEL });
    await row.getByRole('button', { name: /上\s*架/ }).click();
    await row.getByText('已上架').waitFor();
    await shot(page, 'hotels');
    hotelId = String((await t.db.one<{ id: string }>(sql`SELECT id FROM htl_hotel WHERE name = ${HOTEL}`))!.id);

    await page.goto(`${t.url}/hotel/housetype`);
    await pick(page, page.getByTestId('room-hotel-filter'), HOTEL);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const room = page.locator('.ant-modal', { hasText: '新增' });
    await room.getByLabel('房型名称').fill('山景大床房');
    await room.getByLabel('面积(㎡)').fill('32');
    await room.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-table-row', { hasText: '山景大床房' }).waitFor();
    await shot(page, 'rooms');

    await page.goto(`${t.url}/hotel/product`);
    await pick(page, page.getByTestId('plan-hotel-filter'), HOTEL);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const plan = page.locator('.ant-modal', { hasText: '新增' });
    await pick(page, plan.getByTestId('plan-room-select'), '山景大床房');
    await plan.getByLabel('产品名称').fill('含早特惠');
    await plan.getByRole('button', { name: /保\s*存/ }).click();
    const planRow = page.locator('.ant-table-row', { hasText: '含早特惠' });
    await planRow.getByRole('button', { name: /上\s*架/ }).click();
    await planRow.getByText('已上架').waitFor();
    planId = String((await t.db.one<{ id: string }>(sql`SELECT id FROM htl_plan WHERE hotel_id = ${hotelId}`))!.id);

    // The board: a week of 288 yuan and 5 rooms in one batch, then one night changed in its cell.
    await planRow.getByRole('button', { name: '房价房量' }).click();
    await page.getByTestId('room-board').waitFor();
    await page.getByTestId('board-batch').click();
    const batch = page.locator('.ant-modal', { hasText: '批量设置房价房量' });
    await batch.getByTestId('night-batch-price').fill('288');
    await batch.getByTestId('night-batch-stock').fill('5');
    await batch.getByTestId('night-batch-ok').click();
    await page.getByText('已设置 7 个房晚').waitFor();
    const cell = (n: number) => page.getByTestId(`cell-${planId}-${china(n)}`);
    await expect.poll(() => cell(6).textContent()).toBe('¥288余5/5');
    expect(await cell(7).textContent()).toBe('未设置');
    await cell(2).click();
    await page.getByTestId('cell-stock').fill('8');
    await page.getByTestId('cell-save').click();
    await expect.poll(() => cell(2).textContent()).toBe('¥288余8/8');
    await shot(page, 'board');
    // The demo hotel's board: four plans over three room types.
    await pick(page, page.getByTestId('board-hotel'), '西湖山水酒店');
    await page.getByTestId('room-board').getByText('湖景套房').first().waitFor();
    await shot(page, 'board-demo');
    await page.close();
  });

  it('a customer on a phone books two nights and pays in the sandbox; the merchant e-mails the hotel and confirms', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${t.url}/h5/hotel/${hotelId}?tenantId=100001`);
    await phone.getByTestId('h5-hotel-name').waitFor();
    await phone.getByTestId('h5-check-in').fill(china(1));
    await phone.getByTestId('h5-check-out').fill(china(3));
    await expect.poll(() => phone.getByTestId(`h5-plan-${planId}`).textContent()).toContain('¥576');
    await phone.getByTestId(`h5-book-${planId}`).click();
    await phone.getByTestId('h5-guest-0').fill('林住客');
    await phone.getByTestId('h5-contact-name').fill('林住客');
    await phone.getByTestId('h5-contact-phone').fill('1390013900');
    await phone.getByTestId('h5-submit').click();
    await phone.getByText('手机号码长度不为11位').first().waitFor();
    await phone.getByTestId('h5-contact-phone').fill('13900139000');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'h5-booking');
    await phone.getByTestId('h5-submit').click();
    await phone.waitForURL('**/h5/hotelOrder?code=*');
    await expect.poll(() => phone.getByTestId('h5-order-amount').textContent()).toBe('¥576.00');
    await phone.getByTestId('h5-order-pay').click();
    await expect.poll(() => phone.getByTestId('h5-order-state').textContent()).toBe('待酒店确认');
    // no sideways scrolling on the phone
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'h5-order');
    const orderNo = String(
      (await t.db.one<{ order_no: string }>(
        sql`SELECT o.order_no FROM ord_order o JOIN htl_order h ON h.order_id = o.id WHERE h.plan_id = ${planId}`,
      ))!.order_no,
    );
    const nights = await t.db.query<{ sold: number }>(
      sql`SELECT sold FROM htl_night WHERE plan_id = ${planId} AND night IN (${china(1)}, ${china(2)})`,
    );
    expect(nights.map((n) => Number(n.sold))).toEqual([1, 1]);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/merchantOrder/hotel`);
    await page.getByTestId(`ho-detail-${orderNo}`).click();
    await expect.poll(() => page.getByTestId('ho-status').textContent()).toBe('确认中');
    await page.getByTestId('ho-mail').click();
    const mail = page.locator('.ant-modal', { hasText: '发送邮件' });
    await expect.poll(() => mail.getByTestId('ho-mail-to').inputValue()).toBe('booking@yunqi.example.com');
    await page.getByTestId('ho-dialog-ok').click();
    await page.locator('.ant-message').getByText('邮件已发送').waitFor();
    await page.getByTestId('ho-confirm').click();
    await page.getByTestId('ho-confirm-no').fill('YQ20260001');
    await page.getByTestId('ho-dialog-ok').click();
    await expect.poll(() => page.getByTestId('ho-status').textContent()).toBe('待使用');
    await page.getByRole('tab', { name: '邮件/短信' }).click();
    await page.getByTestId('ho-outbox').getByText('booking@yunqi.example.com').waitFor();
    await shot(page, 'order');
    const sent = (t.app.svc.providers.mail as SandboxMail).sent.at(-1);
    expect(sent?.subject).toContain(orderNo);

    // The customer sees the hotel's confirmation; the report counts the stay.
    await phone.reload();
    await expect.poll(() => phone.getByTestId('h5-order-state').textContent()).toBe('酒店已确认');
    await page.goto(`${t.url}/hotel/report`);
    const reportRow = page.getByTestId('hotel-report-table').locator('.ant-table-row', { hasText: HOTEL });
    await expect.poll(() => reportRow.textContent()).toContain('¥576.00');
    await page.getByTestId('hotel-status-chart').locator('canvas').waitFor();
    await page.waitForTimeout(1500); // the bars grow in
    await shot(page, 'report');
    await phone.close();
    await page.close();
  });
});
