import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from './db.ts';
import { PLATFORM_TENANT_ID } from '@yym/contract';
import { sql } from './sql.ts';

export const MIGRATIONS_DIR = new URL('../../migrations', import.meta.url).pathname;

const migrationFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/** Whether some migration has not been applied yet (the migrations table may not exist at all). */
export async function hasPendingMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<boolean> {
  const known = await db.one<{ t: string | null }>(sql`SELECT to_regclass('schema_migrations')::text AS t`);
  const done = known?.t
    ? new Set((await db.query<{ name: string }>(sql`SELECT name FROM schema_migrations`)).map((r) => r.name))
    : new Set();
  return migrationFiles(dir).some((f) => !done.has(f));
}

/** Whether the database has not been seeded yet (its platform tenant is missing). */
export async function needsSeed(db: Database): Promise<boolean> {
  const known = await db.one<{ t: string | null }>(sql`SELECT to_regclass('blade_tenant')::text AS t`);
  return !known?.t || !(await db.one(sql`SELECT 1 FROM blade_tenant WHERE tenant_id = ${PLATFORM_TENANT_ID}`));
}

/** Apply forward-only SQL migrations in file-name order, each once, under an advisory lock. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  const applied: string[] = [];
  await db.tx(async (t) => {
    await t.exec(`SELECT pg_advisory_xact_lock(727274);
      CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await t.query<{ name: string }>(sql`SELECT name FROM schema_migrations`)).map((r) => r.name));
    for (const f of files) {
      if (done.has(f)) continue;
      await t.exec(readFileSync(join(dir, f), 'utf8'));
      await t.query(sql`INSERT INTO schema_migrations(name) VALUES (${f})`);
      applied.push(f);
    }
  });
  return applied;
}

/**
 * Fresh planner statistics. PGlite runs no autovacuum, so without this its planner guesses from empty
 * statistics: the permission check of every request walked all the role-menu rows (17 ms on the demo
 * data instead of 0.2). Run after migrating or seeding; the embedded database also gets it hourly.
 */
export async function refreshStatistics(db: Database): Promise<void> {
  await db.exec('ANALYZE');
}

/** The health check's question: does the database answer at all. */
export const databaseAnswers = async (db: Queryable) => {
  await db.query(sql`SELECT 1`);
};
