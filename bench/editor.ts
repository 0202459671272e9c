import { existsSync } from 'node:fs';
import { BLOCK_TYPES, PAGE_SCHEMA_VERSION, createBlock, type BlockInstance, type BlockType } from '@yym/contract';
import { chromium, type Page } from 'playwright-core';
import { freshDb, md5, startServer } from './lib.ts';

/**
 * Page-decoration designer in headless Chromium with a page of 300 blocks: time to first render,
 * property change → updated preview (median, worst), a reorder, a delete, and the published page's
 * first render and JS size. Needs the built web app (npm run build) and the local PostgreSQL.
 */
const BLOCKS = 300;
const EDITS = 40;

function bigPage(): BlockInstance[] {
  const goods = Array.from({ length: 4 }, (_, i) => ({ goodsId: String(100 + i), goodsName: `商品${i}`, price: 9900, originalPrice: 12800, tag: '随时退' }));
  const extra: Partial<Record<BlockType, Record<string, unknown>>> = {
    goods: { goodsList: goods }, goodsCard: { goodsList: goods }, seckill: { goodsList: goods }, group: { goodsList: goods },
    photoAdvert: { list: [{ title: '广告' }, { title: '广告2' }] },
  };
  return Array.from({ length: BLOCKS }, (_, i) => {
    const type = i % 10 === 0 ? 'title' : BLOCK_TYPES[i % BLOCK_TYPES.length]!;
    return createBlock(type, type === 'title' ? { title: { text: `标题${i}` } } : extra[type] ?? {});
  });
}

const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** In the page: run `act`, then wait until `done()` holds and one frame has been drawn. */
const timeInPage = (page: Page, body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<number>;

export async function run() {
  const dist = process.env.WEB_DIST ?? new URL('../apps/web/dist/index.html', import.meta.url).pathname;
  if (!existsSync(dist.endsWith('.html') ? dist : `${dist}/index.html`)) {
    console.log('editor bench skipped: build the web app first (npm run build)');
    return;
  }
  const url = await freshDb('yym_bench_editor');
  const server = await startServer(url, { CAPTCHA: 'off' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    // the page: created, saved and published through the API
    const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
    const tok = await (await fetch(`${server.url}/api/blade-auth/oauth/token?tenantId=100001&username=boss&password=${md5('Demo1234')}&grant_type=password&scope=all`,
      { method: 'POST', headers: { Authorization: basic } })).json();
    const api = async (path: string, body: unknown) => {
      const r = await (await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${tok.access_token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
      if (r.code !== 200) throw new Error(`${path}: ${r.msg}`);
      return r.data;
    };
    const created = await api('/yym-content-api/decoration/page/save', { title: '三百组件' });
    const doc = { schemaVersion: PAGE_SCHEMA_VERSION, page: { title: '三百组件' }, blocks: bigPage() };
    const pub = await api('/yym-content-api/decoration/page/publish', { id: created.id, expectedVersion: created.revision, doc });
    void pub;

    const ctx = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('tenantId').fill('100001');
    await page.getByLabel('username').fill('boss');
    await page.getByLabel('password').fill('Demo1234');
    await page.getByLabel('code').fill('0000');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/wel/index');

    // first render: navigation until all 300 blocks are on the canvas
    const t0 = Date.now();
    await page.goto(`${server.url}/customize/index?pageId=${created.id}`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="canvas"] [data-block-id]').length === n, BLOCKS, { timeout: 60_000 });
    const firstRender = Date.now() - t0;

    // property edits: type into the title field of a selected title block, time until its preview shows it
    const titleIds = await page.locator('[data-block-type="title"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')!));
    const edits: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const id = titleIds[(i * 7) % titleIds.length]!;
      await page.locator(`[data-block-id="${id}"]`).click();
      await page.locator('.ed-panel input[aria-label="标题"]').waitFor();
      edits.push(await timeInPage(page, `
        const input = document.querySelector('.ed-panel input[aria-label="标题"]');
        const preview = document.querySelector('[data-block-id="${id}"] .pv-title');
        const text = '改${i}';
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const t = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => { const f = () => (preview.textContent.includes(text) ? r() : requestAnimationFrame(f)); f(); });
        await new Promise((r) => requestAnimationFrame(() => r()));
        return performance.now() - t;`));
    }

    // reorder: move the selected block down one place
    const moveId = titleIds[3]!;
    await page.locator(`[data-block-id="${moveId}"]`).click();
    const reorder = await timeInPage(page, `
      const el = document.querySelector('[data-block-id="${moveId}"]');
      const next = el.nextElementSibling.getAttribute('data-block-id');
      const t = performance.now();
      document.querySelector('[aria-label="下移组件"]').click();
      await new Promise((r) => { const f = () => (document.querySelector('[data-block-id="${moveId}"]').previousElementSibling?.getAttribute('data-block-id') === next ? r() : requestAnimationFrame(f)); f(); });
      await new Promise((r) => requestAnimationFrame(() => r()));
      return performance.now() - t;`);

    // delete: confirm in the dialog, time from the confirm to the block gone
    const delId = titleIds[5]!;
    await page.locator(`[data-block-id="${delId}"]`).click();
    await page.getByLabel('删除组件').click();
    await page.locator('.ant-modal-confirm .ant-btn-dangerous').waitFor();
    const del = await timeInPage(page, `
      const t = performance.now();
      document.querySelector('.ant-modal-confirm .ant-btn-dangerous').click();
      await new Promise((r) => { const f = () => (!document.querySelector('[data-block-id="${delId}"]') ? r() : requestAnimationFrame(f)); f(); });
      await new Promise((r) => requestAnimationFrame(() => r()));
      return performance.now() - t;`);

    // the published page on a phone: first render and the JavaScript it downloads
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const sf = await phone.newPage();
    let jsBytes = 0;
    sf.on('response', async (r) => {
      if (r.request().resourceType() === 'script') jsBytes += (await r.body().catch(() => Buffer.alloc(0))).length;
    });
    const t1 = Date.now();
    await sf.goto(`${server.url}/h5/page/${created.id}`);
    await sf.waitForFunction((n) => document.querySelectorAll('[data-block]').length === n, BLOCKS, { timeout: 60_000 });
    const sfRender = Date.now() - t1;
    await sf.waitForLoadState('networkidle');

    console.log(`\nPage-decoration designer, ${BLOCKS} blocks (headless Chromium, ${EDITS} edits)`);
    console.log(`  designer first render (navigation → 300 blocks drawn)   ${ms(firstRender)}`);
    console.log(`  property change → updated preview, median              ${ms(median(edits))}`);
    console.log(`  property change → updated preview, worst               ${ms(Math.max(...edits))}`);
    console.log(`  reorder (move one block) → redrawn                     ${ms(reorder)}`);
    console.log(`  delete (confirm) → redrawn                             ${ms(del)}`);
    console.log(`  published page first render (navigation → 300 blocks)  ${ms(sfRender)}`);
    console.log(`  published page JavaScript (uncompressed)               ${(jsBytes / 1024).toFixed(0)} KiB`);
    await phone.close();
    await ctx.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

// `npx tsx bench/editor.ts` runs it alone
if (import.meta.url === `file://${process.argv[1]}`) await run().then(() => process.exit(0));
