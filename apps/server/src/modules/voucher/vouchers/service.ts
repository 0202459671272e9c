import {
  MSG,
  ORDER_STATUS,
  PKG_STATUS,
  REFUND_STATUS_TEXT,
  TICKET_STATUS,
  TICKET_STATUS_TEXT,
  VOUCHER_MSG,
  orderStatusText,
  pkgStatusText,
  verifyMethodText,
  type VoucherSubOrderRow,
  type VoucherLogRow,
  type VoucherMessageRow,
  type VoucherOrderRow,
  type VoucherRefundRow,
} from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Providers } from '../../../platform/providers/index.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import { chinaToday } from '../../../platform/time.ts';
import { type Actor, checkGuests, lockOrder, move } from '../../order/index.ts';
import type { VoucherKind } from '../shared.ts';
import * as repo from './repo.ts';

/**
 * What both kinds of voucher order share: reading them (lists, detail, sub-orders, logs), a voucher's
 * uses at the gate (through the order area's check path), and the outbox of SMS and e-mails.
 */

export type { OrderFilters, NewVoucherOrder } from './repo.ts';
export const insertVoucherOrder = repo.insertVoucherOrder;
export const insertUses = repo.insertUses;
export const voucherOrderOf = repo.voucherOrderOf;
export const setStockReturned = repo.setStockReturned;
export const setOrderFields = repo.setOrderFields;
export const insertPkgLog = repo.insertPkgLog;
export const countByPkgStatus = repo.countByPkgStatus;
export const guestsOfOrders = repo.guestsOfOrders;
export const poiOf = repo.poiOf;
export const orderIdsOfGuests = repo.orderIdsOfGuests;
export const pois = repo.pois;
export const orderByCode = repo.orderByCode;

export const toOrderRow = (r: Row): VoucherOrderRow => {
  const a = toApi<VoucherOrderRow & Record<string, unknown>>(r);
  return {
    ...a,
    id: String(a.id),
    itemId: String(a.itemId),
    totalMoney: Number(a.totalMoney),
    paidMoney: Number(a.paidMoney),
    refundMoney: Number(a.refundMoney),
    usedCount: Number(a.usedCount),
    orderStatusText: orderStatusText(a.orderStatus),
    pkgStatusText: pkgStatusText(a.pkgStatus),
  };
};

export async function orderPage(db: Scoped, kind: VoucherKind, f: repo.OrderFilters & { current: number; size: number }) {
  const p = await repo.orderPage(db, kind, f);
  return { ...p, records: p.records.map(toOrderRow) };
}
export const orderRows = async (db: Scoped, kind: VoucherKind, f: repo.OrderFilters) => (await repo.orderRows(db, kind, f)).map(toOrderRow);

export async function orderOne(db: Scoped, kind: VoucherKind, id: string) {
  const r = await repo.orderOne(db, kind, id);
  if (!r) throw notFound();
  return { row: r, order: toOrderRow(r) };
}

/** The order's vouchers (ticket rows) with their uses; the QR stays on the server side of the API rows. */
export async function subOrders(db: Scoped, orderId: string): Promise<(VoucherSubOrderRow & { qrCode: string })[]> {
  const [guests, uses] = await Promise.all([repo.guestsOf(db, orderId), repo.usesOf(db, orderId)]);
  return guests.map((g) => {
    const mine = uses.filter((u) => String(u.guest_id) === String(g.id));
    const a = toApi<Record<string, unknown>>(g);
    return {
      id: String(g.id),
      guestName: g.guest_name,
      cardNum: g.card_num,
      ticketStatus: Number(g.ticket_status),
      ticketStatusText: TICKET_STATUS_TEXT[Number(g.ticket_status)] ?? '',
      price: Number(g.price),
      qrCode: g.qr_code as string,
      checkTime: (a.checkTime as string | null) ?? null,
      usesLeft: mine.length ? mine.filter((u) => Number(u.used) === 0).length : Number(g.ticket_status) === TICKET_STATUS.UNUSED ? 1 : 0,
      uses: mine.map((u) => {
        const x = toApi<Record<string, unknown>>(u);
        return {
          id: String(u.id),
          seq: Number(u.seq),
          itemName: u.item_name,
          used: Number(u.used),
          usedTime: (x.usedTime as string | null) ?? null,
          poiName: u.poi_name,
          userName: u.user_name,
        };
      }),
    };
  });
}

export async function refundsOf(db: Scoped, orderId: string): Promise<VoucherRefundRow[]> {
  return (await repo.refundsOf(db, orderId)).map((r) => ({
    id: String(r.id),
    refundNo: r.refund_no,
    refundType: Number(r.refund_type),
    refundStatus: Number(r.refund_status),
    refundStatusText: REFUND_STATUS_TEXT[Number(r.refund_status)] ?? '',
    amount: Number(r.amount),
    guestIds: (r.guest_ids as (string | number)[]).map(String),
    reason: r.reason,
    createTime: toApi<{ createTime: string }>(r).createTime,
  }));
}

const logText = (kind: string, s: unknown) =>
  s == null
    ? ''
    : kind === 'refund'
      ? (REFUND_STATUS_TEXT[Number(s)] ?? '')
      : kind === 'pkg'
        ? pkgStatusText(Number(s))
        : orderStatusText(Number(s));
const asLogs = (rows: Record<string, unknown>[], kind: string): VoucherLogRow[] =>
  rows.map((l) => ({
    id: String(l.id),
    action: String(l.action),
    fromStatus: (l.fromStatus as number | null) ?? null,
    toStatus: (l.toStatus as number | null) ?? null,
    fromStatusText: logText(kind, l.fromStatus),
    toStatusText: logText(kind, l.toStatus),
    content: (l.content as string | null) ?? null,
    userName: (l.userName as string | null) ?? null,
    createTime: String(l.createTime),
  }));
export const orderLogs = async (db: Scoped, orderId: string, kind: 'process' | 'refund' | 'operate') =>
  asLogs(await repo.orderLogs(db, orderId, kind), kind);
export const pkgLogs = async (db: Scoped, orderId: string, actions?: string[]) => asLogs(await repo.pkgLogs(db, orderId, actions), 'pkg');
export const messagesOf = async (db: Scoped, orderId: string) =>
  (await repo.messagesOf(db, orderId)).map((m) => ({ ...m, id: String(m.id) })) as unknown as VoucherMessageRow[];

/** Vouchers partly used (a package voucher with some uses taken). */
export async function partlyUsed(db: Scoped, guestIds: string[]): Promise<Set<string>> {
  if (!guestIds.length) return new Set();
  return new Set((await repo.usedOfGuests(db, guestIds)).filter((r) => Number(r.n) > 0).map((r) => String(r.guest_id)));
}

// ---------------------------------------------------------------- the gate

export interface UseInput {
  method: number;
  actor: Actor;
  poiId?: string | number | null;
}
export interface Used {
  orderId: string;
  orderNo: string;
  guestId: string;
  guestName: string | null;
  itemName: string;
  /** The use's name (a package item, or the gpv itself). */
  useName: string;
  left: number;
  /** The order area recorded this check (the voucher's last use); else the caller records it. */
  recorded: boolean;
}

/** Why this voucher cannot be used now, or null. */
function refusal(o: Row, v: Row, g: Row): string | null {
  const st = Number(g.ticket_status);
  const os = Number(o.order_status);
  if (st === TICKET_STATUS.CHECKED) return v.kind === 'package' ? VOUCHER_MSG.usesUsedUp : MSG.coTicketChecked;
  if (st === TICKET_STATUS.REFUNDED) return MSG.coTicketRefunded;
  if (st === TICKET_STATUS.REFUNDING || os === ORDER_STATUS.REFUNDING) return MSG.coTicketRefunding;
  if (os !== ORDER_STATUS.TO_BE_USED && os !== ORDER_STATUS.IN_USE) return VOUCHER_MSG.notUsable;
  if (v.kind === 'package' && Number(v.pkg_status) !== PKG_STATUS.OUT_DONE) return VOUCHER_MSG.notUsable;
  const today = chinaToday();
  if (today < v.valid_start) return VOUCHER_MSG.notValidYet(v.valid_start);
  if (today > v.valid_end) return VOUCHER_MSG.expired;
  return null;
}

/**
 * One use of one voucher. The order row is locked first, so gates checking the same voucher take
 * turns: each takes the next unused use or is refused, and the uses never go below zero. A gpv
 * sub-order, and the last use of a package voucher, are checked through the order area's check path
 * (ticket checked, order moved, check recorded); earlier uses move the order to 使用中.
 */
export async function useVoucher(db: Scoped, orderId: string, guestId: string, i: UseInput): Promise<Used> {
  const o = await lockOrder(db, orderId);
  const [v, g] = await Promise.all([repo.voucherOrderOf(db, orderId), repo.guestRow(db, guestId)]);
  if (!v || !g || String(g.order_id) !== String(o.id)) throw bad(MSG.coTicketNotFound);
  const why = refusal(o, v, g);
  if (why) throw bad(why);
  const poi = i.poiId ? await repo.poiOf(db, String(i.poiId)) : null;
  const base = {
    orderId,
    orderNo: o.order_no as string,
    guestId,
    guestName: g.guest_name as string | null,
    itemName: v.item_name as string,
  };
  if (v.kind === 'gpv') {
    const n = await checkGuests(db, orderId, [guestId], i.actor, i.method);
    if (!n) throw bad(MSG.coTicketChecked);
    await repo.insertVerify(db, {
      orderId,
      guestId,
      gpvId: String(v.item_id),
      poiId: poi?.id ?? (v.poi_id ? String(v.poi_id) : null),
      poiName: poi?.name ?? v.poi_name ?? null,
      method: i.method,
      userName: i.actor.name,
    });
    return { ...base, useName: v.item_name, left: 0, recorded: true };
  }
  const use = await repo.takeUse(db, guestId, {
    method: i.method,
    poiId: poi?.id ?? null,
    poiName: poi?.name ?? v.poi_name ?? null,
    userName: i.actor.name,
  });
  if (!use) throw bad(VOUCHER_MSG.usesUsedUp);
  const left = await repo.usesLeft(db, guestId);
  const what = `${use.item_name} 第${use.seq}次, 剩余${left}次`;
  if (left === 0) {
    if (!(await checkGuests(db, orderId, [guestId], i.actor, i.method, { input: what }))) throw bad(VOUCHER_MSG.usesUsedUp);
  } else await move(db, o, 'check', i.actor, what);
  return { ...base, useName: use.item_name, left, recorded: left === 0 };
}

/** A check the gate records itself (a package voucher's earlier uses: the order's check path records the last). */
export interface GateRecord {
  orderId: string;
  guestId: string;
  cardNo: string;
  cardName: string;
  projectName: string;
  holderName: string | null;
}

/** The gate's scan of a voucher QR (without its prefix): one use, answered as the gate answers a check. */
export async function checkByQr(db: Scoped, qr: string, i: UseInput, record: (c: GateRecord) => Promise<unknown>) {
  const g = await repo.guestByQr(db, qr);
  if (!g) throw bad(MSG.coTicketNotFound);
  const u = await useVoucher(db, String(g.order_id), String(g.id), { ...i, poiId: i.poiId == null ? null : String(i.poiId) });
  if (!u.recorded)
    await record({
      orderId: u.orderId,
      guestId: u.guestId,
      cardNo: u.orderNo,
      cardName: u.itemName,
      projectName: u.useName,
      holderName: u.guestName,
    });
  return {
    checked: 1,
    methodText: verifyMethodText(i.method),
    productName: `${u.itemName} · ${u.useName}`,
    orderNo: u.orderNo,
    guests: [{ id: u.guestId, guestName: u.guestName ?? '', orderNo: u.orderNo }],
    voucher: { left: u.left },
  };
}

// ---------------------------------------------------------------- the outbox

/**
 * Record an SMS or e-mail as being sent and send it after the commit (never inside the transaction);
 * its answer is recorded in a short transaction of its own.
 */
export async function sendMessage(
  db: Scoped,
  providers: Providers,
  m: { orderId: string; kind: 'sms' | 'email'; to: string; subject: string | null; content: string; userName: string },
): Promise<VoucherMessageRow> {
  const row = (await repo.insertMessage(db, m))!;
  const tenantId = db.tenantId;
  const id = String(row.id);
  db.q.afterCommit(async (d) => {
    let error: string | null = null;
    try {
      if (m.kind === 'sms') await providers.sms.send({ tenantId, phone: m.to, template: 'notice', params: { text: m.content } });
      else await providers.mail.send({ to: m.to, subject: m.subject ?? '', text: m.content });
    } catch (e) {
      error = ((e as Error).message || '发送失败').slice(0, 200);
    }
    await inTenant(d, tenantId, (x) => repo.setMessageResult(x, id, error ? 2 : 1, error));
  });
  return { ...toApi<VoucherMessageRow>(row), id };
}
