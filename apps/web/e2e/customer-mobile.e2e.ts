import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STOREFRONT_MSG } from '@yym/contract';
import { Client, DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { sql } from '../../server/src/platform/sql.ts';
import { makeTicket, ok, pay, place } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

let t: TestApp;
let browser: TestBrowser;
/** A paid order (QR codes, refundable), an unpaid one (the cashier) and the demo's real-name ticket. */
const data = { paid: '', unpaid: '', productId: '' };

beforeAll(async () => {
  t = await startApp();
  browser = await launch();
  const boss = (await login(t, ...DEMO.boss)).client;
  const tk = await makeTicket(boss, { stock: 10, price: 6600 });
  const paid = ok(await place(boss, tk.productId, { quantity: 2 }));
  await pay(t, boss, paid.orderId);
  data.paid = paid.code;
  data.unpaid = ok(await place(boss, tk.productId, { quantity: 1 })).code;
  const p = await t.db.one<{ id: string }>(
    sql`SELECT id FROM prd_product WHERE tenant_id = '100001' AND name = '灵隐寺门票' AND is_deleted = 0`,
  );
  data.productId = p!.id;
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/mobile-shots';

/** A real phone: touch, device pixels, and the page's viewport meta honoured. */
async function phone(width: number, height: number): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  return ctx.newPage();
}

/**
 * Where an element is on the visible screen (the visual viewport, CSS pixels), and whether it is seen at its
 * four corners and centre (not covered by the fixed action bar or anything else).
 */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const v = window.visualViewport!;
      const points = [
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ];
      const seen = points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !!hit && (el.contains(hit) || hit.contains(el));
      });
      const [x, y] = [v.offsetLeft, v.offsetTop];
      // and nothing inside it runs past its own right edge (a grid of day cells wider than its card)
      const fits = el.scrollWidth <= el.clientWidth + 1;
      return { left: r.left - x, right: r.right - x, top: r.top - y, bottom: r.bottom - y, width: v.width, height: v.height, seen, fits };
    });

async function fitsPhone(page: Page, key: string, name: string, phoneWidth: number) {
  await page.locator(key).first().waitFor();
  await page
    .locator(key)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, style: '.ant-message { display: none !important; }' });
  // laid out at the phone's width, unzoomed, and nothing runs off to the right
  const m = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    scale: window.visualViewport!.scale,
  }));
  expect(m.inner, `${name}: laid out ${m.inner}px wide on a ${phoneWidth}px phone`).toBe(phoneWidth);
  expect(m.scale, `${name}: zoomed`).toBeCloseTo(1, 2);
  expect(m.scroll, `${name}: page ${m.scroll}px wide on a ${m.inner}px screen`).toBeLessThanOrEqual(m.inner);
  // the key element is wholly on the screen
  const b = await box(page, key);
  expect(b.left, `${name}: ${key} left`).toBeGreaterThanOrEqual(0);
  expect(b.top, `${name}: ${key} top`).toBeGreaterThanOrEqual(0);
  expect(b.right, `${name}: ${key} right`).toBeLessThanOrEqual(b.width + 0.5);
  expect(b.bottom, `${name}: ${key} bottom`).toBeLessThanOrEqual(b.height + 0.5);
  expect(b.seen, `${name}: ${key} covered`).toBe(true);
  expect(b.fits, `${name}: ${key} content wider than itself`).toBe(true);
  // the customer page has the phone's own viewport, not the back office's 768
  expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('width=device-width');
}

/** Each customer page: where it is, what says it has loaded, and what must be on the screen. */
const PAGES: { name: string; url: () => string; ready: (p: Page) => Promise<unknown>; keys: string[] }[] = [
  {
    // the QR code shown at the gate, and the fixed bar with 取消订单
    name: 'order-detail',
    url: () => `/orderDetail?code=${data.paid}`,
    ready: (p) => poll(() => p.getByTestId('order-state').textContent()).toBe('待使用'),
    keys: ['[data-testid="order-qr"]', '.h5o-foot'],
  },
  {
    // the refund form and its submit button
    name: 'refund',
    url: () => `/refound?code=${data.paid}`,
    ready: (p) => poll(() => p.getByTestId('refund-num').textContent()).toBe('2'),
    keys: ['[data-testid="refund-submit"]', '[data-testid="refund-text"]'],
  },
  {
    // the fixed action bar (total and 提交订单)
    name: 'product',
    url: () => `/h5/product/${data.productId}?tenantId=100001`,
    ready: (p) => poll(() => p.locator('h1.h5p-name').textContent()).toBe('灵隐寺门票'),
    keys: ['.h5p-foot', '[data-testid="place-submit"]', '.h5p-cal'],
  },
  {
    // the cashier's fixed action bar (确认支付)
    name: 'pay',
    url: () => `/h5/pay?code=${data.unpaid}`,
    ready: (p) => poll(() => p.getByTestId('pay-amount').textContent()).toBe('¥66.00'),
    keys: ['.h5o-foot', '[data-testid="pay-confirm"]'],
  },
];

describe('customer pages on a phone', () => {
  for (const [w, h] of [
    [390, 844],
    [320, 640],
  ] as const) {
    for (const pg of PAGES) {
      it(`${pg.name} fits a ${w}×${h} phone`, async () => {
        const page = await phone(w, h);
        await page.goto(t.url + pg.url());
        await pg.ready(page);
        for (const [i, key] of pg.keys.entries()) await fitsPhone(page, key, `${pg.name}-${w}${i ? `-${i}` : ''}`, w);
        // the whole page, to look at
        await page.screenshot({ path: `${SHOTS}/${pg.name}-${w}-full.png`, fullPage: true });
        await page.context().close();
      });
    }
  }
});

describe('the storefront home leads somewhere real', () => {
  it('its search box finds the merchant’s tickets, a hot word searches itself, and 语音导览 opens a voice guide', async () => {
    const page = await phone(390, 844);
    await page.goto(`${t.url}/h5/page/home?tenantId=100001`);
    const box = page.getByRole('searchbox');
    await box.fill('西湖');
    await box.press('Enter');
    await page.waitForURL(/\/h5\/search\?tenantId=100001&q=/);
    const results = page.getByTestId('search-results');
    await poll(() => results.locator('li').allTextContents()).toContainEqual(expect.stringContaining('西湖游船票'));
    expect((await results.locator('li b').allTextContents()).every((name) => name.includes('西湖'))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/search-390.png`, fullPage: true });
    await results.getByRole('link').first().click();
    await page.waitForURL(/\/h5\/product\/\d+\?tenantId=100001/);

    await page.goto(`${t.url}/h5/page/home?tenantId=100001`);
    await page.getByRole('link', { name: '夜游', exact: true }).click();
    await page.waitForURL(/q=%E5%A4%9C%E6%B8%B8/);
    await page.getByPlaceholder('搜索景点、门票').waitFor();

    await page.goto(`${t.url}/h5/page/home?tenantId=100001`);
    await page.getByRole('link', { name: '语音导览' }).click();
    await page.waitForURL(/\/h5\/voice\/\d+\?tenantId=100001/);
    await page.context().close();
  });
});

describe('a storefront link without tenantId', () => {
  it('the server says in Chinese that the shop link is incomplete', async () => {
    const c = new Client(t.url);
    for (const [path, query] of [
      ['/yym-content-api/h5/page/home', {}],
      ['/yym-content-api/h5/page/home', { tenantId: 'abc' }],
      ['/yym-product-api/h5/product/detail', { id: data.productId }],
      ['/yym-product-api/h5/product/calendar', { id: data.productId }],
    ] as const) {
      const r = await c.get(path, query);
      expect(r.body.code, path).toBe(400);
      expect(r.body.msg, path).toBe(STOREFRONT_MSG.linkIncomplete);
    }
  });

  it('the storefront home and the product page say so on the phone', async () => {
    const page = await phone(390, 844);
    await page.goto(`${t.url}/h5/page/home`);
    await poll(() => page.locator('body').innerText()).toContain(STOREFRONT_MSG.linkIncomplete);
    expect(await page.locator('body').innerText()).not.toMatch(/[A-Za-z]{4,}/);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/storefront-no-tenant.png` });

    await page.goto(`${t.url}/h5/product/${data.productId}`);
    await poll(() => page.locator('body').innerText()).toContain(STOREFRONT_MSG.linkIncomplete);
    await page.screenshot({ path: `${SHOTS}/product-no-tenant.png` });
    await page.context().close();
  });
});

describe('top menus of the demo merchant', () => {
  it('the boss sees the top-menu bar with 商品 / 订单 / 营销, and picking one narrows the side menu', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    const top = ok<{ name: string }[]>(await boss.get('/blade-system/menu/top-menu'));
    expect(top.map((m) => m.name)).toEqual(['商品', '订单', '营销']);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    const items = page.locator('.yym-topmenu-item');
    await poll(async () => (await items.allInnerTexts()).map((x) => x.trim())).toEqual(['首页', '商品', '订单', '营销']);
    const side = page.locator('.yym-sider');
    await poll(() => side.innerText()).toContain('产品管理');

    await items.filter({ hasText: '营销' }).click();
    // the full side menu already shows 营销中心: wait for the narrowing itself
    await poll(() => side.innerText()).not.toContain('产品管理');
    expect(await side.innerText()).toContain('营销中心');
    expect(await side.innerText()).not.toContain('订单管理');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/top-menu-marketing.png` });

    await items.filter({ hasText: '订单' }).click();
    await poll(() => side.innerText()).toContain('订单管理');
    expect(await side.innerText()).not.toContain('营销中心');

    await items.filter({ hasText: '首页' }).click();
    await poll(() => side.innerText()).toContain('产品管理');
    await page.close();
  });
});
