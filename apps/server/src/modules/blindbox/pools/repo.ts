import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

/** Pools (draft, published, closed), their prizes and the draw log: the only SQL of the pools. */

const POOL_COLS = sql`*, to_char(publish_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS publish_text,
  to_char(close_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS close_text,
  to_char(reveal_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS reveal_text`;

export const poolsOfBox = (db: Scoped, boxId: string) =>
  db.query(sql`SELECT ${POOL_COLS} FROM bb_pool WHERE ${db.tenant()} AND box_id = ${boxId} AND is_deleted = 0 ORDER BY id DESC LIMIT 50`);
export const findPool = (db: Scoped, id: string) =>
  db.one(sql`SELECT ${POOL_COLS} FROM bb_pool WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`);
export const livePool = (db: Scoped, boxId: string) =>
  db.one(sql`SELECT ${POOL_COLS} FROM bb_pool WHERE ${db.tenant()} AND box_id = ${boxId} AND pool_status = 1 AND is_deleted = 0`);
/** The pool row locked: draws of one pool are made one after another (each sees the stock the last left). */
export const lockPool = (db: Scoped, id: string) => db.one(sql`SELECT * FROM bb_pool WHERE ${db.tenant()} AND id = ${id} FOR UPDATE`);
export const lockPoolOfBox = (db: Scoped, boxId: string, status: number) =>
  db.one(sql`SELECT * FROM bb_pool WHERE ${db.tenant()} AND box_id = ${boxId} AND pool_status = ${status} AND is_deleted = 0 FOR UPDATE`);

export const insertDraft = (db: Scoped, boxId: string) =>
  db.one(sql`INSERT INTO bb_pool (tenant_id, box_id, pool_status, create_user, update_user)
    VALUES (${db.tenantId}, ${boxId}, 0, ${db.userId}, ${db.userId}) RETURNING *`);
export const clearPrizes = (db: Scoped, poolId: string) => db.query(sql`DELETE FROM bb_prize WHERE ${db.tenant()} AND pool_id = ${poolId}`);
export const insertPrizes = (
  db: Scoped,
  poolId: string,
  prizes: { name: string; image?: string | null; quantity: number; weight: number }[],
) =>
  db.query(sql`INSERT INTO bb_prize (tenant_id, pool_id, sort, name, image, quantity, weight, remaining) VALUES
    ${sql.join(prizes.map((p, i) => sql`(${db.tenantId}, ${poolId}, ${i}, ${p.name}, ${p.image ?? ''}, ${p.quantity}, ${p.weight}, ${p.quantity})`))}`);
export const prizesOf = (db: Scoped, poolIds: string[]) =>
  db.query(sql`SELECT * FROM bb_prize WHERE ${db.tenant()} AND pool_id = ANY(${poolIds}::bigint[]) ORDER BY pool_id, sort, id`);

export const publish = (db: Scoped, poolId: string, seed: string, seedHash: string) =>
  db.one(sql`UPDATE bb_pool SET pool_status = 1, seed = ${seed}, seed_hash = ${seedHash}, publish_time = now(), update_time = now(),
      update_user = ${db.userId}, total = (SELECT coalesce(sum(quantity), 0) FROM bb_prize WHERE ${db.tenant()} AND pool_id = ${poolId})
    WHERE ${db.tenant()} AND id = ${poolId} AND pool_status = 0 RETURNING *`);
export const close = (db: Scoped, poolId: string) =>
  db.one(sql`UPDATE bb_pool SET pool_status = 2, close_time = now(), update_time = now(), update_user = ${db.userId}
    WHERE ${db.tenant()} AND id = ${poolId} AND pool_status = 1 RETURNING *`);
/** The seed goes public once the pool can draw no more: closed or sold out, and every sold unit drawn or given back. */
export const revealIfDone = (db: Scoped, poolId: string) =>
  db.query(sql`UPDATE bb_pool SET reveal_time = now() WHERE ${db.tenant()} AND id = ${poolId} AND reveal_time IS NULL
    AND (pool_status = 2 OR drawn = total) AND drawn = reserved AND pool_status <> 0`);

/** Units of the live pool for a new order, or nothing when too few are left (one statement: no oversell). */
export const reserve = (db: Scoped, poolId: string, n: number) =>
  db.one(sql`UPDATE bb_pool SET reserved = reserved + ${n} WHERE ${db.tenant()} AND id = ${poolId} AND pool_status = 1
    AND reserved + ${n} <= total RETURNING id`);
export const unreserve = (db: Scoped, poolId: string, n: number) =>
  db.query(sql`UPDATE bb_pool SET reserved = reserved - ${n} WHERE ${db.tenant()} AND id = ${poolId} AND reserved - ${n} >= drawn`);

/** One prize off its stock, only while some is left; answers nothing when none is. */
export const takePrize = (db: Scoped, prizeId: string) =>
  db.one(sql`UPDATE bb_prize SET remaining = remaining - 1 WHERE ${db.tenant()} AND id = ${prizeId} AND remaining >= 1 RETURNING id, name`);
/** The draw's place in the pool's log, only while sold units are left undrawn. */
export const nextSeq = (db: Scoped, poolId: string) =>
  db.one<{ seq: number }>(sql`UPDATE bb_pool SET drawn = drawn + 1 WHERE ${db.tenant()} AND id = ${poolId} AND drawn < reserved
    RETURNING drawn - 1 AS seq`);
export const insertDraw = (
  db: Scoped,
  d: {
    poolId: string;
    orderId: string;
    orderNo: string;
    index: number;
    seq: number;
    prizeId: string;
    prizeName: string;
    snapshot: unknown;
  },
) =>
  db.one(sql`INSERT INTO bb_draw (tenant_id, pool_id, order_id, order_no, draw_index, seq, prize_id, prize_name, snapshot)
    VALUES (${db.tenantId}, ${d.poolId}, ${d.orderId}, ${d.orderNo}, ${d.index}, ${d.seq}, ${d.prizeId}, ${d.prizeName},
      ${JSON.stringify(d.snapshot)}::jsonb) RETURNING *`);
export const drawsOfOrders = (db: Scoped, orderIds: string[]): Promise<Row[]> =>
  db.query(sql`SELECT *, to_char(create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS create_text
    FROM bb_draw WHERE ${db.tenant()} AND order_id = ANY(${orderIds}::bigint[]) ORDER BY order_id, draw_index`);
export const drawLog = (db: Scoped, poolId: string) =>
  db.query(
    sql`SELECT seq, order_no, draw_index, prize_id FROM bb_draw WHERE ${db.tenant()} AND pool_id = ${poolId} ORDER BY seq LIMIT 200000`,
  );
