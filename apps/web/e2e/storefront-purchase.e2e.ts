import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG, ORDER_STATUS as S, idCardCheckDigit } from '@yym/contract';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { sql } from '../../server/src/platform/sql.ts';
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

// Pages load lazily on a busy machine: wait up to 10 s for what a user would see.
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });

// SHOTS_DIR=/tmp/shots-x keeps a screenshot of every step (for looking at the pages).
const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return;
  mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  // Toasts hidden so they do not cover the page in the picture.
  await page.screenshot({
    path: `${process.env.SHOTS_DIR}/${name}.png`,
    fullPage: true,
    style: '.ant-message, .k-toasts { display: none !important; }',
  });
};
const idCard = (n: number) => {
  const first = `33010619850203${String(n).padStart(3, '0')}`;
  return first + idCardCheckDigit(first);
};

describe('storefront purchase', () => {
  it('a customer on a phone picks a date, fills contact and guests, submits, pays in the sandbox cashier and sees 待使用', async () => {
    // The demo's real-name ticket (one guest with ID card per ticket).
    const p = (await t.db.one<{ id: string }>(
      sql`SELECT id FROM prd_product WHERE tenant_id = '100001' AND name = '灵隐寺门票' AND is_deleted = 0`,
    ))!;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/h5/product/${p.id}?tenantId=100001`);
    await poll(() => page.locator('h1.h5p-name').textContent()).toBe('灵隐寺门票');
    await shot(page, '01-product');

    // Submitting without a date: told to pick one, nothing placed.
    await page.getByTestId('place-submit').click();
    await poll(() => page.getByText('请选择游玩日期').count()).toBeGreaterThan(0);

    const day = page.locator('.h5p-day:not([disabled])').nth(1);
    const date = await day.getAttribute('data-date');
    await day.click();
    await page.getByTestId('qty-plus').click();
    await poll(() => page.getByTestId('qty').textContent()).toBe('2');
    await page.getByTestId('contact-name').fill('赵游客');
    await page.getByTestId('contact-phone').fill('13912345678');
    await page.getByTestId('guest-0-name').fill('赵游客');
    await page.getByTestId('guest-0-card').fill(idCard(1));
    await page.getByTestId('guest-1-name').fill('赵同行');
    // A wrong check digit: the contract's message, shown at the field; nothing is placed.
    const wrong = idCard(2).slice(0, 17) + (idCard(2)[17] === '0' ? '1' : '0');
    await page.getByTestId('guest-1-card').fill(wrong);
    await page.getByTestId('place-submit').click();
    await poll(() => page.getByTestId('guest-1-card-error').textContent()).toBe(MSG.idCheckDigit);
    await shot(page, '02-product-form-error');
    expect(
      Number(
        (await t.db.one<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ord_order WHERE product_id = ${p.id} AND contact_phone = '13912345678'`,
        ))!.n,
      ),
    ).toBe(0);

    await page.getByTestId('guest-1-card').fill(idCard(2));
    await poll(() => page.getByTestId('total').textContent()).toBe('¥90.00');
    await shot(page, '03-product-form');
    await page.getByTestId('place-submit').click();
    await page.waitForURL(/\/h5\/pay\?code=/);
    await poll(() => page.getByTestId('pay-amount').textContent()).toBe('¥90.00');
    await shot(page, '04-cashier');

    await page.getByTestId('pay-confirm').click();
    await page.waitForURL(/\/orderDetail\?code=/);
    await poll(() => page.getByTestId('order-state').textContent()).toBe('待使用');
    expect(await page.getByTestId('order-qr').count()).toBe(2);
    await shot(page, '05-order-detail');

    const o = (await t.db.one(sql`SELECT * FROM ord_order WHERE product_id = ${p.id} AND contact_phone = '13912345678'`))!;
    expect(Number(o.order_status)).toBe(S.TO_BE_USED);
    expect(o.play_date).toBe(date);
    expect(Number(o.quantity)).toBe(2);
    expect(o.channel).toBe('h5');
    const guests = await t.db.query(sql`SELECT guest_name, card_num FROM ord_guest WHERE order_id = ${o.id} ORDER BY id`);
    expect(guests).toEqual([
      { guest_name: '赵游客', card_num: idCard(1) },
      { guest_name: '赵同行', card_num: idCard(2) },
    ]);
    await page.close();
  });

  it("a product with two ticket kinds shows the chosen kind's price on the calendar and in the total", async () => {
    const p = (await t.db.one<{ id: string }>(
      sql`SELECT id FROM prd_product WHERE tenant_id = '100001' AND name = '西湖游船票' AND is_deleted = 0`,
    ))!;
    const skus = await t.db.query<{ id: string; name: string }>(
      sql`SELECT id, name FROM prd_sku WHERE product_id = ${p.id} ORDER BY sort, id`,
    );
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/h5/product/${p.id}?tenantId=100001`);
    const day = page.locator('.h5p-day:not([disabled])').first();
    await poll(() => day.textContent()).toContain('¥55.00');
    const child = skus.find((k) => k.name === '儿童票')!;
    await page.getByTestId(`sku-${child.id}`).click();
    await poll(() => day.textContent()).toContain('¥28.00');
    await day.click();
    // No real names needed: no guest rows.
    expect(await page.getByTestId('guest-0').count()).toBe(0);
    await poll(() => page.getByTestId('total').textContent()).toBe('¥28.00');
    await page.getByTestId('buy-form').scrollIntoViewIfNeeded();
    await shot(page, '06-product-skus');
    await page.close();
  });

  it('the boss opens the three checking pages and sees their rows (or the empty state), and marks a scenic spot recommended', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);

    // Check-method config: every method of the code table, with a switch; saving asks first.
    await page.goto(`${t.url}/ticket/verifyConfig`);
    await poll(() => page.locator('.ant-table-row').count()).toBe(8);
    await page.getByTestId('verify-config-10').click();
    await page.getByTestId('verify-config-save').click();
    await poll(() => page.locator('.ant-modal-confirm').count()).toBe(1);
    await shot(page, '10-verify-config-confirm');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await poll(() => page.getByText(MSG.updateSuccess).count()).toBeGreaterThan(0);
    const cfg = await t.db.one(sql`SELECT enabled FROM vf_config WHERE tenant_id = '100001' AND method = 10`);
    expect(Number(cfg!.enabled)).toBe(0);
    await shot(page, '11-verify-config');

    // Check powers: add one through the dialog with the product picker, then it is listed.
    await page.goto(`${t.url}/ticket/verifyPower`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '可核销商品' });
    await dialog.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option').filter({ hasText: '(checker)' }).click();
    await dialog.getByTestId('power-pick-products').click();
    const picker = page.locator('.ant-modal').filter({ hasText: '选择可核销的商品' });
    await picker.getByPlaceholder('请输入名称').fill('灵隐');
    await picker.getByRole('button', { name: /搜\s*索/ }).click();
    await poll(() => picker.locator('.ant-table-row').count()).toBe(1);
    await picker.locator('.ant-table-row .ant-checkbox-input').check();
    await shot(page, '12-verify-power-picker');
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => dialog.locator('.ant-tag').filter({ hasText: '灵隐寺门票' }).count()).toBe(1);
    await shot(page, '13-verify-power-dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => page.locator('.ant-table-row').filter({ hasText: '灵隐寺门票' }).count()).toBe(1);
    await shot(page, '14-verify-power');

    // Device records: the demo's gate device has rows; an unknown device shows the empty state.
    await page.goto(`${t.url}/ticket/deviceRecord`);
    const rows = page.locator('.ant-table-row');
    await poll(async () => (await rows.count()) > 0 || (await page.getByText('暂无设备核销记录').count()) > 0).toBe(true);
    await shot(page, '15-device-records');
    await page.getByTestId('device-no').fill('NO-SUCH-DEVICE');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await poll(() => page.getByText('暂无设备核销记录').count()).toBeGreaterThan(0);
    expect(await rows.count()).toBe(0);
    await shot(page, '16-device-records-empty');

    // Offline recommendation of a scenic spot: the dialog, then the list shows it.
    await page.goto(`${t.url}/scenic/index`);
    const first = page.locator('.ant-table-row').first();
    await poll(() => first.count()).toBe(1);
    const name = (await first.locator('td').nth(1).textContent())!;
    await first.getByRole('button', { name: '线下推荐' }).click();
    const rec = page.locator('.ant-modal').filter({ hasText: '线下推荐' });
    await rec.getByText('推荐', { exact: true }).click();
    await shot(page, '17-scenic-recommend');
    await rec.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => page.locator('.ant-table-row').filter({ hasText: name }).getByTestId('recommend-on').count()).toBe(1);
    await shot(page, '18-scenic');
    const poi = await t.db.one(sql`SELECT offline_recommend FROM prd_poi WHERE tenant_id = '100001' AND name = ${name}`);
    expect(Number(poi!.offline_recommend)).toBe(1);
    await page.close();
  });
});
