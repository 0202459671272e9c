#!/usr/bin/env node
// npm test: unit and integration tests on the configured database (PGlite unless DATABASE_URL),
// then the browser tests against the built web app when a Chromium is found.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

console.log('\n== lint (types, format, lint rules)');
run('npm', ['run', 'lint']);

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`\n== unit and integration tests (${db})`);
run('npx', ['vitest', 'run']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const msg = `browser tests skipped: no Chromium at ${chromium} (set CHROMIUM_PATH or install Debian's chromium)`;
  if (process.env.REQUIRE_BROWSER) {
    console.error(msg);
    process.exit(1);
  }
  console.log(msg);
  process.exit(0);
}
console.log(`\n== browser tests (${db}, ${chromium})`);
run('npm', ['run', 'build', '-w', 'apps/web']);
run('npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts']);
