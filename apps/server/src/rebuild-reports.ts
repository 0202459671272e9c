// npm run reports:rebuild [-- --tenant 100001 [--tenant …]]: recount the report rollups (数据报表) from the
// raw order, refund and check rows, for the tenants named or every tenant. The database is the server's
// (DATABASE_URL, else the embedded one under DATA_DIR: stop the server first, one process owns it).
import { parseArgs } from 'node:util';
import { loadConfig } from './platform/config.ts';
import { hasPendingMigrations } from './platform/migrate.ts';
import { openDatabase } from './app.ts';
import { rebuildAll } from './modules/report/index.ts';
// Every area's manifest, loaded for its side effect: areas register their own figures (defineFigures) at
// load, and a rebuild without them would recount those figures to nothing.
import './modules/index.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string', multiple: true } } });
const only = values.tenant?.flatMap((t) => t.split(',')).filter(Boolean);
const db = await openDatabase(loadConfig());
try {
  if (await hasPendingMigrations(db)) throw new Error('the database has migrations to apply: start the server once first');
  const t0 = performance.now();
  const tenants = await rebuildAll(db, only, (tenant, ms) => console.log(`tenant ${tenant}: rebuilt in ${Math.round(ms)} ms`));
  console.log(`rebuilt the rollups of ${tenants.length} tenant(s) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  console.error(`reports:rebuild: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
process.exit();
