import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** How many orders the phone placed with the tenant (orders are keyed by contact phone). */
export const orderCount = async (db: Scoped, phone: string) =>
  (
    await db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ord_order WHERE ${db.tenant()} AND contact_phone = ${phone} AND is_deleted = 0`,
    )
  )?.n ?? 0;
