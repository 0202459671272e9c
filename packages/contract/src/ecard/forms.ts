import { z } from 'zod';
import { MSG } from '../messages.ts';
import { checkIdCard, checkMobile } from '../validation.ts';
import { withCheck, zCents, zDate, zFilter, zId, zIdempotencyKey, zIds, zPageQuery, zInt } from '../schemas.ts';
import { chinaToday } from '../time.ts';

/** The e-card area's messages, each written once (the server answers them, the forms show them). */
export const ECARD_MSG = {
  nameRequired: '请输入电子卡名称',
  validityRequired: '请选择有效期',
  validityDates: '有效期结束日期须不早于开始日期',
  projectRequired: '请至少添加一个适用项目',
  projectNameRequired: '请输入项目名称',
  projectLimit: '每日次数不能大于总次数',
  stepOrder: '请先完成上一步',
  notComplete: '电子卡信息未填写完整,不能上架',
  onShelfDelete: '请先下架再删除',
  hasHolders: '已有用户持有该卡,不能删除',
  offShelf: '电子卡已下架或不存在',
  soldOut: '电子卡库存不足',
  countRange: '生成数量须在1到100000之间',
  codeInvalid: '激活码无效或已被使用',
  tooManyAttempts: '激活尝试过于频繁,请稍后再试',
  batchForbidden: '该批次激活码已禁用',
  holderRequired: '请填写持卡人姓名',
  idCardRequired: '该卡须实名,请填写身份证号',
  cardNotFound: '未找到该电子卡',
  cardCancelled: '该电子卡已作废',
  cardNotActive: '该电子卡未激活',
  cardNotStarted: '该电子卡未到有效期',
  cardExpired: '该电子卡已过有效期',
  noProject: '该电子卡不适用于本项目',
  usedUp: (name: string) => `${name}次数已用完`,
  dayUsedUp: (name: string) => `${name}今日次数已用完`,
  cardUsed: '该订单的电子卡已使用,不能退款,请使用强制退款',
  noRefundPending: '没有待确认的退款申请',
  notPaid: '订单未支付',
  validityEnd: '有效期结束日期不能早于开始日期',
  validityPast: '有效期结束日期不能早于今天',
  upgradeSame: '升级前后的卡不能相同',
} as const;

/** Code tables of the area. */
export const ECARD_TYPES: Record<number, string> = { 1: '年卡', 2: '次卡', 3: '会员卡' };
export const ECARD_VALIDITY: Record<number, string> = { 1: '固定日期', 2: '激活后N天' };
export const USER_CARD_STATUS: Record<number, string> = { 0: '待激活', 1: '使用中', 2: '已作废', 3: '退款中', 4: '已冻结' };
export const USER_CARD_SOURCE: Record<number, string> = { 1: '购买', 2: '激活码兑换', 3: '赠送', 4: '导入' };
export const CODE_STATUS: Record<number, string> = { 0: '未使用', 1: '已激活', 2: '已禁用' };
export const BATCH_STATUS: Record<number, string> = { 1: '已启用', 0: '已禁用' };
/** Activation codes: no look-alike characters (0/O, 1/I/L), 16 of 31 symbols ≈ 79 bits. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 16;
/** The prefix of a held card's entry QR (the gate tells it from a ticket's by it). */
export const ECARD_QR_PREFIX = 'EC';

const int = (min: number, max: number) => z.coerce.number().int(MSG.paramInvalid).min(min, MSG.paramInvalid).max(max, MSG.paramInvalid);
const text = (max: number) => z.string().trim().max(max).optional().nullable();
const flag = z.coerce.number().int().min(0).max(1);
const phone = withCheck(z.string().trim(), checkMobile);
/** An ID card number under the contract's rules, or nothing. */
const idCard = z
  .string()
  .trim()
  .toUpperCase()
  .max(18)
  .superRefine((v, c) => {
    const m = v ? checkIdCard(v) : null;
    if (m) c.addIssue({ code: 'custom', message: m });
  })
  .optional()
  .nullable();

export const cardQuery = zPageQuery.extend({ name: zFilter, shelfStatus: flag.optional(), cardType: int(1, 3).optional() });
export const cardInfoForm = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, ECARD_MSG.nameRequired).max(100),
  cardType: int(1, 3).default(1),
  cover: text(500),
  price: zCents,
  originalPrice: zCents.default(0),
  stock: int(0, 10_000_000).default(0),
  intro: text(5000),
  notice: text(2000),
  channels: z.string().trim().max(200).default('h5'),
});
export const cardRuleForm = z
  .object({
    id: zId,
    validityType: int(1, 2),
    validStart: zDate.optional().nullable(),
    validEnd: zDate.optional().nullable(),
    validDays: int(1, 3650).default(365),
    realName: flag.default(0),
    faceCheck: flag.default(0),
  })
  .superRefine((v, c) => {
    if (v.validityType === 1 && (!v.validStart || !v.validEnd)) c.addIssue({ code: 'custom', message: ECARD_MSG.validityRequired });
    else if (v.validityType === 1 && v.validEnd! < v.validStart!) c.addIssue({ code: 'custom', message: ECARD_MSG.validityDates });
  });
export const projectItem = z
  .object({
    poiId: zId.optional().nullable(),
    productId: zId.optional().nullable(),
    name: z.string().trim().min(1, ECARD_MSG.projectNameRequired).max(100),
    dayLimit: int(0, 100).default(1),
    totalLimit: int(1, 10000),
  })
  .refine((p) => p.dayLimit <= p.totalLimit, ECARD_MSG.projectLimit);
export const cardProjectForm = z.object({ id: zId, projects: z.array(projectItem).min(1, ECARD_MSG.projectRequired).max(50) });
export const cardShelfForm = z.object({ cardIds: zIds, status: flag });
export const cardIdQuery = z.object({ id: zId });
export const cardIdsQuery = z.object({ ids: zIds });
export const recommendForm = z.object({ id: zId, recommend: flag });
export const giveForm = z.object({
  cardId: zId,
  holderName: z.string().trim().min(1, ECARD_MSG.holderRequired).max(50),
  holderPhone: phone,
  holderIdCard: idCard,
});

export const ecardOrderQuery = zPageQuery.extend({
  orderNo: zFilter,
  contactPhone: zFilter,
  cardId: zId.optional(),
  orderStatus: zInt().optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export const orderIdQuery = z.object({ orderId: zId });
export const orderRefundForm = z.object({ orderId: zId, reason: z.string().trim().max(200).optional(), idempotencyKey: zIdempotencyKey });
export const refundSureForm = z.object({
  orderId: zId,
  pass: flag.default(1),
  remark: z.string().trim().max(200).optional(),
  idempotencyKey: zIdempotencyKey,
});
export const postponeForm = z.object({ userCardId: zId, validEnd: zDate });

export const batchQuery = zPageQuery.extend({ batchNo: zFilter, cardId: zId.optional(), batchStatus: flag.optional() });
export const batchForm = z
  .object({
    cardId: zId,
    count: z.coerce.number().int(ECARD_MSG.countRange).min(1, ECARD_MSG.countRange).max(100_000, ECARD_MSG.countRange),
    price: zCents.default(0),
    validStart: zDate,
    validEnd: zDate,
    customerName: text(100),
    remark: text(255),
  })
  .refine((v) => v.validEnd >= v.validStart, { message: ECARD_MSG.validityEnd, path: ['validEnd'] })
  .refine((v) => v.validEnd >= chinaToday(), { message: ECARD_MSG.validityPast, path: ['validEnd'] });
export const batchIdsForm = z.object({ ids: zIds });
export const batchTextForm = z.object({ id: zId, text: z.string().trim().max(255).default('') });
export const batchPayForm = z.object({ id: zId, payPrice: zCents });
export const batchFlagForm = z.object({ id: zId, value: flag });
export const codeQuery = zPageQuery.extend({ batchId: zId.optional(), code: zFilter, codeStatus: int(0, 2).optional() });
export const codeExportQuery = z.object({ batchId: zId });
export const activateForm = z.object({
  code: z.string().trim().toUpperCase().max(40).default(''),
  holderName: z.string().trim().min(1, ECARD_MSG.holderRequired).max(50),
  holderPhone: phone,
  holderIdCard: idCard,
});

export const userCardQuery = zPageQuery.extend({
  cardId: zId.optional(),
  cardNo: zFilter,
  holderPhone: zFilter,
  cardStatus: int(0, 3).optional(),
});
export const validityForm = z
  .object({ id: zId, validStart: zDate, validEnd: zDate })
  .refine((v) => v.validEnd >= v.validStart, ECARD_MSG.validityEnd);
export const recordQuery = zPageQuery.extend({
  cardId: zId.optional(),
  cardNo: zFilter,
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});

export const upgradeQuery = zPageQuery.extend({ name: zFilter });
export const upgradeForm = z
  .object({
    id: zId.optional(),
    name: z.string().trim().min(1, ECARD_MSG.nameRequired).max(100),
    fromCardId: zId,
    toCardId: zId,
    price: zCents,
    remark: text(255),
  })
  .refine((v) => v.fromCardId !== v.toCardId, ECARD_MSG.upgradeSame);
export const upgradeEnableForm = z.object({ id: zId, enabled: flag });

// ---------------------------------------------------------------- storefront
export const h5CardsQuery = z.object({ tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) });
export const h5CardQuery = h5CardsQuery.extend({ id: zId });
export const h5BuyForm = z.object({
  cardId: zId,
  quantity: int(1, 10).default(1),
  holderName: z.string().trim().min(1, ECARD_MSG.holderRequired).max(50),
});
export const h5EntryQuery = z.object({ id: zId });
