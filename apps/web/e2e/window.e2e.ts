import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { makeTicket, ok } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 窗口售票: a cashier sells two tickets with cash by keyboard only and prints them (80 mm), reprints on
// A4 from the orders tab (recorded as a reprint), and closes the shift with the totals the server keeps.

const W = '/order-api/window-ticket';
let t: TestApp;
let browser: TestBrowser;
let boss: Client;
let page: Page;
const MM = 96 / 25.4;

beforeAll(async () => {
  t = await startApp();
  browser = await launch();
  boss = (await login(t, ...DEMO.boss)).client;
  await makeTicket(boss, { name: '窗口键盘票', price: 10000, stock: 100 });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const sheetWidth = () =>
  page
    .locator('.win-sheet')
    .first()
    .evaluate((e) => e.getBoundingClientRect().width);

describe('窗口售票 in the browser', () => {
  it('sells two tickets for cash with change by keyboard only and opens the 80 mm print page', async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/windowTicket/index`);
    const search = page.getByLabel('搜索门票');
    await expect.poll(() => search.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('窗口键盘');
    await expect.poll(() => page.getByRole('option', { selected: true }).textContent()).toContain('窗口键盘票');
    await page.keyboard.press('Enter');
    await page.keyboard.press('2');
    await expect.poll(() => page.getByTestId('sale-total').textContent()).toBe('¥200.00');
    await page.keyboard.press(' ');
    await expect.poll(() => page.getByLabel('实收金额').evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('300');
    await expect.poll(() => page.getByTestId('change').textContent()).toBe('找零 ¥100.00');
    await page.screenshot({ path: '/tmp/window-01-counter.png' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/windowTicket/preview**');
    await expect.poll(() => page.locator('.win-sheet').count()).toBe(2);
    // the sheet is the paper: 80 mm wide, and the page rule asks the printer for it
    expect(Math.abs((await sheetWidth()) - 80 * MM)).toBeLessThan(1);
    expect(await page.locator('.win-print style').textContent()).toContain('size: 80mm 120mm');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('2 张票');
    await page.screenshot({ path: '/tmp/window-02-print80.png' });
    await page.keyboard.press('Escape');
    await page.waitForURL('**/windowTicket/index');
  });

  it('reprints on A4 from the orders tab with the confirm step; the reprint is recorded', async () => {
    await page.getByRole('tab', { name: '退票改签' }).click();
    const row = page.locator('.ant-table-row', { hasText: '窗口键盘票' }).first();
    await row.getByRole('button', { name: '补打' }).click();
    await expect.poll(() => page.locator('.ant-modal .ant-alert').textContent()).toContain('本次为补打');
    await page.getByRole('combobox', { name: '打印模板' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'A4' }).click();
    await page.getByRole('button', { name: '确认打印' }).click();
    await page.waitForURL('**/windowTicket/preview**');
    await expect.poll(() => page.locator('.win-sheet[data-paper="A4"]').count()).toBe(1);
    expect(Math.abs((await sheetWidth()) - 210 * MM)).toBeLessThan(1);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('含补打');
    await page.screenshot({ path: '/tmp/window-03-printA4.png' });
    const recs = ok(await boss.get('/order-api/print-template/getPrintOutTicketRecord', { current: 1, size: 2 }));
    expect(recs.records.map((r: { reprint: number; paper: string }) => [r.reprint, r.paper])).toEqual([
      [1, 'A4'],
      [0, '80mm'],
    ]);
  });

  it('closes the shift showing the cash the server expects, then asks to open a new one', async () => {
    await page.goto(`${t.url}/windowTicket/index`);
    const live = ok(await boss.get(`${W}/shift/current`));
    await page.getByRole('button', { name: /交\s*班/ }).click();
    const yuan = (live.live.expectedCash / 100).toFixed(2);
    await expect.poll(() => page.getByTestId('expected-cash').textContent()).toBe(`¥${yuan}`);
    await page.getByLabel('清点现金').fill(yuan);
    await expect.poll(() => page.getByTestId('cash-diff').textContent()).toBe('差额 0.00 元');
    await page.screenshot({ path: '/tmp/window-04-close.png' });
    await page.getByRole('button', { name: '确认交班' }).click();
    await expect.poll(() => page.getByRole('button', { name: /开班/ }).count()).toBe(1);
    const shifts = ok(await boss.get(`${W}/shift/page`, { current: 1, size: 1 }));
    expect(shifts.records[0]).toMatchObject({ shiftStatus: 2, expectedCash: live.live.expectedCash, countedCash: live.live.expectedCash });
  });
});
