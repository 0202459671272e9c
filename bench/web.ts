import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { freshDb, startServer } from './lib.ts';
import { phoneSection } from './phone.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serve a built folder as it is (the baseline page). */
function serveDir(dir: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const path = join(dir, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!);
    if (!existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': MIME[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((r) =>
    server.listen(0, '127.0.0.1', () => r({ url: `http://127.0.0.1:${(server.address() as any).port}`, close: () => server.close() })),
  );
}

/** How many of the login page's scripts the report lists. */
const LARGEST = 12;

interface Load {
  jsGzipKb: number;
  jsFiles: number;
  interactiveMs: number;
  /** Each script's path and gzip size (bytes), largest first. */
  largest: { name: string; gzip: number }[];
}

/** Open a page cold and measure the JS it pulls (gzip size) and the time until its button can be clicked. */
async function measure(url: string, selector: string, runs = 5): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results: Load[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const js: Promise<{ name: string; gzip: number }>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script')
          js.push(
            r
              .body()
              .then((b) => gzipSync(b).length)
              .catch(() => 0)
              .then((gzip) => ({ name: new URL(r.url()).pathname, gzip })),
          );
      });
      const t0 = Date.now();
      await page.goto(url);
      await page.locator(selector).first().waitFor({ state: 'visible' });
      await page.waitForFunction((s) => !(document.querySelector(s) as HTMLButtonElement | null)?.disabled, selector);
      const interactiveMs = Date.now() - t0;
      await page.waitForLoadState('networkidle');
      const files = (await Promise.all(js)).sort((a, b) => b.gzip - a.gzip);
      const total = files.reduce((a, f) => a + f.gzip, 0);
      results.push({ jsGzipKb: Math.round(total / 1024), jsFiles: files.length, interactiveMs, largest: files });
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  results.sort((a, b) => a.interactiveMs - b.interactiveMs);
  return results[Math.floor(results.length / 2)]!;
}

/** The login page's first load beside an empty Ant Design 5 + React page built with the same tooling. */
export async function run() {
  if (!existsSync(join(process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist'), 'index.html')))
    throw new Error('build the web app first: npm run build');
  const outDir = '/tmp/yym-bench-empty-antd';
  await build({
    root: join(ROOT, 'bench/fixtures/empty-antd'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const empty = await serveDir(outDir);
  const databaseUrl = await freshDb('yym_bench_web');
  const server = await startServer(databaseUrl);
  try {
    // WEB_BENCH=phone: only the customer pages' table (the login page's figures take a minute more).
    if (process.env.WEB_BENCH === 'phone') return await phoneSection(server.url, databaseUrl);
    const base = await measure(empty.url + '/', 'button');
    const login = await measure(server.url + '/login', 'button[type=submit]');
    console.log('\n## Web first load (headless Chromium, cold cache, median of 5)');
    console.log('| page | JS files | JS transferred (gzip) KiB | time to interactive ms |');
    console.log('| --- | ---: | ---: | ---: |');
    console.log(`| empty React 19 + antd 5 page (same Vite build) | ${base.jsFiles} | ${base.jsGzipKb} | ${base.interactiveMs} |`);
    console.log(`| product login page /login | ${login.jsFiles} | ${login.jsGzipKb} | ${login.interactiveMs} |`);
    // Where the login page's bytes go: its largest scripts (names carry Vite's chunk name).
    console.log('\n| largest JS files of /login | gzip KiB |');
    console.log('| --- | ---: |');
    for (const f of login.largest.slice(0, LARGEST)) console.log(`| ${f.name} | ${(f.gzip / 1024).toFixed(1)} |`);
    await phoneSection(server.url, databaseUrl);
  } finally {
    empty.close();
    await server.stop();
  }
}
