// npm run bench: every suite, each on its own database of the local PostgreSQL (embedded: on PGlite).
// A suite is a module exporting run(); add one line per suite.
const suites: [string, () => Promise<{ run(): Promise<void> }>][] = [
  ['platform', () => import('./platform.ts')],
  ['editor', () => import('./editor.ts')],
  ['web', () => import('./web.ts')],
  ['commerce', () => import('./commerce.ts')],
  ['embedded', () => import('./embedded.ts')],
  ['ecard', () => import('./ecard.ts')],
  ['seckill', () => import('./seckill.ts')],
  ['window', () => import('./window.ts')],
  ['reports', () => import('./reports.ts')],
];

const only = process.argv[2];
for (const [name, load] of suites) {
  if (only && only !== name) continue;
  console.log(`\n# bench: ${name}`);
  const m = await load();
  await m.run();
}
process.exit(0);
