#!/usr/bin/env node
// Part of `npm run lint`: an export nothing uses (not another file, not a test, not its own file) is
// dead code and fails. The spec's constants and code tables that areas still to be built will use
// are listed below, each with why it stays.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const KEPT = new Set([
  // the spec's constants table (spec 3), kept whole: uploads, chunks, breakpoints, environments, express
  'CHUNK_TIMEOUT_MS',
  'DEBOUNCE_MS',
  'UPLOAD_MAX_FILES_CUBE',
  'UPLOAD_MAX_MB_DEFAULT',
  'UPLOAD_CUBE_IMAGE_MB',
  'BREAKPOINTS',
  'WHITELISTED_STATUS',
  'ENV_TYPE',
  'EXPRESS_PLATFORM',
  // the spec's code tables and editor defaults, for the pages and blocks that will show them
  'COUPON_VALIDITY_TEXT',
  'USER_COUPON_STATUS',
  'COUPON_PAGES',
  'ECARD_VALIDITY',
  'THEME_COLOR',
  'CAROUSEL_AUTOPLAY_MS',
  'addCubeGroup',
  'FISSION_KIND_TEXT',
  'GROUP_STATE_TEXT',
  'OPEN_LABELS',
  'TRADE_KIND_TEXT',
  'TRADE_STATUS_TEXT',
]);

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(tsx?|mjs)$/.test(name) ? [p] : [];
  });
const everything = ['apps', 'packages', 'scripts', 'bench'].flatMap((d) => walk(join(root, d)));
const text = new Map(everything.map((f) => [f, readFileSync(f, 'utf8')]));
const sources = ['apps/server/src', 'apps/web/src', 'packages/contract/src']
  .flatMap((d) => walk(join(root, d)))
  .filter((f) => !f.endsWith('.test.ts'));
const DECLARED = /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
// `export { a, b as c }` of the file's own names (not a re-export `from` another file); such a name
// stands twice in its file (declared, listed) before anything uses it
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}\s*;/gm;
const exportedNames = (src) => [
  ...[...src.matchAll(DECLARED)].map((m) => [m[1], 1]),
  ...[...src.matchAll(LISTED)].flatMap((m) =>
    m[1]
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean)
      .map((name) => [name, 2]),
  ),
];

const dead = [];
for (const file of sources) {
  const src = text.get(file);
  for (const [name, mentions] of exportedNames(src)) {
    if (KEPT.has(name)) continue;
    const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g');
    const usedHere = (src.match(word) ?? []).length > mentions;
    const usedElsewhere = !usedHere && [...text].some(([other, t]) => other !== file && t.search(word) >= 0);
    if (!usedHere && !usedElsewhere) dead.push(`${relative(root, file)}: ${name}`);
  }
}
if (dead.length) {
  console.error(`exports nothing uses (remove them, or list one in scripts/dead-exports.mjs with why it stays):\n  ${dead.join('\n  ')}`);
  process.exit(1);
}
console.log(`dead exports: none (${KEPT.size} spec constants kept)`);
