import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 免票政策: the merchant sees the demo policies, switches one off, and checks a traveller's ID card.

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

describe('免票政策 in the browser', () => {
  it('lists the policies, switches one off and checks who qualifies', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/activityNew/freeTicket`);
    const senior = page.locator('.ant-table-row', { hasText: '65周岁以上老人免票' });
    await expect.poll(() => senior.textContent()).toContain('≥65岁');
    const sw = senior.locator('.ant-switch');
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('false');
    const kids = page.locator('.ant-table-row', { hasText: '6周岁以下儿童免票' });
    await kids.getByRole('button', { name: '资格校验' }).click();
    // born 1950-01-01 (check digit 1): far too old for the children's policy
    await page.getByLabel('身份证号').fill('330106195001011231');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /校\s*验/ })
      .click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('不符合免票条件');
    await page.screenshot({ path: '/tmp/freeticket-01.png' });
    await page.close();
  });
});
