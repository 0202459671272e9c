import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zDate, zFilter, zId, zIds, zInt, zMobile, zPageQuery } from '../schemas.ts';

/**
 * The open API (开放接口): a merchant's partner accounts, and the partner calls they sign. Partners call
 * under /api/open/v1 with the headers below; the signature is HMAC-SHA256, hex, over
 * `METHOD\nPATH\nTIMESTAMP\nNONCE\nSHA256(BODY)` (PATH with its query string as sent; BODY the exact bytes, '' for none).
 */
export const OPEN_API_PREFIX = '/open/v1';
export const OPEN_HEADERS = { key: 'x-yym-key', timestamp: 'x-yym-timestamp', nonce: 'x-yym-nonce', signature: 'x-yym-signature' } as const;
/** A call's timestamp (unix seconds) may differ from the server's clock by this much; its nonce is kept as long. */
export const OPEN_SKEW_SECONDS = 300;

export const OPEN_SCOPES = [
  { value: 'products:read', label: '商品与库存查询' },
  { value: 'orders:create', label: '下单与支付' },
  { value: 'orders:read', label: '订单查询' },
  { value: 'orders:refund', label: '退款' },
  { value: 'checks', label: '核销' },
] as const;
export type OpenScope = (typeof OPEN_SCOPES)[number]['value'];

export const OPEN_MSG = {
  nameRequired: '请输入账号名称',
  scopesRequired: '请至少选择一项权限',
  ipFormat: 'IP地址格式不正确',
  unsigned: '缺少签名参数',
  unknownKey: 'AccessKey不存在',
  disabled: '账号已停用',
  ipRefused: 'IP不在白名单内',
  stale: '请求时间戳已过期',
  replayed: '请求已处理过(nonce重复)',
  badSignature: '签名错误',
  noScope: (s: string) => `账号没有此权限: ${s}`,
  tooMany: '调用过于频繁, 请稍后再试',
} as const;

export const OPEN_PERMS = {
  add: 'open_api_add',
  edit: 'open_api_edit',
  remove: 'open_api_delete',
  view: 'open_api_view',
  enable: 'open_api_enable',
} as const;

export interface OpenAccountRow {
  id: string;
  accountName: string;
  keyId: string;
  secretTail: string;
  scopes: string[];
  allowedIps: string[];
  ratePerMin: number;
  status: number;
  lastCallTime: string | null;
  remark: string | null;
  createTime: string;
  /** Only in the answer of save and reset: the secret, shown this once. */
  secret?: string;
}
export interface OpenCallRow {
  id: string;
  keyId: string | null;
  method: string;
  path: string;
  outcomeCode: number;
  outcomeMsg: string | null;
  ip: string | null;
  timeMs: number;
  createTime: string;
}

const ipv4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
export const openAccountForm = z.object({
  id: zId.optional(),
  accountName: z.string({ error: OPEN_MSG.nameRequired }).trim().min(1, OPEN_MSG.nameRequired).max(64),
  scopes: z
    .array(z.enum(OPEN_SCOPES.map((s) => s.value) as [OpenScope, ...OpenScope[]]))
    .min(1, OPEN_MSG.scopesRequired)
    .transform((s) => [...new Set(s)]),
  allowedIps: z.array(z.string().trim().regex(ipv4, OPEN_MSG.ipFormat)).max(50).default([]),
  ratePerMin: z.coerce.number().int().min(1, MSG.paramInvalid).max(100000, MSG.paramInvalid).default(600),
  remark: z
    .string()
    .trim()
    .max(255)
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export const openAccountQuery = zPageQuery.extend({ accountName: zFilter, status: zInt().optional() });
export const openCallQuery = zPageQuery.extend({ accountId: zId.optional(), outcome: z.enum(['ok', 'fail']).optional() });
const byIds = z.object({ ids: zIds });

// ---------------------------------------------------------------- partner calls

export const openProductQuery = zPageQuery.extend({ name: zFilter, date: zDate.optional() });
export const openPlaceForm = z.object({
  /** The partner's own order number: placing it again answers the same order. */
  outOrderNo: z.string().trim().min(1, MSG.paramInvalid).max(64),
  productId: zId,
  skuId: zId.optional(),
  touristDate: zDate,
  quantity: z.coerce.number().int().min(1, MSG.paramInvalid).max(99, MSG.paramInvalid),
  contactName: z.string().trim().min(1, MSG.coContactRequired).max(50),
  contactPhone: zMobile,
});
export const openOrderRef = z.object({ orderId: zId });
export const openRefundForm = z.object({ orderId: zId, reason: z.string().trim().max(200).default('分销商申请退款') });
export const openCheckForm = z.object({ code: z.string().trim().min(1, MSG.paramInvalid).max(64) });

export interface OpenProduct {
  productId: string;
  skuId: string;
  name: string;
  skuName: string;
  price: string;
  stock: number | null;
}
export interface OpenOrder {
  orderId: string;
  orderNo: string;
  outOrderNo: string | null;
  orderStatus: number;
  statusText: string;
  payAmount: string;
  quantity: number;
  touristDate: string | null;
  codes: string[];
}

export const openApi = {
  page: endpoint({
    method: 'GET',
    path: '/blade-openapi/manage/page',
    aliases: ['/blade-openapi/manage/list'],
    summary: 'Open API accounts: page (secrets never answered)',
    query: openAccountQuery,
    perm: [OPEN_PERMS.view, 'open_api'],
    response: returns<Page<OpenAccountRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-openapi/manage/detail',
    summary: 'Open API accounts: detail',
    query: z.object({ id: zId }),
    perm: [OPEN_PERMS.view, 'open_api'],
    response: returns<OpenAccountRow>(),
  }),
  save: endpoint({
    method: 'POST',
    path: '/blade-openapi/manage/save',
    summary: 'Open API accounts: create (the secret answered once) or update',
    body: openAccountForm,
    perm: [OPEN_PERMS.add, OPEN_PERMS.edit],
    response: returns<OpenAccountRow>(),
  }),
  resetSecret: endpoint({
    method: 'POST',
    path: '/blade-openapi/manage/reset-secret',
    summary: 'Open API accounts: a new secret (answered once; the old one stops working)',
    body: z.object({ id: zId }),
    perm: [OPEN_PERMS.edit],
    response: returns<OpenAccountRow>(),
  }),
  enable: endpoint({
    method: 'PUT',
    path: '/blade-openapi/manage/enable',
    summary: 'Open API accounts: enable',
    body: z.object({ id: zId }),
    perm: [OPEN_PERMS.enable],
    response: returns<OpenAccountRow>(),
  }),
  disable: endpoint({
    method: 'PUT',
    path: '/blade-openapi/manage/disable',
    summary: 'Open API accounts: disable (its calls are refused at once)',
    body: z.object({ id: zId }),
    perm: [OPEN_PERMS.enable],
    response: returns<OpenAccountRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-openapi/manage/remove',
    summary: 'Open API accounts: remove',
    query: byIds,
    perm: [OPEN_PERMS.remove],
    response: returns<number>(),
  }),
  callPage: endpoint({
    method: 'GET',
    path: '/blade-openapi/call/page',
    summary: 'Open API call log: page',
    query: openCallQuery,
    perm: [OPEN_PERMS.view, 'open_api'],
    response: returns<Page<OpenCallRow>>(),
  }),
  // The partner API (signed; see the header comment). Public routes: the signature is the authentication.
  products: endpoint({
    method: 'GET',
    path: `${OPEN_API_PREFIX}/products`,
    summary: 'Partner: products on shelf with price and stock (scope products:read)',
    auth: 'public',
    query: openProductQuery,
    response: returns<Page<OpenProduct>>(),
  }),
  place: endpoint({
    method: 'POST',
    path: `${OPEN_API_PREFIX}/orders`,
    summary: 'Partner: place an order (scope orders:create; outOrderNo makes it idempotent)',
    auth: 'public',
    body: openPlaceForm,
    response: returns<OpenOrder>(),
  }),
  pay: endpoint({
    method: 'POST',
    path: `${OPEN_API_PREFIX}/orders/pay`,
    summary: 'Partner: pay an order on account (scope orders:create)',
    auth: 'public',
    body: openOrderRef,
    response: returns<OpenOrder>(),
  }),
  order: endpoint({
    method: 'GET',
    path: `${OPEN_API_PREFIX}/orders/detail`,
    summary: 'Partner: an order’s status (scope orders:read; its own orders only)',
    auth: 'public',
    query: openOrderRef,
    response: returns<OpenOrder>(),
  }),
  refund: endpoint({
    method: 'POST',
    path: `${OPEN_API_PREFIX}/orders/refund`,
    summary: 'Partner: refund an order (scope orders:refund)',
    auth: 'public',
    body: openRefundForm,
    response: returns<OpenOrder>(),
  }),
  check: endpoint({
    method: 'POST',
    path: `${OPEN_API_PREFIX}/checks`,
    summary: 'Partner: check a ticket code at the gate (scope checks)',
    auth: 'public',
    body: openCheckForm,
    response: returns<{ checked: number; orderId: string }>(),
  }),
  spec: endpoint({
    method: 'GET',
    path: `${OPEN_API_PREFIX}/openapi.json`,
    summary: 'Partner API: its OpenAPI document, with signing examples',
    auth: 'public',
  }),
};
