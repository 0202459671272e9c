import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BLOCK_NAMES, MSG, type BlockType } from '@yym/contract';
import { startApp, DEMO, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// The page-decoration designer and the published storefront, driven like a merchant would.
let t: TestApp;
let browser: TestBrowser;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
beforeAll(async () => {
  t = await startApp();
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Drag with real pointer moves (a press becomes a drag after a few pixels). */
async function drag(page: Page, from: Locator, to: Locator, where: 'top' | 'bottom' = 'bottom') {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  // away from the scroll container's edges, where the stage starts scrolling
  const vh = page.viewportSize()!.height;
  const y = Math.min(where === 'top' ? b.y + Math.min(b.height * 0.25, 30) : b.y + b.height * 0.7, vh - 120);
  await page.mouse.move(b.x + b.width / 2, y, { steps: 12 });
  await page.mouse.move(b.x + b.width / 2, y + 1, { steps: 2 });
  await page.waitForTimeout(120);
  await page.mouse.up();
}

const blocksOf = (page: Page) => page.locator('[data-testid="canvas"] [data-block-type]');
const types = (page: Page) => blocksOf(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-block-type')));
const panel = (page: Page) => page.locator('.ed-panel');
const text = (l: Locator) => () =>
  l
    .first()
    .innerText({ timeout: 2000 })
    .catch(() => '');
const value = (l: Locator) => () =>
  l
    .first()
    .inputValue({ timeout: 2000 })
    .catch(() => '');
const toasts = (page: Page) => text(page.locator('.ant-message'));

describe('page decoration in a browser', () => {
  it('builds a page by dragging, edits, validates, undoes, publishes, opens the storefront and rolls back', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await ctx.newPage();
    const logs: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logs.push(m.text().slice(0, 300));
    });
    page.on('pageerror', (e) => logs.push(String(e).slice(0, 300)));
    await loginUI(t, page, DEMO.boss);
    await page.goto(t.url + '/customize/index');
    await expect.poll(() => blocksOf(page).count(), { timeout: 20_000 }).toBeGreaterThan(8); // the demo home page
    await page.screenshot({ path: `${SHOTS}/designer-home.png` });

    // a new page
    await page.getByRole('button', { name: '新建页面' }).first().click();
    await page.getByLabel('页面名称').fill('周末特惠');
    await page.getByRole('button', { name: '确 定' }).click();
    await expect.poll(text(page.locator('.ed-phone-title'))).toBe('周末特惠');
    await expect.poll(() => blocksOf(page).count()).toBe(0);
    await expect.poll(() => page.locator('.ant-modal-wrap:visible, .ant-modal-mask:visible').count()).toBe(0); // dialog closed

    // drag eight kinds of block from the palette onto the canvas
    const canvas = page.getByTestId('canvas');
    const wanted = ['search', 'photoAdvert', 'nav', 'title', 'goods', 'gap', 'notice', 'tip', 'cube'];
    for (const type of wanted) {
      const target = (await blocksOf(page).count()) ? blocksOf(page).last() : canvas;
      await drag(page, page.locator(`[data-palette="${type}"]`), target);
      await expect
        .poll(() => types(page))
        .toContain(type)
        .catch(async (e) => {
          await page.screenshot({ path: `${SHOTS}/failed-drop.png` });
          console.log(logs.join('\n'));
          throw e;
        });
    }
    expect([...(await types(page))].sort()).toEqual([...wanted].sort());
    // one dropped on the top of the first block goes first
    const dropped = await types(page);
    await drag(page, page.locator('[data-palette="richText"]'), blocksOf(page).first(), 'top');
    await expect.poll(() => types(page)).toEqual(['richText', ...dropped]);
    expect(new Set(await types(page)).size).toBeGreaterThanOrEqual(8);
    // a click on the palette appends the block and scrolls the canvas to it; 撤销 takes it away again
    const stage = page.locator('.ed-stage');
    await stage.evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.locator('[data-palette="video"]').click();
    const appended = blocksOf(page).last();
    await expect
      .poll(async () => {
        const [b, s] = [(await appended.boundingBox())!, (await stage.boundingBox())!];
        return b.y >= s.y && b.y + Math.min(b.height, 100) <= s.y + s.height;
      })
      .toBe(true);
    expect(await stage.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => types(page)).toEqual(['richText', ...dropped]);
    const before = await types(page);
    // drag to reorder: the last block's handle onto the block above it
    await drag(page, blocksOf(page).last().locator('.ed-handle'), blocksOf(page).nth(before.length - 2), 'top');
    const n = before.length;
    await expect.poll(() => types(page)).toEqual([...before.slice(0, n - 2), before[n - 1], before[n - 2]]);
    // and back with the selected block's move-down button
    await blocksOf(page)
      .nth(n - 2)
      .click();
    await page.getByLabel('下移组件').click();
    await expect.poll(() => types(page)).toEqual(before);
    // a pointer drag shows where the block would go; Esc cancels it and nothing moves
    const first = blocksOf(page).first();
    await first.scrollIntoViewIfNeeded();
    const fb = (await first.boundingBox())!;
    await page.mouse.move(fb.x + fb.width / 2, fb.y + 4);
    const hb = (await first.locator('.ed-handle').boundingBox())!;
    await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
    await page.mouse.down();
    const third = (await blocksOf(page).nth(2).boundingBox())!;
    await page.mouse.move(third.x + third.width / 2, third.y + third.height * 0.7, { steps: 8 });
    const line = page.locator('[data-testid="canvas"] .ed-drop-line');
    await line.waitFor();
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await line.waitFor({ state: 'hidden' });
    expect(await types(page)).toEqual(before);

    // reorder with the keyboard: the second block's handle has a Chinese name and instructions; Space
    // picks the block up, ArrowDown moves it one place, Space drops it (each step announced in Chinese);
    // undo puts it back
    const handle = blocksOf(page).nth(1).locator('.ed-handle');
    expect(await handle.getAttribute('aria-label')).toBe(`拖动排序 ${BLOCK_NAMES[before[1] as BlockType]}`);
    expect(await page.locator(`#${await handle.getAttribute('aria-describedby')}`).textContent()).toContain('按空格键拿起组件');
    const announced = page.locator('#ed-drag-live');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced.textContent()).toBe(`已拿起「${BLOCK_NAMES[before[1] as BlockType]}」组件，当前在第 2 个位置。`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced.textContent()).toContain('移到了第 3 个位置');
    await page.keyboard.press('Space');
    const swapped = [before[0], before[2], before[1], ...before.slice(3)];
    await expect.poll(() => types(page)).toEqual(swapped);
    await expect.poll(() => announced.textContent()).toBe(`已将「${BLOCK_NAMES[before[1] as BlockType]}」组件放到第 3 个位置。`);
    // the handle keeps the focus after the drop
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-block-id]')?.getAttribute('data-block-type')))
      .toBe(before[1]);
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => types(page)).toEqual(before);
    // Esc puts a lifted block back where it was
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-testid="canvas"] .ed-drop-line').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => announced.textContent()).toBe(`已取消拖动，「${BLOCK_NAMES[before[1] as BlockType]}」组件回到原位。`);
    expect(await types(page)).toEqual(before);
    expect(await page.locator('[data-testid="canvas"] .ed-drop-line').isVisible()).toBe(false);

    // properties: the title text shows in the preview
    await blocksOf(page)
      .filter({ has: page.locator('.pv-title') })
      .first()
      .click();
    await panel(page).getByLabel('标题', { exact: true }).fill('周末去哪儿');
    await expect.poll(text(page.locator('[data-testid="canvas"] .pv-title'))).toContain('周末去哪儿');

    // validation 1: divider height out of 0-50
    await page.locator('[data-block-type="gap"]').click();
    await panel(page).getByLabel('高度').fill('60');
    await expect.poll(text(panel(page).getByRole('alert').first())).toBe(MSG.edDividerHeight);
    // undo / redo of that edit
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(value(panel(page).getByLabel('高度'))).toBe('10');
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(value(panel(page).getByLabel('高度'))).toBe('60');
    // publishing refuses the invalid page and names the block
    await page.getByRole('button', { name: /发\s*布/ }).click();
    await expect.poll(toasts(page)).toContain(`辅助分割(第`);
    await panel(page).getByLabel('高度').fill('20');
    await expect.poll(() => panel(page).locator('.ed-err').count()).toBe(0);

    // validation 2: goods list type "list" turns the buy button off with the spec's message
    await page.locator('[data-block-type="goods"]').click();
    await panel(page).getByText('列表', { exact: true }).click();
    await expect.poll(toasts(page)).toContain(MSG.edListModeNoButton);
    await page.screenshot({ path: `${SHOTS}/designer-panel.png` });

    // validation 3: a fixed navigation cannot lose an item
    await page.locator('[data-block-type="nav"]').click();
    await panel(page).getByLabel('删除第1项').click();
    await expect.poll(toasts(page)).toContain(MSG.edNavFixedDelete);

    // duplicate and delete with confirm
    await page.locator('[data-block-type="tip"]').click();
    await page.getByLabel('复制组件').click();
    await expect.poll(async () => (await types(page)).filter((x) => x === 'tip').length).toBe(2);
    const tips = async () => (await types(page)).filter((x) => x === 'tip').length;
    const ask = page.locator('.ant-popconfirm', { hasText: MSG.edDeleteBlock });
    await page.getByLabel('删除组件').click();
    await ask.getByRole('button', { name: /删\s*除/ }).click();
    await expect.poll(tips).toBe(1);
    // the Delete key asks the same question; Esc keeps the block
    await page.locator('[data-block-type="tip"]').click();
    await page.keyboard.press('Delete');
    await ask.waitFor();
    await page.waitForTimeout(300); // the confirm zooms in
    await page.screenshot({ path: `${SHOTS}/designer-delete-confirm.png` });
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    expect(await tips()).toBe(1);

    // save, publish
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(text(page.getByTestId('save-status'))).toContain('已保存');
    await page.getByRole('button', { name: /发\s*布/ }).click();
    await expect.poll(toasts(page)).toContain(MSG.edPublishSuccess);
    await page.screenshot({ path: `${SHOTS}/designer-new-page.png` });
    const pageId = await page.locator('.ed-root').getAttribute('data-page-id');
    expect(pageId).toBeTruthy();
    // the QR code of the storefront link
    await page.getByRole('button', { name: /预\s*览/ }).click();
    await page.locator('[data-testid="qr"] img').first().waitFor();
    expect(await text(page.locator('[data-testid="qr"]'))()).toContain(`/h5/page/${pageId}`);
    await page.keyboard.press('Escape');

    // the public storefront on a phone
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
    const sf = await phone.newPage();
    await sf.goto(`${t.url}/h5/page/${pageId}`);
    await sf
      .getByTestId('storefront')
      .waitFor({ timeout: 15_000 })
      .catch(async (e) => {
        await sf.screenshot({ path: `${SHOTS}/failed-storefront.png` });
        throw e;
      });
    const live = await sf.locator('[data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block')));
    expect(live).toEqual(await types(page));
    await expect.poll(text(sf.locator('.pv-title'))).toContain('周末去哪儿');

    // version 2 changes the title; rolling back brings version 1 back to the storefront
    await page.locator('[data-block-type="title"]').click();
    await panel(page).getByLabel('标题', { exact: true }).fill('第二版标题');
    await page.getByRole('button', { name: /发\s*布/ }).click();
    await expect.poll(toasts(page)).toContain('版本 2');
    await sf.reload();
    await expect.poll(text(sf.locator('.pv-title'))).toContain('第二版标题');
    await page.getByRole('button', { name: '版本记录' }).click();
    await page
      .locator('[data-version="1"]')
      .getByRole('button', { name: /回\s*滚/ })
      .click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /回\s*滚/ })
      .click();
    await expect.poll(toasts(page)).toContain(MSG.edRollbackSuccess);
    await sf.reload();
    await expect.poll(text(sf.locator('.pv-title'))).toContain('周末去哪儿');
    await expect.poll(text(page.locator('[data-testid="canvas"] .pv-title'))).toContain('周末去哪儿');

    // the demo home page by tenant, as a customer sees it
    await sf.goto(`${t.url}/h5/page/home?tenantId=100001`);
    await sf.getByTestId('storefront').waitFor();
    expect(await sf.locator('[data-block]').count()).toBeGreaterThanOrEqual(8);
    await sf.waitForLoadState('networkidle');
    await sf.screenshot({ path: `${SHOTS}/storefront-home.png`, fullPage: true });
    await phone.close();
    await ctx.close();
  });
});
