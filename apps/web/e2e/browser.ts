import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { sql } from '../../server/src/platform/sql.ts';
import type { TestApp } from '../../server/test/harness.ts';

/** Debian's Chromium (or CHROMIUM_PATH); null when this machine has none. */
export function chromiumPath(): string | null {
  const p = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(p) ? p : null;
}

/** What a test file drives: pages and contexts of the worker's one Chromium, closed with the file. */
export interface TestBrowser {
  newContext: Browser['newContext'];
  newPage: Browser['newPage'];
  /** Closes the contexts this file opened; the browser stays for the worker's next file. */
  close(): Promise<void>;
}

let shared: Promise<Browser> | null = null;

/** The worker's Chromium (started on its first file, again if it went away), seen through one file's handle. */
export async function launch(): Promise<TestBrowser> {
  if (shared && !(await shared.catch(() => null))?.isConnected()) shared = null;
  shared ??= start();
  const browser = await shared;
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const ctx = await browser.newContext(options);
    if (!TAKE_SHOTS) ctx.on('page', skipShots);
    opened.add(ctx);
    ctx.on('close', () => opened.delete(ctx));
    return ctx;
  };
  return {
    newContext,
    // as Browser.newPage: the page owns its context, which closes with it
    async newPage(options) {
      const ctx = await newContext(options);
      const page = await ctx.newPage();
      page.on('close', () => void ctx.close().catch(() => undefined));
      return page;
    },
    async close() {
      await Promise.all([...opened].map((ctx) => ctx.close().catch(() => undefined)));
    },
  };
}

/**
 * The tests' screenshots are for a person to look at: taken outside CI (or with SHOTS=1 or SHOTS_DIR),
 * skipped in CI, where some two hundred full-page PNGs cost minutes of the two cores and nobody looks.
 */
const TAKE_SHOTS = process.env.CI !== 'true' || process.env.SHOTS === '1' || !!process.env.SHOTS_DIR;
const skipShots = (page: Page) => {
  page.screenshot = async () => Buffer.alloc(0);
};

function start(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: set CHROMIUM_PATH or install Debian chromium');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // the app then opens dialogs without their zoom: on a loaded machine a click during that animation
      // could land beside its target (a test that is about the animation asks for motion again)
      '--force-prefers-reduced-motion',
    ],
  });
}

/** Log in through the form, reading the captcha answer the way a person reads the picture. */
export async function loginUI(t: TestApp, page: Page, [tenant, user, pass]: readonly [string, string, string]) {
  const state = { key: '' };
  page.on('response', async (r) => {
    if (r.url().includes('/oauth/captcha')) state.key = (await r.json().catch(() => ({})))?.data?.key ?? state.key;
  });
  await page.goto(t.url + '/login');
  await page.getByLabel('tenantId').fill(tenant);
  await page.getByLabel('username').fill(user);
  await page.getByLabel('password').fill(pass);
  await expect.poll(() => state.key).not.toBe('');
  const row = await t.db.one<{ answer: string }>(sql`SELECT answer FROM auth_captcha WHERE key = ${state.key}`);
  await page.getByLabel('code').fill(row!.answer);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/wel/index');
}
