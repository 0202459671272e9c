import type { z } from 'zod';
import type { FreightRow, freightQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

// Freight templates.

export const FREIGHT: TableSpec = {
  name: 'gds_freight',
  tenant: true,
  writable: ['name', 'charge_type', 'express_code', 'rules', 'free_rules', 'no_delivery'],
};

const used = sql`(SELECT count(*)::int FROM gds_goods g WHERE g.tenant_id = f.tenant_id AND g.freight_id = f.id AND g.is_deleted = 0)`;
const asRow = (r: Record<string, unknown>) => ({ ...r, id: String(r.id) }) as FreightRow;

export const page = (db: Scoped, q: z.output<typeof freightQuery>) =>
  pageQuery<FreightRow>(db.q, {
    from: sql`gds_freight f`,
    columns: sql`f.*, ${used} AS goods_count`,
    where: [db.tenant('f'), sql`f.is_deleted = 0`, q.name && sql`f.name ILIKE ${`%${q.name}%`}`],
    orderBy: sql`f.id DESC`,
    current: q.current,
    size: q.size,
    map: asRow,
  });

export const options = (db: Scoped) =>
  db.query<{ id: string; name: string }>(
    sql`SELECT id::text, name FROM gds_freight WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id DESC LIMIT 500`,
  );

export const one = (db: Scoped, id: string) =>
  db.one(sql`SELECT f.*, ${used} AS goods_count FROM gds_freight f WHERE ${db.tenant('f')} AND f.is_deleted = 0 AND f.id = ${id}`);

/** Templates among these that goods still use (they cannot be removed). */
export const inUse = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT DISTINCT freight_id FROM gds_goods WHERE ${db.tenant()} AND is_deleted = 0 AND freight_id = ANY(${ids}::bigint[])`);
