import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { ok } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// Messaging in the browser: a sign and a template applied for by the merchant and approved by the
// platform; a platform notice under the merchant's bell with its count; an open API account whose
// secret is shown once.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/msg-${name}.png`, fullPage: true });
const page = async (who: readonly [string, string, string], path: string) => {
  const p = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginUI(t, p, who);
  await p.goto(`${t.url}${path}`);
  return p;
};
const tab = (p: Page, name: string) => p.getByRole('tab', { name }).click();
const dialog = (p: Page) => p.locator('.ant-modal:visible');

describe('短信管理', () => {
  it('the merchant applies for a sign and a template; the platform approves both', async () => {
    const boss = await page(DEMO.boss, '/merchantGeneral/sms');
    await tab(boss, '短信签名');
    await boss.getByRole('button', { name: /新\s*增/ }).click();
    await dialog(boss).getByLabel('签名名称').fill('西湖游船');
    await dialog(boss)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    const signRow = boss.locator('tr', { hasText: '西湖游船' });
    await signRow.getByText('待审核').waitFor();

    const admin = await page(DEMO.admin, '/merchantGeneral/sms');
    await tab(admin, '短信签名');
    const pending = admin.locator('tr', { hasText: '西湖游船' });
    await pending.getByRole('button', { name: '通过' }).click();
    await admin
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await pending.getByText('已通过').waitFor();

    await boss.reload();
    await tab(boss, '短信模板');
    await boss.getByRole('button', { name: /新\s*增/ }).click();
    const d = dialog(boss);
    await d.getByLabel('模板名称').fill('游船预约成功');
    await d.getByLabel('签名', { exact: true }).click();
    await boss.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '西湖游船' }).click();
    await d.getByLabel('模板内容').fill('您已预约${time}的游船, 请提前10分钟到码头。');
    await d.getByRole('button', { name: /保\s*存/ }).click();
    const tplRow = boss.locator('tr', { hasText: '游船预约成功' });
    await tplRow.getByText('待审核').waitFor();
    await tplRow.getByText('${time}', { exact: true }).waitFor(); // the variable the text uses, declared
    await shot(boss, 'templates-merchant');

    await admin.reload();
    await tab(admin, '短信模板');
    await admin.locator('tr', { hasText: '游船预约成功' }).getByRole('button', { name: '通过' }).click();
    await dialog(admin).getByLabel('服务商模板编号').fill('SMS_990001');
    await dialog(admin)
      .getByRole('button', { name: /通\s*过/ })
      .click();
    const approved = admin.locator('tr', { hasText: '游船预约成功' });
    await approved.getByText('已通过').waitFor();
    await approved.getByText('SMS_990001').waitFor();
    await shot(admin, 'templates-platform');
    await Promise.all([boss.close(), admin.close()]);
  });
});

describe('the bell', () => {
  it('a platform notice appears under the merchant’s bell with its count, and reading it lowers the count', async () => {
    const boss = await page(DEMO.boss, '/wel/index');
    const badge = boss.locator('.ant-badge', { has: boss.getByLabel('notice') }).locator('.ant-scroll-number');
    await expect.poll(() => badge.getAttribute('title'), { timeout: 15_000 }).toMatch(/^\d+$/);
    const before = Number(await badge.getAttribute('title'));
    const admin = (await login(t, ...DEMO.admin)).client;
    ok(
      await admin.post('/blade-desk/notice/submit', {
        title: '系统将于今晚22点维护',
        content: '<p>维护期间暂停售票</p>',
        status: 1,
        audience: 1,
        tenantIds: ['100001'],
      }),
    );
    await boss.reload();
    await expect.poll(() => badge.getAttribute('title'), { timeout: 15_000 }).toBe(String(before + 1));
    await boss.getByLabel('notice').click();
    const letter = boss.locator('.ant-popover:visible').getByText('系统将于今晚22点维护');
    await letter.waitFor();
    await shot(boss, 'bell');
    await letter.click();
    await boss.waitForURL('**/stationLetter/index');
    await expect.poll(() => badge.getAttribute('title'), { timeout: 15_000 }).toBe(String(before));
    await boss.locator('tr', { hasText: '系统将于今晚22点维护' }).getByText('已读').waitFor();
    await shot(boss, 'letters');
    await boss.close();
  });
});

describe('开放接口', () => {
  it('an account is created and its secret shown once', async () => {
    const boss = await page(DEMO.boss, '/openAPIAccount/index');
    await boss.getByRole('button', { name: '新增账号' }).click();
    await dialog(boss).getByLabel('账号名称').fill('美团门票对接');
    await dialog(boss)
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    const secret = (await boss.getByTestId('open-secret').innerText()).trim();
    expect(secret).toMatch(/^[\w-]{32}$/);
    await shot(boss, 'openapi-secret');
    await dialog(boss).getByRole('button', { name: '我已保存' }).click();
    const row = boss.locator('tr', { hasText: '美团门票对接' });
    await row.getByText(`****${secret.slice(-4)}`).waitFor();
    expect(await boss.content()).not.toContain(secret);
    await boss.reload();
    await boss.locator('tr', { hasText: '美团门票对接' }).waitFor();
    expect(await boss.content()).not.toContain(secret);
    await shot(boss, 'openapi');
    await boss.close();
  });
});
