import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { USER_CARD } from './held.ts';

/** People bound to a held card besides its holder; the held card's bound_count keeps the limit. */

export const heldOne = (db: Scoped, id: string) =>
  db.one(sql`SELECT id, holder_name, holder_phone, holder_id_card, customer_id, card_status, bound_count,
      to_char(activate_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS activated_at
    FROM ec_user_card WHERE ${db.base(USER_CARD)} AND id = ${id}`);

export const membersOf = async (db: Scoped, userCardId: string) =>
  toApiRows(
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
