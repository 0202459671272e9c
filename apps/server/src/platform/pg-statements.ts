import type pg from 'pg';
import type { Row } from './db.ts';

/**
 * On PostgreSQL, statements with parameters run as named prepared statements: each connection parses
 * and plans a text once (planning the order page cost as much as running it). The texts come from the
 * app's own templates, so they are few; past the cap the rare rest runs unnamed.
 */
const PG_STATEMENT_CAP = 2000;
const pgStatementNames = new Map<string, string>();
let pgStatementSeq = 0;
function statement(text: string, values: unknown[]): pg.QueryConfig {
  if (!values.length) return { text };
  let name = pgStatementNames.get(text);
  if (!name && pgStatementNames.size < PG_STATEMENT_CAP) {
    name = `y${pgStatementSeq++}`;
    pgStatementNames.set(text, name);
  }
  return name ? { name, text, values } : { text, values };
}

/**
 * A kept statement whose tables changed under it (another process migrated) fails once with "cached
 * plan must not change result type"; the text then gets a new name, so every connection prepares it again.
 */
export async function runNamed(client: pg.Pool | pg.PoolClient, text: string, values: unknown[]): Promise<Row[]> {
  try {
    return (await client.query(statement(text, values))).rows;
  } catch (e) {
    if ((e as { code?: string }).code === '0A000' && /cached plan/.test((e as Error).message)) pgStatementNames.delete(text);
    throw e;
  }
}
