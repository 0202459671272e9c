import { z } from 'zod';
import { MSG, PLATFORM_TENANT_ID, checkMobile, checkNewPassword, zId, zIds, zFilter, zPageQuery } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { crudRoutes } from '../../platform/crud.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { toApi } from '../../platform/rows.ts';
import { hashPassword, hashPlainPassword } from '../../platform/tokens.ts';
import { revokeSessions, toSentHash } from '../auth/service.ts';
import { USER, USER_COLUMNS } from '../user/service.ts';
import { provisionTenant } from './provision.ts';

export const TENANT: TableSpec = {
  name: 'blade_tenant', tenant: false, orderBy: 'tenant_id',
  writable: ['tenant_name', 'domain_url', 'background_url', 'linkman', 'contact_number', 'address', 'package_id', 'account_number', 'expire_time', 'status'],
};
const PACKAGE: TableSpec = { name: 'blade_tenant_package', tenant: false, writable: ['package_name', 'menu_ids', 'remark'] };
const SERVICE: TableSpec = { name: 'blade_tenant_service', tenant: false, writable: ['tenant_id', 'service_name', 'service_code', 'expire_time', 'remark', 'status'] };
const APPLY: TableSpec = { name: 'blade_tenant_apply', tenant: false, orderBy: 'audit_status, id DESC', writable: [] };

const phoneCheck = (v: string | null | undefined, c: z.RefinementCtx) => {
  const m = v ? checkMobile(v) : null;
  if (m) c.addIssue({ code: 'custom', message: m });
};

const tenantForm = z.object({
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
}).superRefine((f, c) => phoneCheck(f.contactNumber, c));

export default defineModule((r) => {
  const pageQuery = zPageQuery.extend({ tenantId: zFilter, tenantName: zFilter, contactNumber: zFilter });
  for (const url of ['/blade-system/tenant/page', '/blade-system/tenant/list']) {
    r({ method: 'GET', url, summary: 'Tenants: page', query: pageQuery, platform: true,
      handler: (ctx, { query }) => ctx.data.page(TENANT, {
        current: query.current, size: query.size,
        columns: sql.raw(`*, (SELECT package_name FROM blade_tenant_package p WHERE p.id = blade_tenant.package_id) AS package_name`),
        where: [
          query.tenantId && sql`tenant_id LIKE ${query.tenantId + '%'}`,
          query.tenantName && sql`tenant_name ILIKE ${'%' + query.tenantName + '%'}`,
          query.contactNumber && sql`contact_number LIKE ${query.contactNumber + '%'}`,
        ],
      }) });
  }
  r({ method: 'GET', url: '/blade-system/tenant/select', summary: 'Tenants for pickers', platform: true,
    handler: (ctx) => ctx.data.list(TENANT, [sql`status = 1`]) });
  r({ method: 'GET', url: '/blade-system/tenant/detail', summary: 'Tenant detail', query: z.object({ id: zId }), platform: true,
    handler: (ctx, { query }) => ctx.data.get(TENANT, query.id) });
  // Public: the login page asks which tenant a domain belongs to (tenant mode on by default).
  r({ method: 'GET', url: '/blade-system/tenant/info', summary: 'Tenant of a domain (login page)', auth: 'public',
    query: z.object({ domain: z.string().max(255).optional() }),
    handler: async (ctx, { query }) => {
      const row = query.domain ? await ctx.q.one(sql`SELECT tenant_id, tenant_name, background_url FROM blade_tenant
        WHERE domain_url = ${query.domain} AND is_deleted = 0 AND status = 1`) : undefined;
      return row ? { tenantMode: true, ...toApi<Record<string, unknown>>(row) } : { tenantMode: true };
    } });
  r({ method: 'POST', url: '/blade-system/tenant/submit', summary: 'Tenants: add (with its administrator) or update', body: tenantForm,
    perm: ['tenant_add', 'tenant_edit'], platform: true,
    handler: async (ctx, { body }) => {
      if (body.packageId) await ctx.data.get(PACKAGE, body.packageId);
      if (body.id) return ctx.data.update(TENANT, body.id, { ...body, expireTime: body.expireTime || null });
      const m = checkNewPassword(body.adminPassword);
      if (m) throw bad(m);
      const created = await provisionTenant(ctx.q, {
        ...body, adminAccount: body.adminAccount || 'admin', adminPasswordHash: await hashPlainPassword(body.adminPassword!),
        createUser: ctx.requireUser().userId, expireTime: body.expireTime || null,
      });
      return created;
    } });
  r({ method: 'POST', url: '/blade-system/tenant/remove', summary: 'Tenants: remove', query: z.object({ ids: zIds }), perm: 'tenant_delete', platform: true,
    handler: async (ctx, { query }) => {
      const rows = await ctx.q.query(sql`UPDATE blade_tenant SET is_deleted = 1, update_time = now() WHERE id = ANY(${query.ids}::bigint[])
        AND tenant_id <> ${PLATFORM_TENANT_ID} AND is_deleted = 0 RETURNING tenant_id`);
      if (!rows.length) throw notFound();
      await revokeSessions(ctx.q, sql`tenant_id = ANY(${rows.map((x) => x.tenant_id)}::text[])`, 'disabled');
      return rows.length;
    } });
  r({ method: 'POST', url: '/blade-system/tenant/setting', summary: 'Tenants: account quota and expiry', perm: 'tenant_setting', platform: true,
    body: z.object({ ids: zIds, accountNumber: z.coerce.number().int().min(-1).max(100000), expireTime: z.string().optional().nullable() }),
    handler: async (ctx, { body }) => {
      const rows = await ctx.q.query(sql`UPDATE blade_tenant SET account_number = ${body.accountNumber}, expire_time = ${body.expireTime || null}, update_time = now()
        WHERE id = ANY(${body.ids}::bigint[]) AND is_deleted = 0 RETURNING id`);
      if (!rows.length) throw notFound();
      return rows.length;
    } });
  r({ method: 'GET', url: '/blade-system/tenant/userList', summary: 'Users of a tenant', platform: true,
    query: zPageQuery.extend({ tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) }),
    handler: (ctx, { query }) => ctx.forTenant(query.tenantId).page(USER, { columns: USER_COLUMNS, current: query.current, size: query.size, orderBy: 'id' }) });

  crudRoutes(r, {
    base: '/blade-system/tenant-package', title: 'Versions (tenant packages)', spec: PACKAGE, platformWrites: true,
    perms: { add: 'tenant_package_add', edit: 'tenant_package_edit', remove: 'tenant_package_delete' },
    form: z.object({
      id: zId.optional(), packageName: z.string().trim().min(1, '请输入产品包名称').max(50), remark: z.string().max(255).optional().nullable(),
      menuId: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional()
        .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v.map(String) : v.split(',')).filter((s) => /^\d+$/.test(s)))),
    }).transform((f) => ({ ...f, menuIds: f.menuId })),
    filters: z.object({ packageName: zFilter }),
    where: (_c, q) => [q.packageName && sql`package_name ILIKE ${'%' + q.packageName + '%'}`],
  });
  r({ method: 'GET', url: '/blade-system/tenant-package/select', summary: 'Versions for pickers', platform: true,
    handler: (ctx) => ctx.data.list(PACKAGE) });

  crudRoutes(r, {
    base: '/blade-system/tenant-service', title: 'Additional services', spec: SERVICE, platformWrites: true,
    perms: { add: 'tenant_service_add', edit: 'tenant_service_edit', remove: 'tenant_service_delete' },
    form: z.object({
      id: zId.optional(), tenantId: z.string().regex(/^\d{6}$/, '请选择租户'), serviceName: z.string().trim().min(1, '请输入服务名称').max(100),
      serviceCode: z.string().trim().min(1, '请输入服务编号').max(50), expireTime: z.string().optional().nullable(),
      remark: z.string().max(255).optional().nullable(), status: z.coerce.number().int().min(0).max(1).optional(),
    }),
    filters: z.object({ tenantId: zFilter, serviceName: zFilter }),
    where: (_c, q) => [q.tenantId && sql`tenant_id = ${q.tenantId}`, q.serviceName && sql`service_name ILIKE ${'%' + q.serviceName + '%'}`],
  });

  // Applications to become a merchant (public) and their audit.
  for (const url of ['/blade-system/tenant-apply/reg', '/blade-system/tenant-apply/submit']) {
    r({ method: 'POST', url, summary: 'Apply to become a merchant', auth: 'public',
      body: z.object({
        tenantName: z.string().trim().min(1, '请输入商户名称').max(100), name: z.string().trim().max(50).optional(),
        account: z.string().trim().min(1, MSG.regAccountRequired).max(50), password: z.string().min(1, MSG.regPasswordRequired),
        password2: z.string().optional(), phone: z.string().optional().nullable(),
      }).superRefine((f, c) => {
        if (f.password2 !== undefined && f.password2 !== f.password) c.addIssue({ code: 'custom', message: MSG.passwordsDiffer });
        phoneCheck(f.phone, c);
      }),
      handler: async (ctx, { body }) => {
        await ctx.q.query(sql`INSERT INTO blade_tenant_apply (apply_type, tenant_name, name, account, password, phone)
          VALUES (1, ${body.tenantName}, ${body.name ?? body.account}, ${body.account}, ${await hashPassword(toSentHash(body.password))}, ${body.phone ?? null})`);
        return { message: MSG.registerAwaitingApproval };
      } });
  }
  const applyColumns = sql.raw(`id, apply_type, tenant_id, tenant_name, name, account, phone, oauth_id, audit_status, audit_remark, audit_user, audit_time, created_tenant_id, create_time`);
  r({ method: 'GET', url: '/blade-system/tenant-apply/page', summary: 'Applications: page', platform: true,
    query: zPageQuery.extend({ auditStatus: z.coerce.number().int().optional(), account: zFilter, tenantName: zFilter, applyType: z.coerce.number().int().optional() }),
    handler: (ctx, { query }) => ctx.data.page(APPLY, {
      columns: applyColumns, current: query.current, size: query.size,
      where: [
        query.auditStatus !== undefined && sql`audit_status = ${query.auditStatus}`,
        query.applyType !== undefined && sql`apply_type = ${query.applyType}`,
        query.account && sql`account ILIKE ${'%' + query.account + '%'}`,
        query.tenantName && sql`tenant_name ILIKE ${'%' + query.tenantName + '%'}`,
      ],
    }) });
  r({ method: 'GET', url: '/blade-system/tenant-apply/detail', summary: 'Application detail', platform: true, query: z.object({ id: zId }),
    handler: async (ctx, { query }) => {
      const row = await ctx.q.one(sql`SELECT ${applyColumns} FROM blade_tenant_apply WHERE id = ${query.id} AND is_deleted = 0`);
      if (!row) throw notFound();
      return toApi(row);
    } });
  r({ method: 'POST', url: '/blade-system/tenant-apply/remove', summary: 'Applications: remove', platform: true, perm: 'tenant_apply_delete',
    query: z.object({ ids: zIds }), handler: async (ctx, { query }) => {
      const n = await ctx.data.remove(APPLY, query.ids);
      if (!n) throw notFound();
      return n;
    } });
  r({ method: 'POST', url: '/blade-system/tenant-apply/audit', summary: 'Applications: approve or reject', platform: true, perm: 'tenant_apply_audit',
    body: z.object({ id: zId, auditStatus: z.coerce.number().int().min(1).max(2), auditRemark: z.string().max(255).optional() }),
    handler: async (ctx, { body }) => {
      // Claim the waiting application in the same statement that changes it, so it is audited once.
      const app = await ctx.q.one(sql`UPDATE blade_tenant_apply SET audit_status = ${body.auditStatus}, audit_remark = ${body.auditRemark ?? null},
          audit_user = ${ctx.requireUser().userId}, audit_time = now(), update_time = now()
        WHERE id = ${body.id} AND is_deleted = 0 AND audit_status = 0 RETURNING *`);
      if (!app) throw bad('该申请不存在或已审核');
      if (body.auditStatus === 2) return { auditStatus: 2 };
      if (app.apply_type === 1) {
        const created = await provisionTenant(ctx.q, {
          tenantName: app.tenant_name, contactNumber: app.phone, linkman: app.name, adminAccount: app.account,
          adminPasswordHash: app.password, adminName: app.name, createUser: ctx.requireUser().userId,
        });
        await ctx.q.query(sql`UPDATE blade_tenant_apply SET created_tenant_id = ${created.tenantId} WHERE id = ${app.id}`);
        return { auditStatus: 1, tenantId: created.tenantId };
      }
      const dup = await ctx.q.one(sql`SELECT 1 FROM blade_user WHERE tenant_id = ${app.tenant_id} AND account = ${app.account} AND is_deleted = 0`);
      if (dup) throw bad(MSG.accountExists);
      await ctx.forTenant(app.tenant_id).insert(USER, { account: app.account, name: app.name, realName: app.name }, { password: app.password });
      return { auditStatus: 1, tenantId: app.tenant_id };
    } });
});
