import type { Scoped } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import type { Sql } from '../../platform/sql.ts';

/** One row or the rows of a statement as the API shows them (snake_case columns to camelCase). */
export const apiOne = async <T>(db: Scoped, q: Sql): Promise<T | undefined> => {
  const r = await db.one(q);
  return r && toApi<T>(r);
};
export const apiRows = async <T>(db: Scoped, q: Sql): Promise<T[]> => (await db.query(q)).map((r) => toApi<T>(r));
