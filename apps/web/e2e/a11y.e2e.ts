import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// axe-core (WCAG 2.1 AA) on a page of each area, back office and storefront: no violations.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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

interface Found {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Found[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`));
}

// a page of each area: home, orders, hotels, e-cards, marketing, members, reports, ticketing, settings
const BACK_OFFICE = [
  '/wel/index',
  '/merchantOrder/scenic',
  '/merchantOrder/hotel',
  '/hotel/index',
  '/eleCardManage/index',
  '/couponManagement/index',
  '/merchantUser/index',
  '/orderReport/index',
  '/windowTicket/index',
  '/merchantGeneral/sms',
  '/deviceManage/index',
  '/system/user',
];
const THEMES = [
  'theme-white',
  'theme-dark',
  'theme-colourful',
  'theme-smart',
  'theme-iview',
  'theme-vip',
  'theme-cool',
  'theme-d2',
  'theme-lte',
];

describe('accessibility', () => {
  it('the login page', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    await page.goto(`${t.url}/login`);
    await page.getByLabel('username').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  for (const path of BACK_OFFICE)
    it(`back office ${path}`, async () => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
      await loginUI(t, page, DEMO.boss);
      await page.goto(`${t.url}${path}`);
      await page.locator('.ant-table-row, .ant-card').first().waitFor();
      await page.waitForTimeout(500);
      expect(await violations(page)).toEqual([]);
      await page.close();
    });

  it('every theme: the shell and a list', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    await loginUI(t, page, DEMO.boss);
    const found: string[] = [];
    for (const theme of THEMES) {
      await page.evaluate((name) => {
        localStorage.setItem('yym-themeName', JSON.stringify({ dataType: 'string', content: name, datetime: Date.now() }));
      }, theme);
      await page.goto(`${t.url}/merchantOrder/scenic`);
      await page.locator('.ant-table-row').first().waitFor();
      await page.waitForTimeout(300);
      found.push(...(await violations(page)).map((v) => `${theme}: ${v}`));
    }
    expect(found).toEqual([]);
    await page.close();
  });

  for (const path of ['/h5/page/home?tenantId=100001', '/pages/ecard/activate?tenantId=100001'])
    it(`storefront ${path}`, async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
      await page.goto(`${t.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      await page.close();
    });
});
