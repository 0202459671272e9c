import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MSG } from '@yym/contract';
import { DEMO, login, startApp, type TestApp } from '../../server/test/harness.ts';
import { operationTitle } from '../../server/src/platform/oplog.ts';
import { routeCatalog } from '../../server/src/platform/route.ts';
import { makeTicket } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// What a merchant met walking the back office: the operation log's names, lists that fit the screen,
// and how dialogs behave on empty saves, Esc, and a pick made right after another setting.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
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

/** A logged-in page that counts uncaught errors and unhandled promise rejections. */
async function open(user: readonly [string, string, string], width = 1440, height = 900) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /uncaught|in promise/i.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (e) => {
      (window as any).__rejections = [...((window as any).__rejections ?? []), String((e.reason as Error)?.message ?? e.reason)];
    });
  });
  await loginUI(t, page, user);
  return { page, errors };
}

const modal = (page: Page) => page.locator('.ant-modal-content').last();

/** 保存 (again, on a busy machine the first click can land while the dialog is still opening) until the message shows. */
async function saveUntil(dialog: Locator, text: string) {
  await poll(async () => {
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    return dialog.getByText(text).count();
  }).toBe(1);
}

/** The table has no sideways scroll, and no cell of the column runs under the fixed 操作 column. */
async function layoutOf(page: Page, column: string) {
  return page.evaluate((title) => {
    // open pages stay mounted (hidden) behind their tabs: measure the one showing
    const table = [...document.querySelectorAll('.ant-table-wrapper')].find((w) => w.checkVisibility())!;
    const content = table.querySelector('.ant-table-content') as HTMLElement;
    const heads = [...table.querySelectorAll('.ant-table-thead th')];
    const at = heads.findIndex((h) => h.textContent?.trim() === title);
    const covered = [...table.querySelectorAll('.ant-table-tbody tr.ant-table-row')].filter((tr) => {
      const cell = tr.children[at] as HTMLElement;
      const fixed = tr.querySelector('.ant-table-cell-fix-right') as HTMLElement | null;
      const overflow = [...cell.querySelectorAll('*')].some(
        (e) => e.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1,
      );
      return overflow || (!!fixed && cell.getBoundingClientRect().right > fixed.getBoundingClientRect().left + 1);
    });
    // the 状态 column's tags (订单状态 and 异常) stay inside their cell
    const tagsOut = [...table.querySelectorAll('.ant-table-tbody td .ant-tag')].filter((tag) => {
      const td = tag.closest('td')!.getBoundingClientRect();
      return tag.getBoundingClientRect().right > td.right + 1;
    });
    return {
      width: content.clientWidth,
      scrollWidth: content.scrollWidth,
      heads: heads.map((h) => Math.round(h.getBoundingClientRect().width)).join(','),
      column: at,
      scrolls: content.scrollWidth > content.clientWidth,
      covered: covered.length,
      tagsOut: tagsOut.length,
      rows: table.querySelectorAll('.ant-table-tbody tr.ant-table-row').length,
    };
  }, column);
}

describe('operation log in Chinese', () => {
  it('names each operation by its button under its page, and the self calls by their own Chinese name', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    await boss.post('/blade-system/post/submit', { category: 1, postCode: 'log-zh', postName: '日志岗', sort: 1 });
    await boss.post('/blade-auth/oauth/logout');
    const { page } = await open(DEMO.boss);
    await page.goto(`${t.url}/monitor/log/api`);
    const titles = page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(1)');
    await poll(() => titles.allTextContents()).toContain('岗位管理·新增');
    const all = await titles.allTextContents();
    expect(all).toContain('退出登录');
    expect(all.filter((s) => /add or update|Log out/.test(s))).toEqual([]);
    await page.close();
  });

  it('every logged route has a Chinese name', async () => {
    const logged = routeCatalog.filter((r) => r.mutating && !r.public);
    const english: string[] = [];
    for (const r of logged) {
      const title = await operationTitle(t.db, { url: r.url.replace(/^\/api/, ''), summary: r.summary }, r.perm);
      if (!/[\u4e00-\u9fa5]/.test(title)) english.push(`${r.method} ${r.url}: ${title}`);
    }
    expect(english).toEqual([]);
  });
});

describe('lists fit the screen', () => {
  for (const width of [1440, 1366]) {
    it(`景区订单 and 操作日志 have no sideways scroll at ${width} px; 下单时间 and the 异常 tag stay clear of 操作`, async () => {
      const { page } = await open(DEMO.boss, width);
      await page.goto(`${t.url}/merchantOrder/scenic`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await poll(() => page.locator('.ant-table-tbody .ant-tag', { hasText: '异常' }).count()).toBeGreaterThan(0);
      const orders = await layoutOf(page, '下单时间');
      expect(orders).toMatchObject({ scrolls: false, covered: 0, tagsOut: 0 });
      expect(orders.column).toBeGreaterThan(0);
      await page.goto(`${t.url}/monitor/log/api`);
      await page.locator('.ant-table-tbody tr.ant-table-row:visible').first().waitFor();
      const logs = await layoutOf(page, '时间');
      expect(logs).toMatchObject({ scrolls: false, covered: 0 });
      await page.close();
    });
  }
});

describe('dialogs', () => {
  it('saving a dialog with empty required fields shows their messages and leaves no unhandled rejection', async () => {
    const { page, errors } = await open(DEMO.boss);
    await page.goto(`${t.url}/system/post`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await modal(page).getByLabel('岗位编号').waitFor();
    await saveUntil(modal(page), '请输入岗位编号');
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as any).__rejections ?? [])).toEqual([]);
    await page.close();
  });

  it('Esc closes an open dropdown only; the dialog keeps its title while it closes', async () => {
    // a TreeSelect (上级机构) lets Esc on to the dialog; a plain Select stops it itself
    const { page } = await open(DEMO.boss);
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // the closing animation is what this is about
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
    await page.goto(`${t.url}/system/dept`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = modal(page);
    await dialog.getByLabel('机构名称').waitFor();
    await dialog.locator('.ant-form-item', { hasText: '上级机构' }).locator('.ant-select-selector').click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown.waitFor();
    await page.keyboard.press('Escape');
    await poll(() => dropdown.count()).toBe(0);
    await page.waitForTimeout(400);
    expect(await page.locator('.ant-modal-wrap:visible').count()).toBe(1);
    await expect(dialog.locator('.ant-modal-title').textContent()).resolves.toBe('新增');
    // the dialog itself closes on the next Esc, its title unchanged until it is gone
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as any).__titles = seen;
      new MutationObserver(() => {
        const t = document.querySelector('.ant-modal-title')?.textContent;
        if (t) seen.push(t);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.keyboard.press('Escape');
    await poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    expect((await page.evaluate(() => (window as any).__titles as string[])).filter((s) => s !== '新增')).toEqual([]);
    await page.close();
  });

  it('分销授权 right after setting the distribution mode does not warn 商品未开启分销', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    const name = `分销新票${Math.random().toString(36).slice(2, 6)}`;
    await makeTicket(boss, { name });
    const { page } = await open(DEMO.boss);
    await page.goto(`${t.url}/distribution/goods`);
    await page.getByLabel('商品名称').fill(name);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
    await poll(() => row.count()).toBe(1);
    await row.locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: '分销模式' }).click();
    await modal(page).getByLabel('统一价').check();
    await modal(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await page.getByRole('button', { name: '分销授权' }).click();
    await modal(page)
      .getByText(/可销售这些商品的分销商/)
      .waitFor();
    expect(await modal(page).getByText(MSG.coDisModelOff, { exact: false }).count()).toBe(0);
    await page.close();
  });

  it('a new tenant asks for its 管理员密码: marked required, 请输入管理员密码 when empty, the password rule when malformed', async () => {
    const admin = (await login(t, ...DEMO.admin)).client;
    const refused = await admin.post('/blade-system/tenant/submit', { tenantName: '无密码商户' });
    expect(refused.body.msg).toBe(MSG.adminPasswordRequired);
    const { page } = await open(DEMO.admin);
    await page.goto(`${t.url}/system/tenant`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal-content').filter({ hasText: '管理员密码' });
    await dialog.getByLabel('管理员密码').waitFor();
    expect(await dialog.locator('label.ant-form-item-required', { hasText: '管理员密码' }).count()).toBe(1);
    await saveUntil(dialog, MSG.adminPasswordRequired);
    expect(await dialog.getByText(MSG.newPasswordRequired).count()).toBe(0);
    await dialog.getByLabel('管理员密码').fill('abc');
    await poll(() => dialog.getByText(MSG.passwordFormat).count()).toBe(1);
    await page.close();
  });
});
