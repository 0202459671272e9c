import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zFilter, zId, zIds, zPageQuery } from '../schemas.ts';
import { zIdList } from '../product/forms.ts';
import { partnerPerms, type PartyKind } from './accounts.ts';

/** Tripartite systems (三方供应/分销系统) and short-video platforms (抖音, 快手). */
export const SYSTEM_MSG = {
  nameRequired: '请输入系统名称',
  codeInvalid: '系统编码为2-40位字母、数字或下划线',
  endpointInvalid: '请输入以 https:// 开头的接口地址',
  appKeyRequired: '请输入 AppKey',
  secretRequired: '请输入密钥',
  systemOff: '该系统已停用,不能同步',
  platformInvalid: '不支持的短视频平台',
  authCodeRequired: '请输入授权码',
  notBound: '尚未绑定该平台账号',
  bound: '已绑定该平台账号,请先解绑',
} as const;

export const VIDEO_PLATFORMS = { douyin: '抖音', kuaishou: '快手' } as const;
export type VideoPlatform = keyof typeof VIDEO_PLATFORMS;

export interface SystemRow {
  id: string;
  kind: number;
  name: string;
  code: string;
  endpoint: string;
  appKey: string;
  /** The secret is never shown: set or not, and its last four characters. */
  secretTail: string | null;
  status: number;
  remark: string | null;
  lastSyncTime: string | null;
  lastSyncOk: number | null;
  createTime: string;
}
export interface SyncLogRow {
  id: string;
  action: string;
  ok: number;
  count: number;
  message: string | null;
  createTime: string;
}
export interface VideoAccount {
  platform: VideoPlatform;
  name: string;
  bound: boolean;
  id?: string;
  accountId?: string;
  accountName?: string;
  bindTime?: string;
  products?: number;
  sandbox: boolean;
}
export interface VideoProductRow {
  productId: string;
  productName: string;
  outId: string;
  syncTime: string;
}

export const systemForm = z.object({
  id: zId.optional(),
  name: z.string({ error: SYSTEM_MSG.nameRequired }).trim().min(1, SYSTEM_MSG.nameRequired).max(100, MSG.paramInvalid),
  code: z.string({ error: SYSTEM_MSG.codeInvalid }).regex(/^\w{2,40}$/, SYSTEM_MSG.codeInvalid),
  endpoint: z
    .string({ error: SYSTEM_MSG.endpointInvalid })
    .trim()
    .max(500, SYSTEM_MSG.endpointInvalid)
    .regex(/^https:\/\/[^\s/?#]+[^\s]*$/, SYSTEM_MSG.endpointInvalid),
  appKey: z.string({ error: SYSTEM_MSG.appKeyRequired }).trim().min(1, SYSTEM_MSG.appKeyRequired).max(100, MSG.paramInvalid),
  /** Blank on an update keeps the stored secret. */
  secret: z.string().max(500, MSG.paramInvalid).optional(),
  status: z.coerce.number().int().min(0).max(1).default(1),
  remark: z.string().trim().max(200, MSG.paramInvalid).optional().nullable(),
});
export const systemQuery = zPageQuery.extend({ name: zFilter, status: z.coerce.number().int().min(0).max(1).optional() });
const zPlatform = z.enum(['douyin', 'kuaishou'], { error: SYSTEM_MSG.platformInvalid });

const systemApi = (kind: PartyKind) => {
  const base = kind === 1 ? '/tripartite/distribution-system' : '/tripartite/supplier-system';
  const who = kind === 1 ? 'Tripartite distribution system' : 'Tripartite supplier system';
  const p = partnerPerms(kind);
  return {
    page: endpoint({
      method: 'GET',
      path: `${base}/page`,
      aliases: [`${base}/list`],
      summary: `${who}: page`,
      query: systemQuery,
      perm: [p.view],
      response: returns<Page<SystemRow>>(),
    }),
    detail: endpoint({
      method: 'GET',
      path: `${base}/detail`,
      summary: `${who}: detail (secret masked)`,
      query: z.object({ id: zId }),
      perm: [p.view],
      response: returns<SystemRow>(),
    }),
    submit: endpoint({
      method: 'POST',
      path: `${base}/submit`,
      summary: `${who}: add or update (the secret sealed at rest)`,
      body: systemForm,
      perm: [p.add, p.edit],
      response: returns<SystemRow>(),
    }),
    remove: endpoint({
      method: 'POST',
      path: `${base}/remove`,
      summary: `${who}: remove`,
      query: z.object({ ids: zIds }),
      perm: [p.remove],
      response: returns<number>(),
    }),
    sync: endpoint({
      method: 'POST',
      path: `${base}/sync`,
      summary: `${who}: sync products with it now (logged)`,
      body: z.object({ id: zId }),
      perm: [p.edit],
      response: returns<SyncLogRow>(),
    }),
    syncLog: endpoint({
      method: 'GET',
      path: `${base}/sync-log/page`,
      summary: `${who}: sync log`,
      query: zPageQuery.extend({ id: zId }),
      perm: [p.view],
      response: returns<Page<SyncLogRow>>(),
    }),
  };
};

export const distributionSystemApi = systemApi(1);
export const supplierSystemApi = systemApi(2);
export type SystemApi = ReturnType<typeof systemApi>;

const SV = '/yym-external-server/short-video';
const dp = partnerPerms(1);
/** Short-video platforms: the tenant's bound account on each and the tickets synced to it. */
export const shortVideoApi = {
  accounts: endpoint({
    method: 'GET',
    path: `${SV}/account/list`,
    summary: 'Short video: the two platforms and the bound account of each',
    perm: [dp.view],
    response: returns<VideoAccount[]>(),
  }),
  bind: endpoint({
    method: 'POST',
    path: `${SV}/account/bind`,
    summary: "Short video: bind the tenant's account on a platform by its authorisation code",
    body: z.object({
      platform: zPlatform,
      authCode: z.string({ error: SYSTEM_MSG.authCodeRequired }).trim().min(1, SYSTEM_MSG.authCodeRequired).max(200),
    }),
    perm: [dp.edit],
    response: returns<VideoAccount>(),
  }),
  unbind: endpoint({
    method: 'POST',
    path: `${SV}/account/unbind`,
    summary: 'Short video: unbind the account of a platform',
    body: z.object({ platform: zPlatform }),
    perm: [dp.edit],
    response: returns<number>(),
  }),
  sync: endpoint({
    method: 'POST',
    path: `${SV}/product/sync`,
    summary: 'Short video: sync tickets to the bound account (logged)',
    body: z.object({ platform: zPlatform, productIds: zIdList(50) }),
    perm: [dp.edit],
    response: returns<SyncLogRow>(),
  }),
  products: endpoint({
    method: 'GET',
    path: `${SV}/product/page`,
    summary: 'Short video: tickets synced to a platform',
    query: zPageQuery.extend({ platform: zPlatform }),
    perm: [dp.view],
    response: returns<Page<VideoProductRow>>(),
  }),
};
