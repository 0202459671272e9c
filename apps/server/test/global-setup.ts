import { writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, openPg, openPglite, prepare, withDbName } from './db.ts';
import { startS3Server } from './s3.ts';
import type { S3Config } from '../src/platform/storage-s3.ts';

/**
 * Migrate and seed once per run: a template database on PostgreSQL (each test file clones it),
 * or a PGlite data-dir snapshot (each test file loads it). Every test file still gets its own database.
 */
export default async function setup(project: TestProject) {
  // TEST_STORAGE=s3: every app of the run keeps its files in a bucket of a local S3 server.
  const s3 = process.env.TEST_STORAGE === 's3' ? await startS3Server() : null;
  project.provide('s3', s3 ? s3.config : null);
  const done = await setupDatabase(project);
  return async () => {
    await done();
    await s3?.stop();
  };
}

async function setupDatabase(project: TestProject): Promise<() => unknown> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const tpl = `yym_tpl_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${tpl}`);
    await adminQuery(url, `CREATE DATABASE ${tpl}`);
    const db = await openPg(withDbName(url, tpl), 2);
    await prepare(db);
    await db.close();
    project.provide('templateDb', tpl);
    return async () => {
      const dbs = await adminQuery(
        url,
        `SELECT datname FROM pg_database WHERE datname LIKE 'yym_t_${process.pid}_%' OR datname = '${tpl}'`,
      );
      for (const r of dbs.rows) await adminQuery(url, `DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    };
  }
  const db = await openPglite(null);
  await prepare(db);
  const dump = await ((db as any).lite as { dumpDataDir(c?: string): Promise<Blob> }).dumpDataDir('none');
  const file = join(tmpdir(), `yym-pglite-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
    pgliteSnapshot: string;
    s3: S3Config | null;
  }
}
