import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VERIFY_METHOD } from '@yym/contract';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 套餐券: the merchant creates one needing a second confirmation; a customer at 390×844 buys and pays;
// the merchant confirms, confirms again and issues; the customer's page shows the QR, the gate checks it.
// 团购券: a group buys on the phone; the merchant refunds one person's sub-order; the report shows the sale.

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
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/voucher-${name}.png`, fullPage: true });
const NAME = '湖畔双人游套餐';

describe('vouchers from the back office to the storefront and the gate', () => {
  it('a package voucher is created, sold, confirmed twice, issued and checked at the gate', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/mealSetCoupon/index`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('名称').fill(NAME);
    await dialog.getByTestId('vc-item-name-0').fill('景区门票');
    await dialog.getByTestId('vc-item-times-0').fill('2');
    await dialog.getByTestId('vc-item-add').click();
    await dialog.getByTestId('vc-item-name-1').fill('湖景午餐');
    await dialog.getByLabel('售价(元)').fill('199');
    await dialog.getByLabel('库存').fill('20');
    await dialog.getByTestId('vc-valid-start').fill(china(0));
    await dialog.getByTestId('vc-valid-end').fill(china(60));
    await dialog.locator('.ant-form-item', { hasText: '需二次确认' }).getByText('是').click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.getByRole('button', { name: /上\s*架/ }).click();
    await row.getByText('已上架').waitFor();
    await shot(page, 'packages');
    const id = String((await t.db.one<{ id: string }>(sql`SELECT id FROM vc_package WHERE name = ${NAME}`))!.id);

    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/voucher/package/${id}?tenantId=100001`);
    await h5.getByTestId('h5-package-name').waitFor();
    await h5.getByTestId('h5-vc-name').fill('周游');
    await h5.getByTestId('h5-vc-phone').fill('13800138123');
    await shot(h5, 'h5-package');
    await h5.getByTestId('h5-vc-buy').click();
    await h5.getByTestId('h5-vc-pay').click();
    await h5.getByTestId('h5-vc-state').getByText('待商家确认(待确认)').waitFor();
    const code = new URL(h5.url()).searchParams.get('code')!;

    await page.goto(`${t.url}/merchantOrder/packageCoupon`);
    const orderNo = String((await t.db.one<{ order_no: string }>(sql`SELECT order_no FROM ord_order WHERE code = ${code}`))!.order_no);
    await page.getByTestId(`vc-detail-${orderNo}`).click();
    for (const [step, after] of [
      ['confirm', '待二次确认'],
      ['secondConfirm', '待出票'],
      ['outOk', '已出票'],
    ] as const) {
      await page.getByTestId(`vc-step-${step}`).click();
      await page.getByTestId('vc-dialog-ok').click();
      await page.getByTestId('vc-status').getByText(after).waitFor();
    }
    await page.getByRole('tab', { name: '短信/邮件' }).click();
    await page.locator('.ant-drawer .ant-table-row', { hasText: '13800138123' }).waitFor();
    await shot(page, 'package-order');

    await h5.reload();
    await h5.getByTestId('h5-vc-state').getByText('可使用').waitFor();
    await h5.getByTestId('h5-vc-qr').waitFor();
    const qr = (await (await new Client(t.url).get('/order-api/h5/voucher/order/detail', { code })).body.data.vouchers[0].qr) as string;
    const checker = (await login(t, ...DEMO.checker)).client;
    const checked = await checker.post('/yym-verification-api/manPower/verify/submit', { method: VERIFY_METHOD.QR_SCAN, code: qr });
    expect(checked.body.data.voucher.left).toBe(2);
    await h5.reload();
    await h5.getByTestId('h5-vc-left-0').getByText('剩余 2/3 次').waitFor();
    await shot(h5, 'h5-voucher-order');
    await h5.close();
    await page.close();
  });

  it('a group buys a gpv on the phone; the merchant refunds one sub-order; the report shows the sale', async () => {
    const gpv = (await t.db.one<{ id: string }>(sql`SELECT id FROM vc_gpv WHERE tenant_id = '100001' AND name = '家庭团购券(2-6人)'`))!;
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/voucher/gpv/${gpv.id}?tenantId=100001`);
    await h5.getByTestId('h5-gpv-count').fill('3');
    await h5.getByTestId('h5-gpv-contact').fill('蒋先生');
    await h5.getByTestId('h5-gpv-phone').fill('13700137123');
    await shot(h5, 'h5-gpv');
    await h5.getByTestId('h5-gpv-buy').click();
    await h5.getByTestId('h5-vc-pay').click();
    await h5.getByTestId('h5-vc-state').getByText('可使用').waitFor();
    expect(await h5.getByTestId('h5-vc-qr').count()).toBe(3);
    const code = new URL(h5.url()).searchParams.get('code')!;
    const orderNo = String((await t.db.one<{ order_no: string }>(sql`SELECT order_no FROM ord_order WHERE code = ${code}`))!.order_no);
    await h5.close();

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/groupCouponManage/index`);
    await page.locator('.ant-table-row', { hasText: '家庭团购券' }).waitFor();
    await shot(page, 'gpvs');
    await page.getByRole('tab', { name: '团购订单' }).click();
    await page.getByTestId(`gpv-detail-${orderNo}`).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.locator('.ant-table-row', { hasText: '蒋先生' }).first().locator('.ant-checkbox-input').check();
    await drawer.getByTestId('gpv-refund').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await drawer.locator('.ant-table-row', { hasText: '已退款' }).waitFor();
    await shot(page, 'gpv-order');
    await drawer.locator('.ant-drawer-close').click();
    await page.getByRole('tab', { name: '销售报表' }).click();
    await page.getByTestId('gpv-sale-chart').waitFor();
    await page.locator('.ant-table-row', { hasText: '家庭团购券(2-6人)' }).waitFor();
    await shot(page, 'gpv-report');
    await page.close();
  });
});
