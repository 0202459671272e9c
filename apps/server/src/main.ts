import { loadConfig } from './platform/config.ts';
import { buildApp, openDatabase } from './app.ts';
import { migrate, refreshStatistics } from './platform/migrate.ts';
import { seedIfEmpty, demoPasswordsInUse } from './seed/index.ts';

const cfg = loadConfig();
let db = await openDatabase(cfg);
const applied = await migrate(db);
const seeded = await seedIfEmpty(db, { demo: cfg.seedDemo, adminPassword: process.env.ADMIN_PASSWORD });
// Migrating and seeding grow the embedded database's WebAssembly memory, which is never given back:
// open it afresh so the server idles at the size of its work, not of its first start.
if (db.kind === 'pglite' && (applied.length || seeded)) {
  await refreshStatistics(db);
  await db.close();
  db = await openDatabase(cfg);
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

const { app, svc, close } = await buildApp(cfg, db);
if (cfg.jobs) svc.jobs.start();
app.log.info({ db: db.kind, migrations: applied, seeded }, 'database ready');
await app.listen({ port: cfg.port, host: cfg.host });

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ sig }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    await close();
    await db.close();
    clearTimeout(timer);
    process.exit(0);
  });
}
