import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { startS3Server } from '../../server/test/s3.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 对象存储: the platform operator adds a bucket for one merchant, enables it and tests the connection
// (the bucket is a local S3 server started here).

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let browser: TestBrowser;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await startApp({ storage: { kind: 'local' } });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await s3?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/oss-${name}.png`, fullPage: true });
const dialog = (p: Page) => p.locator('.ant-modal:visible');

describe('对象存储', () => {
  it('the operator adds a config for one merchant, enables it and tests the connection', async () => {
    const p = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, p, DEMO.admin);
    await p.goto(`${t.url}/resource/oss`);
    await p.getByRole('button', { name: /新\s*增/ }).click();
    const d = dialog(p);
    await d.getByLabel('名称', { exact: true }).fill('演示商户存储');
    await d.getByLabel('地址', { exact: true }).fill(s3.config.endpoint);
    await d.getByLabel('空间名', { exact: true }).fill(s3.config.bucket);
    await d.getByLabel('AccessKey', { exact: true }).fill(s3.config.accessKeyId);
    await d.getByLabel('SecretKey', { exact: true }).fill(s3.config.secretAccessKey);
    await d.getByLabel('适用租户', { exact: true }).fill('100001');
    await shot(p, 'form');
    await d.getByRole('button', { name: /保\s*存/ }).click();
    const row = p.locator('tr', { hasText: '演示商户存储' });
    await row.getByText('未启用').waitFor();
    await row.getByText('****RVER').waitFor();

    await row.getByRole('button', { name: '启用' }).click();
    await p
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await row.getByText('已启用').waitFor();
    await row.getByRole('button', { name: '测试连接' }).click();
    await p.getByText(/连接成功/).waitFor();
    await shot(p, 'list');
    await p.close();
  });
});
