import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zCents, zDate, zFilter, zId, zIdempotencyKey, zIds, zInt, zMobile, zPageQuery } from '../schemas.ts';

/** The blind-box area's messages, each written once (the server answers them, the forms show them). */
export const BLINDBOX_MSG = {
  nameRequired: '请输入盲盒名称',
  priceRequired: '请输入售价',
  saleTimeRange: '销售结束时间不能早于开始时间',
  prizesRequired: '请至少添加一个奖品',
  prizeNameRequired: '请输入奖品名称',
  prizeQuantity: '奖品数量须为1到100000的整数',
  prizeWeight: '中奖权重须为1到1000000的整数',
  tooManyPrizes: '奖品最多50种',
  noDraft: '没有待发布的奖池草稿,请先保存',
  noPool: '请先发布奖池再上架',
  offShelf: '盲盒已下架或不存在',
  notOnSale: '盲盒不在销售时间内',
  soldOut: '奖品已抽完',
  quantityRange: (max: number) => `每单可购买1到${max}个`,
  onShelfNoDelete: '请先下架再删除',
  channelsRequired: '请至少选择一个销售渠道',
  notDrawn: '订单未支付开盒,不能售后',
  notUnpaid: '只能关闭待支付的订单',
  refunded: '订单已退款',
  notVerifiable: '奖池尚未公开种子,公开后可验证',
} as const;

/** Where a box is sold (updateChannel). */
export const BLINDBOX_CHANNELS = [
  { value: 'h5', label: 'H5商城' },
  { value: 'mini', label: '小程序' },
  { value: 'window', label: '窗口' },
] as const;

/** operateAfterSale's kinds. */
export const BLINDBOX_AFTER_SALE = { EXCHANGE: 1, REFUND: 2, RESHIP: 3 } as const;
export const BLINDBOX_AFTER_SALE_TEXT: Record<number, string> = { 1: '换货', 2: '退款', 3: '补发' };

const text = (max: number) => z.string().trim().max(max).optional().nullable();
const int = (min: number, max: number, msg: string = MSG.paramInvalid) => z.coerce.number().int(msg).min(min, msg).max(max, msg);
const tenant = z.string().regex(/^\d{6}$/, MSG.paramInvalid);
const time = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, MSG.paramInvalid)
  .optional()
  .nullable();

export const blindBoxQuery = zPageQuery.extend({ name: zFilter, shelfStatus: int(0, 1).optional() });
export const blindBoxId = z.object({ id: zId });
export const blindBoxIdOf = z.object({ boxId: zId });
export const blindBoxIds = z.object({ ids: zIds });
export const blindBoxShelfForm = z.object({ boxIds: zIds, status: int(0, 1) });

export const blindBoxInfoForm = z
  .object({
    id: zId.optional(),
    name: z.string().trim().min(1, BLINDBOX_MSG.nameRequired).max(100),
    cover: text(500),
    price: zCents,
    originalPrice: zCents.default(0),
    poiId: zId.optional().nullable(),
    saleStart: time,
    saleEnd: time,
    perOrder: int(1, 50).default(10),
  })
  .refine((f) => !f.saleStart || !f.saleEnd || f.saleEnd >= f.saleStart, {
    message: BLINDBOX_MSG.saleTimeRange,
    path: ['saleEnd'],
  });
export const blindBoxInstructionsForm = z.object({ boxId: zId, instructions: z.string().trim().max(5000) });
export const blindBoxChannelForm = z.object({
  boxId: zId,
  channels: z.array(z.enum(['h5', 'mini', 'window'])).min(1, BLINDBOX_MSG.channelsRequired),
});

export const blindBoxPrizeInput = z.object({
  name: z.string().trim().min(1, BLINDBOX_MSG.prizeNameRequired).max(50),
  image: text(500),
  quantity: int(1, 100_000, BLINDBOX_MSG.prizeQuantity),
  weight: int(1, 1_000_000, BLINDBOX_MSG.prizeWeight),
});
export const blindBoxJackpotForm = z.object({
  boxId: zId,
  prizes: z.array(blindBoxPrizeInput).min(1, BLINDBOX_MSG.prizesRequired).max(50, BLINDBOX_MSG.tooManyPrizes),
});

// ---------------------------------------------------------------- orders

export const blindBoxOrderFilters = zPageQuery.extend({
  orderNo: zFilter,
  contactPhone: zFilter,
  boxId: zId.optional(),
  orderStatus: zInt().optional(),
  start: zDate.optional(),
  end: zDate.optional(),
});
export const blindBoxOrderId = z.object({ orderId: zId });
export const blindBoxAfterSaleQuery = z.object({ orderId: zId, date: zDate.optional() });
export const blindBoxAfterSaleForm = z.object({
  orderId: zId,
  type: int(1, 3),
  reason: z.string().trim().max(200).optional(),
  expressNo: z.string().trim().max(50).optional(),
  idempotencyKey: zIdempotencyKey,
});

// ---------------------------------------------------------------- storefront

export const h5BlindBoxQuery = z.object({ id: zId, tenantId: tenant });
export const h5BlindBoxBuyForm = z.object({
  tenantId: tenant,
  boxId: zId,
  quantity: int(1, 50),
  contactName: z.string().trim().min(1, MSG.coContactRequired).max(50),
  contactPhone: zMobile,
  idempotencyKey: zIdempotencyKey,
});
export const h5BlindBoxCode = z.object({ code: z.string().regex(/^[\w-]{10,64}$/, MSG.paramInvalid) });
export const h5BlindBoxPoolQuery = z.object({ poolId: zId, tenantId: tenant });
