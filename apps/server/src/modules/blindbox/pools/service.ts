import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  BLINDBOX_MSG,
  type BlindBoxJackpot,
  type BlindBoxPoolView,
  type FairPrize,
  type blindBoxJackpotForm,
  drawInput,
  pickPrize,
} from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import * as repo from './repo.ts';

/**
 * 奖池 (jackpot): a box's prizes edited as a draft and published. Publishing commits a fresh random
 * seed and shows its sha256 before any draw; the pool it replaces is closed (no new sales) and its
 * seed revealed once every unit sold against it is drawn or given back. The draw itself is here too.
 */

export const seedHash = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');
export const drawHmac = (seed: string, orderNo: string, index: number) =>
  createHmac('sha256', Buffer.from(seed, 'utf8')).update(drawInput(orderNo, index), 'utf8').digest('hex');

const prizeView = (p: Row) => ({
  id: String(p.id),
  name: p.name as string,
  image: (p.image as string) ?? '',
  quantity: Number(p.quantity),
  weight: Number(p.weight),
  remaining: Number(p.remaining),
});
/** A pool as shown; its seed only once revealed. */
export const poolView = (p: Row, prizes: Row[]): BlindBoxPoolView => ({
  id: String(p.id),
  poolStatus: Number(p.pool_status),
  seedHash: p.seed_hash ?? null,
  seed: p.reveal_time ? (p.seed ?? null) : null,
  total: Number(p.total),
  reserved: Number(p.reserved),
  drawn: Number(p.drawn),
  publishTime: p.publish_text ?? null,
  closeTime: p.close_text ?? null,
  revealTime: p.reveal_text ?? null,
  prizes: prizes.filter((x) => String(x.pool_id) === String(p.id)).map(prizeView),
});

export async function jackpot(db: Scoped, boxId: string): Promise<BlindBoxJackpot> {
  const pools = await repo.poolsOfBox(db, boxId);
  const prizes = pools.length
    ? await repo.prizesOf(
        db,
        pools.map((p) => String(p.id)),
      )
    : [];
  const views = pools.map((p) => poolView(p, prizes));
  return {
    boxId,
    draft: views.find((v) => v.poolStatus === 0) ?? null,
    live: views.find((v) => v.poolStatus === 1) ?? null,
    closed: views.filter((v) => v.poolStatus === 2),
  };
}

/** Save the draft (created when none): its prizes replaced by the form's, in the form's order. */
export async function saveDraft(db: Scoped, f: z.output<typeof blindBoxJackpotForm>) {
  const draft = (await repo.lockPoolOfBox(db, f.boxId, 0)) ?? (await repo.insertDraft(db, f.boxId));
  await repo.clearPrizes(db, String(draft!.id));
  await repo.insertPrizes(db, String(draft!.id), f.prizes);
  return jackpot(db, f.boxId);
}

/** Publish the draft: a new seed committed (its hash shown); the live pool closed. */
export async function submit(db: Scoped, boxId: string) {
  const draft = await repo.lockPoolOfBox(db, boxId, 0);
  if (!draft) throw bad(BLINDBOX_MSG.noDraft);
  const live = await repo.lockPoolOfBox(db, boxId, 1);
  if (live) {
    await repo.close(db, String(live.id));
    await repo.revealIfDone(db, String(live.id));
  }
  const seed = randomBytes(32).toString('hex');
  await repo.publish(db, String(draft.id), seed, seedHash(seed));
  return jackpot(db, boxId);
}

/** Units of the box's live pool for a new order (refused when too few are left). */
export async function reserve(db: Scoped, boxId: string, n: number): Promise<string> {
  const live = await repo.livePool(db, boxId);
  if (!live || !(await repo.reserve(db, String(live.id), n))) throw bad(BLINDBOX_MSG.soldOut);
  return String(live.id);
}
/** Units of an order that ended unpaid, back to its pool (the caller makes it once). */
export async function unreserve(db: Scoped, poolId: string, n: number) {
  await repo.lockPool(db, poolId);
  await repo.unreserve(db, poolId, n);
  await repo.revealIfDone(db, poolId);
}

/**
 * One draw: under the pool's row lock, the prizes' stock as it stands is the snapshot; the seed's HMAC
 * of "orderNo:index" picks among those left; the pick comes off its stock in a conditional statement and
 * the draw takes the next place of the pool's log. Refused (奖品已抽完) when nothing is left to give.
 */
export async function drawUnit(db: Scoped, poolId: string, orderId: string, orderNo: string, index: number) {
  const pool = await repo.lockPool(db, poolId);
  if (!pool?.seed) throw notFound();
  const prizes = await repo.prizesOf(db, [poolId]);
  const snapshot: FairPrize[] = prizes.map((p) => ({ id: String(p.id), weight: Number(p.weight), remaining: Number(p.remaining) }));
  const pick = pickPrize(drawHmac(pool.seed, orderNo, index), snapshot);
  const taken = pick && (await repo.takePrize(db, pick));
  if (!taken) throw bad(BLINDBOX_MSG.soldOut);
  const at = await repo.nextSeq(db, poolId);
  if (!at) throw bad(BLINDBOX_MSG.soldOut);
  const draw = await repo.insertDraw(db, {
    poolId,
    orderId,
    orderNo,
    index,
    seq: Number(at.seq),
    prizeId: String(taken.id),
    prizeName: taken.name,
    snapshot,
  });
  await repo.revealIfDone(db, poolId);
  return draw!;
}

/** Every unit of a paid order drawn (those drawn already are kept: a replayed move draws nothing twice). */
export async function drawOrder(db: Scoped, poolId: string, orderId: string, orderNo: string, quantity: number) {
  const done = new Set((await repo.drawsOfOrders(db, [orderId])).map((d) => Number(d.draw_index)));
  for (let i = 0; i < quantity; i++) if (!done.has(i)) await drawUnit(db, poolId, orderId, orderNo, i);
}

export const drawsOfOrders = repo.drawsOfOrders;
export const findPool = repo.findPool;
export const livePool = repo.livePool;
export const prizesOf = repo.prizesOf;
export const drawLog = repo.drawLog;
