import type { z } from 'zod';
import type { recordQuery, userCardQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';
import { USER_CARD } from '../shared.ts';

/** Held cards (user cards), their use counters and the write-off records. */

export interface NewUserCard {
  cardId: string;
  cardName: string;
  cardNo: string;
  qrCode: string;
  source: number;
  orderId?: string | null;
  guestId?: string | null;
  codeId?: string | null;
  customerId?: string | null;
  holderName?: string | null;
  holderPhone?: string | null;
  holderIdCard?: string | null;
  validStart: string | null;
  validEnd: string | null;
}

/** The held card, or nothing when its random card number or QR clashes (the caller draws again). */
export const insertUserCard = (db: Scoped, c: NewUserCard) =>
  db.one(sql`INSERT INTO ec_user_card (tenant_id, card_id, card_name, card_no, qr_code, source, order_id, guest_id, code_id, customer_id,
      holder_name, holder_phone, holder_id_card, card_status, valid_start, valid_end, activate_time, create_user)
    VALUES (${db.tenantId}, ${c.cardId}, ${c.cardName}, ${c.cardNo}, ${c.qrCode}, ${c.source}, ${c.orderId ?? null}, ${c.guestId ?? null},
      ${c.codeId ?? null}, ${c.customerId ?? null}, ${c.holderName ?? null}, ${c.holderPhone ?? null}, ${c.holderIdCard ?? null}, 1,
      ${c.validStart}, ${c.validEnd}, now(), ${db.userId})
    ON CONFLICT DO NOTHING RETURNING *`);

/** Copy the card's projects onto the held card, each with its own counters. */
export const copyProjects = (db: Scoped, userCardId: string, cardId: string) =>
  db.query(sql`INSERT INTO ec_user_card_project (tenant_id, user_card_id, project_id, poi_id, product_id, name, day_limit, total_limit, sort)
    SELECT tenant_id, ${userCardId}, id, poi_id, product_id, name, day_limit, total_limit, sort FROM ec_card_project
    WHERE ${db.tenant()} AND card_id = ${cardId} AND renewal = 0`);

const userCardWhere = (db: Scoped, q: Partial<z.output<typeof userCardQuery>>): Cond[] => [
  db.base(USER_CARD),
  q.cardId && sql`card_id = ${q.cardId}`,
  q.cardNo && sql`card_no = ${q.cardNo}`,
  q.holderPhone && sql`holder_phone = ${q.holderPhone}`,
  q.cardStatus !== undefined && sql`card_status = ${q.cardStatus}`,
];
export const userCardPage = (db: Scoped, q: z.output<typeof userCardQuery>) =>
  pageQuery(db.q, { from: sql`ec_user_card`, where: userCardWhere(db, q), orderBy: sql`id DESC`, current: q.current, size: q.size });
export const userCardRows = async (db: Scoped, q: Partial<z.output<typeof userCardQuery>>) =>
  toApiRows(await db.query(sql`SELECT * FROM ec_user_card WHERE ${sql.and(userCardWhere(db, q))} ORDER BY id DESC LIMIT 50000`));

export const userCardsOfOrder = async (db: Scoped, orderId: string) =>
  toApiRows<Row>(await db.query(sql`SELECT * FROM ec_user_card WHERE ${db.base(USER_CARD)} AND order_id = ${orderId} ORDER BY id`));
export const userCardsOfCustomer = async (db: Scoped, customerId: string, phone: string) =>
  toApiRows(
    await db.query(sql`SELECT * FROM ec_user_card WHERE ${db.base(USER_CARD)}
    AND (customer_id = ${customerId} OR holder_phone = ${phone}) ORDER BY id DESC LIMIT 100`),
  );

export const projectsOfUserCard = async (db: Scoped, userCardId: string) =>
  toApiRows<Row>(
    await db.query(sql`SELECT * FROM ec_user_card_project WHERE ${db.tenant()} AND user_card_id = ${userCardId} ORDER BY sort, id`),
  );

export const byQr = (db: Scoped, qr: string) => db.one(sql`SELECT * FROM ec_user_card WHERE ${db.base(USER_CARD)} AND qr_code = ${qr}`);

/**
 * Take one use of a project of a held card in ONE conditional statement: refused (no row) when the
 * total is used up or today's uses reached the daily limit. Concurrent checks queue on the row and
 * each re-reads the counters, so the uses never exceed the limits (and a CHECK keeps them ≥ 0).
 */
export const takeUse = (db: Scoped, id: string, today: string) =>
  db.one(sql`UPDATE ec_user_card_project SET used = used + 1,
      day_used = CASE WHEN day_date = ${today}::date THEN day_used + 1 ELSE 1 END, day_date = ${today}::date
    WHERE ${db.tenant()} AND id = ${id} AND used < total_limit
      AND (day_limit = 0 OR day_date IS DISTINCT FROM ${today}::date OR day_used < day_limit)
    RETURNING *`);

export const insertUse = (db: Scoped, u: Row, p: Row, method: number, user: { userId: string | null; name: string }) =>
  db.query(sql`INSERT INTO ec_use (tenant_id, user_card_id, card_id, card_name, card_no, project_id, project_name, holder_name, method, user_id, user_name)
    VALUES (${db.tenantId}, ${u.id}, ${u.card_id}, ${u.card_name}, ${u.card_no}, ${p.project_id}, ${p.name}, ${u.holder_name}, ${method},
      ${user.userId}, ${user.name})`);

export const usedCardsOfOrder = async (db: Scoped, orderId: string) =>
  Number(
    (
      await db.one<{ n: number }>(sql`SELECT count(DISTINCT u.id)::int AS n FROM ec_user_card u
    JOIN ec_user_card_project p ON p.tenant_id = u.tenant_id AND p.user_card_id = u.id AND p.used > 0
    WHERE ${db.tenant('u')} AND u.order_id = ${orderId}`)
    )?.n ?? 0,
  );
export const unusedGuestsOfOrder = async (db: Scoped, orderId: string) =>
  (
    await db.query<{ guest_id: string }>(sql`SELECT u.guest_id FROM ec_user_card u WHERE ${db.tenant('u')} AND u.order_id = ${orderId}
    AND u.card_status = 1 AND u.guest_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM ec_user_card_project p WHERE p.tenant_id = u.tenant_id AND p.user_card_id = u.id AND p.used > 0)`)
  ).map((r) => String(r.guest_id));

/** Follow the order's guest rows: refunded → cancelled, refund applied → refunding, else in use (cancelled stays). */
export const syncWithGuests = (db: Scoped, orderId: string) =>
  db.query(sql`UPDATE ec_user_card u SET card_status = CASE g.ticket_status WHEN 2 THEN 2 WHEN 4 THEN 3 ELSE 1 END, update_time = now()
    FROM ord_guest g WHERE ${db.tenant('u')} AND u.order_id = ${orderId} AND g.tenant_id = u.tenant_id AND g.id = u.guest_id
      AND u.card_status <> 2`);

export const setStatus = (db: Scoped, id: string, status: number) =>
  db.one(sql`UPDATE ec_user_card SET card_status = ${status}, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(USER_CARD)} AND id = ${id} RETURNING *`);

const recordWhere = (db: Scoped, q: Partial<z.output<typeof recordQuery>>): Cond[] => [
  db.tenant(),
  q.cardId && sql`card_id = ${q.cardId}`,
  q.cardNo && sql`card_no = ${q.cardNo}`,
  q.startDate && sql`create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];
export const usePage = (db: Scoped, q: z.output<typeof recordQuery>) =>
  pageQuery(db.q, { from: sql`ec_use`, where: recordWhere(db, q), orderBy: sql`id DESC`, current: q.current, size: q.size });
export const useRows = async (db: Scoped, q: Partial<z.output<typeof recordQuery>>) =>
  toApiRows(await db.query(sql`SELECT * FROM ec_use WHERE ${sql.and(recordWhere(db, q))} ORDER BY id DESC LIMIT 50000`));
export const usesOfCards = async (db: Scoped, ids: string[]) =>
  toApiRows(
    await db.query(sql`SELECT * FROM ec_use WHERE ${db.tenant()} AND user_card_id = ANY(${ids}::bigint[]) ORDER BY id DESC LIMIT 200`),
  );
