import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COLL_GRANT_TEXT, MSG, orderStatusText, type MyCollectionRow, type StoreCollection, type collBuyForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad, tooMany } from '../../../platform/errors.ts';
import { inTenant } from '../../../platform/repo.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { asCustomer } from '../../customer/index.ts';
import { idempotent } from '../../order/index.ts';
import { onShelf, present, productOf } from '../products/service.ts';
import { buyCollection } from './sale.ts';
import * as repo from './repo.ts';

/** The storefront's 数字藏品: collections on sale, one collection, the purchase and the customer's editions. */

function storeRow(ctx: Ctx, r: Row): StoreCollection {
  const p = present(r, ctx.svc.providers.chain);
  return {
    id: p.id,
    name: p.name,
    issuer: p.issuer,
    cover: p.cover,
    artwork: p.artwork,
    description: p.description,
    creator: p.creator,
    intro: p.intro,
    edition: p.edition ?? 0,
    left: p.left ?? 0,
    perLimit: p.perLimit ?? 1,
    price: p.price ?? 0,
    saleStart: p.saleStart ?? '',
    saleEnd: p.saleEnd ?? '',
    // 0: not for sale (off shelf or not minted: the merchant's preview)
    phase: Number(r.shelf_status) === 1 && Number(r.mint_status) === 2 ? Number(r.phase) : 0,
    chainName: p.chainName ?? '',
    contractAddress: p.contractAddress ?? '',
  };
}

export const list = (ctx: Ctx, tenantId: string) =>
  inTenant(ctx.svc.db, tenantId, async (db) => (await onShelf(db)).map((r) => storeRow(ctx, r)));

export const detail = (ctx: Ctx, tenantId: string, id: string) =>
  inTenant(ctx.svc.db, tenantId, async (db) => {
    return storeRow(ctx, await productOf(db, id));
  });

const PER_WINDOW = 30;
/** Purchases per address are throttled like the other storefront orders. */
async function throttle(ctx: Ctx) {
  const key = `h5coll:ip:${ctx.ip}`;
  if (await lockedKeys(ctx.svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(ctx.svc, key, PER_WINDOW);
}

export async function buy(ctx: Ctx, req: FastifyRequest, body: z.output<typeof collBuyForm>) {
  await throttle(ctx);
  const key = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
  if (key !== undefined && !/^[\w-]{16,64}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  return asCustomer(ctx, req, (db, c) => idempotent(db, 'coll-buy', key && `h5d-${c.id}-${key}`, () => buyCollection(db, c, body)));
}

export const mine = (ctx: Ctx, req: FastifyRequest, q: { current: number; size: number }) =>
  asCustomer(ctx, req, async (db, c) => {
    const p = await repo.mine(db, String(c.id), q.current, q.size);
    return {
      ...p,
      records: p.records.map(
        (r): MyCollectionRow => ({
          orderId: String(r.orderId),
          orderNo: r.orderNo,
          code: r.code,
          productId: String(r.productId),
          name: r.name,
          artwork: r.artwork ?? null,
          tokenId: Number(r.tokenId),
          contractAddress: r.contractAddress ?? '',
          txHash: r.txHash ?? null,
          grantStatus: Number(r.grantStatus),
          grantStatusText: COLL_GRANT_TEXT[Number(r.grantStatus)] ?? '',
          orderStatusText: orderStatusText(Number(r.orderStatus)),
        }),
      ),
    };
  });
