import { HOTEL_MSG, ORDER_STATUS, chinaToday } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { lockOrder, moveKindDate, openKindOrder, orderLog, type Actor } from '../../order/index.ts';
import { addDays } from '../../../platform/time.ts';
import * as catalog from '../catalog/service.ts';
import * as nights from '../nights/service.ts';
import { guard } from '../flow.ts';
import * as repo from './repo.ts';

/**
 * The stock path of hotel stays: booking takes one unit per night of every night in one statement
 * (rows locked in date order), cancellation and refunds give the nights back exactly once (through the
 * order flow's hook), and a reschedule gives the old nights back and takes the new ones in the same
 * transaction, or changes nothing.
 */

export interface StayInput {
  planId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  contactName: string;
  contactPhone: string;
  email?: string | null;
  guests: { guestName: string; cardType?: number; cardNum?: string }[];
  channel: string;
}

const MAX_NIGHTS = 30;

/** The plan, its room type and hotel, all on sale; else "off shelf or missing". */
export async function sellablePlan(db: Scoped, planId: string) {
  const plan = await catalog.findPlan(db, planId);
  const room = plan && (await catalog.findRoom(db, String(plan.room_type_id)));
  const hotel = plan && (await catalog.findHotel(db, String(plan.hotel_id)));
  if (!plan || !room || !hotel || Number(plan.shelf_status) !== 1 || Number(hotel.shelf_status) !== 1 || Number(room.status) !== 1)
    throw notFound(HOTEL_MSG.planOffShelf);
  return { plan, room, hotel };
}

/** The stay's dates under the plan's rules; answers the number of nights. */
export function checkStay(plan: { min_nights: number; advance_days: number }, checkIn: string, checkOut: string): number {
  const today = chinaToday();
  if (checkIn < today) throw bad(HOTEL_MSG.checkInPast);
  if (checkOut <= checkIn) throw bad(HOTEL_MSG.checkOutAfterIn);
  const n = nights.nightsBetween(checkIn, checkOut);
  if (n > MAX_NIGHTS) throw bad(HOTEL_MSG.stayTooLong);
  if (n < Number(plan.min_nights)) throw bad(HOTEL_MSG.minNights(Number(plan.min_nights)));
  if (checkIn < addDays(today, Number(plan.advance_days))) throw bad(HOTEL_MSG.advanceDays(Number(plan.advance_days)));
  return n;
}

/** Quick answers before the order is written (the statement that takes the stock decides, and may still refuse). */
async function priceStay(db: Scoped, planId: string, checkIn: string, checkOut: string, n: number, rooms: number) {
  const rows = await nights.stayNights(db, [planId], checkIn, checkOut);
  const have = new Map(rows.map((r) => [r.night, r]));
  for (let i = 0; i < n; i++) {
    const night = addDays(checkIn, i);
    const r = have.get(night);
    if (!r) throw bad(HOTEL_MSG.nightNotOnSale(night));
    if (r.stock - r.sold < rooms) throw bad(HOTEL_MSG.roomsNotEnough);
  }
  return rows.map((r) => ({ night: r.night, price: Number(r.price) }));
}

/** Book a stay: the order (8100), its stay and nights, then the one statement that takes the stock. */
export async function bookStay(db: Scoped, actor: Actor, input: StayInput) {
  const { plan, room, hotel } = await sellablePlan(db, input.planId);
  const n = checkStay(plan, input.checkIn, input.checkOut);
  if (input.rooms < 1 || input.rooms > Number(plan.max_rooms)) throw bad(HOTEL_MSG.roomsRange(Number(plan.max_rooms)));
  if (input.guests.length !== input.rooms || input.guests.some((g) => !g.guestName?.trim())) throw bad(HOTEL_MSG.guestRequired);
  const priced = await priceStay(db, input.planId, input.checkIn, input.checkOut, n, input.rooms);
  const unit = priced.reduce((s, x) => s + x.price, 0);
  const o = await openKindOrder(db, actor, {
    kind: 'hotel',
    prefix: 'H',
    productName: `${hotel.name} · ${plan.name}`.slice(0, 100),
    skuName: room.name,
    poiName: hotel.name,
    date: input.checkIn,
    quantity: input.rooms,
    unit,
    contactName: input.contactName.trim(),
    contactPhone: input.contactPhone.trim(),
    guests: input.guests.map((g) => ({ ...g, cardNum: g.cardNum?.toUpperCase() || undefined })),
    channel: input.channel,
  });
  await repo.insertStay(db, {
    orderId: String(o.id),
    hotel: { id: String(hotel.id), name: hotel.name, supplier_id: hotel.supplier_id },
    room: { id: String(room.id), name: room.name },
    plan,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: priced,
    rooms: input.rooms,
    email: input.email || null,
  });
  // Last, so the nights stay locked only until commit; a refusal rolls back the order with it.
  const taken = await nights.takeNights(db, input.planId, input.checkIn, input.checkOut, n, input.rooms);
  if (taken.length !== n) throw bad(HOTEL_MSG.roomsNotEnough);
  if (taken.reduce((s, x) => s + Number(x.price), 0) !== unit) throw bad('房价已变动,请重新预订');
  return {
    orderId: String(o.id),
    orderNo: o.order_no as string,
    code: o.code as string,
    totalMoney: Number(o.total_money),
    orderStatus: ORDER_STATUS.PENDING_PAYMENT,
  };
}

/**
 * Give back the nights of rooms that left the order: all of them when it ends (cancelled, closed), the
 * refunded ones after a refund. Runs inside every order move (ORDER_FLOW.onMove); rooms_returned makes
 * it count each room once.
 */
export async function releaseNights(m: Moved<number, string>) {
  if (m.row.order_kind !== 'hotel') return;
  const ended = m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED;
  if (!ended && m.action !== 'refundDone' && m.action !== 'forcedRefund') return;
  const db = tenantData(m.q, m.tenantId);
  const stay = await repo.stayOf(db, String(m.row.id));
  if (!stay) return;
  const target = ended ? Number(stay.rooms) : Math.min(Number(stay.rooms), await repo.refundedRooms(db, String(m.row.id)));
  const was = Number(stay.rooms_returned);
  if (target <= was) return;
  await nights.returnNights(db, String(stay.plan_id), String(m.row.id), target - was);
  await repo.setReturned(db, String(m.row.id), was, target);
}

/**
 * New dates for a paid stay (same number of nights, so the money stays): the old nights come back and
 * the new ones are taken, in this transaction; when the new nights lack rooms, nothing changes.
 */
export async function reschedule(db: Scoped, actor: Actor, orderId: string, checkIn: string, checkOut: string) {
  const o = await lockOrder(db, orderId);
  if (o.order_kind !== 'hotel') throw notFound();
  const status = Number(o.order_status);
  guard(status, 'reschedule');
  const stay = (await repo.stayOf(db, orderId))!;
  if (checkIn === stay.check_in && checkOut === stay.check_out) throw bad(HOTEL_MSG.rescheduleSame);
  const plan = await catalog.findPlan(db, String(stay.plan_id));
  if (!plan) throw bad(HOTEL_MSG.planOffShelf);
  const n = checkStay(plan, checkIn, checkOut);
  if (n !== Number(stay.nights)) throw bad(HOTEL_MSG.rescheduleNights);
  const rooms = Number(stay.rooms) - Number(stay.rooms_returned);
  const paid = await repo.nightsOfOrder(db, orderId);
  if (!(await moveKindDate(db, orderId, checkIn, status, actor.userId))) throw bad(HOTEL_MSG.rescheduleState);
  await nights.returnNights(db, String(stay.plan_id), orderId, rooms);
  await priceStay(db, String(stay.plan_id), checkIn, checkOut, n, rooms);
  // The paid night prices move with the stay (the customer pays no difference).
  await repo.dropNights(db, orderId);
  await repo.insertNights(
    db,
    orderId,
    paid.map((p, i) => ({ night: addDays(checkIn, i), price: Number(p.price) })),
  );
  await repo.updateStay(db, orderId, checkIn, checkOut);
  const content = `改期 ${stay.check_in}~${stay.check_out} → ${checkIn}~${checkOut}, ${rooms}间`;
  await orderLog(db, orderId, 'reschedule', 'reschedule', status, status, content, actor);
  await orderLog(db, orderId, 'operate', 'reschedule', status, status, `${actor.name}${content}`, actor);
  if ((await nights.takeNights(db, String(stay.plan_id), checkIn, checkOut, n, rooms)).length !== n) throw bad(HOTEL_MSG.roomsNotEnough);
  return { checkIn, checkOut };
}
