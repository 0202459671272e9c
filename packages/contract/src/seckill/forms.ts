import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zCents, zFilter, zId, zPageQuery, zIdCsv } from '../schemas.ts';
import { chinaNow } from '../time.ts';

/** The seckill (秒杀) area's messages, each written once (the server answers them, the forms show them). */
export const SECKILL_MSG = {
  nameRequired: '请输入活动名称',
  nameLong: '活动名称不能超过30个字',
  startRequired: '请选择活动开始时间',
  endRequired: '请选择活动结束时间',
  timeOrder: '活动结束时间须晚于开始时间',
  startPast: '活动开始时间不能早于当前时间',
  endPast: '活动结束时间须晚于当前时间',
  limitRange: '每人限购数量须在1到99之间',
  goodsRequired: '请选择至少一条数据',
  goodsMax: '最多选择五条商品',
  goodsDuplicate: '同一规格不能重复选择',
  goodsOffShelf: '商品已下架或不存在',
  priceRequired: '请输入秒杀价',
  priceAbove: '秒杀价不能高于原价',
  stockRange: '秒杀库存须在1到1000000之间',
  started: '活动已开始，不能修改商品',
  stepOrder: '请先完成上一步',
  shareTitleRequired: '请输入分享标题',
  notRunning: '秒杀活动未开始或已结束',
  soldOut: '秒杀商品已抢光',
  overLimit: (n: number) => `每人限购${n}件`,
  notInSale: '该商品不在此秒杀活动中',
  runningDelete: '进行中的活动不能删除，请先设为失效',
  channelRequired: '请至少选择一个渠道',
} as const;

/** Activity states (computed from the times and the effective flag). */
export const SECKILL_STATUS = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3, INVALID: 4 } as const;
export const SECKILL_STATUS_TEXT: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束', 4: '已失效' };
/** Sale channels (channelType of the poster too). */
export const SECKILL_CHANNELS: Record<string, string> = { h5: 'H5商城', wechat: '微信小程序', alipay: '支付宝小程序' };
/** The storefront page of a seckill (the editor's link catalogue: 'seckill' → pages/seckill/index). */
export const SECKILL_PAGE = 'pages/seckill/index';
export const SECKILL_MAX_GOODS = 5;

/** 'YYYY-MM-DD HH:mm:ss' (China time), as the pickers send it. */
const zTime = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, msg);

export const seckillQuery = zPageQuery.extend({
  name: zFilter,
  activityStatus: z.coerce.number().int().min(1).max(4).optional(),
});
export const seckillIdQuery = z.object({ seckillId: zId });
export const seckillIdsQuery = z.object({ ids: zIdCsv });
export const seckillEffectiveQuery = z.object({
  seckillIds: zIdCsv,
  status: z.coerce.number().int().min(0).max(1),
});
export const posterQuery = z.object({ seckillId: zId, channelType: z.enum(['h5', 'wechat', 'alipay']).default('wechat') });

export const seckillInfoForm = z
  .object({
    id: zId.optional(),
    name: z.string({ error: SECKILL_MSG.nameRequired }).trim().min(1, SECKILL_MSG.nameRequired).max(30, SECKILL_MSG.nameLong),
    startTime: zTime(SECKILL_MSG.startRequired),
    endTime: zTime(SECKILL_MSG.endRequired),
    limitNum: z.coerce
      .number({ error: SECKILL_MSG.limitRange })
      .int(SECKILL_MSG.limitRange)
      .min(1, SECKILL_MSG.limitRange)
      .max(99, SECKILL_MSG.limitRange),
  })
  .refine((f) => f.endTime > f.startTime, { message: SECKILL_MSG.timeOrder, path: ['endTime'] })
  // a new sale starting in the past could never get its goods (they are fixed once it starts); the
  // minutes of grace are for the time it takes to fill the form after picking "now"
  .refine((f) => f.id !== undefined || f.startTime >= chinaNow(-START_GRACE_MINUTES), {
    message: SECKILL_MSG.startPast,
    path: ['startTime'],
  })
  .refine((f) => f.endTime > chinaNow(), { message: SECKILL_MSG.endPast, path: ['endTime'] });
const START_GRACE_MINUTES = 10;

export const seckillGoodsItem = z.object({
  productId: zId,
  skuId: zId,
  seckillPrice: zCents,
  stock: z.coerce
    .number({ error: SECKILL_MSG.stockRange })
    .int(SECKILL_MSG.stockRange)
    .min(1, SECKILL_MSG.stockRange)
    .max(1_000_000, SECKILL_MSG.stockRange),
});
export const seckillGoodsForm = z.object({
  seckillId: zId,
  goodsList: z.array(seckillGoodsItem).min(1, SECKILL_MSG.goodsRequired).max(SECKILL_MAX_GOODS, SECKILL_MSG.goodsMax),
});
export const seckillShareForm = z.object({
  seckillId: zId,
  shareTitle: z.string({ error: SECKILL_MSG.shareTitleRequired }).trim().min(1, SECKILL_MSG.shareTitleRequired).max(50),
  shareImage: z.string().trim().max(500).optional().nullable(),
});
export const seckillChannelForm = z.object({
  seckillId: zId,
  channels: z.array(z.enum(['h5', 'wechat', 'alipay'])).min(1, SECKILL_MSG.channelRequired),
});

/** The storefront's seckill home (public: the tenant from the link). */
export const h5SeckillQuery = z.object({ tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) });
/** The storefront's seckill purchase (a logged-in customer; the phone is the customer's). */
export const h5SeckillBuyForm = z.object({
  seckillId: zId,
  goodsId: zId,
  touristDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.paramInvalid),
  quantity: z.coerce.number().int().min(1).max(99),
  contactName: z.string().trim().max(50).default(''),
  /** A coupon of the customer's, taken off the seckill price (the coupon's own rules apply). */
  couponId: zId.optional(),
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{16,64}$/, MSG.coIdempotencyKeyInvalid)
    .optional(),
});
