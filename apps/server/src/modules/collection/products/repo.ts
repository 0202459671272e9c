import type { Row } from '../../../platform/db.ts';
import { pageQuery } from '../../../platform/paging.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const PRODUCT: TableSpec = {
  name: 'coll_product',
  tenant: true,
  writable: [
    'name',
    'issuer',
    'category',
    'cover',
    'intro',
    'artwork',
    'description',
    'creator',
    'edition',
    'per_limit',
    'sale_start',
    'sale_end',
    'price',
    'chain_id',
    'channels',
  ],
  orderBy: 'id DESC',
};

/** China's clock, as the sale times are stored (timestamp without zone, China time). */
const NOW = sql`(now() AT TIME ZONE 'Asia/Shanghai')`;
const COLUMNS = sql`p.*, to_char(p.sale_start, 'YYYY-MM-DD HH24:MI:SS') AS sale_start, to_char(p.sale_end, 'YYYY-MM-DD HH24:MI:SS') AS sale_end,
  CASE WHEN ${NOW} < p.sale_start THEN 1 WHEN ${NOW} <= p.sale_end THEN 2 ELSE 3 END AS phase,
  CASE WHEN p.mint_status = 2 THEN (SELECT count(*)::int FROM coll_token k WHERE k.tenant_id = p.tenant_id AND k.product_id = p.id AND k.order_id IS NULL) END AS left,
  (SELECT count(*)::int FROM coll_token k WHERE k.tenant_id = p.tenant_id AND k.product_id = p.id AND k.grant_status = 2) AS granted`;

export const page = (db: Scoped, q: { name?: string; shelfStatus?: number; mintStatus?: number; current: number; size: number }) =>
  pageQuery(db.q, {
    from: sql`coll_product p`,
    columns: COLUMNS,
    where: [
      db.base(PRODUCT, 'p'),
      q.name && sql`p.name ILIKE ${`%${q.name}%`}`,
      q.shelfStatus !== undefined && sql`p.shelf_status = ${q.shelfStatus}`,
      q.mintStatus !== undefined && sql`p.mint_status = ${q.mintStatus}`,
    ],
    orderBy: sql`p.id DESC`,
    current: q.current,
    size: q.size,
  });

export const one = (db: Scoped, id: string, lock = false) =>
  db.one(sql`SELECT ${COLUMNS} FROM coll_product p WHERE ${db.base(PRODUCT, 'p')} AND p.id = ${id} ${lock ? sql`FOR UPDATE OF p` : sql``}`);

export const onShelf = (db: Scoped) =>
  db.query(sql`SELECT ${COLUMNS} FROM coll_product p WHERE ${db.base(PRODUCT, 'p')} AND p.shelf_status = 1 AND p.mint_status = 2
    AND p.sale_end >= ${NOW} ORDER BY p.sale_start, p.id LIMIT 100`);

/** Start minting once: not minted (or failed) → minting, with the call's key. */
export const startMint = (db: Scoped, id: string, key: string) =>
  db.one(sql`UPDATE coll_product SET mint_status = 1, mint_key = ${key}, mint_error = NULL, update_time = now()
    WHERE ${db.base(PRODUCT)} AND id = ${id} AND mint_status IN (0, 3) RETURNING *`);

/** The chain's answer: the contract and its tokens (once: only a product still minting takes it). */
export async function minted(db: Scoped, id: string, m: { contract: string; txHash: string; tokenIds: number[] }) {
  const done =
    await db.one(sql`UPDATE coll_product SET mint_status = 2, contract_address = ${m.contract}, mint_tx = ${m.txHash}, update_time = now()
    WHERE ${db.base(PRODUCT)} AND id = ${id} AND mint_status = 1 RETURNING id`);
  if (!done) return false;
  await db.query(sql`INSERT INTO coll_token (tenant_id, product_id, token_id)
    SELECT ${db.tenantId}, ${id}, t FROM unnest(${m.tokenIds}::bigint[]) t ON CONFLICT DO NOTHING`);
  return true;
}
export const mintFailed = (db: Scoped, id: string, error: string) =>
  db.one(sql`UPDATE coll_product SET mint_status = 3, mint_error = ${error.slice(0, 200)}, update_time = now()
    WHERE ${db.base(PRODUCT)} AND id = ${id} AND mint_status = 1 RETURNING id`);

/** Products left minting (the answer was lost): the job asks the chain again with the same key. */
export const stuckMints = (db: Scoped) =>
  db.query(
    sql`SELECT * FROM coll_product WHERE ${db.base(PRODUCT)} AND mint_status = 1 AND update_time < now() - interval '1 minute' LIMIT 20`,
  );

export const setShelf = (db: Scoped, id: string, from: number, to: number) =>
  db.one(sql`UPDATE coll_product SET shelf_status = ${to}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.base(PRODUCT)} AND id = ${id} AND shelf_status = ${from} RETURNING id`);

/** Products that may not go: on shelf or with orders. */
export const blockers = (db: Scoped, ids: string[]) =>
  db.query<Row>(sql`SELECT p.id, p.shelf_status, EXISTS (SELECT 1 FROM coll_order o WHERE o.tenant_id = p.tenant_id AND o.product_id = p.id) AS has_orders
    FROM coll_product p WHERE ${db.base(PRODUCT, 'p')} AND p.id = ANY(${ids}::bigint[])`);

/** Tenants with products left minting (the job's sweep). */
export const tenantsMinting = (db: { query: Scoped['query'] }) =>
  db.query<{ tenant_id: string }>(sql`SELECT DISTINCT tenant_id FROM coll_product WHERE mint_status = 1 AND is_deleted = 0`);
