// The architecture rules of ARCHITECTURE.md (checked on every `npm test` by architecture.test.ts):
// a module imports another only through its index.ts; SQL only in repo.ts, platform/, seeds and
// migrations; pages reach the server only through their area's api.ts; no import cycles between
// modules; no source file over 300 lines; the platform knows no business area (it imports no module
// and not the app that composes them); an area's index.ts exports services, never its repository;
// tenant-bound data access is built in one platform place.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const SERVER = join(root, 'apps/server/src');
export const WEB = join(root, 'apps/web/src');
export const CONTRACT = join(root, 'packages/contract/src');

export function files(dir: string, ext = /\.tsx?$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p, ext) : ext.test(name) && !name.endsWith('.test.ts') ? [p] : [];
  });
}
const rel = (p: string) => relative(root, p);
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm)]
    .map((m) => m[1] ?? m[2]!)
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(dirname(file), s));

/** The module (area folder) a server file belongs to, or null outside modules/. */
const moduleOf = (file: string) => {
  const m = /apps\/server\/src\/modules\/([^/]+)\//.exec(file);
  return m ? m[1]! : null;
};

export function crossModuleViolations(serverFiles: string[]): string[] {
  const out: string[] = [];
  for (const f of serverFiles) {
    const from = moduleOf(f);
    if (!from) continue;
    for (const target of importsOf(f)) {
      const to = moduleOf(target);
      if (to && to !== from && !target.endsWith(`/modules/${to}/index.ts`)) out.push(`${rel(f)} → ${rel(target)}`);
    }
  }
  return out;
}

/** Files that may hold SQL: repositories, the platform, seeds and the modules' demo data. */
const MAY_HOLD_SQL = [/\/repo\.ts$/, /\/repo\/[^/]+\.ts$/, /apps\/server\/src\/platform\//, /apps\/server\/src\/seed\//, /\/demo\.ts$/];

export function sqlOutsideRepos(serverFiles: string[]): string[] {
  return serverFiles
    .filter((f) => !MAY_HOLD_SQL.some((re) => re.test(f)))
    .flatMap((f) => {
      const n = (readFileSync(f, 'utf8').match(/\bsql`/g) ?? []).length;
      return n ? [`${rel(f)}: ${n} sql tag(s)`] : [];
    });
}

/**
 * Only api files reach the server: an area's `api.ts` (the shell's is app/api.ts) calls its endpoints
 * through the typed client (app/call.ts), which alone uses the HTTP client (app/http.ts).
 */
const IS_API_FILE = /\/api\.ts$/;
// The customer app's entry (h5/main.tsx) is that app's shell: it wires the HTTP client's messages.
const SHELL_INTERNALS = /\/app\/(http|call|auth|session|storage|setup)\.ts$|\/h5\/main\.tsx$/;

export function pagesCallingHttp(webFiles: string[]): string[] {
  return webFiles
    .filter((f) => !IS_API_FILE.test(f) && !SHELL_INTERNALS.test(f))
    .flatMap((f) => {
      const src = readFileSync(f, 'utf8');
      const client = importsOf(f).find((t) => /\/app\/(http|call)(\.ts)?$/.test(t));
      const viaFetch = /\bfetch\(/.test(src);
      return client || viaFetch ? [`${rel(f)}${viaFetch ? ' (fetch)' : ` (imports ${rel(client!)})`}`] : [];
    });
}

export function moduleCycles(serverFiles: string[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const f of serverFiles) {
    const from = moduleOf(f);
    if (!from) continue;
    for (const t of importsOf(f)) {
      const to = moduleOf(t);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const cycles: string[] = [];
  const walk = (node: string, path: string[]) => {
    for (const next of edges.get(node) ?? []) {
      if (next === path[0]) cycles.push([...path, next].join(' → '));
      else if (!path.includes(next) && next > path[0]!) walk(next, [...path, next]);
    }
  };
  for (const start of edges.keys()) walk(start, [start]);
  return cycles;
}

export const LINE_LIMIT = 300;
/** Generated or data-only files the line limit does not apply to. */
const LONG_ALLOWED = [/packages\/contract\/src\/routes\.ts$/];

export function longFiles(all: string[]): string[] {
  return all
    .filter((f) => !LONG_ALLOWED.some((re) => re.test(f)))
    .flatMap((f) => {
      const n = readFileSync(f, 'utf8').split('\n').length;
      return n > LINE_LIMIT ? [`${rel(f)}: ${n} lines`] : [];
    });
}

/** Platform files that reach up to a business area or to the app composing them. */
export function platformReachingUp(serverFiles: string[]): string[] {
  return serverFiles
    .filter((f) => f.includes('/apps/server/src/platform/'))
    .flatMap((f) =>
      importsOf(f)
        .filter((t) => moduleOf(t) !== null || /apps\/server\/src\/(app|main)\.ts$/.test(t))
        .map((t) => `${rel(f)} → ${rel(t)}`),
    );
}

/** An area's index.ts importing its repository (it composes the manifest and exports services). */
export function indexesExportingRepos(serverFiles: string[]): string[] {
  return serverFiles
    .filter((f) => /apps\/server\/src\/modules\/[^/]+\/index\.ts$/.test(f))
    .flatMap((f) =>
      importsOf(f)
        .filter((t) => /\/repo(\.ts|\/)/.test(t))
        .map((t) => `${rel(f)} → ${rel(t)}`),
    );
}

/** `new Scoped(` outside platform/repo.ts: tenant-bound access is built by tenantData / inTenant / the context. */
export function handBuiltScoped(serverFiles: string[]): string[] {
  return serverFiles
    .filter((f) => !f.endsWith('/apps/server/src/platform/repo.ts'))
    .flatMap((f) => {
      const n = (readFileSync(f, 'utf8').match(/\bnew Scoped\(/g) ?? []).length;
      return n ? [`${rel(f)}: ${n}`] : [];
    });
}

/**
 * A big area (over AREA_LIMIT lines) is made of sub-areas in the small shape: its top level holds the
 * manifest and what its sub-areas share, each sub-area folder holds only the shared file names, and a
 * sub-area reaches a sibling only through the sibling's service.ts. A folder never has both repo.ts
 * and repo/.
 */
export const AREA_LIMIT = 500;
const AREA_TOP = new Set(['index.ts', 'demo.ts', 'jobs.ts', 'sale.ts', 'store.ts', 'flow.ts', 'shared.ts']);
const SUB_AREA = new Set(['routes.ts', 'service.ts', 'repo.ts', 'store.ts', 'sale.ts', 'jobs.ts', 'demo.ts']);

const entries = (dir: string) => readdirSync(dir).map((name) => ({ name, dir: statSync(join(dir, name)).isDirectory() }));
const linesIn = (dir: string) => files(dir).reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').length, 0);

export function areaShapeViolations(modulesDir: string): string[] {
  const out: string[] = [];
  const bothRepos = (dir: string) => {
    const names = readdirSync(dir);
    if (names.includes('repo.ts') && names.includes('repo')) out.push(`${rel(dir)}: both repo.ts and repo/`);
  };
  for (const area of readdirSync(modulesDir)) {
    const areaDir = join(modulesDir, area);
    if (!statSync(areaDir).isDirectory()) continue;
    bothRepos(areaDir);
    const lines = linesIn(areaDir);
    if (lines <= AREA_LIMIT) continue;
    const subAreas = new Set(entries(areaDir).flatMap((e) => (e.dir ? [e.name] : [])));
    for (const e of entries(areaDir)) {
      if (!e.dir) {
        if (!AREA_TOP.has(e.name)) out.push(`${rel(join(areaDir, e.name))}: a ${lines}-line area keeps topic files in sub-areas`);
        continue;
      }
      if (e.name === 'repo') {
        out.push(`${rel(join(areaDir, e.name))}/: a ${lines}-line area keeps its repositories in its sub-areas`);
        continue;
      }
      const sub = join(areaDir, e.name);
      bothRepos(sub);
      for (const s of entries(sub)) {
        if (s.dir ? s.name !== 'repo' : !SUB_AREA.has(s.name)) out.push(`${rel(join(sub, s.name))}: not a sub-area file`);
      }
      for (const f of files(sub)) {
        for (const t of importsOf(f)) {
          const [to, file] = relative(areaDir, t).split('/');
          if (to !== e.name && subAreas.has(to!) && file !== 'service.ts') {
            out.push(`${rel(f)} → ${rel(t)} (a sibling sub-area is reached through its service.ts)`);
          }
        }
      }
    }
  }
  return out;
}

/**
 * The customer pages (src/h5/) are phone pages: they import none of the back office's kit, router or
 * state libraries (their own light components and history router are in h5/kit, issue #41).
 */
const BACK_OFFICE_LIBRARIES = /^(antd|@ant-design\/|react-router(-dom)?|zustand|i18next|react-i18next|echarts|dayjs)(\/|$)/;

export function customerPagesOnBackOfficeLibraries(webFiles: string[]): string[] {
  return webFiles
    .filter((f) => /\/src\/h5\//.test(f))
    .flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?'([^'.][^']*)'/g)]
        .map((m) => m[1]!)
        .filter((s) => BACK_OFFICE_LIBRARIES.test(s))
        .map((s) => `${rel(f)} imports ${s}`),
    );
}
