import type { Queryable, Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApiRows } from '../../../platform/rows.ts';
import type { VoucherKind } from '../shared.ts';

// Voucher orders: vc_order beside the order area's ord_order and ord_guest rows, which this area only
// reads (the order area writes them through its index.ts). vc_use holds the uses of package vouchers.

export interface NewVoucherOrder {
  orderId: string;
  kind: VoucherKind;
  itemId: string;
  itemName: string;
  poiId: string | null;
  poiName: string | null;
  validStart: string;
  validEnd: string;
  uses: number;
  email: string | null;
  needSecond: number;
}

export const insertVoucherOrder = (db: Scoped, v: NewVoucherOrder) =>
  db.query(sql`INSERT INTO vc_order (tenant_id, id, kind, item_id, item_name, poi_id, poi_name, valid_start, valid_end, uses, email,
      pkg_status, need_second)
    VALUES (${db.tenantId}, ${v.orderId}, ${v.kind}, ${v.itemId}, ${v.itemName}, ${v.poiId}, ${v.poiName}, ${v.validStart}, ${v.validEnd},
      ${v.uses}, ${v.email}, ${v.kind === 'package' ? 0 : null}, ${v.needSecond})`);

/** One vc_use row per use of each voucher (guest row) of the order, named by the package's items. */
export const insertUses = (db: Scoped, orderId: string, items: { name: string; times: number }[]) => {
  const names = items.flatMap((i) => Array.from({ length: i.times }, () => i.name));
  return db.query(sql`INSERT INTO vc_use (tenant_id, order_id, guest_id, seq, item_name)
    SELECT ${db.tenantId}, g.order_id, g.id, u.seq, u.name FROM ord_guest g,
      unnest(${names}::text[]) WITH ORDINALITY AS u(name, seq)
    WHERE ${db.tenant('g')} AND g.order_id = ${orderId}`);
};

export const voucherOrderOf = (db: Scoped, orderId: string) =>
  db.one(sql`SELECT v.*, v.valid_start::text AS valid_start, v.valid_end::text AS valid_end FROM vc_order v
    WHERE ${db.tenant('v')} AND v.id = ${orderId}`);

export const setStockReturned = (db: Scoped, orderId: string, was: number, now: number) =>
  db.one(
    sql`UPDATE vc_order SET stock_returned = ${now} WHERE ${db.tenant()} AND id = ${orderId} AND stock_returned = ${was} RETURNING id`,
  );

export const setOrderFields = (db: Scoped, orderId: string, sets: Record<string, unknown>) => {
  const cols = Object.entries(sets).map(([k, v]) => (v === 'now()' ? sql`${sql.ident(k)} = now()` : sql`${sql.ident(k)} = ${v}`));
  return db.query(sql`UPDATE vc_order SET ${sql.join(cols)}, update_time = now() WHERE ${db.tenant()} AND id = ${orderId}`);
};

// ---------------------------------------------------------------- lists

const COLS = sql`o.id, o.order_no, o.code, o.order_status, o.quantity, o.total_money, o.contact_name, o.contact_phone, o.remark,
  o.create_time, v.kind, v.item_id, v.item_name, v.poi_name, v.valid_start::text AS valid_start, v.valid_end::text AS valid_end, v.uses,
  v.pkg_status, v.email, v.need_second, v.confirm_no, v.confirm_remark, v.confirm_user, v.confirm_time, v.second_user, v.second_time,
  v.second_remark, v.out_times, v.status_before_refund AS pkg_before,
  (SELECT count(*)::int FROM vc_use u WHERE u.tenant_id = o.tenant_id AND u.order_id = o.id AND u.used = 1)
    + (SELECT count(*)::int FROM ord_guest g WHERE g.tenant_id = o.tenant_id AND g.order_id = o.id AND g.ticket_status = 1 AND v.kind = 'gpv')
    AS used_count,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`;
const FROM = sql`ord_order o JOIN vc_order v ON v.tenant_id = o.tenant_id AND v.id = o.id`;

export interface OrderFilters {
  orderNo?: string;
  contactPhone?: string;
  contactName?: string;
  itemId?: string;
  pkgStatus?: number;
  orderStatus?: number;
  start?: string;
  end?: string;
}
const where = (db: Scoped, kind: VoucherKind, f: OrderFilters): Cond[] => [
  db.tenant('o'),
  sql`o.is_deleted = 0 AND o.order_kind = ${kind}`,
  f.orderNo && sql`o.order_no ILIKE ${`%${f.orderNo}%`}`,
  f.contactPhone && sql`o.contact_phone = ${f.contactPhone}`,
  f.contactName && sql`o.contact_name ILIKE ${`%${f.contactName}%`}`,
  f.itemId && sql`v.item_id = ${f.itemId}`,
  f.pkgStatus != null && sql`v.pkg_status = ${f.pkgStatus}`,
  f.orderStatus != null && sql`o.order_status = ${f.orderStatus}`,
  f.start && sql`o.create_time >= ${f.start}::date`,
  f.end && sql`o.create_time < ${f.end}::date + 1`,
];

export const orderPage = (db: Scoped, kind: VoucherKind, f: OrderFilters & { current: number; size: number }) =>
  pageQuery<Row>(db.q, {
    from: FROM,
    columns: COLS,
    where: where(db, kind, f),
    orderBy: sql`o.create_time DESC, o.id DESC`,
    current: f.current,
    size: f.size,
  });

export const orderRows = (db: Scoped, kind: VoucherKind, f: OrderFilters) =>
  db.query(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, kind, f))} ORDER BY o.create_time DESC, o.id DESC LIMIT 5000`);

export const orderOne = (db: Scoped, kind: VoucherKind, id: string) =>
  db.one(sql`SELECT ${COLS} FROM ${FROM} WHERE ${sql.and(where(db, kind, {}))} AND o.id = ${id}`);

export const countByPkgStatus = (db: Scoped) =>
  db.query<{ pkg_status: number; n: number }>(sql`SELECT v.pkg_status, count(*)::int AS n FROM vc_order v
    WHERE ${db.tenant('v')} AND v.kind = 'package' GROUP BY v.pkg_status`);

export const guestsOf = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT * FROM ord_guest WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`);
export const usesOf = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT * FROM vc_use WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY guest_id, seq`);
export const refundsOf = (db: Scoped, orderId: string) =>
  db.query(sql`SELECT * FROM ord_refund WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id`);
export const orderLogs = async (db: Scoped, orderId: string, kind: string) =>
  toApiRows(await db.query(sql`SELECT * FROM ord_log WHERE ${db.tenant()} AND order_id = ${orderId} AND kind = ${kind} ORDER BY id`));
export const pkgLogs = async (db: Scoped, orderId: string, actions?: string[]) =>
  toApiRows(
    await db.query(sql`SELECT * FROM vc_pkg_log WHERE ${db.tenant()} AND order_id = ${orderId}
      ${actions ? sql`AND action = ANY(${actions}::text[])` : sql``} ORDER BY id`),
  );
export const insertPkgLog = (db: Scoped, orderId: string, action: string, from: number, to: number, content: string, userName: string) =>
  db.query(sql`INSERT INTO vc_pkg_log (tenant_id, order_id, action, from_status, to_status, content, user_name)
    VALUES (${db.tenantId}, ${orderId}, ${action}, ${from}, ${to}, ${content.slice(0, 500)}, ${userName})`);

// ---------------------------------------------------------------- the gate

/** The voucher (ticket row) a scanned code names, with its order's kind. */
export const guestByQr = (db: Scoped, qr: string) =>
  db.one(sql`SELECT g.id, g.order_id FROM ord_guest g JOIN vc_order v ON v.tenant_id = g.tenant_id AND v.id = g.order_id
    WHERE ${db.tenant('g')} AND g.qr_code = ${qr}`);
export const guestsOfOrders = (db: Scoped, orderIds: string[]) =>
  db.query(sql`SELECT g.id, g.order_id FROM ord_guest g JOIN vc_order v ON v.tenant_id = g.tenant_id AND v.id = g.order_id
    WHERE ${db.tenant('g')} AND g.order_id = ANY(${orderIds}::bigint[]) AND g.ticket_status = 0 ORDER BY g.id`);
export const guestRow = (db: Scoped, id: string) => db.one(sql`SELECT * FROM ord_guest WHERE ${db.tenant()} AND id = ${id}`);

/** Take the voucher's next unused use (the order row is locked by the caller, so two gates cannot take the same one). */
export const takeUse = (
  db: Scoped,
  guestId: string,
  by: { method: number; poiId: string | null; poiName: string | null; userName: string },
) =>
  db.one<{ id: string; seq: number; item_name: string }>(sql`UPDATE vc_use SET used = 1, used_time = now(), method = ${by.method},
      poi_id = ${by.poiId}, poi_name = ${by.poiName}, user_name = ${by.userName}
    WHERE ${db.tenant()} AND id = (SELECT id FROM vc_use WHERE ${db.tenant()} AND guest_id = ${guestId} AND used = 0 ORDER BY seq LIMIT 1)
      AND used = 0 RETURNING id, seq, item_name`);
export const usesLeft = async (db: Scoped, guestId: string) =>
  Number(
    (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM vc_use WHERE ${db.tenant()} AND guest_id = ${guestId} AND used = 0`))!
      .n,
  );
export const usedOfGuests = (db: Scoped, guestIds: string[]) =>
  db.query<{ guest_id: string; n: number }>(sql`SELECT guest_id, count(*)::int AS n FROM vc_use WHERE ${db.tenant()}
    AND guest_id = ANY(${guestIds}::bigint[]) AND used = 1 GROUP BY guest_id`);

export const insertVerify = (
  db: Scoped,
  v: { orderId: string; guestId: string; gpvId: string; poiId: string | null; poiName: string | null; method: number; userName: string },
) =>
  db.query(sql`INSERT INTO vc_verify (tenant_id, order_id, guest_id, gpv_id, poi_id, poi_name, method, user_name)
    VALUES (${db.tenantId}, ${v.orderId}, ${v.guestId}, ${v.gpvId}, ${v.poiId}, ${v.poiName}, ${v.method}, ${v.userName})`);

export const pois = (db: Scoped) =>
  db.query<{ id: string; name: string }>(
    sql`SELECT id::text AS id, name FROM prd_poi WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 500`,
  );
export const poiOf = (db: Scoped, id: string) =>
  db.one<{ id: string; name: string }>(
    sql`SELECT id::text AS id, name FROM prd_poi WHERE ${db.tenant()} AND id = ${id} AND is_deleted = 0`,
  );

// ---------------------------------------------------------------- the outbox (SMS and e-mail)

export const insertMessage = (
  db: Scoped,
  m: { orderId: string; kind: 'sms' | 'email'; to: string; subject: string | null; content: string; userName: string },
) =>
  db.one(sql`INSERT INTO vc_message (tenant_id, order_id, kind, to_addr, subject, content, user_name)
    VALUES (${db.tenantId}, ${m.orderId}, ${m.kind}, ${m.to}, ${m.subject}, ${m.content.slice(0, 2000)}, ${m.userName}) RETURNING *`);
export const setMessageResult = (db: Scoped, id: string, status: number, error: string | null) =>
  db.one(sql`UPDATE vc_message SET status = ${status}, error = ${error} WHERE ${db.tenant()} AND id = ${id} RETURNING *`);
export const messagesOf = async (db: Scoped, orderId: string) =>
  toApiRows(await db.query(sql`SELECT * FROM vc_message WHERE ${db.tenant()} AND order_id = ${orderId} ORDER BY id DESC`));

export const orderIdsOfGuests = async (db: Scoped, guestIds: string[]) =>
  (
    await db.query<{ order_id: string }>(sql`SELECT DISTINCT order_id::text AS order_id FROM ord_guest WHERE ${db.tenant()}
      AND id = ANY(${guestIds}::bigint[])`)
  ).map((r) => r.order_id);

/** The customer's pages: the order's unguessable code names it, and so its tenant. */
export const orderByCode = (q: Queryable, code: string) =>
  q.one<{ tenant_id: string; id: string; order_kind: string }>(
    sql`SELECT tenant_id, id, order_kind FROM ord_order WHERE code = ${code} AND order_kind IN ('package', 'gpv') AND is_deleted = 0`,
  );
