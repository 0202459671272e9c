import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ID, firstDataKey, thumbnailUrl } from '@yym/contract';
import { Client, startApp, type TestApp } from './harness.ts';
import { sql } from '../src/platform/sql.ts';

/**
 * The customer app's HTML carries the page's first answers (#41): the storefront home and the product
 * page get what they would fetch first in the HTML itself, the same answers the public routes give.
 */
let t: TestApp;
const anon = () => new Client(t.url);
const H5 = '<!doctype html><html><head><script type="module" src="/assets/h5.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // a built web app of two files is all the server needs to send the customer app
  const dist = mkdtempSync(join(tmpdir(), 'yym-h5-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>back office</body></html>');
  writeFileSync(join(dist, 'h5.html'), H5);
  // the build's manifest: the product page's chunk shares React with the entry and has its own helper and styles
  mkdirSync(join(dist, '.vite'));
  const manifest = {
    'h5.html': { file: 'assets/h5.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_api.js': { file: 'assets/api.js', css: ['assets/order.css'] },
    'src/h5/product/ProductPage.tsx': {
      file: 'assets/ProductPage.js',
      imports: ['_react.js', 'h5.html', '_api.js'],
      css: ['assets/product.css'],
    },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  t = await startApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
});

/** The page's HTML as a phone gets it, and the answers inlined in it (null when none). */
async function open(path: string) {
  const r = await fetch(`${t.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  const html = await r.text();
  const tag = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">(.*?)</script>`).exec(html);
  const inline = tag ? (JSON.parse(tag[1]!) as Record<string, { status: number; body: any }>) : null;
  return { status: r.status, html, cache: r.headers.get('cache-control'), csp: r.headers.get('content-security-policy'), inline };
}

const firstProduct = async (tenantId: string) =>
  (await t.db.one<{ id: string }>(
    sql`SELECT id FROM prd_product WHERE tenant_id = ${tenantId} AND is_deleted = 0 AND shelf_status = 1 ORDER BY id LIMIT 1`,
  ))!.id;

describe('customer app first data', () => {
  it("the storefront home comes with the tenant's published page, as the public route answers it, and is never cached", async () => {
    const page = await open('/h5/page/home?tenantId=100001');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.cache).toBe('no-cache');
    // the inline answers are data, not script: the page's script policy stays as strict
    expect(page.csp).toMatch(/script-src 'self'/);
    const api = (await anon().get('/yym-content-api/h5/page/home', { tenantId: '100001' })).body;
    expect(api.code).toBe(200);
    expect(page.inline).toEqual({ '/api/yym-content-api/h5/page/home?tenantId=100001': { status: 200, body: api } });
    // the demo home's banner: its first slide is fetched beside the code
    const banner = api.data.doc.blocks.find((b: { type: string }) => b.type === 'photoAdvert');
    const slide = thumbnailUrl(banner.props.list[0].imgUrl);
    expect(page.html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${slide.replace(/&/g, '&amp;')}">`);
  });

  it('the product page comes with the product and the calendar of its first ticket kind, keyed as the page asks', async () => {
    const id = await firstProduct('100001');
    const page = await open(`/h5/product/${id}?tenantId=100001`);
    const detail = (await anon().get('/yym-product-api/h5/product/detail', { id, tenantId: '100001' })).body;
    const skuId = detail.data.skus[0]?.id;
    const calendar = (await anon().get('/yym-product-api/h5/product/calendar', { id, tenantId: '100001', skuId })).body;
    expect(detail.code).toBe(200);
    expect(calendar.data.length).toBeGreaterThan(0);
    // the page names its parameters in another order: the key is the same
    const detailKey = firstDataKey(`/api/yym-product-api/h5/product/detail?tenantId=100001&id=${id}`);
    const calendarKey = firstDataKey(`/api/yym-product-api/h5/product/calendar?id=${id}&tenantId=100001${skuId ? `&skuId=${skuId}` : ''}`);
    expect(page.inline).toEqual({ [detailKey]: { status: 200, body: detail }, [calendarKey]: { status: 200, body: calendar } });
    // the page's own code and styles come with the entry's, its first picture beside them
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="(\w+)"[^>]*href="([^"]+)"/g)].map((l) => `${l[1]} ${l[2]}`);
    const image = [detail.data.image, ...(detail.data.images ?? '').split(',')].map((x: string) => x?.trim()).find(Boolean);
    expect(links).toEqual([
      ...(image ? [`preload ${image.replace(/&/g, '&amp;')}`] : []),
      'modulepreload /assets/ProductPage.js',
      'modulepreload /assets/api.js',
      'stylesheet /assets/product.css',
      'stylesheet /assets/order.css',
    ]);
    // its first screen is drawn in the HTML, in the page's own markup, to paint before the code runs
    const root = /<div id="root">(.*?)<\/div><script/s.exec(page.html)?.[1] ?? '';
    expect(root).toContain(`<div class="h5o-bar">${detail.data.name}</div>`);
    expect(root).toContain(`<div class="h5p-price">¥${detail.data.priceYuan}<span class="h5o-note"> 起</span></div>`);
    if (image) expect(root).toContain(`<img src="${image.replace(/&/g, '&amp;')}"`);
  });

  it("another shop's product is not shown through this shop's link: the inline answer is the route's refusal", async () => {
    const other = await firstProduct('100002').catch(() => null); // a demo shop without products: an id of none
    const id = other ?? '999999999';
    const page = await open(`/h5/product/${id}?tenantId=100001`);
    const api = (await anon().get('/yym-product-api/h5/product/detail', { id, tenantId: '100001' })).body;
    expect(api.code).not.toBe(200);
    const answers = Object.values(page.inline ?? {});
    expect(answers).toEqual([{ status: expect.any(Number), body: api }]);
  });

  it('a name that closes the script tag, or a picture address that closes its attribute, stays data', async () => {
    const id = await firstProduct('100001');
    const evil = '门票</script><script>window.pwned=1</script><!--';
    const image = '/files/a.png" onerror="window.pwned=1';
    await t.db.query(sql`UPDATE prd_product SET name = ${evil}, image = ${image} WHERE tenant_id = '100001' AND id = ${id}`);
    const page = await open(`/h5/product/${id}?tenantId=100001`);
    expect(page.html).not.toContain('<script>window.pwned');
    // the preload link in the head: the address stays inside its attribute
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).not.toContain('" onerror=');
    expect(head).toContain('href="/files/a.png&quot; onerror=&quot;window.pwned=1"');
    // the drawn first screen too: the name is text, the address stays in its attribute
    const root = /<div id="root">(.*?)<\/div><script/s.exec(page.html)?.[1] ?? '';
    expect(root).toContain('<img src="/files/a.png&quot; onerror=&quot;window.pwned=1"');
    expect(root).toContain('<h1 class="h5p-name">门票&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;!--</h1>');
    const detail = Object.entries(page.inline!).find(([k]) => k.includes('/detail'))![1];
    expect(detail.body.data.name).toBe(evil);
  });

  it('a link the page refuses itself, and a page without first calls, get the plain customer app', async () => {
    for (const path of ['/h5/product/1?tenantId=abc', '/h5/page/home', '/h5/ecard?tenantId=100001', '/orderDetail?code=x']) {
      const page = await open(path);
      expect(page.status).toBe(200);
      expect(page.html).toBe(H5);
      expect(page.inline).toBeNull();
    }
  });
});
