import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zFilter, zId, zIds, zPageQuery } from '../schemas.ts';
import { PAY_CONFIG_PERMS } from './endpoints.ts';

/** Alipay's ticket types (the mini-program ticket industry's code table). */
export const ALIPAY_TICKET_TYPES = [
  { code: 'ADULT', name: '成人票' },
  { code: 'CHILD', name: '儿童票' },
  { code: 'ELDER', name: '老人票' },
  { code: 'STUDENT', name: '学生票' },
  { code: 'DISCOUNT', name: '优待票' },
  { code: 'FAMILY', name: '亲子票' },
] as const;
const TICKET_CODES = ALIPAY_TICKET_TYPES.map((t) => t.code) as [string, ...string[]];
export const ALIPAY_SYNC_STATUS: Record<number, string> = { 0: '未同步', 1: '已同步', 2: '同步失败' };

export const ALIPAY_SYNC_MSG = {
  ticketTypeInvalid: '请选择支付宝票种',
  configNameRequired: '请输入配置名称',
  poiRequired: '请选择景区',
  appIdInvalid: '支付宝小程序 AppID 为 16 位数字',
  poiTaken: '该景区已有同步配置',
  noEnabledConfig: '商品所属景区未启用支付宝同步',
  notSynced: '商品尚未同步到支付宝',
  sandboxOnly: '支付宝票务同步尚未接入, 生产环境不可用',
} as const;

export interface AlipayTicketRow {
  id: string;
  productId: string;
  productName: string;
  poiName: string | null;
  ticketType: string;
  syncStatus: number;
  onSale: number;
  itemId: string | null;
  message: string | null;
  syncTime: string | null;
}
export interface AlipaySyncConfigRow {
  id: string;
  name: string;
  poiId: string;
  poiName: string | null;
  appId: string;
  autoSync: number;
  enabled: number;
  updateTime: string;
}

const zTicketType = z.enum(TICKET_CODES, { error: ALIPAY_SYNC_MSG.ticketTypeInvalid });
const zFlag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: MSG.paramInvalid }));
export const alipayProductQuery = zPageQuery.extend({ productName: zFilter, syncStatus: z.coerce.number().int().min(0).max(2).optional() });
export const alipaySyncConfigForm = z.object({
  id: zId.optional(),
  name: z.string({ error: ALIPAY_SYNC_MSG.configNameRequired }).trim().min(1, ALIPAY_SYNC_MSG.configNameRequired).max(50, MSG.paramInvalid),
  poiId: zId,
  appId: z.string().regex(/^\d{16}$/, ALIPAY_SYNC_MSG.appIdInvalid),
  autoSync: zFlag.default(0),
});

const ALI = '/yym-biz-basics/alipay';
/** yym-biz-basics: the Alipay mini-program ticket sync (spec 3 §7, under payment configuration). */
export const alipaySyncApi = {
  productPage: endpoint({
    method: 'GET',
    path: `${ALI}/product/page`,
    summary: 'Alipay ticket sync: the tenant ticket products and their state at Alipay',
    query: alipayProductQuery,
    perm: [PAY_CONFIG_PERMS.view],
    response: returns<Page<AlipayTicketRow>>(),
  }),
  productStatus: endpoint({
    method: 'POST',
    path: `${ALI}/product/updateStatus`,
    summary: 'Alipay ticket sync: put synced products on or off sale at Alipay',
    body: z.object({ ids: zIds, onSale: zFlag }),
    perm: [PAY_CONFIG_PERMS.edit],
    response: returns<number>(),
  }),
  productSubmit: endpoint({
    method: 'POST',
    path: `${ALI}/product/submit`,
    summary: 'Alipay ticket sync: sync a ticket product to the Alipay mini-program of its scenic spot',
    body: z.object({ productId: zId, ticketType: zTicketType.optional() }),
    perm: [PAY_CONFIG_PERMS.edit],
    response: returns<AlipayTicketRow>(),
  }),
  productExport: endpoint({
    method: 'GET',
    path: `${ALI}/product/export`,
    summary: 'Alipay ticket sync: export the products and their state (xlsx)',
    query: alipayProductQuery,
    perm: [PAY_CONFIG_PERMS.view],
    blob: true,
  }),
  ticketTypes: endpoint({
    method: 'GET',
    path: `${ALI}/ticketType/list`,
    summary: 'Alipay ticket sync: the ticket types',
    perm: [PAY_CONFIG_PERMS.view],
    response: returns<{ code: string; name: string }[]>(),
  }),
  batchSet: endpoint({
    method: 'POST',
    path: `${ALI}/product/batchSet`,
    summary: 'Alipay ticket sync: set the ticket type of several products',
    body: z.object({ productIds: zIds, ticketType: zTicketType }),
    perm: [PAY_CONFIG_PERMS.edit],
    response: returns<number>(),
  }),
  configPage: endpoint({
    method: 'GET',
    path: `${ALI}/syncConfig/page`,
    summary: 'Alipay ticket sync: configurations (scenic spot → mini-program)',
    query: zPageQuery,
    perm: [PAY_CONFIG_PERMS.view],
    response: returns<Page<AlipaySyncConfigRow>>(),
  }),
  configInfo: endpoint({
    method: 'GET',
    path: `${ALI}/syncConfig/info`,
    summary: 'Alipay ticket sync: one configuration',
    query: z.object({ id: zId }),
    perm: [PAY_CONFIG_PERMS.view],
    response: returns<AlipaySyncConfigRow>(),
  }),
  configSubmit: endpoint({
    method: 'POST',
    path: `${ALI}/syncConfig/submit`,
    summary: 'Alipay ticket sync: add or change a configuration',
    body: alipaySyncConfigForm,
    perm: [PAY_CONFIG_PERMS.edit],
    response: returns<AlipaySyncConfigRow>(),
  }),
  configEnable: endpoint({
    method: 'POST',
    path: `${ALI}/syncConfig/enable`,
    summary: 'Alipay ticket sync: switch a configuration on or off',
    body: z.object({ id: zId, enabled: zFlag }),
    perm: [PAY_CONFIG_PERMS.start],
    response: returns<AlipaySyncConfigRow>(),
  }),
  scenicSelect: endpoint({
    method: 'GET',
    path: `${ALI}/scenic/select`,
    summary: 'Alipay ticket sync: the scenic spots to choose from',
    perm: [PAY_CONFIG_PERMS.view],
    response: returns<{ id: string; name: string }[]>(),
  }),
};
