import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import { traceLoad } from './phone-trace.ts';

/**
 * The phone section of `npm run bench -- web` (issue #41): every customer page opened cold in Chromium
 * emulating a mid-range phone on a weak signal, as the issue measured it: 390×844, 4× slower CPU,
 * slow 4G (150 ms RTT, 1.6 Mbit/s), median of 3. JS on the wire is what the network carried (compressed),
 * LCP and CLS come from the page's own PerformanceObserver.
 */

const ROOT = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.env.PHONE_RUNS ?? 3);
const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export interface PhoneLoad {
  jsKb: number;
  lcpMs: number;
  cls: number;
}

/** Serve a built folder gzipped, as the server serves its own assets (the baseline page). */
function serveGzipped(dir: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const p = (req.url ?? '/').split('?')[0]!;
    const path = join(dir, p === '/' ? 'index.html' : p);
    if (!existsSync(path)) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'Content-Type': MIME[extname(path)] ?? 'application/octet-stream', 'Content-Encoding': 'gzip' })
      .end(gzipSync(readFileSync(path)));
  });
  return new Promise((r) =>
    server.listen(0, '127.0.0.1', () => r({ url: `http://127.0.0.1:${(server.address() as any).port}`, close: () => server.close() })),
  );
}

// Kept by the page from its first script on: the last LCP candidate and the sum of unexpected layout shifts.
const OBSERVE = () => {
  const w = window as any;
  w.__lcp = 0;
  w.__cls = 0;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as any[]) {
      w.__lcp = e.startTime;
      // what it was, for the trace (phone-trace.ts)
      const el = e.element as Element | null;
      w.__lcpWhat = `${el ? `<${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}>` : '?'}${e.url ? ` ${new URL(e.url).pathname}` : ''}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as any[]) if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** A fresh phone: 390×844, touch, 4× slower CPU, slow 4G, cold cache, the page observing its LCP and CLS. */
export async function openPhone(browser: Browser) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
  const page = await ctx.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { ctx, page, cdp };
}

/** Waits until the page drew its largest paint and went quiet; answers its LCP (ms) and CLS. */
export async function settled(page: import('playwright-core').Page) {
  // A page that draws after its scripts and data arrive: wait for its first contentful paint, then for quiet.
  await page.waitForFunction(() => (window as any).__lcp > 0, null, { timeout: 90_000, polling: 100 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  // LCP settles after the last paint: give the throttled page a moment past network idle.
  await page.waitForTimeout(1000);
  return page.evaluate(() => ({ lcp: (window as any).__lcp as number, cls: (window as any).__cls as number }));
}

async function once(browser: Browser, url: string): Promise<PhoneLoad> {
  const { ctx, page, cdp } = await openPhone(browser);
  try {
    const scripts = new Set<string>();
    let js = 0;
    cdp.on('Network.responseReceived', (e: any) => {
      if (e.type === 'Script') scripts.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e: any) => {
      if (scripts.has(e.requestId)) js += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    const { lcp, cls } = await settled(page);
    return { jsKb: Math.round(js / 1024), lcpMs: Math.round(lcp), cls: Math.round(cls * 1000) / 1000 };
  } finally {
    await ctx.close();
  }
}

async function measurePhone(browser: Browser, url: string): Promise<PhoneLoad> {
  const runs: PhoneLoad[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(browser, url));
  runs.sort((a, b) => a.lcpMs - b.lcpMs);
  return runs[Math.floor(runs.length / 2)]!;
}

/** The first id of a demo table of tenant 100001, or null (the page is then left out of the table). */
async function firstOf(db: pg.Client, sql: string): Promise<string | null> {
  const r = await db.query(sql).catch(() => ({ rows: [] as any[] }));
  const v = r.rows[0] && Object.values(r.rows[0])[0];
  return v == null ? null : String(v);
}

/** The customer pages of the demo tenant, each with a path that shows it with data. */
async function customerPages(databaseUrl: string): Promise<[string, string][]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const T = `tenant_id = '100001'`;
  try {
    const product = await firstOf(db, `SELECT id FROM prd_product WHERE ${T} AND is_deleted = 0 ORDER BY id LIMIT 1`);
    const hotel = await firstOf(db, `SELECT id FROM htl_hotel WHERE ${T} AND is_deleted = 0 ORDER BY id LIMIT 1`);
    const goods = await firstOf(db, `SELECT id FROM gds_goods WHERE ${T} AND is_deleted = 0 ORDER BY id LIMIT 1`);
    const food = await firstOf(db, `SELECT id FROM gds_food WHERE ${T} AND is_deleted = 0 ORDER BY id LIMIT 1`);
    const voice = await firstOf(db, `SELECT id FROM vo_voice WHERE ${T} AND is_deleted = 0 ORDER BY id LIMIT 1`);
    const order = await firstOf(db, `SELECT code FROM ord_order WHERE ${T} AND code IS NOT NULL ORDER BY id LIMIT 1`);
    const unpaid = await firstOf(db, `SELECT code FROM ord_order WHERE ${T} AND code IS NOT NULL AND status = 1 ORDER BY id LIMIT 1`);
    const q = '?tenantId=100001';
    const pages: [string, string | null][] = [
      ['storefront home', `/h5/page/home${q}`],
      ['search', `/h5/search${q}&q=${encodeURIComponent('门票')}`],
      ['product', product && `/h5/product/${product}${q}`],
      ['hotel', hotel && `/h5/hotel/${hotel}${q}`],
      ['hotel list', `/h5/hotels${q}`],
      ['food list', `/h5/foods${q}`],
      ['food', food && `/h5/shop/food/${food}${q}`],
      ['goods', goods && `/h5/goods/${goods}${q}`],
      ['e-card', `/h5/ecard${q}`],
      ['card pack', `/h5/ecard${q}&tab=pack`],
      ['coupon centre', `/h5/coupon/center${q}`],
      ['my coupons', `/h5/coupon/mine${q}`],
      ['flash sale', `/h5/seckill${q}`],
      ['group buy', `/h5/groupBuy${q}`],
      ['points', `/h5/points${q}`],
      ['member centre', `/h5/member${q}`],
      ['reservation', `/h5/reservation${q}`],
      ['festival', `/h5/festival${q}`],
      ['team', `/h5/team${q}`],
      ['fission', `/h5/fission${q}`],
      ['collection', `/h5/collection${q}`],
      ['cinema', `/h5/cinema${q}`],
      ['voice', voice && `/h5/voice/${voice}${q}`],
      ['order detail', order && `/orderDetail?code=${order}`],
      ['pay', (unpaid ?? order) && `/h5/pay?code=${unpaid ?? order}`],
      ['refund', order && `/refound?code=${order}`],
    ];
    return pages.filter((p): p is [string, string] => !!p[1]);
  } finally {
    await db.end();
  }
}

/** The phone table: every customer page beside an empty React page of the same tooling. */
export async function phoneSection(serverUrl: string, databaseUrl: string) {
  const outDir = '/tmp/yym-bench-empty-phone';
  await build({
    root: join(ROOT, 'bench/fixtures/empty-phone'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const empty = await serveGzipped(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const pages = await customerPages(databaseUrl);
    // PHONE_PAGES=name,name: only those rows (a shared machine's quick look).
    const only = process.env.PHONE_PAGES?.split(',');
    const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
    console.log(
      `\n## Customer pages on a phone (390×844, 4× CPU, slow 4G 150 ms / 1.6 Mbit/s, cold cache, median of ${RUNS}; load average ${load1} at the start)`,
    );
    console.log('| page | path | JS on the wire KiB | LCP ms | CLS |');
    console.log('| --- | --- | ---: | ---: | ---: |');
    const row = (name: string, path: string, m: PhoneLoad | null, goal = true) => {
      const flag = !goal ? '' : !m || m.lcpMs > 2000 || m.jsKb > 150 || m.cls > 0.1 ? ' ✗' : ' ✓';
      console.log(
        m
          ? `| ${name}${flag} | ${path} | ${m.jsKb} | ${m.lcpMs} | ${m.cls} |`
          : `| ${name}${flag} | ${path} | - | did not load in 90 s | - |`,
      );
    };
    row('empty React 19 page (same tooling)', '/', await measurePhone(browser, `${empty.url}/`), false);
    for (const [name, path] of pages) {
      if (only && !only.includes(name)) continue;
      row(name, path, await measurePhone(browser, serverUrl + path).catch(() => null));
    }
    // PHONE_TRACE=name,name: where those pages' load time goes (phone-trace.ts).
    for (const name of process.env.PHONE_TRACE?.split(',') ?? []) {
      const path = pages.find(([n]) => n === name)?.[1];
      if (path) await traceLoad(browser, serverUrl + path, name);
    }
  } finally {
    await browser.close();
    empty.close();
  }
}
