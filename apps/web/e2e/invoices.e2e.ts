import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { sql } from '../../server/src/platform/sql.ts';
import { ok } from '../../server/test/commerce-helpers.ts';
import { invoiceSetup, paidOrder } from '../../server/test/invoice-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// the monitor's page loads its counts after the shell: room for a loaded machine
const SLOW = { timeout: 15_000 };

// 发票管理 and 设备监控 in the browser: a customer asks for an invoice on the phone, the merchant issues
// it and the customer downloads the PDF; the monitor shows a gate going offline.

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

describe('invoices and devices in the browser', () => {
  it('a customer asks on the storefront, the merchant issues, the customer downloads the PDF', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    const o = await paidOrder(t, boss, 2);
    await invoiceSetup(boss, o.productId);

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    await phone.goto(`${t.url}/orderDetail?code=${o.code}`);
    await phone.getByTestId('invoice-link').click();
    await expect.poll(() => phone.getByTestId('invoice-kept').textContent()).toContain('60.00');
    await phone.getByPlaceholder('单位全称').fill('杭州云栖科技有限公司');
    await phone.getByPlaceholder('18位统一社会信用代码').fill('91330100MA2812345X');
    await phone.getByPlaceholder('电子发票将发送至此邮箱').fill('ap@yunqi.example.com');
    await phone.getByRole('button', { name: '提交申请' }).click();
    // A wrong taxpayer number is caught on the form.
    await expect.poll(() => phone.getByText('纳税人识别号格式不正确').count()).toBe(1);
    await phone.getByPlaceholder('18位统一社会信用代码').fill('91330100MA28L1234A');
    await phone.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => phone.getByTestId('invoice-state').textContent()).toBe('待开票');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: '/tmp/invoices-01-phone.png', fullPage: true });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/invoiceManagement/index`);
    const row = page.locator('.ant-table-row', { hasText: o.orderNo });
    await expect.poll(() => row.textContent()).toContain('待开票');
    await row.getByRole('button', { name: '开票', exact: true }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => row.textContent()).toContain('已开票');
    await page.screenshot({ path: '/tmp/invoices-02-bills.png' });

    await phone.reload();
    await expect.poll(() => phone.getByTestId('invoice-state').textContent()).toBe('已开票');
    const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByText('下载PDF').click()]);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await phone.getByRole('button', { name: '确认收到发票' }).click();
    await expect.poll(() => phone.getByTestId('invoice-confirmed').count()).toBe(1);
    await phone.screenshot({ path: '/tmp/invoices-03-phone-issued.png', fullPage: true });
    await phone.close();
    await page.close();
  });

  it('the monitor shows a gate going offline', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    const gate = ok(await boss.get('/yym-verification-api/equipment/page', { keyword: 'GATE-01' })).records[0];
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    // the demo's heartbeats are minutes before it was seeded (once per run): put them back on that footing
    await t.db.query(sql`UPDATE dev_device SET last_seen = last_seen + (now() - create_time) WHERE last_seen IS NOT NULL`);
    await page.goto(`${t.url}/deviceMonitor/index`);
    const offline = page.getByTestId('count-offline');
    await expect.poll(() => offline.textContent(), SLOW).toContain('1');
    const row = page.locator('.ant-table-row', { hasText: 'GATE-01' });
    await expect.poll(() => row.textContent(), SLOW).toContain('在线');
    await page.screenshot({ path: '/tmp/invoices-04-monitor.png' });

    // The gate stops reporting: ten minutes later it is offline.
    await t.db.query(sql`UPDATE dev_device SET last_seen = now() - interval '10 minutes' WHERE id = ${gate.id}`);
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    await expect.poll(() => offline.textContent(), SLOW).toContain('2');
    await expect.poll(() => row.textContent(), SLOW).toContain('离线');
    await expect.poll(() => row.textContent(), SLOW).toContain('10 分钟前');
    await page.screenshot({ path: '/tmp/invoices-05-monitor-offline.png' });
    await page.close();
  });
});
