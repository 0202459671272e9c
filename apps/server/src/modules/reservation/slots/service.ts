import type { z } from 'zod';
import {
  RESERVATION_MSG as M,
  type ReservationDetail,
  type ReservationRow,
  type ReservationSlot,
  type reservationForm,
  type reservationQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import * as repo from './repo.ts';

/** Reservation products (活动预约): basic info, rule and slots saved together; open and close; remove. */

const num = (r: repo.ProductRead): ReservationRow => ({
  ...r,
  id: String(r.id),
  price: Number(r.price),
  needAudit: Number(r.needAudit),
  limitNum: Number(r.limitNum),
  openStatus: Number(r.openStatus),
  slotCount: Number(r.slotCount ?? 0),
  capacity: Number(r.capacity ?? 0),
  booked: Number(r.booked ?? 0),
});
const slotOut = (s: repo.SlotRead): ReservationSlot => ({
  id: String(s.id),
  slotDate: s.slotDate,
  startTime: s.startTime,
  endTime: s.endTime,
  capacity: Number(s.capacity),
  booked: Number(s.booked),
  left: Number(s.left),
});

export async function page(ctx: Ctx, q: z.output<typeof reservationQuery>) {
  const p = await repo.productPage(ctx.data, q);
  return { ...p, records: p.records.map(num) };
}

export async function basicInfo(db: Scoped, id: string): Promise<ReservationRow> {
  const row = await repo.productOne(db, id);
  if (!row) throw notFound();
  return num(toApi<repo.ProductRead>(row));
}

export async function detail(db: Scoped, id: string, from?: string): Promise<ReservationDetail> {
  const p = await basicInfo(db, id);
  return { ...p, slots: (await repo.slotsOf(db, [id], from)).map(slotOut) };
}

export async function rule(db: Scoped, id: string) {
  const p = await basicInfo(db, id);
  return { id: p.id, rule: p.rule, needAudit: p.needAudit, limitNum: p.limitNum, price: p.price };
}

export const stock = async (db: Scoped, id: string) => (await detail(db, id)).slots;

/** Create or update the product with its slots; a booked slot keeps at least its booked places and cannot be dropped. */
export async function submitInfo(ctx: Ctx, form: z.output<typeof reservationForm>): Promise<ReservationDetail> {
  const db = ctx.data;
  const { slots, id: given, ...info } = form;
  const keys = new Set<string>();
  for (const s of slots) {
    const k = `${s.slotDate} ${s.startTime}`;
    if (keys.has(k)) throw bad(`时段 ${k} 重复`);
    keys.add(k);
  }
  let id = given;
  if (id) {
    if (!(await db.find(repo.PRODUCT, id))) throw notFound();
    await db.update(repo.PRODUCT, id, info);
  } else {
    id = String((await db.insert<{ id: string }>(repo.PRODUCT, { ...info, openStatus: 0 })).id);
  }
  const keep = slots.filter((s) => s.id).map((s) => String(s.id));
  if ((await repo.bookedOutside(db, id, keep)) > 0) throw bad(M.slotBooked);
  await repo.dropSlots(db, id, keep);
  for (const s of slots) {
    if (!s.id) {
      await repo.insertSlot(db, id, s);
      continue;
    }
    if (await repo.updateSlot(db, id, { ...s, id: String(s.id) })) continue;
    const was = await repo.slotOne(db, String(s.id));
    if (!was || String(was.product_id) !== id) throw notFound(M.slotMissing);
    throw bad(M.capacityBelowBooked(Number(was.booked)));
  }
  return detail(db, id);
}

export async function open(ctx: Ctx, id: string, openStatus: number) {
  if (!(await repo.setOpen(ctx.data, id, openStatus))) throw notFound();
  return true;
}

export async function remove(ctx: Ctx, ids: string[]) {
  for (const id of ids) if (!(await ctx.data.find(repo.PRODUCT, id))) throw notFound();
  return ctx.data.remove(repo.PRODUCT, ids);
}

// ---------------------------------------------------------------- for the reservation orders

/** The slot (with its product id and places left), the product, and the one statement each way on booked. */
export { giveSlot, slotOne, takeSlot } from './repo.ts';
export const findProduct = (db: Scoped, id: string) => db.find(repo.PRODUCT, id);
