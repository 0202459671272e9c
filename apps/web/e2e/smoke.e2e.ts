import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type TestApp } from '../../server/test/harness.ts';
import { launch } from './browser.ts';

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startApp();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

it('serves the web app from the API server', async () => {
  const page = await browser.newPage();
  await page.goto(t.url + '/');
  await expect(page.title()).resolves.toContain('商铺管理平台');
  await page.close();
});
