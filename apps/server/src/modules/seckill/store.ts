import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SECKILL_MSG, type StoreSeckillHome, type h5SeckillBuyForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad } from '../../platform/errors.ts';
import { formatTime } from '../../platform/time.ts';
import { asCustomer } from '../customer/index.ts';
import { CUSTOMER, idempotent, placeOrder, scopedTo } from '../order/index.ts';
import * as repo from './repo/activity.ts';

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
  asCustomer(ctx, req, async (db, c) => {
    const g = await repo.goodsById(db, f.seckillId, f.goodsId);
    if (!g) throw bad(SECKILL_MSG.notInSale);
    const key = f.idempotencyKey ? `h5sk-${f.idempotencyKey}` : undefined;
    return idempotent(db, 'place-order', key, () =>
      placeOrder(db, CUSTOMER, {
        productId: String(g.product_id),
        skuId: String(g.sku_id),
        touristDate: f.touristDate,
        quantity: f.quantity,
        contactName: f.contactName || c.name || '游客',
        contactPhone: c.phone,
        channel: 'h5',
        offers: { seckillId: f.seckillId, couponId: f.couponId },
        customerId: String(c.id),
      }),
    );
  });
