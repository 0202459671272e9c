import { z } from 'zod';
import { zCents, zDate, zFilter, zId, zIdFilter, zIdText, zIdempotencyKey, zIds, zPageQuery } from '../schemas.ts';

/** The messages of 窗口售票, each written once for the forms and the server. */
export const WINDOW_MSG = {
  noShift: '请先开班再售票',
  shiftOpen: '您已有未结束的班次',
  shiftNotOpen: '当前没有进行中的班次',
  windowRequired: '请选择售票窗口',
  windowNameRequired: '请输入窗口名称',
  linesRequired: '请至少添加一张门票',
  notSoldHere: '该门票不在本窗口售卖范围',
  payNotAllowed: '本窗口不支持该支付方式',
  receivedShort: '实收金额不足',
  customerRequired: '挂账请选择窗口客户',
  customerClosed: '该窗口客户已停用',
  creditExceeded: '超出该客户的挂账额度',
  reasonRequired: '请填写原因',
  notWindowOrder: '该订单不是窗口订单',
  templateNameRequired: '请输入模板名称',
  templateRequired: '请选择打印模板',
  nothingToPrint: '请选择要打印的订单',
  unpaidPrint: '订单未支付,不能打印',
  customerNameRequired: '请输入客户名称',
  codeNameRequired: '请输入收款码名称',
  codeDisabled: '该收款码已停用',
  countedRequired: '请输入清点的现金金额',
  diffTooLarge: (diff: string) => `现金差额 ${diff} 元超出交班允许范围`,
  remarkRequired: '请输入备注',
  settingExists: '该窗口(售票员)的设置已存在',
} as const;
const M = WINDOW_MSG;

export const PAY_METHODS = ['cash', 'card', 'qr', 'account'] as const;
export type WinPayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_TEXT: Record<WinPayMethod, string> = { cash: '现金', card: '刷卡', qr: '扫码', account: '挂账' };
/** The pay channel a cash or on-account sale records on its order's trade (card and QR use the tenant's provider). */
export const WINDOW_PAY_CHANNEL = { cash: 'window-cash', account: 'window-account' } as const;
/** A walk-in buyer's contact on the order when the cashier types none. */
export const WALK_IN = { name: '窗口散客', phone: '10000000000' } as const;

export const PAPERS = ['80mm', 'A4'] as const;
export const PAPER_SIZE: Record<(typeof PAPERS)[number], { width: number; height: number }> = {
  '80mm': { width: 80, height: 120 },
  A4: { width: 210, height: 297 },
};
export const FIELD_KINDS = [
  'ticketName',
  'date',
  'price',
  'qrcode',
  'barcode',
  'orderNo',
  'poi',
  'seller',
  'guest',
  'text',
  'image',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export const FIELD_TEXT: Record<FieldKind, string> = {
  ticketName: '票名',
  date: '游玩日期',
  price: '票价',
  qrcode: '二维码',
  barcode: '条形码',
  orderNo: '订单号',
  poi: '景区',
  seller: '售票员',
  guest: '游客',
  text: '自定义文字',
  image: '图片',
};
export const OP_KIND_TEXT: Record<string, string> = { refund: '退票', forced: '强制退票', change: '改签' };
export const ORDER_SOURCES = [
  { value: 'window', label: '窗口售票' },
  { value: 'backoffice', label: '后台下单' },
  { value: 'h5', label: '线上商城' },
] as const;

/** Button codes (menus-commerce.ts: window_ticket_*). */
export const WINDOW_PERMS = {
  sale: 'window_ticket_sale',
  sell: 'window_ticket_sale_sell',
  print: 'window_ticket_sale_print',
  refund: 'window_ticket_sale_refund',
  forced: 'window_ticket_sale_forced_refund',
  change: 'window_ticket_sale_reschedule',
  setting: 'window_ticket_setting',
  settingAdd: 'window_ticket_setting_add',
  settingEdit: 'window_ticket_setting_edit',
  settingDelete: 'window_ticket_setting_delete',
  template: 'window_ticket_template',
  templateAdd: 'window_ticket_template_add',
  templateEdit: 'window_ticket_template_edit',
  templateDelete: 'window_ticket_template_delete',
  templateCopy: 'window_ticket_template_copy',
  report: 'window_ticket_report',
  reportExport: 'window_ticket_report_export',
  customer: 'window_ticket_customer',
  customerAdd: 'window_ticket_customer_add',
  customerEdit: 'window_ticket_customer_edit',
  customerDelete: 'window_ticket_customer_delete',
  customerExport: 'window_ticket_customer_export',
  customerEnable: 'window_ticket_customer_enable',
} as const;

// ---------------------------------------------------------------- forms

const reason = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200);
const guest = z.object({
  guestName: z.string().trim().max(20).optional(),
  cardType: z.coerce.number().int().min(1).max(9).optional(),
  cardNum: z.string().trim().max(30).optional(),
});
export const winSaleLine = z.object({
  productId: zId,
  skuId: zId.optional(),
  quantity: z.coerce.number().int().min(1).max(99),
  guests: z.array(guest).max(99).optional(),
});
export const winSellForm = z.object({
  windowId: zId,
  touristDate: zDate,
  lines: z.array(winSaleLine).min(1, M.linesRequired).max(20),
  payMethod: z.enum(PAY_METHODS),
  /** Cash handed over, in cents (cash only). */
  received: zCents.optional(),
  customerId: zId.optional(),
  contactName: z.string().trim().max(20).optional(),
  contactPhone: z.string().trim().max(11).optional(),
  /** Lay the tickets out for printing in the same call (recorded as a print), so the print page opens at once. */
  print: z.boolean().optional(),
  idempotencyKey: zIdempotencyKey,
});
export const winTicketsQuery = z.object({ windowId: zId, touristDate: zDate, poiId: zIdFilter, keyword: zFilter });
export const winWindowOrderQuery = zPageQuery.extend({
  keyword: zFilter,
  orderStatus: z.coerce.number().int().optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
  shiftId: zIdFilter,
});
export const winRefundForm = z.object({ orderIds: zIds, reason, idempotencyKey: zIdempotencyKey });
export const winForcedForm = z.object({ orderId: zId, reason, idempotencyKey: zIdempotencyKey });
export const winChangeForm = z.object({ orderIds: zIds, touristDate: zDate, reason });
export const winPrintForm = z.object({ orderIds: zIds, templateId: zId.optional() });
export const winIdsForm = z.object({ ids: zIds });
export const winById = z.object({ id: zId });

export const winWindowForm = z.object({
  id: zId.optional(),
  name: z.string({ error: M.windowNameRequired }).trim().min(1, M.windowNameRequired).max(50),
  poiId: zId.nullish(),
  location: z.string().trim().max(100).default(''),
});
export const winSettingForm = z.object({
  id: zId.optional(),
  windowId: zId,
  sellerId: zId.nullish(),
  groupName: z.string().trim().max(50).default(''),
  productIds: z.array(zIdText).max(200).default([]),
  payMethods: z
    .array(z.enum(PAY_METHODS))
    .min(1, M.payNotAllowed)
    .default([...PAY_METHODS]),
  ticketTemplateId: zId.nullish(),
  a4TemplateId: zId.nullish(),
  autoPrint: z.coerce.number().int().min(0).max(1).default(1),
  copies: z.coerce.number().int().min(1).max(5).default(1),
  countOnClose: z.coerce.number().int().min(0).max(1).default(1),
  maxDiff: zCents.default(0),
});

export const winTemplateField = z.object({
  key: z.string().min(1).max(20),
  kind: z.enum(FIELD_KINDS),
  x: z.number().min(0).max(420),
  y: z.number().min(0).max(420),
  w: z.number().min(2).max(297),
  h: z.number().min(2).max(420),
  fontSize: z.number().min(6).max(48).default(10),
  bold: z.boolean().default(false),
  text: z.string().max(100).default(''),
  src: z.string().max(500).default(''),
});
export type TemplateField = z.output<typeof winTemplateField>;
export const winTemplateForm = z.object({
  id: zId.optional(),
  name: z.string({ error: M.templateNameRequired }).trim().min(1, M.templateNameRequired).max(50),
  paper: z.enum(PAPERS),
  widthMm: z.coerce.number().int().min(30).max(297),
  heightMm: z.coerce.number().int().min(30).max(420),
  perPage: z.coerce.number().int().min(1).max(12).default(1),
  fields: z.array(winTemplateField).max(40),
});
export const winTemplateQuery = zPageQuery.extend({ name: zFilter, paper: z.enum(PAPERS).optional() });
export const winPrintRecordQuery = zPageQuery.extend({ orderId: zIdFilter, keyword: zFilter });

export const winCustomerForm = z.object({
  id: zId.optional(),
  name: z.string({ error: M.customerNameRequired }).trim().min(1, M.customerNameRequired).max(50),
  kind: z.string().trim().max(20).default('旅行社'),
  contactName: z.string().trim().max(20).default(''),
  phone: z.string().trim().max(20).default(''),
  creditLimit: zCents.default(0),
  remark: z.string().trim().max(200).default(''),
});
export const winCustomerQuery = zPageQuery.extend({
  name: zFilter,
  kind: zFilter,
  customerStatus: z.coerce.number().int().min(0).max(1).optional(),
});

export const winShiftOpenForm = z.object({ windowId: zId, openingCash: zCents.default(0) });
export const winShiftCloseForm = z.object({ countedCash: zCents, remark: z.string().trim().max(200).default('') });
export const winShiftQuery = zPageQuery.extend({ sellerId: zIdFilter, windowId: zIdFilter });

export const winReportQuery = z.object({
  by: z.enum(['seller', 'window', 'day', 'method']).default('day'),
  startDate: zDate,
  endDate: zDate,
  windowId: zIdFilter,
  sellerId: zIdFilter,
});

export const winPayCodeForm = z.object({
  id: zId.optional(),
  name: z.string({ error: M.codeNameRequired }).trim().min(1, M.codeNameRequired).max(50),
  amount: zCents.nullish(),
  remark: z.string().trim().max(200).default(''),
});
export const winPayCodeQuery = zPageQuery.extend({ name: zFilter, codeStatus: z.coerce.number().int().min(0).max(1).optional() });
export const winScanOrderQuery = zPageQuery.extend({ codeId: zIdFilter, keyword: zFilter });
export const winScanRefundForm = z.object({ orderId: zId, reason, idempotencyKey: zIdempotencyKey });
export const winScanBatchRefundForm = z.object({ orderIds: zIds, reason });
export const winScanRemarkForm = z.object({
  id: zId,
  remark: z.string({ error: M.remarkRequired }).trim().min(1, M.remarkRequired).max(200),
});
export const winStatusForm = z.object({ ids: zIds, status: z.coerce.number().int().min(0).max(1) });
