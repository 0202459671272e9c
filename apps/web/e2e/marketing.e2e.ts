import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from '../../server/test/harness.ts';
import { day, makeTicket, ok, pay } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

let t: TestApp;
let browser: TestBrowser;
let boss: Client;
const PHONE = '13655557788';
const ITEM = '云栖定制保温杯';
const BANNER = '积分好礼季';
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/marketing-${name}.png`, fullPage: true });
/** A picture drawn in the browser (a canvas with a colour and a word), as a person would upload one. */
const picture = async (page: Page, w: number, h: number, color: string, text: string) =>
  Buffer.from(
    (
      await page.evaluate(
        ([w, h, color, text]) => {
          const c = document.createElement('canvas');
          c.width = Number(w);
          c.height = Number(h);
          const g = c.getContext('2d')!;
          g.fillStyle = String(color);
          g.fillRect(0, 0, c.width, c.height);
          g.fillStyle = '#fff';
          g.font = `bold ${Math.round(c.height / 6)}px sans-serif`;
          g.textAlign = 'center';
          g.fillText(String(text), c.width / 2, c.height / 2);
          return c.toDataURL('image/png');
        },
        [w, h, color, text] as const,
      )
    ).split(',')[1]!,
    'base64',
  );

beforeAll(async () => {
  t = await startApp();
  browser = await launch();
  boss = (await login(t, ...DEMO.boss)).client;
  // The customer bought two 150-yuan tickets and paid: 300 points (demo settings: 1 per yuan).
  const ticket = await makeTicket(boss, { price: 15000, stock: 20 });
  const o = ok(
    await boss.post('/order-api/place-order', {
      productId: ticket.productId,
      touristDate: day(1),
      quantity: 2,
      contactName: '周小舟',
      contactPhone: PHONE,
    }),
  );
  await pay(t, boss, o.orderId);
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('积分商城 and 广告位', () => {
  it('the boss adds an integral item and a banner in the back office and sees them listed', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/pointManagement/index`);
    await page.locator('.ant-table-row').first().waitFor(); // the demo items
    await page.getByRole('button', { name: /新\s*增/ }).click();
    let dialog = page.locator('.ant-modal', { hasText: '新增' });
    // Saving empty shows the field messages and adds nothing.
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请输入商品名称').waitFor();
    await dialog.getByText('请上传商品图片').waitFor();
    const cup = await picture(page, 400, 400, '#8e6bd8', '保温杯');
    await dialog.locator('.ant-upload input[type=file]').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: cup });
    await dialog.locator('.ant-upload-list-item-done').waitFor();
    await dialog.getByLabel('商品名称').fill(ITEM);
    await dialog.getByLabel('兑换积分').fill('120');
    await dialog.getByLabel('库存').fill('5');
    await dialog.getByLabel('每人限兑').fill('2');
    await dialog.getByLabel('商品描述').fill('316不锈钢,500ml。');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: ITEM });
    await row.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const cells = await row.locator('td').allTextContents();
    expect(cells).toEqual(expect.arrayContaining(['120', '5', '2 件', '已上架']));
    await shot(page, 'points-items');

    await page.goto(`${t.url}/adBanner/index`);
    await page.locator('.ant-table-row').first().waitFor(); // the demo banner
    await page.getByRole('button', { name: /新\s*增/ }).click();
    dialog = page.locator('.ant-modal', { hasText: '新增' });
    const art = await picture(page, 750, 300, '#f08a24', '积分好礼季');
    await dialog.locator('.ant-upload input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: art });
    await dialog.locator('.ant-upload-list-item-done').waitFor();
    await dialog.getByLabel('广告名称').fill(BANNER);
    await dialog.locator('.ant-form-item', { hasText: '广告位置' }).locator('.ant-select-selector').click();
    await page.locator('.ant-select-item-option', { hasText: '积分商城' }).click();
    await dialog.getByLabel('跳转链接').fill('/h5/points');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const banner = page.locator('.ant-table-row', { hasText: BANNER });
    await banner.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await banner.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await shot(page, 'banners');
    // Closing and opening again with the switch.
    await banner.getByRole('switch').click();
    await expect.poll(() => banner.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await banner.getByRole('switch').click();
    await expect.poll(() => banner.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await page.close();
  });

  it('a customer at 390×844 logs in by SMS, exchanges the item and sees the points go down', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${t.url}/h5/member?tenantId=100001`);
    await phone.getByLabel('手机号').fill(PHONE);
    await phone.getByRole('button', { name: '获取验证码' }).click();
    await phone.getByRole('button', { name: /秒后重发/ }).waitFor();
    const code = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${PHONE} ORDER BY id DESC LIMIT 1`))!
      .code;
    await phone.getByLabel('验证码').fill(code);
    await phone.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => phone.getByTestId('member-points').textContent()).toBe('300');

    await phone.goto(`${t.url}/h5/points?tenantId=100001`);
    await expect.poll(() => phone.getByTestId('my-points').textContent()).toBe('300');
    await phone.locator(`img[alt="${BANNER}"]`).waitFor();
    const card = phone.getByTestId('points-item').filter({ hasText: ITEM });
    await card.waitFor();
    await shot(phone, 'h5-mall');
    await card.click();
    expect(await phone.getByTestId('item-price').textContent()).toBe('120');
    await phone.getByRole('button', { name: /立即兑换/ }).click();
    await phone.getByRole('alertdialog').filter({ hasText: '使用 120 积分兑换' }).getByRole('button', { name: '确认兑换' }).click();
    await phone.getByText('兑换成功,消耗120积分,剩余180积分').waitFor();
    await expect.poll(() => phone.getByTestId('my-points').textContent()).toBe('180');
    await phone.getByText('剩余 4 件').waitFor();
    await shot(phone, 'h5-exchanged');
    // Two more would pass the per-customer limit of 2: the Chinese message, points unchanged.
    await phone.getByLabel('兑换数量').fill('2');
    await phone.getByRole('button', { name: /立即兑换/ }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: '确认兑换' }).click();
    await phone.getByText('每人限兑2件,已超出兑换上限').waitFor();
    await phone.getByRole('alertdialog').waitFor({ state: 'hidden' });
    expect(await phone.getByTestId('my-points').textContent()).toBe('180');
    await shot(phone, 'h5-refused');

    await phone.getByText('‹ 积分商城').click();
    await phone.getByRole('tab', { name: '兑换记录' }).click();
    await phone.getByTestId('points-record').filter({ hasText: ITEM }).getByText('-120 积分').waitFor();
    await phone.waitForTimeout(300); // the tab's ink bar settles
    await shot(phone, 'h5-records');
    await phone.close();

    // The boss sees the exchange in 兑换记录 and the stock in 积分商品.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/pointManagement/index`);
    await page.locator('.ant-table-row', { hasText: ITEM }).getByText('4').first().waitFor();
    await page.getByRole('tab', { name: '兑换记录' }).click();
    await page.getByPlaceholder('请输入顾客手机号').fill(PHONE.slice(-4));
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const rec = page.locator('.ant-table-row', { hasText: ITEM });
    await rec.waitFor();
    expect(await rec.locator('td').allTextContents()).toEqual(expect.arrayContaining([PHONE, '1', '120']));
    await shot(page, 'points-records');
    await page.close();
  });

  it('the boss groups ticket products into a one-code pass with the product picker', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/oneCodePassManage/index`);
    await page.locator('.ant-table-placeholder').waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('一码通名称').fill('西湖两园通');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请选择至少一个门票商品').waitFor();
    await dialog.getByRole('button', { name: '选择门票商品' }).click();
    const picker = page.locator('.ant-modal', { hasText: '选择门票商品' }).last();
    await picker.locator('.ant-table-row').first().waitFor();
    const names = (await picker.locator('.ant-table-row td:nth-child(2)').allTextContents()).slice(0, 2);
    await picker.locator('.ant-table-row .ant-checkbox-input').nth(0).check();
    await picker.locator('.ant-table-row .ant-checkbox-input').nth(1).check();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.getByTestId('pass-product').allTextContents()).toEqual(names);
    await dialog.locator('.ant-form-item', { hasText: '生效日期' }).locator('input').fill('2026-01-01');
    await page.keyboard.press('Enter');
    await dialog.locator('.ant-form-item', { hasText: '失效日期' }).locator('input').fill('2026-12-31');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: '西湖两园通' });
    await row.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    for (const n of names) await row.getByText(n).waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['2026-01-01', '2026-12-31', '启用']));
    await shot(page, 'one-code-pass');
    await row.getByRole('button', { name: /查\s*看/ }).click();
    const view = page.locator('.ant-modal', { hasText: '查看' });
    await view.locator('.ant-descriptions').getByText(names[0]!).first().waitFor();
    await page.waitForTimeout(400); // the dialog's opening animation
    await shot(page, 'one-code-pass-view');
    await page.close();
  });

  it('商城设置: the boss saves tenant labels, adds a jump-QR rule and publishes it only after its verify file', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/activityNew/shopSetting`);
    await page.getByRole('tab', { name: '商户标签' }).click();
    await page.getByRole('button', { name: '添加标签' }).click();
    await page.getByLabel('标签1', { exact: true }).fill('亲子');
    await page.getByRole('button', { name: '添加标签' }).click();
    await page.getByLabel('标签2', { exact: true }).fill('亲子');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('标签名称不能重复').waitFor();
    await page.getByLabel('标签2', { exact: true }).fill('5A景区');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('更新成功').waitFor();
    expect(ok(await boss.get('/yym-marketing-api/tenantLabel/list')).map((l: { name: string }) => l.name)).toEqual(['亲子', '5A景区']);

    await page.getByRole('tab', { name: '跳转二维码' }).click();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('规则名称').fill('门票核销码');
    await dialog.getByLabel('二维码规则').fill('https://qr.example.com/t');
    await dialog.getByLabel('小程序页面').fill('pages/ticket/detail');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: '门票核销码' });
    await row.getByText('未上传').waitFor();
    await row.getByRole('button', { name: '发布' }).click();
    await page.getByText('请先上传校验文件再发布').waitFor();
    await row
      .locator('input[type=file]')
      .setInputFiles({ name: 'MP_verify_abc123XYZ.txt', mimeType: 'text/plain', buffer: Buffer.from('abc123XYZ') });
    await row.getByText('MP_verify_abc123XYZ.txt').waitFor();
    await row.getByRole('button', { name: '发布' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await row.getByText('已发布').waitFor();
    await shot(page, 'shop-settings');
    await page.close();
  });
});
