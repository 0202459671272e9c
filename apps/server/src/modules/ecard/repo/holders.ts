import type { z } from 'zod';
import type { giftQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';
import { BATCH } from './codes.ts';
import { CARD } from './cards.ts';
import { USER_CARD } from './held.ts';

/** Held cards beyond their page: gifts, a code's user, project limits; cards' channels; batch deadlines. */

/** Complete cards (all three steps saved) of the tenant by name, for an import. */
export const completeCardsByName = (db: Scoped, names: string[]) =>
  db.query(sql`SELECT * FROM ec_card WHERE ${db.base(CARD)} AND step >= 3 AND name = ANY(${names}::text[]) ORDER BY id DESC`);

export const giftPage = (db: Scoped, q: z.output<typeof giftQuery>) =>
  pageQuery<any>(db.q, {
    from: sql`ec_user_card`,
    where: [
      db.base(USER_CARD),
      sql`source = 3`,
      q.cardId && sql`card_id = ${q.cardId}`,
      q.holderPhone && sql`holder_phone = ${q.holderPhone}`,
      q.holderName && sql`holder_name ILIKE ${`%${q.holderName}%`}`,
    ],
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });

export const codeUser = (db: Scoped, code: string) =>
  db.one(sql`SELECT c.code, c.activate_time, c.activate_phone, u.id AS user_card_id, u.card_no, u.card_name, u.card_status,
      u.holder_name, u.holder_phone
    FROM ec_code c JOIN ec_user_card u ON u.tenant_id = c.tenant_id AND u.code_id = c.id
    WHERE ${db.tenant('c')} AND c.code = ${code} AND c.code_status = 1`);

/** New limits of one project of a held card; refused (no row) when the total would fall below its uses. */
export const setProjectLimits = (db: Scoped, userCardId: string, p: { id: string; dayLimit: number; totalLimit: number }) =>
  db.one(sql`UPDATE ec_user_card_project SET day_limit = ${p.dayLimit}, total_limit = ${p.totalLimit}
    WHERE ${db.tenant()} AND user_card_id = ${userCardId} AND id = ${p.id} AND used <= ${p.totalLimit} RETURNING *`);

/** Batches whose activation deadline moves to `validEnd` (never before their start). */
export const postponeBatches = (db: Scoped, ids: string[], validEnd: string) =>
  db.query(sql`UPDATE ec_code_batch SET valid_end = ${validEnd}::date, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(BATCH)} AND id = ANY(${ids}::bigint[]) AND valid_start <= ${validEnd}::date RETURNING id`);

export const setChannels = (db: Scoped, id: string, channels: string) =>
  db.one(sql`UPDATE ec_card SET channels = ${channels}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(CARD)} AND id = ${id} RETURNING channels`);

export const forDistribution = (db: Scoped) =>
  db.query<Row>(sql`SELECT id::text, name, price, stock - sold AS left, channels FROM ec_card
    WHERE ${db.base(CARD)} AND shelf_status = 1 AND step >= 3 AND sold < stock ORDER BY sort, id DESC LIMIT 500`);
