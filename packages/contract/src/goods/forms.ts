import { z } from 'zod';
import { MSG } from '../messages.ts';
import { checkMobile } from '../validation.ts';
import { zDate, zFilter, zId, zIdempotencyKey, zIds, zPageQuery } from '../schemas.ts';

/** The goods area's messages, each written once (the server answers them, the forms show them). */
export const GOODS_MSG = {
  nameRequired: '请输入名称',
  goodsNameRequired: '请输入商品名称',
  skuRequired: '请至少设置一个规格(SKU)',
  skuDuplicate: '规格组合重复',
  skuNotInSpecs: (text: string) => `规格组合「${text}」与规格项不符`,
  specValuesRequired: '每个规格项至少一个规格值',
  priceInvalid: '价格须在0.01到999999元之间',
  stockInvalid: '库存须为0到999999之间的整数',
  weightInvalid: '重量须为0到1000000克之间的整数',
  feeInvalid: '运费须在0到9999元之间',
  unitInvalid: '计费单位须为1到1000000之间的整数',
  thresholdInvalid: '包邮条件须为1到99999999之间的整数',
  regionRequired: '请选择地区',
  regionUnknown: (code: string) => `地区编码${code}不存在`,
  freightRequired: '请选择运费模板',
  freightMissing: '运费模板不存在',
  freightInUse: '运费模板已被商品使用,无法删除',
  noDelivery: '该地区不配送',
  offShelf: '商品已下架或不存在',
  stockNotEnough: '库存不足',
  quantityRange: (max: number) => `购买数量须在1到${max}之间`,
  onShelfFirstOff: '请先下架再删除',
  shelfNeedsSku: '请先设置规格和库存再上架',
  addressRequired: '请填写收货地址',
  receiverRequired: '请填写收货人',
  addressDetailRequired: '请填写详细地址',
  addressMissing: '收货地址不存在',
  notGoodsOrder: '不是商品订单',
  notShippable: '订单当前状态不可发货',
  alreadyShipped: '订单已发货,不可修改收货地址',
  notShipped: '订单尚未发货',
  expressRequired: '请选择快递公司',
  expressUnknown: (name: string) => `快递公司「${name}」不存在`,
  trackingRequired: '请输入快递单号',
  trackingInvalid: '快递单号须为6到30位字母或数字',
  trackingUsed: '该快递单号已用于其他订单',
  orderNoRequired: '请输入订单号',
  orderNoUnknown: '订单不存在',
  importEmpty: '文件中没有数据行',
  importTooMany: '单次最多导入500行',
  importBadFile: '请上传xlsx文件',
  notClosable: '仅待支付订单可关闭',
  refundNothing: '没有可退的商品',
  partsRequired: '请添加组合的商品',
  partMissing: '组合中的商品不存在',
  partsNotEnough: '组合商品中有商品库存不足',
  restaurantRequired: '请输入餐厅名称',
  meetingPointRequired: '请输入集合地点',
  itineraryDays: '行程天数与行程安排不一致',
  dateRequired: '请选择出发日期',
  dateNotOnSale: '该日期不可预订',
  datePast: '出发日期不能早于今天',
  listItemsRequired: '请选择商品',
  tooManyItems: '最多选择50个商品',
} as const;

/** Status labels of the area. */
export const DELIVERY_STATUS_TEXT: Record<number, string> = { 0: '待发货', 1: '已发货', 2: '已收货' };
export const FOOD_TYPE_TEXT: Record<number, string> = { 1: '餐厅代金券', 2: '套餐' };
export const CHARGE_TYPE_TEXT: Record<number, string> = { 1: '按件数', 2: '按重量' };
export const FREE_KIND_TEXT: Record<number, string> = { 1: '满件包邮', 2: '满额包邮' };
export const SALE_KIND_TEXT: Record<string, string> = { goods: '商品', bundle: '组合商品', food: '美食', line: '线路' };
export const GOODS_CHANNELS: Record<string, string> = { h5: 'H5商城', wx: '微信小程序', ali: '支付宝小程序' };
/** Couriers the express-tracking platform (KDNIAO) knows, by its codes. */
export const EXPRESS_COMPANIES: Record<string, string> = {
  SF: '顺丰速运',
  ZTO: '中通快递',
  YTO: '圆通速递',
  STO: '申通快递',
  YD: '韵达速递',
  JD: '京东快递',
  EMS: 'EMS',
  YZPY: '邮政快递包裹',
  JTSD: '极兔速递',
};

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
    .array(z.object({ partKind: z.enum(['sku', 'food', 'line_date']), partId: zId, qty: z.coerce.number().int().min(1).max(99) }))
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
export const h5BundleBuyForm = z.object({ ...buyer, bundleId: zId });
export const h5FoodBuyForm = z.object({ ...buyer, foodId: zId });
export const h5LineBuyForm = z.object({ ...buyer, lineId: zId, day: zDate });
export const h5OrderCode = z.object({ code: z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid) });
