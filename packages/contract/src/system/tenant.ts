import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { crudEndpoints } from '../crud.ts';
import { MSG } from '../messages.ts';
import { checkMobile, checkNewPassword } from '../validation.ts';
import { zFilter, zId, zIds, zPageQuery, zInt } from '../schemas.ts';
import type { UserRow } from '../user/endpoints.ts';

export interface TenantRow {
  id: string;
  tenantId: string;
  tenantName: string;
  domainUrl: string | null;
  backgroundUrl: string | null;
  linkman: string | null;
  contactNumber: string | null;
  address: string | null;
  packageId: string | null;
  packageName?: string | null;
  accountNumber: number;
  expireTime: string | null;
  status: number;
}
export interface TenantPackageRow {
  id: string;
  packageName: string;
  menuIds: string[] | null;
  remark: string | null;
}
export interface TenantServiceRow {
  id: string;
  tenantId: string;
  serviceName: string;
  serviceCode: string;
  expireTime: string | null;
  remark: string | null;
  status: number;
}
export interface TenantApplyRow {
  id: string;
  applyType: number;
  tenantId: string | null;
  tenantName: string | null;
  name: string | null;
  account: string;
  phone: string | null;
  oauthId: string | null;
  auditStatus: number;
  auditRemark: string | null;
  auditUser: string | null;
  auditTime: string | null;
  createdTenantId: string | null;
  createTime: string;
}
/** Audit states of an application: 0 waiting, 1 approved, 2 rejected. */
export const APPLY_AUDIT_STATUS: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
export const TENANT_MSG = { applyAudited: '该申请不存在或已审核' } as const;

const phoneCheck = (v: string | null | undefined, c: z.RefinementCtx) => {
  const wrong = v ? checkMobile(v) : null;
  if (wrong) c.addIssue({ code: 'custom', message: wrong });
};

/** A new tenant's administrator password: asked for by its name when empty, then the password rules. */
export const checkAdminPassword = (v: unknown): string | null =>
  v === undefined || v === null || String(v).trim() === '' ? MSG.adminPasswordRequired : checkNewPassword(v);

export const zTenantForm = z
  .object({
    id: zId.optional(),
    tenantName: z.string().trim().min(1, '请输入租户名称').max(100),
    domainUrl: z.string().trim().max(255).optional().nullable(),
    backgroundUrl: z.string().max(500).optional().nullable(),
    linkman: z.string().trim().max(50).optional().nullable(),
    contactNumber: z.string().trim().max(20).optional().nullable(),
    address: z.string().max(255).optional().nullable(),
    packageId: zId.optional().nullable(),
    accountNumber: z.coerce.number().int().min(-1).max(100000).optional(),
    expireTime: z.string().optional().nullable(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    adminAccount: z.string().trim().max(50).optional(),
    adminPassword: z.string().optional(),
  })
  .superRefine((f, c) => {
    phoneCheck(f.contactNumber, c);
    // a new tenant comes with its administrator, whose password is required
    const wrong = f.id ? null : checkAdminPassword(f.adminPassword);
    if (wrong) c.addIssue({ code: 'custom', message: wrong, path: ['adminPassword'] });
  });

export const zTenantApplyForm = z
  .object({
    tenantName: z.string().trim().min(1, '请输入商户名称').max(100),
    name: z.string().trim().max(50).optional(),
    account: z.string().trim().min(1, MSG.regAccountRequired).max(50),
    password: z.string().min(1, MSG.regPasswordRequired),
    password2: z.string().optional(),
    phone: z.string().optional().nullable(),
  })
  .superRefine((f, c) => {
    if (f.password2 !== undefined && f.password2 !== f.password) c.addIssue({ code: 'custom', message: MSG.passwordsDiffer });
    phoneCheck(f.phone, c);
  });

export const tenantPageQuery = zPageQuery.extend({ tenantId: zFilter, tenantName: zFilter, contactNumber: zFilter });
export const applyPageQuery = zPageQuery.extend({
  auditStatus: zInt().optional(),
  account: zFilter,
  tenantName: zFilter,
  applyType: zInt().optional(),
});
const byId = z.object({ id: zId });
const byIds = z.object({ ids: zIds });
/** Public: needs the login captcha (headers Captcha-Key / Captcha-Code) and is limited per address. */
const apply = (path: string) =>
  endpoint({
    method: 'POST',
    path,
    summary: 'Apply to become a merchant',
    auth: 'public',
    body: zTenantApplyForm,
    response: returns<{ message: string }>(),
  });

/** blade-system tenants (platform administrators), the login page's tenant lookup and merchant applications. */
export const tenantApi = {
  page: endpoint({
    method: 'GET',
    path: '/blade-system/tenant/page',
    aliases: ['/blade-system/tenant/list'],
    summary: 'Tenants: page',
    query: tenantPageQuery,
    platform: true,
    response: returns<Page<TenantRow>>(),
  }),
  select: endpoint({
    method: 'GET',
    path: '/blade-system/tenant/select',
    summary: 'Tenants for pickers',
    platform: true,
    response: returns<TenantRow[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-system/tenant/detail',
    summary: 'Tenant detail',
    query: byId,
    platform: true,
    response: returns<TenantRow>(),
  }),
  /** Public: the login page asks which tenant a domain belongs to (tenant mode on by default). */
  info: endpoint({
    method: 'GET',
    path: '/blade-system/tenant/info',
    summary: 'Tenant of a domain (login page)',
    auth: 'public',
    query: z.object({ domain: z.string().max(255).optional() }),
    response: returns<{ tenantMode: boolean; tenantId?: string; tenantName?: string; backgroundUrl?: string | null }>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/blade-system/tenant/submit',
    summary: 'Tenants: add (with its administrator) or update',
    body: zTenantForm,
    perm: ['tenant_add', 'tenant_edit'],
    platform: true,
    response: returns<unknown>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-system/tenant/remove',
    summary: 'Tenants: remove',
    query: byIds,
    perm: ['tenant_delete'],
    platform: true,
    response: returns<number>(),
  }),
  setting: endpoint({
    method: 'POST',
    path: '/blade-system/tenant/setting',
    summary: 'Tenants: account quota and expiry',
    perm: ['tenant_setting'],
    platform: true,
    body: z.object({ ids: zIds, accountNumber: z.coerce.number().int().min(-1).max(100000), expireTime: z.string().optional().nullable() }),
    response: returns<number>(),
  }),
  userList: endpoint({
    method: 'GET',
    path: '/blade-system/tenant/userList',
    summary: 'Users of a tenant',
    platform: true,
    query: zPageQuery.extend({ tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) }),
    response: returns<Page<UserRow>>(),
  }),
};

export const tenantPackageApi = {
  ...crudEndpoints({
    base: '/blade-system/tenant-package',
    title: 'Versions (tenant packages)',
    form: z
      .object({
        id: zId.optional(),
        packageName: z.string().trim().min(1, '请输入产品包名称').max(50),
        remark: z.string().max(255).optional().nullable(),
        menuId: z
          .union([z.string(), z.array(z.union([z.string(), z.number()]))])
          .optional()
          .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v.map(String) : v.split(',')).filter((s) => /^\d+$/.test(s)))),
      })
      .transform((f) => ({ ...f, menuIds: f.menuId })),
    filters: z.object({ packageName: zFilter }),
    perms: { add: 'tenant_package_add', edit: 'tenant_package_edit', remove: 'tenant_package_delete' },
    row: returns<TenantPackageRow>(),
    platform: true,
  }),
  select: endpoint({
    method: 'GET',
    path: '/blade-system/tenant-package/select',
    summary: 'Versions for pickers',
    platform: true,
    response: returns<TenantPackageRow[]>(),
  }),
};

export const tenantServiceApi = crudEndpoints({
  base: '/blade-system/tenant-service',
  title: 'Additional services',
  form: z.object({
    id: zId.optional(),
    tenantId: z.string().regex(/^\d{6}$/, '请选择租户'),
    serviceName: z.string().trim().min(1, '请输入服务名称').max(100),
    serviceCode: z.string().trim().min(1, '请输入服务编号').max(50),
    expireTime: z.string().optional().nullable(),
    remark: z.string().max(255).optional().nullable(),
    status: z.coerce.number().int().min(0).max(1).optional(),
  }),
  filters: z.object({ tenantId: zFilter, serviceName: zFilter }),
  perms: { add: 'tenant_service_add', edit: 'tenant_service_edit', remove: 'tenant_service_delete' },
  row: returns<TenantServiceRow>(),
  platform: true,
});

/** Applications to become a merchant (public) and their audit (platform). */
export const tenantApplyApi = {
  reg: apply('/blade-system/tenant-apply/reg'),
  submit: apply('/blade-system/tenant-apply/submit'),
  page: endpoint({
    method: 'GET',
    path: '/blade-system/tenant-apply/page',
    summary: 'Applications: page',
    platform: true,
    query: applyPageQuery,
    response: returns<Page<TenantApplyRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-system/tenant-apply/detail',
    summary: 'Application detail',
    platform: true,
    query: byId,
    response: returns<TenantApplyRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-system/tenant-apply/remove',
    summary: 'Applications: remove',
    platform: true,
    perm: ['tenant_apply_delete'],
    query: byIds,
    response: returns<number>(),
  }),
  audit: endpoint({
    method: 'POST',
    path: '/blade-system/tenant-apply/audit',
    summary: 'Applications: approve or reject',
    platform: true,
    perm: ['tenant_apply_audit'],
    body: z.object({ id: zId, auditStatus: z.coerce.number().int().min(1).max(2), auditRemark: z.string().max(255).optional() }),
    response: returns<{ auditStatus: number; tenantId?: string }>(),
  }),
};
