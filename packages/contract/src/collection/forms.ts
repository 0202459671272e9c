import { z } from 'zod';
import { zCents, zFilter, zId, zIdempotencyKey, zPageQuery } from '../schemas.ts';

/** The messages of 数字藏品 (cultural products and their orders), each written once for forms, server and storefront. */
export const COLLECTION_MSG = {
  nameRequired: '请输入藏品名称',
  issuerRequired: '请输入发行方',
  artworkRequired: '请上传藏品作品图',
  artworkInvalid: '作品图须为本商户上传的PNG或JPG图片',
  creatorRequired: '请输入创作者',
  editionRange: '发行数量为1-100000份',
  limitRange: '每人限购1-100份',
  limitOverEdition: '每人限购不能大于发行数量',
  saleTimeRequired: '请选择发售时间',
  saleTimeOrder: '发售结束时间须晚于开始时间',
  priceRequired: '请输入售价',
  chainRequired: '请选择上链网络',
  chainUnknown: '上链网络不存在',
  editionLocked: '藏品已上链,发行数量与上链网络不能修改',
  notReady: '请先完善藏品展示与发售规则再上链',
  minting: '藏品正在上链中,请稍候',
  alreadyMinted: '藏品已上链',
  notMinted: '藏品尚未上链,不能上架',
  hasOrders: '藏品已有订单,不能删除',
  onShelfNoRemove: '请先下架藏品再删除',
  notOnSale: '藏品未在发售中',
  notStarted: '藏品尚未开售',
  saleEnded: '藏品发售已结束',
  soldOut: '藏品已售罄',
  overLimit: (n: number) => `每人限购${n}份`,
  quantityRange: '购买数量为1-100份',
  notPending: '仅待支付的订单可以取消',
  notRefundable: '仅已支付且尚未发放的订单可以退款',
  granting: '藏品正在发放中,请稍候',
  notGrantable: '仅已支付且发放失败或待发放的订单可以发放',
  sizeRange: '下载尺寸为16-4096像素',
  noArtwork: '藏品尚未上传作品图',
  artworkNotStored: '该作品图不在本平台存储中,不能按尺寸下载',
} as const;
const M = COLLECTION_MSG;

/** 上链状态: 0 未上链, 1 上链中, 2 已上链, 3 上链失败. */
export const COLL_MINT_TEXT: Record<number, string> = { 0: '未上链', 1: '上链中', 2: '已上链', 3: '上链失败' };
/** 发放状态 of a collection order: 0 未发放 (unpaid), 1 发放中, 2 已发放, 3 发放失败, 4 已退回 (cancelled or refunded). */
export const COLL_GRANT_TEXT: Record<number, string> = { 0: '未发放', 1: '发放中', 2: '已发放', 3: '发放失败', 4: '已退回' };
/** The order states of the 藏品订单 tab (type/count): derived from the order's status and its grant. */
export const COLL_ORDER_STATE_TEXT: Record<number, string> = {
  1: '待支付',
  2: '发放中',
  3: '发放失败',
  4: '已发放',
  5: '已取消',
  6: '已退款',
};
/** Download sizes offered by the page (the server takes any 16-4096). */
export const COLL_DOWNLOAD_SIZES = [256, 512, 1024] as const;

const zStamp = z
  .string({ error: M.saleTimeRequired })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, M.saleTimeRequired)
  .transform((v) => (v.length === 16 ? `${v}:00` : v));

/** 基础信息 (submitInfo): no id adds a product (off shelf, not minted). */
export const collInfoForm = z.object({
  id: zId.optional(),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50),
  issuer: z.string({ error: M.issuerRequired }).trim().min(1, M.issuerRequired).max(50),
  category: z.string().trim().max(20).optional().default(''),
  cover: z.string().trim().max(500).optional().nullable(),
  intro: z.string().trim().max(500).optional().default(''),
});
/** 藏品展示 (submitShow): the artwork (uploaded through the checked upload path), its description and creator. */
export const collShowForm = z.object({
  id: zId,
  artwork: z.string({ error: M.artworkRequired }).trim().min(1, M.artworkRequired).max(500),
  description: z.string().trim().max(5000).optional().default(''),
  creator: z.string({ error: M.creatorRequired }).trim().min(1, M.creatorRequired).max(50),
});
/** 发售规则 (submitRule): edition size, per-person limit, sale window, price, the chain to mint on. */
export const collRuleForm = z
  .object({
    id: zId,
    edition: z.coerce.number({ error: M.editionRange }).int(M.editionRange).min(1, M.editionRange).max(100000, M.editionRange),
    perLimit: z.coerce.number({ error: M.limitRange }).int(M.limitRange).min(1, M.limitRange).max(100, M.limitRange),
    saleStart: zStamp,
    saleEnd: zStamp,
    price: zCents,
    chainId: z.string({ error: M.chainRequired }).trim().min(1, M.chainRequired).max(30),
  })
  .superRefine((v, ctx) => {
    if (v.perLimit > v.edition) ctx.addIssue({ code: 'custom', message: M.limitOverEdition, path: ['perLimit'] });
    if (v.saleEnd <= v.saleStart) ctx.addIssue({ code: 'custom', message: M.saleTimeOrder, path: ['saleEnd'] });
  });
export const collIdBody = z.object({ id: zId });
export const collRackingForm = z.object({ id: zId, status: z.coerce.number().int().min(0).max(1) });
export const collChannelForm = z.object({ id: zId, channels: z.array(z.string().trim().min(1).max(20)).max(10) });
export const collDownloadQuery = z.object({
  id: zId,
  size: z.coerce.number({ error: M.sizeRange }).int(M.sizeRange).min(16, M.sizeRange).max(4096, M.sizeRange),
});
export const collQuery = zPageQuery.extend({
  name: zFilter,
  shelfStatus: z.coerce.number().int().min(0).max(1).optional(),
  mintStatus: z.coerce.number().int().min(0).max(3).optional(),
});

export const collOrderQuery = zPageQuery.extend({
  orderNo: zFilter,
  productName: zFilter,
  phone: zFilter,
  state: z.coerce.number().int().min(1).max(6).optional(),
  startDate: zFilter,
  endDate: zFilter,
});
export const collOrderIdQuery = z.object({ orderId: zId });
export const collOrderAction = z.object({ orderId: zId, reason: z.string().trim().max(200).optional(), idempotencyKey: zIdempotencyKey });

/** The storefront's purchase: the logged-in customer buys `quantity` editions. */
export const collBuyForm = z.object({
  id: zId,
  quantity: z.coerce.number({ error: M.quantityRange }).int(M.quantityRange).min(1, M.quantityRange).max(100, M.quantityRange),
  contactName: z.string().trim().max(20).optional(),
  idempotencyKey: zIdempotencyKey,
});
