import type { z } from 'zod';
import { HOTEL_MSG, MSG, type PullResult, type supplierForm, type supplierQuery } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { chinaToday } from '../../platform/time.ts';
import * as repo from './repo/catalog.ts';
import { upsertNights } from './repo/nights.ts';
import { addDays } from './nights.ts';
import { changeRecord } from './catalog.ts';
import { providerOf, type SupplierHotel } from './supplier-provider.ts';

/** Hotel suppliers: their accounts here, and the pull of their hotels, rooms, plans and nights. */

export const supplierPage = (ctx: Ctx, q: z.output<typeof supplierQuery>) => repo.supplierPage(ctx.data, q);
export const supplierDetails = (ctx: Ctx, id: string) => ctx.data.get(repo.SUPPLIER, id);

export async function submitSupplier(ctx: Ctx, f: z.output<typeof supplierForm>) {
  const same = await repo.supplierByCode(ctx.data, f.code);
  if (same && String(same.id) !== f.id) throw bad(HOTEL_MSG.supplierCodeExists);
  return f.id ? ctx.data.update(repo.SUPPLIER, f.id, f) : ctx.data.insert(repo.SUPPLIER, f, { provider: 'sandbox' });
}

/** Keep one supplier hotel here: add or update the hotel, its rooms, plans and the nights it sells. */
async function keepHotel(ctx: Ctx, supplierId: string, h: SupplierHotel, counts: PullResult) {
  const db = ctx.data;
  const info = { name: h.name, star: h.star, address: h.address, phone: h.phone, email: h.email, intro: h.intro, facilities: h.facilities };
  const old = await repo.hotelBySupplierCode(db, supplierId, h.code);
  const hotel = old
    ? await db.update<any>(repo.HOTEL, String(old.id), { ...info, syncTime: new Date() })
    : await db.insert<any>(repo.HOTEL, { ...info, supplierId, supplierHotelCode: h.code, syncTime: new Date() });
  counts.hotels++;
  for (const r of h.rooms) {
    const room = { name: r.name, bedType: r.bedType, area: r.area, maxGuests: r.maxGuests, hotelId: hotel.id };
    const oldRoom = await repo.roomBySupplierCode(db, String(hotel.id), r.code);
    const kept = oldRoom
      ? await db.update<any>(repo.ROOM, String(oldRoom.id), room)
      : await db.insert<any>(repo.ROOM, { ...room, supplierRoomCode: r.code });
    counts.rooms++;
    for (const p of r.plans) {
      const plan = { ...p, code: undefined, nights: undefined, hotelId: hotel.id, roomTypeId: kept.id, syncTime: new Date() };
      const oldPlan = await repo.planBySupplierCode(db, String(kept.id), p.code);
      const keptPlan = oldPlan
        ? await db.update<any>(repo.PLAN, String(oldPlan.id), plan)
        : await db.insert<any>(repo.PLAN, { ...plan, supplierPlanCode: p.code });
      counts.plans++;
      // The supplier's nights, grouped by (price, stock); a night sold above the supplier's stock keeps its own.
      const groups = new Map<string, string[]>();
      for (const n of p.nights) groups.set(`${n.price}/${n.stock}`, [...(groups.get(`${n.price}/${n.stock}`) ?? []), n.night]);
      for (const [key, dates] of groups) {
        const [price, stock] = key.split('/').map(Number);
        counts.nights += (await upsertNights(db, [String(keptPlan.id)], dates, price, stock)).length;
      }
    }
  }
  await changeRecord(ctx, String(hotel.id), 'sync', `供应商同步: ${h.rooms.length}个房型`);
}

export async function pullSupplier(ctx: Ctx, id: string): Promise<PullResult> {
  const s = await ctx.data.get<any>(repo.SUPPLIER, id);
  const hotels = await providerOf(s.provider).hotels({ supplierCode: s.code, from: chinaToday(), to: addDays(chinaToday(), 29) });
  const counts: PullResult = { hotels: 0, rooms: 0, plans: 0, nights: 0 };
  for (const h of hotels) await keepHotel(ctx, id, h, counts);
  await ctx.data.update(repo.SUPPLIER, id, { lastPullTime: new Date(), pulledHotels: counts.hotels });
  return counts;
}

/** Pull one linked hotel again (the hotel's sync, and a plan's sync through its hotel). */
export async function syncHotel(ctx: Ctx, hotelId: string): Promise<PullResult> {
  const hotel = await ctx.data.get<any>(repo.HOTEL, hotelId);
  if (!hotel.supplierId || !hotel.supplierHotelCode) throw bad(HOTEL_MSG.noSupplier);
  const s = await ctx.data.find(repo.SUPPLIER, String(hotel.supplierId));
  if (!s) throw bad(HOTEL_MSG.noSupplier);
  const found = await providerOf(s.provider).hotels({
    supplierCode: s.code,
    hotelCode: hotel.supplierHotelCode,
    from: chinaToday(),
    to: addDays(chinaToday(), 29),
  });
  const h = found.find((x) => x.code === hotel.supplierHotelCode);
  if (!h) throw bad(HOTEL_MSG.supplierHotelMissing);
  const counts: PullResult = { hotels: 0, rooms: 0, plans: 0, nights: 0 };
  await keepHotel(ctx, String(s.id), h, counts);
  return counts;
}

export async function syncPlan(ctx: Ctx, planId: string) {
  const p = await ctx.data.find(repo.PLAN, planId);
  if (!p) throw notFound(MSG.notFound);
  return syncHotel(ctx, String(p.hotel_id));
}
