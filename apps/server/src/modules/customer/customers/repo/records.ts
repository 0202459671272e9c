import type { Row } from '../../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../../platform/repo.ts';
import { pageQuery } from '../../../../platform/paging.ts';
import { sql, type Cond } from '../../../../platform/sql.ts';

/** The user centre's record tables: each listed per customer (or for the tenant), newest first. */
const t = (name: string, writable: string[] = []): TableSpec => ({ name, tenant: true, writable, orderBy: 'create_time DESC, id DESC' });
export const CONTACT = t('uc_contact');
export const FAVORITE = t('uc_favorite');
export const PUNCH = t('uc_punch');
export const LABEL = t('uc_label', ['name', 'color']);
export const INFORM = t('uc_inform', ['customer_id', 'title', 'content', 'scene']);
export const FEEDBACK = t('uc_feedback', ['reply', 'reply_time']);
export const COMMENT = t('uc_comment', ['reply', 'reply_time', 'status']);
export const REALNAME = t('uc_realname');

export const TABLES = { contact: CONTACT, favorite: FAVORITE, punch: PUNCH, realname: REALNAME };

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

/** A record table with the customer's phone and name beside each row. */
export function recordPage(
  db: Scoped,
  spec: TableSpec,
  q: { current: number; size: number; customerId?: string; [k: string]: unknown },
  filters: Cond[] = [],
) {
  return pageQuery<Row>(db.q, {
    from: sql`${sql.ident(spec.name)} x LEFT JOIN uc_customer c ON c.tenant_id = x.tenant_id AND c.id = x.customer_id`,
    columns: sql.raw('x.*, c.phone AS customer_phone, c.name AS customer_name'),
    where: [db.tenant('x'), sql`x.is_deleted = 0`, q.customerId && sql`x.customer_id = ${q.customerId}`, ...filters],
    orderBy: sql`x.create_time DESC, x.id DESC`,
    current: q.current,
    size: q.size,
  });
}

export const commentFilters = (q: { targetName?: string; score?: number }): Cond[] => [
  like('x.target_name', q.targetName),
  q.score !== undefined && sql`x.score = ${q.score}`,
];
export const feedbackFilters = (q: { content?: string }): Cond[] => [like('x.content', q.content)];
export const realNameFilters = (q: { realName?: string }): Cond[] => [like('x.real_name', q.realName)];
export const informFilters = (q: { title?: string }): Cond[] => [like('x.title', q.title)];

export const labelByName = (db: Scoped, name: string) =>
  db.one<{ id: string }>(sql`SELECT id FROM uc_label WHERE ${db.tenant()} AND name = ${name} AND is_deleted = 0`);
export const labelNames = async (db: Scoped) =>
  (await db.query<{ name: string }>(sql`SELECT name FROM uc_label WHERE ${db.tenant()} AND is_deleted = 0`)).map((r) => r.name);
export const setLabels = (db: Scoped, customerId: string, labels: string[]) =>
  db.one(sql`UPDATE uc_customer SET labels = ${labels}::text[], update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND id = ${customerId} AND is_deleted = 0 RETURNING labels`);

/** Demo records of a customer. */
export async function insertDemoRecords(
  db: Scoped,
  customerId: string,
  r: { contact: string[]; favorite: string; punch: string; comment: string },
) {
  await db.query(sql`INSERT INTO uc_contact (tenant_id, customer_id, name, phone, card_type, card_num)
    VALUES (${db.tenantId}, ${customerId}, ${r.contact[0]}, ${r.contact[1]}, 1, ${r.contact[2]})`);
  await db.query(
    sql`INSERT INTO uc_favorite (tenant_id, customer_id, target_type, target_name) VALUES (${db.tenantId}, ${customerId}, 'poi', ${r.favorite})`,
  );
  await db.query(sql`INSERT INTO uc_punch (tenant_id, customer_id, poi_name) VALUES (${db.tenantId}, ${customerId}, ${r.punch})`);
  await db.query(sql`INSERT INTO uc_comment (tenant_id, customer_id, target_name, score, content)
    VALUES (${db.tenantId}, ${customerId}, ${r.favorite}, 5, ${r.comment})`);
  await db.query(
    sql`INSERT INTO uc_feedback (tenant_id, customer_id, content) VALUES (${db.tenantId}, ${customerId}, '希望能增加夜游场次的门票。')`,
  );
  await db.query(sql`INSERT INTO uc_realname (tenant_id, customer_id, real_name, card_type, card_num)
    VALUES (${db.tenantId}, ${customerId}, ${r.contact[0]}, 1, ${r.contact[2]})`);
}
