import type { z } from 'zod';
import type { giftQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { USER_CARD } from '../shared.ts';

/** Held cards beyond their page: gifts, a code's user, project limits; the people bound to a card. */

export const giftPage = (db: Scoped, q: z.output<typeof giftQuery>) =>
  pageQuery(db.q, {
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

// ---------------------------------------------------------------- bound people

/** People bound to a held card besides its holder; the held card's bound_count keeps the limit. */

export const heldOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT id, holder_name, holder_phone, holder_id_card, customer_id, card_status, bound_count,
      to_char(activate_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS activated_at
    FROM ec_user_card WHERE ${db.base(USER_CARD)} AND id = ${id}`);

export const membersOf = async (db: Scoped, userCardId: string) =>
  toApiRows<Row>(
    await db.query(sql`SELECT id, name, id_card, phone, create_time FROM ec_user_card_member
    WHERE ${db.tenant()} AND user_card_id = ${userCardId} AND is_deleted = 0 ORDER BY id`),
  );

/** Take one place of the card's limit in ONE conditional UPDATE: nothing when the card is full (or cancelled). */
export const takePlace = (db: Scoped, userCardId: string, limit: number) =>
  db.one(sql`UPDATE ec_user_card SET bound_count = bound_count + 1, update_time = now()
    WHERE ${db.base(USER_CARD)} AND id = ${userCardId} AND card_status <> 2 AND bound_count < ${limit} RETURNING id`);
export const givePlace = (db: Scoped, userCardId: string) =>
  db.query(sql`UPDATE ec_user_card SET bound_count = bound_count - 1, update_time = now()
    WHERE ${db.tenant()} AND id = ${userCardId} AND bound_count > 0`);

/** Nothing when the ID card is already bound to this card (the unique index decides). */
export const insertMember = (db: Scoped, m: { userCardId: string; name: string; idCard: string; phone: string | null }) =>
  db.one(sql`INSERT INTO ec_user_card_member (tenant_id, user_card_id, name, id_card, phone, create_user, update_user)
    VALUES (${db.tenantId}, ${m.userCardId}, ${m.name}, ${m.idCard}, ${m.phone}, ${db.userId}, ${db.userId})
    ON CONFLICT DO NOTHING RETURNING id`);
export const removeMember = (db: Scoped, userCardId: string, memberId: string) =>
  db.one(sql`UPDATE ec_user_card_member SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND user_card_id = ${userCardId} AND id = ${memberId} AND is_deleted = 0 RETURNING id`);
