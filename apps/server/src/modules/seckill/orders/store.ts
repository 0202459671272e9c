import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SECKILL_MSG, type StoreSeckillHome, type h5SeckillBuyForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { formatTime } from '../../../platform/time.ts';
import { scopedTo } from '../../order/index.ts';
import { buyItem } from '../../timed-sale/index.ts';
import { sale } from '../activities/service.ts';
import * as repo from './repo.ts';

/** The storefront's seckill home (public): running and upcoming items, the server's clock, remaining stock. */
export async function home(ctx: Ctx, tenantId: string): Promise<StoreSeckillHome> {
  const rows = await repo.storeItems(scopedTo(ctx.q, tenantId));
  return {
    now: formatTime(new Date()),
    items: rows.map((r) => ({
      seckillId: String(r.seckill_id),
      goodsId: String(r.goods_id),
      name: r.name,
      productId: String(r.product_id),
      skuId: String(r.sku_id),
      productName: r.product_name,
      skuName: r.sku_name,
      image: r.image ?? null,
      originalPrice: Number(r.original_price),
      seckillPrice: Number(r.seckill_price),
      stock: Number(r.stock),
      remaining: Number(r.remaining),
      limitNum: Number(r.limit_num),
      activityStatus: Number(r.activity_status),
      startTime: formatTime(new Date(r.start_time)),
      endTime: formatTime(new Date(r.end_time)),
      countdownMs: Math.max(0, Number(r.countdown_ms)),
    })),
  };
}

/**
 * A logged-in customer buys a seckill item: an ordinary ticket order (payment, refunds and the gate as
 * usual) placed with the seckill id, so the seckill checkout rule prices it and takes the units. The
 * buyer is the customer's phone (the per-customer limit counts it). Idempotent by the page's key.
 */
export const buy = (ctx: Ctx, req: FastifyRequest, f: z.output<typeof h5SeckillBuyForm>) =>
  buyItem(ctx, req, f, {
    item: (db, goodsId) => sale.goodsById(db, f.seckillId, goodsId),
    missing: SECKILL_MSG.notInSale,
    keyPrefix: 'h5sk-',
    offers: { seckillId: f.seckillId, couponId: f.couponId },
  });
