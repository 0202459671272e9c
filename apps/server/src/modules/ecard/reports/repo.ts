import type { z } from 'zod';
import type { ecardReportQuery } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { sql, type Cond, type Sql } from '../../../platform/sql.ts';

// E-card reports over a range of China days. Each statement is bounded by the range (at most a year).

type Q = z.output<typeof ecardReportQuery>;

const chinaDay = (col: Sql) => sql`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;
const within = (col: Sql, q: Q): Cond =>
  sql`${col} >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')
    AND ${col} < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`;

/** Paid e-card orders by pay day (orders, cards, money paid); refunds by the day they were paid out. */
export const salesByDay = (db: Scoped, q: Q) =>
  db.query<{ day: string; orders: number; cards: number; sale_money: string; refund_money: string }>(sql`
    WITH sold AS (
      SELECT ${chinaDay(sql`o.pay_time`)} AS day, count(*)::int AS orders, sum(o.quantity)::int AS cards,
        sum((SELECT coalesce(sum(t.amount), 0) FROM ord_trade t
          WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id AND t.kind = 'pay' AND t.trade_status = 'done'))::bigint AS sale_money
      FROM ord_order o JOIN ec_order e ON e.tenant_id = o.tenant_id AND e.order_id = o.id
      WHERE ${sql.and([db.tenant('o'), sql`o.order_kind = 'ecard'`, sql`o.is_deleted = 0`, within(sql`o.pay_time`, q), q.cardId && sql`e.card_id = ${q.cardId}`])}
      GROUP BY 1),
    refunded AS (
      SELECT ${chinaDay(sql`t.finish_time`)} AS day, sum(t.amount)::bigint AS refund_money
      FROM ord_trade t JOIN ec_order e ON e.tenant_id = t.tenant_id AND e.order_id = t.order_id
      WHERE ${sql.and([db.tenant('t'), sql`t.kind = 'refund'`, sql`t.trade_status = 'done'`, within(sql`t.finish_time`, q), q.cardId && sql`e.card_id = ${q.cardId}`])}
      GROUP BY 1)
    SELECT coalesce(s.day, r.day) AS day, coalesce(s.orders, 0) AS orders, coalesce(s.cards, 0) AS cards,
      coalesce(s.sale_money, 0) AS sale_money, coalesce(r.refund_money, 0) AS refund_money
    FROM sold s FULL JOIN refunded r ON r.day = s.day`);

/** Held cards by activation day and source (1 purchase, 2 activation code, 3 gift). */
export const activationsByDay = (db: Scoped, q: Q) =>
  db.query<{ day: string; purchased: number; codes: number; gifts: number }>(sql`
    SELECT ${chinaDay(sql`activate_time`)} AS day,
      count(*) FILTER (WHERE source = 1)::int AS purchased, count(*) FILTER (WHERE source = 2)::int AS codes,
      count(*) FILTER (WHERE source = 3)::int AS gifts
    FROM ec_user_card
    WHERE ${sql.and([db.tenant(), sql`is_deleted = 0`, within(sql`activate_time`, q), q.cardId && sql`card_id = ${q.cardId}`])}
    GROUP BY 1`);

const USES = (db: Scoped, q: Q) => sql.and([db.tenant(), within(sql`create_time`, q), q.cardId && sql`card_id = ${q.cardId}`]);

/** Gate checks of held cards by day: uses and distinct cards. */
export const usesByDay = (db: Scoped, q: Q) =>
  db.query<{ day: string; uses: number; cards: number }>(sql`
    SELECT ${chinaDay(sql`create_time`)} AS day, count(*)::int AS uses, count(DISTINCT user_card_id)::int AS cards
    FROM ec_use WHERE ${USES(db, q)} GROUP BY 1`);

/** Gate checks by card and project, most used first. */
export const usesByProject = (db: Scoped, q: Q) =>
  db.query<{ project_name: string; card_name: string; uses: number; cards: number }>(sql`
    SELECT project_name, card_name, count(*)::int AS uses, count(DISTINCT user_card_id)::int AS cards
    FROM ec_use WHERE ${USES(db, q)} GROUP BY project_name, card_name ORDER BY uses DESC, project_name LIMIT 500`);

/**
 * The projects of the cards in use that were activated in the range: how many cards are signed for
 * each, the uses they allow, and the uses taken.
 */
export const signedProjects = (db: Scoped, q: Q) =>
  db.query<{ project_name: string; card_name: string; cards: number; allowed: string; used: string }>(sql`
    SELECT p.name AS project_name, u.card_name, count(*)::int AS cards, sum(p.total_limit)::bigint AS allowed, sum(p.used)::bigint AS used
    FROM ec_user_card u JOIN ec_user_card_project p ON p.tenant_id = u.tenant_id AND p.user_card_id = u.id
    WHERE ${sql.and([db.tenant('u'), sql`u.is_deleted = 0`, sql`u.card_status IN (1, 3)`, within(sql`u.activate_time`, q), q.cardId && sql`u.card_id = ${q.cardId}`])}
    GROUP BY p.name, u.card_name ORDER BY cards DESC, p.name LIMIT 500`);
