import type { FastifyRequest } from 'fastify';
import { MSG, ORDER_STATUS, type storefrontPlaceForm, zStorefrontKey } from '@yym/contract';
import type { z } from 'zod';
import type { Ctx, Services } from '../../platform/context.ts';
import { bad, forbidden, notFound, tooMany } from '../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../auth/index.ts';
import { CUSTOMER, type PlaceInput, createTrade, idempotent, lockOrder, payCallback, placeOrder, scopedTo } from '../order/index.ts';
import { asCustomer } from '../customer/index.ts';
import type { Scoped } from '../../platform/repo.ts';
import * as repo from './repo.ts';

/**
 * The storefront's purchase (public, no login): a customer places an order for a product of the tenant
 * named in the body, then pays in the sandbox cashier. Both reuse the order area's services (the same
 * single conditional stock UPDATE, idempotency and validation); each runs in a transaction bound to
 * the order's tenant, so row-level security keeps it to that tenant.
 */

// Per client address: at most this many order (or pay) attempts in the window; then refused until it ends.
const ATTEMPTS_PER_WINDOW = 30;

async function throttle(svc: Services, key: string) {
  if (await lockedKeys(svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(svc, key, ATTEMPTS_PER_WINDOW);
}

/** The idempotency key of a public call (header or body), kept apart from the back office's keys. */
function keyOf(req: FastifyRequest, body: { idempotencyKey?: string }) {
  const key = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
  if (key !== undefined && !zStorefrontKey.safeParse(key).success) throw bad(MSG.coIdempotencyKeyInvalid);
  return key === undefined ? undefined : `h5-${key}`;
}

const isPaid = (status: number) =>
  [ORDER_STATUS.CONFIRMING, ORDER_STATUS.TO_BE_USED, ORDER_STATUS.IN_USE, ORDER_STATUS.COMPLETED].includes(status as 8821);

export async function place(ctx: Ctx, body: z.output<typeof storefrontPlaceForm>, req: FastifyRequest) {
  const svc = ctx.svc;
  await throttle(svc, `h5order:ip:${ctx.ip}`);
  const key = keyOf(req, body);
  const tenant = await repo.shopState(scopedTo(ctx.q, body.tenantId));
  if (!tenant || Number(tenant.status) !== 1 || (tenant.expire_time && new Date(tenant.expire_time) < new Date()))
    throw notFound(MSG.coProductOffShelf);
  const run = async (db: Scoped, customerId?: string) => {
    // Another tenant's product, a removed one or one off shelf: not found here (as the public detail answers).
    if (!(await repo.productOnSale(db, body.productId))) throw notFound(MSG.coProductOffShelf);
    const input = {
      productId: body.productId,
      skuId: body.skuId,
      touristDate: body.touristDate,
      quantity: body.quantity,
      contactName: body.contactName,
      contactPhone: body.contactPhone.trim(),
      guests: body.guests?.map((g) => ({ ...g, guestName: g.guestName?.trim(), cardNum: g.cardNum?.trim().toUpperCase() })),
      channel: 'h5',
      offers: { couponId: body.couponId, promoterCode: body.promoterCode },
      customerId,
    } satisfies PlaceInput;
    return idempotent(db, 'place-order', key, () => placeOrder(db, CUSTOMER, input));
  };
  // A coupon is the logged-in customer's own: the order runs in the customer's session (its tenant).
  if (body.couponId)
    return asCustomer(ctx, req, (db, c) => {
      if (db.tenantId !== body.tenantId) throw notFound(MSG.coProductOffShelf);
      return run(db, String(c.id));
    });
  return svc.db.tx((q) => run(scopedTo(q, body.tenantId)), { tenantId: body.tenantId });
}

/**
 * The sandbox cashier: opens (or reuses) the order's trade, then delivers the provider's signed paid
 * notice, as the sandbox does. The trade is opened in one transaction that holds the order's row
 * (simultaneous clicks of one order wait their turn), the provider asked after it committed, the
 * notice settled in a second one: every click after the payment went through answers the paid state.
 */
export async function paySandbox(ctx: Ctx, code: string) {
  const svc = ctx.svc;
  const provider = svc.providers.payment;
  // Paying without money is for the sandbox only: never in production, whatever the provider.
  if (!provider.sandbox || svc.cfg.production) throw forbidden(MSG.coSandboxPayOnly);
  await throttle(svc, `h5pay:ip:${ctx.ip}`);
  const found = await repo.orderByCode(ctx.q, code);
  if (!found) throw notFound();
  const tenantId = found.tenant_id;
  const trade = await svc.db.tx(
    async (q) => {
      const db = scopedTo(q, tenantId);
      const o = await lockOrder(db, String(found.id));
      // A second click after the payment went through answers the paid state instead of an error.
      if (isPaid(Number(o.order_status))) return { orderStatus: Number(o.order_status) };
      return createTrade(db, provider, String(o.id));
    },
    { tenantId },
  );
  if (!('tradeNo' in trade)) return { code, orderStatus: trade.orderStatus };
  const paid = await svc.db.tx((q) => payCallback(q, provider, (trade.payParams as { callback: Record<string, unknown> }).callback), {
    tenantId,
  });
  return { code, tradeNo: trade.tradeNo, amount: trade.amount, orderStatus: paid.orderStatus };
}
