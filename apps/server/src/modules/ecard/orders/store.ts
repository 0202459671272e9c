import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG, type h5BuyForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { tooMany } from '../../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { asCustomer } from '../../customer/index.ts';
import { CUSTOMER } from '../../order/index.ts';
import { buyCard } from './service.ts';

/** The storefront's purchase of a card. */

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
