import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, login, startApp, type Client, type TestApp } from '../../server/test/harness.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

let t: TestApp;
let browser: TestBrowser;
let boss: Client;
beforeAll(async () => {
  t = await startApp();
  browser = await launch();
  boss = (await login(t, ...DEMO.boss)).client;
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

// Pages load lazily on a busy machine: wait up to 10 s for what a user would see.
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });
// SHOTS_DIR=/tmp/shots-x keeps a screenshot of every step (for looking at the pages).
const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return;
  mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  await page.waitForTimeout(400); // dialogs finish their animation
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};
const live = (heading: string) =>
  t.db.query<{ id: string; subtitle: string; image_url: string; content: string }>(
    sql`SELECT id::text, subtitle, image_url, content FROM cnt_image_text WHERE tenant_id = '100001' AND heading = ${heading} AND is_deleted = 0`,
  );

describe('图文字典 page', () => {
  it('the boss sees the demo items, adds one with a cover and content, finds it, edits it, and deletes it; the editor picker lists it meanwhile', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await loginUI(t, page, DEMO.boss);

    // opened from the sidebar: 店铺装修 → 图文字典, the four demo items with their covers
    const sider = page.locator('.yym-sider');
    const item = sider.getByRole('menuitem', { name: '图文字典', exact: true });
    if (!(await item.isVisible())) await sider.locator('.ant-menu-submenu-title', { hasText: '店铺装修' }).click();
    await item.click();
    await page.waitForURL('**/imageTextdDictionary/index');
    for (const h of ['云海日出', '千年古镇', '温泉养生', '非遗文化']) await page.locator('.ant-table-row', { hasText: h }).waitFor();
    expect(await page.locator('.ant-table-row', { hasText: '云海日出' }).textContent()).toContain('清晨五点的山顶');
    expect(await page.locator('.ant-table-row img.ct-thumb').count()).toBe(4);
    await page.getByText('共 4 条').waitFor();
    await shot(page, '1-list');
    // no export button: the menu grants none for this item
    expect(await page.getByRole('button', { name: /导\s*出/ }).count()).toBe(0);
    // 查看 shows the cover and the content as the storefront renders it
    await page
      .locator('.ant-table-row', { hasText: '云海日出' })
      .getByRole('button', { name: /查\s*看/ })
      .click();
    const view = page.locator('.ant-modal', { hasText: '查看' });
    await view.locator('.ct-html', { hasText: '清晨五点的山顶' }).waitFor();
    expect(await view.locator('img.ct-thumb').count()).toBe(1);
    await shot(page, '1b-view');
    await view.getByRole('button', { name: /关\s*闭/ }).click();
    await view.waitFor({ state: 'hidden' });

    // add: the heading is required and at most 50 characters, checked before anything is sent
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增' });
    await dialog.getByLabel('标题', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请输入标题').waitFor();
    await dialog.getByLabel('标题', { exact: true }).fill('长'.repeat(51));
    await dialog.getByText('标题最多50个字').waitFor();

    const heading = `测试图文${Date.now() % 100000}`;
    await dialog.getByLabel('标题', { exact: true }).fill(heading);
    await dialog.getByLabel('副标题').fill('第一版副标题');
    // a cover drawn in the browser (80×60 PNG), uploaded through the signed PUT
    const png = Buffer.from(
      (
        await page.evaluate(() => {
          const c = document.createElement('canvas');
          c.width = 80;
          c.height = 60;
          const g = c.getContext('2d')!;
          g.fillStyle = '#10AB7F';
          g.fillRect(0, 0, 80, 60);
          return c.toDataURL('image/png');
        })
      ).split(',')[1]!,
      'base64',
    );
    await dialog.locator('.ant-upload input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await dialog.locator('.ant-upload-list-item img').waitFor();
    const box = dialog.getByLabel('富文本内容');
    await box.click();
    await page.keyboard.type('山顶的云海像棉花糖');
    await shot(page, '2-add');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('新增成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const [saved] = await live(heading);
    expect(saved).toBeTruthy();
    expect(saved!.subtitle).toBe('第一版副标题');
    expect(saved!.content).toContain('山顶的云海像棉花糖');
    expect(saved!.image_url).toMatch(/\.png/);

    // the editor's image-text picker lists the new item with its cover
    const picker = await boss.get('/yym-content-api/imageText/list', { heading });
    expect(picker.body.data.total).toBe(1);
    expect(picker.body.data.list[0]).toMatchObject({ heading, subtitle: '第一版副标题', imageUrl: saved!.image_url });

    // search by heading: only the new row, its cover loaded from storage
    const search = page.locator('.yym-crud-search');
    await search.getByLabel('标题', { exact: true }).fill(heading);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('共 1 条').waitFor();
    const row = page.locator('.ant-table-row', { hasText: heading });
    await row.waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);
    await poll(() => row.locator('img.ct-thumb').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(80);
    await shot(page, '3-search');

    // edit: the dialog opens with the saved values; the subtitle changes
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const edit = page.locator('.ant-modal', { hasText: '编辑' });
    await poll(() => edit.getByLabel('标题', { exact: true }).inputValue()).toBe(heading);
    expect(await edit.getByLabel('富文本内容').textContent()).toContain('山顶的云海像棉花糖');
    await edit.getByLabel('副标题').fill('第二版副标题');
    await shot(page, '4-edit');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('更新成功').waitFor();
    await poll(() => row.textContent()).toContain('第二版副标题');
    expect((await live(heading))[0]).toMatchObject({ subtitle: '第二版副标题', image_url: saved!.image_url });
    expect((await boss.get('/yym-content-api/imageText/list', { heading })).body.data.list[0].subtitle).toBe('第二版副标题');

    // delete after the confirm: the row goes, the empty state shows, the picker no longer lists it
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('删除成功').waitFor();
    await page.locator('.ant-table-placeholder .ant-empty').waitFor();
    await shot(page, '5-empty');
    expect(await live(heading)).toHaveLength(0);
    expect((await boss.get('/yym-content-api/imageText/list', { heading })).body.data.total).toBe(0);

    // batch delete: the found items selected, one confirm for all
    for (const h of [`${heading}批量甲`, `${heading}批量乙`])
      expect((await boss.post('/yym-content-api/imageText/save', { heading: h })).status).toBe(200);
    await search.getByLabel('标题', { exact: true }).fill(`${heading}批量`);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('共 2 条').waitFor();
    // a colleague adds a third one meanwhile: 搜索 again with the same words shows it
    expect((await boss.post('/yym-content-api/imageText/save', { heading: `${heading}批量丙` })).status).toBe(200);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('共 3 条').waitFor();
    await page.locator('.ant-table-thead .ant-checkbox-input').check();
    // all three rows selected (not the two shown before the second search) before 删除
    await poll(() => page.locator('.ant-table-tbody tr.ant-table-row-selected').count()).toBe(3);
    await page
      .locator('.yym-crud')
      .getByRole('button', { name: /删\s*除/ })
      .first()
      .click();
    await page
      .locator('.ant-modal-confirm', { hasText: '确定将选择数据删除?' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('共 0 条').or(page.locator('.ant-table-placeholder .ant-empty')).first().waitFor();
    await poll(
      async () =>
        (await live(`${heading}批量甲`)).length + (await live(`${heading}批量乙`)).length + (await live(`${heading}批量丙`)).length,
    ).toBe(0);
    // the demo items are untouched
    await search.getByRole('button', { name: /清\s*空/ }).click();
    await page.getByText('共 4 条').waitFor();
    expect(failed).toEqual([]);
    await page.close();
  });

  it("the server refuses a heading over 50 characters or a blank one with the page's message, and changes nothing", async () => {
    const before = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM cnt_image_text WHERE tenant_id = '100001'`);
    const long = await boss.post('/yym-content-api/imageText/save', { heading: '长'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('标题最多50个字');
    const blank = await boss.post('/yym-content-api/imageText/save', { heading: '   ', subtitle: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请输入标题');
    const after = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM cnt_image_text WHERE tenant_id = '100001'`);
    expect(after!.n).toBe(before!.n);
    // the management list searches by heading too
    const page = await boss.get('/yym-content-api/imageText/page', { heading: '古镇' });
    expect(page.body.data.records.map((r: any) => r.heading)).toEqual(['千年古镇']);
  });
});
