import type { z } from 'zod';
import {
  HOTEL_MSG,
  HOTEL_PERMS,
  MSG,
  type HotelRow,
  type PlanRow,
  type RoomTypeRow,
  type hotelForm,
  type hotelQuery,
  type planForm,
  type planQuery,
  type roomForm,
  type roomQuery,
  type supplierHotelForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, forbidden, notFound } from '../../../platform/errors.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { chinaToday } from '../../../platform/time.ts';
import * as repo from './repo.ts';

/** Hotels, room types and rate plans (酒店产品): the merchant's catalogue of stays. */

const who = (ctx: Ctx) => ctx.user?.realName || ctx.user?.account || '系统';
export const changeRecord = (ctx: Ctx, hotelId: string, field: string, content: string) =>
  repo.insertChange(ctx.data, hotelId, field, content, who(ctx));

/** Add needs the add button, update the edit button (one submit call serves both). */
async function guardSave(ctx: Ctx, id: string | undefined, perms: { add: string; edit: string }) {
  const code = id ? perms.edit : perms.add;
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}

// ---------------------------------------------------------------- hotels

export async function hotelPage(ctx: Ctx, q: z.output<typeof hotelQuery>) {
  const page = await repo.hotelPage(ctx.data, q);
  const prices = await repo.minPrices(
    ctx.data,
    page.records.map((r) => String(r.id)),
    chinaToday(),
  );
  const byHotel = new Map(prices.map((p) => [String(p.hotel_id), Number(p.price)]));
  return { ...page, records: page.records.map((r) => ({ ...r, minPrice: byHotel.get(String(r.id)) ?? null })) };
}

export const hotelOptions = (ctx: Ctx) => repo.hotelOptions(ctx.data);
export const hotelDetail = (ctx: Ctx, id: string) => ctx.data.get<HotelRow>(repo.HOTEL, id);

export async function submitHotel(ctx: Ctx, form: z.output<typeof hotelForm>) {
  await guardSave(ctx, form.id, HOTEL_PERMS.hotel);
  const row = form.id ? await ctx.data.update<HotelRow>(repo.HOTEL, form.id, form) : await ctx.data.insert<HotelRow>(repo.HOTEL, form);
  await changeRecord(ctx, row.id, form.id ? 'update' : 'create', `${form.id ? '修改' : '新增'}酒店: ${row.name}`);
  return row;
}

export async function removeHotels(ctx: Ctx, ids: string[]) {
  if (await repo.plansOnShelf(ctx.data, 'hotel_id', ids)) throw bad(HOTEL_MSG.hotelHasPlans);
  const n = await ctx.data.remove(repo.HOTEL, ids);
  if (!n) throw notFound();
  await repo.removeHotelChildren(ctx.data, ids);
  return n;
}

export async function shelveHotels(ctx: Ctx, ids: string[], status: number) {
  const rows = await repo.setHotelShelf(ctx.data, ids, status);
  for (const r of rows) await changeRecord(ctx, String(r.id), 'shelf', status ? '上架' : '下架');
  return rows.length;
}

export async function recommendHotel(ctx: Ctx, id: string, recommend: number) {
  const row = await ctx.data.update<HotelRow>(repo.HOTEL, id, { recommend });
  await changeRecord(ctx, id, 'recommend', recommend ? '设为线下推荐' : '取消线下推荐');
  return row;
}

/** Link the hotel to a supplier's hotel (the suppliers sub-area has checked the supplier first). */
export async function linkSupplierHotel(ctx: Ctx, f: z.output<typeof supplierHotelForm>) {
  const row = await ctx.data.update<HotelRow>(repo.HOTEL, f.id, { supplierId: f.supplierId, supplierHotelCode: f.supplierHotelCode });
  await changeRecord(ctx, f.id, 'supplier', `关联供应商酒店: ${f.supplierHotelCode}`);
  return row;
}

export const changePage = async (ctx: Ctx, hotelId: string, current: number, size: number) => {
  await ctx.data.get(repo.HOTEL, hotelId);
  return repo.changePage(ctx.data, hotelId, current, size);
};

/** The mini-program code of the hotel's storefront page (the sandbox draws a QR code of its web link). */
export async function wxaCode(ctx: Ctx, id: string): Promise<Buffer> {
  const h = await ctx.data.get<HotelRow>(repo.HOTEL, id);
  return ctx.svc.providers.miniProgram.unlimitedCode({ tenantId: ctx.tenantId, page: `h5/hotel/${h.id}`, scene: `hotelId=${h.id}` });
}

// ---------------------------------------------------------------- room types

export const roomPage = (ctx: Ctx, q: z.output<typeof roomQuery>) => repo.roomPage(ctx.data, q);
export const roomDetail = (ctx: Ctx, id: string) => ctx.data.get<RoomTypeRow>(repo.ROOM, id);
export const roomOptions = async (ctx: Ctx, hotelId: string) => {
  await ctx.data.get(repo.HOTEL, hotelId);
  return repo.roomOptions(ctx.data, hotelId);
};

export async function submitRoom(ctx: Ctx, form: z.output<typeof roomForm>) {
  await guardSave(ctx, form.id, HOTEL_PERMS.room);
  const hotel = await ctx.data.get<HotelRow>(repo.HOTEL, form.hotelId);
  const row = form.id ? await ctx.data.update<RoomTypeRow>(repo.ROOM, form.id, form) : await ctx.data.insert<RoomTypeRow>(repo.ROOM, form);
  await changeRecord(ctx, hotel.id, 'room', `${form.id ? '修改' : '新增'}房型: ${row.name}`);
  return row;
}

export async function removeRooms(ctx: Ctx, ids: string[]) {
  if (await repo.plansOnShelf(ctx.data, 'room_type_id', ids)) throw bad(HOTEL_MSG.roomHasPlans);
  const n = await ctx.data.remove(repo.ROOM, ids);
  if (!n) throw notFound();
  return n;
}

export async function setRoomStatus(ctx: Ctx, ids: string[], status: number) {
  const rows = await repo.setRoomStatus(ctx.data, ids, status);
  if (!rows.length) throw notFound();
  // A disabled room type is not sold: its plans leave the shelf.
  if (!status) await repo.offShelfRoomPlans(ctx.data, ids);
  return rows.length;
}

// ---------------------------------------------------------------- rate plans

export const planPage = (ctx: Ctx, q: z.output<typeof planQuery>) => repo.planPage(ctx.data, q);
export const planOptions = (ctx: Ctx, hotelId?: string) => repo.planOptions(ctx.data, hotelId);

export async function planDetail(ctx: Ctx, id: string) {
  const row = await repo.planWithNames(ctx.data, id);
  if (!row) throw notFound();
  return toApi(row);
}

export async function savePlan(ctx: Ctx, form: z.output<typeof planForm>) {
  await guardSave(ctx, form.id, HOTEL_PERMS.plan);
  await ctx.data.get(repo.HOTEL, form.hotelId);
  const room = await ctx.data.find(repo.ROOM, form.roomTypeId);
  if (!room || String(room.hotel_id) !== form.hotelId) throw bad(HOTEL_MSG.roomTypeRequired);
  const row = form.id ? await ctx.data.update<PlanRow>(repo.PLAN, form.id, form) : await ctx.data.insert<PlanRow>(repo.PLAN, form);
  await changeRecord(ctx, form.hotelId, 'plan', `${form.id ? '修改' : '新增'}酒店产品: ${row.name}`);
  return row;
}

/** A copy starts off shelf and without nights (its price and stock are set on the board). */
export async function copyPlan(ctx: Ctx, id: string) {
  const p = await ctx.data.get<PlanRow>(repo.PLAN, id);
  const { id: _id, createTime, updateTime, createUser, updateUser, tenantId, ...rest } = p;
  const row = await ctx.data.insert<PlanRow>(repo.PLAN, {
    ...rest,
    name: `${p.name}(复制)`.slice(0, 100),
    shelfStatus: 0,
    supplierPlanCode: null,
  });
  await changeRecord(ctx, String(p.hotelId), 'plan', `复制酒店产品: ${p.name}`);
  return row;
}

export async function shelvePlans(ctx: Ctx, ids: string[], status: number) {
  const found = await repo.plansIn(ctx.data, ids);
  if (found.length !== new Set(ids).size) throw notFound();
  return (await repo.setPlanShelf(ctx.data, ids, status)).length;
}

export async function shelveAllPlans(ctx: Ctx, hotelId: string, status: number) {
  await ctx.data.get(repo.HOTEL, hotelId);
  const n = (await repo.setHotelPlansShelf(ctx.data, hotelId, status)).length;
  await changeRecord(ctx, hotelId, 'shelf', `全部产品${status ? '上架' : '下架'}: ${n}个`);
  return n;
}

export async function removePlans(ctx: Ctx, ids: string[]) {
  const found = await repo.plansIn(ctx.data, ids);
  if (!found.length) throw notFound();
  if (found.some((p) => Number(p.shelf_status) === 1)) throw bad(HOTEL_MSG.planOnShelf);
  return (await repo.removeOffShelfPlans(ctx.data, ids)).length;
}

// ---------------------------------------------------------------- for the sibling sub-areas

/** Reads of the catalogue the nights, the supplier pull and the hotel orders use. */
export { planWithNames, plansIn, plansOfHotel, roomsOfHotel } from './repo.ts';
export const findHotel = (db: Scoped, id: string) => db.find(repo.HOTEL, id);
export const findRoom = (db: Scoped, id: string) => db.find(repo.ROOM, id);
export const findPlan = (db: Scoped, id: string) => db.find(repo.PLAN, id) as Promise<repo.PlanRecord | undefined>;

/** The supplier pull's writes: a hotel, room type or plan it keeps (added, or updated by id). */
const KEPT = { hotel: repo.HOTEL, room: repo.ROOM, plan: repo.PLAN };
export const insertKept = <T>(db: Scoped, table: keyof typeof KEPT, input: Record<string, unknown>) => db.insert<T>(KEPT[table], input);
export const updateKept = <T>(db: Scoped, table: keyof typeof KEPT, id: string, input: Record<string, unknown>) =>
  db.update<T>(KEPT[table], id, input);

/** The storefront's hotel list (hotels on shelf). */
export const shelfHotels = (db: Scoped, current: number, size: number) => repo.shelfPage(db, current, size);
