import { openPg, openPglite, type Database } from '../src/platform/db.ts';
import { migrate, refreshStatistics } from '../src/platform/migrate.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import pg from 'pg';

/** A database URL for another database name on the same server. */
export function withDbName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/** Migrate and seed (demo data included) a fresh database. */
export async function prepare(db: Database) {
  await migrate(db);
  await seedIfEmpty(db, { demo: true });
  await refreshStatistics(db);
}

export { openPg, openPglite };
