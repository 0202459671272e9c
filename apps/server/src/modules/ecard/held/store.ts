import type { FastifyRequest } from 'fastify';
import type { StoreUserCard } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { asCustomer } from '../../customer/index.ts';
import { USER_CARD } from '../shared.ts';
import { cardsOfCustomer, userCardDetail, usesOfCards } from './service.ts';

/** The storefront's card pack, entry QR and use records: the customer's own held cards. */

const withQr = async (db: Parameters<typeof userCardDetail>[0], u: { id: string }): Promise<StoreUserCard> => {
  const row = await db.find(USER_CARD, u.id);
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
