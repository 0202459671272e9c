import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/report-${name}.png`, fullPage: true });
const yuan = (text: string | null) => Number((text ?? '').replace(/[¥,\s]/g, ''));

const PAGES: [path: string, name: string, tab: string][] = [
  ['/orderReport/index', 'order', 'gather'],
  ['/scenicOperation/index', 'scenic', 'page'],
  ['/report/ticketStatistics/list', 'ticket', 'statistics'],
  ['/supDisReport/index', 'supdis', 'supplier'],
  ['/usersReport/sex', 'users', 'sex'],
  ['/supplyMarketReport/index', 'market', 'ota'],
  ['/report/finance', 'finance', 'report'],
];

describe('数据报表', () => {
  it('every report page shows its chart above its table with a totals row; the order report follows the range and exports', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    for (const [path, name, tab] of PAGES) {
      await page.goto(t.url + path);
      await page.getByTestId(`report-chart-${tab}`).waitFor();
      await page.getByTestId(`report-table-${tab}`).locator('.ant-table-row').first().waitFor();
      await page.locator('[data-testid=report-totals]:visible').first().waitFor();
      await shot(page, name);
    }

    // 订单报表: the chart's figures and the table's totals row agree with the statistics; a shorter range shows fewer days.
    await page.goto(`${t.url}/orderReport/index`);
    const table = page.getByTestId('report-table-gather');
    await table.locator('.ant-table-row').first().waitFor();
    const totals = page.locator('[data-testid=report-totals]:visible');
    const paidCell = () => totals.locator('td').nth(4).textContent();
    await expect.poll(async () => yuan(await paidCell())).toBeGreaterThan(0);
    const stat = page
      .getByTestId('report-stats-gather')
      .locator('.ant-statistic', { hasText: '支付金额' })
      .locator('.ant-statistic-content');
    expect(yuan(await stat.textContent())).toBe(yuan(await paidCell()));
    await page.locator('.ant-picker-range:visible').click();
    await page.locator('.ant-picker-presets li', { hasText: '近7天' }).click();
    await expect.poll(() => page.locator('.ant-pagination:visible').count()).toBe(0); // 7 rows fit one page
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(7);
    await page.locator('[data-testid=report-period]:visible').getByText('按月').click();
    await expect.poll(() => table.locator('.ant-table-row').count()).toBeLessThanOrEqual(2);

    const [file] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=report-export]:visible').click()]);
    expect(file.suggestedFilename()).toMatch(/^订单汇总_.*\.xlsx$/);
    // 景区运营: the orders of the range, a row each (the scenic order export).
    await page.goto(`${t.url}/scenicOperation/index`);
    const [orders] = await Promise.all([page.waitForEvent('download'), page.getByTestId('scenic-order-export').click()]);
    expect(orders.suggestedFilename()).toMatch(/^景区订单明细_.*\.xlsx$/);
    await page.goto(`${t.url}/reportExport/reportExport`);
    await page.locator('.ant-table-row', { hasText: '订单汇总' }).first().waitFor();
    await page.locator('.ant-table-row', { hasText: '景区订单明细' }).first().waitFor();
    await page.close();
  });

  it('实时客流: the merchant sets up a big screen and opens its link in a fresh browser with no login', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/realTimeMan/index`);
    await page.getByTestId('realtime-hourly').waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('大屏名称').fill('南门检票大屏');
    await dialog.getByLabel('承载量(人)').fill('3000');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: '南门检票大屏' });
    await row.getByRole('button', { name: '大屏链接' }).click();
    await page.getByTestId('issue-token').click();
    const url = await page.getByTestId('screen-url').inputValue();
    expect(url).toContain('/bigScreen?token=100001.');
    await shot(page, 'realtime');

    const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await screen.goto(url);
    await screen.getByTestId('big-screen').waitFor();
    await screen.getByText('南门检票大屏').waitFor();
    await screen.getByTestId('big-screen-gauge').waitFor();
    await shot(screen, 'big-screen');

    // Closing the screen revokes the link: the open screen says so on its next refresh, a reload at once.
    await page.locator('.ant-modal-close:visible').click();
    await page.locator('.ant-modal-close:visible').waitFor({ state: 'detached' });
    await row.getByRole('switch', { name: '开放访问' }).click();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await screen.reload();
    await screen.locator('.ant-result-title', { hasText: '大屏链接已失效，请向商户索取新的链接' }).waitFor();
    await screen.close();
    await page.close();
  });
});
