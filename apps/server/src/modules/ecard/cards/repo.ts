import type { z } from 'zod';
import type { cardQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';

/** Cards, their projects and renewal combos, their sales channels. */

export const CARD: TableSpec = {
  name: 'ec_card',
  tenant: true,
  orderBy: 'sort, id DESC',
  writable: [
    'name',
    'card_type',
    'cover',
    'price',
    'original_price',
    'stock',
    'intro',
    'notice',
    'channels',
    'validity_type',
    'valid_start',
    'valid_end',
    'valid_days',
    'real_name',
    'face_check',
    'step',
    'recommend',
  ],
};

export const cardPage = (db: Scoped, q: z.output<typeof cardQuery>) =>
  db.page(CARD, {
    where: [
      q.name && sql`name ILIKE ${`%${q.name}%`}`,
      q.shelfStatus !== undefined && sql`shelf_status = ${q.shelfStatus}`,
      q.cardType !== undefined && sql`card_type = ${q.cardType}`,
    ],
    columns: sql`ec_card.*, (SELECT string_agg(p.name, '、' ORDER BY p.sort, p.id) FROM ec_card_project p
      WHERE p.tenant_id = ec_card.tenant_id AND p.card_id = ec_card.id AND p.renewal = 0) AS project_names,
      (SELECT count(*)::int FROM ec_user_card u WHERE u.tenant_id = ec_card.tenant_id AND u.card_id = ec_card.id AND u.is_deleted = 0) AS holders`,
    current: q.current,
    size: q.size,
  });

/** The card's own projects, or (renewal) the ones a renewed card gets. */
export const projectsOf = async (db: Scoped, cardId: string, renewal = false) =>
  toApiRows<Row>(
    await db.query(sql`SELECT id, poi_id, product_id, name, day_limit, total_limit FROM ec_card_project
    WHERE ${db.tenant()} AND card_id = ${cardId} AND renewal = ${renewal ? 1 : 0} ORDER BY sort, id`),
  );

export async function replaceProjects(
  db: Scoped,
  cardId: string,
  items: { poiId?: string | null; productId?: string | null; name: string; dayLimit: number; totalLimit: number }[],
  renewal = false,
) {
  const r = renewal ? 1 : 0;
  await db.query(sql`DELETE FROM ec_card_project WHERE ${db.tenant()} AND card_id = ${cardId} AND renewal = ${r}`);
  for (const [i, p] of items.entries())
    await db.query(sql`INSERT INTO ec_card_project (tenant_id, card_id, poi_id, product_id, name, day_limit, total_limit, sort, renewal)
      VALUES (${db.tenantId}, ${cardId}, ${p.poiId ?? null}, ${p.productId ?? null}, ${p.name}, ${p.dayLimit}, ${p.totalLimit}, ${i}, ${r})`);
}

export const combosOf = async (db: Scoped, cardId: string) =>
  toApiRows<Row>(
    await db.query(
      sql`SELECT id, name, days, price FROM ec_card_renewal_combo WHERE ${db.tenant()} AND card_id = ${cardId} ORDER BY sort, id`,
    ),
  );
export async function replaceCombos(db: Scoped, cardId: string, items: { name: string; days: number; price: number }[]) {
  await db.query(sql`DELETE FROM ec_card_renewal_combo WHERE ${db.tenant()} AND card_id = ${cardId}`);
  for (const [i, c] of items.entries())
    await db.query(sql`INSERT INTO ec_card_renewal_combo (tenant_id, card_id, name, days, price, sort)
      VALUES (${db.tenantId}, ${cardId}, ${c.name}, ${c.days}, ${c.price}, ${i})`);
}

/** Own scenic spots and products among the given ids (another tenant's are not found). */
export const ownPois = (db: Scoped, ids: string[]) =>
  db.query<{ id: string }>(sql`SELECT id FROM prd_poi WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`);
export const ownProducts = (db: Scoped, ids: string[]) =>
  db.query<{ id: string }>(sql`SELECT id FROM prd_product WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`);

/** Shelf moves: only complete cards (step 3) go on shelf; answers the rows moved. */
export const setShelf = (db: Scoped, ids: string[], status: number) =>
  db.query(sql`UPDATE ec_card SET shelf_status = ${status}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(CARD)} AND id = ANY(${ids}::bigint[]) AND (${status} = 0 OR step >= 3) RETURNING id`);

export const holdersOf = async (db: Scoped, ids: string[]) =>
  Number(
    (
      await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ec_user_card WHERE ${db.tenant()} AND card_id = ANY(${ids}::bigint[]) AND is_deleted = 0`,
      )
    )?.n ?? 0,
  );

export const nameList = (db: Scoped) =>
  db.query<{ id: string; name: string }>(sql`SELECT id::text, name FROM ec_card WHERE ${db.base(CARD)} ORDER BY id DESC LIMIT 1000`);

export const onShelf = async (db: Scoped) =>
  toApiRows(await db.query(sql`SELECT * FROM ec_card WHERE ${db.base(CARD)} AND shelf_status = 1 ORDER BY sort, id DESC LIMIT 200`));

/** Take `n` cards of the stock in one conditional statement (refused past the stock or off shelf). */
export const takeStock = (db: Scoped, cardId: string, n: number) =>
  db.one(
    sql`UPDATE ec_card SET sold = sold + ${n} WHERE ${db.base(CARD)} AND id = ${cardId} AND shelf_status = 1 AND sold + ${n} <= stock RETURNING *`,
  );
export const returnStock = (db: Scoped, cardId: string, n: number) =>
  db.query(sql`UPDATE ec_card SET sold = greatest(sold - ${n}, 0) WHERE ${db.tenant()} AND id = ${cardId}`);

/** The card row by id, deleted or not (a paid order issues its card even if the card was removed since). */
export const cardById = (db: Scoped, id: string) => db.one(sql`SELECT * FROM ec_card WHERE ${db.tenant()} AND id = ${id}`);

/** Complete cards (all three steps saved) of the tenant by name, for an import. */
export const completeCardsByName = (db: Scoped, names: string[]) =>
  db.query(sql`SELECT * FROM ec_card WHERE ${db.base(CARD)} AND step >= 3 AND name = ANY(${names}::text[]) ORDER BY id DESC`);

export const setChannels = (db: Scoped, id: string, channels: string) =>
  db.one(sql`UPDATE ec_card SET channels = ${channels}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(CARD)} AND id = ${id} RETURNING channels`);

export const forDistribution = (db: Scoped) =>
  db.query<Row>(sql`SELECT id::text, name, price, stock - sold AS left, channels FROM ec_card
    WHERE ${db.base(CARD)} AND shelf_status = 1 AND step >= 3 AND sold < stock ORDER BY sort, id DESC LIMIT 500`);

/** Cards with what is left to sell, by id (removed ones left out) or, without ids, complete ones on shelf (a bundle's e-card parts). */
export const cardsLeft = (db: Scoped, ids: string[] | null) =>
  db.query<{ id: string; name: string; stock: number }>(sql`SELECT id, name, greatest(stock - sold, 0) AS stock FROM ec_card
    WHERE ${db.base(CARD)} ${ids ? sql`AND id = ANY(${ids}::bigint[])` : sql`AND shelf_status = 1 AND step >= 3`} ORDER BY sort, id DESC LIMIT 500`);
