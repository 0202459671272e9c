import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zFilter, zId, zIdText, zIds, zPageQuery } from '../schemas.ts';

export const MEMBER_MSG = {
  levelNameRequired: '请输入等级名称',
  levelNameMax: '等级名称最多20个字',
  levelNoRange: '等级须为1到20的整数',
  growthRange: '成长值须为0到99999999的整数',
  discountRange: '折扣须为1到100的整数(100为不打折)',
  levelNoExists: '该等级已存在',
  growthOrder: '成长值门槛须高于下一级、低于上一级',
  levelInUse: '该等级下还有会员,不能删除',
  perYuanRange: '每元可得数须为0到100的整数',
  validDaysRange: '有效天数须为0到3650的整数',
  memberNameRequired: '请输入会员名称',
  notEnoughPoints: '积分不足',
  rightNameRequired: '请输入权益名称',
} as const;

const int = (min: number, max: number, msg: string) => z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

/** Base settings (会员设置): the programme's name, how points are earned and how long they last. */
export const memberBaseForm = z.object({
  enabled: z.coerce.number().int().min(0).max(1).default(1),
  memberName: z.string({ error: MEMBER_MSG.memberNameRequired }).trim().min(1, MEMBER_MSG.memberNameRequired).max(50),
  pointsPerYuan: int(0, 100, MEMBER_MSG.perYuanRange),
  pointsValidDays: int(0, 3650, MEMBER_MSG.validDaysRange),
  ruleText: z.string().max(2000).optional().default(''),
});
/** Speed rules: growth from paid orders. */
export const memberSpeedForm = z.object({
  growthPerYuan: int(0, 100, MEMBER_MSG.perYuanRange),
  growthMaxPerOrder: int(0, 99_999_999, MEMBER_MSG.growthRange),
});
export const memberLevelForm = z.object({
  id: zId.optional(),
  name: z.string({ error: MEMBER_MSG.levelNameRequired }).trim().min(1, MEMBER_MSG.levelNameRequired).max(20, MEMBER_MSG.levelNameMax),
  levelNo: int(1, 20, MEMBER_MSG.levelNoRange),
  growthMin: int(0, 99_999_999, MEMBER_MSG.growthRange),
  discount: int(1, 100, MEMBER_MSG.discountRange).default(100),
  discountEnabled: z.coerce.number().int().min(0).max(1).default(0),
  icon: z.string().max(500).optional().default(''),
  remark: z.string().max(200).optional().default(''),
});
/** 会员折扣: each level's discount, saved together. */
export const memberDiscountForm = z.object({
  levels: z
    .array(z.object({ id: zId, discount: int(1, 100, MEMBER_MSG.discountRange), discountEnabled: z.coerce.number().int().min(0).max(1) }))
    .min(1)
    .max(20),
});
export const RIGHT_TYPES = {
  discount: '会员折扣',
  points: '积分加倍',
  birthday: '生日礼包',
  coupon: '专属优惠券',
  goods: '专属商品',
  service: '专属客服',
} as const;
export type RightType = keyof typeof RIGHT_TYPES;
export const levelRightsForm = z.object({
  levelId: zId,
  rights: z
    .array(
      z.object({
        rightType: z.enum(Object.keys(RIGHT_TYPES) as [RightType, ...RightType[]]),
        name: z.string().trim().min(1, MEMBER_MSG.rightNameRequired).max(50),
        enabled: z.coerce.number().int().min(0).max(1).default(1),
        value: z.coerce.number().int().min(0).max(1_000_000).default(0),
        remark: z.string().max(200).optional().default(''),
      }),
    )
    .max(20),
});
export const rightGoodsForm = z.object({
  levelId: zId,
  items: z
    .array(
      z.object({
        targetId: zIdText,
        targetName: z.string().trim().min(1).max(100),
        quantity: z.coerce.number().int().min(1).max(99).default(1),
      }),
    )
    .max(50),
});
export const selectorQuery = zPageQuery.extend({ name: zFilter, typeId: zId.optional() });

export interface MemberBase {
  enabled: number;
  memberName: string;
  pointsPerYuan: number;
  pointsValidDays: number;
  ruleText: string;
}
export interface MemberSpeed {
  growthPerYuan: number;
  growthMaxPerOrder: number;
}
export interface MemberLevelRow {
  id: string;
  name: string;
  levelNo: number;
  growthMin: number;
  discount: number;
  discountEnabled: number;
  icon: string | null;
  remark: string | null;
  memberCount: number;
  [k: string]: unknown;
}
export interface LevelRightRow {
  id: string;
  levelId: string;
  rightType: RightType;
  name: string;
  enabled: number;
  value: number;
  remark: string | null;
}
export interface RightGoodsRow {
  targetId: string;
  targetName: string;
  quantity: number;
}
export const LEDGER_REASON_LABELS: Record<string, string> = {
  earn: '订单获得',
  refund: '退款扣回',
  spend: '积分兑换',
  expire: '过期',
  adjust: '调整',
};

type AnyRow = Record<string, unknown>;
export const MEMBER_PERMS = { settings: 'member_settings_edit', discount: 'member_discount_edit' } as const;
const MB = '/yym-biz-advanced/member';
const READ = ['member_settings', 'member_discount', 'merchant_user'];
const get = <Q extends z.ZodType, R>(path: string, summary: string, query: Q, _r?: R) =>
  endpoint({ method: 'GET', path: `${MB}${path}`, summary, query, perm: READ, response: returns<R>() });
const post = <B extends z.ZodType, R>(path: string, summary: string, body: B, perm: string, _r?: R) =>
  endpoint({ method: 'POST', path: `${MB}${path}`, summary, body, perm: [perm], response: returns<R>() });

/** yym-biz-advanced/member: the member programme (spec 3 §7). */
export const memberApi = {
  baseDetail: get('/base/detail', 'Member settings: detail', z.object({}), {} as MemberBase),
  baseSubmit: post('/base/submit', 'Member settings: save', memberBaseForm, MEMBER_PERMS.settings, {} as MemberBase),
  levelList: get('/level/list', 'Member levels', z.object({}), [] as MemberLevelRow[]),
  levelDetail: get('/level/detail', 'Member level: detail', z.object({ id: zId }), {} as MemberLevelRow),
  levelSubmit: post('/level/submit', 'Member level: add or update', memberLevelForm, MEMBER_PERMS.settings, {} as MemberLevelRow),
  levelRemove: endpoint({
    method: 'POST',
    path: `${MB}/level/remove`,
    summary: 'Member level: remove',
    query: z.object({ ids: zIds }),
    perm: [MEMBER_PERMS.settings],
    response: returns<number>(),
  }),
  discountSubmit: post('/discount/submit', 'Member discount of each level: save', memberDiscountForm, MEMBER_PERMS.discount, 0 as number),
  rightList: get('/level/right/list', 'Level rights', z.object({ levelId: zId }), [] as LevelRightRow[]),
  rightSubmitByBatch: post(
    '/level/right/submitByBatch',
    'Level rights: save all',
    levelRightsForm,
    MEMBER_PERMS.settings,
    [] as LevelRightRow[],
  ),
  rightGoodsDetail: get('/right/goods/detail', 'Right goods of a level', z.object({ levelId: zId }), [] as RightGoodsRow[]),
  rightGoodsSave: post('/right/goods/save', 'Right goods of a level: save', rightGoodsForm, MEMBER_PERMS.settings, [] as RightGoodsRow[]),
  rightCouponDetail: get('/right/coupon/detail', 'Right coupons of a level', z.object({ levelId: zId }), [] as RightGoodsRow[]),
  rightCouponSave: post(
    '/right/coupon/save',
    'Right coupons of a level: save',
    rightGoodsForm,
    MEMBER_PERMS.settings,
    [] as RightGoodsRow[],
  ),
  speedDetail: get('/speedDetail', 'Growth speed rules', z.object({}), {} as MemberSpeed),
  updateSpeed: post('/updateSpeed', 'Growth speed rules: save', memberSpeedForm, MEMBER_PERMS.settings, {} as MemberSpeed),
  classify: get('/select/classify', 'Selector: product categories', z.object({}), [] as AnyRow[]),
  poi: get('/select/poi', 'Selector: scenic spots', selectorQuery, {} as Page<AnyRow>),
  hotel: get('/select/hotel', 'Selector: hotels', selectorQuery, {} as Page<AnyRow>),
  skuPage: get('/select/sku/page', 'Selector: skus', selectorQuery, {} as Page<AnyRow>),
  ticketPage: get('/select/getTicketPage', 'Selector: tickets', selectorQuery, {} as Page<AnyRow>),
};
