import { z } from 'zod';
import { MSG, ORDER_STATUS as S, zId } from '@yym/contract';
import type { FastifyRequest } from 'fastify';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { Services } from '../../platform/context.ts';
import { bad, forbidden, notFound, tooMany } from '../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../auth/service.ts';
import { CUSTOMER, createTrade, idempotent, payCallback, placeOrder } from './service.ts';
import { payProvider } from './pay.ts';

/**
 * The storefront's purchase (public, no login): a customer places an order for a product of the tenant
 * named in the body, then pays in the sandbox cashier. Both reuse the back office's services (the same
 * single conditional stock UPDATE, idempotency and validation); each runs in a transaction bound to
 * the order's tenant, so row-level security keeps it to that tenant.
 */

// Per client address: at most this many order (or pay) attempts in the window; then refused until it ends.
const ATTEMPTS_PER_WINDOW = 30;

async function throttle(svc: Services, key: string) {
  if (await lockedKeys(svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(svc, key, ATTEMPTS_PER_WINDOW);
}

const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.paramInvalid);
const zTenant = z.string().regex(/^\d{6}$/, MSG.paramInvalid);
// A public key must be unguessable: a replay answers the first call's order (with its code).
const zPublicKey = z.string().regex(/^[\w-]{16,64}$/, MSG.coIdempotencyKeyInvalid);

const placeBody = z.object({
  tenantId: zTenant, productId: zId, skuId: zId.optional(), touristDate: zDate, quantity: z.coerce.number().int().min(1).max(99),
  contactName: z.string().max(50).default(''), contactPhone: z.string().max(20).default(''),
  guests: z.array(z.object({ guestName: z.string().max(50).optional(), cardType: z.coerce.number().int().min(1).max(10).optional(),
    cardNum: z.string().max(30).optional(), phone: z.string().max(20).optional() })).max(99).optional(),
  idempotencyKey: zPublicKey.optional(),
});

const isPaid = (status: number) => [S.CONFIRMING, S.TO_BE_USED, S.IN_USE, S.COMPLETED].includes(status as 8821);

export default defineModule((r, svc) => {
  const OA = '/order-api';
  const pay = () => payProvider(svc.cfg.accessSecret);
  const keyOf = (req: FastifyRequest, body: { idempotencyKey?: string }) => {
    const k = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
    if (k !== undefined && !zPublicKey.safeParse(k).success) throw bad(MSG.coIdempotencyKeyInvalid);
    return k === undefined ? undefined : `h5-${k}`;
  };

  r({ method: 'POST', url: `${OA}/h5/order/place`, summary: 'Storefront: place an order (public; tenant in the body; throttled per address; idempotent by key)',
    auth: 'public', noTx: true, body: placeBody,
    handler: async (ctx, { body, req }) => {
      await throttle(svc, `h5order:ip:${ctx.ip}`);
      const key = keyOf(req, body);
      const tenant = await ctx.q.one(sql`SELECT status, expire_time FROM blade_tenant WHERE tenant_id = ${body.tenantId} AND is_deleted = 0`);
      if (!tenant || Number(tenant.status) !== 1 || (tenant.expire_time && new Date(tenant.expire_time) < new Date())) throw notFound(MSG.coProductOffShelf);
      const t = body.tenantId;
      return svc.db.tx(async (q) => {
        // Another tenant's product, a removed one or one off shelf: not found here (as the public detail answers).
        const p = await q.one(sql`SELECT 1 FROM prd_product WHERE tenant_id = ${t} AND id = ${body.productId} AND is_deleted = 0 AND shelf_status = 1`);
        if (!p) throw notFound(MSG.coProductOffShelf);
        const input = { productId: body.productId, skuId: body.skuId, touristDate: body.touristDate, quantity: body.quantity,
          contactName: body.contactName, contactPhone: body.contactPhone.trim(),
          guests: body.guests?.map((g) => ({ ...g, guestName: g.guestName?.trim(), cardNum: g.cardNum?.trim().toUpperCase() })), channel: 'h5' };
        return idempotent(q, t, 'place-order', key, () => placeOrder(q, t, CUSTOMER, input));
      }, { tenantId: t });
    } });

  // The sandbox cashier: creates the trade and delivers the provider's signed paid notice, as the sandbox does.
  r({ method: 'POST', url: `${OA}/h5/pay/sandbox`, summary: 'Storefront: pay an unpaid order in the sandbox cashier (public, by order code)',
    auth: 'public', noTx: true, body: z.object({ code: z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid) }),
    handler: async (ctx, { body }) => {
      const provider = pay();
      // Paying without money is for the sandbox only: never in production, whatever the provider.
      if (provider.name !== 'sandbox' || svc.cfg.production) throw forbidden(MSG.coSandboxPayOnly);
      await throttle(svc, `h5pay:ip:${ctx.ip}`);
      const o = await ctx.q.one<{ tenant_id: string; id: string; order_status: number }>(sql`SELECT tenant_id, id, order_status FROM ord_order
        WHERE code = ${body.code} AND is_deleted = 0`);
      if (!o) throw notFound();
      const t = o.tenant_id;
      // A second click after the payment went through answers the paid state instead of an error.
      if (isPaid(Number(o.order_status))) return { code: body.code, orderStatus: Number(o.order_status) };
      const trade = await svc.db.tx((q) => createTrade(q, t, provider, String(o.id)), { tenantId: t });
      const paid = await svc.db.tx((q) => payCallback(q, provider, (trade.payParams as { callback: Record<string, unknown> }).callback), { tenantId: t });
      return { code: body.code, tradeNo: trade.tradeNo, amount: trade.amount, orderStatus: paid.orderStatus };
    } });
});
