import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { customer, gradientPng } from '../../server/test/collection-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 数字藏品: the merchant creates a collection (artwork uploaded, rules), mints it on the sandbox chain and
// shelves it; a customer at 390×844 sees the editions left, buys and pays, and finds the token id and
// its transaction hash under 我的藏品; the merchant's 藏品订单 tab shows the order granted.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/collection-${name}.png`, fullPage: true });
const NAME = '西湖雪景·数字藏品';
const stamp = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

async function pickTime(dialog: ReturnType<Page['locator']>, label: string, value: string) {
  const input = dialog.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('数字藏品 in the browser', () => {
  it('the merchant creates, mints and shelves a collection; a customer buys it on the phone and sees the token', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/digitalCollection/index`);
    await page.locator('.ant-table-row', { hasText: '敦煌飞天·数字藏品' }).getByText('20 / 15').waitFor();
    await shot(page, '01-list');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog
      .locator('.ant-upload input[type=file]')
      .setInputFiles({ name: 'xihu.png', mimeType: 'image/png', buffer: gradientPng(120, 120) });
    await dialog
      .locator('.ant-upload-list-item-done, .ant-upload-list-picture-card-container img, .ant-upload-list-item img')
      .first()
      .waitFor();
    await dialog.getByLabel('藏品名称').fill(NAME);
    await dialog.getByLabel('发行方').fill('西湖文旅');
    await dialog.getByLabel('创作者').fill('周画师');
    await dialog.getByLabel('作品描述').fill('断桥残雪,限量发行');
    await dialog.getByLabel('售价(元)').fill('9.9');
    await dialog.getByLabel('发行数量').fill('5');
    await dialog.getByLabel('每人限购').fill('2');
    await pickTime(dialog, '开售时间', stamp(-1));
    await pickTime(dialog, '结束时间', stamp(30));
    await shot(page, '02-dialog');
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.getByText('未上链', { exact: true }).waitFor();

    await row.getByTestId('coll-mint').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await row.getByText('已上链', { exact: true }).waitFor();
    await row.getByText('5 / 5').waitFor();
    await row.getByRole('switch').click();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await shot(page, '03-minted');
    const id = String((await t.db.one<{ id: string }>(sql`SELECT id FROM coll_product WHERE name = ${NAME}`))!.id);

    // the customer, logged in by phone, at phone size
    const buyer = await customer(t, '13912347788');
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/collection?tenantId=100001&id=${id}`);
    await h5.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), buyer.token);
    await h5.reload();
    await expect.poll(() => h5.getByTestId('h5-coll-left').textContent()).toContain('剩余 5 / 5');
    await shot(h5, '04-h5-detail');
    await h5.getByTestId('h5-coll-buy').click();
    await h5.getByTestId('h5-coll-pay').waitFor();
    await shot(h5, '05-h5-pay');
    await h5.getByTestId('h5-coll-paynow').click();
    await h5.waitForURL('**/h5/collection/mine**');
    const token = h5.getByTestId('h5-my-token').filter({ hasText: NAME });
    await expect.poll(() => token.getByTestId('h5-token-id').textContent()).toBe('#1');
    const tx = String(
      (await t.db.one<{ tx_hash: string }>(sql`SELECT tx_hash FROM coll_token WHERE product_id = ${id} AND token_id = 1`))!.tx_hash,
    );
    expect(await token.getByTestId('h5-token-tx').textContent()).toContain(tx);
    expect(await h5.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(h5, '06-h5-mine');

    await h5.goto(`${t.url}/h5/collection?tenantId=100001&id=${id}`);
    await expect.poll(() => h5.getByTestId('h5-coll-left').textContent()).toContain('剩余 4 / 5');
    // the list on sale: the demo's minted collection and the new one (the one waiting to be minted is not there)
    await h5.goto(`${t.url}/h5/collection?tenantId=100001`);
    await h5.getByTestId('h5-coll-item').filter({ hasText: NAME }).waitFor();
    expect(await h5.getByTestId('h5-coll-item').filter({ hasText: '青花瓷韵' }).count()).toBe(0);
    await shot(h5, '08-h5-list');

    // the merchant's orders tab
    await page.getByRole('tab', { name: '藏品订单' }).click();
    const orderRow = page.locator('.ant-table-row', { hasText: NAME });
    await orderRow.getByText('已发放').waitFor();
    await orderRow.getByRole('button', { name: '详情' }).click();
    await page.locator('.ant-drawer').getByText('#1').waitFor();
    await page.waitForTimeout(400); // the drawer's slide
    await shot(page, '07-orders');
  });
});
