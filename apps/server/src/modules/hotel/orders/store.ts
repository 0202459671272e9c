import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  HOTEL_MSG,
  MSG,
  ORDER_STATUS,
  REFUND_TYPE,
  cancelRuleText,
  chinaToday,
  orderStatusText,
  type StoreHotel,
  type StoreHotelOrder,
  type h5HotelQuery,
  type hotelBookForm,
} from '@yym/contract';
import type { Ctx, Services } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound, tooMany } from '../../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { CUSTOMER, SYSTEM, applyRefund, auditRefund, endUnpaid, idempotent, lockOrder, scopedTo } from '../../order/index.ts';
import { addDays } from '../../../platform/time.ts';
import * as catalog from '../catalog/service.ts';
import * as nights from '../nights/service.ts';
import * as repo from './repo.ts';
import { bookStay } from './sale.ts';

/** The storefront's hotel pages (public): the hotel with its prices, booking, the order and its cancellation. */

const ATTEMPTS_PER_WINDOW = 30;
async function throttle(svc: Services, key: string) {
  if (await lockedKeys(svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(svc, key, ATTEMPTS_PER_WINDOW);
}
const list = (s: string | null | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The storefront's hotel list (the demo home's 酒店民宿): the link's tenant's hotels on shelf. */
export const storeHotels = (ctx: Ctx, q: { tenantId: string; current: number; size: number }) =>
  catalog.shelfHotels(scopedTo(ctx.q, q.tenantId), q.current, q.size);

export async function storeHotel(ctx: Ctx, q: z.output<typeof h5HotelQuery>): Promise<StoreHotel> {
  const db = scopedTo(ctx.q, q.tenantId);
  const h = await catalog.findHotel(db, q.id);
  if (!h || Number(h.shelf_status) !== 1) throw notFound(HOTEL_MSG.planOffShelf);
  const checkIn = q.checkIn ?? chinaToday();
  const checkOut = q.checkOut && q.checkOut > checkIn ? q.checkOut : addDays(checkIn, 1);
  const n = Math.min(nights.nightsBetween(checkIn, checkOut), 30);
  const plans = (await catalog.plansOfHotel(db, q.id)).filter((p) => Number(p.shelf_status) === 1);
  const rooms = await catalog.roomsOfHotel(db, q.id);
  const rows = plans.length
    ? await nights.stayNights(
        db,
        plans.map((p) => String(p.id)),
        checkIn,
        addDays(checkIn, n),
      )
    : [];
  return {
    id: String(h.id),
    name: h.name,
    star: h.star,
    phone: h.phone,
    address: h.address,
    cover: h.cover,
    images: list(h.images),
    intro: h.intro,
    facilities: list(h.facilities),
    checkInTime: h.check_in_time,
    checkOutTime: h.check_out_time,
    notice: h.notice,
    rooms: rooms.map((r) => ({
      id: String(r.id),
      name: r.name,
      images: list(r.images),
      bedType: r.bed_type,
      bedCount: r.bed_count,
      area: r.area,
      maxGuests: r.max_guests,
      hasWindow: r.has_window,
      facilities: list(r.facilities),
      plans: plans
        .filter((p) => String(p.room_type_id) === String(r.id))
        .map((p) => {
          const mine = new Map(rows.filter((x) => String(x.plan_id) === String(p.id)).map((x) => [x.night, x]));
          const ns = Array.from({ length: n }, (_, i) => {
            const x = mine.get(addDays(checkIn, i));
            return { night: addDays(checkIn, i), price: x ? Number(x.price) : null, left: x ? x.stock - x.sold : 0 };
          });
          const open = ns.every((x) => x.price !== null);
          return {
            id: String(p.id),
            name: p.name,
            breakfast: p.breakfast,
            cancelRule: p.cancel_rule,
            cancelDays: p.cancel_days,
            cancelText: cancelRuleText(p.cancel_rule, p.cancel_days),
            minNights: p.min_nights,
            advanceDays: p.advance_days,
            maxRooms: p.max_rooms,
            basePrice: Number(p.base_price),
            nights: ns,
            total: open ? ns.reduce((s, x) => s + (x.price ?? 0), 0) : null,
            left: open ? Math.min(...ns.map((x) => x.left)) : 0,
          };
        }),
    })),
  };
}

export async function book(ctx: Ctx, body: z.output<typeof hotelBookForm>, req: FastifyRequest) {
  await throttle(ctx.svc, `h5hotel:ip:${ctx.ip}`);
  const key = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
  if (key !== undefined && !/^[\w-]{16,64}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  return ctx.svc.db.tx(
    async (q) => {
      const db = scopedTo(q, body.tenantId);
      return idempotent(db, 'hotel-book', key && `h5h-${key}`, () => bookStay(db, CUSTOMER, { ...body, channel: 'h5' }));
    },
    { tenantId: body.tenantId },
  );
}

/** Free cancellation under the plan's rule, before check-in, once paid (unpaid orders can always be cancelled). */
function cancellable(stay: { cancel_rule: number; cancel_days: number; check_in: string }, status: number) {
  if (status === ORDER_STATUS.PENDING_PAYMENT) return true;
  if (status !== ORDER_STATUS.CONFIRMING && status !== ORDER_STATUS.TO_BE_USED) return false;
  const today = chinaToday();
  if (Number(stay.cancel_rule) === 2) return today <= stay.check_in;
  if (Number(stay.cancel_rule) === 1) return today <= addDays(stay.check_in, -Number(stay.cancel_days));
  return false;
}

const CONFIRM_TEXT: Record<number, string> = { 8100: '待支付', 8003: '待酒店确认', 8821: '酒店已确认', 7600: '退款处理中' };

async function view(db: Scoped, id: string): Promise<StoreHotelOrder> {
  const o = await repo.orderOne(db, id);
  if (!o) throw notFound();
  const stay = (await repo.stayOf(db, id))!;
  const hotel = await repo.hotelContact(db, String(o.hotel_id));
  const status = Number(o.order_status);
  const mask = (s: string) => (s.length === 11 ? `${s.slice(0, 3)}****${s.slice(7)}` : s);
  return {
    code: o.code,
    orderNo: o.order_no,
    orderStatus: status,
    orderStatusText: orderStatusText(status),
    confirmText: CONFIRM_TEXT[status] ?? orderStatusText(status),
    totalMoney: Number(o.total_money),
    hotelName: o.hotel_name,
    hotelPhone: hotel?.phone ?? null,
    hotelAddress: hotel?.address ?? null,
    roomTypeName: o.room_type_name,
    planName: o.plan_name,
    breakfast: o.breakfast,
    checkIn: o.check_in,
    checkOut: o.check_out,
    nights: o.nights,
    rooms: o.rooms,
    contactName: o.contact_name,
    contactPhone: mask(o.contact_phone),
    // the booking requires each guest's name
    guests: (await repo.guestsOf(db, id)).map((g) => g.guestName as string),
    cancelText: cancelRuleText(o.cancel_rule, o.cancel_days),
    cancellable: cancellable(stay, status),
    createTime: String(o.create_time instanceof Date ? o.create_time.toISOString() : o.create_time),
  };
}

async function byCode(q: Queryable, code: string) {
  const found = await repo.orderIdByCode(q, code);
  if (!found) throw notFound();
  return found;
}

export async function storeOrder(ctx: Ctx, code: string) {
  const f = await byCode(ctx.q, code);
  return view(scopedTo(ctx.q, f.tenant_id), String(f.id));
}

/** The customer cancels: unpaid → cancelled; paid within the rule → refunded at once (nights back through the hook). */
export async function storeCancel(ctx: Ctx, code: string) {
  await throttle(ctx.svc, `h5hotel:ip:${ctx.ip}`);
  const f = await byCode(ctx.q, code);
  return ctx.svc.db.tx(
    async (q) => {
      const db = scopedTo(q, f.tenant_id);
      const o = await lockOrder(db, String(f.id));
      const stay = (await repo.stayOf(db, String(f.id)))!;
      const status = Number(o.order_status);
      if (!cancellable(stay, status)) throw bad(Number(stay.cancel_rule) === 0 ? HOTEL_MSG.notRefundable : HOTEL_MSG.notCancellable);
      if (status === ORDER_STATUS.PENDING_PAYMENT) await endUnpaid(db, String(o.id), 'cancel', CUSTOMER);
      else {
        const r = await applyRefund(db, String(o.id), REFUND_TYPE.CUSTOMER, { reason: '用户取消预订' }, CUSTOMER);
        await auditRefund(db, ctx.svc.providers.payment, String(r.id), 'pass', SYSTEM, '符合取消规则,自动退款');
      }
      return view(db, String(o.id));
    },
    { tenantId: f.tenant_id },
  );
}
