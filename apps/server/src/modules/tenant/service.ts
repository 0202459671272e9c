import type { z } from 'zod';
import {
  MSG,
  TENANT_MSG,
  checkNewPassword,
  type applyPageQuery,
  type tenantPageQuery,
  type zRegisterForm,
  type zTenantApplyForm,
  type zTenantForm,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { tenantData } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { hashPassword, hashPlainPassword } from '../../platform/tokens.ts';
import { endTenantSessions, guardPublicForm, toSentHash } from '../auth/index.ts';
import { accountTaken, addRegisteredUser, tenantUserPage } from '../user/index.ts';
import { provisionTenant } from './provision.ts';
import * as repo from './repo.ts';

export const tenantPage = (ctx: Ctx, q: z.output<typeof tenantPageQuery>) => repo.tenantPage(ctx.data, q);
export const activeTenants = (ctx: Ctx) => repo.activeTenants(ctx.data);

/** Which tenant a domain belongs to (tenant mode is always on). */
export async function tenantInfo(ctx: Ctx, domain: string | undefined) {
  const row = domain ? await repo.tenantOfDomain(ctx.data, domain) : undefined;
  return row ? { tenantMode: true, ...row } : { tenantMode: true };
}

/** Update a tenant, or create one with its administrator (head office, admin role, admin account). */
export async function submitTenant(ctx: Ctx, form: z.output<typeof zTenantForm>) {
  if (form.packageId) await ctx.data.get(repo.PACKAGE, form.packageId);
  if (form.id) return ctx.data.update(repo.TENANT, form.id, { ...form, expireTime: form.expireTime || null });
  const wrong = checkNewPassword(form.adminPassword);
  if (wrong) throw bad(wrong);
  return provisionTenant(ctx.q, {
    ...form,
    adminAccount: form.adminAccount || 'admin',
    adminPasswordHash: await hashPlainPassword(form.adminPassword!),
    createUser: ctx.requireUser().userId,
    expireTime: form.expireTime || null,
  });
}

/** Remove tenants (never the platform) and end every session of theirs. */
export async function removeTenants(ctx: Ctx, ids: string[]) {
  const tenantIds = await repo.removeTenants(ctx.data, ids);
  if (!tenantIds.length) throw notFound();
  await endTenantSessions(ctx.q, tenantIds, 'disabled');
  return tenantIds.length;
}

export async function setQuota(ctx: Ctx, body: { ids: string[]; accountNumber: number; expireTime?: string | null }) {
  const changed = await repo.setQuota(ctx.data, body.ids, body.accountNumber, body.expireTime || null);
  if (!changed) throw notFound();
  return changed;
}

export const tenantUsers = (ctx: Ctx, q: { tenantId: string; current: number; size: number }) =>
  tenantUserPage(ctx.forTenant(q.tenantId), q);

// ------------------------------------------------------------------ applications
// Staff registrations and merchant applications are public: each needs the login captcha (when
// captchas are on) and one address may send APPLY_LIMIT of them (both kinds together) per hour.
const APPLY_LIMIT = { perWindow: 5, windowSeconds: 3600 };

/**
 * A staff registration: an application the tenant's administrator approves. Public, so the tenant
 * named by the form (or the Tenant-Id header) is bound here.
 */
export async function registerGuest(ctx: Ctx, form: z.output<typeof zRegisterForm>, headers: Record<string, unknown>) {
  await guardPublicForm(ctx.svc, headers, ctx.ip, 'apply', APPLY_LIMIT);
  const tenant = tenantData(ctx.q, form.tenantId || (headers['tenant-id'] as string) || '', null);
  if (!(await repo.tenantIsActive(tenant))) throw bad(MSG.tenantMissing);
  const account = form.account!;
  if ((await accountTaken(tenant, account)) || (await repo.hasPendingApply(tenant, account))) throw bad(MSG.accountExists);
  await repo.insertUserApply(tenant, {
    name: form.name ?? account,
    account,
    passwordHash: await hashPassword(toSentHash(form.password!)),
    oauthId: form.oauthId ?? null,
  });
  return { message: MSG.registerAwaitingApproval };
}

export async function applyForMerchant(ctx: Ctx, form: z.output<typeof zTenantApplyForm>, headers: Record<string, unknown>) {
  await guardPublicForm(ctx.svc, headers, ctx.ip, 'apply', APPLY_LIMIT);
  await repo.insertMerchantApply(ctx.q, form, await hashPassword(toSentHash(form.password)));
  return { message: MSG.registerAwaitingApproval };
}

export const applyPage = (ctx: Ctx, q: z.output<typeof applyPageQuery>) => repo.applyPage(ctx.data, q);

export async function applyDetail(ctx: Ctx, id: string) {
  const row = await repo.applyById(ctx.data, id);
  if (!row) throw notFound();
  return row;
}

export async function removeApplies(ctx: Ctx, ids: string[]) {
  const removed = await ctx.data.remove(repo.APPLY, ids);
  if (!removed) throw notFound();
  return removed;
}

/** Approve (1) or reject (2) a waiting application: a merchant one creates its tenant, a staff one its user. */
export async function audit(ctx: Ctx, body: { id: string; auditStatus: number; auditRemark?: string }) {
  const app = await repo.claimForAudit(ctx.data, body);
  if (!app) throw bad(TENANT_MSG.applyAudited);
  if (body.auditStatus === 2) return { auditStatus: 2 };
  if (app.apply_type === 1) {
    const created = await provisionTenant(ctx.q, {
      tenantName: app.tenant_name,
      contactNumber: app.phone,
      linkman: app.name,
      adminAccount: app.account,
      adminPasswordHash: app.password,
      adminName: app.name,
      createUser: ctx.requireUser().userId,
    });
    await repo.setCreatedTenant(ctx.data, app.id, created.tenantId);
    return { auditStatus: 1, tenantId: created.tenantId };
  }
  const tenant = ctx.forTenant(app.tenant_id);
  if (await accountTaken(tenant, app.account)) throw bad(MSG.accountExists);
  await addRegisteredUser(tenant, { account: app.account, name: app.name }, app.password);
  return { auditStatus: 1, tenantId: app.tenant_id };
}
