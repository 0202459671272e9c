import { randomBytes, randomInt } from 'node:crypto';
import { MSG } from '@yym/contract';
import type { Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { admitBuyer } from '../../platform/checkout.ts';
import { conflict } from '../../platform/errors.ts';
import * as repo from './repo/kinds.ts';
import { insertGuests, setRemark } from './repo/order.ts';
import { logCreated, orderNo, type Actor } from './service.ts';

/**
 * Orders of other kinds than tickets (hotel stays) are ord_order rows too, so payment, refunds, logs and
 * idempotency are shared. Such an order has no ticket product (product and sku 0): the ticket stock, the
 * ticket jobs and the gate never touch it; its own area keeps its stock through ORDER_FLOW.onMove.
 */

export interface KindOrderInput {
  kind: string;
  prefix: string;
  productName: string;
  skuName: string;
  poiName?: string | null;
  date: string;
  /** Units (rooms), each one guest row of `unit` cents. */
  quantity: number;
  unit: number;
  contactName: string;
  contactPhone: string;
  guests: { guestName: string; cardType?: number; cardNum?: string; phone?: string }[];
  channel: string;
}

/** Create the order row (8100) with one guest row per unit and its creation logs, once the buyer is admitted. */
export async function openKindOrder(db: Scoped, actor: Actor, input: KindOrderInput): Promise<Row> {
  await admitBuyer({ db, phone: input.contactPhone, name: input.contactName, channel: input.channel });
  const no = await orderNo(db, input.prefix);
  let order: Row | undefined;
  for (let i = 0; !order; i++) {
    if (i === 5) throw conflict(MSG.coDuplicateRequest);
    order = await repo.insertKindOrder(db, {
      kind: input.kind,
      no,
      code: randomBytes(15).toString('base64url'),
      assistCode: String(randomInt(0, 1_000_000_000)).padStart(10, '0'),
      productName: input.productName,
      skuName: input.skuName,
      poiName: input.poiName ?? null,
      date: input.date,
      quantity: input.quantity,
      unit: input.unit,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      channel: input.channel,
      userId: actor.userId,
    });
  }
  const rows = Array.from({ length: input.quantity }, (_, i) => ({
    ...(input.guests[i] ?? { guestName: input.contactName }),
    qr: randomBytes(12).toString('base64url'),
  }));
  await insertGuests(db, order.id, input.unit, rows);
  await logCreated(db, order.id, actor);
  return order;
}

/** Move the order's date (a new check-in) while it stays in the state read; false when it moved meanwhile. */
export const moveKindDate = async (db: Scoped, id: string, to: string, status: number, userId: string | null) =>
  !!(await repo.movePlayDate(db, id, to, status, userId));

export const setOrderRemark = (db: Scoped, id: string, remark: string) => setRemark(db, id, remark);
export const pendingRefundOf = repo.pendingRefundOf;
