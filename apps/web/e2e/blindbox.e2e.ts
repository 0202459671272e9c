import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 盲盒: the merchant creates a box, fills and publishes its pool (the odds drawn), puts it on shelf; a
// customer at 390×844 sees the odds and the seed hash, buys, pays and watches the box open; once the
// merchant publishes the next pool the seed is out and the phone verifies its draws; the order shows
// on the 盲盒订单 tab with its draws.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/blindbox-${name}.png`, fullPage: true });
const NAME = '萌宠家族盲盒';

describe('blind boxes from the back office to the phone and back', () => {
  it('create, publish the pool, sell on a phone, open, verify, see it in the orders', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/blindBoxManage/index`);
    await page.locator('.ant-table-row', { hasText: '熊猫家族盲盒' }).waitFor();
    await shot(page, 'list');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('名称').fill(NAME);
    await dialog.getByLabel('售价(元)').fill('29.9');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.waitFor();
    const id = String((await t.db.one<{ id: string }>(sql`SELECT id FROM bb_box WHERE name = ${NAME}`))!.id);

    await page.getByTestId(`bb-pool-${id}`).click();
    const drawer = page.locator('.ant-drawer', { hasText: '奖池' });
    await drawer.getByTestId('bb-prize-name-0').fill('隐藏款·星空猫');
    await drawer.getByTestId('bb-prize-qty-0').fill('2');
    await drawer.getByTestId('bb-prize-weight-0').fill('5');
    await drawer.getByTestId('bb-prize-add').click();
    await drawer.getByTestId('bb-prize-name-1').fill('柯基');
    await drawer.getByTestId('bb-prize-qty-1').fill('20');
    await drawer.getByTestId('bb-prize-weight-1').fill('95');
    await drawer.getByTestId('bb-pool-submit').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await drawer.getByTestId('bb-live-pool').waitFor();
    await drawer.getByTestId('bb-live-odds').locator('canvas').waitFor();
    await shot(page, 'pool');
    await drawer.locator('.ant-drawer-close').click();
    await page.getByTestId(`bb-shelf-${id}`).click();
    await row.getByText('已上架').waitFor();

    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/blindbox/box/${id}?tenantId=100001`);
    await h5.getByTestId('h5-bb-name').getByText(NAME).waitFor();
    expect(await h5.getByTestId('h5-bb-odds').innerText()).toContain('5%');
    const hash = (await h5.getByTestId('h5-bb-hash').innerText()).trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await h5.getByTestId('h5-bb-count').fill('3');
    await h5.getByTestId('h5-bb-contact').fill('林小满');
    await h5.getByTestId('h5-bb-phone').fill('13800138456');
    await shot(h5, 'h5-box');
    await h5.getByTestId('h5-bb-buy').click();
    await h5.getByTestId('h5-bb-pay').click();
    await h5.getByTestId('h5-bb-opening').waitFor();
    await h5.getByTestId('h5-bb-prize-2').waitFor();
    await h5.getByTestId('h5-bb-state').getByText('已开盒').waitFor();
    expect(await h5.getByTestId('h5-bb-verify').isDisabled()).toBe(true);
    const width = await h5.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(h5, 'h5-opened');

    // the next pool is published: the first one closes and, every sold box opened, its seed goes public
    const boss = (await login(t, ...DEMO.boss)).client;
    await boss.post('/yym-product-api/blindBox/jackpot/save', { boxId: id, prizes: [{ name: '柯基', quantity: 10, weight: 1 }] });
    await boss.post('/yym-product-api/blindBox/jackpot/submit', { boxId: id });
    await h5.reload();
    await h5.getByTestId('h5-bb-verify').click();
    await h5.getByTestId('h5-bb-hash-ok').getByText('种子与开售前公示的哈希一致').waitFor();
    for (const i of [0, 1, 2]) await h5.getByTestId(`h5-bb-verdict-${i}`).getByText('一致').waitFor();
    await shot(h5, 'h5-verified');

    const code = new URL(h5.url()).searchParams.get('code')!;
    const orderNo = String((await t.db.one<{ order_no: string }>(sql`SELECT order_no FROM ord_order WHERE code = ${code}`))!.order_no);
    await page.getByTestId('bb-orders-tab').click();
    await page.getByTestId(`bb-detail-${orderNo}`).click();
    const od = page.locator('.ant-drawer', { hasText: '盲盒订单详情' });
    await od.getByText(`${orderNo}:2`).waitFor();
    await od.getByTestId('bb-status').getByText('待使用').waitFor();
    await shot(page, 'order');
  });
});
