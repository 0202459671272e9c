import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 分销商账户: the demo distributors with their balances; an adjustment applied, approved on 调账审批,
// and seen in the balance and the account's capital flow.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/partners-${name}.png`, fullPage: true });

describe('合作伙伴 in the browser', () => {
  it("a distributor's balance moves by an approved adjustment and the move is in its capital flow", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/cooperative/distributor`);
    const meituan = page.locator('.ant-table-row', { hasText: '美团门票' });
    await expect.poll(() => meituan.textContent()).toContain('¥800.00');
    await shot(page, '01-accounts');

    await meituan.getByRole('button', { name: '调账' }).click();
    const dlg = page.locator('.ant-modal', { hasText: '调账 · 美团门票' });
    await dlg.getByLabel('调账金额').fill('250');
    await dlg.getByLabel('调账原因').fill('补充预存款(银行回单 0325)');
    await dlg.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('调账申请已提交,待审批').waitFor();
    // not moved before approval
    expect(await meituan.textContent()).toContain('¥800.00');

    await page.getByRole('tab', { name: '调账审批' }).click();
    const pending = page.locator('.ant-table-row', { hasText: '补充预存款(银行回单 0325)' });
    await pending.getByRole('button', { name: '通过' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(() => pending.textContent()).toContain('已通过');

    await page.getByRole('tab', { name: '账户列表' }).click();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '美团门票' }).textContent()).toContain('¥1050.00');
    await page.locator('.ant-table-row', { hasText: '美团门票' }).getByRole('button', { name: '流水' }).click();
    const drawer = page.locator('.ant-drawer', { hasText: '资金流水 · 美团门票' });
    const flow = drawer.locator('.ant-table-row', { hasText: '补充预存款(银行回单 0325)' });
    await expect.poll(() => flow.textContent()).toContain('¥1050.00');
    await shot(page, '02-flows');
  });

  it('the supplier page shows an account in debt and the tripartite systems tab', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/cooperative/supplier`);
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '杭州宋城票务' }).textContent()).toContain('-800.00');
    await page.getByRole('tab', { name: '三方供应系统' }).click();
    await page.getByRole('button', { name: /新\s*增/ }).waitFor();
    await shot(page, '03-supplier');
  });

  it('小程序发布: authorise on the sandbox, publish a version through audit, roll it back', async () => {
    // a merchant without an app authorises its WeChat mini program: the sandbox consents, authSuccess shows
    const page2 = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page2, DEMO.boss2);
    await page2.goto(`${t.url}/merchantManage/mp`);
    await page2.getByRole('button', { name: '去授权' }).first().click();
    await page2.getByText('微信小程序授权成功').waitFor();
    await page2.getByRole('link', { name: '返回小程序发布' }).click();
    await page2.getByRole('button', { name: '上传新版本' }).waitFor();

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/merchantManage/mp`);
    await page.getByText('线上版本').first().waitFor();
    await page.getByRole('button', { name: '上传新版本' }).click();
    const dlg = page.locator('.ant-modal', { hasText: '上传新版本' });
    await dlg.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option').first().click();
    await dlg.getByLabel('版本号').fill('1.2.0');
    await dlg.getByLabel('版本描述').fill('新增分时预约');
    await dlg.getByRole('button', { name: /确\s*定|OK/ }).click();
    const row = page.locator('.ant-table-row', { hasText: '新增分时预约' });
    await row.getByRole('button', { name: '提交审核' }).click();
    await expect.poll(() => row.textContent()).toContain('审核中');
    await page.getByRole('button', { name: '模拟审核完成' }).click();
    await expect.poll(() => row.textContent()).toContain('审核通过');
    await row.getByRole('button', { name: '发布' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(() => row.textContent()).toContain('线上版本');
    await shot(page, '04-mp-released');
    await page.getByRole('button', { name: '版本回退' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(() => row.textContent()).toContain('已回退');
    await expect
      .poll(() => page.locator('.ant-table-row', { hasText: '新增电子卡与会员中心' }).first().textContent())
      .toContain('线上版本');
    await shot(page, '05-mp-rolled-back');
  });
});
