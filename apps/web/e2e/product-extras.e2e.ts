import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/src/platform/sql.ts';
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

describe('ticket batch changes', () => {
  it('the boss uses 批量修改, sees how many dates will change, confirms, and reads the new price in the calendar', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/product/ticket`);
    const row = page.locator('.ant-table-row', { hasText: '西湖游船票' });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await page.getByRole('tab', { name: '票种与价格库存' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('儿童票').first().waitFor();
    await drawer.getByRole('button', { name: '批量修改' }).click();

    // the default range is today and the next 30 days, every weekday, every sku; only the price changes
    const dialog = page.locator('.ant-modal', { hasText: '批量修改价格库存' });
    await dialog.getByTestId('batch-price').fill('123.45');
    await dialog.getByTestId('batch-ok').click();
    await expect.poll(() => dialog.getByTestId('batch-preview').textContent()).toContain('将修改 31 个日期,共 62 条价格库存');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('已修改 31 个日期').waitFor();

    // the month calendar shows the new price on today's cell
    const today = drawer.locator(`.ant-picker-cell[title="${china()}"]`);
    await expect.poll(() => today.textContent()).toContain('¥123.45');
    const p = await t.db.one<{
      n: number;
    }>(sql`SELECT count(*)::int AS n FROM prd_calendar c JOIN prd_sku s ON s.tenant_id = c.tenant_id AND s.id = c.sku_id
      JOIN prd_product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id WHERE p.tenant_id = '100001' AND p.name = '西湖游船票' AND c.price = 12345`);
    expect(p!.n).toBe(62);
    await page.close();
  });
});

describe('spec templates and product distribution pages', () => {
  it('the boss reads the demo templates with their products, and the distribution price of the changed ticket', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/product/specsConfig`);
    const adult = page.locator('.ant-table-row', { hasText: '18-59周岁' });
    await adult.waitFor();
    await adult.getByRole('button', { name: '关联商品' }).click();
    await page.locator('.ant-modal').getByText('西湖游船票').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${t.url}/distribution/goods`);
    const boat = page.locator('.ant-table-row', { hasText: '西湖游船票' });
    await boat.getByText('携程旅行').waitFor();
    await boat.getByText('销售价×95%').waitFor();
    await boat.getByRole('button', { name: '价格日历' }).click();
    // 123.45 after the batch change above, at 95%: 117.2775 → ¥117.28
    const first = page.locator('.ant-drawer .ant-table-row').first();
    await expect.poll(() => first.textContent()).toContain(china());
    expect(await first.textContent()).toContain('¥117.28');
    await page.close();
  });
});
