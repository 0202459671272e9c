import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 影院影片: the merchant's cinema with its halls drawn; a customer at 390×844 picks two seats on the
// storefront's seat map, buys and pays; the back office's seat map of that screening shows them sold.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/cinema-${name}.png`, fullPage: true });

describe('cinema seats from the storefront to the back office', () => {
  it('a customer picks seats on the phone and pays; the back-office seat map shows them sold', async () => {
    const show = (await t.db.one<{
      id: string;
    }>(sql`SELECT s.id::text AS id FROM cin_screening s JOIN cin_hall h ON h.tenant_id = s.tenant_id
      AND h.id = s.hall_id WHERE s.tenant_id = '100001' AND h.name = '1号厅' ORDER BY s.start_time LIMIT 1`))!;

    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/cinema?tenantId=100001`);
    await h5.getByTestId(`h5-show-${show.id}`).waitFor();
    // a card application from the storefront waits for the merchant's review
    await h5.getByTestId('h5-card-name').fill('林影迷');
    await h5.getByTestId('h5-card-phone').fill('13800138555');
    await h5.getByTestId('h5-card-apply').click();
    await h5.getByTestId('h5-card-done').waitFor();
    await shot(h5, 'h5-home');
    await h5.getByTestId(`h5-show-${show.id}`).click();
    await h5.getByTestId('seat-grid').waitFor();
    // the demo's sold seats are drawn sold and cannot be picked
    expect(await h5.getByTestId('seat-5-6').getAttribute('data-state')).toBe('sold');
    expect(await h5.getByTestId('seat-5-6').isDisabled()).toBe(true);
    await h5.getByTestId('seat-3-5').click();
    await h5.getByTestId('seat-3-6').click();
    expect(await h5.getByTestId('seat-3-5').getAttribute('data-state')).toBe('picked');
    await h5.getByTestId('h5-cin-picked').getByText('3排4座').waitFor();
    await h5.getByTestId('h5-cin-name').fill('林影迷');
    await h5.getByTestId('h5-cin-phone').fill('13800138555');
    await h5.getByTestId('h5-cin-buy').getByText('确认选座 ¥78.00').waitFor();
    // the page fits the phone: nothing wider than the screen
    expect(await h5.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(h5, 'h5-seats');
    await h5.getByTestId('h5-cin-buy').click();
    await h5.getByTestId('h5-cin-state').getByText('待支付').waitFor();
    await h5.getByTestId('h5-cin-seats').getByText('3排4座、3排5座').waitFor();
    await h5.getByTestId('h5-cin-pay').click();
    await h5.getByTestId('h5-cin-state').getByText('已出票').waitFor();
    await shot(h5, 'h5-order');
    await h5.close();

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/movie/index`);
    await page.locator('.ant-table-row', { hasText: '湖畔星光影城' }).first().waitFor();
    await shot(page, 'cinemas');
    await page.getByRole('tab', { name: '排片', exact: true }).click();
    await page.getByTestId(`cin-seats-${show.id}`).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByTestId('seat-3-5').waitFor();
    expect(await drawer.getByTestId('seat-3-5').getAttribute('data-state')).toBe('sold');
    expect(await drawer.getByTestId('seat-3-6').getAttribute('data-state')).toBe('sold');
    await drawer.getByTestId('seat-sold-count').getByText('7').waitFor();
    expect(await drawer.getByTestId('seat-3-5').getAttribute('title')).toMatch(/3排4座 已售 订单 M/);
    await page.waitForTimeout(500); // the drawer's slide-in
    await shot(page, 'seatmap');
    await drawer.locator('.ant-drawer-close').click();
    await page.close();
  });

  it('the merchant edits a hall visually, reviews a card and keeps the settings', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/movie/index`);
    const cinema = (await t.db.one<{ id: string }>(sql`SELECT id::text AS id FROM cin_cinema WHERE tenant_id = '100001' LIMIT 1`))!;
    await page.getByTestId(`cin-halls-${cinema.id}`).click();
    await page.locator('.ant-drawer').getByRole('button', { name: '新增影厅' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增影厅' });
    await dialog.getByLabel('影厅名称').fill('3号厅');
    await dialog.getByLabel('排数').fill('6');
    await dialog.getByLabel('每排座位').fill('10');
    await dialog.getByTestId('cell-6-10').waitFor();
    await dialog.getByTestId('cell-1-1').click(); // a seat out of use
    await dialog.getByTestId('cell-1-5').click();
    await dialog.getByTestId('cell-1-5').click(); // an aisle
    expect(await dialog.getByTestId('cell-1-1').getAttribute('class')).toContain('seat-off');
    expect(await dialog.getByTestId('cell-1-5').getAttribute('class')).toContain('seat-aisle-edit');
    await page.waitForTimeout(300);
    await shot(page, 'hall-editor');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    // 60 cells, one out of use, one aisle: 58 seats
    await page.locator('.ant-drawer .ant-table-row', { hasText: '3号厅' }).getByText('58').waitFor();
    await shot(page, 'halls');
    await page.locator('.ant-drawer-close').click();

    await page.getByRole('tab', { name: '影片', exact: true }).click();
    await page.locator('.ant-table-row', { hasText: '星河远航' }).waitFor();
    await shot(page, 'films');

    await page.getByRole('tab', { name: '会员卡审核', exact: true }).click();
    const row = page.locator('.ant-table-row', { hasText: '李思影' });
    await row.getByText('通过').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await row.getByText('已通过').waitFor();
    await page.locator('.ant-table-row', { hasText: '林影迷' }).getByText('待审核').waitFor();
    await shot(page, 'cards');

    await page.getByRole('tab', { name: '观影设置', exact: true }).click();
    await page.getByLabel('每单最多座位').fill('4');
    await page.getByTestId('cin-settings-save').click();
    await page.getByText('更新成功').waitFor();
    const s = await t.db.one<{ max_seats: number }>(sql`SELECT max_seats FROM cin_setting WHERE tenant_id = '100001'`);
    expect(Number(s!.max_seats)).toBe(4);
    await shot(page, 'settings');
    await page.close();
  });
});
