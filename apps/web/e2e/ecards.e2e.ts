import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ECARD_MSG, VERIFY_METHOD } from '@yym/contract';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// Open pages stay mounted behind their tabs: rows are looked up among the visible ones.
// The merchant makes an e-card with two projects in the step form, shelves it, prefabricates a batch
// and exports it; a customer activates a code on the storefront and shows the entry QR; the checker
// checks the card twice and the third check is refused; every 电子卡 page shows real rows.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/ecard-${name}.png`, fullPage: true });
const CARD = '双景区畅游卡';

describe('e-cards in the browser', () => {
  it('the merchant creates a card with two projects, shelves it, prefabricates a batch and exports it', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/eleCardManage/index`);
    await page.locator('.ant-table-row:visible', { hasText: '山水联票年卡' }).waitFor();
    await page.getByTestId('ecard-new').click();
    const dlg = page.locator('.ant-modal', { hasText: '新建电子卡' });
    await dlg.getByLabel('电子卡名称').fill(CARD);
    await dlg.getByLabel('售价(元)').fill('88');
    await dlg.getByRole('button', { name: '下一步' }).click();
    await dlg.getByLabel('激活后有效天数').fill('90');
    await dlg.getByRole('button', { name: '下一步' }).click();
    const rows = dlg.getByTestId('ecard-project-row');
    // a year card valid 90 days starts its project at once a day over those days, not a single use
    await expect.poll(() => rows.nth(0).getByLabel('总次数').inputValue()).toBe('90');
    // 主景区入园 at the first scenic spot (the demo checker's), twice in all, no daily limit; 观光车 at another spot.
    const WEST_LAKE = '西湖风景名胜区';
    const pickSpot = async (i: number, westLake: boolean) => {
      await rows.nth(i).getByLabel('景区').click();
      // the row's own dropdown (found by its listbox), not a closing one of an earlier row
      const options = page
        .locator('.ant-select-dropdown', { has: page.locator(`#projects_${i}_poiId_list`) })
        .locator('.ant-select-item-option');
      await (westLake ? options.filter({ hasText: WEST_LAKE }) : options.filter({ hasNotText: WEST_LAKE })).first().click();
    };
    await pickSpot(0, true);
    await rows.nth(0).getByLabel('项目名称').fill('主景区入园');
    await rows.nth(0).getByLabel('每日次数').fill('0');
    await rows.nth(0).getByLabel('总次数').fill('2');
    await dlg.getByRole('button', { name: '添加项目' }).click();
    await pickSpot(1, false);
    await rows.nth(1).getByLabel('项目名称').fill('观光车');
    await rows.nth(1).getByLabel('总次数').fill('5');
    await shot(page, 'editor');
    await dlg.getByRole('button', { name: /完\s*成/ }).click();
    const row = page.locator('.ant-table-row:visible', { hasText: CARD }).first();
    await expect.poll(() => row.textContent()).toContain('主景区入园、观光车');
    await row.getByTestId('ecard-shelf').click();
    await expect
      .poll(async () => (await t.db.one<{ s: number }>(sql`SELECT shelf_status AS s FROM ec_card WHERE name = ${CARD}`))?.s)
      .toBe(1);
    await shot(page, 'cards');

    await page.goto(`${t.url}/eleCardManage/activationCode`);
    await page.getByTestId('ecard-prefab').click();
    const pre = page.locator('.ant-modal', { hasText: '预制激活码' });
    await pre.getByTestId('ecard-batch-card').click();
    await page.locator('.ant-select-item-option', { hasText: CARD }).click();
    await pre.getByLabel('生成数量').fill('10');
    // Typed dates (the browser's today may not be China's today).
    await pre.locator('.ant-picker-input input').nth(0).fill('2020-01-01');
    await pre.locator('.ant-picker-input input').nth(1).fill('2099-12-31');
    await pre.locator('.ant-picker-input input').nth(1).press('Enter');
    await pre.getByRole('button', { name: /确\s*定|OK/ }).click();
    const batch = page.locator('.ant-table-row:visible', { hasText: CARD }).first();
    await expect.poll(() => batch.textContent()).toContain('10');
    const download = page.waitForEvent('download');
    await batch.getByTestId('ecard-export-codes').click();
    expect((await download).suggestedFilename()).toContain('.xlsx');
    await shot(page, 'codes');
    await page.close();
  });

  it('a customer activates a code and shows the entry QR; the checker checks twice and the third is refused', async () => {
    const code = (await t.db.one<{
      code: string;
    }>(sql`SELECT c.code FROM ec_code c JOIN ec_code_batch b ON b.tenant_id = c.tenant_id AND b.id = c.batch_id
      WHERE b.card_name = ${CARD} AND c.code_status = 0 ORDER BY c.id LIMIT 1`))!.code;
    const anon = new Client(t.url);
    const phone = '13912345678';
    await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
    const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!
      .code;
    const token = (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/h5/ecard?tenantId=100001`);
    await page.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), token);
    // The editor's 激活码使用 link (pages/ecard/activate) opens the storefront on the code form.
    await page.goto(`${t.url}/pages/ecard/activate?tenantId=100001`);
    await page.getByPlaceholder('16位激活码').fill('WRONGWRONGWRONG2');
    await page.getByLabel('持卡人姓名').fill('王游客');
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '立即激活' }).click();
    await page.getByText(ECARD_MSG.codeInvalid).waitFor();
    await page.getByPlaceholder('16位激活码').fill(code);
    await page.getByRole('button', { name: '立即激活' }).click();
    const held = page.getByTestId('ecard-held').filter({ hasText: CARD });
    await held.waitFor();
    await held.getByRole('button', { name: '出示入园码' }).click();
    await held.getByTestId('ecard-qr').waitFor();
    await shot(page, 'entry');
    await page.close();

    const qr = (await t.db.one<{ qr_code: string }>(
      sql`SELECT u.qr_code FROM ec_user_card u JOIN ec_code c ON c.tenant_id = u.tenant_id AND c.id = u.code_id WHERE c.code = ${code}`,
    ))!.qr_code;
    const checker = (await login(t, ...DEMO.checker)).client;
    const gate = () => checker.post('/yym-verification-api/manPower/verify/submit', { method: VERIFY_METHOD.QR_SCAN, code: qr });
    expect((await gate()).body.code).toBe(200);
    expect((await gate()).body.code).toBe(200);
    const third = await gate();
    expect(third.body.msg).toBe(ECARD_MSG.usedUp('主景区入园'));
  });

  it('a customer buys a card on a phone: the holder is asked for, and the order page shows a card, not a ticket day', async () => {
    const anon = new Client(t.url, null, { 'X-Forwarded-For': '10.3.0.7' });
    const phone = '13912340007';
    await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
    const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!
      .code;
    const token = (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/h5/ecard?tenantId=100001`);
    await page.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), token);
    await page.reload();
    const card = page.getByTestId('ecard-store-card').filter({ hasText: '山水联票年卡' });
    await card.getByRole('button', { name: '立即购买' }).click();
    await page.getByRole('alert').filter({ hasText: ECARD_MSG.holderRequired }).waitFor();
    await page.getByLabel('持卡人姓名').fill('李持卡');
    await card.getByRole('button', { name: '立即购买' }).click();
    await page.waitForURL(/\/h5\/pay\?code=/);
    const code = new URL(page.url()).searchParams.get('code')!;
    await page.goto(`${t.url}/orderDetail?code=${code}`);
    await page.getByText('卡号与有效期').waitFor();
    await shot(page, 'customer-order');
    const text = await page.locator('.h5o').textContent();
    expect(text).toContain('持卡人');
    expect(text).not.toContain('门票单价');
    expect(text).not.toContain('有效日期');
    expect(text).not.toContain('入园时间');
    await page.close();
  });

  it('every 电子卡 page shows real rows', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    const pages: [string, string, string][] = [
      ['/eleCardManage/writeOff', '主景区入园', 'writeoff'],
      ['/eleCardManage/exchange', CARD, 'exchange'],
      ['/memberCardManage/index', '王游客', 'held'],
      ['/eleCardManage/order', '', 'orders'],
      ['/eleCardManage/upgrade', '', 'upgrade'],
    ];
    for (const [path, text, name] of pages) {
      await page.goto(`${t.url}${path}`);
      await page.locator('.ant-table:visible').first().waitFor();
      if (text) await page.locator('.ant-table-row:visible', { hasText: text }).first().waitFor();
      await shot(page, name);
    }
    // the records filter by the days they were made: days long past hold none, and 清空 brings them back
    await page.goto(`${t.url}/eleCardManage/writeOff`);
    await page.locator('.ant-table-row:visible', { hasText: '主景区入园' }).first().waitFor();
    const [from, to] = [page.locator('input[placeholder="开始日期"]:visible'), page.locator('input[placeholder="结束日期"]:visible')];
    await from.click();
    await from.fill('2020-01-01');
    await from.press('Enter');
    await to.fill('2020-01-31');
    await to.press('Enter');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.locator('.ant-table-placeholder .ant-empty:visible').waitFor();
    await shot(page, 'writeoff-filtered');
    await page.getByRole('button', { name: /清\s*空/ }).click();
    await page.locator('.ant-table-row:visible', { hasText: '主景区入园' }).first().waitFor();
    await page.close();
  });

  it('the reports show the day’s activation and the two checks, drawn and in the table', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/eCardReport/dailySales`);
    const pane = page.locator('.ant-tabs-tabpane-active');
    const stat = (title: string) => pane.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');
    await page.getByRole('tab', { name: '日激活统计' }).click();
    await expect.poll(async () => Number(await stat('激活码').textContent())).toBeGreaterThanOrEqual(1);
    await pane.getByTestId('ecard-report-chart-dailyActivation').locator('canvas').waitFor();
    await shot(page, 'report-activation');
    await page.getByRole('tab', { name: '核销汇总' }).click();
    await expect.poll(async () => Number(await stat('核销次数').textContent())).toBeGreaterThanOrEqual(2);
    await pane.getByTestId('ecard-report-chart-verifySummary').locator('canvas').waitFor();
    await page.getByRole('tab', { name: '项目核销统计' }).click();
    await pane.locator('.ant-table-row', { hasText: '主景区入园' }).first().waitFor();
    await expect.poll(() => pane.locator('.ant-spin-blur').count()).toBe(0);
    await shot(page, 'report-projects');
    await page.close();
  });

  it('the merchant imports holders from xlsx: the bad row is listed and nothing imported, the fixed sheet imports', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/memberCardManage/index`);
    await page.getByTestId('held-import').click();
    const dlg = page.locator('.ant-modal', { hasText: '导入持卡人' });
    const upload = async (rows: unknown[][]) => {
      const wb = new ExcelJS.Workbook();
      const s = wb.addWorksheet('持卡人');
      s.addRow(['电子卡名称', '持卡人姓名', '手机号']);
      for (const r of rows) s.addRow(r);
      const buffer = Buffer.from(await wb.xlsx.writeBuffer());
      await dlg.locator('input[type=file]').setInputFiles({ name: '持卡人.xlsx', mimeType: 'application/octet-stream', buffer });
      await dlg.getByTestId('held-import-start').click();
    };
    await upload([
      [CARD, '导入甲', '13700000001'],
      [CARD, '导入乙', '137'],
    ]);
    await dlg.getByTestId('held-import-problems').getByText('第 3 行').waitFor();
    await shot(page, 'import-problems');
    expect(await page.locator('.ant-table-row:visible', { hasText: '导入甲' }).count()).toBe(0);
    await upload([
      [CARD, '导入甲', '13700000001'],
      [CARD, '导入乙', '13700000002'],
    ]);
    await dlg.getByText('共 2 行,已全部导入').waitFor();
    await dlg
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await page.locator('.ant-table-row:visible', { hasText: '导入乙' }).first().waitFor();
    await shot(page, 'import-done');
    await page.close();
  });

  it('the merchant sets a renewal combo on 续卡 and sees it again when reopening', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/eleCardManage/index`);
    const row = page.locator('.ant-table-row:visible', { hasText: CARD }).first();
    await row.getByRole('button', { name: '续卡' }).click();
    const dlg = page.locator('.ant-modal', { hasText: '续卡设置' });
    await dlg.getByRole('button', { name: '添加续卡套餐' }).click();
    const combo = dlg.getByTestId('renewal-combo-row').first();
    await combo.getByLabel('套餐名称').fill('续一年');
    await combo.getByLabel('价格(元)').fill('88');
    await shot(page, 'renewal');
    await dlg.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => dlg.count()).toBe(0);
    await row.getByRole('button', { name: '续卡' }).click();
    await expect.poll(() => page.locator('.ant-modal', { hasText: '续卡设置' }).getByLabel('套餐名称').first().inputValue()).toBe('续一年');
    const saved = await t.db.one<{ days: number; price: string }>(
      sql`SELECT days, price FROM ec_card_renewal_combo ORDER BY id DESC LIMIT 1`,
    );
    expect([saved!.days, Number(saved!.price)]).toEqual([365, 8800]);
    await page.close();
  });
});
