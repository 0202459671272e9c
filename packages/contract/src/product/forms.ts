import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zStoreTenantId } from '../decoration/storefront.ts';
import { zCents, zDate, zFilter, zId, zPageQuery, zInt } from '../schemas.ts';

/** Sales systems (channels) a product can be listed in. */
export const SALES_SYSTEMS = [
  { code: 'wechat', name: '微信小程序' },
  { code: 'alipay', name: '支付宝小程序' },
  { code: 'h5', name: 'H5商城' },
  { code: 'douyin', name: '抖音' },
  { code: 'window', name: '窗口售票' },
  { code: 'backoffice', name: '后台下单' },
  { code: 'ota', name: 'OTA分销' },
] as const;
export const zSalesSystem = z.enum(SALES_SYSTEMS.map((s) => s.code) as [string, ...string[]]);

/** 0 不分销, 1 统一价 (the sku's default price under the rule), 2 按日历价 (each date's price under the rule). */
export const DIS_MODELS = { 0: '不分销', 1: '统一价', 2: '按日历价' } as const;
export const DIS_MODEL_OPTIONS = [
  { value: 0, label: '不分销' },
  { value: 1, label: '统一价' },
  { value: 2, label: '按日历价' },
];
/** Weekday names, Sunday first (0 = Sunday, as the calendar rules count them). */
export const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

const productText = (max: number) => z.string().max(max).optional().nullable();
/** A price of the product form (cents). */
const productCents = z.coerce.number().int(MSG.coPriceInvalid).min(0, MSG.coPriceInvalid).max(99_999_999_99);
const zWeekly = z.string().regex(/^([0-6](,[0-6])*)?$/, MSG.paramInvalid);
const zDisDate = z.string().regex(/^(\d{4}-\d{2}-\d{2}(,\d{4}-\d{2}-\d{2})*)?$/, MSG.paramInvalid);
/** Weekdays of a batch change (0 = Sunday). */
export const zWeekdays = z.array(z.coerce.number().int().min(0).max(6)).min(1, MSG.coBatchNoDates).max(7);
export const zIdList = (max: number) => z.array(zId).min(1, MSG.selectAtLeastOne).max(max);

export const productQuery = zPageQuery.extend({
  name: zFilter,
  id: zId.optional(),
  shelfStatus: zInt().optional(),
  spuType: zInt().optional(),
  poiId: zId.optional(),
  categoryId: zId.optional(),
  classifyId: zId.optional(),
  labelId: zId.optional(),
  poiParentTypeId: zId.optional(),
});
/** The storefront's search: a few words, a short page (public, so small). */
export const storeSearchQuery = z.object({
  tenantId: zStoreTenantId,
  keyword: z.string().trim().max(30, '搜索词不能超过30个字').default(''),
  current: zInt().min(1).max(50).default(1),
  size: zInt().min(1).max(20).default(10),
});
export const productInfoForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, '请输入商品名称').max(100),
  poiId: zId.optional().nullable(),
  classifyId: zId.optional().nullable(),
  spuType: z.coerce.number().int().min(1).max(99).default(1),
  image: productText(500),
  labelIds: z.array(zId).max(20).optional(),
  needConfirm: z.coerce.number().int().min(0).max(1).optional(),
  needIdCard: z.coerce.number().int().min(0).max(1).optional(),
  maxBuy: z.coerce.number().int().min(1).max(99).optional(),
  originalPrice: productCents.optional(),
  sort: zInt().optional(),
});
export const productImageForm = z.object({ id: zId, image: productText(500), images: productText(5000) });
export const productDetailForm = z.object({ id: zId, detail: productText(100_000) });
export const productRuleForm = z.object({
  id: zId,
  weekly: zWeekly.optional(),
  disDate: zDisDate.optional(),
  refundRule: z.coerce.number().int().min(0).max(2).optional(),
  expireRule: z.coerce.number().int().min(1).max(2).optional(),
  etPkTime: productText(200),
  etPkAddress: productText(255),
  changeTktTime: productText(200),
  changeTktAddress: productText(255),
  cancelOrderText: productText(5000),
  advText: productText(5000),
  etText: productText(5000),
  costDesc: productText(5000),
  costNotDesc: productText(5000),
  receipsDesc: productText(5000),
  otDesc: productText(5000),
});
export const inventoryForm = z.object({
  id: zId,
  skus: z
    .array(
      z.object({
        id: zId.optional(),
        name: z.string().trim().min(1).max(100),
        price: productCents,
        originalPrice: productCents.optional(),
      }),
    )
    .max(50)
    .optional(),
  /** Calendar rows to set: a sku (id or index into skus), dates or a range with weekdays. */
  calendar: z
    .array(
      z.object({
        skuId: zId.optional(),
        skuIndex: z.number().int().min(0).optional(),
        dates: z.array(zDate).max(400).optional(),
        startDate: zDate.optional(),
        endDate: zDate.optional(),
        weekdays: z.array(z.number().int().min(0).max(6)).optional(),
        price: productCents,
        stock: z.coerce.number().int().min(0).max(10_000_000),
      }),
    )
    .max(50)
    .optional(),
});
export const inventoryQuery = z.object({ id: zId, startDate: zDate.optional(), endDate: zDate.optional() });
export const stockRecordQuery = zPageQuery.extend({
  productId: zId.optional(),
  skuId: zId.optional(),
  reason: zFilter,
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});

export const batchChangeForm = z.object({
  productId: zId,
  skuIds: z.array(zId).min(1, MSG.coSkuRequired).max(50),
  startDate: zDate,
  endDate: zDate,
  weekdays: zWeekdays.optional(),
  /** Selling price in cents; absent = keep each date's price. */
  price: zCents.optional().nullable(),
  /** Total stock of each date including what is sold; absent = keep. The free stock becomes stock - sold. */
  stock: z.coerce.number().int().min(0, MSG.paramInvalid).max(10_000_000).optional().nullable(),
  /** Answer what would change without changing it (the dialog's count before confirming). */
  dryRun: z.boolean().optional(),
});
export const channelModelForm = z.object({
  id: zId,
  channels: z.array(zSalesSystem).max(10).optional(),
  disModel: z.coerce.number().int().min(0).max(2).optional(),
});
/** The shop of a public product link (`?tenantId=`); a missing one reads as an incomplete shop link. */
export const zTenantCode = zStoreTenantId;
