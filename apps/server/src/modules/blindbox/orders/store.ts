import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BLINDBOX_MSG,
  MSG,
  ORDER_STATUS,
  drawInput,
  orderStatusText,
  shownOdds,
  type BlindBoxDrawLog,
  type StoreBlindBox,
  type StoreBlindBoxOrder,
  type StoreBlindBoxPrize,
  type h5BlindBoxBuyForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound, tooMany } from '../../../platform/errors.ts';
import { CUSTOMER, idempotent, orderByCode, scopedTo } from '../../order/index.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { asCustomer } from '../../customer/index.ts';
import { toApi } from '../../../platform/rows.ts';
import * as boxes from '../boxes/service.ts';
import * as pools from '../pools/service.ts';
import * as repo from './repo.ts';
import { buyBox } from './sale.ts';

/** The storefront: the box with its odds and seed hash, the purchase, the customer's order with its proof, a pool's draw log. */

export async function boxDetail(ctx: Ctx, id: string, tenantId: string): Promise<StoreBlindBox> {
  const db = scopedTo(ctx.q, tenantId);
  const b = await boxes.sellable(db, id);
  const pool = await pools.livePool(db, b.id);
  if (!pool) throw notFound(BLINDBOX_MSG.offShelf);
  const prizes = await pools.prizesOf(db, [String(pool.id)]);
  const odds = shownOdds(prizes.map((p) => ({ weight: Number(p.weight), remaining: Number(p.remaining) })));
  return {
    id: b.id,
    name: b.name,
    cover: b.cover,
    price: b.price,
    originalPrice: b.originalPrice,
    poiName: b.poiName,
    perOrder: b.perOrder,
    instructions: await boxes.instructionsOf(db, b.id),
    left: Math.max(0, b.stock - b.sold),
    saleStart: b.saleStart,
    saleEnd: b.saleEnd,
    poolId: String(pool.id),
    seedHash: pool.seed_hash,
    prizes: prizes.map((p, i) => ({
      id: String(p.id),
      name: p.name,
      image: p.image ?? '',
      quantity: Number(p.quantity),
      remaining: Number(p.remaining),
      weight: Number(p.weight),
      odds: odds[i] ?? 0,
    })),
  };
}

const ATTEMPTS_PER_WINDOW = 30;
const keyOf = (req: FastifyRequest, body: { idempotencyKey?: string }) => {
  const key = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
  if (key !== undefined && !/^[\w-]{16,64}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  return key;
};

/** Throttled per address; one transaction; a replay with the same key answers the first order. */
export async function buy(ctx: Ctx, body: z.output<typeof h5BlindBoxBuyForm>, req: FastifyRequest) {
  const throttleKey = `h5blindbox:ip:${ctx.ip}`;
  if (await lockedKeys(ctx.svc, [throttleKey])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(ctx.svc, throttleKey, ATTEMPTS_PER_WINDOW);
  const key = keyOf(req, body);
  return ctx.svc.db.tx(
    async (q) => {
      const db = scopedTo(q, body.tenantId);
      return idempotent(db, 'blindbox-buy', key && `h5b-${key}`, () => buyBox(db, CUSTOMER, { ...body, channel: 'h5' }));
    },
    { tenantId: body.tenantId },
  );
}

const mask = (s: string) => (s.length === 11 ? `${s.slice(0, 3)}****${s.slice(7)}` : s);

export async function customerOrder(ctx: Ctx, code: string): Promise<StoreBlindBoxOrder> {
  const { o, db } = await orderByCode(ctx.q, code);
  if (o.order_kind !== 'blindbox') throw notFound();
  const r = await repo.orderOne(db, String(o.id));
  if (!r) throw notFound();
  const [draws, pool] = await Promise.all([pools.drawsOfOrders(db, [String(o.id)]), pools.findPool(db, String(r.pool_id))]);
  const prizes = await pools.prizesOf(db, [String(r.pool_id)]);
  const status = Number(r.order_status);
  return {
    code,
    orderNo: r.order_no,
    tenantId: db.tenantId,
    boxId: String(r.box_id),
    boxName: r.box_name,
    quantity: Number(r.quantity),
    totalMoney: Number(r.total_money),
    orderStatus: status,
    stateText: status === ORDER_STATUS.PENDING_PAYMENT ? '待支付' : draws.length ? '已开盒' : orderStatusText(status),
    contactName: r.contact_name,
    contactPhone: mask(r.contact_phone),
    poolId: String(r.pool_id),
    seedHash: pool?.seed_hash ?? '',
    seed: pool?.reveal_time ? pool.seed : null,
    prizes: prizes.map((p) => ({ id: String(p.id), name: p.name, image: p.image ?? '' })),
    draws: draws.map((d) => ({
      index: Number(d.draw_index),
      seq: Number(d.seq),
      input: drawInput(r.order_no, Number(d.draw_index)),
      prizeId: String(d.prize_id),
      prizeName: d.prize_name,
      snapshot: d.snapshot,
    })),
  };
}

/** A published pool's ordered draw log (the seed once revealed): every draw recomputable by anyone. */
export async function drawLog(ctx: Ctx, poolId: string, tenantId: string): Promise<BlindBoxDrawLog> {
  const db = scopedTo(ctx.q, tenantId);
  const pool = await pools.findPool(db, poolId);
  if (!pool || Number(pool.pool_status) === 0) throw notFound();
  const [prizes, log] = await Promise.all([pools.prizesOf(db, [poolId]), pools.drawLog(db, poolId)]);
  return {
    poolId,
    seedHash: pool.seed_hash,
    seed: pool.reveal_time ? pool.seed : null,
    prizes: prizes.map((p) => ({ id: String(p.id), name: p.name, quantity: Number(p.quantity), weight: Number(p.weight) })),
    draws: log.map((d) => ({ seq: Number(d.seq), input: drawInput(d.order_no, Number(d.draw_index)), prizeId: String(d.prize_id) })),
  };
}

/** 我的奖品: the logged-in customer's prizes, by the phone they buy with. */
export const myPrizes = (ctx: Ctx, req: FastifyRequest) =>
  asCustomer(
    ctx,
    req,
    async (db, c): Promise<StoreBlindBoxPrize[]> =>
      (await repo.prizesOfPhone(db, c.phone)).map((r) => ({
        orderNo: r.order_no,
        code: r.code,
        boxName: r.box_name,
        index: Number(r.draw_index),
        prizeName: r.prize_name,
        createTime: String(toApi<Record<string, unknown>>(r).createTime),
      })),
  );
