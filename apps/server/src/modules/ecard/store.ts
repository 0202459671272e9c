import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ECARD_MSG, MSG, type StoreUserCard, type activateForm, type h5BuyForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { notFound, tooMany } from '../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../auth/index.ts';
import { asCustomer } from '../customer/index.ts';
import { CUSTOMER, scopedTo } from '../order/index.ts';
import * as cardsRepo from './repo/cards.ts';
import * as heldRepo from './repo/held.ts';
import { storeCard } from './cards.ts';
import { activateThrottled } from './codes.ts';
import { buyCard } from './orders.ts';
import { cardsOfCustomer, userCardDetail, usesOfCards } from './held.ts';

/** The storefront's e-card pages: cards on sale, buying, activating a code, the card pack, entry QR, records. */

export async function storeCards(ctx: Ctx, tenantId: string) {
  const db = scopedTo(ctx.q, tenantId);
  return Promise.all((await cardsRepo.onShelf(db)).map(async (c: any) => storeCard(db, (await db.find(cardsRepo.CARD, String(c.id)))!)));
}

export async function storeCardOne(ctx: Ctx, tenantId: string, id: string) {
  const db = scopedTo(ctx.q, tenantId);
  const c = await db.find(cardsRepo.CARD, id);
  if (!c || Number(c.shelf_status) !== 1) throw notFound(ECARD_MSG.offShelf);
  return storeCard(db, c);
}

/** Orders per address are throttled like the hotel booking (30 per window). */
async function throttleBuy(ctx: Ctx) {
  const key = `h5ecard:ip:${ctx.ip}`;
  if (await lockedKeys(ctx.svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(ctx.svc, key, 30);
}

export async function buy(ctx: Ctx, req: FastifyRequest, body: z.output<typeof h5BuyForm>) {
  await throttleBuy(ctx);
  return asCustomer(ctx, req, (db, c) =>
    buyCard(db, CUSTOMER, { ...body, contactPhone: c.phone, customerId: String(c.id), channel: 'h5' }),
  );
}

export async function activate(ctx: Ctx, req: FastifyRequest, body: z.output<typeof activateForm>) {
  const c = await asCustomer(ctx, req, async (db, c) => ({ ...c, tenantId: db.tenantId }) as Row);
  return activateThrottled(ctx, c.tenantId, body, { operator: c.name || c.phone, customerId: String(c.id) });
}

const withQr = async (db: Parameters<typeof userCardDetail>[0], u: { id: string }): Promise<StoreUserCard> => {
  const row = await db.find(heldRepo.USER_CARD, u.id);
  return { ...(await userCardDetail(db, u.id)), qrCode: row!.qr_code } as StoreUserCard;
};

export const pack = (ctx: Ctx, req: FastifyRequest) =>
  asCustomer(ctx, req, async (db, c) => Promise.all((await cardsOfCustomer(db, String(c.id), c.phone)).map((u) => withQr(db, u))));

/** The entry voucher: only the customer's own card (another's is simply not found). */
export const entry = (ctx: Ctx, req: FastifyRequest, id: string) =>
  asCustomer(ctx, req, async (db, c) => {
    const mine = (await cardsOfCustomer(db, String(c.id), c.phone)).find((u) => u.id === id);
    if (!mine) throw notFound();
    return withQr(db, mine);
  });

export const records = (ctx: Ctx, req: FastifyRequest) =>
  asCustomer(ctx, req, async (db, c) =>
    usesOfCards(
      db,
      (await cardsOfCustomer(db, String(c.id), c.phone)).map((u) => u.id),
    ),
  );
