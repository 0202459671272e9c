import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { sql } from '../../server/src/platform/sql.ts';
import type { TestApp } from '../../server/test/harness.ts';

/** Debian's Chromium (or CHROMIUM_PATH); null when this machine has none. */
export function chromiumPath(): string | null {
  const p = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(p) ? p : null;
}

export async function launch(): Promise<Browser> {
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
