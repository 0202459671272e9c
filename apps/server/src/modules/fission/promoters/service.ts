import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { FISSION_MSG as M, type fissionPromoterQuery, type fissionSpecialForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { mapPage, n, promoterOut } from '../shared.ts';
import * as repo from './repo.ts';

export const promoterPage = async (ctx: Ctx, q: z.output<typeof fissionPromoterQuery>) =>
  mapPage(await repo.promoterPage(ctx.data, 1, q), (r) => promoterOut(r));
export const specialPage = async (ctx: Ctx, q: z.output<typeof fissionPromoterQuery>) =>
  mapPage(await repo.promoterPage(ctx.data, 2, q), (r) => promoterOut(r, false));

export async function promoterDetail(db: Scoped, id: string, mask = true) {
  const r = await repo.promoterOne(db, id);
  if (!r) throw notFound();
  return promoterOut(r, mask);
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A share code: 8 characters a person can read out (no 0/O, 1/I). */
const newCode = () => Array.from({ length: 8 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');

/** Insert with a fresh code; a clash of codes (or of the unique person) draws again, then answers null. */
export async function insertWithCode(db: Scoped, p: Omit<Parameters<typeof repo.insertPromoter>[1], 'code'>) {
  for (let i = 0; i < 5; i++) {
    const r = await repo.insertPromoter(db, { ...p, code: newCode() });
    if (r) return r;
    if (p.customerId && (await repo.promoterOfCustomer(db, p.customerId))) return null;
  }
  return null;
}

export async function saveSpecial(ctx: Ctx, f: z.output<typeof fissionSpecialForm> & { id?: string }) {
  const db = ctx.data;
  if (await repo.phoneTaken(db, 2, f.phone, f.id)) throw bad(M.phoneTaken);
  if (f.id) {
    const r = await repo.promoterOne(db, f.id);
    if (!r || n(r.kind) !== 2) throw notFound();
    await db.update(repo.PROMOTER, f.id, f);
    return promoterDetail(db, f.id, false);
  }
  const r = await insertWithCode(db, {
    kind: 2,
    customerId: null,
    name: f.name,
    phone: f.phone,
    ratePermille: f.ratePermille,
    auditStatus: 1,
    remark: f.remark,
  });
  if (!r) throw bad(M.phoneTaken);
  if (!f.status) await db.update(repo.PROMOTER, String(r.id), { status: 0 });
  return promoterDetail(db, String(r.id), false);
}

/** The per-person audit: a waiting application passes or is rejected (with a reason), once. */
export async function auditPromoter(ctx: Ctx, f: { id: string; pass: boolean; remark?: string | null }) {
  const r = await repo.promoterOne(ctx.data, f.id);
  if (!r || n(r.kind) !== 1) throw notFound();
  if (!(await repo.auditPromoter(ctx.data, f.id, f.pass, f.remark ?? null))) throw bad(M.alreadyAudited);
  return promoterDetail(ctx.data, f.id);
}

// ---------------------------------------------------------------- for the storefront, the kickbacks and the accounts

/** The customer's promoter row: their application, or a special distributor with their phone. */
export async function mineOf(db: Scoped, c: Row) {
  return (await repo.promoterOfCustomer(db, String(c.id))) ?? (await repo.promoterOfSpecialPhone(db, String(c.phone)));
}

/** An active, passed promoter or special distributor by share code. */
export const promoterByCode = (db: Scoped, code: string) => repo.promoterByCode(db, code);

/** Move a promoter's money: `balance`/`frozen` by the given cents (always together with a ledger row). */
export const moveMoney = (db: Scoped, id: string, m: Parameters<typeof repo.moveMoney>[2]) => repo.moveMoney(db, id, m);

/** Take a withdrawal's money off the balance: only when it is there. */
export const takeBalance = (db: Scoped, id: string, amount: number) => repo.takeBalance(db, id, amount);

/** Serialises money moves of one promoter (earn, reverse, settle and withdraw see each other's results). */
export const lockPromoter = (db: Scoped, id: string) => repo.lockPromoter(db, id);
