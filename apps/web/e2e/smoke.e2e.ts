import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, type TestBrowser } from './browser.ts';

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

it('serves the web app from the API server', async () => {
  const page = await browser.newPage();
  await page.goto(t.url + '/');
  await expect(page.title()).resolves.toContain('商铺管理平台');
  await page.close();
});

it('serves the published storefront from its own lean entry, without the back-office shell', async () => {
  const html = await (await fetch(t.url + '/h5/page/home?tenantId=100001')).text();
  expect(html).toContain('/assets/h5-');
  expect(await (await fetch(t.url + '/merchantOrder/scenic')).text()).not.toContain('/assets/h5-');
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(t.url + '/h5/page/home?tenantId=100001');
  await expect.poll(() => page.locator('[data-testid="storefront"] > *').count(), { timeout: 15_000 }).toBeGreaterThan(7);
  expect(scripts.some((u) => /\/assets\/(Layout|LoginPage)-/.test(u))).toBe(false);
  await page.close();
});

it('the web app runs under its Content-Security-Policy without a violation', async () => {
  const res = await fetch(`${t.url}/login`);
  expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  expect(res.headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto(`${t.url}/login`);
  await page.getByLabel('username').waitFor();
  await page.goto(`${t.url}/h5/page/home?tenantId=100001`);
  await expect.poll(() => page.locator('[data-testid="storefront"] > *').count(), { timeout: 15_000 }).toBeGreaterThan(7);
  expect(violations).toEqual([]);
  await page.close();
});
