import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  HOTEL_MSG,
  MSG,
  type HotelRow,
  type PlanRow,
  type PullResult,
  type RoomTypeRow,
  type SupplierRow,
  type supplierForm,
  type supplierHotelForm,
  type supplierQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { addDays, chinaToday, datesBetween } from '../../../platform/time.ts';
import * as catalog from '../catalog/service.ts';
import { upsertNights } from '../nights/service.ts';
import * as repo from './repo.ts';

/** Hotel suppliers: their accounts here, and the pull of their hotels, rooms, plans and nights. */

export const supplierPage = (ctx: Ctx, q: z.output<typeof supplierQuery>) => repo.supplierPage(ctx.data, q);
export const supplierDetails = (ctx: Ctx, id: string) => ctx.data.get<SupplierRow>(repo.SUPPLIER, id);

/** Link a hotel to a supplier's hotel: the supplier must be the tenant's. */
export async function linkHotel(ctx: Ctx, f: z.output<typeof supplierHotelForm>) {
  await ctx.data.get(repo.SUPPLIER, f.supplierId);
  return catalog.linkSupplierHotel(ctx, f);
}

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
    ? await catalog.updateKept<HotelRow>(db, 'hotel', String(old.id), { ...info, syncTime: new Date() })
    : await catalog.insertKept<HotelRow>(db, 'hotel', { ...info, supplierId, supplierHotelCode: h.code, syncTime: new Date() });
  counts.hotels++;
  for (const r of h.rooms) {
    const room = { name: r.name, bedType: r.bedType, area: r.area, maxGuests: r.maxGuests, hotelId: hotel.id };
    const oldRoom = await repo.roomBySupplierCode(db, String(hotel.id), r.code);
    const kept = oldRoom
      ? await catalog.updateKept<RoomTypeRow>(db, 'room', String(oldRoom.id), room)
      : await catalog.insertKept<RoomTypeRow>(db, 'room', { ...room, supplierRoomCode: r.code });
    counts.rooms++;
    for (const p of r.plans) {
      const plan = { ...p, code: undefined, nights: undefined, hotelId: hotel.id, roomTypeId: kept.id, syncTime: new Date() };
      const oldPlan = await repo.planBySupplierCode(db, String(kept.id), p.code);
      const keptPlan = oldPlan
        ? await catalog.updateKept<PlanRow>(db, 'plan', String(oldPlan.id), plan)
        : await catalog.insertKept<PlanRow>(db, 'plan', { ...plan, supplierPlanCode: p.code });
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
  await catalog.changeRecord(ctx, String(hotel.id), 'sync', `供应商同步: ${h.rooms.length}个房型`);
}

export async function pullSupplier(ctx: Ctx, id: string): Promise<PullResult> {
  const s = await ctx.data.get<SupplierRow>(repo.SUPPLIER, id);
  const hotels = await providerOf(s.provider).hotels({ supplierCode: s.code, from: chinaToday(), to: addDays(chinaToday(), 29) });
  const counts: PullResult = { hotels: 0, rooms: 0, plans: 0, nights: 0 };
  for (const h of hotels) await keepHotel(ctx, id, h, counts);
  await ctx.data.update(repo.SUPPLIER, id, { lastPullTime: new Date(), pulledHotels: counts.hotels });
  return counts;
}

/** Pull one linked hotel again (the hotel's sync, and a plan's sync through its hotel). */
export async function syncHotel(ctx: Ctx, hotelId: string): Promise<PullResult> {
  const hotel = await catalog.hotelDetail(ctx, hotelId);
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
  const p = await catalog.findPlan(ctx.data, planId);
  if (!p) throw notFound(MSG.notFound);
  return syncHotel(ctx, String(p.hotel_id));
}

// ---------------------------------------------------------------- the supplier's side

/**
 * A hotel supplier behind one small interface: it answers its hotels with their rooms, rate plans and
 * nightly price and stock. The sandbox answers a fixed, believable set derived from the supplier's code;
 * a real adapter (an OTA's or a hotel group's API) implements the same call and registers by name.
 */
export interface SupplierHotel {
  code: string;
  name: string;
  star: number;
  address: string;
  phone: string;
  email: string;
  intro: string;
  facilities: string;
  rooms: {
    code: string;
    name: string;
    bedType: string;
    area: number;
    maxGuests: number;
    plans: {
      code: string;
      name: string;
      breakfast: number;
      cancelRule: number;
      cancelDays: number;
      basePrice: number;
      nights: { night: string; price: number; stock: number }[];
    }[];
  }[];
}

export interface HotelSupplierProvider {
  readonly name: string;
  readonly sandbox: boolean;
  hotels(q: { supplierCode: string; hotelCode?: string; from: string; to: string }): Promise<SupplierHotel[]>;
}

export class SandboxHotelSupplier implements HotelSupplierProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;

  async hotels(q: { supplierCode: string; hotelCode?: string; from: string; to: string }): Promise<SupplierHotel[]> {
    // The same supplier code always answers the same hotels (a pull twice updates, never duplicates).
    const seed = createHash('sha256').update(q.supplierCode).digest()[0]!;
    const dates = datesBetween(q.from, q.to);
    const nights = (base: number) =>
      dates.map((night) => {
        const wd = new Date(`${night}T00:00:00Z`).getUTCDay();
        return { night, price: wd === 5 || wd === 6 ? base + 10000 : base, stock: 5 + (seed % 4) };
      });
    const hotel = (n: number, name: string, star: number, base: number): SupplierHotel => ({
      code: `${q.supplierCode}-H${n}`,
      name,
      star,
      address: `浙江省杭州市西湖区供应商路${n}号`,
      phone: `0571-8800${String(seed).padStart(3, '0')}${n}`,
      email: `booking${n}@supplier.example.com`,
      intro: `${name}由供应商 ${q.supplierCode} 提供,房价房量每日同步。`,
      facilities: '免费WiFi,停车场,餐厅,行李寄存',
      rooms: [
        {
          code: 'R1',
          name: '高级大床房',
          bedType: '大床',
          area: 28,
          maxGuests: 2,
          plans: [
            { code: 'P1', name: '标准价', breakfast: 0, cancelRule: 1, cancelDays: 1, basePrice: base + 8000, nights: nights(base) },
            {
              code: 'P2',
              name: '含双早',
              breakfast: 2,
              cancelRule: 1,
              cancelDays: 1,
              basePrice: base + 12000,
              nights: nights(base + 6000),
            },
          ],
        },
        {
          code: 'R2',
          name: '豪华双床房',
          bedType: '双床',
          area: 35,
          maxGuests: 2,
          plans: [
            {
              code: 'P1',
              name: '含双早',
              breakfast: 2,
              cancelRule: 0,
              cancelDays: 0,
              basePrice: base + 16000,
              nights: nights(base + 9000),
            },
          ],
        },
      ],
    });
    const all = [hotel(1, '西湖景观酒店(供应商)', 4, 42800), hotel(2, '灵隐禅意民宿(供应商)', 0, 36800)];
    return q.hotelCode ? all.filter((h) => h.code === q.hotelCode) : all;
  }
}

const PROVIDERS: Record<string, HotelSupplierProvider> = { sandbox: new SandboxHotelSupplier() };

/** The provider a supplier row names (only the sandbox exists so far). */
export const providerOf = (name: string): HotelSupplierProvider => PROVIDERS[name] ?? PROVIDERS.sandbox!;
