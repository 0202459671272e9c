import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/goods-${name}.png`, fullPage: true });
/** Pick an option of an antd select (opened by clicking it). */
async function pick(page: Page, select: ReturnType<Page['locator']>, option: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}
/** A storefront customer logged in by SMS code (what the member page does). */
async function customerToken(phone: string) {
  const anon = new Client(t.url);
  await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
  const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!.code;
  return (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;
}
const idOf = async (table: string, name: string) =>
  String(
    (await t.db.one<{ id: string }>(
      sql`SELECT id FROM ${sql.raw(table)} WHERE tenant_id = '100001' AND name = ${name} AND is_deleted = 0`,
    ))!.id,
  );

describe('the goods pages as people see them', () => {
  it('every back-office page shows the demo rows', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    for (const [path, name, text] of [
      ['/goods/index', 'goods', '西湖龙井明前茶'],
      ['/shippingTemplate/index', 'freight', '按重量'],
      ['/merchantOrder/goods', 'orders', '订单'],
      ['/combinedGoods/index', 'bundles', '套票'],
      ['/food/index', 'food', '楼外楼'],
      ['/line/index', 'lines', '一日游'],
    ] as const) {
      await page.goto(t.url + path);
      await page.locator('.ant-table-row').first().waitFor();
      await page.getByText(text).first().waitFor();
      await shot(page, name);
    }
    await page.goto(`${t.url}/shippingTemplate/index`);
    await page
      .locator('.ant-table-row', { hasText: '茶叶按重量(顺丰)' })
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await page.locator('.ant-modal').getByText('指定地区运费').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'freight-dialog');
    await page.close();
  });

  it('every phone page fits 390 wide', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const tea = await idOf('gds_goods', '西湖龙井明前茶');
    await phone.goto(`${t.url}/h5/goods/${tea}?tenantId=100001`);
    await phone.getByTestId('h5-goods-name').waitFor();
    await shot(phone, 'h5-goods');
    for (const kind of ['bundle', 'food', 'line'] as const) {
      const row = await t.db.one<{ id: string }>(
        sql`SELECT id FROM ${sql.raw(`gds_${kind}`)} WHERE tenant_id = '100001' AND shelf_status = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
      );
      await phone.goto(`${t.url}/h5/shop/${kind}/${row!.id}?tenantId=100001`);
      await phone.waitForTimeout(1500);
      await shot(phone, `h5-${kind}`);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    const o = await t.db.one<{ code: string }>(
      sql`SELECT o.code FROM ord_order o JOIN gds_sale p ON p.order_id = o.id AND p.tenant_id = o.tenant_id WHERE o.tenant_id = '100001' AND p.tracking_no IS NOT NULL LIMIT 1`,
    );
    if (o) {
      await phone.goto(`${t.url}/h5/goodsOrder?code=${o.code}`);
      await phone.waitForTimeout(1500);
      await shot(phone, 'h5-order');
    }
    await phone.close();
  });
});

describe('a goods that ships, from the back office to the door of the customer', () => {
  const NAME = '西湖藕粉礼盒';
  const TEMPLATE = '按件运费(浙江)';
  let goodsId = '';
  let code = '';

  it('the merchant makes a freight template and a goods that uses it, and puts it on shelf', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/shippingTemplate/index`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const ft = page.locator('.ant-modal', { hasText: '新增' });
    await ft.getByLabel('模板名称').fill(TEMPLATE);
    // the form starts at 首件 1 ¥10, 续件 1 ¥5
    await ft.getByRole('button', { name: /保\s*存/ }).click();
    const ftRow = page.locator('.ant-table-row', { hasText: TEMPLATE });
    await expect.poll(() => ftRow.textContent()).toContain('首1件 ¥10.00,续1件 ¥5.00');

    await page.goto(`${t.url}/goods/index`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('商品名称').fill(NAME);
    await pick(page, dialog.getByTestId('goods-freight'), TEMPLATE);
    await dialog.getByTestId('goods-skus-price-0').fill('58');
    await dialog.getByTestId('goods-skus-stock-0').fill('20');
    await dialog.getByTestId('goods-skus-weight-0').fill('500');
    await page.waitForTimeout(400); // the dialog's opening has settled
    await shot(page, 'goods-dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await expect.poll(() => row.textContent()).toContain(TEMPLATE);
    await page.getByTestId(`goods-shelf-${NAME}`).click();
    await page.locator('.ant-popover .ant-btn-primary').click();
    await row.getByText('已上架').waitFor();
    await shot(page, 'goods-created');
    goodsId = await idOf('gds_goods', NAME);
    await page.close();
  });

  it('a logged-in customer on a phone buys two with a new address (kept for next time), freight from the template, and pays', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await ctx.newPage();
    await phone.goto(`${t.url}/h5/goods/${goodsId}?tenantId=100001`);
    await phone.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), await customerToken('13955550001'));
    await phone.reload();
    await phone.getByTestId('h5-goods-name').waitFor();
    await phone.getByTestId('h5-goods-qty').fill('2');
    await phone.getByTestId('h5-receiver').fill('何收货');
    await phone.getByTestId('h5-receiver-phone').fill('13955550002');
    const region = phone.getByTestId('h5-region');
    const pick = async (name: string, words: string) => {
      const list = region.getByLabel(name);
      await list.selectOption({ label: (await list.locator('option', { hasText: words }).textContent())! });
    };
    await pick('省', '浙江');
    await pick('市', '杭州');
    await phone.getByTestId('h5-address').fill('西湖区龙井路1号');
    // 首件 ¥10 + 1 续件 ¥5
    await expect.poll(() => phone.getByTestId('h5-freight').textContent()).toBe('¥15.00');
    await phone.getByTestId('h5-goods-buy').getByText('¥131.00').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'h5-buy');
    await phone.getByTestId('h5-goods-buy').click();
    await phone.waitForURL('**/h5/pay?code=*');
    code = new URL(phone.url()).searchParams.get('code')!;
    await expect.poll(() => phone.getByTestId('pay-amount').textContent()).toContain('131.00');
    await phone.getByTestId('pay-confirm').click();
    await phone.waitForURL('**/h5/goodsOrder?code=*');
    await expect.poll(() => phone.getByTestId('h5-go-status').textContent()).toBe('待发货');
    await shot(phone, 'h5-paid');
    const kept = await t.db.query<{ receiver_name: string; region_name: string }>(
      sql`SELECT a.receiver_name, a.region_name FROM gds_address a JOIN uc_customer c ON c.id = a.customer_id AND c.tenant_id = a.tenant_id
          WHERE a.tenant_id = '100001' AND c.phone = '13955550001' AND a.is_deleted = 0`,
    );
    expect(kept.map((k) => k.receiver_name)).toEqual(['何收货']);

    // the next time the saved address is already chosen: one tap to buy
    await phone.goto(`${t.url}/h5/goods/${goodsId}?tenantId=100001`);
    await phone.getByTestId('h5-address-block').getByText('西湖区龙井路1号').waitFor();
    await expect.poll(() => phone.getByTestId('h5-freight').textContent()).toBe('¥10.00');
    expect(await phone.getByTestId('h5-receiver').count()).toBe(0);
    await shot(phone, 'h5-buy-saved');
    await ctx.close();
  });

  it('the merchant ships it with a tracking number; the customer sees the tracking and confirms receipt', async () => {
    const orderNo = (await t.db.one<{ order_no: string }>(sql`SELECT order_no FROM ord_order WHERE code = ${code}`))!.order_no;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/merchantOrder/goods`);
    await page.getByTestId(`go-detail-${orderNo}`).click();
    await page.getByTestId('go-ship').click();
    const ship = page.locator('.ant-modal', { hasText: '发货' });
    await pick(page, ship.getByTestId('go-ship-company'), '顺丰速运');
    await ship.getByTestId('go-ship-no').fill('SF7788990011');
    await page.locator('#go-ship-ok').click();
    await page.locator('.ant-message').getByText('已发货').waitFor();
    await page.locator('.ant-drawer').getByText('SF7788990011').first().waitFor();
    // the parcel's lines read as the parcel does
    await page.locator('.ant-drawer .ant-table-row', { hasText: '运费' }).getByText('已发货').waitFor();
    await shot(page, 'order-shipped');
    await page.close();

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${t.url}/h5/goodsOrder?code=${code}`);
    await expect.poll(() => phone.getByTestId('h5-go-status').textContent()).toBe('已发货');
    expect(await phone.getByTestId('h5-go-tracking').textContent()).toBe('顺丰速运 SF7788990011');
    await phone.getByText('快递员已揽收(沙箱)').waitFor();
    await shot(phone, 'h5-tracking');
    await phone.getByTestId('h5-go-confirm').click();
    await phone.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => phone.getByTestId('h5-go-status').textContent()).toBe('已完成');
    expect(await phone.getByTestId('h5-go-confirm').count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });
});

const china = (n = 0) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The merchant adds an item on its page (the dialog filled by `fill`), puts it on shelf, and the id is read back. */
async function addOnShelf(path: string, kind: 'food' | 'line', name: string, fill: (dialog: ReturnType<Page['locator']>) => Promise<void>) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginUI(t, page, DEMO.boss);
  await page.goto(t.url + path);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '新增' });
  await fill(dialog);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const row = page.locator('.ant-table-row', { hasText: name });
  await page.getByTestId(`${kind}-shelf-${name}`).click();
  await page.locator('.ant-popover .ant-btn-primary').click();
  await row.getByText('已上架').waitFor();
  await shot(page, `${kind}-created`);
  await page.close();
  return idOf(`gds_${kind}`, name);
}

/** On the phone: the item's page, the buyer, pay at the sandbox cashier, then the order's own page. */
async function buyOnPhone(kind: 'food' | 'line', id: string, choose: (phone: Page) => Promise<void>) {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(`${t.url}/h5/shop/${kind}/${id}?tenantId=100001`);
  await phone.getByTestId('h5-item-name').waitFor();
  await choose(phone);
  await phone.getByTestId('h5-contact').fill('钱游客');
  await phone.getByTestId('h5-contact-phone').fill('13955550003');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phone, `h5-${kind}-buy`);
  await phone.getByTestId('h5-item-buy').click();
  await phone.waitForURL('**/h5/pay?code=*');
  await phone.getByTestId('pay-confirm').click();
  await phone.waitForURL('**/h5/goodsOrder?code=*');
  await expect.poll(() => phone.getByTestId('h5-go-status').textContent()).toBe('待使用');
  await shot(phone, `h5-${kind}-paid`);
  return phone;
}

describe('a meal and a travel line, made in the back office and sold on the phone', () => {
  it('a set meal: two portions bought, two codes to show at the restaurant', async () => {
    const id = await addOnShelf('/food/index', 'food', '龙井虾仁双人餐', async (d) => {
      await d.getByLabel('名称').fill('龙井虾仁双人餐');
      await d.getByRole('textbox', { name: '餐厅' }).fill('知味观(湖滨店)');
      await d.getByLabel('价格').fill('168');
      await d.getByLabel('库存').fill('10');
    });
    const phone = await buyOnPhone('food', id, async (p) => {
      await p.getByTestId('h5-item-qty').fill('2');
      await p.getByTestId('h5-item-buy').getByText('¥336.00').waitFor();
    });
    await expect.poll(() => phone.getByTestId('h5-go-code').count()).toBe(2);
    await phone.close();
    const left = await t.db.one<{ stock: number; sold: number }>(sql`SELECT stock, sold FROM gds_food WHERE id = ${id}`);
    expect([Number(left!.stock), Number(left!.sold)]).toEqual([8, 2]);
  });

  it('a line with a departure five days out: the date is picked on the phone and shown on the order', async () => {
    const day = china(5);
    const id = await addOnShelf('/line/index', 'line', '富春江一日游', async (d) => {
      await d.getByLabel('线路名称').fill('富春江一日游');
      await d.getByLabel('集合地点').fill('杭州东站西广场');
      await d.getByTestId('line-dates-add').click();
      await d.getByTestId('line-dates-day-0').fill(day);
      await d.getByTestId('line-dates-price-0').fill('199');
      await d.getByTestId('line-dates-stock-0').fill('20');
    });
    const phone = await buyOnPhone('line', id, async (p) => {
      const days = p.getByTestId('h5-line-day'); // the phone's own picker
      await days.selectOption({ label: (await days.locator('option', { hasText: day }).textContent())! });
      await p.getByTestId('h5-item-buy').getByText('¥199.00').waitFor();
    });
    await phone.getByText(day).first().waitFor();
    await expect.poll(() => phone.getByTestId('h5-go-code').count()).toBe(1);
    await phone.close();
    const d = await t.db.one<{ stock: number }>(sql`SELECT stock FROM gds_line_date WHERE line_id = ${id} AND day = ${day}`);
    expect(Number(d!.stock)).toBe(19);
  });
});
