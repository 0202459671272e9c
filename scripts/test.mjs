#!/usr/bin/env node
// npm test: unit and integration tests on the configured database (PGlite unless DATABASE_URL),
// then the browser tests against the built web app when a Chromium is found.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

console.log('\n== lint (types, format, lint rules)');
run('npm', ['run', 'lint']);

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`\n== unit and integration tests (${db})`);
const unitReport = join(mkdtempSync(join(tmpdir(), 'unit-')), 'report.json');
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
ranTests(unitReport);

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
browserTests();

// Each browser test file starts its own server on a fresh database. A file that fails is run once more
// on a fresh one: on a loaded machine a browser can still lose a race the app would win for a person.
// The retry is printed, so an intermittent failure stays visible; a file failing twice fails the run.
function browserTests() {
  const report = join(mkdtempSync(join(tmpdir(), 'e2e-')), 'report.json');
  const base = ['vitest', 'run', '-c', 'vitest.e2e.config.ts'];
  // BROWSER_SHARD=k/n runs one part of the files (CI gives each database driver its half).
  const shard = process.env.BROWSER_SHARD ? [`--shard=${process.env.BROWSER_SHARD}`] : [];
  const first = spawnSync('npx', [...base, ...shard, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
    env: process.env,
  });
  if (first.status === 0) return ranTests(report);
  const failed = existsSync(report)
    ? JSON.parse(readFileSync(report, 'utf8'))
        .testResults.filter((f) => f.status === 'failed')
        .map((f) => f.name)
    : [];
  if (failed.length === 0 || failed.length > 2) process.exit(first.status ?? 1);
  console.log(`\n== browser test files that failed, run again on a fresh database:\n${failed.join('\n')}`);
  run('npx', [...base, ...failed]);
}

// A runner that stopped before running anything (a setup that never settled lets node exit 0) is a failure.
function ranTests(report) {
  const n = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).numTotalTests : 0;
  if (!n) {
    console.error('the test runner exited without running any test');
    process.exit(1);
  }
}
