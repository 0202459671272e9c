import { VERIFY_METHOD, type CheckRecordFilters } from '@yym/contract';
import type { Row } from '../../platform/db.ts';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { pageQuery } from '../../platform/paging.ts';
import { sql, type Sql } from '../../platform/sql.ts';
import { toApiRows } from '../../platform/rows.ts';
import type { Checked } from '../order/index.ts';

export const VERIFIER: TableSpec = {
  name: 'vf_verifier',
  tenant: true,
  orderBy: 'id DESC',
  writable: ['user_id', 'user_name', 'poi_id', 'verify_poi_status'],
};
export const POWER: TableSpec = { name: 'vf_power', tenant: true, orderBy: 'id DESC', writable: ['user_id', 'user_name', 'product_ids'] };

export interface CheckInput {
  method: number;
  /** QR code, assist code, ID card number or phone, by method. */
  code?: string;
  guestIds?: string[];
  orderIds?: string[];
  deviceNo?: string;
}

/** The statement finding the tickets a scan points at (with their order), or null when the input names none. */
function guestQuery(db: Scoped, i: CheckInput, today: string): Sql | null {
  const base = sql`SELECT g.*, o.order_status, o.play_date, o.product_id, o.product_name, o.order_no, o.poi_id AS order_poi_id FROM ord_guest g
    JOIN ord_order o ON o.tenant_id = g.tenant_id AND o.id = g.order_id AND o.is_deleted = 0 AND o.order_kind = 'ticket' WHERE ${db.tenant('g')}`;
  const code = (i.code ?? '').trim();
  const by = (cond: Sql | null) => (cond ? sql`${base} AND ${cond}` : null);
  switch (i.method) {
    case VERIFY_METHOD.QR_SCAN:
      return by(code ? sql`g.qr_code = ${code}` : null);
    case VERIFY_METHOD.ASSIST_CODE:
      return by(code ? sql`o.assist_code = ${code}` : null);
    case VERIFY_METHOD.ID_CARD:
    case VERIFY_METHOD.FACE:
      return by(code ? sql`g.card_num = ${code.toUpperCase()} AND o.play_date = ${today}` : null);
    case VERIFY_METHOD.PHONE:
      return by(code ? sql`o.contact_phone = ${code} AND o.play_date = ${today}` : null);
    case VERIFY_METHOD.MANUAL:
    case VERIFY_METHOD.BATCH:
      if (i.guestIds?.length) return by(sql`g.id = ANY(${i.guestIds}::bigint[])`);
      return by(i.orderIds?.length ? sql`g.order_id = ANY(${i.orderIds}::bigint[])` : null);
    default:
      return null;
  }
}

/** The tickets a scan points at, by ticket id. */
export async function findGuests(db: Scoped, i: CheckInput, today: string): Promise<Row[]> {
  const q = guestQuery(db, i, today);
  return q ? db.query(sql`${q} ORDER BY g.id`) : [];
}

export interface Gate {
  enabled: number | null;
  verify_poi_status: number | null;
  powers: number;
  products: string[] | null;
}

/**
 * What the gate needs for a check, in one read: the method's switch, the checker's status and powers
 * (one row, whatever was found) and the tickets the scan points at.
 */
export async function gateAndGuests(db: Scoped, i: CheckInput, userId: string | null, today: string) {
  const guests = guestQuery(db, i, today) ?? sql`SELECT NULL::bigint AS id WHERE false`;
  const rows = await db.query(sql`SELECT
      (SELECT enabled FROM vf_config WHERE ${db.tenant()} AND method = ${i.method}) AS gate_enabled,
      (SELECT verify_poi_status FROM vf_verifier WHERE ${db.base(VERIFIER)} AND user_id = ${userId} LIMIT 1) AS gate_verifier_status,
      (SELECT count(*)::int FROM vf_power WHERE ${db.base(POWER)} AND user_id = ${userId}) AS gate_powers,
      (SELECT array_agg(DISTINCT x) FROM vf_power p, unnest(p.product_ids) x WHERE ${db.base(POWER, 'p')} AND p.user_id = ${userId}) AS gate_products,
      x.*
    FROM (SELECT 1) one LEFT JOIN LATERAL (${guests}) x ON true ORDER BY x.id`);
  const first = rows[0]!;
  const gate: Gate = {
    enabled: first.gate_enabled,
    verify_poi_status: first.gate_verifier_status,
    powers: first.gate_powers,
    products: first.gate_products,
  };
  return { gate, guests: rows.filter((r) => r.id != null) };
}

export const methodConfig = (db: Scoped, method: number) =>
  db.one(sql`SELECT enabled FROM vf_config WHERE ${db.tenant()} AND method = ${method}`);
export const configs = (db: Scoped) => db.query(sql`SELECT method, enabled FROM vf_config WHERE ${db.tenant()}`);
export const saveConfig = (db: Scoped, method: number, enabled: number) =>
  db.query(sql`INSERT INTO vf_config (tenant_id, method, enabled, update_user) VALUES (${db.tenantId}, ${method}, ${enabled}, ${db.userId})
    ON CONFLICT (tenant_id, method) DO UPDATE SET enabled = EXCLUDED.enabled, update_user = EXCLUDED.update_user, update_time = now()`);

export const powersOf = (db: Scoped, userId: string) =>
  db.query<{ product_ids: string[] }>(sql`SELECT product_ids FROM vf_power WHERE ${db.base(POWER)} AND user_id = ${userId}`);

/** One record per guest of a successful check. */
export async function insertChecks(e: Checked): Promise<void> {
  const { db, order: o, actor } = e;
  for (const g of e.guests) {
    await db.query(sql`INSERT INTO vf_record (tenant_id, order_id, guest_id, product_id, product_name, order_no, guest_name, method, input, device_no, result, user_id, user_name)
      VALUES (${db.tenantId}, ${o.id}, ${g.id}, ${o.product_id}, ${o.product_name}, ${o.order_no}, ${g.guest_name}, ${e.method}, ${e.input ?? null},
        ${e.deviceNo ?? null}, 1, ${actor.userId}, ${actor.name})`);
  }
}

/** A held e-card's check: one record (its card number in the order number column, card · project as the product). */
export const insertCardCheck = (
  db: Scoped,
  c: { orderId: string | null; guestId: string | null; cardNo: string; cardName: string; projectName: string; holderName: string | null },
  i: CheckInput,
  actor: { userId: string | null; name: string },
) =>
  db.query(sql`INSERT INTO vf_record (tenant_id, order_id, guest_id, product_name, order_no, guest_name, method, input, device_no, result, user_id, user_name)
    VALUES (${db.tenantId}, ${c.orderId}, ${c.guestId}, ${`${c.cardName} · ${c.projectName}`.slice(0, 100)}, ${c.cardNo}, ${c.holderName}, ${i.method},
      ${(i.code ?? '').slice(0, 100) || null}, ${i.deviceNo ?? null}, 1, ${actor.userId}, ${actor.name})`);
export const verifierPoi = (db: Scoped, userId: string) =>
  db.one<{ poi_id: string | null }>(
    sql`SELECT poi_id FROM vf_verifier WHERE ${db.base(VERIFIER)} AND user_id = ${userId} AND verify_poi_status = 1 LIMIT 1`,
  );

export interface Refusal {
  guestId: string | null;
  method: number;
  input: string | null;
  deviceNo: string | null;
  reason: string;
  userId: string | null;
  userName: string;
}
export const insertRefusal = (db: Scoped, r: Refusal) =>
  db.query(sql`INSERT INTO vf_record (tenant_id, guest_id, method, input, device_no, result, reason, user_id, user_name)
    VALUES (${db.tenantId}, ${r.guestId}, ${r.method}, ${r.input}, ${r.deviceNo}, 0, ${r.reason}, ${r.userId}, ${r.userName})`);

const recordWhere = (db: Scoped, q: Partial<CheckRecordFilters>) => [
  db.tenant(),
  q.method !== undefined && sql`method = ${q.method}`,
  q.result !== undefined && sql`result = ${q.result}`,
  q.orderNo && sql`order_no = ${q.orderNo}`,
  q.deviceNo && sql`device_no = ${q.deviceNo}`,
  q.productId && sql`product_id = ${q.productId}`,
  q.userId && sql`user_id = ${q.userId}`,
  q.startDate && sql`create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
];

export const recordPage = (db: Scoped, q: CheckRecordFilters, deviceOnly = false) =>
  pageQuery<Row>(db.q, {
    from: sql`vf_record`,
    where: [...recordWhere(db, q), deviceOnly && sql`device_no IS NOT NULL`],
    orderBy: sql`create_time DESC, id DESC`,
    current: q.current,
    size: q.size,
  });
export const recordRows = async (db: Scoped, q: Partial<CheckRecordFilters>) =>
  toApiRows(await db.query(sql`SELECT * FROM vf_record WHERE ${sql.and(recordWhere(db, q))} ORDER BY id DESC LIMIT 50000`));

export const verifierPage = (db: Scoped, q: { current: number; size: number; userName?: string }) =>
  db.page<Row>(VERIFIER, { where: [q.userName && sql`user_name ILIKE ${'%' + q.userName + '%'}`], current: q.current, size: q.size });
export const otherVerifier = (db: Scoped, userId: string, id: string) =>
  db.one(sql`SELECT id FROM vf_verifier WHERE ${db.base(VERIFIER)} AND user_id = ${userId} AND id <> ${id}`);
export const setVerifierStatus = (db: Scoped, ids: string[], status: number) =>
  db.query(
    sql`UPDATE vf_verifier SET verify_poi_status = ${status}, update_time = now() WHERE ${db.base(VERIFIER)} AND id = ANY(${ids}::bigint[]) RETURNING id`,
  );
export const powerPage = (db: Scoped, q: { current: number; size: number; userId?: string }) =>
  db.page<Row>(POWER, { where: [q.userId && sql`user_id = ${q.userId}`], current: q.current, size: q.size });

// ---------------------------------------------------------------- other areas' rows, read only

export const tenantUsers = async (db: Scoped) =>
  toApiRows(await db.query(sql`SELECT id, account, real_name, name FROM blade_user WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id`));
export const userName = (db: Scoped, userId: string) =>
  db.one<{ id: string; name: string }>(sql`SELECT id, coalesce(nullif(real_name, ''), account) AS name FROM blade_user
    WHERE ${db.tenant()} AND id = ${userId} AND is_deleted = 0`);
export const productNames = (db: Scoped, ids: string[]) =>
  db.query<{ id: string; name: string }>(
    sql`SELECT id, name FROM prd_product WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`,
  );
