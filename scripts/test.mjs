#!/usr/bin/env node
// npm test [-- NAME...]: lint, the unit and API tests on the configured database (PGlite unless
// DATABASE_URL), then the browser tests against the built web app when a Chromium is found.
// With names (`npm test -- hotels`), lint is left out and only the API and browser files whose path
// contains one of them run: the loop for one area.
//
// TEST_PHASES=lint,api,browser picks phases (.ci/run lints once for both drivers); BROWSER_SHARD=k/n
// runs one part of the browser files; REQUIRE_BROWSER=1 fails without Chromium; TEST_TIMINGS=FILE
// appends each phase's duration to FILE. Under CI=true on PostgreSQL a skipped test fails the run:
// the concurrency proofs are skipped only where they cannot run (PGlite runs one statement at a time).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const names = process.argv.slice(2);
const phases = new Set((process.env.TEST_PHASES ?? (names.length ? 'api,browser' : 'lint,api,browser')).split(','));
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const timings = [];
let ran = 0;

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status ?? 1;
};
const must = (status) => {
  if (status !== 0) finish(status);
};

function phase(name, fn) {
  console.log(`\n== ${name}`);
  const start = Date.now();
  fn();
  timings.push(`${name}: ${Math.round((Date.now() - start) / 1000)} s`);
}

function finish(status) {
  if (timings.length) {
    console.log(`\n== durations (${db}): ${timings.join(' · ')}`);
    if (process.env.TEST_TIMINGS) appendFileSync(process.env.TEST_TIMINGS, timings.map((t) => `${t} (${db})\n`).join(''));
  }
  if (status === 0 && !ran && phases.has('api')) {
    console.error(names.length ? `no test file matches ${names.join(', ')}` : 'the test runner exited without running any test');
    status = 1;
  }
  process.exit(status);
}

if (phases.has('lint')) phase('lint (types, format, lint rules)', () => must(run('npm', ['run', 'lint'])));

if (phases.has('api'))
  phase(`unit and API tests (${db})`, () => {
    const report = reportFile('unit');
    must(run('npx', ['vitest', 'run', ...names, ...(names.length ? ['--passWithNoTests'] : []), ...reporters(report)]));
    const r = readReport(report);
    ran += r.numTotalTests - r.numPendingTests;
    explainSkipped(r);
  });

if (phases.has('browser')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const msg = `browser tests skipped: no Chromium at ${chromium} (set CHROMIUM_PATH or install Debian's chromium)`;
    if (process.env.REQUIRE_BROWSER) {
      console.error(msg);
      finish(1);
    }
    console.log(msg);
  } else {
    phase('build the web app', () => must(run('npm', ['run', 'build', '-w', 'apps/web'])));
    phase(`browser tests (${db}, ${chromium})`, browserTests);
  }
}
finish(0);

function reportFile(kind) {
  return join(mkdtempSync(join(tmpdir(), `${kind}-`)), 'report.json');
}
function reporters(report) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}
function readReport(report) {
  return existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { numTotalTests: 0, numPendingTests: 0, testResults: [] };
}

// Skipped tests are said, with where and why; on PostgreSQL in CI they fail the run.
function explainSkipped(r) {
  if (!r.numPendingTests) return;
  const files = r.testResults
    .filter((f) => f.assertionResults.some((a) => a.status === 'pending' || a.status === 'skipped'))
    .map((f) => relative(process.cwd(), f.name));
  if (process.env.DATABASE_URL && process.env.CI) {
    console.error(`\n${r.numPendingTests} tests were skipped on PostgreSQL in CI, where every test must run:\n  ${files.join('\n  ')}`);
    finish(1);
  }
  console.log(
    `\n${r.numPendingTests} tests skipped in ${files.length} files: they prove behaviour under concurrency or across processes, ` +
      'which needs PostgreSQL (PGlite runs one statement at a time); DATABASE_URL=postgres://… npm test runs them.',
  );
}

// Each browser test file starts its own server on a fresh database, so files run two at a time. A file
// that fails is run once more on a fresh one, alone (no other file loading the machine): with two files
// at a time a browser can still lose a race the app would win for a person (a click landing while a
// dialog opens). The retry is printed, so an intermittent failure stays visible; a file failing twice,
// or more than a quarter of the files failing at once, fails the run.
function browserTests() {
  const report = reportFile('e2e');
  const base = ['vitest', 'run', '-c', 'vitest.e2e.config.ts'];
  const shard = process.env.BROWSER_SHARD ? [`--shard=${process.env.BROWSER_SHARD}`] : [];
  const status = run('npx', [...base, ...names, ...shard, '--passWithNoTests', ...reporters(report)]);
  const r = readReport(report);
  ran += r.numTotalTests;
  if (status === 0) return;
  const failed = r.testResults.filter((f) => f.status === 'failed').map((f) => f.name);
  if (failed.length === 0 || failed.length > r.testResults.length / 4) finish(status);
  console.log(`\n== browser test files that failed, run again one at a time on a fresh database:\n${failed.join('\n')}`);
  must(run('npx', [...base, '--maxWorkers=1', ...failed]));
}
