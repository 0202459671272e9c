import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chinaToday } from '@yym/contract';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// A bundle of a ticket, a hotel night and an e-card: the merchant makes it in the back office, a
// customer buys it on a phone for a day and pays, sees the order with its parts; the merchant refunds
// it and every part's stock comes back.

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

const NAME = '灵隐门票+西湖酒店一晚+年卡';
const DAY = chinaToday(4);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/goods-bundle-${name}.png`, fullPage: true });
async function pick(page: Page, select: ReturnType<Page['locator']>, option: string, search = false) {
  await select.click();
  // a long list is virtual: only the options typed for are drawn
  if (search) await page.keyboard.type(option.replace('·', ''));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

let bundleId = '';
let orderNo = '';
let parts: { part_kind: string; part_id: string }[] = [];
/** What each part has left on the day (ticket date, hotel night) or at all (e-card). */
async function left() {
  const id = (k: string) => parts.find((p) => p.part_kind === k)!.part_id;
  const n = async (q: ReturnType<typeof sql>) => Number((await t.db.one<{ n: number }>(q))!.n);
  return {
    ticket: await n(
      sql`SELECT stock AS n FROM prd_calendar WHERE tenant_id = '100001' AND sku_id = ${id('ticket')} AND play_date = ${DAY}`,
    ),
    hotel: await n(sql`SELECT stock - sold AS n FROM htl_night WHERE tenant_id = '100001' AND plan_id = ${id('hotel')} AND night = ${DAY}`),
    ecard: await n(sql`SELECT stock - sold AS n FROM ec_card WHERE tenant_id = '100001' AND id = ${id('ecard')}`),
  };
}

describe('a bundle of a ticket, a hotel night and an e-card, from the back office to the phone and back', () => {
  it('the merchant makes the bundle, picks its parts and puts it on shelf', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/combinedGoods/index`);
    // the demo's bundles listed first (a loaded machine can take a while to open the page)
    await page.locator('.ant-table-row').first().waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('组合名称').fill(NAME);
    await dialog.getByLabel('组合价').fill('699');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await expect.poll(() => row.textContent()).toContain('未设置');
    await page.getByTestId(`bundle-parts-${NAME}`).click();
    const parts_ = page.locator('.ant-modal', { hasText: '组合内容' });
    for (const [i, kind] of ['门票·', '酒店·', '电子卡·'].entries()) {
      await page.getByTestId('bundle-part-add').click();
      await pick(page, parts_.getByTestId(`bundle-part-${i}`), kind, true);
    }
    await page.waitForTimeout(300);
    await shot(page, 'parts');
    await parts_.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => row.textContent()).toContain('门票·');
    expect(await row.textContent()).toContain('酒店·');
    expect(await row.textContent()).toContain('电子卡·');
    await page.getByTestId(`bundle-shelf-${NAME}`).click();
    await page.locator('.ant-popover .ant-btn-primary').click();
    await row.getByText('已上架').waitFor();
    await shot(page, 'created');
    await page.close();
    bundleId = String(
      (await t.db.one<{ id: string }>(sql`SELECT id FROM gds_bundle WHERE tenant_id = '100001' AND name = ${NAME} AND is_deleted = 0`))!.id,
    );
    parts = await t.db.query(
      sql`SELECT part_kind, part_id::text FROM gds_bundle_part WHERE tenant_id = '100001' AND bundle_id = ${bundleId}`,
    );
    expect(parts.map((p) => p.part_kind).sort()).toEqual(['ecard', 'hotel', 'ticket']);
    // five of each on the day the customer will pick
    const id = (k: string) => parts.find((p) => p.part_kind === k)!.part_id;
    await t.db.query(sql`INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock) VALUES ('100001', ${id('ticket')}, ${DAY}, 100, 5)
      ON CONFLICT (tenant_id, sku_id, play_date) DO UPDATE SET stock = 5, sold = 0`);
    await t.db.query(sql`INSERT INTO htl_night (tenant_id, plan_id, night, price, stock) VALUES ('100001', ${id('hotel')}, ${DAY}, 30000, 5)
      ON CONFLICT (tenant_id, plan_id, night) DO UPDATE SET stock = 5, sold = 0`);
    await t.db.query(sql`UPDATE ec_card SET stock = sold + 5 WHERE tenant_id = '100001' AND id = ${id('ecard')}`);
  }, 300_000);

  it('a customer on a phone picks the day, buys it, pays and sees the order', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${t.url}/h5/shop/bundle/${bundleId}?tenantId=100001`);
    await phone.getByTestId('h5-item-name').waitFor({ timeout: 90_000 });
    await phone.getByTestId('h5-contact').fill('孙游客');
    await phone.getByTestId('h5-contact-phone').fill('13955550009');
    // no day yet: told to pick one
    await phone.getByTestId('h5-item-buy').click();
    await phone.getByRole('alert').getByText('请选择使用日期').waitFor();
    await phone.getByTestId('h5-bundle-day').selectOption({ label: DAY }); // the phone's own picker
    await phone.getByTestId('h5-item-buy').getByText('¥699.00').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'h5-buy');
    await phone.getByTestId('h5-item-buy').click();
    await phone.waitForURL('**/h5/pay?code=*');
    await phone.getByTestId('pay-confirm').click();
    await phone.waitForURL('**/h5/goodsOrder?code=*');
    await expect.poll(() => phone.getByTestId('h5-go-status').textContent()).toBe('待使用');
    await phone.getByText(DAY).first().waitFor();
    await expect.poll(() => phone.getByTestId('h5-go-code').count()).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'h5-paid');
    const code = new URL(phone.url()).searchParams.get('code')!;
    orderNo = (await t.db.one<{ order_no: string }>(sql`SELECT order_no FROM ord_order WHERE code = ${code}`))!.order_no;
    await phone.close();
    expect(await left()).toEqual({ ticket: 4, hotel: 4, ecard: 4 });
  }, 300_000);

  it('the merchant sees the parts on the order, refunds it, and every part has its stock back', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/merchantOrder/goods`);
    await page.locator('.ant-table-row').first().waitFor({ timeout: 90_000 });
    await page.getByTestId('go-kind').getByText('组合商品订单').click();
    await page.getByTestId(`go-detail-${orderNo}`).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('组合内容(每份)').waitFor();
    await drawer.locator('.ant-table-row', { hasText: '门票' }).getByText(DAY).waitFor();
    await drawer.locator('.ant-table-row', { hasText: '酒店' }).getByText(DAY).waitFor();
    await drawer.locator('.ant-table-row', { hasText: '电子卡' }).first().waitFor();
    await shot(page, 'order');
    await page.getByTestId('go-refund').click();
    await page.locator('.ant-popover .ant-btn-primary').click();
    await page.locator('.ant-message').getByText('退款成功').waitFor();
    await shot(page, 'refunded');
    await page.close();
    await expect.poll(left).toEqual({ ticket: 5, hotel: 5, ecard: 5 });
  }, 300_000);
});
