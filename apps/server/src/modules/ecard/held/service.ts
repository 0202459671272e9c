import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  ECARD_MSG,
  ECARD_QR_PREFIX,
  FACE_MSG,
  MSG,
  PORTAL_MSG,
  USER_CARD_FROZEN,
  USER_CARD_SOURCE,
  USER_CARD_STATUS,
  VERIFY_METHOD,
  chinaToday,
  verifyMethodText,
  type CardChecked,
  type UserCardRow,
  type recordQuery,
  type userCardQuery,
} from '@yym/contract';
import type { FastifyReply } from 'fastify';
import type { Row } from '../../../platform/db.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, conflict, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { liveFace } from '../faces/service.ts';
import { USER_CARD } from '../shared.ts';
import * as repo from './repo.ts';
import { addDays } from '../../../platform/time.ts';

/** Held cards: issued on payment, activation or gift; checked at the gate one use at a time. */

/** The validity a card gives from today: its fixed dates, or N days from activation. */
export function validityOf(card: Row): { validStart: string | null; validEnd: string | null } {
  if (Number(card.validity_type) === 1) return { validStart: card.valid_start, validEnd: card.valid_end };
  const today = chinaToday();
  return { validStart: today, validEnd: addDays(today, Number(card.valid_days) - 1) };
}

export interface IssueInput {
  source: number;
  orderId?: string | null;
  guestId?: string | null;
  codeId?: string | null;
  customerId?: string | null;
  holderName?: string | null;
  holderPhone?: string | null;
  holderIdCard?: string | null;
  /** Dates other than the card's own (an import may give them). */
  validStart?: string | null;
  validEnd?: string | null;
}

/** A new held card of `card` with its own copy of the card's projects. */
export async function issueCard(db: Scoped, card: Row, input: IssueInput): Promise<Row> {
  for (let i = 0; i < 5; i++) {
    const row = await repo.insertUserCard(db, {
      ...input,
      cardId: String(card.id),
      cardName: card.name,
      cardNo: `${chinaToday().slice(2).replaceAll('-', '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`,
      qrCode: `${ECARD_QR_PREFIX}${randomBytes(18).toString('base64url')}`,
      ...validityOf(card),
      ...(input.validEnd ? { validStart: input.validStart ?? chinaToday(), validEnd: input.validEnd } : {}),
    });
    if (row) {
      await repo.copyProjects(db, String(row.id), String(card.id));
      return row;
    }
  }
  throw conflict(MSG.coDuplicateRequest);
}

export const presentUserCard = (r: Row): UserCardRow => ({
  ...(r as UserCardRow),
  id: String(r.id),
  cardId: String(r.cardId),
  orderId: r.orderId ? String(r.orderId) : null,
  sourceText: USER_CARD_SOURCE[r.source] ?? '',
  cardStatusText: USER_CARD_STATUS[r.cardStatus] ?? '',
});
const presentProject = (p: Row) => ({
  id: String(p.id),
  poiId: p.poiId ? String(p.poiId) : null,
  productId: p.productId ? String(p.productId) : null,
  name: p.name,
  dayLimit: p.dayLimit,
  totalLimit: p.totalLimit,
  used: p.used,
  dayUsed: p.dayDate === chinaToday() ? p.dayUsed : 0,
  left: p.totalLimit - p.used,
});

export async function userCardPage(ctx: Ctx, q: z.output<typeof userCardQuery>) {
  const page = await repo.userCardPage(ctx.data, q);
  return { ...page, records: page.records.map(presentUserCard) };
}

export async function userCardDetail(db: Scoped, id: string) {
  const u = await db.get(USER_CARD, id);
  return { ...presentUserCard(u), projects: (await repo.projectsOfUserCard(db, id)).map(presentProject) };
}
export const cardsOfOrder = async (db: Scoped, orderId: string) =>
  Promise.all((await repo.userCardsOfOrder(db, orderId)).map((u) => userCardDetail(db, String(u.id))));
export const cardsOfCustomer = async (db: Scoped, customerId: string, phone: string) =>
  Promise.all((await repo.userCardsOfCustomer(db, customerId, phone)).map((u) => userCardDetail(db, String(u.id))));

export async function editValidity(db: Scoped, id: string, validStart: string, validEnd: string) {
  await db.update(USER_CARD, id, {}, { valid_start: validStart, valid_end: validEnd });
  return userCardDetail(db, id);
}

/** Postpone only the end (the activation-code postpone of the order page). */
export async function postpone(db: Scoped, id: string, validEnd: string) {
  const u = await db.get(USER_CARD, id);
  if (u.validStart && validEnd < u.validStart) throw bad(ECARD_MSG.validityEnd);
  return editValidity(db, id, u.validStart ?? chinaToday(), validEnd);
}

export async function cancelCard(db: Scoped, id: string) {
  if (!(await repo.setStatus(db, id, 2))) throw notFound();
  return true;
}

export async function exportUserCards(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof userCardQuery>>) {
  const rows = (await repo.userCardRows(ctx.data, q)).map(presentUserCard);
  await sendXlsx(
    ctx,
    reply,
    '会员卡',
    [
      ['卡号', 'cardNo'],
      ['电子卡', 'cardName'],
      ['持卡人', 'holderName'],
      ['手机号', 'holderPhone'],
      ['来源', 'sourceText'],
      ['状态', 'cardStatusText'],
      ['有效期开始', 'validStart', 'date'],
      ['有效期结束', 'validEnd', 'date'],
      ['激活时间', 'activateTime', 'time'],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- the gate

export interface GateInput {
  code: string;
  method: number;
  /** The checker's scenic spot and products (check powers): the project checked is one of them. */
  poiId?: string | null;
  productIds?: string[];
  actor: { userId: string | null; name: string };
}

/** Why this held card cannot be checked today, or null. */
function refusal(u: Row, today: string): string | null {
  if (Number(u.card_status) === 2) return ECARD_MSG.cardCancelled;
  if (Number(u.card_status) === 3) return MSG.coTicketRefunding;
  if (Number(u.card_status) === USER_CARD_FROZEN) return PORTAL_MSG.cardFrozen;
  if (Number(u.card_status) !== 1) return ECARD_MSG.cardNotActive;
  if (u.valid_start && today < u.valid_start) return ECARD_MSG.cardNotStarted;
  if (u.valid_end && today > u.valid_end) return ECARD_MSG.cardExpired;
  return null;
}

/**
 * Check a held card's QR: one use of the first matching project with uses left, each try one
 * conditional UPDATE (so concurrent checks never take more than the card has); refused with the
 * reason otherwise. Answers the card and project for the check record.
 */
export async function checkCard(db: Scoped, i: GateInput): Promise<CardChecked & { row: Row }> {
  const today = chinaToday();
  const u = await repo.byQr(db, i.code.trim());
  if (!u) throw bad(ECARD_MSG.cardNotFound);
  const why = refusal(u, today);
  if (why) throw bad(why);
  // A face check needs the holder's photo on file (人脸管理) to compare with.
  if (i.method === VERIFY_METHOD.FACE && !(await liveFace(db, String(u.id)))) throw bad(FACE_MSG.noFacePhoto);
  const all = await repo.projectsOfUserCard(db, String(u.id));
  const matching = all.filter(
    (p) =>
      (!i.poiId || !p.poiId || String(p.poiId) === String(i.poiId)) &&
      (!i.productIds?.length || !p.productId || i.productIds.includes(String(p.productId))),
  );
  if (!matching.length) throw bad(ECARD_MSG.noProject);
  for (const p of matching) {
    const taken = await repo.takeUse(db, String(p.id), today);
    if (!taken) continue;
    await repo.insertUse(db, u, taken, i.method, i.actor);
    const dayLimit = Number(taken.day_limit);
    return {
      row: u,
      userCardId: String(u.id),
      cardNo: u.card_no,
      cardName: u.card_name,
      holderName: u.holder_name,
      projectName: taken.name,
      left: Number(taken.total_limit) - Number(taken.used),
      dayLeft: dayLimit ? dayLimit - Number(taken.day_used) : null,
    };
  }
  const first = matching[0]!;
  // Read again: a check that ran meanwhile may have taken the last use since the list above was read.
  const ids = new Set(matching.map((p) => String(p.id)));
  const now = (await repo.projectsOfUserCard(db, String(u.id))).filter((p) => ids.has(String(p.id)));
  const totalOut = now.every((p) => p.used >= p.totalLimit);
  throw bad(totalOut ? ECARD_MSG.usedUp(first.name) : ECARD_MSG.dayUsedUp(first.name));
}

// ---------------------------------------------------------------- write-off records

const presentUse = (r: Row) => ({ ...r, id: String(r.id), userCardId: String(r.userCardId), methodText: verifyMethodText(r.method) });
export async function usePage(db: Scoped, q: z.output<typeof recordQuery>) {
  const page = await repo.usePage(db, q);
  return { ...page, records: page.records.map(presentUse) };
}
export async function usesOfCards(db: Scoped, ids: string[]) {
  return ids.length ? (await repo.usesOfCards(db, ids)).map(presentUse) : [];
}
export async function exportUses(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof recordQuery>>) {
  const rows = (await repo.useRows(ctx.data, q)).map(presentUse);
  await sendXlsx(
    ctx,
    reply,
    '电子卡核销记录',
    [
      ['卡号', 'cardNo'],
      ['电子卡', 'cardName'],
      ['项目', 'projectName'],
      ['持卡人', 'holderName'],
      ['方式', 'methodText'],
      ['核销人', 'userName'],
      ['时间', 'createTime', 'time'],
    ],
    rows,
  );
}

// ---------------------------------------------------------------- what the other e-card sub-areas read and move

/** An order's held cards (the e-card orders' refunds and hook), a held card's projects (their limits). */
export { projectsOfUserCard, syncWithGuests, unusedGuestsOfOrder, usedCardsOfOrder, userCardsOfOrder } from './repo.ts';
