import { GROUP_STATE } from '@yym/contract';
import type { Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { ACTIVITY_STATUS as STATUS } from '../../timed-sale/index.ts';

const OPEN = GROUP_STATE.OPEN;

/** Running activities of the storefront (effective, started, not ended), newest first. */
export const running = (db: Scoped, id?: string) =>
  db.query(sql`SELECT a.*, ${STATUS} AS activity_status FROM gb_activity a WHERE ${db.tenant('a')} AND a.is_deleted = 0
    ${id ? sql`AND a.id = ${id}` : sql`AND ${STATUS} = 2`} ORDER BY a.id DESC LIMIT 50`);

/** Tickets the buyer holds in the activity (joined or paid). */
/** One purchase of a buyer in an activity at a time, to its commit: the limit is read and kept in turn. */
export const lockBuyer = (db: Scoped, activityId: string, phone: string) =>
  db.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`gb:${db.tenantId}:${activityId}:${phone}`}))`);

export const bought = async (db: Scoped, activityId: string, phone: string) =>
  Number(
    (await db.one(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM gb_member
      WHERE ${db.tenant()} AND activity_id = ${activityId} AND phone = ${phone} AND state IN (1, 2)`))!.n,
  );

export const openGroup = (db: Scoped, activityId: string, goodsId: string, size: number, hours: number) =>
  db.one(sql`INSERT INTO gb_group (tenant_id, activity_id, goods_id, size, members, expire_time)
    VALUES (${db.tenantId}, ${activityId}, ${goodsId}, ${size}, 1, now() + make_interval(hours => ${hours})) RETURNING id`);

/**
 * Join: the one conditional statement that takes a seat of an open, unexpired, not full group of the
 * item, which the buyer is not in yet. Under concurrency the row lock makes joins take turns, so no
 * more than `size` members ever hold seats.
 */
export const takeSeat = (db: Scoped, groupId: string, goodsId: string, phone: string) =>
  db.one(sql`UPDATE gb_group r SET members = members + 1 WHERE ${db.tenant('r')} AND r.id = ${groupId} AND r.goods_id = ${goodsId}
    AND r.state = ${OPEN} AND r.expire_time > now() AND r.members < r.size
    AND NOT EXISTS (SELECT 1 FROM gb_member m WHERE m.tenant_id = r.tenant_id AND m.group_id = r.id AND m.phone = ${phone} AND m.state IN (1, 2))
    RETURNING id`);

export const addMember = (db: Scoped, m: { orderId: string; groupId: string; activityId: string; phone: string; quantity: number }) =>
  db.query(sql`INSERT INTO gb_member (tenant_id, order_id, group_id, activity_id, phone, quantity)
    VALUES (${db.tenantId}, ${m.orderId}, ${m.groupId}, ${m.activityId}, ${m.phone}, ${m.quantity})`);

/** A member's state moves once (from → to); answers the group or nothing. */
export const moveMember = (db: Scoped, orderId: string, from: number, to: number) =>
  db.one<{ group_id: string }>(sql`UPDATE gb_member SET state = ${to} WHERE ${db.tenant()} AND order_id = ${orderId} AND state = ${from}
    RETURNING group_id`);

/** A paid member: the group counts it, and forms when all its seats are paid. */
export const countPaid = (db: Scoped, groupId: string) =>
  db.query(sql`UPDATE gb_group SET paid = paid + 1,
      state = CASE WHEN paid + 1 >= size THEN ${GROUP_STATE.FORMED} ELSE state END,
      formed_time = CASE WHEN paid + 1 >= size THEN now() ELSE formed_time END
    WHERE ${db.tenant()} AND id = ${groupId} AND state = ${OPEN}`);

/** An unpaid member ended: its seat comes free while the group is open. */
export const freeSeat = (db: Scoped, groupId: string) =>
  db.query(sql`UPDATE gb_group SET members = members - 1 WHERE ${db.tenant()} AND id = ${groupId} AND state = ${OPEN} AND members > 0`);

/** Open groups of the activities for the storefront, the fullest first. */
export const openGroups = (db: Scoped, activityIds: string[]) =>
  db.query(sql`SELECT id, activity_id, goods_id, members, size,
      (extract(epoch FROM expire_time - now()) * 1000)::bigint AS countdown_ms
    FROM gb_group WHERE ${db.tenant()} AND activity_id = ANY(${activityIds}::bigint[]) AND state = ${OPEN} AND expire_time > now()
      AND members < size ORDER BY members DESC, expire_time LIMIT 100`);

// ---------------------------------------------------------------- the job (every tenant)

/** Open groups past their time limit (no tenant condition: each is then claimed in its own tenant's transaction). */
export const overdue = (q: Queryable) =>
  q.query<{ tenant_id: string; id: string }>(
    sql`SELECT tenant_id, id FROM gb_group WHERE state = ${OPEN} AND expire_time <= now() ORDER BY expire_time LIMIT 500`,
  );

/** Claim a group that did not form: one conditional UPDATE, so of two job runners one wins. */
export const claimFailed = (db: Scoped, groupId: string) =>
  db.one(sql`UPDATE gb_group SET state = ${GROUP_STATE.FAILED} WHERE ${db.tenant()} AND id = ${groupId} AND state = ${OPEN}
    AND expire_time <= now() RETURNING id`);

export const membersOf = (db: Scoped, groupId: string) =>
  db.query<{ order_id: string; state: number }>(
    sql`SELECT order_id, state FROM gb_member WHERE ${db.tenant()} AND group_id = ${groupId} AND state IN (1, 2) ORDER BY order_id`,
  );
