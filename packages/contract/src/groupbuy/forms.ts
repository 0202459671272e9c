import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zCents, zFilter, zId, zIds, zPageQuery } from '../schemas.ts';

/** The group-buy (拼团) area's messages, each written once (the server answers them, the forms show them). */
export const GROUPBUY_MSG = {
  nameRequired: '请输入活动名称',
  nameLong: '活动名称不能超过30个字',
  startRequired: '请选择活动开始时间',
  endRequired: '请选择活动结束时间',
  timeOrder: '活动结束时间须晚于开始时间',
  sizeRange: '成团人数须在2到50之间',
  hoursRange: '成团时限须在1到720小时之间',
  limitRange: '每人限购数量须在1到99之间',
  goodsRequired: '请选择至少一条商品',
  goodsMax: '最多选择五条商品',
  goodsDuplicate: '同一规格不能重复选择',
  goodsOffShelf: '商品已下架或不存在',
  priceRequired: '请输入拼团价',
  priceAbove: '拼团价不能高于原价',
  shareTitleRequired: '请输入分享标题',
  channelRequired: '请至少选择一个渠道',
  notRunning: '拼团活动未开始或已结束',
  notInActivity: '该商品不在此拼团活动中',
  groupClosed: '该团已满员或已结束，请参加其他团',
  overLimit: (n: number) => `每人限购${n}件`,
  runningDelete: '进行中的活动不能删除，请先设为失效',
  started: '活动已有人参团，不能修改商品',
} as const;

/** Activity states (computed from the times and the effective flag). */
export const GROUPBUY_STATUS = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3, INVALID: 4 } as const;
export const GROUPBUY_STATUS_TEXT: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束', 4: '已失效' };
/** A group's states: 1 拼团中, 2 已成团, 3 未成团 (refunded). */
export const GROUP_STATE = { OPEN: 1, FORMED: 2, FAILED: 3 } as const;
export const GROUP_STATE_TEXT: Record<number, string> = { 1: '拼团中', 2: '已成团', 3: '未成团' };
export const GROUPBUY_CHANNELS: Record<string, string> = { h5: 'H5商城', wechat: '微信小程序', alipay: '支付宝小程序' };
/** The storefront page (the editor's link catalogue: 'groupBuy' → pages/groupbuy/list). */
export const GROUPBUY_PAGE = 'pages/groupbuy/list';
export const GROUPBUY_MAX_GOODS = 5;

const zTime = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, msg);
const zInt = (min: number, max: number, msg: string) => z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

export const groupBuyQuery = zPageQuery.extend({
  name: zFilter,
  activityStatus: z.coerce.number().int().min(1).max(4).optional(),
});
export const groupBuyIdQuery = z.object({ groupBuyId: zId });
export const groupBuyIdsForm = z.object({ ids: zIds });
export const groupBuyEffectiveForm = z.object({ ids: zIds, status: z.coerce.number().int().min(0).max(1) });

export const groupBuyGoodsItem = z.object({
  productId: zId,
  skuId: zId,
  groupPrice: zCents,
});
const goodsList = z
  .array(groupBuyGoodsItem, { error: GROUPBUY_MSG.goodsRequired })
  .min(1, GROUPBUY_MSG.goodsRequired)
  .max(GROUPBUY_MAX_GOODS, GROUPBUY_MSG.goodsMax);

/** The whole activity in one form (the dialog's steps save together). */
export const groupBuyForm = z
  .object({
    id: zId.optional(),
    name: z.string({ error: GROUPBUY_MSG.nameRequired }).trim().min(1, GROUPBUY_MSG.nameRequired).max(30, GROUPBUY_MSG.nameLong),
    startTime: zTime(GROUPBUY_MSG.startRequired),
    endTime: zTime(GROUPBUY_MSG.endRequired),
    groupSize: zInt(2, 50, GROUPBUY_MSG.sizeRange),
    hours: zInt(1, 720, GROUPBUY_MSG.hoursRange),
    limitNum: zInt(1, 99, GROUPBUY_MSG.limitRange),
    goodsList,
  })
  .refine((f) => f.endTime > f.startTime, { message: GROUPBUY_MSG.timeOrder, path: ['endTime'] });
export const groupBuyGoodsForm = z.object({ groupBuyId: zId, goodsList });
export const groupBuyShareForm = z.object({
  groupBuyId: zId,
  shareTitle: z.string({ error: GROUPBUY_MSG.shareTitleRequired }).trim().min(1, GROUPBUY_MSG.shareTitleRequired).max(50),
  shareImage: z.string().trim().max(500).optional().nullable(),
});
export const groupBuyChannelForm = z.object({
  groupBuyId: zId,
  channels: z.array(z.enum(['h5', 'wechat', 'alipay'])).min(1, GROUPBUY_MSG.channelRequired),
});
export const groupBuySkuQuery = zPageQuery.extend({ name: zFilter });

export const h5GroupBuyQuery = z.object({ tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) });
/** Open a new group (no groupId) or join an open one: an ordinary ticket order at the group price. */
export const h5GroupBuyJoinForm = z.object({
  groupBuyId: zId,
  goodsId: zId,
  groupId: zId.optional(),
  touristDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.paramInvalid),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  contactName: z.string().trim().max(50).default(''),
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{16,64}$/, MSG.coIdempotencyKeyInvalid)
    .optional(),
});
