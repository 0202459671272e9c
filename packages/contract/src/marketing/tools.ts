import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zDate, zFilter, zId, zIdText, zIds, zPageQuery } from '../schemas.ts';
import { zAdLink } from './banner.ts';
import { MARKETING_MSG as M } from './messages.ts';

const ids = z.object({ ids: zIds });
const byId = z.object({ id: zId });
const flag = z.coerce.number().int().min(0).max(1);

// ---- 一码通: one code admits to several of the tenant's ticket products ----
const passBase = z.object({
  id: zId.optional(),
  name: z.string({ error: M.passNameRequired }).trim().min(1, M.passNameRequired).max(50),
  productIds: z.array(zIdText, { error: M.passProductsRequired }).min(1, M.passProductsRequired).max(20, M.passProductsMax),
  startDate: zDate,
  endDate: zDate,
  status: flag.default(1),
  remark: z.string().max(200).optional().default(''),
});
export const oneCodePassForm = passBase.refine((v) => v.startDate <= v.endDate, { message: M.dateOrder, path: ['endDate'] });
export const oneCodePassQuery = zPageQuery.extend({ name: zFilter, status: flag.optional() });
export interface OneCodePassRow {
  id: string;
  name: string;
  productIds: string[];
  products: { id: string; name: string }[];
  startDate: string;
  endDate: string;
  status: number;
  remark: string | null;
  [k: string]: unknown;
}
export const ONE_CODE_PERMS = {
  menu: 'one_code_pass',
  add: 'one_code_pass_add',
  edit: 'one_code_pass_edit',
  remove: 'one_code_pass_delete',
  view: 'one_code_pass_view',
} as const;
const OC = '/yym-marketing-api/oneCodePass';
const OREAD = [ONE_CODE_PERMS.menu, ONE_CODE_PERMS.view, ONE_CODE_PERMS.add, ONE_CODE_PERMS.edit];
export const oneCodePassApi = {
  page: endpoint({
    method: 'GET',
    path: `${OC}/page`,
    summary: 'One-code passes: page',
    query: oneCodePassQuery,
    perm: OREAD,
    response: returns<Page<OneCodePassRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${OC}/detail`,
    summary: 'One-code pass: detail',
    query: byId,
    perm: OREAD,
    response: returns<OneCodePassRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${OC}/submit`,
    summary: 'One-code pass: add or update',
    body: oneCodePassForm,
    perm: [ONE_CODE_PERMS.add, ONE_CODE_PERMS.edit],
    response: returns<OneCodePassRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${OC}/remove`,
    summary: 'One-code passes: delete',
    query: ids,
    perm: [ONE_CODE_PERMS.remove],
    response: returns<number>(),
  }),
};

// ---- welcome page, jump QR, tenant labels: no menu of their own; the 营销中心 menu code guards them ----
export const MARKETING_TOOL_PERM = 'marketing';
const T = [MARKETING_TOOL_PERM];

export const welcomeForm = z.object({
  id: zId.optional(),
  name: z.string({ error: M.welcomeNameRequired }).trim().min(1, M.welcomeNameRequired).max(50),
  image: z.string({ error: M.welcomeImageRequired }).trim().min(1, M.welcomeImageRequired).max(500),
  link: zAdLink,
  seconds: z.coerce.number({ error: M.secondsRange }).int(M.secondsRange).min(1, M.secondsRange).max(30, M.secondsRange).default(3),
});
export interface WelcomeRow {
  id: string;
  name: string;
  image: string;
  link: string | null;
  seconds: number;
  enableFlag: number;
  [k: string]: unknown;
}
const WP = '/yym-marketing-api/welcome';
export const welcomeApi = {
  page: endpoint({
    method: 'GET',
    path: `${WP}/page`,
    summary: 'Welcome pages: page',
    query: zPageQuery.extend({ name: zFilter }),
    perm: T,
    response: returns<Page<WelcomeRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${WP}/detail`,
    summary: 'Welcome page: detail',
    query: byId,
    perm: T,
    response: returns<WelcomeRow>(),
  }),
  save: endpoint({
    method: 'POST',
    path: `${WP}/save`,
    summary: 'Welcome page: add or update',
    body: welcomeForm,
    perm: T,
    response: returns<WelcomeRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${WP}/remove`,
    summary: 'Welcome pages: remove',
    query: ids,
    perm: T,
    response: returns<number>(),
  }),
  enable: endpoint({
    method: 'GET',
    path: `${WP}/enable`,
    summary: 'Welcome page: enable (the others go off) or disable',
    query: z.object({ id: zId, enableFlag: flag }),
    perm: T,
    response: returns<WelcomeRow>(),
  }),
};

export const jumpQrForm = z.object({
  id: zId.optional(),
  name: z.string({ error: M.qrNameRequired }).trim().min(1, M.qrNameRequired).max(50),
  prefix: z
    .string({ error: M.qrPrefixInvalid })
    .trim()
    .max(200)
    .regex(/^https:\/\/[\w.-]+(:\d+)?(\/[\w./?=&%-]*)?$/, M.qrPrefixInvalid),
  path: z.string({ error: M.qrPathRequired }).trim().min(1, M.qrPathRequired).max(200),
  remark: z.string().max(200).optional().default(''),
});
/** WeChat's domain verify file: MP_verify_<letters and digits>.txt holding letters and digits only. */
export const VERIFY_FILE_NAME = /^MP_verify_[A-Za-z0-9]{4,64}\.txt$/;
export const VERIFY_FILE_MAX = 1024;
export const jumpQrVerifyForm = z.object({
  id: zId,
  fileName: z.string({ error: M.verifyFileName }).trim().regex(VERIFY_FILE_NAME, M.verifyFileName),
  content: z
    .string({ error: M.verifyFileSize })
    .trim()
    .min(1, M.verifyFileSize)
    .max(VERIFY_FILE_MAX, M.verifyFileSize)
    .regex(/^[A-Za-z0-9]+$/, M.verifyFileSize),
});
export interface JumpQrRow {
  id: string;
  name: string;
  prefix: string;
  path: string;
  remark: string | null;
  verifyFileName: string | null;
  publishStatus: number;
  publishTime: string | null;
  [k: string]: unknown;
}
export const PUBLISH_LABELS: Record<number, string> = { 0: '未发布', 1: '已发布' };
const QP = '/yym-marketing-api/jumpQr';
export const jumpQrApi = {
  page: endpoint({
    method: 'GET',
    path: `${QP}/page`,
    summary: 'Jump QR configs: page',
    query: zPageQuery.extend({ name: zFilter }),
    perm: T,
    response: returns<Page<JumpQrRow>>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${QP}/submit`,
    summary: 'Jump QR config: add or update (back to unpublished)',
    body: jumpQrForm,
    perm: T,
    response: returns<JumpQrRow>(),
  }),
  verifyFile: endpoint({
    method: 'POST',
    path: `${QP}/verifyFile`,
    summary: "Jump QR config: upload WeChat's verify file",
    body: jumpQrVerifyForm,
    perm: T,
    response: returns<JumpQrRow>(),
  }),
  publish: endpoint({
    method: 'GET',
    path: `${QP}/publish`,
    summary: 'Jump QR config: publish',
    query: byId,
    perm: T,
    response: returns<JumpQrRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${QP}/remove`,
    summary: 'Jump QR configs: remove',
    query: ids,
    perm: T,
    response: returns<number>(),
  }),
};

export const tenantLabelForm = z.object({
  labels: z
    .array(
      z.object({
        id: zId.optional(),
        name: z.string({ error: M.labelNameRequired }).trim().min(1, M.labelNameRequired).max(10, M.labelNameMax),
        color: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/)
          .optional()
          .default('#1677ff'),
      }),
    )
    .max(50, M.labelsMax)
    .refine((ls) => new Set(ls.map((l) => l.name)).size === ls.length, M.labelNameRepeat),
});
export interface TenantLabelRow {
  id: string;
  name: string;
  color: string;
  sort: number;
}
const LP = '/yym-marketing-api/tenantLabel';
export const tenantLabelApi = {
  list: endpoint({ method: 'GET', path: `${LP}/list`, summary: "The tenant's labels", perm: T, response: returns<TenantLabelRow[]>() }),
  save: endpoint({
    method: 'POST',
    path: `${LP}/save`,
    summary: "The tenant's labels: save the whole list",
    body: tenantLabelForm,
    perm: T,
    response: returns<TenantLabelRow[]>(),
  }),
};
