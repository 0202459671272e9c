import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './platform/config.ts';
import { buildApp, openDatabase } from './app.ts';
import { hasPendingMigrations, migrate, needsSeed, refreshStatistics } from './platform/migrate.ts';
import { seedIfEmpty, demoPasswordsInUse } from './seed/index.ts';
import type { Database } from './platform/db.ts';

const PREPARE_ONLY = 'YYM_PREPARE_ONLY';
const cfg = (() => {
  try {
    return loadConfig();
  } catch (e) {
    // a production start missing a shared secret says which, without a stack
    console.error((e as Error).message);
    process.exit(1);
  }
})();
const embeddedOnDisk = !cfg.databaseUrl && !cfg.memoryDb;

async function prepare(d: Database) {
  const applied = await migrate(d);
  const seeded = await seedIfEmpty(d, { demo: cfg.seedDemo, adminPassword: process.env.ADMIN_PASSWORD });
  if (d.kind === 'pglite' && (applied.length || seeded)) await refreshStatistics(d);
  return { applied, seeded };
}

/** Migrate and seed in a child process of this same program, which then exits. */
async function prepareApart() {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
    env: { ...process.env, [PREPARE_ONLY]: '1' },
    stdio: 'inherit',
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`preparing the embedded database failed (exit ${code})`);
  return { preparedApart: true };
}

if (process.env[PREPARE_ONLY]) {
  const d = await openDatabase(cfg);
  await prepare(d);
  await d.close();
  process.exit(0);
}

// Creating, migrating and seeding the embedded database grow its WebAssembly memory and the heap,
// which a process never fully gives back: a child process does them and exits, so the server idles at
// the size of its work, not of its first start.
let prepared: object = {};
if (embeddedOnDisk && !existsSync(join(cfg.dataDir, 'pglite', 'PG_VERSION'))) prepared = await prepareApart();
let db = await openDatabase(cfg);
if (embeddedOnDisk && ((await hasPendingMigrations(db)) || (await needsSeed(db)))) {
  await db.close();
  prepared = await prepareApart();
  db = await openDatabase(cfg);
} else if (!embeddedOnDisk) {
  prepared = await prepare(db);
}

// A production start refuses to run while a demo account still has its demo password.
if (cfg.production) {
  const weak = await demoPasswordsInUse(db);
  if (weak.length) {
    console.error(
      `Refusing to start in production: demo accounts still have their demo passwords (${weak.join(', ')}). Change them first.`,
    );
    process.exit(1);
  }
}

const { app, svc, close, drain } = await buildApp(cfg, db);
if (cfg.jobs) svc.jobs.start();
app.log.info({ db: db.kind, ...prepared }, 'database ready');
await app.listen({ port: cfg.port, host: cfg.host });

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ sig, drainMs: cfg.shutdownDrainMs }, 'shutting down');
    // Behind a balancer: health answers 503 and requests are still served until the balancer has
    // seen it (SHUTDOWN_DRAIN_MS, a few of its check intervals); then no new connection is taken and
    // the requests in hand finish.
    drain();
    if (cfg.shutdownDrainMs) await new Promise((r) => setTimeout(r, cfg.shutdownDrainMs));
    const timer = setTimeout(() => process.exit(1), 10_000);
    await close();
    await db.close();
    clearTimeout(timer);
    process.exit(0);
  });
}
