import { CINEMA_MSG as M, ORDER_STATUS, type CinemaBooked } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { type Actor, SYSTEM, move, openKindOrder } from '../../order/index.ts';
import { checkSeats } from '../shared.ts';
import * as screenings from '../screenings/service.ts';
import { settingsOf } from '../settings/service.ts';
import * as repo from './repo.ts';

/**
 * The sale of cinema tickets: an order of kind 'cinema' with one ticket row per seat (named by the
 * seat), through the one order path. The seats are held last, in one statement keyed by the seat; a
 * seat already taken refuses the whole order. The order's moves then sell the seats (paid), give them
 * back (closed, cancelled, refunded) and keep the refund cutoff before the start.
 */

export interface SeatBuy {
  screeningId: string;
  seats: { row: number; col: number }[];
  contactName: string;
  contactPhone: string;
  channel: string;
}

export async function buySeats(db: Scoped, actor: Actor, input: SeatBuy): Promise<CinemaBooked> {
  const s = await screenings.find(db, input.screeningId);
  if (!s || Number(s.screeningStatus) !== 1 || Number(s.cinemaStatus) !== 1) throw bad(M.screeningOff);
  if (Number(s.filmStatus) !== 1) throw bad(M.filmOff);
  const rules = await settingsOf(db);
  const starts = new Date(s.startsAt).getTime();
  if (Date.now() > starts - rules.stopSaleMinutes * 60_000) throw bad(M.saleClosed);
  if (input.seats.length > rules.maxSeats) throw bad(M.seatsTooMany(rules.maxSeats));
  const labels = checkSeats(s.layout, input.seats);
  const o = await openKindOrder(db, actor, {
    kind: 'cinema',
    prefix: 'M',
    productName: s.filmName,
    skuName: `${s.hallName} ${s.startTime}`.slice(0, 100),
    poiName: s.cinemaName,
    date: s.startTime.slice(0, 10),
    quantity: labels.length,
    unit: Number(s.price),
    contactName: input.contactName.trim(),
    contactPhone: input.contactPhone.trim(),
    guests: labels.map((guestName) => ({ guestName })),
    channel: input.channel,
  });
  const orderId = String(o.id);
  await repo.insertOrder(
    db,
    orderId,
    s.id,
    input.seats.map((x, i) => ({ row: x.row, col: x.col, label: labels[i]! })),
  );
  // Last: one statement; a seat someone else holds makes the count short and the whole order rolls back.
  if ((await repo.hold(db, s.id, orderId, input.seats)) !== input.seats.length) throw bad(M.seatTaken);
  return {
    orderId,
    orderNo: o.order_no as string,
    code: o.code as string,
    totalMoney: Number(o.total_money),
    orderStatus: ORDER_STATUS.PENDING_PAYMENT,
  };
}

/** Inside every order move: paid sells the seats, closing gives them back, a refund gives back its seats; refunds stop before the start. */
export async function cinemaMoved(m: Moved<number, string>) {
  if (m.row.order_kind !== 'cinema') return;
  const db = tenantData(m.q, m.tenantId);
  const id = String(m.row.id);
  if (m.action === 'applyRefund') {
    const c = await repo.orderOf(db, id);
    const { refundCutoffMinutes } = await settingsOf(db);
    if (c && Date.now() > new Date(c.start_time).getTime() - refundCutoffMinutes * 60_000) throw bad(M.refundClosed(refundCutoffMinutes));
    return;
  }
  if (m.action === 'pay') {
    await repo.sell(db, id);
    // A seat needs no confirmation: the ticket is ready once paid.
    if (m.to === ORDER_STATUS.CONFIRMING) await move(db, m.row, 'confirm', SYSTEM, '影票无需确认,自动出票');
    return;
  }
  if (m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED) await repo.releaseAll(db, id);
  else if (m.action === 'refundDone' || m.action === 'forcedRefund') await repo.releaseRefunded(db, id);
}
