import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import { zDate, zId } from '../schemas.ts';
import { zGuest } from '../order/forms.ts';
import type { Placed } from '../order/rows.ts';

// A public key must be unguessable: a replay answers the first call's order (with its code).
export const zStorefrontKey = z.string().regex(/^[\w-]{16,64}$/, MSG.coIdempotencyKeyInvalid);

/** The storefront's order form (public): the tenant comes from the link, the key from the page. */
export const storefrontPlaceForm = z.object({
  tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid),
  productId: zId,
  skuId: zId.optional(),
  touristDate: zDate,
  quantity: z.coerce.number().int().min(1).max(99),
  contactName: z.string().max(50).default(''),
  contactPhone: z.string().max(20).default(''),
  guests: z.array(zGuest).max(99).optional(),
  idempotencyKey: zStorefrontKey.optional(),
  /** A user coupon of the logged-in customer (Customer-Token) spent on the order. */
  couponId: zId.optional(),
  /** The share code of the promoter whose link brought the buyer (分销裂变). */
  promoterCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,16}$/, MSG.paramInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export interface SandboxPaid {
  code: string;
  tradeNo?: string;
  amount?: number;
  orderStatus: number;
}

/** The storefront's purchase (public, no login): place an order, then pay it in the sandbox cashier. */
export const storefrontOrderApi = {
  place: endpoint({
    method: 'POST',
    path: '/order-api/h5/order/place',
    auth: 'public',
    body: storefrontPlaceForm,
    response: returns<Placed>(),
    summary: 'Storefront: place an order (public; tenant in the body; throttled per address; idempotent by key)',
  }),
  paySandbox: endpoint({
    method: 'POST',
    path: '/order-api/h5/pay/sandbox',
    auth: 'public',
    response: returns<SandboxPaid>(),
    summary: 'Storefront: pay an unpaid order in the sandbox cashier (public, by order code)',
    body: z.object({ code: z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid) }),
  }),
};
