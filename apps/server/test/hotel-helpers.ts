import { sql } from '../src/platform/sql.ts';
import { CUSTOMER, scopedTo } from '../src/modules/order/index.ts';
import { bookStay } from '../src/modules/hotel/index.ts';
import type { Client, TestApp } from './harness.ts';
import { day, ok } from './commerce-helpers.ts';

/** A hotel on shelf with one room type and one rate plan on shelf, its nights set for `days` days from today. */
export async function makeHotel(c: Client, o: { stock?: number; price?: number; days?: number; name?: string; cancelRule?: number } = {}) {
  const hotel = ok(await c.post('/yym-product-api/hotel/submit', { name: o.name ?? '测试酒店', star: 4, email: 'hotel@example.com' }));
  ok(await c.post('/yym-product-api/hotel/shelves', { hotelIds: [hotel.id], status: 1 }));
  const room = ok(await c.post('/yym-product-api/hotel/room/submit', { hotelId: hotel.id, name: '大床房', area: 30 }));
  const plan = ok(
    await c.post('/yym-product-api/hotel/product/save', {
      hotelId: hotel.id,
      roomTypeId: room.id,
      name: '含双早',
      breakfast: 2,
      cancelRule: o.cancelRule ?? 2,
    }),
  );
  ok(await c.post('/yym-product-api/hotel/product/batchChangeShelfType', { ids: [plan.id], status: 1 }));
  ok(
    await c.post('/yym-product-api/hotel/product/night/batch', {
      planIds: [plan.id],
      startDate: day(0),
      endDate: day((o.days ?? 10) - 1),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      price: o.price ?? 30000,
      stock: o.stock ?? 5,
    }),
  );
  return { hotelId: String(hotel.id), roomId: String(room.id), planId: String(plan.id) };
}

/** Sold and stock of each night of a plan, by date. */
export async function nightsOf(t: TestApp, planId: string) {
  const rows = await t.db.query<{ night: string; sold: number; stock: number }>(
    sql`SELECT night::text AS night, sold, stock FROM htl_night WHERE plan_id = ${planId} ORDER BY night`,
  );
  return Object.fromEntries(rows.map((r) => [r.night, Number(r.sold)]));
}

/** Book through the service in its own transaction (the storefront route adds only its throttle). */
export const bookDirect = (t: TestApp, planId: string, from: number, nights: number, rooms = 1, tenantId = '100001') =>
  t.db.tx(
    (q) =>
      bookStay(scopedTo(q, tenantId), CUSTOMER, {
        planId,
        checkIn: day(from),
        checkOut: day(from + nights),
        rooms,
        contactName: '王住客',
        contactPhone: '13900139000',
        guests: Array.from({ length: rooms }, (_, i) => ({ guestName: `住客${i + 1}` })),
        channel: 'h5',
      }),
    { tenantId },
  );

/** Pay through the sandbox provider (trade, then its signed notice): the order goes to 8003. */
export async function payHotel(t: TestApp, c: Client, orderId: string) {
  const trade = ok(await c.post('/order-api/pay/trade', { orderId }));
  return new (c.constructor as typeof Client)(t.url).post('/order-api/pay/notify/sandbox', trade.payParams.callback);
}
