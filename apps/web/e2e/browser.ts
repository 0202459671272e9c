import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}
