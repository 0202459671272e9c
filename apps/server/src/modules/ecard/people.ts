import type { z } from 'zod';
import { BIND_LIMIT, FACE_MSG, type BoundPerson, type HeldCoupon, type bindForm } from '@yym/contract';
import type { Scoped } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { customerByPhone, customerCoupons, maskPhone } from '../customer/index.ts';
import * as repo from './repo/people.ts';

/**
 * The people of a held card: its holder and up to BIND_LIMIT members bound with their real name (name
 * and an ID card under the contract's rule); and the holder's coupons, read through the coupon area's
 * reader registered on the customer area (the e-card area does not import the coupon area).
 */

/** An ID card shown as its first 3 and last 4 characters (personal data: the number is never answered). */
const maskCard = (s: string | null | undefined) =>
  s && s.length > 7 ? `${s.slice(0, 3)}${'*'.repeat(s.length - 7)}${s.slice(-4)}` : (s ?? null);

async function held(db: Scoped, id: string) {
  const u = await repo.heldOne(db, id);
  if (!u) throw notFound();
  return u;
}

export async function bindingUsers(db: Scoped, id: string): Promise<BoundPerson[]> {
  const u = await held(db, id);
  const holder: BoundPerson = {
    id: null,
    name: u.holder_name ?? null,
    idCard: maskCard(u.holder_id_card),
    phone: maskPhone(u.holder_phone),
    holder: true,
    createTime: u.activated_at ?? null,
  };
  const members = (await repo.membersOf(db, id)).map((m: any) => ({
    id: String(m.id),
    name: m.name,
    idCard: maskCard(m.idCard),
    phone: maskPhone(m.phone),
    holder: false,
    createTime: m.createTime ?? null,
  }));
  return [holder, ...members];
}

/** Bind one person: a place of the limit first (one conditional UPDATE), then the row (unique per ID card). */
export async function bind(db: Scoped, f: z.output<typeof bindForm>) {
  const u = await held(db, f.id);
  if (Number(u.card_status) === 2) throw bad(FACE_MSG.bindCancelled);
  if (!(await repo.takePlace(db, f.id, BIND_LIMIT))) throw bad(FACE_MSG.bindLimit(BIND_LIMIT));
  // A duplicate throws: the request's transaction gives the place back.
  if (!(await repo.insertMember(db, { userCardId: f.id, name: f.name, idCard: f.idCard, phone: f.phone || null })))
    throw bad(FACE_MSG.bindDuplicate);
  return bindingUsers(db, f.id);
}

export async function unbind(db: Scoped, id: string, memberId: string) {
  await held(db, id);
  if (!(await repo.removeMember(db, id, memberId))) throw notFound();
  await repo.givePlace(db, id);
  return bindingUsers(db, id);
}

/** The holder's coupons (by the card's customer, else by the holder's phone); none without a customer. */
export async function coupons(db: Scoped, id: string): Promise<HeldCoupon[]> {
  const u = await held(db, id);
  const customerId = u.customer_id ? String(u.customer_id) : u.holder_phone ? (await customerByPhone(db, u.holder_phone))?.id : null;
  if (!customerId || !customerCoupons.page) return [];
  const page = (await customerCoupons.page(db, String(customerId), 1, 100)) as { records: HeldCoupon[] };
  return page.records;
}
