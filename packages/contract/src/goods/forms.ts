import { z } from 'zod';
import { MSG } from '../messages.ts';
import { checkMobile } from '../validation.ts';
import { GOODS_MSG, GOODS_CHANNELS } from './messages.ts';
import { zDate, zFilter, zId, zIdempotencyKey, zIds, zPageQuery } from '../schemas.ts';

const yuanCents = z.coerce.number().int(GOODS_MSG.priceInvalid).min(1, GOODS_MSG.priceInvalid).max(99_999_900, GOODS_MSG.priceInvalid);
const feeCents = z.coerce.number().int(GOODS_MSG.feeInvalid).min(0, GOODS_MSG.feeInvalid).max(999_900, GOODS_MSG.feeInvalid);
const stock = z.coerce.number().int(GOODS_MSG.stockInvalid).min(0, GOODS_MSG.stockInvalid).max(999_999, GOODS_MSG.stockInvalid);
const unit = z.coerce.number().int(GOODS_MSG.unitInvalid).min(1, GOODS_MSG.unitInvalid).max(1_000_000, GOODS_MSG.unitInvalid);
const text = (max: number) => z.string().trim().max(max).optional().nullable();
const name = (msg: string) => z.string().trim().min(1, msg).max(100, msg);
const regionCode = z.string().regex(/^\d{6}$/, GOODS_MSG.regionRequired);
const channels = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) =>
    (v ?? 'h5')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s in GOODS_CHANNELS)
      .join(','),
  );
export const zShelf = z.coerce.number().int().min(0, MSG.paramInvalid).max(1, MSG.paramInvalid);

// ---------------------------------------------------------------- freight templates

const rate = z.object({ firstUnit: unit, firstFee: feeCents, addUnit: unit, addFee: feeCents });
export const freightForm = z.object({
  id: zId.optional(),
  name: name(GOODS_MSG.nameRequired),
  chargeType: z.coerce.number().int().min(1).max(2) as z.ZodType<1 | 2>,
  expressCode: z.string().trim().max(20).optional().nullable(),
  rules: z.object({
    default: rate,
    regions: z.array(rate.extend({ regionCodes: z.array(regionCode).min(1, GOODS_MSG.regionRequired).max(400) })).max(50),
  }),
  freeRules: z
    .array(
      z.object({
        regionCodes: z.array(regionCode).max(400),
        kind: z.coerce.number().int().min(1).max(2) as z.ZodType<1 | 2>,
        threshold: z.coerce
          .number()
          .int(GOODS_MSG.thresholdInvalid)
          .min(1, GOODS_MSG.thresholdInvalid)
          .max(99_999_999, GOODS_MSG.thresholdInvalid),
      }),
    )
    .max(20)
    .default([]),
  noDelivery: z.array(regionCode).max(400).default([]),
});
export const freightQuery = zPageQuery.extend({ name: zFilter });
export const freightQuoteForm = z.object({
  goodsId: zId,
  skuId: zId.optional(),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
  regionCode: regionCode.optional(),
  tenantId: z
    .string()
    .regex(/^\d{6}$/, MSG.paramInvalid)
    .optional(),
});

// ---------------------------------------------------------------- goods

export const skuForm = z.object({
  id: zId.optional(),
  specText: z.string().trim().min(1, GOODS_MSG.skuRequired).max(200),
  price: yuanCents,
  stock,
  weight: z.coerce.number().int(GOODS_MSG.weightInvalid).min(0, GOODS_MSG.weightInvalid).max(1_000_000, GOODS_MSG.weightInvalid).default(0),
});
export const goodsForm = z.object({
  id: zId.optional(),
  name: name(GOODS_MSG.goodsNameRequired),
  cover: text(500),
  images: text(5000),
  detail: z.string().max(20000).optional().nullable(),
  specs: z
    .array(
      z.object({
        name: z.string().trim().min(1, GOODS_MSG.specValuesRequired).max(20),
        values: z.array(z.string().trim().min(1).max(30)).min(1, GOODS_MSG.specValuesRequired).max(30),
      }),
    )
    .max(3)
    .default([]),
  skus: z.array(skuForm).min(1, GOODS_MSG.skuRequired).max(200),
  channels,
  freightId: zId.optional().nullable(),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export const goodsQuery = zPageQuery.extend({ name: zFilter, shelfStatus: zShelf.optional() });
export const goodsShelfForm = z.object({ productIds: zIds, status: zShelf });
export const goodsChannelForm = z.object({ id: zId, channels });
export const tempGoodsForm = z.object({
  name: name(GOODS_MSG.goodsNameRequired),
  price: yuanCents,
  stock,
  freightId: zId.optional().nullable(),
});
export const changeQuery = zPageQuery.extend({ id: zId, kind: z.enum(['goods', 'bundle', 'food', 'line']).default('goods') });

// ---------------------------------------------------------------- bundles

/**
 * What a bundle part names: a goods SKU, a set meal, a line departure (its own date), a ticket sku
 * (scenic tickets, on the date the buyer picks), a hotel rate plan (one night from that date, qty rooms)
 * or an e-card.
 */
export const BUNDLE_PART_KINDS = ['sku', 'food', 'line_date', 'ticket', 'hotel', 'ecard'] as const;
export type BundlePartKind = (typeof BUNDLE_PART_KINDS)[number];
/** Parts whose stock is per date: the buyer of their bundle picks the day. */
export const DATED_PART_KINDS: readonly BundlePartKind[] = ['ticket', 'hotel'];

export const bundleInfoForm = z.object({
  id: zId.optional(),
  name: name(GOODS_MSG.nameRequired),
  cover: text(500),
  price: yuanCents,
  displayArea: text(50),
  maxBuy: z.coerce.number().int().min(1).max(99).default(5),
  channels,
});
export const bundlePartsForm = z.object({
  id: zId,
  parts: z
    .array(z.object({ partKind: z.enum(BUNDLE_PART_KINDS), partId: zId, qty: z.coerce.number().int().min(1).max(99) }))
    .min(1, GOODS_MSG.partsRequired)
    .max(10),
});
export const bundleDetailForm = z.object({ id: zId, detail: z.string().max(20000).optional().nullable() });
export const bundleQuery = zPageQuery.extend({ name: zFilter, shelfStatus: zShelf.optional() });
export const bundleShelfForm = z.object({ ids: zIds, status: zShelf });
export const bundleChannelForm = z.object({ id: zId, channels });

// ---------------------------------------------------------------- food and lines

export const foodForm = z.object({
  id: zId.optional(),
  name: name(GOODS_MSG.nameRequired),
  foodType: z.coerce.number().int().min(1).max(2).default(2),
  restaurant: name(GOODS_MSG.restaurantRequired),
  address: text(255),
  phone: text(20),
  openHours: text(50),
  cover: text(500),
  detail: z.string().max(20000).optional().nullable(),
  price: yuanCents,
  stock,
  validDays: z.coerce.number().int().min(1).max(365).default(30),
});
export const foodQuery = zPageQuery.extend({ name: zFilter, foodType: z.coerce.number().int().optional(), shelfStatus: zShelf.optional() });
export const foodShelfForm = z.object({ foodIds: zIds, status: zShelf });
export const foodRemoveForm = z.object({ foodIds: zIds });

export const lineForm = z
  .object({
    id: zId.optional(),
    name: name(GOODS_MSG.nameRequired),
    days: z.coerce.number().int().min(1).max(30),
    departure: text(50),
    meetingPoint: z.string().trim().min(1, GOODS_MSG.meetingPointRequired).max(255),
    meetingTime: z
      .string()
      .regex(/^\d{2}:\d{2}$/, MSG.paramInvalid)
      .optional()
      .nullable(),
    itinerary: z
      .array(z.object({ day: z.coerce.number().int().min(1).max(30), title: z.string().trim().min(1).max(100), content: text(2000) }))
      .max(30),
    cover: text(500),
    detail: z.string().max(20000).optional().nullable(),
    dates: z
      .array(z.object({ day: zDate, price: yuanCents, stock }))
      .max(366)
      .default([]),
  })
  .refine((l) => l.itinerary.length === 0 || l.itinerary.length === l.days, { message: GOODS_MSG.itineraryDays, path: ['itinerary'] });
export const lineQuery = zPageQuery.extend({ name: zFilter, shelfStatus: zShelf.optional() });
export const lineShelfForm = z.object({ lineIds: zIds, status: zShelf });
export const lineRemoveForm = z.object({ lineIds: zIds });

// ---------------------------------------------------------------- product lists

export const listItem = z.object({ kind: z.enum(['goods', 'bundle', 'food', 'line']), id: zId });
export const productListForm = z.object({
  id: zId.optional(),
  name: name(GOODS_MSG.nameRequired),
  remark: text(255),
  items: z.array(listItem).min(1, GOODS_MSG.listItemsRequired).max(50, GOODS_MSG.tooManyItems),
});
export const productListQuery = zPageQuery.extend({ name: zFilter });
export const addProductQuery = zPageQuery.extend({ kind: z.enum(['goods', 'bundle', 'food', 'line']).default('goods'), name: zFilter });

// ---------------------------------------------------------------- orders

export const goodsOrderFilters = zPageQuery.extend({
  kind: z.enum(['goods', 'bundle', 'food', 'line']).default('goods'),
  orderNo: zFilter,
  contactPhone: zFilter,
  productName: zFilter,
  trackingNo: zFilter,
  /** An order state, or for goods 'toShip' / 'shipped' (paid, by its parcel). */
  status: zFilter,
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export const goodsOrderId = z.object({ orderId: zId });
export const goodsRemarkForm = z.object({ orderId: zId, remark: z.string().trim().min(1, MSG.paramInvalid).max(500) });
const receiver = {
  receiverName: z.string().trim().min(1, GOODS_MSG.receiverRequired).max(50, GOODS_MSG.receiverRequired),
  receiverPhone: z
    .string()
    .trim()
    .superRefine((v, c) => {
      const m = checkMobile(v);
      if (m) c.addIssue({ code: 'custom', message: m });
    }),
  regionCode,
  address: z.string().trim().min(1, GOODS_MSG.addressDetailRequired).max(255),
};
export const addressForm = z.object(receiver);
export const addressUpdateForm = z.object({ orderId: zId, ...receiver });
export const goodsRefundForm = z.object({
  orderId: zId,
  /** Units to refund (part refund); absent: every line not yet refunded, freight included. */
  guestIds: z.array(zId).max(200).optional(),
  reason: z.string().trim().max(200).optional(),
  idempotencyKey: zIdempotencyKey,
});
export const expressRow = z.object({
  orderNo: z.string().trim().min(1, GOODS_MSG.orderNoRequired).max(40),
  expressCode: z.string().trim().min(1, GOODS_MSG.expressRequired).max(20),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,30}$/, GOODS_MSG.trackingInvalid),
});
export const expressBatchForm = z.object({ rows: z.array(expressRow).min(1, MSG.selectAtLeastOne).max(500, GOODS_MSG.importTooMany) });

// ---------------------------------------------------------------- storefront

const tenantId = z.string().regex(/^\d{6}$/, MSG.paramInvalid);
export const h5ItemQuery = z.object({ id: zId, tenantId });
/** A bundle on the storefront; `day` shows what its dated parts have left that day. */
export const h5BundleQuery = h5ItemQuery.extend({ day: zDate.optional() });
const buyer = {
  tenantId,
  quantity: z.coerce.number().int().min(1).max(99),
  contactName: z.string().trim().min(1, MSG.coContactRequired).max(50),
  contactPhone: z.string().trim().max(20),
  idempotencyKey: z.string().max(64).optional(),
};
export const h5GoodsBuyForm = z.object({
  ...buyer,
  goodsId: zId,
  skuId: zId,
  addressId: zId.optional(),
  address: addressForm.optional(),
});
export const h5BundleBuyForm = z.object({ ...buyer, bundleId: zId, day: zDate.optional() });
export const h5FoodBuyForm = z.object({ ...buyer, foodId: zId });
export const h5LineBuyForm = z.object({ ...buyer, lineId: zId, day: zDate });
export const h5OrderCode = z.object({ code: z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid) });
