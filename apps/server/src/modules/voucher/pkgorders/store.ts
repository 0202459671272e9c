import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StorePackage, h5PackageBuyForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { CUSTOMER, idempotent, scopedTo } from '../../order/index.ts';
import * as packages from '../package/service.ts';
import { keyOf, throttle } from '../store.ts';
import { buyPackage } from './sale.ts';

/** The storefront's package voucher: its page and its purchase (public; the tenant comes from the link). */

export async function packageDetail(ctx: Ctx, id: string, tenantId: string): Promise<StorePackage> {
  const p = await packages.sellable(scopedTo(ctx.q, tenantId), id);
  return {
    id: p.id,
    name: p.name,
    cover: p.cover,
    poiName: p.poiName,
    items: p.items,
    price: p.price,
    originalPrice: p.originalPrice,
    left: Math.max(0, p.stock - p.sold),
    validStart: p.validStart,
    validEnd: p.validEnd,
    maxBuy: p.maxBuy,
    useRule: p.useRule,
    notice: p.notice,
  };
}

export async function buy(ctx: Ctx, body: z.output<typeof h5PackageBuyForm>, req: FastifyRequest) {
  await throttle(ctx.svc, `h5voucher:ip:${ctx.ip}`);
  const key = keyOf(req, body);
  return ctx.svc.db.tx(
    async (q) => {
      const db = scopedTo(q, body.tenantId);
      return idempotent(db, 'package-buy', key && `h5p-${key}`, () => buyPackage(db, CUSTOMER, { ...body, channel: 'h5' }));
    },
    { tenantId: body.tenantId },
  );
}
