import type { FastifyRequest } from 'fastify';
import type { Offers } from '../../platform/checkout.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { bad } from '../../platform/errors.ts';
import type { Scoped } from '../../platform/repo.ts';
import { asCustomer } from '../customer/index.ts';
import { CUSTOMER, idempotent, placeOrder } from '../order/index.ts';

/** What the storefront's buy form of a timed sale holds. */
export interface SaleBuyForm {
  goodsId: string;
  touristDate: string;
  quantity: number;
  contactName: string;
  idempotencyKey?: string;
}

/**
 * A logged-in customer buys an item of a timed sale: an ordinary ticket order (payment, refunds and
 * the gate as usual) placed with the area's offers, so the area's checkout rule prices it and takes
 * what it holds. The buyer is the customer's phone. Idempotent by the page's key (`keyPrefix` + key).
 */
export const buyItem = (
  ctx: Ctx,
  req: FastifyRequest,
  f: SaleBuyForm,
  o: {
    item: (db: Scoped, goodsId: string) => Promise<Row | undefined>;
    missing: string;
    keyPrefix: string;
    offers: Offers;
  },
) =>
  asCustomer(ctx, req, async (db, c) => {
    const g = await o.item(db, f.goodsId);
    if (!g) throw bad(o.missing);
    const key = f.idempotencyKey ? `${o.keyPrefix}${f.idempotencyKey}` : undefined;
    return idempotent(db, 'place-order', key, () =>
      placeOrder(db, CUSTOMER, {
        productId: String(g.product_id),
        skuId: String(g.sku_id),
        touristDate: f.touristDate,
        quantity: f.quantity,
        contactName: f.contactName || c.name || '游客',
        contactPhone: c.phone,
        channel: 'h5',
        offers: o.offers,
        customerId: String(c.id),
      }),
    );
  });
